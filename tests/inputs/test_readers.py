"""The format readers: PDF geometry, DOCX walk, Markdown/HTML/text lines, date finding."""

from __future__ import annotations

import io
from typing import Any

import pytest

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.detect import detect_format
from cvcoach.inputs.documents.docx import read_docx
from cvcoach.inputs.documents.lines import normalise
from cvcoach.inputs.documents.markup import read_markup
from cvcoach.inputs.documents.pdf import read_pdf
from tests.inputs.render import DEJAVU


def test_normalise_changes_only_space_ligatures_and_marked_hyphens() -> None:
    assert normalise("e\ufb03cient \ufb02ow\u00a0 and  \ufb01nal") == "efficient flow and final"
    assert normalise("perfor\ufffe\r\nmance") == "performance"
    assert normalise("hyper- converged throughtput") == "hyper- converged throughtput"


@pytest.mark.parametrize(
    ("marked", "text"),
    [
        ("perfor\ufffe\r\nmance", "performance"),  # the typesetter's break: a word again
        ("Kuber\ufffenetes", "Kubernetes"),  # parts that are no words
        ("inter\ufffe faces", "interfaces"),  # parts that are words, making a word
        ("a cross\ufffeboundary framework", "a cross-boundary framework"),  # the word's own
        ("Initech, Indo\x02Pacific Research", "Initech, Indo-Pacific Research"),  # before a capital
        ("state\ufffeof-the-art", "state-of-the-art"),
    ],
)
def test_a_hyphen_that_ended_a_line_stays_when_it_is_the_words_own(marked: str, text: str) -> None:
    assert normalise(marked) == text


@pytest.mark.parametrize(
    ("line", "start", "end", "before"),
    [
        ("Microsoft Research Asia – System Research Intern April 2022 – Present", "April 2022",
         "Present", "Microsoft Research Asia – System Research Intern"),
        ("UCSD Augu. 2023 - Present", "Augu. 2023", "Present", "UCSD"),
        ("Champaign, IL; June. 2023 - Sept. 2023", "June. 2023", "Sept. 2023", "Champaign, IL"),
        ("Sep. 2018 - Dec. 21", "Sep. 2018", "Dec. 21", ""),
        ("Gao Tong 2016 – 2021", "2016", "2021", "Gao Tong"),
        ("B.S. in WuHan, Some University, 2024(expected)", "2024(expected)", "",
         "B.S. in WuHan, Some University"),
    ],
)  # fmt: skip
def test_dates_at_the_end_of_a_line_are_kept_as_written(
    line: str, start: str, end: str, before: str
) -> None:
    span = find_dates(line)
    assert span is not None
    assert (span.start, span.end, span.before) == (start, end, before)


@pytest.mark.parametrize("line", ["GPA: 3.9/4.0", "Compiler 100/100", "Tensor core 2023 paper"])
def test_scores_and_years_inside_sentences_are_not_entry_dates(line: str) -> None:
    assert find_dates(line) is None


def _pdf_with(draw: Any) -> bytes:
    from fpdf import FPDF

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent: the ligature and dash glyphs need a TrueType font")
    pdf = FPDF()
    pdf.add_page()
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.set_font("dv", size=11)
    draw(pdf)
    return bytes(pdf.output())


def test_pdf_right_aligned_dates_stay_on_their_line_and_ligatures_are_letters() -> None:
    def draw(pdf: Any) -> None:
        pdf.cell(120, 6, "Microsoft Research Asia")
        pdf.cell(60, 6, "April 2022 – Present", align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.cell(0, 6, "• Built an e\ufb03cient work\ufb02ow", new_x="LMARGIN", new_y="NEXT")

    lines = read_pdf(_pdf_with(draw), "cv.pdf")
    assert lines[0].text == "Microsoft Research Asia April 2022 – Present"
    assert (lines[1].kind, lines[1].text) == ("bullet", "Built an efficient workflow")
    assert lines[0].where == "page 1, line 1"


def test_pdf_two_columns_are_read_column_by_column_and_hyphenation_rejoined() -> None:
    left = "LEFT column text that wraps over several lines in the left column of the page."
    right = "RIGHT column text that wraps over several lines in the right column here."

    def draw(pdf: Any) -> None:
        pdf.multi_cell(
            180,
            6,
            "Proposed a cache on client node for Ceph to speed up the perfor-\nmance.",
            new_x="LMARGIN",
            new_y="NEXT",
        )
        y = pdf.get_y()
        pdf.set_xy(10, y)
        pdf.multi_cell(85, 6, left)
        pdf.set_xy(110, y)
        pdf.multi_cell(85, 6, right)

    texts = [line.text for line in read_pdf(_pdf_with(draw), "cv.pdf")]
    assert "performance." in texts[0] and "perfor-" not in texts[0]
    assert texts[1:] == [left, right]


def test_docx_walks_header_tables_and_list_styles() -> None:
    import docx

    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "Jane Doe · jane@example.com"
    document.add_heading("Experience", 1)
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Acme Corp"
    table.rows[0].cells[1].text = "Jan 2020 – Present"
    document.add_paragraph("Shipped the thing", style="List Bullet")
    out = io.BytesIO()
    document.save(out)
    lines = read_docx(out.getvalue(), "cv.docx")
    assert [(line.kind, line.text) for line in lines] == [
        ("text", "Jane Doe · jane@example.com"),
        ("heading", "Experience"),
        ("text", "Acme Corp Jan 2020 – Present"),
        ("bullet", "Shipped the thing"),
    ]
    assert lines[0].where == "header 1"


def test_markdown_drops_front_matter_comments_and_link_targets() -> None:
    source = (
        "---\ntitle: x\n---\n<!-- a comment -->\n<h2 class='c'>\n<font>Skills</font>\n</h2>\n"
        "* **AI** [LLM](http://x.example) deployment\n"
    )
    lines = read_markup(source, "markdown")
    assert [(line.kind, line.text) for line in lines] == [
        ("heading", "Skills"),
        ("bullet", "**AI** LLM deployment"),
    ]
    assert lines[1].extras["url"] == "http://x.example"
    assert lines[1].where == "line 8"


def test_html_page_headings_and_list_items() -> None:
    page = b"<!doctype html><html><head><title>t</title><style>p{}</style></head><body>"
    page += b"<h1>Jane Doe</h1><h2>Experience</h2><p>Acme Corp &ndash; Engineer</p>"
    page += b"<ul><li>Built &amp; shipped</li></ul></body></html>"
    assert detect_format(page, "cv.html") == "html"
    lines = read_markup(page.decode(), "html")
    assert [(line.kind, line.text) for line in lines] == [
        ("heading", "Jane Doe"),
        ("heading", "Experience"),
        ("text", "Acme Corp – Engineer"),
        ("bullet", "Built & shipped"),
    ]


def test_content_decides_the_format_not_the_suffix() -> None:
    assert detect_format(b"%PDF-1.7\n...", "cv.txt") == "pdf"
    assert detect_format(b"# Jane\n\n## Skills\n- a\n- b\n", "cv.txt") == "markdown"
    assert detect_format(b"Jane Doe\nEXPERIENCE\n", "cv.txt") == "text"

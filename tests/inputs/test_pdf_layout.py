"""The PDF layout rules, each on a small page drawn here with fpdf2 (points, baselines
placed by hand): list markers drawn as shapes, wrapped lines joined by their margins and
indentation, a sidebar read as its own flow, a margin of dates or labels read with the
body's rows, running headers and footers. Each rule has a page where it must fire and one
where it must not."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.pdf import read_pdf
from tests.inputs.render import DEJAVU, drawn_lines

LONG = "Designed and shipped the billing service that settles every invoice of the firm"
NEXT = "within two days and cut the support load of the finance team by a third"
SIZE = 10


_lines = drawn_lines


def _texts(lines: list[Line]) -> list[str]:
    return [line.text for line in lines if "furniture" not in line.extras]


def _marker(pdf: Any, x: float, baseline: float, side: float = 4.0) -> None:
    """A filled square centred on the x-height of the row at `baseline` (fpdf's y runs down)."""
    pdf.rect(x, baseline - 3.5 - side / 2, side, side, style="F")


# ---- list markers drawn as shapes ------------------------------------------------------


def test_a_small_square_just_left_of_a_row_makes_it_a_bullet() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Acme Corp")
        _marker(pdf, 62, 114)
        pdf.text(72, 114, "Cut the build time by half")
        _marker(pdf, 62, 128)
        pdf.text(72, 128, "Ran the on-call rota")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines] == [
        ("text", "Acme Corp"),
        ("bullet", "Cut the build time by half"),
        ("bullet", "Ran the on-call rota"),
    ]


@pytest.mark.parametrize(
    ("x", "side", "why"),
    [
        (200, 4.0, "the shape is right of the row's first letter"),
        (20, 4.0, "the shape is far left of the row (more than 2.5 letters)"),
        (50, 20.0, "the shape is a box, not a marker"),
    ],
)
def test_a_shape_that_is_no_list_marker_leaves_the_row_text(
    x: float, side: float, why: str
) -> None:
    def draw(pdf: Any) -> None:
        pdf.text(72, 100, "Cut the build time by half")
        _marker(pdf, x, 100, side)

    (line,) = _lines(draw)
    assert (line.kind, line.text) == ("text", "Cut the build time by half"), why


def test_a_marked_bullet_wrapped_at_its_hanging_indent_is_one_bullet() -> None:
    def draw(pdf: Any) -> None:
        _marker(pdf, 62, 100)
        pdf.text(72, 100, LONG)
        pdf.text(72, 113, NEXT)
        _marker(pdf, 62, 126)
        pdf.text(72, 126, "Ran the on-call rota")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines] == [
        ("bullet", f"{LONG} {NEXT}"),
        ("bullet", "Ran the on-call rota"),
    ]


# ---- bullet glyphs -------------------------------------------------------------------------


def test_a_bullet_glyph_apart_from_its_words_joins_lines_at_the_words_indent() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "•")
        pdf.text(74, 100, LONG)
        pdf.text(74, 113, NEXT)

    (line,) = _lines(draw)
    assert (line.kind, line.text) == ("bullet", f"{LONG} {NEXT}")


def test_a_wrapped_bullet_at_its_hanging_indent_joins_despite_another_glyph_height() -> None:
    """A word processor's PDF may report a continuation line's glyphs a little shorter (seen
    in LibreOffice exports); a year in the bullet does not make it an entry's header."""

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "•")
        pdf.text(80, 100, "Shipped the 2019 billing service that settles every invoice of")
        pdf.set_font("dv", size=SIZE * 0.85)
        pdf.text(80, 113, "the firm within two days")

    (line,) = _lines(draw)
    assert line.text.endswith("invoice of the firm within two days")


def test_a_line_left_of_the_hanging_indent_is_not_the_bullets_continuation() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "•")
        pdf.text(80, 100, "Shipped the billing service that settles every invoice of")
        pdf.text(40, 113, "Acme Corp")

    assert _texts(_lines(draw))[-1] == "Acme Corp"


def test_a_dash_inside_a_line_or_without_a_space_is_no_bullet() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "-5% churn")
        pdf.text(60, 113, "Acme Corp – Berlin")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines] == [
        ("text", "-5% churn"),
        ("text", "Acme Corp – Berlin"),
    ]


# ---- wrapped lines: margins, indentation, spacing -------------------------------------------


def test_a_paragraph_that_runs_to_its_right_edge_is_joined_with_the_next_line() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, LONG)
        pdf.text(60, 113, NEXT)

    assert _texts(_lines(draw)) == [f"{LONG} {NEXT}"]


@pytest.mark.parametrize(
    ("second_x", "second_y", "first", "why"),
    [
        (60, 113, "Acme Corp", "a short first line (a name, a place) ends its paragraph"),
        (60, 113, "Senior Engineer at the billing team of Acme", "the first line stops short"),
        (90, 113, LONG, "the next line starts at another left edge"),
        (60, 135, LONG, "a paragraph gap (more than 1.3 line steps) comes between"),
    ],
)
def test_lines_that_did_not_wrap_stay_apart(
    second_x: float, second_y: float, first: str, why: str
) -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, first)
        pdf.text(second_x, second_y, "Berlin, Germany")
        for k, text in enumerate([LONG, NEXT, "Built the data warehouse"]):
            pdf.text(60, 150 + 13 * k, text)  # the column's right edge and its line step

    texts = _texts(_lines(draw))
    assert "Berlin, Germany" in texts, why


def test_a_line_whose_next_word_would_not_fit_at_its_end_wrapped() -> None:
    """Items a browser lists with no marker: a line ending short of the column's edge by
    less than the next line's first word wrapped; one ending shorter is an item of its own."""

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Rebuilt the billing service")
        pdf.text(60, 113, "Rearchitected the core app to allow independent deployments, and new")
        pdf.text(60, 126, "implementation with a queue")
        pdf.text(60, 139, "Moved the ledger to a service of its own with nightly reconciliation")

    assert _texts(_lines(draw)) == [
        "Rebuilt the billing service",
        "Rearchitected the core app to allow independent deployments, and new implementation"
        " with a queue",
        "Moved the ledger to a service of its own with nightly reconciliation",
    ]


ROME = "Rebuilt the billing service for the whole firm and its four sister companies in Rome"
EDGE = "Rearchitected the core app to allow independent deployments, and new implementation"


@pytest.mark.parametrize(
    ("second", "wrapped"),
    [
        ("Reconciled the ledgers of the finance team every night", True),
        ("Cut the support load of the finance team by a third", False),
    ],
)
def test_a_line_close_to_the_edge_wrapped_only_if_the_next_word_would_not_fit(
    second: str, wrapped: bool
) -> None:
    """A line ending a little short of its column's right edge (the widest line starting
    where it does) is joined to the next when that line's first word would not have fit
    in the room left, and is an item of its own when it would."""

    def draw(pdf: Any) -> None:
        for k, text in enumerate([ROME, second, EDGE]):
            pdf.text(60, 100 + 13 * k, text)

    texts = _texts(_lines(draw))
    assert texts == ([f"{ROME} {second}", EDGE] if wrapped else [ROME, second, EDGE])


def test_the_right_edge_of_a_justified_column_is_where_its_lines_end_together() -> None:
    from cvcoach.inputs.documents.pdf_wraps import _right_edge

    assert _right_edge([417.0, 434.8, 417.3, 300.0, 417.6]) == 417.6  # TeX's overfull line
    assert _right_edge([480.0, 455.0, 470.0]) == 480.0  # ragged: the widest line
    assert _right_edge([]) == 0.0


def _bold(pdf: Any, x: float, baseline: float, text: str) -> None:
    if "dvb" not in pdf.fonts:
        pdf.add_font("dvb", "", str(DEJAVU.with_name("DejaVuSans-Bold.ttf")))
    pdf.set_font("dvb", size=SIZE)
    pdf.text(x, baseline, text)
    pdf.set_font("dv", size=SIZE)


def test_indented_lines_under_a_bold_header_are_list_items_though_no_marker_is_drawn() -> None:
    items = ["Rebuilt the billing service", "Cut the support load", "Led a team of four"]

    def draw(pdf: Any) -> None:
        _bold(pdf, 60, 100, "Acme Corp")
        _bold(pdf, 60, 113, "Highlights")
        for k, text in enumerate(items):
            pdf.text(90, 130 + 16 * k, text)
        _bold(pdf, 60, 190, "Globex Ltd")

    lines = [x for x in _lines(draw) if "furniture" not in x.extras]
    assert [(x.kind, x.text) for x in lines[2:5]] == [("bullet", t) for t in items]
    assert lines[-1].kind != "bullet"


@pytest.mark.parametrize(
    "indented",
    [
        ["Rebuilt the billing service"],  # one line alone: a place, a degree, a summary
        ["jane@example.org", "+1 555 0100"],  # short lines: contact details, a name
    ],
)
def test_indented_lines_that_are_no_list_stay_text(indented: list[str]) -> None:
    def draw(pdf: Any) -> None:
        _bold(pdf, 60, 100, "Acme Corp")
        for k, text in enumerate(indented):
            pdf.text(90, 117 + 16 * k, text)
        _bold(pdf, 60, 170, "Globex Ltd")

    lines = [x for x in _lines(draw) if "furniture" not in x.extras]
    assert all(x.kind != "bullet" for x in lines)


def test_a_line_with_a_date_is_never_joined_to_the_paragraph_above() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, LONG)
        pdf.text(60, 113, "Globex Ltd 2019 – 2021")

    assert _texts(_lines(draw)) == [LONG, "Globex Ltd 2019 – 2021"]


def test_a_row_whose_first_cell_is_a_date_is_never_joined_to_the_row_above() -> None:
    head = "Globex Ltd, Software Engineer on the ledger and payments platform, Springfield"

    def draw(pdf: Any) -> None:  # two headers in a label column of dates, no bullets between
        pdf.text(60, 80, "Experience and a heading that runs across the label column")
        pdf.text(60, 100, "Aug 2014 – Nov 2014")
        pdf.text(180, 100, head)
        pdf.text(60, 120, "Jan 2014 – Jul 2014")
        pdf.text(180, 120, "Initech, Engineer, Springfield")
        pdf.text(180, 140, LONG)
        pdf.text(60, 180, "Jan 2012 – Jul 2013")
        pdf.text(180, 180, "Hooli, Engineer, Springfield")
        pdf.text(180, 200, LONG)

    texts = _texts(_lines(draw))
    assert texts[1:3] == [
        f"Aug 2014 – Nov 2014 {head}",
        "Jan 2014 – Jul 2014 Initech, Engineer, Springfield",
    ]


def test_a_header_with_its_dates_in_a_first_cell_may_wrap_onto_the_next_line() -> None:
    head = "Globex Ltd, Trainer of Robotics and Machine Learning Engineers for the"

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Aug 2014 – Nov 2014")
        pdf.text(180, 100, head)
        pdf.text(180, 113, "platform team")

    assert _texts(_lines(draw)) == [f"Aug 2014 – Nov 2014 {head} platform team"]


def test_a_line_starting_in_lower_case_continues_a_short_line_that_ran_full() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Led the migration of payments")
        pdf.text(60, 113, "to the new ledger")

    assert _texts(_lines(draw)) == ["Led the migration of payments to the new ledger"]


def test_a_row_with_a_date_margin_continues_under_its_last_cell() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "2019 – 2021")
        pdf.text(180, 100, "Acme Corp, Staff Engineer")
        pdf.text(180, 120, "Wrote the scheduler that runs every nightly batch of the")
        pdf.text(180, 133, "bank and its two subsidiaries")
        pdf.text(60, 160, "2017 – 2019")
        pdf.text(180, 160, "Globex Ltd, Engineer")

    texts = _texts(_lines(draw))
    assert texts == [
        "2019 – 2021 Acme Corp, Staff Engineer",
        "Wrote the scheduler that runs every nightly batch of the bank and its two subsidiaries",
        "2017 – 2019 Globex Ltd, Engineer",
    ]


# ---- columns: a sidebar, a margin of labels ---------------------------------------------


def _sidebar(pdf: Any, name_size: float | None = None) -> None:
    """A left sidebar (contact, skills) on baselines of its own, beside a body of entries."""
    if name_size:
        pdf.set_font("dv", size=name_size)
        pdf.text(40, 70, "Jane Doe")
        pdf.set_font("dv", size=SIZE)
    for k, text in enumerate(["jane@example.org", "Python", "SQL", "Kubernetes", "Go"]):
        pdf.text(40, 104 + 16 * k, text)
    body = ["Acme Corp 2019 – 2021", LONG, NEXT, "Globex Ltd 2017 – 2019", "Built the data"]
    for k, text in enumerate(body):
        pdf.text(200, 97 + 13 * k + (10 if k == 3 else 0), text[:62])


def test_a_sidebar_on_baselines_of_its_own_is_read_after_the_body() -> None:
    texts = _texts(_lines(_sidebar))
    assert texts[0] == "Acme Corp 2019 – 2021"
    assert texts[-5:] == ["jane@example.org", "Python", "SQL", "Kubernetes", "Go"]
    assert "Globex Ltd 2017 – 2019" in texts[:-5]


def test_a_sidebar_that_holds_the_name_in_the_largest_type_is_read_first() -> None:
    texts = _texts(_lines(lambda pdf: _sidebar(pdf, name_size=22)))
    assert texts[:6] == ["Jane Doe", "jane@example.org", "Python", "SQL", "Kubernetes", "Go"]


def _flush_right(pdf: Any, baseline: float, text: str, edge: float = 540) -> None:
    pdf.text(edge - pdf.get_string_width(text), baseline, text)


def _entries_with_a_right_margin(pdf: Any) -> None:
    """Two entries whose place and dates sit flush right, the block's first line on the
    header's baseline, the next one beside the first bullet; the place wraps in the
    narrow column."""
    for top, org, place, dates in (
        (100, "Acme Corp, Engineer", "12 Long Street, Berlin", "2019 – 2021"),
        (170, "Globex Ltd, Analyst", "Paris", "2017 – 2019"),
    ):
        pdf.text(60, top, org)
        for k, bullet in enumerate(["Ran the on-call rota", "Cut the build time by half"]):
            pdf.text(70, top + 13 * (k + 1), bullet)
        lines = [place, dates]
        if "Street" in place:
            lines = ["12 Long Street,", "Berlin", dates]
        for k, text in enumerate(lines):
            _flush_right(pdf, top + 12 * k, text)


def test_a_flush_right_margin_of_places_and_dates_joins_the_entries_header_row() -> None:
    lines = _lines(_entries_with_a_right_margin)
    texts = _texts(lines)
    assert texts == [
        "Acme Corp, Engineer 12 Long Street, Berlin 2019 – 2021",
        "Ran the on-call rota",
        "Cut the build time by half",
        "Globex Ltd, Analyst Paris 2017 – 2019",
        "Ran the on-call rota",
        "Cut the build time by half",
    ]
    assert lines[0].cells == ["Acme Corp, Engineer", "12 Long Street, Berlin", "2019 – 2021"]


def test_a_right_column_set_flush_left_stays_a_sidebar() -> None:
    def draw(pdf: Any) -> None:
        for k, text in enumerate(["Acme Corp 2019 – 2021", LONG[:40], NEXT[:40], "Globex"]):
            pdf.text(60, 100 + 13 * k, text)
        for k, text in enumerate(["jane@example.org", "Python", "SQL", "Kubernetes"]):
            pdf.text(420, 100 + 16 * k, text)

    texts = _texts(_lines(draw))
    assert texts[-4:] == ["jane@example.org", "Python", "SQL", "Kubernetes"]


def _styled_header(pdf: Any, bold: str, rest: str) -> None:
    """A header line whose first words are bold up to a comma, the rest regular."""
    pdf.add_font("dvb", "", str(DEJAVU.with_name("DejaVuSans-Bold.ttf")))
    pdf.set_font("dvb", size=SIZE)
    pdf.text(60, 100, bold)
    x = 60 + pdf.get_string_width(bold) + pdf.get_string_width(" ")
    pdf.set_font("dv", size=SIZE)
    pdf.text(x, 100, rest)


def test_a_comma_where_the_type_changes_splits_the_header_into_cells() -> None:
    (line,) = _lines(lambda pdf: _styled_header(pdf, "One Technologies, L.P.,", "Analyst, Paris"))
    assert line.text == "One Technologies, L.P., Analyst, Paris"
    assert line.cells == ["One Technologies, L.P.,", "Analyst, Paris"]


def test_a_comma_inside_one_type_makes_no_cell() -> None:
    (line,) = _lines(lambda pdf: pdf.text(60, 100, "One Technologies, L.P., Analyst, Paris"))
    assert line.cells == []


def test_a_margin_of_section_labels_on_the_bodys_baselines_is_read_row_by_row() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Experience")
        pdf.text(180, 100, "Acme Corp 2019 – 2021")
        pdf.text(180, 113, "Ran the on-call rota")
        pdf.text(40, 140, "Education")
        pdf.text(180, 140, "Utopia University 2013 – 2017")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines] == [
        ("heading", "Experience"),
        ("text", "Acme Corp 2019 – 2021"),
        ("text", "Ran the on-call rota"),
        ("heading", "Education"),
        ("text", "Utopia University 2013 – 2017"),
    ]


def test_a_label_a_column_apart_from_the_rows_only_other_word_is_its_own_cell() -> None:
    """Two words a column apart are two cells though no other space on the row tells the
    usual word space (the label's gap is the row's only space but one)."""

    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Work")
        pdf.set_font("dv", size=SIZE * 1.5)
        pdf.text(180, 100, "F5 Inc.")
        pdf.set_font("dv", size=SIZE)
        pdf.text(180, 113, "Cloud Solutions Engineer")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines][:2] == [("heading", "Work"), ("text", "F5 Inc.")]


def test_an_icon_larger_than_the_pages_list_markers_makes_no_bullet() -> None:
    def draw(pdf: Any) -> None:
        _marker(pdf, 52, 100, side=7.5)
        pdf.text(62, 100, "Cloud Solutions Engineer")
        _marker(pdf, 64, 114, side=3.0)
        pdf.text(72, 114, "Cut the build time by half")
        _marker(pdf, 64, 128, side=3.0)
        pdf.text(72, 128, "Ran the on-call rota")

    lines = _lines(draw)
    assert [x.kind for x in lines] == ["text", "bullet", "bullet"]


def test_a_first_cell_that_is_no_section_word_stays_part_of_its_row() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(40, 100, "Berlin")
        pdf.text(180, 100, "Acme Corp 2019 – 2021")
        pdf.text(40, 140, "Munich")
        pdf.text(180, 140, "Globex Ltd 2017 – 2019")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines] == [
        ("text", "Berlin Acme Corp 2019 – 2021"),
        ("text", "Munich Globex Ltd 2017 – 2019"),
    ]
    assert lines[0].cells == ["Berlin", "Acme Corp 2019 – 2021"]


# ---- page furniture -------------------------------------------------------------------


def test_a_footer_repeated_on_every_page_and_a_page_number_are_furniture() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Acme Corp 2019 – 2021")
        pdf.text(60, 820, "Jane Doe · Curriculum Vitae")
        pdf.text(500, 820, f"{pdf.page_no()}")

    lines = _lines(draw, pages=2)
    furniture = [x.text for x in lines if "furniture" in x.extras]
    assert "Jane Doe · Curriculum Vitae" in " ".join(furniture)
    assert _texts(lines) == ["Acme Corp 2019 – 2021", "Acme Corp 2019 – 2021"]


def test_a_line_near_the_bottom_of_one_page_only_is_content() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Acme Corp 2019 – 2021")
        pdf.text(60, 820, "References on request")

    lines = _lines(draw)
    assert _texts(lines) == ["Acme Corp 2019 – 2021", "References on request"]


@pytest.mark.parametrize("stamp", ["11/29/26, 2:43 AM", "Updated in May"])
def test_a_page_title_beside_a_browsers_print_stamp_is_furniture(stamp: str) -> None:
    def draw(pdf: Any) -> None:  # one page: the title does not come back on another; the
        pdf.text(30, 20, stamp)  # sidebar's gutter puts stamp and title in two flows
        pdf.text(300, 20, "Resume Jane Doe - Engineer")
        _sidebar(pdf)

    furniture = [x.text for x in _lines(draw) if "furniture" in x.extras]
    assert ("Resume Jane Doe - Engineer" in " ".join(furniture)) is stamp.startswith("11/")


# ---- characters that map to no code point ---------------------------------------------


def _icon_page(unmapped: bool) -> list[Line]:
    """A heading after an icon glyph whose ToUnicode entry is U+0000 (an icon font that
    names no character: Chromium's print of a theme's icons), or U+2706 as drawn."""
    import re

    from fpdf import FPDF

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent: the icon glyph needs a TrueType font")
    pdf = FPDF(unit="pt", format="A4")
    pdf.compress = False  # the ToUnicode map stays text, to be edited in place
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_page()
    pdf.set_font("dv", size=SIZE)
    pdf.text(72, 100, "Jane Doe")
    pdf.text(72, 130, "\u2706 Work Experience")
    pdf.text(72, 150, "Senior Engineer, Acme Corp")
    data = bytes(pdf.output())
    if unmapped:  # same length: the file's cross-reference offsets stay right
        data = re.sub(rb"<(\w{4})> <2706>", rb"<\1> <0000>", data)
    return read_pdf(data, "cv.pdf")


def test_a_glyph_mapped_to_no_character_leaves_the_text_after_it_aligned() -> None:
    lines = _icon_page(unmapped=True)
    assert _texts(lines) == ["Jane Doe", "Work Experience", "Senior Engineer, Acme Corp"]
    assert lines[1].extras.get("glyphs") == "1"


def test_a_glyph_mapped_to_a_character_keeps_it() -> None:
    assert _texts(_icon_page(unmapped=False)) == [
        "Jane Doe",
        "\u2706 Work Experience",
        "Senior Engineer, Acme Corp",
    ]


def _glyph_list(marker_size: float, glyph: str = "\u2022") -> list[Line]:
    """Two list items whose disc is a glyph naming no character (U+0000), drawn left of
    each item's words, the first item wrapped at its words' indent; the second item is
    as wide as the first's first line, so no right edge tells a wrap from an item."""
    import re

    from fpdf import FPDF

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent: the marker glyph needs a TrueType font")
    pdf = FPDF(unit="pt", format="A4")
    pdf.compress = False
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_page()
    pdf.set_font("dv", size=SIZE)
    pdf.text(72, 100, "Acme Corp   2019 - 2021")
    for baseline, text in ((120, LONG), (134, NEXT), (148, LONG.replace("billing", "payment"))):
        pdf.set_font("dv", size=SIZE)
        pdf.text(84, baseline, text)
    for baseline in (120, 148):
        pdf.set_font("dv", size=marker_size)
        pdf.text(74 - marker_size / 2, baseline, glyph)
    mapped = f"{ord(glyph):04X}".encode()
    data = re.sub(rb"<(\w{4})> <" + mapped + rb">", rb"<\1> <0000>", bytes(pdf.output()))
    return read_pdf(data, "cv.pdf")


def test_a_small_glyph_naming_no_character_left_of_a_row_is_a_list_marker() -> None:
    lines = _glyph_list(marker_size=8)
    assert [(ln.kind, ln.text) for ln in lines[1:]] == [
        ("bullet", f"{LONG} {NEXT}"),
        ("bullet", LONG.replace("billing", "payment")),
    ]


def test_a_glyph_naming_no_character_as_large_as_an_icon_is_no_list_marker() -> None:
    lines = _glyph_list(marker_size=20, glyph="\u25a0")  # a square icon 12 points wide
    assert all(ln.kind != "bullet" for ln in lines)


def _hyphenated_bullet(last_baseline: float) -> list[Line]:
    """A bullet whose second line ends in a word hyphenated at the line end (pdfium joins
    the two lines into one row, at the second line's baseline), then its last line."""

    def draw(pdf: Any) -> None:
        pdf.text(72, 106, "Acme Corp   2019 - 2021")
        pdf.text(72, 120, f"\u2022 {LONG}")
        pdf.text(80, 134, "within two days and cut the support load of the finance and sales docu-")
        pdf.text(80, 148, "mentation teams by a third, with the help of the platform group of the")
        pdf.text(80, last_baseline, "bank.")

    return _lines(draw)


def test_a_row_joined_across_a_hyphenated_line_end_is_no_gap_above_the_next_line() -> None:
    lines = _hyphenated_bullet(162)
    assert [ln.kind for ln in lines] == ["text", "bullet"]
    assert lines[1].text.endswith("documentation teams by a third, with the help of the "
                                  "platform group of the bank.")  # fmt: skip


def test_a_line_a_blank_line_below_a_hyphen_joined_row_stays_apart() -> None:
    lines = _hyphenated_bullet(176)
    assert lines[-1].text == "bank."


@pytest.mark.parametrize(
    ("header", "joined"),
    [
        ("Northwind Traders, Senior Analyst of the Finance Team   2019 - 2021", False),
        (None, True),  # nothing above: the title is the widest line it knows of
    ],
)
def test_the_lines_above_a_line_show_its_columns_right_edge(
    header: str | None, joined: bool
) -> None:
    """A title that is the widest of the lines under it, then a label, at a page's foot:
    the header row above (dates set flush right) shows the column runs on far past the
    title's end, so the label is no wrapped end of the title."""
    title = "Senior Full Stack Developer on the Data Platform"

    def draw(pdf: Any) -> None:
        if header:
            pdf.text(60, 760, header.split("   ")[0])
            pdf.text(480, 760, header.split("   ")[1])
        pdf.text(60, 774, title)
        pdf.text(60, 788, "Highlights")

    texts = _texts(_lines(draw))
    assert (f"{title} Highlights" in texts) is joined


@pytest.mark.parametrize(("spacing", "joined"), [(0.006, True), (0.1, False)])
def test_a_line_a_little_past_its_justified_edge_is_still_measured_against_it(
    spacing: float, joined: bool
) -> None:
    """TeX sets a line a fraction of a point past the edge its other lines share (an
    overfull line): the room for the next word is still measured against that edge, so a
    header row with its dates far to the right does not make the wrapped line an item of
    its own. A line well past the edge is not measured so (the widest line decides)."""

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Northwind Traders, Senior Analyst")
        pdf.text(480, 100, "2019 - 2021")
        for k in range(3):
            pdf.text(60, 114 + 14 * k, LONG)
        pdf.set_char_spacing(spacing)
        pdf.text(60, 156, LONG)
        pdf.set_char_spacing(0)
        pdf.text(60, 170, "rebuilt")

    texts = _texts(_lines(draw))
    assert (texts[-1] != "rebuilt") is joined


@pytest.mark.parametrize("header_dates", ["", "2016 – 2018"])
def test_dates_in_the_margin_beside_the_first_bullet_are_the_headers(header_dates: str) -> None:
    """RenderCV's right column: the place on the header's row, the dates a line lower,
    on the first bullet's row; they are the header's unless the header has dates."""

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Manager.one, PHP Backend Software Engineer")
        pdf.text(470, 100, header_dates or "Paris, France")
        pdf.text(70, 114, "\u2022 Contributed to the development of a banking solution.")
        pdf.text(450, 112, "July 2019 – Aug 2022")
        pdf.text(70, 128, f"\u2022 {LONG} within two days of each")  # one flow: no sidebar
        pdf.text(60, 150, "Initech Labs, Data Engineer working on the warehouse of the firm")

    lines = _lines(draw)
    header, item = lines[0], lines[1]
    assert item.kind == "bullet"
    if header_dates:
        assert item.text.endswith("July 2019 – Aug 2022")
    else:
        assert header.cells[-1] == "July 2019 – Aug 2022"
        assert item.text == "Contributed to the development of a banking solution."


# ---- a change of weight between lines ---------------------------------------------------

TITLE = "Senior Full Stack Developer on the billing and ledger platform of the firm and"


def test_a_regular_line_under_a_line_all_in_bold_starts_anew() -> None:
    def draw(pdf: Any) -> None:  # a title in bold that runs full, its employer under it
        pdf.text(60, 80, "Experience")
        _bold(pdf, 60, 100, TITLE)
        pdf.text(60, 113, "Initech Holdings, Springfield")

    assert _texts(_lines(draw))[1:] == [TITLE, "Initech Holdings, Springfield"]


def test_a_bold_line_wraps_onto_a_bold_line_and_lower_case_goes_on() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 80, "Experience")
        _bold(pdf, 60, 100, TITLE)
        _bold(pdf, 60, 113, "Payments Team")
        _bold(pdf, 60, 140, TITLE)
        pdf.text(60, 153, "payments team")

    assert _texts(_lines(draw))[1:] == [f"{TITLE} Payments Team", f"{TITLE} payments team"]


def test_a_line_that_opens_in_bold_and_goes_on_in_regular_type_wraps_as_usual() -> None:
    def draw(pdf: Any) -> None:  # a run-in label in bold, then the paragraph
        pdf.text(60, 80, "Skills")
        _bold(pdf, 60, 100, "Languages:")
        pdf.text(60 + pdf.get_string_width("Languages: "), 100, NEXT[:60])
        pdf.text(60, 113, "Python and Go")

    assert _texts(_lines(draw))[-1].endswith(f"{NEXT[:60]} Python and Go")


def test_a_dated_header_wraps_at_a_hanging_indent_left_of_its_last_cell() -> None:
    head = "Globex Ltd, Trainer of Robotics and Machine Learning Engineers for the"

    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Aug 2014 – Nov 2014")
        pdf.text(180, 100, head)
        pdf.text(160, 113, "Platform Team")
        pdf.text(180, 126, LONG)

    assert _texts(_lines(draw))[0] == f"Aug 2014 – Nov 2014 {head} Platform Team"


def test_a_short_dated_header_is_not_joined_to_the_line_at_a_hanging_indent() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Aug 2014 – Nov 2014")
        pdf.text(180, 100, "Globex Ltd, Trainer")
        pdf.text(160, 113, "Springfield, Illinois")
        pdf.text(180, 126, LONG)

    texts = _texts(_lines(draw))
    assert texts[:2] == ["Aug 2014 – Nov 2014 Globex Ltd, Trainer", "Springfield, Illinois"]


def _header_then(pdf: Any, below: float) -> None:
    words = "Bachelor of Science in Applied Physics at Universidad"
    pdf.text(60, 100, words)
    pdf.text(60 + pdf.get_string_width(words) + 24, 100, "2019 – 2023")
    pdf.text(60, 100 + below, "Nacional de Springfield")
    pdf.text(60, 100 + below + 40, LONG)


def test_a_dated_header_wraps_under_its_words_before_its_dates() -> None:
    texts = _texts(_lines(lambda pdf: _header_then(pdf, 1.2 * SIZE)))
    assert texts[0] == (
        "Bachelor of Science in Applied Physics at Universidad Nacional de Springfield 2019 – 2023"
    )


def test_a_line_set_apart_under_a_dated_header_is_its_own() -> None:
    texts = _texts(_lines(lambda pdf: _header_then(pdf, 1.8 * SIZE)))
    assert texts[1] == "Nacional de Springfield"


# ---- a heading in large bold type that wraps in its column ------------------------------

HEADING = "Automation Engineer @ Initech Advanced Robotics Technologies Division"


def _wrapped_heading(fill: bool, step: float = 1.3) -> Callable[[Any], None]:
    """Body lines that end together at the column's right edge, then a heading in 18 pt
    bold cut after the last word that fits (`fill`) or after its second word, its next
    line `step` times 18 pt below (wider than the body's 14 pt step)."""

    def draw(pdf: Any) -> None:
        for k in range(3):
            pdf.text(60, 100 + 14 * k, LONG)
        edge = 60 + pdf.get_string_width(LONG)
        _bold(pdf, 60, 60, "Jane Doe")  # the bold font is loaded
        pdf.set_font("dvb", size=18)
        words = HEADING.split()
        cut = 2
        while (
            fill
            and cut < len(words)
            and 60 + pdf.get_string_width(" ".join(words[: cut + 1])) <= edge
        ):
            cut += 1
        pdf.text(60, 180, " ".join(words[:cut]))
        pdf.text(60, 180 + step * 18, " ".join(words[cut:]))
        pdf.set_font("dv", size=SIZE)
        pdf.text(60, 230, LONG)

    return draw


def test_a_heading_in_bold_that_fills_its_column_goes_on_on_the_next_line() -> None:
    assert HEADING in _texts(_lines(_wrapped_heading(fill=True)))


def test_a_heading_whose_next_word_would_have_fitted_did_not_wrap() -> None:
    assert HEADING not in _texts(_lines(_wrapped_heading(fill=False)))


def test_a_heading_spaced_one_and_a_half_times_its_letters_height_goes_on() -> None:
    # DejaVu's letters stand 1.16 times the size: 1.75 x 18 pt is 1.5 times their height
    assert HEADING in _texts(_lines(_wrapped_heading(fill=True, step=1.75)))


def test_a_heading_line_set_two_lines_below_is_another_line() -> None:
    assert HEADING not in _texts(_lines(_wrapped_heading(fill=True, step=2.0)))


def test_a_line_all_in_bold_under_a_full_line_in_regular_type_is_the_next_header() -> None:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, LONG)
        _bold(pdf, 60, 113, "Globex University")
        pdf.text(60, 126, LONG)
        pdf.text(60, 139, NEXT)

    assert _texts(_lines(draw)) == [LONG, "Globex University", f"{LONG} {NEXT}"]


@pytest.mark.parametrize(
    ("after", "joined"),
    [
        ("within two days and cut the support load", True),  # goes on in lower case
        ("Within two days and cut the support load", False),  # a capital: another size is
    ],  # another line
)
def test_a_line_in_lower_case_goes_on_though_its_glyphs_report_another_size(
    after: str, joined: bool
) -> None:
    def draw(pdf: Any) -> None:
        for k in range(3):
            pdf.text(60, 100 + 14 * k, LONG)
        pdf.text(60, 160, LONG)
        pdf.set_font("dv", size=SIZE * 1.25)
        pdf.text(60, 174, after)
        pdf.set_font("dv", size=SIZE)

    assert (f"{LONG} {after}" in _texts(_lines(draw))) is joined


@pytest.mark.parametrize(
    ("first", "joined"),
    [
        ("• Built the billing service for Initech Shopping,", True),  # left open: a comma
        ("• Built the billing service and moved it to a", True),  # an article
        ("• Built the billing service for Initech Shopping", False),  # a whole phrase
    ],
)
def test_a_bullets_open_line_goes_on_at_its_hanging_indent_though_a_word_would_fit(
    first: str, joined: bool
) -> None:
    after = "joint venture of two banks"

    def draw(pdf: Any) -> None:
        for k in range(3):
            pdf.text(60, 100 + 14 * k, LONG)
        pdf.text(60, 160, first)
        pdf.text(60 + pdf.get_string_width("• "), 173, after)

    texts = _texts(_lines(draw))
    assert (f"{first[2:]} {after}" in texts) is joined


def test_bold_lines_set_apart_by_more_than_single_spacing_are_two_lines() -> None:
    def draw(pdf: Any) -> None:  # a title that runs full, a label in bold further below
        pdf.text(60, 80, "Experience")
        _bold(pdf, 60, 100, TITLE)
        _bold(pdf, 60, 119, "Highlights")

    assert _texts(_lines(draw))[1:] == [TITLE, "Highlights"]


def test_items_repeated_under_several_entries_make_no_right_edge() -> None:
    # the same short item ends at the same x under each entry: no column edge, so the
    # item after it (its first word would fit beside it) stays an item of its own
    def draw(pdf: Any) -> None:
        pdf.text(60, 80, LONG)
        for k, name in enumerate(("Acme Corp", "Initech", "Globex", "Hooli")):
            _bold(pdf, 60, 110 + 70 * k, name)
            for j, item in enumerate(
                [
                    f"Covering the financial services of {name}",
                    "Multi Cloud Networking",
                    f"Cloud Automation at {name}",
                ]
            ):
                pdf.text(60, 125 + 70 * k + 13 * j, item)

    texts = _texts(_lines(draw))
    assert texts.count("Multi Cloud Networking") == 4


def _justified(pdf: Any, x0: float, x1: float, baseline: float, text: str) -> None:
    """`text` set from `x0` to `x1`, its word spaces stretched alike."""
    words = text.split()
    spare = x1 - x0 - sum(pdf.get_string_width(w) for w in words)
    x = x0
    for word in words:
        pdf.text(x, baseline, word)
        x += pdf.get_string_width(word) + spare / (len(words) - 1)


def test_a_short_wrapped_line_of_a_narrow_justified_column_goes_on() -> None:
    # a plain line of four words that is itself the wrapped end of a bullet is no heading
    lines = ["Created a small web app for the", "saving, sharing, running of",
             "SQL queries by all", "Analysts of the finance team"]  # fmt: skip

    def draw(pdf: Any) -> None:
        edge = 309 + pdf.get_string_width(lines[0])
        pdf.text(300, 100, "•")
        pdf.text(309, 100, lines[0])
        for k, text in enumerate(lines[1:], 1):
            _justified(pdf, 309, edge, 100 + 13 * k, text)
        pdf.text(300, 160, "•")
        pdf.text(309, 160, "Moved the nightly jobs")

    texts = _texts(_lines(draw))
    assert texts[0] == " ".join(lines)


FULL = "Moved the ledger to a service of its own with nightly reconciliation and alerts."


@pytest.mark.parametrize("gap", [0.0, 30.0])
def test_paragraphs_at_the_headers_edge_with_no_gap_between_are_list_items(gap: float) -> None:
    # items with no marker at the header's own left edge: paragraphs with no gap between
    items = ["Rebuilt the billing service for the firm", FULL, "Cut the support load by half"]

    def draw(pdf: Any) -> None:
        for k, text in enumerate([LONG, NEXT, "Built the data warehouse"]):
            pdf.text(60, 50 + 13 * k, text)  # the column's line step
        _bold(pdf, 60, 100, "Acme Corp")
        for k, text in enumerate(items):
            pdf.text(60, 115 + (13 + gap) * k, text)

    lines = [x for x in _lines(draw) if "furniture" not in x.extras]
    kinds = [(x.kind, x.text) for x in lines[3:]]
    if gap:  # set apart: paragraphs of running text, not a list
        assert all(kind == "text" for kind, _ in kinds)
    else:
        assert kinds == [("bullet", t) for t in items]


def test_an_item_at_the_headers_edge_is_cut_where_a_row_opened_after_a_sentence() -> None:
    from cvcoach.inputs.documents.pdf_lists import _split

    line = Line(f"{FULL} Cut the support load by half", "text", where="page 1, line 4")
    parts = _split(line, {id(line): [len(FULL) + 1]})
    assert [(x.text, x.where) for x in parts] == [
        (FULL, "page 1, line 4"),
        ("Cut the support load by half", "page 1, line 4"),
    ]

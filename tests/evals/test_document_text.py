"""The corpus grader reads what a document prints apart from the importer: a word the
importer's reading loses is still printed, so the loss is graded as the importer's miss
(invented documents)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

from cvcoach.evals import import_corpus
from cvcoach.evals.document_text import document_text, docx_text, html_text, pdf_text
from cvcoach.evals.import_printed import words

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
_DOC = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _pdf(path: Path, lines: list[str]) -> Path:
    from fpdf import FPDF

    if not DEJAVU.exists():
        pytest.skip(f"{DEJAVU} is absent")
    pdf = FPDF(unit="pt", format="A4")
    pdf.add_font("dv", "", str(DEJAVU))
    pdf.add_page()
    pdf.set_font("dv", size=10)
    for k, line in enumerate(lines):
        pdf.text(72, 72 + 14 * k, line)
    pdf.output(str(path))
    return path


def _para(text: str) -> str:
    return f"<w:p><w:r><w:t>{text}</w:t></w:r></w:p>"


def _docx(path: Path, body: str, header: str = "") -> Path:
    """A DOCX of the parts the reader opens, written by hand (a text box's paragraphs sit
    in `w:txbxContent` inside a run, as Word writes them)."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        document = f"<w:document {_DOC}><w:body>{body}</w:body></w:document>"
        archive.writestr("word/document.xml", document)
        if header:
            archive.writestr("word/header1.xml", f"<w:hdr {_DOC}>{header}</w:hdr>")
    return path


def test_pdf_text_reads_every_line_and_joins_a_hyphenated_word(tmp_path: Path) -> None:
    path = _pdf(tmp_path / "cv.pdf", ["Jane Doe", "Initech Infor-", "mation Systems"])
    found = set(words(pdf_text(path)))
    assert {"jane", "doe", "initech", "infor", "mation", "information", "systems"} <= found


def test_pdf_text_joins_no_words_across_lines_without_a_hyphen(tmp_path: Path) -> None:
    path = _pdf(tmp_path / "cv.pdf", ["Initech Labs", "Globex"])
    assert "labsglobex" not in words(pdf_text(path))


def test_docx_text_reads_body_table_cells_text_boxes_and_headers(tmp_path: Path) -> None:
    body = (
        _para("Platform Engineer")
        + f"<w:tbl><w:tr><w:tc>{_para('Hooli')}</w:tc></w:tr></w:tbl>"
        + "<w:p><w:r><w:txbxContent>" + _para("Northwind") + "</w:txbxContent></w:r></w:p>"
        + "<w:p><w:r><w:t>Senior</w:t><w:tab/><w:t>Analyst</w:t></w:r></w:p>"
    )  # fmt: skip
    path = _docx(tmp_path / "cv.docx", body, header=_para("Curriculum vitae Jane Doe"))
    found = set(words(docx_text(path)))
    assert {"platform", "hooli", "northwind", "senior", "analyst", "curriculum"} <= found
    assert "senioranalyst" not in found  # a tab parts words


def test_html_text_reads_text_nodes_not_scripts_or_styles() -> None:
    page = "<html><style>.x{}</style><script>var initech=1</script><p>Globex&amp;Co</p></html>"
    found = words(html_text(page))
    assert "globex" in found and "co" in found
    assert "initech" not in found and "var" not in found


def test_document_text_reads_markdown_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "cv.md"
    path.write_text("# Jane Doe\n\n## Initech\n", encoding="utf-8")
    assert "initech" in words(document_text(path) or "")


def test_a_word_the_importer_drops_is_printed(tmp_path: Path) -> None:
    path = _docx(tmp_path / "cv.docx", _para("Globex Corporation"))
    printed = import_corpus.printed_text(path, ["Corporation"])  # the importer lost a word
    assert printed.shows("Globex Corporation")
    assert not printed.shows("Initech Corporation")


def test_a_field_the_importer_loses_is_its_miss_not_unprinted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A document printing "Globex Corporation" whose import reads "Corporation" only:
    the organisation counts against the importer (before, its own lines made it unprinted)."""
    from types import SimpleNamespace

    from cvcoach.inputs.documents import importer

    _docx(tmp_path / "cv.docx", _para("Globex Corporation") + _para("Platform Engineer"))
    key: dict[str, Any] = {
        "basics": {"name": "Jane Doe"}, "education": [], "typos": [],
        "work": [{"org": "Globex Corporation", "title": "Platform Engineer", "location": "",
                  "start": "", "end": "", "highlights": []}],
    }  # fmt: skip
    (tmp_path / "key.json").write_text(json.dumps(key), encoding="utf-8")
    lost = "work:\n- name: Corporation\n  position: Platform Engineer\n"
    lines = [SimpleNamespace(text=t, extras={}) for t in ("Corporation", "Platform Engineer")]
    fake = SimpleNamespace(yaml_text=lost, lines=lines, draft=SimpleNamespace(unplaced=[]))
    monkeypatch.setattr(importer, "import_document", lambda _path: fake)
    row = {"split": "tune", "producer": "p", "id": "a", "document": "cv.docx", "truth": "key.json"}
    unit = import_corpus.grade_document(tmp_path, row)
    core = next(g for g in unit.grades if g.name.endswith(".core"))
    assert unit.error is None
    assert core.items == 2 and core.score == 0.5
    assert "not printed" not in core.reason

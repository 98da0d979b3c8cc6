"""Malformed and oversized documents: one message naming the file, exit 2, bounded cost.

Each case injects one fault seen in fuzzing (a cyclic PDF page tree, a DOCX without a body,
a Flate bomb, a 100,000-character word, a document too long to be a CV, unmatched brackets,
icon glyphs and control characters, a structured profile handed to `import`).
"""

from __future__ import annotations

import io
import json
import zipfile
import zlib
from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.inputs.documents import docx as docx_module
from cvcoach.inputs.documents import pdf as pdf_module
from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.lines import MAX_WORD, Line, glyph_count, normalise
from cvcoach.model.findings import InputError

_CT = (
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
    'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
    'package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.wordprocessingml.document.main+xml"/></Types>'
)
_RELS = (
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/'
    '2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
    'officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    "</Relationships>"
)
_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _docx(body: str | None) -> bytes:
    inner = "" if body is None else f"<w:body>{body}</w:body>"
    xml = f'<?xml version="1.0"?><w:document {_W}>{inner}</w:document>'
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", _CT)
        archive.writestr("_rels/.rels", _RELS)
        archive.writestr("word/document.xml", xml)
    return out.getvalue()


def _paragraphs(texts: list[str]) -> str:
    return "".join(f"<w:p><w:r><w:t>{t}</w:t></w:r></w:p>" for t in texts)


def _pdf(objects: list[bytes]) -> bytes:
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def _page_pdf(content: bytes, flate: bool) -> bytes:
    stream = zlib.compress(content, 9) if flate else content
    filters = b" /Filter /FlateDecode" if flate else b""
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d%s >>\nstream\n" % (len(stream), filters) + stream + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
    )


_TEXT = b"BT /F1 12 Tf 72 720 Td (Jane Doe) Tj 0 -20 Td (jane@example.com) Tj ET"


def _message(data: bytes, name: str) -> str:
    with pytest.raises(InputError) as caught:
        import_bytes(data, name)
    return caught.value.render()


def test_cyclic_page_tree_is_a_damaged_pdf() -> None:
    cyclic = _pdf(
        [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [2 0 R] /Count 1 >>"]
    )
    assert "cannot be read" in _message(cyclic, "loop.pdf")


def test_cyclic_pdf_on_the_command_line_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "loop.pdf"
    path.write_bytes(
        _pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [2 0 R] /Count 1 >>"])
    )
    for command in ("import", "check"):
        assert main([command, str(path)]) == 2
        err = capsys.readouterr().err
        assert "loop.pdf" in err and "Traceback" not in err
    assert not (tmp_path / "loop.yaml").exists()


def test_docx_without_a_body() -> None:
    assert "no body" in _message(_docx(None), "empty.docx")


def test_docx_with_a_body_still_reads() -> None:
    data = _docx(_paragraphs(["Jane Doe", "jane@example.com"]))
    assert import_bytes(data, "cv.docx").draft.basics["email"] == "jane@example.com"


def test_flate_bomb_is_refused_before_pdfium_expands_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_module, "MAX_UNPACKED", 1_000_000)
    bomb = _page_pdf(b" " * 3_000_000 + _TEXT, flate=True)
    assert len(bomb) < 20_000
    assert "decompression bomb" in _message(bomb, "bomb.pdf")


def test_flate_streams_of_an_honest_pdf_pass() -> None:
    result = import_bytes(_page_pdf(_TEXT, flate=True), "cv.pdf")
    assert result.draft.basics["name"] == "Jane Doe"


def test_a_100k_character_word_is_refused_with_its_line() -> None:
    data = ("Jane Doe\njane@example.com\n\nExperience\n" + "a" * 100_000 + "\n").encode()
    message = _message(data, "cv.txt")
    assert "line 5" in message and "100,000 characters" in message


def test_a_long_link_is_a_word_a_cv_may_hold() -> None:
    link = "https://example.com/" + "p" * (MAX_WORD - 40)
    data = f"Jane Doe\njane@example.com\n\nExperience\nAcme Corp 2020 - 2022\n- See {link}\n"
    assert import_bytes(data.encode(), "cv.txt").draft.entries


def test_too_many_docx_paragraphs_refused_before_parsing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import docx

    def parse(*_: object) -> None:
        raise AssertionError("python-docx must not parse a document over the limit")

    monkeypatch.setattr(docx_module, "MAX_LINES", 100)
    monkeypatch.setattr(docx, "Document", parse)
    data = _docx(_paragraphs(["Built a thing"] * 101))
    message = _message(data, "long.docx")
    assert "101 paragraphs" in message and "at most 100" in message


def test_page_limit_names_the_uploaded_file_before_reading_pages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("helvetica", size=12)
    for _ in range(4):
        doc.add_page()
        doc.cell(0, 10, "Jane Doe")
    data = bytes(doc.output())

    def read_page(*_: object) -> list[tuple[str, list[object]]]:
        raise AssertionError("no page is read from a PDF over the limit")

    monkeypatch.setattr(pdf_module, "MAX_PAGES", 3)
    monkeypatch.setattr(pdf_module, "_page_flows", read_page)
    message = _message(data, "long.pdf")
    assert f"{len(data) / 1024:.0f} KB with 4 pages" in message and "at most 3" in message


def test_too_much_text_names_the_document_not_the_yaml(monkeypatch: pytest.MonkeyPatch) -> None:
    from cvcoach.inputs.documents import importer

    monkeypatch.setattr(importer, "MAX_TEXT", 1000)
    data = ("Jane Doe\n\nExperience\n" + "- Built a small thing for users\n" * 60).encode()
    message = _message(data, "cv.md")
    assert f"{len(data) / 1024:.0f} KB" in message and "at most 1,000" in message


def test_unmatched_brackets_keep_their_text() -> None:
    opened = "[ " * 10_000
    data = "# Jane Doe\n\n## Experience\n\n### Acme Corp, 2020 - 2022\n\n- " + opened
    data += "and [a link](https://example.com) kept\n"
    result = import_bytes(data.encode(), "cv.md")
    bullets = [h for e in result.draft.entries for h in e.highlights]
    assert bullets == [opened + "and a link kept"]


@pytest.mark.parametrize("glyph", ["\x87", "\x01", "\x1b", "\uf095", "\U000f0001", "\ud800"])
def test_control_and_private_use_characters_are_left_out(glyph: str) -> None:
    assert normalise(f"Call{glyph} me") == "Call me"
    assert glyph_count(f"a{glyph}b{glyph}") == 2


def test_soft_hyphen_marks_are_not_counted_as_glyphs() -> None:
    assert glyph_count("distri\ufffe buted") == 0
    assert normalise("distri\ufffe buted") == "distributed"


def test_icon_glyphs_never_fail_an_import_and_are_reported() -> None:
    text = (
        "Jane Doe\n\x87 jane@example.com\n\uf095\n\nExperience\n\n"
        "Engineer, Acme Corp 2020 - 2022\n- Built things\x1b and more\n"
    )
    result = import_bytes(text.encode(), "cv.txt")
    assert "\x87" not in result.yaml_text and "\x1b" not in result.yaml_text
    assert result.draft.basics["email"] == "jane@example.com"
    assert "Built things and more" in result.yaml_text
    assert "## Left out: 3 icon glyph(s) or control character(s)" in result.report
    assert "- line 2: 1" in result.report and "- line 8: 1" in result.report


def test_icon_glyphs_in_a_docx_are_counted_on_the_next_line() -> None:
    data = _docx(_paragraphs(["Jane Doe", "\uf0e0", "jane@example.com"]))
    result = import_bytes(data, "cv.docx")
    assert "## Left out: 1 icon glyph" in result.report


def test_the_guard_still_tells_words_apart() -> None:
    guard = ExtractiveGuard([Line("Gave talks on compilers_v2 and a_b"), Line("x" * 5000)])
    assert guard.allows("talks") and guard.allows("Gave talks")
    assert not guard.allows("talk") and not guard.allows("compilers")
    assert guard.allows("x" * 5000) and not guard.allows("x" * 4999)


PROFILE = {"basics": {"name": "Jane Doe"}, "work": [{"name": "Acme", "position": "Engineer"}]}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("cv.json", json.dumps(PROFILE)),
        ("cv.yaml", "basics:\n  name: Jane Doe\nwork:\n  - name: Acme\n"),
        ("cv.txt", "basics:\n  name: Jane Doe\n"),
        ("cv.yml", "cv:\n  name: Jane Doe\n"),
    ],
)
def test_a_structured_profile_is_not_imported_as_text(name: str, text: str) -> None:
    assert "already a CV profile" in _message(text.encode(), name)


def test_a_broken_profile_gets_its_own_line_and_column() -> None:
    message = _message(b"basics:\n  name: [Jane\n", "cv.yaml")
    assert message.startswith("cv.yaml:3:1: YAML syntax error")


def test_import_of_a_profile_writes_nothing_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cv.json"
    source.write_text(json.dumps(PROFILE), encoding="utf-8")
    assert main(["import", str(source)]) == 2
    assert "already a CV profile" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.json"]


def test_running_headers_and_page_numbers_are_listed_not_placed() -> None:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("helvetica", size=11)
    for page in (1, 2):
        doc.add_page()
        doc.set_y(5)
        doc.cell(0, 5, "Jane Doe - Curriculum Vitae", new_x="LMARGIN", new_y="NEXT")
        doc.set_y(40)
        if page == 1:
            doc.cell(0, 6, "Jane Doe", new_x="LMARGIN", new_y="NEXT")
            doc.cell(0, 6, "jane@example.com", new_x="LMARGIN", new_y="NEXT")
        doc.cell(0, 6, "Experience" if page == 1 else "Education", new_x="LMARGIN", new_y="NEXT")
        doc.cell(0, 6, f"Acme Corp {2010 + page} - {2012 + page}", new_x="LMARGIN", new_y="NEXT")
        doc.set_y(-12)
        doc.cell(0, 5, f"{page}/2", new_x="LMARGIN", new_y="NEXT")
    result = import_bytes(bytes(doc.output()), "cv.pdf")
    furniture = [u for u in result.draft.unplaced if u.why == "running header or footer"]
    assert sorted(u.text for u in furniture) == [
        "1/2",
        "2/2",
        "Jane Doe - Curriculum Vitae",
        "Jane Doe - Curriculum Vitae",
    ]
    assert "1/2" in result.report and result.draft.basics["name"] == "Jane Doe"


def test_a_one_page_document_keeps_its_top_line() -> None:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("helvetica", size=11)
    doc.add_page()
    doc.set_y(5)
    doc.cell(0, 5, "Jane Doe", new_x="LMARGIN", new_y="NEXT")
    doc.cell(0, 5, "jane@example.com", new_x="LMARGIN", new_y="NEXT")
    result = import_bytes(bytes(doc.output()), "cv.pdf")
    assert result.draft.basics["name"] == "Jane Doe"

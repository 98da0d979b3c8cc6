"""Bad documents get one clear message and exit 2, never a traceback."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.inputs.documents import pdf as pdf_module
from cvcoach.inputs.documents.importer import import_bytes, import_document
from cvcoach.model.findings import InputError


def _pdf(pages: int = 1, text: str = "Hello", encrypt: bool = False) -> bytes:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("helvetica", size=12)
    for _ in range(pages):
        doc.add_page()
        if text:
            doc.cell(0, 10, text)
    if encrypt:
        doc.set_encryption(owner_password="owner", user_password="user")
    return bytes(doc.output())


def _message(data: bytes, name: str) -> str:
    with pytest.raises(InputError) as caught:
        import_bytes(data, name)
    return caught.value.render()


def test_scanned_pdf_without_text_layer_says_no_ocr() -> None:
    assert "no text layer" in _message(_pdf(text=""), "scan.pdf")
    assert "OCR" in _message(_pdf(text=""), "scan.pdf")


def test_encrypted_pdf() -> None:
    assert "encrypted" in _message(_pdf(encrypt=True), "locked.pdf")


def test_damaged_pdf() -> None:
    data = _pdf()
    assert "cannot be read" in _message(data[:200], "cut.pdf")


def test_page_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_module, "MAX_PAGES", 3)
    message = _message(_pdf(pages=4), "long.pdf")
    assert "4 pages" in message and "at most 3" in message


def test_100_page_cap_is_stated() -> None:
    assert pdf_module.MAX_PAGES == 100


@pytest.mark.parametrize(
    ("data", "name", "expected"),
    [
        (b"just some words", "cv.pdf", "not a PDF"),
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 20, "cv.pdf", "PNG image"),
        (b"\xd0\xcf\x11\xe0" + b"\x00" * 20, "cv.docx", "old Word"),
        (b"", "cv.md", "empty"),
        (b"   \n", "cv.txt", "empty"),
        (b"abc\x00def", "cv.txt", "binary"),
        (b"caf\xe9 not utf8 \xc3\x28", "cv.md", "UTF-8"),
    ],
)
def test_files_of_another_type(data: bytes, name: str, expected: str) -> None:
    assert expected in _message(data, name)


def _zip(members: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(name, content)
    return out.getvalue()


def test_zip_bomb_docx_is_refused_before_unpacking() -> None:
    bomb = _zip({"[Content_Types].xml": b"<x/>", "word/document.xml": b"0" * 50_000_000})
    assert len(bomb) < 200_000
    assert "zip bomb" in _message(bomb, "bomb.docx")


def test_corrupted_docx() -> None:
    broken = _zip({"[Content_Types].xml": b"<x/>", "word/document.xml": b"<not xml"})
    assert "cannot be read" in _message(broken, "broken.docx")
    assert "damaged" in _message(b"PK\x03\x04word/" + b"\x01" * 100, "cut.docx")


def test_zip_that_is_not_word() -> None:
    assert "not a Word" in _message(_zip({"a.txt": b"hello"}), "cv.docx")


def test_document_with_nothing_to_place() -> None:
    assert "no CV content" in _message(b"hello world\n", "cv.txt")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        import_document(tmp_path / "none.pdf")


@pytest.mark.parametrize("command", ["import", "check"])
def test_cli_exit_2_without_traceback(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = tmp_path / "cv.pdf"
    fake.write_text("not a pdf at all", encoding="utf-8")
    assert main([command, str(fake)]) == 2
    err = capsys.readouterr().err
    assert "not a PDF" in err and "Traceback" not in err

"""A document over the size limit is refused before it is read, by its own size and, for a
PDF, its pages (counted from the page tree alone); a Word file has no pages: its size."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.cli import main
from cvcoach.inputs.documents.detect import MAX_BYTES
from cvcoach.inputs.limits import pdf_pages
from tests.inputs.oversized import big_file, big_pdf

SIZE = MAX_BYTES + 2**20  # 21 MB


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


def _commands(cv: Path, tmp_path: Path) -> list[list[str]]:
    return [["check", str(cv)], ["import", str(cv), "-o", str(tmp_path / "out.yaml")]]


def test_an_oversized_pdf_is_refused_naming_its_size_and_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = big_pdf(tmp_path / "cv.pdf", pages=490, size=SIZE)
    size = cv.stat().st_size
    for argv in _commands(cv, tmp_path):
        err = _refused(argv, capsys)
        assert f"the file is {size:,} bytes with 490 pages" in err
        assert f"at most {MAX_BYTES:,} bytes" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.pdf"]  # nothing written


def test_an_oversized_docx_is_refused_naming_its_size_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = big_file(tmp_path / "cv.docx", b"PK\x03\x04word/", SIZE)
    for argv in _commands(cv, tmp_path):
        err = _refused(argv, capsys)
        assert f"the file is {SIZE:,} bytes; a CV file may be at most" in err
        assert "page" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.docx"]


def test_an_oversized_pdf_whose_page_tree_is_broken_is_refused_by_its_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = big_file(tmp_path / "cv.pdf", b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\n", SIZE)
    assert pdf_pages(cv) is None
    for argv in _commands(cv, tmp_path):
        err = _refused(argv, capsys)
        assert f"the file is {SIZE:,} bytes; a CV file may be at most" in err
        assert "page" not in err


def test_pages_are_counted_only_for_a_pdf(tmp_path: Path) -> None:
    assert pdf_pages(big_pdf(tmp_path / "one.pdf", pages=1, size=10)) == 1
    assert pdf_pages(big_pdf(tmp_path / "three.pdf", pages=3, size=10)) == 3
    text = tmp_path / "cv.txt"
    text.write_text("Jane Doe\nEngineer\n")
    assert pdf_pages(text) is None
    assert pdf_pages(big_file(tmp_path / "cv.docx", b"PK\x03\x04word/", 4096)) is None
    assert pdf_pages(tmp_path / "missing.pdf") is None

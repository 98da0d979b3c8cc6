"""An uploaded document over the size limit is refused before it is read, naming its own
size and, for a PDF, its pages (its page tree counted, no page loaded); a Word file by its
size alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.inputs.documents.detect import MAX_BYTES
from cvcoach.model.findings import InputError
from cvcoach.ui import workspace as ws
from tests.inputs.oversized import big_file, big_pdf

SIZE = MAX_BYTES + 2**20


def _refusal(path: Path) -> str:
    with pytest.raises(InputError) as refused:
        ws.load_upload(str(path), None)
    return refused.value.render()


def test_an_oversized_pdf_upload_names_its_size_and_pages(tmp_path: Path) -> None:
    cv = big_pdf(tmp_path / "long.pdf", pages=490, size=SIZE)
    message = _refusal(cv)
    assert f"the uploaded file is {cv.stat().st_size:,} bytes with 490 pages" in message
    assert f"at most {MAX_BYTES:,} bytes" in message and "long.pdf" in message


def test_an_oversized_docx_upload_names_its_size(tmp_path: Path) -> None:
    cv = big_file(tmp_path / "cv.docx", b"PK\x03\x04word/", SIZE)
    message = _refusal(cv)
    assert f"the uploaded file is {SIZE:,} bytes; a CV of this kind" in message
    assert "page" not in message


def test_a_pdf_within_the_size_limit_is_not_refused_by_size(tmp_path: Path) -> None:
    cv = big_pdf(tmp_path / "blank.pdf", pages=2, size=10)
    message = _refusal(cv)  # read, and refused for what it holds: no text
    assert "bytes" not in message and "text" in message

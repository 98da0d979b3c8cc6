"""What a file name asks for is what cvcoach writes there: a PDF in `cv.pdf`, a Word document
in `cv.docx`, never a PDF named `.docx` or YAML named `.pdf`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvcoach.cli.entry import main
from tests.conftest import ROOT

CV = ROOT / "evals" / "profiles" / "lei-wang.yaml"
ROLE = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"
OFFLINE = ["--engine", "offline"]
PDF, DOCX = b"%PDF-", b"PK\x03\x04"  # a Word document is a zip file


@pytest.mark.parametrize(
    ("name", "magic"), [("cv.docx", DOCX), ("cv.pdf", PDF), ("cv.htm", b"<!DOCTYPE html>")]
)
def test_render_writes_the_type_the_name_asks_for(tmp_path: Path, name: str, magic: bytes) -> None:
    out = tmp_path / name
    assert main(["render", str(CV), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(magic)


def test_render_refuses_a_name_that_asks_for_another_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (
        ["-o", str(tmp_path / "cv.docx"), "--to", "pdf"],
        ["-o", str(tmp_path / "cv.txt")],
    ):
        assert main(["render", str(CV), *argv]) == 2
        err = capsys.readouterr().err
        assert "its name asks for" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []
    # with no -o the type is --to's, beside the CV, as before
    copy = tmp_path / "cv.yaml"
    copy.write_bytes(CV.read_bytes())
    assert main(["render", str(copy), "--to", "docx"]) == 0
    assert (tmp_path / "cv.docx").read_bytes().startswith(DOCX)


@pytest.mark.parametrize(("name", "magic"), [("letter.pdf", PDF), ("letter.docx", DOCX)])
def test_a_letter_named_pdf_or_docx_is_that_document(
    tmp_path: Path, name: str, magic: bytes
) -> None:
    out = tmp_path / name
    assert main(["cover-letter", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out)]) == 0
    assert out.read_bytes().startswith(magic)
    if magic == DOCX:  # the document is signed with the CV owner's name, as the letter carries it
        import docx

        assert docx.Document(str(out)).core_properties.author == "Lei Wang"
    text = tmp_path / "letter.md"
    assert main(["cover-letter", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(text)]) == 0
    assert text.read_text(encoding="utf-8").startswith("Dear ")


def test_a_letter_is_not_written_as_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "letter.html"
    assert main(["cover-letter", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out)]) == 2
    assert "a letter is written as" in capsys.readouterr().err
    assert not out.exists()


def test_polish_refuses_a_document_name_and_says_how_to_make_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("cv.pdf", "cv.json"):  # the source is YAML: so is the polished CV
        out = tmp_path / name
        assert main(["polish", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out)]) == 2
        err = capsys.readouterr().err
        assert "the polished CV is YAML" in err and "'cv.yaml'" in err
        assert ("cvcoach render" in err) == (name == "cv.pdf")
    assert list(tmp_path.iterdir()) == []


def test_a_json_cv_polished_to_a_yaml_name_is_not_called_a_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cv.json"
    source.write_text(json.dumps({"basics": {"name": "Ada Park"}, "work": []}), encoding="utf-8")
    out = tmp_path / "out.yaml"
    assert main(["polish", str(source), "--role", str(ROLE), *OFFLINE, "-o", str(out)]) == 0
    assert "a document cannot be written back" not in capsys.readouterr().out
    assert json.loads(out.read_text(encoding="utf-8"))["basics"]["name"] == "Ada Park"


def test_polish_reports_the_coverage_check_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One figure for how well the CV covers the role: `check --role`'s (the match score) is
    polish's "before", where polish once counted the role's noun phrases instead."""
    main(["check", str(CV), "--role", str(ROLE), "--format", "json"])
    checked = json.loads(capsys.readouterr().out)["summary"]["role_coverage"]
    out = tmp_path / "cv.yaml"
    argv = ["polish", str(CV), "--role", str(ROLE), *OFFLINE, "-o", str(out), "--format", "json"]
    assert main(argv) == 0
    polished = json.loads(capsys.readouterr().out)
    assert 0 < checked < 1
    assert polished["coverage_before"]["ratio"] == pytest.approx(checked, abs=1e-6)
    assert polished["coverage_after"]["ratio"] >= polished["coverage_before"]["ratio"]
    met = {r["text"] for r in polished["requirements"] if r["status"] == "met"}
    assert set(polished["coverage_before"]["covered"]) == met

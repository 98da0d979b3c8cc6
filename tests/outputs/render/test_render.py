"""Rendering: every word of the profile in the PDF, DOCX and HTML; markup in CV text is data."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

import cvcoach
from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
from cvcoach.outputs.render import layout as layout_mod
from tests.conftest import SAMPLES, need_shared

ROOT = Path(__file__).resolve().parents[3]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
pdfium = pytest.importorskip("pypdfium2", reason="pypdfium2 reads the PDF back (dev extra)")
docx = pytest.importorskip("docx", reason="python-docx is a dependency")

INJECTION = r"""basics:
  name: 'Ada #set text(red) Lovelace'
  summary: >-
    Cut cost $5 $ math * star _under_ @ref <label> [bracket] \back
    #import "x" // not a comment
work:
  - name: 'ACME #{ panic("boom") }'
    position: Engineer
    startDate: 2020-01
    endDate: 2021-02
    highlights:
      - 'Wrote #emph[text] and = heading - list + enum ~ tilde `code` #read("/etc/passwd")'
      - '**Led** the [Foo](https://example.com/x) port'
"""


def words(text: str) -> list[str]:
    """The words a reader must find: letters and digits, case folded."""
    return re.findall(r"[^\W_]+", text.casefold())


def pdf_text(data: bytes) -> str:
    doc = pdfium.PdfDocument(data)
    return "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))


def docx_text(data: bytes) -> str:
    d = docx.Document(io.BytesIO(data))
    return "\n".join(p.text for p in d.paragraphs)


def missing_words(profile: cvcoach.Profile, shown: str) -> set[str]:
    # ligatures and soft breaks in extracted PDF text: compare on words with spacing removed
    found = "".join(words(shown.replace("\ufb01", "fi").replace("\ufb02", "fl")))
    need = {w for f in layout_mod.layout(profile).fields() for w in words(layout_mod.plain(f.text))}
    return {w for w in need if w not in found}


@pytest.mark.parametrize("path", PROFILES, ids=[p.stem for p in PROFILES])
def test_every_word_of_the_profile_is_in_the_pdf_and_docx(path: Path) -> None:
    profile = load_profile(path)
    pdf = cvcoach.render_cv(profile, to="pdf")
    assert pdf.startswith(b"%PDF")
    assert 1 <= len(pdfium.PdfDocument(pdf)) <= 3
    assert not missing_words(profile, pdf_text(pdf))
    assert not missing_words(profile, docx_text(cvcoach.render_cv(profile, to="docx")))


def test_samples_of_other_formats_render() -> None:
    for name in ("jsonresume-sample.resume.json", "rendercv-john-doe.yaml"):
        profile = load_profile(need_shared(SAMPLES / name))
        text = pdf_text(cvcoach.render_cv(profile, to="pdf"))
        assert not missing_words(profile, text), name


def test_typst_markup_in_the_cv_is_shown_as_written() -> None:
    profile = profile_from_bytes(INJECTION.encode(), "inject.yaml")
    text = pdf_text(cvcoach.render_cv(profile, to="pdf"))
    flat = re.sub(r"\s+", " ", text)
    assert "Ada #set text(red) Lovelace" in flat
    assert '#{ panic("boom") }' in flat
    for literal in ("$5 $ math * star", "@ref <label> [bracket] \\back", '#import "x" // not'):
        assert literal in flat, literal
    assert '#read("/etc/passwd")' in flat and "= heading - list + enum ~ tilde" in flat
    assert "root:" not in flat  # no file was read
    assert "Led the Foo port" in flat  # light Markdown is formatting, not text


def test_html_escapes_and_keeps_every_word() -> None:
    profile = profile_from_bytes(
        b"basics:\n  name: '<script>alert(1)</script> Ann'\n  summary: 'a & b'\n", "x.yaml"
    )
    page = cvcoach.render_cv(profile, to="html").decode()
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt; Ann" in page
    assert "a &amp; b" in page and "<script" not in page


def test_letter_in_three_formats() -> None:
    text = (
        "Dear ACME team,\n\nI built **#x** $y$ at [ACME](https://a.example).\n\nSincerely,\nAda\n"
    )
    assert cvcoach.render_letter(text, to="md").decode() == text
    pdf = re.sub(r"\s+", " ", pdf_text(cvcoach.render_letter(text, to="pdf", author="Ada")))
    assert "I built #x $y$ at ACME." in pdf and "Sincerely, Ada" in pdf
    body = docx_text(cvcoach.render_letter(text, to="docx"))
    assert "I built #x $y$ at ACME." in body and "Sincerely,\nAda" in body


def test_unknown_format_is_refused() -> None:
    profile = profile_from_bytes(b"basics:\n  name: A\n", "a.yaml")
    with pytest.raises(ValueError, match="unknown CV format"):
        cvcoach.render_cv(profile, to="odt")
    with pytest.raises(ValueError, match="unknown letter format"):
        cvcoach.render_letter("x", to="odt")


def test_cli_render_writes_beside_the_cv_and_never_over_it(tmp_path: Path) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_text(INJECTION)
    run = [sys.executable, "-m", "cvcoach", "render", str(cv)]
    done = subprocess.run([*run, "--to", "docx"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "cv.docx").read_bytes().startswith(b"PK")
    out = tmp_path / "out" / "mine.pdf"
    done = subprocess.run([*run, "-o", str(out)], capture_output=True, text=True)
    assert done.returncode == 0 and out.read_bytes().startswith(b"%PDF")
    done = subprocess.run([*run, "--to", "html", "-o", str(cv)], capture_output=True, text=True)
    assert done.returncode == 2 and "refusing to overwrite" in done.stderr
    assert cv.read_text() == INJECTION
    bad = tmp_path / "bad.yaml"
    bad.write_text("basics: [\n")
    done = subprocess.run(
        [sys.executable, "-m", "cvcoach", "render", str(bad)], capture_output=True, text=True
    )
    assert done.returncode == 2 and "bad.yaml:2:1" in done.stderr and "Traceback" not in done.stderr


def test_a_profile_and_a_location_are_one_contact_each() -> None:
    """Network, user name and address side by side, so that a reader (or `import`) can pair
    them: "LinkedIn · ada · GitHub · ada" could not be."""
    profile = profile_from_bytes(
        b"basics:\n  name: Ada Park\n  location:\n    city: Berlin\n    countryCode: DE\n"
        b"  profiles:\n    - network: GitHub\n      username: ada\n"
        b"      url: https://github.com/ada\n    - network: LinkedIn\n      username: apark\n",
        "cv.yaml",
    )
    contacts = [f.text for f in layout_mod.layout(profile).contacts]
    assert contacts == ["Berlin, DE", "GitHub: ada (https://github.com/ada)", "LinkedIn: apark"]

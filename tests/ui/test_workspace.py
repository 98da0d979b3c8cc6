"""The workspace's actions without a browser: import, check in place, fixes, review, files."""

from __future__ import annotations

import datetime as dt
import io
import re
from pathlib import Path

import pytest

from cvcoach.model.findings import InputError
from cvcoach.ui import review, safe
from cvcoach.ui import workspace as ws

ROOT = Path(__file__).resolve().parents[2]
LEI = ROOT / "evals" / "profiles" / "lei-wang.yaml"
RUNYU = ROOT / "evals" / "profiles" / "runyu-lu.yaml"
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
TODAY = dt.date(2026, 1, 15)


def test_structured_upload_is_its_own_text(tmp_path: Path) -> None:
    loaded = ws.load_upload(str(LEI), None)
    assert loaded.text == LEI.read_text() and loaded.name == "lei-wang.yaml"
    pasted = ws.load_upload(None, '{"basics": {"name": "A"}}')
    assert pasted.name == "cv.json"
    odd = tmp_path / "cv.odt"
    odd.write_bytes(b"x")
    with pytest.raises(InputError, match="cannot read this kind of file"):
        ws.load_upload(str(odd), None)


def test_document_upload_without_an_importer_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ws, "_importer", lambda: None)
    doc = tmp_path / "cv.pdf"
    doc.write_bytes(b"%PDF-1.4")
    with pytest.raises(InputError) as err:
        ws.load_upload(str(doc), None)
    assert "not available in this installation" in err.value.render()
    assert "--" not in err.value.render()


def test_a_markdown_cv_is_imported_for_editing(tmp_path: Path) -> None:
    if ws._importer() is None:
        pytest.skip("the document importer is not in this installation")
    doc = tmp_path / "ada.md"
    doc.write_text(
        "# Ada Park\n\nada@example.com\n\n## Experience\n\n### Kernel Engineer, Acme\n"
        "Jan 2021 – Jun 2023\n\n- Wrote CUDA kernels for LLM inference\n"
    )
    loaded = ws.load_upload(str(doc), None)
    assert loaded.name == "ada.yaml" and "Ada Park" in loaded.text
    profile = ws.profile_of(loaded.text, loaded.name)
    assert profile.basics.name is not None and profile.basics.name.value == "Ada Park"


def test_check_marks_findings_in_place_and_sorts_them() -> None:
    c = ws.run_check(RUNYU.read_text(), "runyu-lu.yaml", str(ROLE), None, TODAY)
    typo = re.search(r'<mark class="cvc-mark sev-warning"[^>]*>throughtput<span', c.cv_html)
    assert typo, "the typo is marked where it is"
    assert 'class="cvc-apply" data-fix=' in c.cv_html
    severities = re.findall(r'<li class="sev-(\w+)">', c.findings_html)
    order = {"error": 0, "warning": 1, "info": 2}
    assert severities == sorted(severities, key=order.__getitem__)
    assert "role_gap" not in c.findings_html and "Role keyword" not in c.findings_html
    assert 'role="meter"' in c.gaps_html and "Not in the CV" in c.gaps_html
    assert "PhD" not in c.gaps_html  # the injected line is a warning, never a keyword
    assert "addressed to AI tools" in c.warnings
    assert c.figure is not None


def test_check_error_carries_the_parser_position() -> None:
    with pytest.raises(InputError) as err:
        ws.run_check('basics:\n  name: "Ann\n  label: x\n', "cv.yaml", None, None, TODAY)
    assert "cv.yaml:2:9:" in err.value.render()
    assert "never closed" in ws.friendly(err.value)


def test_one_click_fix_changes_only_that_text(tmp_path: Path) -> None:
    text = RUNYU.read_text()
    c = ws.run_check(text, "runyu-lu.yaml", None, None, TODAY)
    index = next(i for i, f in enumerate(c.findings) if f["text"] == "throughtput")
    fixed, message = ws.apply_fix(text, "runyu-lu.yaml", c.findings, index)
    assert "throughput" in message
    changed = [(a, b) for a, b in zip(text.splitlines(), fixed.splitlines(), strict=True) if a != b]
    assert len(changed) == 1 and "throughtput" in changed[0][0] and "throughput" in changed[0][1]
    assert ws.apply_fix(fixed, "runyu-lu.yaml", c.findings, index)[0] == fixed  # stale: no-op
    assert ws.apply_fix(text, "runyu-lu.yaml", c.findings, 10_000)[0] == text


CV = """basics:
  name: Ada Park
work:
  - name: Acme
    position: Kernel Engineer
    startDate: 2021-01
    endDate: 2023-06
    highlights:
      - Responsible for writing CUDA kernels for LLM inference
      - Tuned the build system
"""


def proposal(path: str, before: str, after: str) -> review.Proposal:
    return {
        "path": path, "entry": "Kernel Engineer at Acme", "before": before, "after": after,
        "text": after, "reasons": ["stronger verb"], "targets": ["CUDA"],
        "status": "proposed", "problem": "", "answer": "",
    }  # fmt: skip


def test_each_change_is_accepted_edited_or_rejected_through_the_guard() -> None:
    profile = ws.profile_of(CV, "cv.yaml")
    before = "Responsible for writing CUDA kernels for LLM inference"
    items = [proposal("work[0].highlights[0]", before, "Wrote CUDA kernels for LLM inference")]
    items.append(proposal("work[0].highlights[1]", "Tuned the build system", "Tuned the build"))
    invented = review.decide(
        items, 0, "accept", "Wrote CUDA kernels at Google for 40% faster inference", profile, [], ""
    )
    assert invented[0]["status"] == "proposed" and invented[0]["problem"].startswith("Not accepted")
    edited = review.decide(
        items, 0, "accept", "Wrote CUDA kernels for LLM inference", profile, [], ""
    )
    assert edited[0]["status"] == "accepted"
    both = review.decide(edited, 1, "reject", "", profile, [], "")
    assert review.accepted(both) == {
        "work[0].highlights[0]": "Wrote CUDA kernels for LLM inference"
    }
    assert "<del>" in review.diff_html(before, items[0]["after"])
    assert "<ins>Wrote</ins>" in review.diff_html(before, items[0]["after"])


def test_an_answer_is_the_users_fact_and_is_guarded() -> None:
    profile = ws.profile_of(CV, "cv.yaml")
    q = {"path": "work[0].highlights[1]", "text": "Tuned the build system", "question": "How much?"}
    items, message = review.answer_question([], q, "cutting build time by 40%", profile, [], "")
    assert message == "Added: " + safe.md("Tuned the build system, cutting build time by 40%")
    assert review.accepted(items) == {
        q["path"]: "Tuned the build system, cutting build time by 40%"
    }
    same, message = review.answer_question([], q, "a lot", profile, [], "")
    assert same == [] and "number" in message


def test_downloads_hold_only_accepted_changes() -> None:
    pdfium = pytest.importorskip("pypdfium2")
    import docx

    accepted = {"work[0].highlights[0]": "Wrote CUDA kernels for LLM inference"}
    paths = ws.cv_files(CV, "ada.yaml", accepted)
    names = [Path(p).name for p in paths]
    assert names == ["ada.polished.yaml", "ada.pdf", "ada.docx"]
    yaml_text = Path(paths[0]).read_text()
    assert "Wrote CUDA kernels" in yaml_text and "Responsible for" not in yaml_text
    pdf = pdfium.PdfDocument(paths[1])
    text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    assert "Wrote CUDA kernels" in text and "Responsible for" not in text
    body = "\n".join(
        p.text for p in docx.Document(io.BytesIO(Path(paths[2]).read_bytes())).paragraphs
    )
    assert "Wrote CUDA kernels" in body and "Tuned the build system" in body


def test_letter_files_and_unsupported_sentences() -> None:
    letter = (
        "Dear Acme team,\n\nI wrote CUDA kernels. I led a team of 40 at Google.\n\n"
        "Sincerely,\nAda Park\n"
    )
    paths = ws.letter_files(letter, "ada.yaml", "Ada Park")
    assert [Path(p).suffix for p in paths] == [".md", ".docx", ".pdf"]
    warning = ws.letter_check(letter, CV, "ada.yaml", None)
    assert "Google" in warning and "I wrote CUDA kernels." not in warning


def test_model_errors_speak_the_pages_language() -> None:
    from cvcoach.llm.errors import LLMUnavailable

    exc = LLMUnavailable("no model is configured; set OPENAI_API_KEY or pass --engine offline.")
    text = ws.friendly(exc)
    assert "--engine" not in text and "offline" in text

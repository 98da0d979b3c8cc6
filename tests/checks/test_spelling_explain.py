"""`check --explain`: every spelling finding says which rule fired and what it weighed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.checks.spelling_why import rule_of
from cvcoach.cli import main
from cvcoach.language.candidates import scored_candidates

CV = """\
basics:
  name: Ann Example
  summary: Engineer with experiance in building lables for the data pipeline.
work:
  - name: Acme
    highlights:
      - Wrote Javascript tools and a copy right notice
"""


def test_a_dictionary_finding_lists_the_candidates_it_weighed() -> None:
    [found] = Speller(explain=True).check("Built experiance for the team")
    assert found.suggestion == "experience" and found.why is not None
    why = found.why.as_dict()
    assert why["rule"] == "spelling_model" and why["shape"] == "lower"
    candidates = why["candidates"]
    assert isinstance(candidates, list)
    best = candidates[0]
    assert best["word"] == "experience" and best["edits"] == ["vowel"]
    assert all(best["score"] >= c["score"] for c in candidates)
    probability, threshold = why["probability"], why["threshold"]
    assert isinstance(probability, float) and isinstance(threshold, float)
    assert probability >= threshold


def test_each_rule_is_named() -> None:
    speller = Speller(explain=True)
    rules = {m.word: m.why.rule for m in speller.check("teh copy right of Javascript") if m.why}
    assert rules == {
        "teh": "dictionary_short_word",
        "copy right": "split_compound",
        "Javascript": "term_casing",
    }
    assert rule_of("one letter away from 'LLVM', used elsewhere in this CV") == "cv_vocabulary"


def test_without_explain_nothing_is_computed_and_findings_are_the_same() -> None:
    text = "Built lables and teh rest"
    plain, explained = Speller().check(text), Speller(explain=True).check(text)
    assert all(m.why is None for m in plain)
    assert plain == explained  # `why` takes no part in equality


def test_candidate_generation_is_bounded_per_token() -> None:
    assert scored_candidates("a" * 5000) == []
    assert len(scored_candidates("teh")) <= 8


@pytest.mark.parametrize("form", ["json", "text"])
def test_the_cli_explains(tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_text(CV, encoding="utf-8")
    main(["check", str(cv), "--explain", "--format", form])
    out = capsys.readouterr().out
    if form == "json":
        explained = json.loads(out)["spelling_explanations"]
        by_word = {e["text"]: e for e in explained}
        assert by_word["experiance"]["candidates"][0]["word"] == "experience"
        assert by_word["experiance"]["rule"] == "spelling_model"
        # the context feature: the words beside it and each candidate's fit with them
        assert by_word["experiance"]["neighbours"] == ["with", "in"]
        assert all("context" in c for c in by_word["experiance"]["candidates"])
        assert by_word["Javascript"]["rule"] == "term_casing"
    else:
        assert "'experiance' -> experience: rule spelling_model" in out
        assert "labels: score" in out
        assert "between 'with' and 'in'" in out and ", context " in out

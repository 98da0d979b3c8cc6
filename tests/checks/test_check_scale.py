"""What keeps `check` linear in the CV's size gives the answers the slower ways gave."""

from __future__ import annotations

import re
import tracemalloc
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from cvcoach.checks.run import dedupe
from cvcoach.language.names import sentence_start
from cvcoach.model.findings import Finding, Severity


def _sentence_start_of_the_whole_text(text: str, start: int) -> bool:
    """The test as it read the whole text before the word (quadratic on a long line)."""
    before = text[:start].rstrip()
    if re.search(r"(?:^|[^\w.])[A-Z]\.$", before):
        return False
    return not before or before.endswith(tuple(".!?:;([{\"'*•·|–—-"))


@given(st.text(alphabet="aZJ. \n:-(", max_size=12), st.integers(0, 12))
def test_sentence_start_reads_only_what_it_needs(text: str, start: int) -> None:
    start = min(start, len(text))
    assert sentence_start(text, start) == _sentence_start_of_the_whole_text(text, start)


def _finding(text: str, column: int, kind: str = "duplicate_word", path: str = "p") -> Finding:
    return Finding(
        kind=kind, severity=Severity.WARNING, path=path, line=1, column=column, text=text,
        message=text,
    )  # fmt: skip


def test_dedupe_keeps_one_finding_per_problem() -> None:
    inner, outer = _finding("helped to deploy", 3), _finding("I helped to deploy", 1)
    assert dedupe([inner, outer]) == [outer]  # the wider finding replaces the one inside it
    assert dedupe([outer, inner]) == [outer]
    assert dedupe([outer, _finding("I helped to deploy", 1)]) == [outer]  # an exact repeat
    other_place = _finding("helped to deploy", 3, path="q")
    assert dedupe([outer, other_place]) == [outer, other_place]


def test_the_same_slip_twice_in_one_line_is_two_findings() -> None:
    first, second = _finding("the the", 5), _finding("the the", 40)
    assert dedupe([first, second]) == [first, second]


def test_a_long_line_of_repeats_is_deduplicated_in_linear_time() -> None:
    """24,000 findings on one line: each compared with the texts of its place, not with
    every finding kept before it."""
    findings = [_finding("the the", column) for column in range(24_000)]
    assert len(dedupe(findings + findings)) == 24_000


def test_a_token_longer_than_any_word_gets_no_edit_search(tmp_path: Path) -> None:
    """One 5,000-letter token took 1.3 GB: its one-edit strings alone are n² letters."""
    from cvcoach.checks.run import check
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.language.word_edits import MAX_WORD_LETTERS, edits1

    token = "abcdefghij" * 500
    assert edits1(token) == frozenset() and edits1("x" * MAX_WORD_LETTERS)
    cv = tmp_path / "cv.yaml"
    cv.write_text(
        "basics:\n  name: Ada Park\nwork:\n  - name: Acme\n    position: Engineer\n"
        f"    startDate: 2020-01\n    highlights:\n      - Built {token} and a tset harness\n",
        encoding="utf-8",
    )
    tracemalloc.start()
    try:
        result = check(load_profile(cv))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200_000_000
    spelled = {f.text for f in result.findings if f.kind == "spelling"}
    assert spelled == {"tset"}  # the real slip beside it is still found


@given(st.text(alphabet="aI: \t\n*_", max_size=14))
def test_label_and_lead_patterns_answer_as_the_slower_ones(text: str) -> None:
    """The label pattern fails at once on a text with no colon, the lead pattern tries only
    its "I" branch there: the same matches as the patterns that tried every split."""
    from cvcoach.checks import grammar, writing

    def span(match: re.Match[str] | None) -> tuple[int, int] | None:
        return match.span() if match else None

    label = re.compile(r"^[\s*_]*[^\s:]+(?:\s+[^\s:]+){0,2}?\s*:")
    assert span(writing._LABEL.match(text)) == span(label.match(text))
    if ":" not in text:
        assert span(grammar._LEAD_I.match(text)) == span(grammar._LEAD.match(text))

"""Every eval grader fails on a bad output and passes on a good one."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.checks.run import check
from cvcoach.evals.cases import ExpectedFinding, load_suite, read_role_case
from cvcoach.evals.graders import (
    Grade,
    check_grades,
    grade_f1,
    grade_false_alarms,
    grade_known_slips,
    grade_precision,
    grade_recall,
    grade_suggestions,
    matches,
)
from cvcoach.evals.letter_graders import (
    find_placeholders,
    grade_letter_grounding,
    grade_letter_length,
    grade_mention,
    grade_placeholders,
)
from cvcoach.evals.rewrite_graders import (
    Bullet,
    grade_action_verbs,
    grade_changed,
    grade_coverage,
    grade_grounding,
    grade_length,
    grade_tense,
    grade_typo_free,
    opens_with_action_verb,
)
from cvcoach.grounding.guard import Guard
from cvcoach.model.findings import Finding, Severity
from tests.conftest import ROOT, SAMPLES, need_shared

TODAY = dt.date(2026, 11, 21)


def finding(
    kind: str, path: str, text: str, suggestion: str | None = None, related_path: str | None = None
) -> Finding:
    return Finding(
        kind=kind,
        severity=Severity.WARNING,
        path=path,
        text=text,
        suggestion=suggestion,
        message="m",
        related_path=related_path,
    )


EXPECTED = [
    ExpectedFinding(
        kind="spelling", path="work[0].highlights[0]", text="throughtput", suggestion="throughput"
    ),
    ExpectedFinding(
        kind="spelling", path="awards[3].title", text="First Price", suggestion="First Prize"
    ),
    ExpectedFinding(
        kind="tense", path="work[1].highlights[2]", text="Implement", suggestion="Implemented"
    ),
]
ALL_FOUND = [
    finding("spelling", "work[0].highlights[0]", "throughtput", "throughput"),
    finding("spelling", "awards[3].title", "Price", "Prize"),  # a part of the listed text
    finding("tense", "work[1].highlights[2]", "Implement", "Implemented"),
    finding("no_metric", "work[1].highlights[2]", "Implement the thing"),  # advice: not graded
]


# --- checks ------------------------------------------------------------------------------------


def test_recall_is_perfect_when_every_expected_finding_is_reported() -> None:
    grade = grade_recall(EXPECTED, ALL_FOUND)
    assert grade.passed and grade.score == 1.0 and grade.items == 3


def test_a_missed_typo_lowers_recall_and_names_it() -> None:
    missed_typo = [f for f in ALL_FOUND if f.text != "throughtput"]
    grade = grade_recall(EXPECTED, missed_typo)
    assert not grade.passed
    assert grade.score == pytest.approx(2 / 3, abs=1e-3)
    assert "throughtput" in grade.reason
    assert grade_recall(EXPECTED, missed_typo, "spelling").score == 0.5
    assert grade_recall(EXPECTED, missed_typo, "tense").score == 1.0


def test_precision_ignores_advice_and_counts_false_alarms() -> None:
    assert grade_precision(EXPECTED, ALL_FOUND).score == 1.0
    alarm = finding("spelling", "basics.name", "Lu")
    grade = grade_precision(EXPECTED, [*ALL_FOUND, alarm])
    assert not grade.passed and grade.score == 0.75 and "basics.name" in grade.reason


def test_precision_has_nothing_to_grade_when_nothing_is_reported() -> None:
    grade = grade_precision(EXPECTED, [finding("no_metric", "work[0].highlights[1]", "x")])
    assert grade.items == 0


def test_f1_combines_precision_and_recall() -> None:
    assert grade_f1(EXPECTED, ALL_FOUND).score == 1.0
    half = grade_f1(EXPECTED, [ALL_FOUND[0], finding("spelling", "basics.name", "Lu")])
    assert not half.passed
    assert half.score == pytest.approx(2 * 0.5 * (1 / 3) / (0.5 + 1 / 3), abs=1e-3)


def test_suggestions_must_give_the_expected_fix() -> None:
    assert grade_suggestions(EXPECTED, ALL_FOUND).score == 1.0
    wrong = [
        finding("spelling", "work[0].highlights[0]", "throughtput", "throughout"),
        ALL_FOUND[1],
    ]
    grade = grade_suggestions(EXPECTED, wrong)
    assert not grade.passed and grade.score == 0.5 and "throughout" in grade.reason


def test_date_kinds_stand_in_for_one_another_and_pairs_match_from_either_end() -> None:
    dec = ExpectedFinding(kind="date_format", path="education[0].endDate", text="Dec. 21")
    assert matches(dec, finding("chronology", "education[0].endDate", "Dec. 21"))
    assert not matches(dec, finding("spelling", "education[0].endDate", "Dec"))
    pair = ExpectedFinding(
        kind="date_overlap", path="work[0].startDate", related_path="work[1].startDate"
    )
    assert matches(
        pair,
        finding(
            "date_overlap", "work[1].startDate", "June. 2023", related_path="work[0].startDate"
        ),
    )


def test_check_grades_give_overall_and_per_kind_scores() -> None:
    names = {g.name for g in check_grades(EXPECTED, ALL_FOUND)}
    assert {
        "check.precision",
        "check.recall",
        "check.f1",
        "check.suggestions",
        "check.recall.spelling",
        "check.f1.tense",
    } <= names
    assert "check.precision.no_metric" not in names


# --- real CVs ----------------------------------------------------------------------------------


def test_false_alarms_fail_on_an_unknown_finding_and_pass_on_known_slips() -> None:
    known = [("spelling", "Javascript")]
    good = grade_false_alarms("s", [finding("spelling", "skills[0]", "Javascript")], known)
    assert good.passed and good.score == 1.0
    assert grade_false_alarms("s", [], []).passed
    bad = grade_false_alarms("s", [finding("spelling", "work[0].name", "Acme")], known)
    assert not bad.passed and bad.score == 0.0
    assert not grade_known_slips("s", [], known).passed


@pytest.mark.parametrize(
    ("name", "known"),
    [
        ("rendercv-john-doe.yaml", []),
        (
            "jsonresume-sample.resume.json",
            [
                ("tense", "Build"),
                ("spelling", "copy right"),
                ("spelling", "Techcrunch"),
                ("spelling", "Javascript"),
            ],
        ),
    ],
)
def test_real_cvs_raise_no_false_alarm(name: str, known: list[tuple[str, str]]) -> None:
    found = check(need_shared(SAMPLES / name), today=TODAY).findings
    grade = grade_false_alarms(name, found, known)
    assert grade.passed, grade.reason
    if known:
        assert grade_known_slips(name, found, known).passed


# --- rewrites ----------------------------------------------------------------------------------

ORIGINAL = "Reduce the latency of the inference server at Acme."
CONTEXT = ["Acme", "Jan. 2020", "Dec. 2021", ORIGINAL]


def bullet(after: str, before: str = ORIGINAL, finished: bool | None = None) -> Bullet:
    return Bullet(
        path="work[0].highlights[0]", before=before, after=after, finished=finished, context=CONTEXT
    )


def guard() -> Guard:
    return Guard(CONTEXT)


def test_grounding_fails_on_an_invented_number() -> None:
    invented = grade_grounding(
        [bullet("Reduced the latency of the inference server at Acme by 40%.")], guard()
    )
    assert not invented.passed and invented.score == 0.0 and "40%" in invented.reason
    good = grade_grounding(
        [bullet("Reduced the latency of the inference server at Acme.")], guard()
    )
    assert good.passed and good.score == 1.0


def test_grounding_fails_on_a_dropped_number_and_an_invented_name() -> None:
    original = "Reduce the latency of the inference server at Acme by 30%."
    dropped = grade_grounding(
        [bullet("Reduced the latency of the inference server at Acme.", before=original)],
        Guard([original]),
    )
    assert not dropped.passed and "30%" in dropped.reason
    invented = grade_grounding(
        [bullet("Reduced the latency of the inference server at Google.")], guard()
    )
    assert not invented.passed and "Google" in invented.reason


def test_typo_free_fails_when_a_known_typo_is_left() -> None:
    typos = {"work[0].highlights[0]": ["throughtput"]}
    before = "Raised the serving throughtput."
    left = grade_typo_free([bullet(before, before=before)], typos)
    assert not left.passed and "throughtput" in left.reason
    fixed = grade_typo_free([bullet("Raised the serving throughput.", before=before)], typos)
    assert fixed.passed and fixed.score == 1.0


def test_changed_fails_when_the_polish_changes_nothing() -> None:
    unchanged = grade_changed([bullet(ORIGINAL)], {"work[0].highlights[0]"})
    assert not unchanged.passed and unchanged.score == 0.0
    changed = grade_changed(
        [bullet("Reduced the latency of the inference server at Acme.")], {"work[0].highlights[0]"}
    )
    assert changed.passed and changed.score == 1.0
    assert grade_changed([bullet(ORIGINAL)], set()).items == 0  # nothing to fix: not graded


def test_action_verbs() -> None:
    assert opens_with_action_verb("Profiled the bottleneck of vLLM.")
    assert opens_with_action_verb("**Built** a compiler.")
    assert not opens_with_action_verb("Responsible for the LLVM part of this project.")
    assert not opens_with_action_verb("I built a compiler.")
    assert not opens_with_action_verb("It achieved a 3X speedup.")
    worse = grade_action_verbs([bullet("Responsible for latency.", before="Reduced latency.")])
    assert not worse.passed and worse.score == 0.0
    assert grade_action_verbs([bullet("Reduced latency.", before="I reduced latency.")]).passed


def test_tense_fails_on_present_tense_in_a_finished_role() -> None:
    present = grade_tense([bullet(ORIGINAL, finished=True)])
    assert not present.passed and "Reduce" in present.reason
    assert grade_tense([bullet("Reduced the latency.", finished=True)]).passed
    assert grade_tense([bullet(ORIGINAL, finished=False)]).items == 0


def test_length_fails_when_a_rewrite_grows_too_long() -> None:
    long = "Reduced the latency of the inference server at Acme " + "and more " * 30
    assert not grade_length([bullet(long)]).passed
    assert grade_length([bullet("Reduced latency at Acme.")]).passed


def test_coverage_fails_when_it_goes_down() -> None:
    assert not grade_coverage(0.5, 0.4).passed
    up = grade_coverage(0.4, 0.5)
    assert up.passed and up.score == 0.5


# --- letters -----------------------------------------------------------------------------------

CV = ["Ann Lee", "Research Intern", "Acme", "Reduced the latency of the inference server."]
LETTER = """Dear Kestrel Silicon hiring team,

I am writing to apply for the AI Compiler Engineer role at Kestrel Silicon.
At Acme, I reduced the latency of the inference server.

Sincerely,
Ann Lee
"""


def letter_guard() -> Guard:
    return Guard(CV, allowed=["AI Compiler Engineer", "Kestrel Silicon"])


def test_letter_grounding_fails_on_an_ungrounded_sentence() -> None:
    assert grade_letter_grounding(LETTER, letter_guard()).passed
    bad = LETTER.replace("server.", "server.\nI led a team of 12 engineers at Google.")
    grade = grade_letter_grounding(bad, letter_guard())
    assert not grade.passed and "Google" in grade.reason and 0 < grade.score < 1


def test_letter_must_name_the_company_and_the_role() -> None:
    assert grade_mention(LETTER, "Kestrel Silicon", "company").passed
    assert grade_mention(LETTER, "AI Compiler Engineer", "role").passed
    nameless = LETTER.replace("Kestrel Silicon", "your company")
    grade = grade_mention(nameless, "Kestrel Silicon", "company")
    assert not grade.passed and grade.score == 0.0
    assert grade_mention(LETTER, None, "company").items == 0


@pytest.mark.parametrize(
    "slot", ["[Company]", "{name}", "<role>", "XXX", "TODO", "[EMAIL_1]", "[Your Name]"]
)
def test_an_unfilled_placeholder_fails(slot: str) -> None:
    assert grade_placeholders(LETTER).passed
    grade = grade_placeholders(LETTER.replace("Ann Lee", slot))
    assert not grade.passed and grade.score == 0.0 and slot in grade.reason


def test_links_and_brackets_quoted_from_the_cv_are_not_placeholders() -> None:
    assert find_placeholders("See [the repo](https://example.com).") == []
    assert find_placeholders("I gave talks. [Lecture Notes]", "talks. [Lecture Notes]") == []


def test_letter_length_bounds() -> None:
    assert not grade_letter_length(LETTER).passed  # far under 120 words
    assert grade_letter_length(" ".join(["word"] * 200)).passed
    too_long = grade_letter_length(" ".join(["word"] * 900))
    assert not too_long.passed and too_long.score == 0.5


# --- cases -------------------------------------------------------------------------------------


def test_suite_crosses_every_profile_with_every_role() -> None:
    suite = load_suite(ROOT / "evals")
    assert len(suite.cases) == len(suite.profiles) * 4
    assert all(p.expected for p in suite.profiles)
    one = load_suite(ROOT / "evals", "leon-lu--npu*")
    assert [c.name for c in one.cases] == ["leon-lu--npu-compiler-lead"]
    assert [p.name for p in one.profiles] == ["leon-lu"]
    with pytest.raises(ValueError):
        load_suite(ROOT / "evals", "nobody--*")


def test_role_title_and_company_come_from_the_role_file() -> None:
    md = read_role_case(ROOT / "evals" / "roles" / "ai-compiler-engineer.md")
    assert (md.title, md.company) == ("AI Compiler Engineer", "Kestrel Silicon")
    js = read_role_case(ROOT / "evals" / "roles" / "npu-compiler-lead.json")
    assert (js.title, js.company) == ("NPU Compiler Team Lead", "Corvid Automotive Systems")


def test_grade_scores_stay_in_range() -> None:
    with pytest.raises(ValueError):
        Grade(name="x", passed=True, score=1.5, reason="")


def test_samples_folder_absent_is_noted(tmp_path: Path) -> None:
    suite = load_suite(ROOT / "evals", "leon-lu--*", samples_dir=tmp_path / "none")
    assert suite.samples == [] and any("absent" in n for n in suite.notes)

"""`polish` and `cover-letter` end to end on the offline engine, and the guard around any engine."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from cvcoach.checks.run import check
from cvcoach.cli import main
from cvcoach.grounding.guard import Guard, split_sentences
from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
from cvcoach.inputs.role import load_role
from cvcoach.keywords import rank_texts
from cvcoach.rewriting.letter import draft_cover_letter
from cvcoach.rewriting.polish import polish
from tests.conftest import SAMPLES, need_shared
from tests.rewriting.scripted import InventingEngine

ROOT = Path(__file__).resolve().parents[2]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
ROLES = sorted((ROOT / "evals" / "roles").glob("*"))
TODAY = dt.date(2026, 11, 21)
REWRITTEN = re.compile(r"^(basics\.summary|(work|projects|volunteer)\[\d+\]\.(summary|highlights))")


def expected_typos(profile: Path) -> list[dict[str, str]]:
    data = YAML(typ="safe").load((ROOT / "evals" / "expected" / profile.name).read_text())
    return [
        f
        for f in data["findings"]
        if f["kind"] == "spelling" and f.get("suggestion") and REWRITTEN.match(f["path"])
    ]


@pytest.mark.parametrize("profile_path", PROFILES, ids=lambda p: p.stem)
def test_offline_polish_and_letter_for_every_role(profile_path: Path) -> None:
    profile = load_profile(profile_path)
    cv_texts = [t.value for t in profile.texts()]
    for role_path in ROLES:
        role = load_role(role_path)
        result = polish(profile, role, engine="offline", today=TODAY)
        assert result.engine == "offline"
        assert result.changes, f"nothing changed in {profile_path.name} for {role_path.name}"
        # the guard, re-run independently, accepts every applied change
        fixes = {f.text: f.suggestion for f in result.findings_before if f.suggestion}
        guard = Guard(cv_texts, role_text=role.text, corrections=fixes)
        for change in result.changes:
            entry = next(e for e in profile.entries if change.path.startswith(e.path + "."))
            context = [t.value for t in entry.texts()] if entry else []
            assert guard.check_rewrite(change.before, change.after, context) == [], change
        # the polished text is a valid profile in the same format; every known typo is fixed,
        # or asked about when its suggestion is only a guess (the text is then left as written)
        polished = profile_from_bytes(result.polished_text.encode(), str(profile_path))
        assert polished.format == profile.format
        asked = {(q.path, q.text) for q in result.questions if q.kind == "spelling"}
        # (only the typos the check finds: its recall on these profiles is make eval's)
        found = {(f.path, f.text) for f in result.findings_before if f.kind == "spelling"}
        for typo in expected_typos(profile_path):
            if not any(typo["path"] == p and typo["text"] in t for p, t in found):
                continue
            text = polished.find(typo["path"])
            assert text is not None, typo
            assert typo["text"] not in text.value or (typo["path"], typo["text"]) in asked, typo
        letter = draft_cover_letter(profile, role, engine="offline", today=TODAY)
        assert role.title and role.title in letter.text
        assert letter.removed == [], letter.removed  # the offline letter is fully grounded
        letter_guard = Guard(
            cv_texts, role_text=role.text, allowed=[x for x in (role.title, role.company) if x]
        )
        for line in letter.text.splitlines():
            for sentence in split_sentences(line) if line.strip() else []:
                assert letter_guard.check_sentence(sentence) == [], sentence


@pytest.mark.parametrize(
    "mutate",
    [
        lambda t: t + " This increased throughput by 35%.",  # invented number
        lambda t: t + " Deployed at Google on Kubernetes.",  # invented employer and tool
        lambda t: "Senior Staff Engineer: " + t,  # invented title
        lambda t: re.sub(r"\d+", "", t) + " (2019)",  # dropped numbers, invented date
        lambda t: t + " Holds a PhD from MIT.",  # role text leaking into the CV
    ],
    ids=["number", "employer-tool", "title", "dropped-date", "role-leak"],
)
def test_an_engine_that_invents_leaves_no_invented_fact(mutate: Callable[[str], str]) -> None:
    profile = load_profile(ROOT / "evals" / "profiles" / "runyu-lu.yaml")
    role = load_role(ROOT / "evals" / "roles" / "llm-inference-engineer.md")
    result = polish(profile, role, engine=InventingEngine(mutate), today=TODAY)
    assert profile.document is not None
    original = profile.document.text
    assert result.rejected
    for change in result.changes:  # what got through changed nothing the guard cares about
        assert not re.search(r"35%|Google|Kubernetes|Senior|2019|MIT", change.after)
    for word in ("35%", "Google", "Kubernetes", "Senior Staff", "PhD from MIT"):
        assert (word in result.polished_text) == (word in original), word
    assert all(r.why for r in result.rejected)


def test_invented_letter_sentences_are_removed() -> None:
    profile = ROOT / "evals" / "profiles" / "zhijing-li.yaml"
    role = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"
    letter = draft_cover_letter(profile, role, engine=InventingEngine(str), today=TODAY)
    assert "MIT" not in letter.text and "35%" not in letter.text
    assert {r.sentence for r in letter.removed} >= {
        "I hold a PhD from MIT.",
        "I cut serving costs by 35% at Google using Kubernetes.",
    }
    assert "AI Compiler Engineer" in letter.text  # the honest sentences stay


def test_no_rewrites_reproduce_the_input_byte_for_byte() -> None:
    for path in PROFILES:
        engine = InventingEngine(lambda t: t)
        result = polish(path, ROLES[0], engine=engine, today=TODAY, offline_rules=False)
        assert result.polished_text == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("sample", ["jsonresume-sample.resume.json", "rendercv-john-doe.yaml"])
def test_other_formats_polish_in_their_own_format(sample: str, tmp_path: Path) -> None:
    source = need_shared(SAMPLES / sample)
    cv = tmp_path / sample
    cv.write_bytes(source.read_bytes())
    role = need_shared(SAMPLES / "jsonresume-sample.job.json")
    assert main(["polish", str(cv), "--role", str(role), "--engine", "offline"]) == 0
    polished = tmp_path / sample.replace(cv.suffix, f".polished{cv.suffix}")
    assert cv.read_bytes() == source.read_bytes()
    again = load_profile(polished)
    assert again.format == load_profile(source).format
    if sample.startswith("rendercv"):  # comments and layout outside the changed texts kept
        assert "#   footer: '*NAME -- PAGE_NUMBER/TOTAL_PAGES*'" in polished.read_text()
    if sample.startswith("jsonresume"):
        text = polished.read_text()
        assert "Built an algorithm" in text and "copyright" in text


def test_cli_writes_outputs_atomically_and_never_the_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_bytes((ROOT / "evals" / "profiles" / "zhijing-li.yaml").read_bytes())
    before = cv.read_bytes()
    role = str(ROOT / "evals" / "roles" / "ai-compiler-engineer.md")
    assert main(["polish", str(cv), "--role", role, "--engine", "offline"]) == 0
    out = capsys.readouterr().out
    assert "engine: offline" in out
    assert cv.read_bytes() == before
    report = (tmp_path / "cv.polish-report.md").read_text()
    for heading in (
        "## Changes",
        "## Questions for you",
        "## Findings left for you",
        "## The posting's requirements",
        "Role keywords covered",
        "Engine: **offline**",
    ):
        assert heading in report
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "cv.polish-report.md",
        "cv.polished.yaml",
        "cv.yaml",
    ]
    assert main(["polish", str(cv), "--role", role, "--engine", "offline", "-o", str(cv)]) == 2
    assert cv.read_bytes() == before
    target = tmp_path / "out" / "mine.yaml"
    assert (
        main(
            [
                "polish",
                str(cv),
                "--role",
                role,
                "--engine",
                "offline",
                "-o",
                str(target),
                "--format",
                "json",
                "--reorder",
            ]
        )
        == 0
    )
    assert target.exists() and (tmp_path / "out" / "mine.polish-report.md").exists()
    assert main(["cover-letter", str(cv), "--role", role, "--company", "Kestrel Silicon"]) == 0
    letter = (tmp_path / "cv.cover-letter.md").read_text()
    assert "Kestrel Silicon" in letter and "Zhijing Li" in letter


def test_bad_inputs_to_polish_exit_2_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "cv.yaml"
    bad.write_text("work:\n  - name: [unclosed\n")
    role = str(ROOT / "evals" / "roles" / "ai-compiler-engineer.md")
    assert main(["polish", str(bad), "--role", role, "--engine", "offline"]) == 2
    assert main(["polish", str(PROFILES[0]), "--role", str(tmp_path / "none.md")]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "cv.yaml:3:1: YAML syntax error" in err and "not found" in err


def test_reorder_puts_role_relevant_bullets_first() -> None:
    from cvcoach.rewriting.tailoring import role_fit

    result = polish(
        ROOT / "evals" / "profiles" / "runyu-lu.yaml",
        ROOT / "evals" / "roles" / "ai-compiler-engineer.md",
        engine="offline",
        reorder=True,
        today=TODAY,
    )
    assert result.reordered
    polished = profile_from_bytes(result.polished_text.encode(), "cv.yaml")
    in_place = polish(
        ROOT / "evals" / "profiles" / "runyu-lu.yaml",
        ROOT / "evals" / "roles" / "ai-compiler-engineer.md",
        engine="offline",
        today=TODAY,
    )
    unordered = profile_from_bytes(in_place.polished_text.encode(), "cv.yaml")
    role = load_role(ROOT / "evals" / "roles" / "ai-compiler-engineer.md")
    fit = role_fit(result.profile, role, TODAY)
    for path, order in result.reordered.items():
        entry = next(e for e in unordered.entries if e.path == path)
        before = [t.value for t in entry.highlights]
        after = [t.value for t in next(e for e in polished.entries if e.path == path).highlights]
        assert sorted(order) == list(range(len(before)))
        assert after == [before[i] for i in order]  # the same bullets, moved, none lost
        scores = rank_texts(after, role)
        weights = [fit.weight(entry.highlights[i].path) for i in order]
        keys = [(w[0], w[1], s) for w, s in zip(weights, scores, strict=True)]
        # bullets evidencing the most must-haves first, then nice-to-haves, then relevance
        assert keys == sorted(keys, reverse=True)
    assert check(polished, today=TODAY).findings is not None


def test_metric_questions_fit_the_bullet() -> None:
    from cvcoach.rewriting.polish import GENERIC_QUESTION, metric_question

    assert "improve" in metric_question("Improve the GPU SM utilization")
    assert "people" in metric_question("Led the compiler team")
    assert "widely" in metric_question("Developed a toy JVM in C++")
    assert metric_question("Football and Formula One") == GENERIC_QUESTION


def test_polish_of_a_profile_built_in_code_returns_changes_and_has_no_source_to_write() -> None:
    from cvcoach.model.findings import InputError
    from cvcoach.model.profile import Basics, Entry, Profile, Text
    from cvcoach.rewriting.polish import apply_to_source

    profile = Profile(
        basics=Basics(name=Text("Ada Example")),
        entries=[
            Entry(
                section="work",
                organisation=Text("Example Ltd"),
                position=Text("Engineer"),
                start=Text("2021-01"),
                highlights=[Text("responsible for the the billing pipeline in python")],
            )
        ],
    )
    assert profile.entries[0].highlights[0].path == "work[0].highlights[0]"

    result = polish(profile, load_role(ROLES[0]), engine="offline", today=TODAY)

    assert result.changes, "the offline rules fix the doubled word at least"
    change = result.changes[0]
    assert change.path == "work[0].highlights[0]" and "the the" in change.before
    assert result.polished.find(change.path) == Text(change.after, path=change.path)
    assert profile.find(change.path) == Text(change.before, path=change.path)  # untouched
    with pytest.raises(InputError, match="built in code"):
        apply_to_source(profile, result)

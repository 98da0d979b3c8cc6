"""A rewrite keeps its bullet's substance, and skills are names in every written form.

Cut-downs (a lone figure, the first words, a fragment, a rewrite without the verb or the
object) must be refused; honest rewrites (the claim suite's, the offline engine's on every
eval and held-out CV, and rephrasings of real bullets) must pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cvcoach.grounding.guard import Guard
from cvcoach.grounding.quantities import extract_quantities
from cvcoach.grounding.substance import lost_substance
from cvcoach.inputs.profile_loader import load_profile
from tests.grounding.test_claims import HONEST

ROOT = Path(__file__).resolve().parents[2]
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml")) + sorted(
    (ROOT / "evals" / "heldout" / "profiles").glob("*.yaml")
)
ROLES = sorted((ROOT / "evals" / "roles").glob("*"))

# (bullet of a CV in evals/, a rewrite of it that a careful editor would accept): word
# order, synonyms, dropped weak openings, expanded or shortened acronyms.
REPHRASED: list[tuple[str, str]] = [
    (
        "Developed firmware on Cortex ARM v7 microcontroller for autonomous water sampling "
        "project for University of Washington research group",
        "Built firmware for a Cortex ARM v7 microcontroller in an autonomous water sampling "
        "project for a University of Washington research group",
    ),
    (
        "Taught 7+ lectures on SystemVerilog, DSP, and serial communication protocols using "
        "Altera FPGA for 50+ students with 98% completion rate",
        "Delivered 7+ lectures on SystemVerilog, DSP and serial communication protocols on "
        "Altera FPGA to 50+ students, with a 98% completion rate",
    ),
    (
        "Worked with a small team to create an autonomous maze solving robot with a "
        "self-designed PCB and schematic",
        "Worked with a small team to build an autonomous maze-solving robot on a self-designed "
        "PCB and schematic",
    ),
    (
        "Integrated OneKey points for the Activities shopping path, leading to a 15% increase "
        "in conversion rates and a 20% boost in revenue.",
        "Integrated OneKey points into the Activities shopping path, leading to a 15% increase "
        "in conversion rates and a 20% boost in revenue.",
    ),
    (
        "Established a CI/CD pipeline in Github, automating code checks, testing, and "
        "deployment to facilitate a seamless development lifecycle.",
        "Set up a CI/CD pipeline in GitHub that automates code checks, testing and deployment "
        "across the development lifecycle.",
    ),
    (
        "Supervised roll-out of Dunder Mifflin Infinity website.",
        "Supervised the roll-out of the Dunder Mifflin Infinity website.",
    ),
    (
        "Designed A/B tests for a recommender that lifted basket size by 4.2%",
        "Designed A/B tests for a recommender system that lifted basket size by 4.2%",
    ),
    ("Author of 20+ PRs to apache/tvm.", "Authored 20+ pull requests to apache/tvm."),
    (
        "Responsible for the design of the memory planner",
        "Designed the memory planner",
    ),
    (
        "Collaborated with designers on the new login page",
        "Built the new login page in collaboration with designers",
    ),
    (  # the verb kept in its past form, though "helped" is a weak opening
        "I help students in this course implement a simple Python 3 Interpreter.",
        "Helped students in this course implement a simple Python 3 Interpreter.",
    ),
]

# (bullet, cut-down): what the scripted "cut-down" model and a small model really did.
CUT_DOWNS: list[tuple[str, str]] = [
    ("Designed A/B tests for a recommender that lifted basket size by 4.2%", "4.2%"),
    ("Designed A/B tests for a recommender that lifted basket size by 4.2%", "**4.2%**"),
    (
        "Built a Python library for causal inference with doubly robust estimators",
        "Python library for",
    ),
    (
        "Built a Python library for causal inference with doubly robust estimators",
        "Python library for causal inference with doubly robust estimators",
    ),
    (
        "Built a Python library for causal inference with doubly robust estimators",
        "Built a Python library",
    ),
    (
        "Reduced p99 latency of the ranking service by 35% by caching embeddings",
        "Reduced p99 latency of the",
    ),
    ("Reduced p99 latency of the ranking service by 35% by caching embeddings", "By 35%."),
    ("Migrated the billing service to the new queue", "Migrated the"),
    ("Migrated the billing service to the new queue", "Migrated it,"),
    ("Wrote unit tests for the payment module", "Wrote unit tests (payment"),
    (
        "I help students in this course implement a simple Python 3 Interpreter.",
        "Students in this course implement a simple Python 3 Interpreter.",
    ),
]


def _substance(guard: Guard, original: str, rewrite: str) -> list[str]:
    return [
        v.message
        for v in guard.check_rewrite(original, rewrite, [original])
        if v.kind == "substance"
    ]


@pytest.mark.parametrize(("original", "rewrite"), CUT_DOWNS)
def test_cut_downs_are_refused_with_the_reason(original: str, rewrite: str) -> None:
    why = _substance(Guard([original]), original, rewrite)
    assert why, rewrite
    assert all(w.startswith("the rewrite ") for w in why)


@pytest.mark.parametrize(("original", "rewrite"), REPHRASED + HONEST)
def test_honest_rewrites_keep_their_substance(original: str, rewrite: str) -> None:
    assert lost_substance(original, rewrite) == [], rewrite


def test_the_reasons_name_what_was_lost() -> None:
    bullet = "Built a Python library for causal inference with doubly robust estimators"
    why = lost_substance(bullet, "Python library for")
    assert "is cut off: it ends on 'for', mid-sentence" in why
    assert "drops the bullet's action (the verb 'Built'): it is no longer a sentence" in why
    why = lost_substance("Designed A/B tests for a recommender", "Designed a recommender")
    assert "drops what the bullet acted on ('A/B tests')" in why
    assert lost_substance("2021–2023", "2021 - 2023") == []  # a bullet with no words loses none


def _bullets() -> list[str]:
    return [b.value for p in PROFILES for e in load_profile(p).entries for b in e.highlights]


def test_every_cut_down_of_a_real_bullet_is_refused() -> None:
    """Each bullet of the eval and held-out CVs of seven words or more, cut to its figures
    or to its first three words, is refused."""
    refused = tried = 0
    for bullet in _bullets():
        words = bullet.split()
        if len(words) < 7:
            continue
        numbers = " ".join(q.raw for q in extract_quantities(bullet))
        for cut in (" ".join(words[:3]), numbers):
            if cut.strip():
                tried += 1
                refused += bool(lost_substance(bullet, cut))
    assert tried > 150
    assert refused == tried


def test_the_offline_engine_never_cuts_a_bullet_down() -> None:
    """Every change the offline rules make to an eval or held-out CV, for every role, keeps
    its bullet's substance: 0 refused."""
    from cvcoach import polish

    changes = 0
    for i, profile in enumerate(PROFILES):
        for role in (ROLES[i % len(ROLES)],):
            result = polish(profile, role, engine="offline")
            assert not [r for r in result.rejected if any("the rewrite " in w for w in r.why)]
            changes += len(result.changes)
            for change in result.changes:
                assert lost_substance(change.before, change.after) == [], change
    assert changes > 50


# ------------------------------------------------------------------ skills in every form

ROLE = "We want C++, C#, F#, .NET, Node.js, CI/CD, Objective-C, ASP.NET and A/B testing, and CUDA."
FORMS = [
    ("C++", ["C++", "c++"]),
    ("C#", ["C#", "c#"]),
    ("F#", ["F#", "f#"]),
    (".NET", [".NET", ".net", "dotnet"]),
    ("Node.js", ["Node.js", "node.js", "NodeJS", "nodejs"]),
    ("CI/CD", ["CI/CD", "ci/cd", "CI-CD", "CICD"]),
    ("Objective-C", ["Objective-C", "objective-c"]),
    ("ASP.NET", ["ASP.NET", "asp.net"]),
    ("A/B testing", ["A/B testing", "a/b testing", "A-B testing", "AB testing"]),
]


@pytest.mark.parametrize(("skill", "written"), FORMS)
def test_a_skill_the_cv_lacks_is_refused_in_every_form(skill: str, written: list[str]) -> None:
    bullet = "Built recommender models in Python with a net gain in basket size"
    guard = Guard([bullet], role_text=ROLE)
    for form in written:
        sentence = f"I have used {form} and Python for years."
        refused = guard.check_sentence(sentence)
        assert [v.kind for v in refused] in (["role_leak"], ["entity"]), form
        assert refused[0].text in form, form
        rewrite = f"{bullet} with {form}"
        assert guard.check_rewrite(bullet, rewrite, []), form


@pytest.mark.parametrize(("skill", "written"), FORMS)
def test_a_skill_the_cv_holds_backs_itself_in_every_form(skill: str, written: list[str]) -> None:
    for held in written:
        bullet = f"Built services with {held} daily"
        guard = Guard([bullet], role_text=ROLE)
        assert guard.check_sentence(f"I have used {held} for years.") == [], held
        assert guard.check_rewrite(bullet, f"Built services daily with {held}", [bullet]) == []


def test_the_issue_letter_sentence_is_refused() -> None:
    guard = Guard(["Built recommender models in Python"], role_text="C++ and Python; CUDA")
    [v] = guard.check_sentence("I have experience in both Python and C++.")
    assert (v.kind, v.text) == ("role_leak", "C++")
    assert Guard(["Wrote C/C++ kernels"]).check_sentence("I wrote C++ kernels.") == []
    assert [v.text for v in Guard(["Wrote C kernels"]).check_sentence("I wrote C# code.")] == ["C#"]

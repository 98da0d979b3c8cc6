"""Job titles placed in O*NET-SOC occupations, their nearness, the occupation part of the
match score, and the table read only when a title is placed (invented titles and CVs)."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords import fit
from cvcoach.keywords.occupations import LEVELS, depth, nearness, occupations_of, title_key
from cvcoach.keywords.requirements import requirements
from tests.keywords.cv_files import one_job_cv

TODAY = dt.date(2026, 11, 1)
PROFILES = Path(__file__).resolve().parents[2] / "evals" / "profiles"


def _near(a: str, b: str) -> int:
    return nearness(occupations_of(a), occupations_of(b))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Junior Backend Developer", "Web Developer"),  # a compound split: "back end"
        ("Python Developer (Remote)", "Android Developer"),  # an aside left out
        ("Software Engineer Intern", "Software Engineer II"),  # term and level words out
        ("Senior Accountant", "Staff Accountant"),
        ("Payroll Clerk", "Payroll Specialist"),
    ],
)
def test_titles_of_one_occupation_are_nearest(a: str, b: str) -> None:
    assert _near(a, b) == LEVELS


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Registered Nurse", "Java Developer"),
        ("Pastry Chef", "Software Engineer"),
        ("Frontend Developer", "Accountant"),
    ],
)
def test_titles_of_other_trades_share_no_group(a: str, b: str) -> None:
    assert occupations_of(a) and occupations_of(b)
    assert _near(a, b) == 0


def test_groups_are_shared_down_the_code() -> None:
    assert depth("15-1252.00", "15-1252.00") == 5
    assert depth("15-1252.00", "15-1254.00") == 3  # broad group 15-1250
    assert depth("15-1252.00", "15-2051.00") == 1  # major group 15-0000 only
    assert depth("15-1252.00", "29-1141.00") == 0


@pytest.mark.parametrize(
    "title",
    ["Engineer", "Manager", "Director, Platform Team", "Globex Wizard", "Head of Hooli Labs"],
)
def test_a_title_of_too_many_occupations_or_none_is_not_placed(title: str) -> None:
    assert occupations_of(title) == frozenset()


def test_level_words_are_left_out_but_a_lead_is_kept_as_a_title() -> None:
    assert title_key("Senior Software Engineer II") == title_key("software engineer")
    assert title_key("Lead Accountant") == title_key("accountant")
    assert title_key("Team Lead") == ("team", "lead")


def _cv(tmp_path: Path, name: str, position: str) -> Path:
    return one_job_cv(tmp_path, name, position=position, end="2025-12")


def test_the_occupation_part_credits_a_near_title(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "OCCUPATION_WEIGHT", 0.5)
    reqs = requirements(posting_from_text("# Frontend Developer — Globex\n\n- Clear writing\n"))
    web = fit.match_cv(load_profile(_cv(tmp_path, "a", "Web Developer")), reqs, TODAY)
    books = fit.match_cv(load_profile(_cv(tmp_path, "b", "Accountant")), reqs, TODAY)
    assert web.parts["occupation"] == (0.5, 1.0)
    assert books.parts["occupation"] == (0.5, 0.0)
    assert web.score > books.score


def test_a_title_placed_nowhere_adds_no_occupation_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fit, "OCCUPATION_WEIGHT", 0.5)
    reqs = requirements(posting_from_text("# Globex Wizard — Globex\n\n- Clear writing\n"))
    match = fit.match_cv(load_profile(_cv(tmp_path, "a", "Web Developer")), reqs, TODAY)
    assert "occupation" not in match.parts


def test_check_never_reads_the_occupation_table() -> None:
    code = (
        "import sys\n"
        "from cvcoach.cli import main\n"
        f"main(['check', {str(PROFILES / 'lei-wang.yaml')!r}, '--format', 'json'])\n"
        "sys.stderr.write(str('cvcoach.keywords.occupations' in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stderr.strip().endswith("False")


def test_a_hyphenated_compound_is_not_cut_by_an_ending() -> None:
    # must fire: "Full-Stack Engineer" is no "stack engineer" (a fuel-cell occupation)
    assert not any(code.startswith("17-") for code in occupations_of("Full-Stack Engineer"))
    # must not fire: a title whose ending stands on its own still places by it
    assert occupations_of("Backend Platform Engineer") == occupations_of("Platform Engineer")


def test_a_skill_named_in_words_is_shared_whole_by_the_head_fallback() -> None:
    # must fire: "machine" alone ties a Machine Learning Engineer to machine operators
    assert not any(code.startswith("47-") for code in occupations_of("Machine Learning Engineer"))
    # must not fire: a modifier outside any unit still places by the head ("backend")
    assert occupations_of("Python Backend Developer") == occupations_of("Backend Developer")


def test_an_acronym_title_is_placed_spelled_out() -> None:
    # must fire: "SRE" is site reliability engineering, whose worker is listed
    assert occupations_of("Senior SRE") == occupations_of("Site Reliability Engineer") != set()
    # must not fire: an acronym that names no skill places nothing
    assert occupations_of("Senior QZX") == frozenset()


def test_a_title_of_level_words_only_places_nowhere() -> None:
    # must fire: "Intern" alone is a term of work, not the medical interns O*NET lists
    assert occupations_of("Intern") == frozenset()
    assert occupations_of("Senior Associate") == frozenset()
    # must not fire: a level word beside an occupation's words
    assert occupations_of("Software Engineer Intern") == occupations_of("Software Engineer")

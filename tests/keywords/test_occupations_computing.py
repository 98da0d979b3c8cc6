"""Titles of the computing field placed among the computing occupations (SOC major group 15),
level words left out as a key's words are stemmed, and a CV none of whose titles places has
no occupation part (invented titles)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cvcoach.keywords import occupations, title_words
from cvcoach.keywords.experience import Experience
from cvcoach.keywords.occupations import COMPUTING, occupations_of, title_key
from cvcoach.keywords.title_words import occupation_nearness
from cvcoach.model.profile import Text


@pytest.fixture
def switches(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """The module's switches at their shipped values, restorable per test."""
    monkeypatch.setattr(occupations, "COMPUTING_FIRST", 1)
    monkeypatch.setattr(occupations, "LEVEL_STEMS", 1)
    yield monkeypatch


def _computing(codes: frozenset[str]) -> bool:
    return bool(codes) and all(code.startswith(COMPUTING) for code in codes)


@pytest.mark.parametrize("title", ["Kotlin Developer", "Senior Elixir Engineer", "Rust Engineer"])
def test_an_unplaced_title_naming_a_language_is_placed_among_computing_occupations(
    switches: pytest.MonkeyPatch, title: str
) -> None:
    assert _computing(occupations_of(title))
    switches.setattr(occupations, "COMPUTING_FIRST", 0)
    assert not occupations_of(title)  # the head alone ("engineer") names dozens


@pytest.mark.parametrize("title", ["Tapestry Engineer", "Pottery Developer"])
def test_an_unplaced_title_of_no_computing_word_stays_unplaced(
    switches: pytest.MonkeyPatch, title: str
) -> None:
    assert not occupations_of(title)


def test_a_computing_title_listed_outside_computing_too_keeps_its_computing_occupations(
    switches: pytest.MonkeyPatch,
) -> None:
    # O*NET lists "Data Scientist" among astronomers as well as data scientists
    assert occupations_of("Data Scientist") == frozenset({"15-2051.00"})
    switches.setattr(occupations, "COMPUTING_FIRST", 0)
    assert len(occupations_of("Data Scientist")) == 2


def test_a_title_of_no_computing_word_keeps_every_occupation_it_is_listed_in(
    switches: pytest.MonkeyPatch,
) -> None:
    assert not any(code.startswith(COMPUTING) for code in occupations_of("Operations Engineer"))
    assert len(occupations_of("Operations Engineer")) == 2


def test_a_computing_title_the_table_places_outside_computing_only_keeps_that_place(
    switches: pytest.MonkeyPatch,
) -> None:
    # "cloud" is a computing word, but "reliability engineer" is listed (validation
    # engineers): the table's own placement stands (COMPUTING_FIRST 2 would move it)
    placed = occupations_of("Cloud Reliability Engineer")
    assert placed and not any(code.startswith(COMPUTING) for code in placed)
    switches.setattr(occupations, "COMPUTING_FIRST", 2)
    assert _computing(occupations_of("Cloud Reliability Engineer"))


@pytest.mark.parametrize(
    "title", ["Intermediate Developer", "Graduate Developer", "Apprentice Developer"]
)
def test_level_words_are_left_out_as_stemmed(switches: pytest.MonkeyPatch, title: str) -> None:
    assert title_key(title) == ("developer",)
    assert occupations_of(title) == occupations_of("Developer")
    switches.setattr(occupations, "LEVEL_STEMS", 0)
    assert len(title_key(title)) == 2 and not occupations_of(title)


def test_a_level_noun_as_the_last_word_stays(switches: pytest.MonkeyPatch) -> None:
    assert title_key("Graduate Trainee") == ("traine",)
    assert title_key("Sales Associate") == ("sal", "associat")


def _experience(*positions: str) -> Experience:
    return Experience(
        years=3.0, positions=[Text(p, path=f"work[{i}].position") for i, p in enumerate(positions)]
    )


def test_a_cv_of_no_placed_title_has_no_occupation_part(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(title_words, "OCCUPATION_UNKNOWN", 1)
    assert occupation_nearness("Web Developer", _experience("Research Intern")) is None
    monkeypatch.setattr(title_words, "OCCUPATION_UNKNOWN", 0)
    assert occupation_nearness("Web Developer", _experience("Research Intern")) == 0.0


def test_a_cv_of_a_far_placed_title_still_scores_far(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(title_words, "OCCUPATION_UNKNOWN", 1)
    assert (
        occupation_nearness("Web Developer", _experience("Research Intern", "Payroll Clerk")) == 0.0
    )

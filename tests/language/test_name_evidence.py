"""Evidence about names: a name beside a capitalised word (`names.beside_a_name`), and the
owner's name as the CV's e-mail address and links spell it (`names.handle_near_miss`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cvcoach import load_profile
from cvcoach.checks.spelling import Speller
from cvcoach.checks.text_checks import check_spelling
from cvcoach.language.names import beside_a_name
from cvcoach.language.tokens import Vocabulary, build_vocabulary, handle_words, tokenize
from tests.conftest import found

_WORDS = {"best", "award", "senior", "engineer", "will", "video", "professor", "smith"}
_LISTED = {"best", "senior", "will", "smith"}


def _beside(text: str, word: str) -> bool:
    tokens = tokenize(text)
    i = next(k for k, t in enumerate(tokens) if t.text == word)
    return beside_a_name(text, tokens, i, _WORDS.__contains__, _LISTED.__contains__)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Met Sebastien Eustace there", "Eustace"),  # an unknown capitalised word
        ("Co-authored with P Lison", "Lison"),  # an initial
        ("Thanks to Will Tebbutt", "Tebbutt"),  # a listed name that is also a word
        ("Thanks to Smith Tebbutt", "Tebbutt"),
        ("Dr Will Tebbutt Smith", "Tebbutt"),  # listed names on both sides
    ],
)
def test_a_name_beside_the_word_is_evidence(text: str, word: str) -> None:
    assert _beside(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Won the Best Vidoe Award", "Vidoe"),  # Best is a surname, but Award is no name
        ("Promoted to Senior Sofware Engineer", "Sofware"),
        ("Won the Vidoe Award", "Vidoe"),  # only words around it
        ("Written in lower case: sebastien Eustace", "Eustace"),
    ],
)
def test_a_listed_word_in_a_title_is_no_evidence(text: str, word: str) -> None:
    assert not _beside(text, word)


def test_a_slip_between_a_listed_word_and_a_word_is_corrected(speller: Speller) -> None:
    # "Best" is a surname too; before, it made the slip a name and a five-letter name is
    # never corrected
    assert found(speller, "Won the Best Vidoe Award in 2021.") == [("Vidoe", "Video")]


def test_a_surname_after_a_first_name_that_is_a_word_is_left_alone(speller: Speller) -> None:
    assert found(speller, "Supervised by Professor Will Tebbutt.") == []


def _vocabulary_with(handles: list[str], *texts: str) -> Vocabulary:
    return build_vocabulary(texts, handles)


def test_handle_words_split_addresses_links_and_user_names() -> None:
    assert handle_words("j.vandermeer@mail.example") == ["vandermeer", "example"]
    assert handle_words("https://github.com/JanVandermeer") == ["https", "github", "vandermeer"]
    assert handle_words("jv_42") == []  # nothing of five letters


@pytest.mark.parametrize(
    "handles",
    [["j.vandermeer@mail.example"], ["https://example.org/~vandermeer"], ["JanVandermeer"]],
)
def test_a_slip_of_the_name_in_the_address_is_flagged(speller: Speller, handles: list[str]) -> None:
    text = "Jan Vandermeeer"
    found = speller.check(text, _vocabulary_with(handles, text))
    assert [(m.word, m.suggestion) for m in found] == [("Vandermeeer", "Vandermeer")]
    assert "e-mail or links" in found[0].reason


@pytest.mark.parametrize(
    ("text", "handles"),
    [
        ("Jan Vandermeer", ["j.vandermeer@mail.example"]),  # spelled as in the address
        ("Jan Vandermeeer", []),  # no address: a name like any other
        ("Jan Vandermeeer", ["j.vandermere@mail.example"]),  # two letters apart
        ("Jan Wandermeer", ["j.vandermeer@mail.example"]),  # another first letter: a name
        ("Jan Vandermeeer and Vandermeeer", ["j.vandermeer@mail.example"]),  # written twice
    ],
)
def test_no_slip_of_the_address_is_left_alone(
    speller: Speller, text: str, handles: list[str]
) -> None:
    assert speller.check(text, _vocabulary_with(handles, text)) == []


def test_check_spelling_reads_the_profile_s_address(tmp_path: Path) -> None:
    cv = tmp_path / "cv.json"
    basics = {"name": "Jan Vandermeeer", "email": "jan.vandermeer@mail.example"}
    cv.write_text(json.dumps({"basics": basics}), encoding="utf-8")
    findings = check_spelling(load_profile(cv))
    assert [(f.text, f.suggestion) for f in findings] == [("Vandermeeer", "Vandermeer")]


def test_a_slip_beside_a_name_the_cv_writes_once_is_flagged(speller: Speller) -> None:
    # Harold is a listed name, Harodl no name: of the two spellings, Harodl is the slip
    assert found(speller, "Worked with Harodl Ng", "Harold Ng, team lead") == [("Harodl", "Harold")]
    assert found(speller, "Built the Audio Visualzier", "Visualizer in C++") == [
        ("Visualzier", "Visualizer")
    ]


@pytest.mark.parametrize(
    ("text", "context"),
    [
        ("Worked with Tebbutt", "Thanks to Tebbut"),  # no list holds either: two names?
        ("Worked with Jansen", "Thanks to Janssen"),  # both listed: two names
        ("Thanks to Bohdan Ivanenko", "Reviewed by Bogdan Petrov"),  # two people
        ("Worked with Harodl Ng", "Harold Ng and Harodl Ng"),  # Harodl written twice: meant
    ],
)
def test_two_names_one_slip_apart_are_left_alone(speller: Speller, text: str, context: str) -> None:
    assert found(speller, text, context) == []


@pytest.mark.parametrize(
    ("text", "word", "context", "fix"),
    [
        ("We used the new Sextnat daily", "Sextnat", "The sextant ran daily", "Sextant"),
        ("We towed the Hydrophoen array", "Hydrophoen", "a towed hydrophone", "Hydrophone"),
    ],
)
def test_a_capitalised_slip_of_a_rare_word_the_cv_writes_is_flagged(
    speller: Speller, text: str, word: str, context: str, fix: str
) -> None:
    assert found(speller, text) == []  # too rare a word for a capitalised slip on its own
    assert found(speller, text, context) == [(word, fix)]


@pytest.mark.parametrize(
    ("text", "context"),
    [
        ("We used the new Qzvwx Sextnat daily", "The sextant ran daily"),  # beside a name
        ("We used the new Absher daily", "The basher ran daily"),  # a listed surname
        ("We used the new Sextnat daily", "Sextnat again; the sextant"),  # Sextnat twice
    ],
)
def test_no_slip_of_a_rare_word_where_a_name_is_likelier(
    speller: Speller, text: str, context: str
) -> None:
    assert found(speller, text, context) == []


def test_a_lower_case_term_opening_a_sentence_takes_its_capital(speller: Speller) -> None:
    context = "Wrote the deduplication pass"
    assert found(speller, "Dedupliction of the logs", context) == [
        ("Dedupliction", "Deduplication")
    ]

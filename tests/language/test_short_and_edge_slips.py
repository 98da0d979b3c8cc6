"""Four-letter slips of five-letter words, and the CV's own words as evidence at a word's
edges (`names.cv_slip`): what must be found, and what must be left alone."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.candidates import dictionary_candidate
from cvcoach.language.names import cv_slip
from cvcoach.language.short_words import dropped_letter_candidate
from cvcoach.language.tokens import build_vocabulary, mask
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


# -- four letters: a letter dropped from a common five-letter word ---------------------------


@pytest.mark.parametrize(
    ("typo", "fix"),
    [
        ("abou", "about"),  # the last letter dropped
        ("uild", "build"),  # the first
        ("oter", "other"),  # inside
    ],
)
def test_a_dropped_letter_anywhere_in_a_common_word(typo: str, fix: str) -> None:
    assert dropped_letter_candidate(typo) == fix
    assert dictionary_candidate(typo, "lower") == fix


def test_no_four_letter_correction_without_one_clear_word() -> None:
    assert dropped_letter_candidate("cass") is None  # class and cases: about as common
    assert dropped_letter_candidate("zqxv") is None  # nothing near


@pytest.mark.parametrize(
    ("text", "word", "fix"),
    [
        ("Won the Best Paper Awrd in the track", "Awrd", "Award"),
        ("We build the nightly uild for them", "uild", "build"),
        ("It was abou the data", "abou", "about"),
    ],
)
def test_four_letter_slips_are_found(speller: Speller, text: str, word: str, fix: str) -> None:
    assert (word, fix) in found(speller, text)


def test_a_four_letter_name_keeps_its_spelling(speller: Speller) -> None:
    # Sven is one letter from "seven", but a listed name; Vrek is near no common word
    assert found(speller, "we visited Sven for the annual review") == []
    assert found(speller, "we visited Vrek for the annual review") == []
    # beside another name, a four-letter word is a name: no guess at all
    assert dictionary_candidate("awrd", "title", name_evidence=True) is None
    assert found(speller, "we visited Awrd Qzvwx for the review") == []


def test_a_word_ending_in_s_that_is_no_plural_corrects_its_slip(speller: Speller) -> None:
    # business less its last s is no singular a name could be
    assert ("Busines", "Business") in found(speller, "Concentration in Busines Management")
    assert dictionary_candidate("analysi", "title") == "analysis"
    # but a plural's singular may be a name (Barne, as Barnes): capitalised, it is left alone
    assert dictionary_candidate("barne", "title") is None
    assert dictionary_candidate("barne", "lower") == "barnes"


def test_a_restructuredtext_literal_is_code(speller: Speller) -> None:
    text = "keeps all languages for the ``latn`` script"
    assert "latn" not in mask(text)
    assert found(speller, text) == []
    quoted = "He called it ``fast'' and ``cheap'' in the review"  # TeX quotes are prose
    assert "and" in mask(quoted) and "fast" in mask(quoted)


# -- the CV's own words, at a word's edges ---------------------------------------------------


@pytest.mark.parametrize(
    ("typo", "other", "fix"),
    [
        ("Seveloper", "Senior Developer at Northwind.", "Developer"),  # a neighbouring first key
        ("Oevloper", "Developer at Northwind.", None),  # two slips: nothing to say
        ("ntern", "Research Intern at Northwind.", "intern"),  # a first letter dropped (a word:
        # in lower case where no capital is due)
        ("Vexorin", "Vexoriny paid; Vexoriny grew.", "Vexoriny"),  # a last consonant dropped
        ("Vexorin", "Partnered with Vexoriny.", None),  # a name written once: either may be wrong
    ],
)
def test_a_word_the_cv_writes_elsewhere_corrects_a_slip_at_its_edge(
    speller: Speller, typo: str, other: str, fix: str | None
) -> None:
    text = f"Worked as {typo} on the team."
    assert found(speller, text, other) == ([(typo, fix)] if fix else [])
    alone = build_vocabulary([text])
    assert cv_slip(typo, alone, str.isalpha) is None  # the other text says


@pytest.mark.parametrize(
    ("word", "other"),
    [
        ("Eugen", "Eugene"),  # a final vowel: another name
        ("sdist", "sdists"),  # a final s: another form
        ("lemmatize", "lemmatizer"),  # a final r: another word
        ("Hailey", "hailey"),  # a capitalised word needs the other capitalised too
    ],
)
def test_another_form_or_name_is_no_edge_slip(word: str, other: str) -> None:
    vocabulary = build_vocabulary([f"Thanks to {word} and to {other} for it"])
    assert cv_slip(word, vocabulary, str.isalpha, bases=()) is None


def test_two_unknown_spellings_written_once_each_prove_nothing() -> None:
    vocabulary = build_vocabulary(["Set xhoverformat and zhoverformat for each axis"])
    assert cv_slip("xhoverformat", vocabulary, lambda _: False) is None
    assert cv_slip("zhoverformat", vocabulary, lambda _: False) is None


def test_a_word_written_more_often_than_the_other_is_not_its_slip() -> None:
    vocabulary = build_vocabulary(["Vexorin ran Vexorin twice beside Vexoriny"])
    assert cv_slip("Vexorin", vocabulary, str.isalpha) is None


def test_a_built_word_one_slip_from_a_word_of_the_cv_is_its_slip(speller: Speller) -> None:
    # any + here is a reading, but the CV writes "Anywhere": the slip is likelier
    assert found(speller, "Ran it Anyhere at all.", "Anywhere at scale.") == [
        ("Anyhere", "Anywhere")
    ]
    assert found(speller, "Ran it Anyhere at all.") == []  # alone: a built word
    # another form of the word it is built from is no slip of it
    assert found(speller, "Wrote the Preconditioner.", "Preconditioned solvers ran.") == []
    # a lower-case word the check builds is read without its context (identifiers meet
    # their families there: lagfit beside legfit)
    assert found(speller, "Tested the forkers today.", "Supports all workers.") == []
    # two CamelCase names that differ in a part's ending stay two names
    cv = ["Raised ParserError on bad input.", "Caught ParseError twice.", "ParseError again."]
    assert found(speller, *cv) == []


def test_an_agent_noun_is_built_only_on_a_verb(speller: Speller) -> None:
    """-er on a verb is a regular ending (forkers, awarder: fork, award); on a noun it is a
    rarer derivation, so an agent noun with a letter dropped is its slip, not noun + r
    (puppet + er, rune + r), in lower case and capitalised alike."""
    assert found(speller, "Wrote it for the awarder and the forkers.") == []
    assert found(speller, "Hired a puppeter and a runer.") == [
        ("puppeter", "puppeteer"),
        ("runer", "runner"),
    ]
    assert found(speller, "Lead Puppeter at Initech") == [("Puppeter", "Puppeteer")]

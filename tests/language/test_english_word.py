"""One test of "is this an English word?" for the spelling check and the grounding guard,
and the word relations behind it: endings, prefixes, stems, edits."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.known import is_english
from cvcoach.language.lexicon import load_lexicon
from cvcoach.language.terms import Terms, terms_of
from cvcoach.language.word_edits import base_forms, distance, edits1, stem_key, stems
from cvcoach.language.word_rules import crude_stem, edit_distance, englishish

pytestmark = pytest.mark.usefixtures("private_word_cache")


PROFILES = Path(__file__).resolve().parents[2] / "evals" / "profiles"
ENGLISH = [
    "compiler", "matching", "behaviour", "travelled", "recommender", "lossless", "reimplemented",
    "retrained", "datetime", "changelog", "backend", "toolchain", "codebase", "agreeing",
    "manageable", "studies", "applied", "mapped", "tokenized", "multithreaded", "embeds",
    "exceeds", "reloader", "awarder",
]  # fmt: skip
NOT_ENGLISH = [
    "intergrated", "softare", "mothly", "generaed", "extention", "modelss", "integrateed",
    "pipelinees", "companys", "copyed", "laper", "Gronjngen", "ncnn", "Kevon", "xyzzy",
    "creater", "superviser", "inspecter", "developeds", "createds",
]  # fmt: skip


@pytest.mark.parametrize("word", ENGLISH)
def test_english_words_and_their_derivations(word: str) -> None:
    assert englishish(word)


@pytest.mark.parametrize("word", NOT_ENGLISH)
def test_typos_and_names_are_not_english(word: str) -> None:
    assert not englishish(word)


def from_a_term(word: str, terms: Terms) -> bool:
    """A technical term or built from one (GPUs), or a Python name (xyzzy): the spelling
    check accepts it too."""
    lower = word.lower()
    return lower in terms.accepted or any(terms.known(form) for form in base_forms(lower))


def test_the_guard_and_the_spelling_check_agree() -> None:
    """Outside the technical terms (which the check also accepts), both say the same."""
    speller, terms = Speller(), terms_of(load_lexicon())
    words = [w for w in ENGLISH + NOT_ENGLISH if not from_a_term(w, terms)]
    assert len(words) > 20
    assert [englishish(w) for w in words] == [speller.knows(w) for w in words]
    assert [is_english(w.lower()) for w in words] == [speller.knows(w) for w in words]


def test_they_agree_on_every_word_of_the_tuning_profiles() -> None:
    speller, terms = Speller(), terms_of(load_lexicon())
    text = " ".join(p.read_text(encoding="utf-8") for p in PROFILES.glob("*.yaml"))
    words = {w for w in re.findall(r"[A-Za-z]{2,}", text) if not from_a_term(w, terms)}
    assert len(words) > 500
    assert {w for w in words if englishish(w) != speller.knows(w)} == set()


@pytest.mark.parametrize(
    ("word", "not_from"),
    [
        ("modelss", "models"),  # -s after a sibilant is -es
        ("pipelinees", "pipeline"),  # -es after a silent e
        ("integrateed", "integrate"),  # a silent e drops before a vowel ending
        ("agreeed", "agree"),  # and an e before -ed, silent or not
        ("copyed", "copy"),  # a consonant and y take -ied
        ("laped", "lap"),  # one syllable, one vowel, one consonant: doubled
        ("generater", "generate"),  # a long -ate verb takes -or
    ],
)
def test_endings_follow_english_spelling(word: str, not_from: str) -> None:
    assert not_from not in stems(word)


@pytest.mark.parametrize(
    ("word", "base"),
    [("agreeing", "agree"), ("manageable", "manage"), ("lapped", "lap"), ("studies", "study")],
)
def test_regular_endings_lead_to_their_base(word: str, base: str) -> None:
    assert base in stems(word)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Match", "matching"),
        ("Optimize", "optimization"),
        ("optimizer", "optimized"),
        ("GPUs", "gpu"),
        ("engineers", "engineering"),
    ],
)
def test_a_word_and_its_inflections_share_a_stem(a: str, b: str) -> None:
    assert stem_key(a) == stem_key(b) == crude_stem(a)


def test_apply_is_no_app_with_an_ending() -> None:
    assert stem_key("apply") != stem_key("app")


def test_one_copy_of_edits_and_distance() -> None:
    assert edit_distance is distance
    assert "teh" in edits1("the") and "the" not in edits1("the")
    assert distance("recieve", "receive", 2) == 1
    assert distance("abc", "xyzw", 1) == 2


def test_frequencies_of_many_words_at_once() -> None:
    from cvcoach.language.wordlist import word_table

    table = word_table()
    found = table.frequencies(["the", "xqzvw", "model", ""])
    assert found == [("the", table.frequency("the")), ("model", table.frequency("model"))]

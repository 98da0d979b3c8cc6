"""The spelling check's golden table: sentences whose word must be flagged (with its
correction) and sentences that must pass untouched, one row per class of error or of
right word the model weighs. No row comes from an evaluation CV or a benchmark split."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.spelling_model import judge, sound_key
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")

MUST_FLAG = [
    # (sentence, word, correction): one row per class of error
    ("Wrote the documantation for the team.", "documantation", "documentation"),  # a vowel
    ("Led the tranzition to the cloud.", "tranzition", "transition"),  # a sound-alike letter
    ("Improved the perfomance of search.", "perfomance", "performance"),  # a letter dropped
    ("Managed the bugdet for two years.", "bugdet", "budget"),  # two letters swapped
    ("Wrote the specifcation and the tests.", "specifcation", "specification"),
    ("Reduced costs signifcantly in a year.", "signifcantly", "significantly"),
    ("Built a reliabel pipeline for data.", "reliabel", "reliable"),  # swapped at the end
    ("Ran the maintainance of the servers.", "maintainance", "maintenance"),  # two edits
    ("Gave a presentaton to the board.", "presentaton", "presentation"),
    ("Worked on the infrastucture team.", "infrastucture", "infrastructure"),
    ("Drove the adoptoin of new tools.", "adoptoin", "adoption"),
    ("Wrote tests for the recomendation engine.", "recomendation", "recommendation"),
]

MUST_NOT_FLAG = [
    "Deployed Kubernetes clusters with Terraform and Helm.",  # technical terms
    "Worked with Joanna Kowalczyk and Rafael Okonkwo on the launch.",  # names
    "Retrained the models and rewrote the backend in Rust.",  # built words
    "Parsed datetime strings and serialised the results.",  # run together, British
    "Led a team of engineers at Zalando in Berlin.",  # a company and a place
    "Presented at NeurIPS and ICML workshops.",  # acronyms and mixed case
    "Mentored interns and reviewed pull requests weekly.",  # plain prose
]


@pytest.mark.parametrize(("text", "word", "fix"), MUST_FLAG)
def test_must_flag(text: str, word: str, fix: str, speller: Speller) -> None:
    hits = [m for m in speller.check(text) if m.word == word]
    assert hits, f"{word} was not flagged"
    assert (hits[0].suggestion or "").lower() == fix


@pytest.mark.parametrize("text", MUST_NOT_FLAG)
def test_must_not_flag(text: str, speller: Speller) -> None:
    assert found(speller, text) == []


def test_sound_alike_words_share_a_key() -> None:
    assert sound_key("fonetic") == sound_key("phonetic")
    assert sound_key("sertain") == sound_key("certain")


def test_a_likelier_candidate_wins_and_probabilities_are_shares() -> None:
    judged = judge("recieve", "lower")
    assert judged.best is not None and judged.best.word == "receive"
    assert 0.0 < judged.probability <= 1.0
    # a word written elsewhere in the CV is likelier
    in_cv = judge("recieve", "lower", lambda w: 2 if w == "relieve" else 0)
    scores = {c.word: c.score for c in in_cv.candidates}
    plain = {c.word: c.score for c in judged.candidates}
    if "relieve" in scores:
        assert scores["relieve"] > plain["relieve"]

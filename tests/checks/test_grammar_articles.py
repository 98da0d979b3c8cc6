"""The article before an all-capitals word follows how it is said: spelled letter by
letter ("an MLIR-based", "an FBI agent", "an HTML page") or read as a word ("a NASA
mission"); short ones said both ways are left alone."""

from __future__ import annotations

import pytest

from cvcoach.checks.grammar import acronym_wants_an, article_issues


def fixes(text: str) -> list[str | None]:
    return [i.suggestion for i in article_issues(text)]


@pytest.mark.parametrize(
    ("text", "fix"),
    [
        ("Built a MLIR-based compiler", "an MLIR-based"),  # M-L: no English word starts so
        ("Worked as a FBI analyst", "an FBI"),
        ("Wrote a HTML page", "an HTML"),
        ("Trained a LLM", "an LLM"),
        ("Ran a HPC cluster", "an HPC"),
        ("Deployed a ML model", "an ML"),
        ("Designed a API", "an API"),  # spelled or read, it starts with a vowel sound
        ("Joined an NASA mission", "a NASA"),  # read as a word
        ("Wrote an CUDA kernel", "a CUDA"),
        ("Used an SIMD unit", "a SIMD"),
        ("Bought an GPU", "a GPU"),  # G-P cannot start a word: spelled, "gee"
        ("Trained a interpreter", "an interpreter"),  # words as before
    ],
)
def test_the_article_follows_the_sound(text: str, fix: str) -> None:
    assert fixes(text) == [fix]


@pytest.mark.parametrize(
    "text",
    [
        "Built an MLIR-based compiler",
        "Worked as an FBI analyst",
        "Wrote an HTML page and a URL parser",
        "Joined a NASA mission",
        "Ran an MPI job on an FPGA board",
        "Set up a LAN and an LAN",  # said "lan" or "el-ay-en": both are right
        "Trained an LLMs ensemble",
        "Studied at an MIT lab",
        "Finished a PhD and an MBA",
        "Built an NVIDIA pipeline",
        "Wrote a UNICEF report",
    ],
)
def test_right_articles_are_left_alone(text: str) -> None:
    assert fixes(text) == []


def test_readings() -> None:
    assert acronym_wants_an("XML") is True  # "ex-em-el"
    assert acronym_wants_an("SCUBA") is False  # "sc" starts words: read as a word
    assert acronym_wants_an("RAM") is None  # "ram" or "ar-ay-em"

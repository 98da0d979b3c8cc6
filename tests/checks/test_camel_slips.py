"""Slips in CamelCase and all-capital names (`cvcoach.checks.camel_slips`), on made-up names."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.tokens import tokenize, tokenize_with_code
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


def test_lower_camel_words_are_the_code_words_tokenize_leaves_out() -> None:
    text = "Built ixelForge with getValue, snake_case and an iPhone."
    assert [t.text for t in tokenize_with_code(text)[1]] == ["ixelForge", "getValue"]
    assert "ixelForge" not in [t.text for t in tokenize(text)]


@pytest.mark.parametrize(
    ("text", "context", "word", "suggestion"),
    [
        # a name the CV writes elsewhere, one slip away in the same capitals
        ("Built NovaDsek for traders.", "NovaDesk runs on AWS.", "NovaDsek", "NovaDesk"),
        ("Built OrbitDsk tools.", "OrbitDesk runs on AWS.", "OrbitDsk", "OrbitDesk"),
        ("Shipped OrbitKPU dashboards.", "OrbitKPI tracks sales.", "OrbitKPU", "OrbitKPI"),
        ("Led the KORBO migration.", "KORVO is the platform.", "KORBO", "KORVO"),
        # the first capital lost (the word reads as code) or swapped with the next letter
        ("Built ixelForge for artists.", "PixelForge is ours.", "ixelForge", "PixelForge"),
        ("Built iPxelForge for artists.", "", "iPxelForge", "PixelForge"),
        ("Wrote kernels in orchScript.", "", "orchScript", "TorchScript"),
        ("Wrote kernels in oTrchScript.", "", "oTrchScript", "TorchScript"),
        ("Compiled graphs with nGrpah.", "", "nGrpah", "nGraph"),
        # a capital swapped with a letter beside it
        ("Built OrbiMtetric dashboards.", "", "OrbiMtetric", "OrbitMetric"),
        ("Built PixeFlorge for artists.", "", "PixeFlorge", "PixelForge"),
        # one part a slip of a word beside words
        ("Built OrbitMasp for hikers.", "", "OrbitMasp", "OrbitMaps"),  # four letters: a swap
        ("Built OrbitMaos for hikers.", "", "OrbitMaos", "OrbitMaps"),  # a neighbouring key
        ("Taught at CobaltSchoool.", "", "CobaltSchoool", "CobaltSchool"),
        ("Taught at ZorvaSchoil.", "", "ZorvaSchoil", "ZorvaSchool"),  # beside a name
        # ... or of a word the CV writes in another CamelCase name
        ("Built LumnDesk for traders.", "LumenForge is ours.", "LumnDesk", "LumenDesk"),
        ("Ran PixlForge beside PixelStudio.", "", "PixlForge", "PixelForge"),
        # a lexicon term written in capitals, a letter dropped
        ("Published at SIMOD.", "", "SIMOD", "SIGMOD"),
    ],
)
def test_camel_slips_are_found(
    speller: Speller, text: str, context: str, word: str, suggestion: str
) -> None:
    assert found(speller, text, context) == [(word, suggestion)]


def test_the_right_name_is_not_reported_for_its_slip(speller: Speller) -> None:
    text = "Built NovaDsek for traders; NovaDesk runs on AWS."
    assert found(speller, text) == [("NovaDsek", "NovaDesk")]


@pytest.mark.parametrize(
    "text",
    [
        "Raised ParserError where the parser raised ParseError.",  # two forms of a word
        "Sold OrbitMaps and OrbitMap licences.",
        "Used OrbitDesk and OrbitDisk.",  # two names of words, no slip
        "Called getElementById and useState; wrote ndArray code.",  # identifiers
        "Used iDeMarker on eBay with an iPhone.",
        "Wrote a UnixCCompiler wrapper and a TestMMapWrapper.",  # a letter before a word
        "Thanks to PixelForgeSW and JonathanWindell.",  # usernames
        "Built LumnDesk for traders.",  # no evidence of which word was meant
        "Ran PixlForge and PixlDesk beside PixelStudio.",  # a part written so on purpose
        "Used CUDA, NCCL and GPUS.",  # acronyms
    ],
)
def test_real_names_are_left_alone(speller: Speller, text: str) -> None:
    assert found(speller, text) == []

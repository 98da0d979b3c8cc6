"""The further sources of `data/terms.txt` (`scripts/build_terms.py`): brand and product names
in their makers' casing, the rules that keep other words out, and how a listed product
weighs against a common word as a correction."""

from __future__ import annotations

import importlib.util
from types import ModuleType

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language.terms import Terms, product_names, python_names, term_near_miss
from tests.conftest import ROOT, found

pytestmark = pytest.mark.usefixtures("private_word_cache")


@pytest.fixture(scope="module")
def build_terms() -> ModuleType:
    """scripts/build_terms.py as a module (its rules only: nothing is fetched)."""
    spec = importlib.util.spec_from_file_location(
        "build_terms", ROOT / "scripts" / "build_terms.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the names they add ---------------------------------------------------------------------


def test_brand_and_product_names_are_listed_in_their_makers_casing() -> None:
    products = product_names()
    assert products["bitwarden"] == ("Bitwarden",)  # simple-icons: a one-word title
    assert products["accuweather"] == ("AccuWeather",)
    assert products["dataproc"] == ("Dataproc",)  # @cspell/dict-google
    assert products["memorystore"] == ("Memorystore",)


def test_a_listed_name_is_accepted_and_its_slip_reported_in_its_casing(speller: Speller) -> None:
    assert found(speller, "Filed household secrets in Bitwarden and ran batches on Dataproc.") == []
    assert found(speller, "Filed household secrets in Bitwraden.") == [("Bitwraden", "Bitwarden")]
    assert found(speller, "Ran nightly batches on Dataprco.") == [("Dataprco", "Dataproc")]
    assert found(speller, "Cached visitor carts in Memorystroe.") == [
        ("Memorystroe", "Memorystore")
    ]
    assert found(speller, "Charted forecasts from AccuWaether.") == [("AccuWaether", "AccuWeather")]


# -- the words they leave out ---------------------------------------------------------------


def test_only_words_written_as_names_count(build_terms: ModuleType) -> None:
    written_as_name = build_terms.written_as_name
    assert written_as_name("Quexotron") and written_as_name("QuexoTron")
    assert written_as_name("iQuexo")  # a few small letters before the capital (iOS, eBay)
    assert not written_as_name("quexotron")  # an identifier or a plain word
    assert not written_as_name("quexoVersion")  # an identifier
    assert not written_as_name("QUEXOTRON") and not written_as_name("QxTR")  # acronyms


def test_pieces_of_a_name_cut_at_its_capitals_are_no_names(build_terms: ModuleType) -> None:
    pieces = build_terms.name_pieces({"QuexotroSQL", "VXquexotron"})
    assert "Quexotro" in pieces and "Xquexotron" in pieces and "quexotron" in pieces


def test_further_names_skip_words_listed_plain_short_or_cut(build_terms: ModuleType) -> None:
    words = ["Quexotron", "Vorpalix", "Blanket", "Quexo", "Zindrel", "ZindrelQL", "Plimbus"]
    written = {*words, "plimbus"}
    found_names = build_terms.further_names(words, {"plimbus"}, written)
    # Blanket: an English word; Quexo: short; Zindrel: a piece of ZindrelQL; Plimbus:
    # listed already, in the casing the earlier list gives it
    assert found_names == {"Quexotron", "Vorpalix", "ZindrelQL"}


# -- a product against a common word ----------------------------------------------------------


def test_a_product_is_no_correction_for_a_slip_of_a_common_word() -> None:
    products: dict[str, tuple[str, ...]] = {"kithxen": ("Kithxen",), "blorvixe": ("Blorvixe",)}
    terms = Terms({}, frozenset(), frozenset(), {}, products)
    # kithcen: a slip of the made-up product Kithxen, but far likelier one of kitchen
    assert term_near_miss("kithcen", terms, strict=False, written="kithcen") is None
    assert term_near_miss("blorvice", terms, strict=False, written="blorvice") == "Blorvixe"


# -- Python's module and package names --------------------------------------------------------


def test_python_names_are_accepted_as_written(speller: Speller) -> None:
    # each was corrected to a word or name one slip away (Scapy, networks, charset, mkdtemp)
    text = "Crawled listings with Scrapy and graphed them with networkx."
    assert found(speller, text) == []
    assert found(speller, "Guessed encodings with chardet; built the queue on mkstemp files.") == []


def test_a_python_name_is_never_offered_as_a_correction(speller: Speller) -> None:
    # many are one slip from another identifier (execve, execvpe), so none is a correction
    assert "execvpe" in python_names()
    assert speller.suggest("execvpd") != "execvpe"
    assert found(speller, "Replaced the shell with an execvpd call.") != [("execvpd", "execvpe")]


def test_package_names_keep_words_short_names_and_constants_out(build_terms: ModuleType) -> None:
    words = ["quexotron", "h5quex", "plimbus", "quex", "networks", "QUEXOTRON", "quex_tron"]
    assert build_terms.package_names(words, {"plimbus"}) == {"quexotron", "h5quex"}

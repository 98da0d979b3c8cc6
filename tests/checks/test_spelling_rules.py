"""The general spelling rules: slip likelihood, names, product casing, CamelCase, phrase data."""

from __future__ import annotations

import pytest

from cvcoach.checks.spelling import Speller
from cvcoach.language import phrases
from cvcoach.language.candidates import dictionary_candidate
from cvcoach.language.phrases import parse_rule, phrase_slips
from cvcoach.language.slips import slip_cost
from cvcoach.language.terms import people_names, product_names
from cvcoach.language.tokens import mask
from tests.conftest import found

pytestmark = pytest.mark.usefixtures("private_word_cache")


# -- how likely a slip is -----------------------------------------------------------------


def test_plain_slips_cost_less_than_odd_ones() -> None:
    swap, neighbour, far = (slip_cost(t, "general") for t in ("genreal", "gemeral", "gepearl"[:7]))
    assert swap is not None and neighbour is not None
    assert swap < neighbour
    assert far is None  # two edits: no one slip
    assert slip_cost("genxral", "general") > slip_cost("gwneral", "general")  # type: ignore[operator]
    # the first letter costs more than the same slip inside the word
    assert slip_cost("feneral", "general") > slip_cost("gemeral", "general")  # type: ignore[operator]
    # a doubled last letter is a plain slip; a dropped ending may be another word
    assert slip_cost("academyy", "academy") < slip_cost("machin", "machine")  # type: ignore[operator]


@pytest.mark.parametrize(
    ("typo", "shape", "fix"),
    [
        ("wverywhere", "lower", "everywhere"),  # a slip in the first letter
        ("solutio", "lower", "solution"),  # the last letter dropped
        ("recmmender", "lower", "recommender"),  # a derived word the dictionary lacks
        ("extention", "lower", "extension"),
        ("accomodaton", "lower", "accommodation"),  # two edits away, a long word
    ],
)
def test_dictionary_candidates(typo: str, shape: str, fix: str, speller: Speller) -> None:
    assert speller.suggest(typo) == fix


def test_a_short_capitalised_word_needs_a_plain_slip_of_a_common_word() -> None:
    assert dictionary_candidate("sosial", "title", name_evidence=True) is None


def test_a_capitalised_word_one_slip_from_a_name_is_another_name(speller: Speller) -> None:
    assert found(speller, "Thanks to Kevon Smith") == []


# -- what must be found ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word", "fix"),
    [
        ("Paid with Paypal", "Paypal", "PayPal"),  # a product's makers' casing
        ("Videos on Youtube", "Youtube", "YouTube"),
        ("Worked at VividCortrx on metrics", "VividCortrx", "VividCortex"),  # a CamelCase part
        ("CConducted comprehensive tests", "CConducted", "Conducted"),  # shift held too long
        ("a Chrome xEtension", "xEtension", "Extension"),  # first two letters swapped
        ("Synthesised it in Quartbus", "Quartbus", "Quartus"),  # quart + bus, but a product
        ("Knowledge of Javascrip", "Javascrip", "JavaScript"),  # the term's own casing
        ("Wrote it wverywhere", "wverywhere", "everywhere"),
        ("the oter team", "oter", "other"),  # a letter dropped inside a short word
        ("paid mothly", "mothly", "monthly"),  # moth + ly loses to a far more common slip
        ("Fixed the modelss", "modelss", "models"),  # no -s after s: no plural of models
        ("She generateed reports", "generateed", "generated"),  # a silent e drops before -ed
        ("Wrote the Pipelinees page", "Pipelinees", "Pipelines"),  # no -es after a silent e
        ("Mapped the Pacific Icean floor", "Icean", "Ocean"),  # capitalised, no sign of a name
        ("Models trained with TensorClow", "TensorClow", "TensorFlow"),  # a term's CamelCase
        ("itegrated the tools", "itegrated", "integrated"),  # not the plain term 'iterated'
        # a term's first letter, a neighbouring key's, in the term's own case
        ("Deployed the vackend on a cluster", "vackend", "backend"),
        ("Provisioned it with Rerraform modules", "Rerraform", "Terraform"),
        ("Ported it to RypeScript", "RypeScript", "TypeScript"),
        ("Mirrored to GitHHub", "GitHHub", "GitHub"),  # a term's capital typed twice
        ("Maintained the PaymnetUI service", "PaymnetUI", "PaymentUI"),  # beside an acronym
        ("Maintained the PaymnetAPI service", "PaymnetAPI", "PaymentAPI"),
        ("nhanced the caching layer.", "nhanced", "Enhanced"),  # the capital went with it
        ("Joined Acme Tech nvestment", "nvestment", "Investment"),  # in a name's run
        ("We nhanced the caching layer", "nhanced", "enhanced"),  # We: a sentence's capital
        ("Co-uthored two papers", "uthored", "authored"),  # inside a hyphenated word
        ("Software ngineer Intern", "ngineer", "Engineer"),  # a title's run of capitals
        ("Bundled with wepack", "wepack", "webpack"),  # a lower-case slip, a lower-case fix
        ("Tuned Postgrs for speed", "Postgrs", "Postgres"),  # a slip of an alias: the alias
        ("Tuned MyQSL for speed", "MyQSL", "MySQL"),  # five letters in CamelCase
        ("Provisioned it with Terrafor", "Terrafor", "Terraform"),  # a long term cut short
        ("Hosted on Azyre functions", "Azyre", "Azure"),  # five letters: a lexicon term
        ("Taught Python and KATLAB", "KATLAB", "MATLAB"),  # no kat + lab: a term's slip
        ("the supervisers approved it", "supervisers", "supervisors"),  # a doer in -or
        ("a creater of tools", "creater", "creator"),  # "a ... of": the words beside it say
        ("for the developeds on the team", "developeds", "developers"),  # no -s after -ed
        ("Ran jobs on the Xluster nodes", "Xluster", "Cluster"),  # a neighbouring first key
        ("Lived in Berlim for two years", "Berlim", "Berlin"),  # a listed place
        ("University of Computer Studies, Mumbia", "Mumbia", "Mumbai"),  # even beside a name
    ],
)
def test_finds(speller: Speller, text: str, word: str, fix: str) -> None:
    assert (word, fix) in found(speller, text)


def test_a_name_spelled_right_elsewhere_and_wrong_once(speller: Speller) -> None:
    cv = ["Mentored by Kevin Smith", "Kevin Smith led the group", "Thanks to Kevon Smith"]
    assert ("Kevon", "Kevin") in found(speller, cv[2], *cv[:2])


def test_product_severity_is_info(speller: Speller) -> None:
    [finding] = speller.check("Paid with Paypal")
    assert finding.severity == "info"


# -- what must be left alone --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Paid with PayPal and paypal-sdk",  # the makers' casing, a package name
        "Worked at VividCortex",
        "Built an iPhone app sold on eBay",
        "Universitas Negeri Malang",  # a name: no false plural of university
        "Yayasan Dana Sosial Al Falah",
        "the expressibility of the language",  # express + ibility
        "Datacenter operations",  # dataCenter in a list is an identifier, not a casing
        "Mentored by Kevin Smith",
        "John Davidson and Mary Davison",  # two names, each once
        "the blockDim and threadIdx variables",
        "profile it with cprofile",  # a letter before a word: a prefix, not a slip
        "XInclude support, thanks to FlorianSW and JonathanWindell",  # names and usernames
        "a groupby over the frame",  # group + by builds no correction
        "linting, sharded tables and retrained models",  # inflections of terms and words
        "the repo, its args and the yaml file",
        "CPython and PyPy; Cython and Cython extensions",  # two names, not a slip
        "the backend, the frontend and the toolchain",  # words run together, read as words
        "agreeing on manageable, behaviour-driven goals",  # regular endings kept
        "P Lison and J. Tiedemann, 2016",  # a capitalised word after an initial is a name
        "Boland and Calero wrote it",  # listed surnames, a key from products (Goland, Valero)
        "the Cetune and Ketune projects",  # a name is no slip of a plain term (detune)
        "read the tzfile format",  # no slip of the identifier gzFile
        "Thanks to AnnaKL, BobMX and JohnSW",  # a name and initials: usernames
        "We enhanced the caching layer.",
        "Ahuja and Kapur wrote it",  # listed surnames one slip from places (Abuja, Kanpur)
        "Thanks to Adeco and Asbry",  # five letters: product-list names (Adecco) are too many
        "Visited Shenzhen and Abobo",  # listed places the dictionary lacks
    ],
)
def test_leaves_alone(speller: Speller, text: str) -> None:
    assert found(speller, text) == []


# -- data files ---------------------------------------------------------------------------


def test_phrase_slip_lines_carry_a_reason() -> None:
    rule = parse_rule("alot -> a lot | warning | 'a lot' is two words")
    assert rule.reason == "'a lot' is two words"
    for bad in ("alot -> a lot", "alot -> a lot | fatal | why", "alot -> a lot | warning | "):
        with pytest.raises(ValueError):
            parse_rule(bad)


def test_context_rules_read_code_but_report_prose(monkeypatch: pytest.MonkeyPatch) -> None:
    rule = parse_rule(r"/\b(teh)(?=[ `]+docs)/ -> the | warning | a slip of 'the'")
    monkeypatch.setattr(phrases, "_rules", lambda: (rule,))
    text = "Read teh `docs`, not `teh docs`"
    slips = [(s.word, s.suggestion, text[s.start : s.end]) for s in phrase_slips(text, mask(text))]
    assert slips == [("teh", "the", "teh")]


def test_product_and_name_lists_are_built_not_tuned() -> None:
    products = product_names()
    assert len(products) > 5000 and products["paypal"] == ("PayPal",)
    assert "kevin" in people_names()

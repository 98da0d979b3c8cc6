"""Fact extraction: quantities compare by value in any spelling, names by a normalised key."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cvcoach.grounding.entities import extract_entities, normalise_entity, scan_entities
from cvcoach.grounding.quantities import Quantity, extract_quantities, restates, supports
from cvcoach.language.markup import strip_markup


def one(text: str) -> Quantity:
    found = extract_quantities(text)
    assert len(found) == 1, found
    return found[0]


def backed(source: str, claim: str) -> bool:
    """True when every quantity of `claim` is backed by some quantity of `source`."""
    sources = extract_quantities(source)
    return all(any(supports(s, c) for s in sources) for c in extract_quantities(claim))


# --------------------------------------------------------------------- quantities


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("Reduced latency by 35%", 35, "percent"),
        ("a 96 percent hit rate", 96, "percent"),
        ("served 1,200 users", 1200, "number"),
        ("served 1.2k users", 1200, "number"),
        ("3 billion rows", 3e9, "number"),
        ("two teams", 2, "number"),
        ("twenty-five models", 25, "number"),
        ("a dozen models", 12, "number"),
        ("raised $1.4M", 1.4e6, "money"),
        ("raised USD 2 million", 2e6, "money"),
        ("2.1 s p99 latency", 2.1, "duration"),
        ("2100 ms p99 latency", 2.1, "duration"),
        ("for 3 years", 3 * 31557600, "duration"),
        ("a 3-year project", 3 * 31557600, "duration"),
        ("10x faster", 10, "multiplier"),
        ("10X faster", 10, "multiplier"),
        ("10 times faster", 10, "multiplier"),
        ("a 3-fold gain", 3, "multiplier"),
        ("doubled throughput", 2, "multiplier"),
        ("in 2019", 2019, "year"),
        ("ESEC/FSE'24", 2024, "year"),
        ("Aug. 2023", 20230800, "date"),
        ("Augu. 2023", 20230800, "date"),
        ("Nov.2022", 20221100, "date"),
        ("2024.9", 20240900, "date"),
        ("Sep. 2018 - Dec. 21", 20180900, "date"),
        ("March 3, 2023", 20230303, "date"),
        ("3 March 2023", 20230303, "date"),
        ("Top15 committer", 15, "number"),
        ("rank 4th", 4, "ordinal"),
        ("First Prize", 1, "ordinal"),
        ("Third author", 3, "ordinal"),
        ("the 17th USENIX Symposium", 17, "ordinal"),
    ],
)
def test_quantity_value_and_kind(text: str, value: float, kind: str) -> None:
    q = extract_quantities(text)[0]
    assert q.value == pytest.approx(value)
    assert q.kind == kind


def test_several_quantities_in_order() -> None:
    found = extract_quantities("It achieved 3X and 1.5X speedup, then 14.3% and 48.1% less")
    assert [(q.value, q.kind) for q in found] == [
        (3, "multiplier"),
        (1.5, "multiplier"),
        (14.3, "percent"),
        (48.1, "percent"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "gained O(1) speedup by reducing atomic operations",  # complexity, not a claim
        "Lead the project Parrot [1]",  # citation marker
        "see [the PR](https://github.com/Tencent/ncnn/pull/4288)",  # digits of a URL
        "mail zhijing.li94@example.com",
        "trained ResNet50 on A100 GPUs with avx512 and I2C",  # digits of names
        "one of the maintainers of one project",  # "one" as a determiner
    ],
)
def test_not_number_claims(text: str) -> None:
    assert extract_quantities(text) == []


def test_ordinal_words_count_only_as_rankings() -> None:
    assert extract_quantities("the first compiler I wrote") == []
    assert one("won second place").kind == "ordinal"
    assert one("Co-first author").value == 1


def test_at_least_and_vague_quantities() -> None:
    assert one("18k+ stars") == Quantity(18000, "number", "18k+", at_least=True)
    assert one("more than 10x times").at_least
    assert one("over 2 years").at_least
    vague = one("thousands of users")
    assert (vague.value, vague.at_least, vague.vague) == (2000, True, True)


def test_units_of_a_range_apply_to_both_ends() -> None:
    assert [q.kind for q in extract_quantities("5-10% fewer misses")] == ["percent", "percent"]
    assert [q.kind for q in extract_quantities("2 to 3x faster")] == ["multiplier"] * 2
    low, high = extract_quantities("$1-2M")
    assert (low.value, low.kind, high.kind) == (1e6, "money", "money")


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("1,200 users", "1.2k users"),
        ("1200 users", "1,200 users"),
        ("3 billion rows", "3,000,000,000 rows"),
        ("Led 3 teams", "Led three teams"),
        ("2.1 s", "2,100 ms"),
        ("96%", "96 percent"),
        ("10x", "10 times"),
        ("speedup of 2x", "doubled"),
        ("more than 10x times", "more than 10x"),
        ("more than 10x times", "10x"),  # saying less than the source is allowed
        ("18k+ stars", "18k+ stars"),
        ("18k+ stars", "thousands of stars"),
        ("April 2023 - Augu 2023", "in 2023"),  # a year is backed by a date in it
        ("Nov.2022", "Nov. 2022"),
        ("June 2022", "2022"),
        ("2000 users", "2,000 users"),  # a year-like number stays a number
    ],
)
def test_supported_spellings(source: str, claim: str) -> None:
    assert backed(source, claim)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Reduced latency by 73%", "Reduced latency by 70%"),  # rounding changes a fact
        ("served 1.4M users", "raised $1.4M"),  # money must match money
        ("raised $2M", "raised €2M"),
        ("10x faster", "more than 10x faster"),  # claiming more than the source
        ("40 engineers", "40+ engineers"),
        ("1,500 users", "thousands of users"),
        ("2 s", "2 minutes"),
        ("in 2023", "Aug. 2023"),  # a month the source never gave
        ("96%", "96x"),
        ("Third author", "First author"),
    ],
)
def test_unsupported_claims(source: str, claim: str) -> None:
    assert extract_quantities(claim)
    assert not backed(source, claim)


def test_restates_for_the_dropped_fact_check() -> None:
    [more] = extract_quantities("more than 10x times")
    [plain] = extract_quantities("10x")
    assert restates(plain, more)
    [date] = extract_quantities("Nov. 2022")
    [year] = extract_quantities("2022")
    assert restates(year, date)
    assert not restates(one("11x"), plain)
    assert not restates(one("2019"), year)
    assert not restates(one("Nov. 2019"), date)


@given(st.integers(min_value=1000, max_value=10**9))
def test_grouped_and_plain_digits_are_one_value(n: int) -> None:
    grouped, plain = one(f"{n:,} rows"), one(f"{n} rows")
    assert grouped.value == plain.value == n


@given(st.integers(min_value=1, max_value=999), st.sampled_from([("k", 1e3), ("M", 1e6)]))
def test_scale_suffix_equals_written_out_value(n: int, scale: tuple[str, float]) -> None:
    suffix, factor = scale
    short, long = one(f"{n}{suffix} users"), one(f"{int(n * factor):,} users")
    assert supports(short, long) and supports(long, short)


# ----------------------------------------------------------------------- entities


def test_entities_of_a_real_bullet() -> None:
    text = "Detect 96 bugs of Pytorch, TensorFlow XLA, TensorFlowLite, LLVM based on the source"
    assert extract_entities(text) == ["Pytorch", "TensorFlow XLA", "TensorFlowLite", "LLVM"]


@pytest.mark.parametrize(
    ("text", "entity"),
    [
        ("Intern at UCSD on MLIR for the TPU", "UCSD"),  # acronym
        ("built on cuBLAS", "cuBLAS"),  # mixed case
        ("developed AITemplate", "AITemplate"),
        ("contributed to ncnn", "ncnn"),  # lexicon, lower case
        ("deployed with Kubernetes", "Kubernetes"),  # not an English word
        ("a fan of Charles Leclerc", "Charles Leclerc"),
        ("worked at Google", "Google"),  # capitalised inside a sentence
        ("System and Networking Group, Microsoft Research Asia", "Microsoft Research Asia"),
        ("Topic: LLM serving at the Seed Foundation Team", "Seed Foundation Team"),
        ("tuned kernels for H100 GPUs", "H100 GPUs"),
        ("published in **PLDI 2020**", "PLDI"),
    ],
)
def test_entity_kinds(text: str, entity: str) -> None:
    assert entity in extract_entities(text)


def test_sentence_openers_and_plain_words_are_not_entities() -> None:
    assert extract_entities("Developed the compiler. Led a team; Owned the backend") == []
    assert extract_entities("we lead the memory manager work in python and go") == ["python"]


def test_titles_and_degrees_are_entities_though_english() -> None:
    found = {m.text: m.title for m in scan_entities("Senior Engineer with a PhD, Staff role")}
    assert found["Senior"] and found["PhD"] and found["Staff"]
    assert not any(m.title for m in scan_entities("Lead the project; memory manager"))
    assert [m.key for m in scan_entities("Ph.D. and MSc") if m.title] == ["phd", "master"]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("GPUs", "GPU"),
        ("PyTorch's", "pytorch"),
        ("TensorFlow Lite", "TensorFlowLite"),
        ("Lite-HRNet", "Lite HRNet"),
        ("**PLDI**", "PLDI"),
        ("Ph.D.", "PhD"),
    ],
)
def test_normalised_keys_match_across_spellings(a: str, b: str) -> None:
    assert normalise_entity(a) == normalise_entity(b)


def test_markup_is_removed() -> None:
    text = "<b>Project</b>: [ncnn](https://github.com/Tencent/ncnn) with **18k+** `stars`"
    assert strip_markup(text) == " Project : ncnn with 18k+ stars"

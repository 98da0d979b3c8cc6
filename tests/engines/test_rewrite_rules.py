"""Deterministic rewrite rules: what they fix, what they leave alone, and what they never lose."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cvcoach.engines.rewrite_rules import Edit, apply_rules
from tests.checks.test_writing import SAMPLE_BULLETS

RULES = {"weak_verb", "pronoun", "tense", "broken_text", "duplicate_word", "spelling"}

MORE_BULLETS = [
    "Profiled the bottleneck of current SOTA LLM Serving framework(e.g., vllm, ppl.llm).",
    "now coding for one project about acclerating the serving throughtput of LLMs.",
    "Duties included: Write and Optimize(such as SIMD) operators for ncnn, mainly aligned with "
    "pytorch, some examples I built:",
    "GELU: Implement sse/avx/avx512 version of gelu, with a fast version of erfc.",
    "Role: Top15 committer(util Nov.2022) of 269 committers in total",
    "I have optimized the LLVM Backend of SenseTime TPU, written many high-performance neural "
    "networks operators for Tencent company",
    "In addition, as the person in charge, I once led a team to complete an industry project.",
    "Full-stack FPGA implementation of NVDLA. To enhance the utility of this accelerator, we "
    "designed a new compiler and runtime.",
    "Developed AITemplate, achieving 3X and 1.5X speedup compared with PyTorch Eager and TensorRT.",
    "Identified the bottleneck by breaking down the FC layer and gained O(1) speedup.",
    "gptq-integration to mlc-llm, matrix core support for tvn, general n:m training for apex.",
    "Responsible for refactoring the parser of the MLIR frontend in Q3 2021",
    "Helped the team ship Relax 0.2 on time",
    "Worked on the TVM runtime for 2 years",
    "Speed up existing SOTA algorithms by more than 10x times.",
]
ALL_BULLETS = SAMPLE_BULLETS + MORE_BULLETS


def fix(text: str, finished: bool | None = True, corrections: dict[str, str] | None = None) -> str:
    return apply_rules(text, finished=finished, corrections=corrections or {})[0]


# --- the sample bullets -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "finished", "expected"),
    [
        (
            "Duties included:  Responsible for the LLVM part of this project.",
            True,
            "Owned the LLVM part of this project.",
        ),
        (
            "Duties included: Optimizing the backend of LLVM based on the TPU of SenseTime.",
            True,
            "Optimized the backend of LLVM based on the TPU of SenseTime.",
        ),
        (
            "Duties included: Optimizing the backend of LLVM based on the TPU of SenseTime.",
            False,
            "Optimize the backend of LLVM based on the TPU of SenseTime.",
        ),
        (
            SAMPLE_BULLETS[1],
            True,
            "Based on the memory bound of graph processing SOTA algorithm, a more efficient "
            "dynamic-graph-friendly data storage format is proposed, which involves "
            "modifications to the page table operating system kernel(Linux).",
        ),
        (
            "Improve the GPU SM utilization to accelerate the serving throughtput of LLMs",
            False,
            "Improve the GPU SM utilization to accelerate the serving throughtput of LLMs",
        ),
        (
            "Detect 96 bugs of Pytorch, TensorFlow XLA, TensorFlowLite, LLVM based on the "
            "optimization source code",
            True,
            "Detected 96 bugs of Pytorch, TensorFlow XLA, TensorFlowLite, LLVM based on the "
            "optimization source code",
        ),
        (
            "Speed up existing SOTA algorithms by more than 10x times.",
            True,
            "Sped up existing SOTA algorithms by more than 10x times.",
        ),
        (
            "I helped to deploy a simple LLM on device through machine learning compilation "
            "(MLC). And also contributed to a project which aims to perform fine-tuning (LoRA) "
            "on device.",
            True,
            "Contributed to deploying a simple LLM on device through machine learning "
            "compilation (MLC). And also contributed to a project which aims to perform "
            "fine-tuning (LoRA) on device.",
        ),
        (
            "Dahlia improved DSE efficiency by only accepting 0.4The work is published in "
            "**PLDI 2020**.",
            True,
            "Dahlia improved DSE efficiency by only accepting 0.4 The work is published in "
            "**PLDI 2020**.",
        ),
        (
            "Joined the HDCS (hyper- converged distributed storage) team to optimize the "
            "performance of Ceph",
            True,
            "Joined the HDCS (hyper-converged distributed storage) team to optimize the "
            "performance of Ceph",
        ),
        (
            "Build an algorithm for artist to detect if their music was violating copy right "
            "infringement laws",
            True,
            "Built an algorithm for artist to detect if their music was violating copy right "
            "infringement laws",
        ),
        (
            "Role: Role: Research Intern, **Third author**",
            True,
            "Role: Research Intern, **Third author**",
        ),
    ],
)
def test_sample_bullets(text: str, finished: bool, expected: str) -> None:
    assert fix(text, finished) == expected


def test_edits_say_what_changed_and_why() -> None:
    _, edits = apply_rules(
        "Duties included:  Responsible for the LLVM part of this project.", finished=True
    )
    assert edits == [
        Edit("weak_verb", "Duties included:", "", edits[0].reason),
        Edit("weak_verb", "Responsible for", "Owned", edits[1].reason),
    ]
    assert all(edit.reason for edit in edits)


@pytest.mark.parametrize("finished", [True, False, None])
@pytest.mark.parametrize("text", ALL_BULLETS)
def test_rules_are_known_and_the_result_is_stable(text: str, finished: bool | None) -> None:
    once, edits = apply_rules(text, finished=finished)
    assert {edit.rule for edit in edits} <= RULES
    assert apply_rules(once, finished=finished) == (once, [])


# --- nothing is lost ------------------------------------------------------------------------------


def digit_runs(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


def names(text: str) -> set[str]:
    """Tokens with a capital that are not just a capitalised first word of a clause.

    A rule may rewrite a clause's first word ("Build" -> "Built", "Responsible for" -> "Owned")
    and drop the subject "I"; it may never drop a name or a technical term. A word repeated
    right after itself is the same word (the duplicate rule keeps one of them).
    """
    found = set()
    for match in re.finditer(r"[A-Za-z][A-Za-z0-9+#]*", text):
        token = match.group()
        before = text[: match.start()].rstrip(" *_")
        if token == "I" or token.islower() or re.search(rf"(?i)\b{token}[:;,]?$", before):
            continue
        initial = before == "" or before[-1] in ".:!?"
        if any(c.isupper() for c in token[1:]) or not initial:
            found.add(token)
    return found


@pytest.mark.parametrize("finished", [True, False, None])
def test_every_number_and_name_survives(finished: bool | None) -> None:
    for text in ALL_BULLETS:
        out = fix(text, finished)
        assert digit_runs(text) <= digit_runs(out), (text, out)
        missing = names(text) - set(re.findall(r"[A-Za-z][A-Za-z0-9+#]*", out))
        # a capitalised verb after "and" may take the past tense: "and Optimize" -> "and Optimized"
        missing = {m for m in missing if not re.search(rf"\band {m}(e?d|ed)\b", out)}
        assert not missing, (text, out)


# --- each rule ------------------------------------------------------------------------------------


def test_corrections_apply_to_whole_words_only() -> None:
    corrections = {"copy right": "copyright", "Techcrunch": "TechCrunch", "tvn": "TVM"}
    text = "Won Techcrunch Disrupt with tvn kernels; Techcrunchy tvnx copy rights"
    out, edits = apply_rules(text, finished=True, corrections=corrections)
    assert out == "Won TechCrunch Disrupt with TVM kernels; Techcrunchy tvnx copy rights"
    assert [(e.rule, e.before, e.after) for e in edits] == [
        ("spelling", "Techcrunch", "TechCrunch"),
        ("spelling", "tvn", "TVM"),
    ]
    assert fix("violating copy right laws", True, {"copy right": "copyright"}) == (
        "Violating copyright laws"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I have optimized the LLVM Backend of SenseTime TPU",
            "Optimized the LLVM Backend of SenseTime TPU",
        ),
        ("I once led a team of 4 on arm chips", "Once led a team of 4 on arm chips"),
        ("I have a patent on cache tiling (US 123)", "I have a patent on cache tiling (US 123)"),
        ("I am a member of the TVM PMC", "I am a member of the TVM PMC"),
        # "we" stays: dropping it would claim a team's work for one person
        ("We designed a new compiler and runtime", "We designed a new compiler and runtime"),
        ("Built X; I also tuned Y", "Built X; I also tuned Y"),
    ],
)
def test_only_a_leading_i_is_dropped(text: str, expected: str) -> None:
    assert fix(text) == expected


@pytest.mark.parametrize(
    ("text", "finished", "expected"),
    [
        ("Responsible for the LLVM part", False, "Own the LLVM part"),
        ("Responsible for the LLVM part", None, "Owned the LLVM part"),
        ("Responsible for refactoring the parser", True, "Refactored the parser"),
        ("Helped deploy Relax on 3 devices", True, "Contributed to deploying Relax on 3 devices"),
        ("Helped the team ship Relax 0.2", True, "Helped the team ship Relax 0.2"),
        ("Worked on the TVM runtime", True, "Worked on the TVM runtime"),
        ("Worked on porting the TVM runtime", True, "Ported the TVM runtime"),
        ("In charge of a team of 5 engineers", True, "Managed a team of 5 engineers"),
        (
            "Involved in the design of the scheduler",
            False,
            "Contribute to the design of the scheduler",
        ),
        ("Duties included: As the project leader", True, "As the project leader"),
        (
            "Duties included: Research the model security of ViT",
            True,
            "Researched the model security of ViT",
        ),
        ("Responsible for Testing Platform rollout", True, "Owned Testing Platform rollout"),
        ("Duties included:", True, "Duties included:"),  # nothing after it: kept, not emptied
        ("I Duties included:", True, "I Duties included:"),
    ],
)
def test_weak_openings_become_honest_verbs(text: str, finished: bool | None, expected: str) -> None:
    assert fix(text, finished) == expected


@pytest.mark.parametrize(
    ("text", "finished", "expected"),
    [
        ("Leads the compiler team of 5", True, "Led the compiler team of 5"),
        ("Build an algorithm for artists", None, "Build an algorithm for artists"),
        # past achievements in a current role stay in the past tense
        ("Profiled the bottleneck of vLLM", False, "Profiled the bottleneck of vLLM"),
        (
            "Lead Engineer for the inference runtime",
            True,
            "Lead Engineer for the inference runtime",
        ),
    ],
)
def test_tense_follows_the_entry(text: str, finished: bool | None, expected: str) -> None:
    assert fix(text, finished) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("now coding for one project about LLMs.", "Now coding for one project about LLMs."),
        ("ncnn operators for 3 ARM boards", "ncnn operators for 3 ARM boards"),
        ("gptq-integration to mlc-llm", "gptq-integration to mlc-llm"),
        ("tvn inference kernel for GPTQ.", "tvn inference kernel for GPTQ."),
    ],
)
def test_first_letter_is_capitalised_only_for_ordinary_words(text: str, expected: str) -> None:
    assert fix(text) == expected


def test_repeated_words_keep_the_capitalised_spelling() -> None:
    assert fix("Tuned pytorch Pytorch kernels in 2 weeks") == "Tuned Pytorch kernels in 2 weeks"
    assert fix("The the kernel was 2x faster") == "The kernel was 2x faster"


# --- properties -----------------------------------------------------------------------------------

WORDS = (
    "I we helped to deploy Responsible responsible for the The Duties included: Build build Speed "
    "up 0.4The hyper- converged Role: LLVM 96 10x optimizing In charge of Worked on Lead Detect "
    "have optimized speedup.The e.g. Node.js a team Pytorch pytorch SenseTime 3.95 18k+ was Was "
    "and Optimize (MLC). v1.0"
)
VOCABULARY = WORDS.split()

bullets = st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=14).map(" ".join)
finished_values = st.sampled_from([True, False, None])


@settings(max_examples=300, deadline=None)
@given(text=bullets, finished=finished_values)
def test_applying_twice_changes_nothing(text: str, finished: bool | None) -> None:
    once, _ = apply_rules(text, finished=finished)
    assert apply_rules(once, finished=finished) == (once, [])


@settings(max_examples=300, deadline=None)
@given(text=bullets, finished=finished_values)
def test_numbers_and_names_survive_any_bullet(text: str, finished: bool | None) -> None:
    out, _ = apply_rules(text, finished=finished)
    assert digit_runs(text) <= digit_runs(out)
    assert names(text) - verbs_put_in_the_past(text, out) <= set(
        re.findall(r"[A-Za-z][A-Za-z0-9+#]*", out)
    )


def verbs_put_in_the_past(text: str, out: str) -> set[str]:
    """Capitalised verbs joined by "and" or after a leading "I" that the tense rule may
    inflect: the word is a verb whose past form the output has."""
    from cvcoach.language.verbs import load_verb_forms

    table = load_verb_forms().by_base
    changed = set()
    for _lead, word in re.findall(r"(\band |^\W*(?:I\s+)+)([A-Z][a-z]+)\b", text):
        forms = table.get(word.lower())
        if forms and re.search(rf"\b{forms.past}\b", out, re.I):
            changed.add(word)  # "and Build" -> "and Built", "I Build" -> "I Built"
    return changed


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=80), finished=finished_values)
def test_any_text_is_handled_and_stable(text: str, finished: bool | None) -> None:
    once, _ = apply_rules(text, finished=finished)
    assert apply_rules(once, finished=finished)[0] == once


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Leon was responsible for video and image processing algorithms, NEON.",
            "Owned video and image processing algorithms, NEON.",
        ),
        (
            "Leon was responsible for designing and developing AI compiler and NPU runtime",
            "Designed and developed AI compiler and NPU runtime",
        ),
        (
            "Leon also self-designed a C++ based AI compiler.",
            "Self-designed a C++ based AI compiler.",
        ),
        (
            "Leon Lu acted as the owner for the overall design",
            "Acted as the owner for the overall design",
        ),
    ],
)
def test_a_profile_written_about_its_owner_becomes_bullets(text: str, expected: str) -> None:
    assert apply_rules(text, finished=True, subject="Leon Lu")[0] == expected


def test_a_duty_written_in_the_past_keeps_the_past_in_an_entry_with_no_end_date() -> None:
    past = "Leon was responsible for video and image processing algorithms."
    assert apply_rules(past, finished=False, subject="Leon Lu")[0] == (
        "Owned video and image processing algorithms."
    )
    now = "Leon is currently working on designing an AI compiler."
    assert apply_rules(now, finished=False, subject="Leon Lu")[0] == (
        "Currently working on designing an AI compiler."
    )
    assert apply_rules("Responsible for the build farm.", finished=False)[0] == (
        "Own the build farm."  # a current role written in the present stays in the present
    )


@pytest.mark.parametrize(
    "text",
    [
        "Parrot proposed Semantic Variable",  # a project, not the owner
        "In 2014, they moved on to work at Meitu.",  # a dated narrative sentence
        "Leon is the founder of the team.",  # no duty or action to keep
    ],
)
def test_other_subjects_are_kept(text: str) -> None:
    assert apply_rules(text, finished=True, subject="Leon Lu")[0] == text


def test_the_verb_after_a_label_takes_the_tense() -> None:
    text = "GELU: Implement `sse/avx/avx512` version of gelu"
    assert (
        apply_rules(text, finished=True)[0] == "GELU: Implemented `sse/avx/avx512` version of gelu"
    )
    assert apply_rules("Mentor: Wenqiang Yin", finished=True)[0] == "Mentor: Wenqiang Yin"
    assert apply_rules(text, finished=False)[0] == text


@pytest.mark.parametrize(
    ("finished", "expected"),
    [
        (True, "Helped students implement an interpreter."),
        (False, "Help students implement an interpreter."),
    ],
)
def test_the_verb_after_a_dropped_i_takes_the_entrys_tense(finished: bool, expected: str) -> None:
    # without its "I", "help students" also reads as a noun phrase: the tense is set first
    assert (
        apply_rules("I help students implement an interpreter.", finished=finished)[0] == expected
    )

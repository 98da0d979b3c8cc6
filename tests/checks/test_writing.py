"""Writing checks: each kind fires where it must and stays silent where it must not."""

from __future__ import annotations

import json

import pytest

from cvcoach.checks.writing import TextIssue, check_bullet, check_prose
from cvcoach.model.findings import Severity
from tests.conftest import SAMPLES, need_shared

# Real bullets from the sample profiles the project was built from.
SAMPLE_BULLETS = [
    "Duties included:  Responsible for the LLVM part of this project.",
    "Duties included: Based on the the memory bound of graph processing SOTA algorithm, a more "
    "efficient dynamic-graph-friendly data storage format is proposed, which involves "
    "modifications to the page table operating system kernel(Linux).",
    "Improve the GPU SM utilization to accelerate the serving throughtput of LLMs",
    "Detect 96 bugs of Pytorch, TensorFlow XLA, TensorFlowLite, LLVM based on the optimization "
    "source code",
    "Speed up existing SOTA algorithms by more than 10x times.",
    "I helped to deploy a simple LLM on device through machine learning compilation (MLC). And "
    "also contributed to a project which aims to perform fine-tuning (LoRA) on device.",
    "Developed Dahlia, a high-level synthesis (HLS) language that guarantees predictable hardware "
    "through affine types. Dahlia improved design space exploration (DSE) efficiency by only "
    "accepting 0.4The work is published in **PLDI 2020**.",
    "Joined the HDCS (hyper- converged distributed storage) team to optimize the performance of "
    "Ceph",
    "Build an algorithm for artist to detect if their music was violating copy right "
    "infringement laws",
    "Role: Role: Research Intern, **Third author**",
    "Duties included: Optimizing the backend of LLVM based on the TPU of SenseTime.",
    "Remap the PageTable of OS Kernel to accelerate the dynamic graph processing system.",
    "Lead the project Parrot [1], which is a serving system for LLM applications.",
    "Test optimization in compilers with white-box fuzzing technique by leveraging LLMs",
    "Instruction Selection, Instruction Pattern Match, such as optimize the ld/st into async_ld/st",
]


def kinds(text: str, finished: bool | None = True) -> list[str]:
    return [issue.kind for issue in check_bullet(text, finished=finished)]


def only(text: str, kind: str, finished: bool | None = True) -> list[TextIssue]:
    return [issue for issue in check_bullet(text, finished=finished) if issue.kind == kind]


@pytest.mark.parametrize("finished", [True, False, None])
@pytest.mark.parametrize("text", SAMPLE_BULLETS)
def test_every_issue_points_at_its_text(text: str, finished: bool | None) -> None:
    for issue in check_bullet(text, finished=finished):
        assert text[issue.start : issue.end] == issue.text
        assert issue.message


# --- tense ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word", "past"),
    [
        ("Build an algorithm for artist to detect copyright issues", "Build", "Built"),
        ("Detect 96 bugs of Pytorch, TensorFlow XLA, LLVM", "Detect", "Detected"),
        ("Remap the PageTable of OS Kernel to accelerate graph processing.", "Remap", "Remapped"),
        ("Speed up existing SOTA algorithms by more than 10x times.", "Speed up", "Sped up"),
        ("Lead the project Parrot, a serving system for LLM applications.", "Lead", "Led"),
        ("Continue the work of EQueue dialect on MLIR at Xilinx.", "Continue", "Continued"),
        ("Test optimization in compilers with white-box fuzzing", "Test", "Tested"),
        ("Leads the compiler team of five engineers", "Leads", "Led"),
        ("**Build** a cache for the model server", "Build", "Built"),
    ],
)
def test_present_tense_in_a_finished_role_is_flagged(text: str, word: str, past: str) -> None:
    (issue,) = only(text, "tense")
    assert (issue.text, issue.suggestion, issue.severity) == (word, past, Severity.WARNING)
    assert f"'{word}'" in issue.message and f"'{past}'" in issue.message


@pytest.mark.parametrize(
    "text",
    [
        "Developed a training workflow for Relax, the next-gen IR of TVM",
        "Research focus: Sparse Tensor Compilation, Auto Tensorize, LLM inference",
        "Tensor Code Generation for Accelerator, comparable with cuBLAS",
        "Football, crazy fan of Lionel Messi and FC Barcelona.",
        "Full-stack FPGA implementation of NVDLA with a new compiler",
        "Lead Engineer for the inference runtime",
        "Lead engineer for the inference runtime",
        "Head of the compiler group at a startup",
        "Project management for the TPU backend",  # "project" is mostly a noun
        "Set up the CI for the kernels",  # past and present look the same
        "Mentor: Wenqiang Yin",
        "BUILD system maintainer",
    ],
)
def test_past_tense_nouns_and_labels_are_not_flagged(text: str) -> None:
    assert only(text, "tense") == []


def test_tense_is_checked_only_for_finished_roles() -> None:
    text = "Improve the GPU SM utilization to accelerate the serving throughput of LLMs"
    assert only(text, "tense", finished=False) == []
    assert only(text, "tense", finished=None) == []
    assert [i.suggestion for i in only(text, "tense", finished=True)] == ["Improved"]
    # a past achievement in a current role is fine
    assert only("Profiled the bottleneck of vLLM", "tense", finished=False) == []


def test_a_weak_noun_reads_as_a_verb_when_an_object_follows() -> None:
    assert [i.suggestion for i in only("Project the data onto 3 axes", "tense")] == ["Projected"]


# --- weak openings ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "finished", "flagged", "suggestion"),
    [
        ("Responsible for the LLVM part of this project.", True, "Responsible for", "Owned"),
        ("Responsible for the LLVM part of this project.", False, "Responsible for", "Own"),
        (
            "Duties included: Optimizing the backend of LLVM on the TPU of SenseTime.",
            True,
            "Duties included: Optimizing",
            "Optimized",
        ),
        (
            "Helped to deploy a simple LLM on device",
            True,
            "Helped to deploy",
            "Contributed to deploying",
        ),
        ("Helped deploy a simple LLM on device", False, "Helped deploy", "Contribute to deploying"),
        ("Worked on optimizing the register allocator", True, "Worked on optimizing", "Optimized"),
        ("Worked on the register allocator", True, "Worked on", None),
        ("Participated in weekly design reviews", True, "Participated in", None),
        ("Involved in the design of the scheduler", True, "Involved in", "Contributed to"),
        ("In charge of a team of 5 engineers", True, "In charge of", "Managed"),
        ("Tasked with testing the new allocator", True, "Tasked with testing", "Tested"),
        (
            "Assisted with porting the runtime to ARM",
            True,
            "Assisted with porting",
            "Contributed to porting",
        ),
        ("Assisted with the port to ARM", True, "Assisted with", "Contributed to"),
        ("Was responsible for the release process", None, "Was responsible for", "Owned"),
    ],
)
def test_weak_openings(
    text: str, finished: bool | None, flagged: str, suggestion: str | None
) -> None:
    (issue,) = only(text, "weak_verb", finished)
    assert (issue.text, issue.suggestion) == (flagged, suggestion)
    assert issue.severity is Severity.WARNING


def test_an_opening_that_adds_nothing_is_flagged_with_what_it_hides() -> None:
    issues = only("Duties included:  Responsible for the LLVM part of this project.", "weak_verb")
    assert [(i.text, i.suggestion) for i in issues] == [
        ("Duties included:", None),
        ("Responsible for", "Owned"),
    ]
    assert "leave it out" in issues[0].message


def test_a_gerund_the_table_does_not_know_gets_no_suggestion() -> None:
    (issue,) = only("Responsible for refactoring the parser", "weak_verb")
    assert issue.suggestion is None  # "Owned refactoring the parser" would be wrong


@pytest.mark.parametrize(
    "text",
    [
        "Developed the responsible-AI checklist for 3 teams",
        "Optimized the LLVM backend; responsible for 2 passes",  # not at the start
        "Helpdesk automation for 40 clinics",
        "Contributed to deploying a simple LLM on device",
    ],
)
def test_strong_openings_are_not_weak(text: str) -> None:
    assert only(text, "weak_verb") == []


# --- pronouns ---------------------------------------------------------------------------------


def test_first_person_pronouns_are_flagged() -> None:
    text = "I helped to deploy a simple LLM on device"
    (issue,) = only(text, "pronoun")
    assert (issue.text, issue.start, issue.suggestion) == ("I", 0, None)
    found = only("Built our scheduler; we cut my team's latency for me", "pronoun")
    assert [i.text for i in found] == ["our", "we", "my", "me"]
    assert [i.text for i in only("We designed a new compiler", "pronoun")] == ["We"]


@pytest.mark.parametrize(
    "text",
    [
        "Optimized I/O throughput of the storage engine by 3x",
        "Ran the Phase I trial of the compiler rollout",
        "Grew US market share for the product by 12%",
        "Studied World War I logistics as a side project",
        "Ported the I-cache model to the simulator",
    ],
)
def test_things_that_look_like_pronouns_are_not_flagged(text: str) -> None:
    assert only(text, "pronoun") == []


# --- numbers and length -----------------------------------------------------------------------


def test_a_bullet_without_a_number_gets_an_info() -> None:
    text = "Improve the GPU SM utilization to accelerate the serving throughput of LLMs"
    (issue,) = only(text, "no_metric", finished=False)
    assert issue.severity is Severity.INFO and issue.text == text


@pytest.mark.parametrize(
    "text",
    [
        "Detect 96 bugs of Pytorch, TensorFlow XLA and LLVM",
        "Speed up existing SOTA algorithms by more than 10x times.",
        "Project ncnn, an open source project with **18k+** stars",
        "Graduated with a GPA of 3.95 in computer science",
        "Cut the build time of the whole monorepo twice over",
        "Mentor: Wenqiang Yin and Hao Zhang of UCSD",
        "Research focus: Sparse Tensor Compilation, Auto Tensorize, LLM inference",
        "Tuned the TPU backend",
    ],
)
def test_numbers_labels_and_short_bullets_are_not_flagged_for_metrics(text: str) -> None:
    assert only(text, "no_metric") == []


def test_over_long_bullets_are_flagged() -> None:
    forty = " ".join(["word"] * 40)
    assert only(forty, "length") == []
    (issue,) = only(forty + " more", "length")
    assert issue.severity is Severity.WARNING and issue.suggestion is None
    assert "41 words" in issue.message
    assert kinds("x" * 301).count("length") == 1
    assert only("x" * 300, "length") == []


# --- slips: broken text, duplicate words --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "flagged", "fixed"),
    [
        ("by only accepting 0.4The work is published", "0.4The", "0.4 The"),
        ("achieved an 18x speedup.The kernel is fused", "speedup.The", "speedup. The"),
        ("Joined the HDCS (hyper- converged storage) team", "hyper- converged", "hyper-converged"),
        ("a new self-  supervised pretraining recipe", "self-  supervised", "self-supervised"),
    ],
)
def test_broken_text_is_flagged_with_the_fix(text: str, flagged: str, fixed: str) -> None:
    (issue,) = [i for i in check_prose(text) if i.kind == "broken_text"]
    assert (issue.text, issue.suggestion, issue.severity) == (flagged, fixed, Severity.WARNING)


@pytest.mark.parametrize(
    "text",
    [
        "Tuned kernels, e.g. GEMM and attention, for the U.S. market",
        "Shipped v1.0 of the Node.js SDK and the async_ld/st lowering",
        "Reached a GPA of 3.95 with O(1) lookups in C/C++",
        "Handled pre- and post-processing for first- or second-order methods",
        "See https://example.com/path.The for details",
        "Exposed nn.Module and torch.Tensor wrappers through System.In",
    ],
)
def test_ordinary_punctuation_is_not_broken_text(text: str) -> None:
    assert [i for i in check_prose(text) if i.kind == "broken_text"] == []


@pytest.mark.parametrize(
    ("text", "flagged", "keep"),
    [
        ("Based on the the memory bound of graph processing", "the the", "the"),
        ("Role: Role: Research Intern, **Third author**", "Role: Role", "Role"),
        ("The the kernel was rewritten", "The the", "The"),
        ("Tuned pytorch Pytorch kernels", "pytorch Pytorch", "Pytorch"),
        ("Skills: Kafka, Kafka, Redis", "Kafka, Kafka", "Kafka"),  # a list entry twice
    ],
)
def test_duplicate_words_are_flagged(text: str, flagged: str, keep: str) -> None:
    (issue,) = [i for i in check_prose(text) if i.kind == "duplicate_word"]
    assert (issue.text, issue.suggestion) == (flagged, keep)


@pytest.mark.parametrize(
    "text",
    [
        "The paper that that reviewer liked",
        "We had had two releases by then",
        "Go. Go is fast",
        "Kafka: Kafka streams fed the billing pipeline",  # a label, then a sentence on it
        "Kafka; Kafka streams fed the billing pipeline",
    ],
)
def test_allowed_or_separated_repeats_are_not_flagged(text: str) -> None:
    assert [i for i in check_prose(text) if i.kind == "duplicate_word"] == []


def test_prose_gets_only_slip_checks() -> None:
    text = "I was responsible for the the compiler team without numbers to show for it"
    assert {i.kind for i in check_prose(text)} == {"duplicate_word"}
    assert {"pronoun", "weak_verb", "no_metric"} <= set(kinds(text))


# --- the shared samples -----------------------------------------------------------------------


def test_json_resume_sample_tense_slip_is_found() -> None:
    resume = json.loads(need_shared(SAMPLES / "jsonresume-sample.resume.json").read_text())
    flagged = {
        issue.text
        for work in resume["work"]
        for bullet in work["highlights"]
        for issue in check_bullet(bullet, finished=True)
        if issue.kind == "tense"
    }
    assert flagged == {"Build"}


def test_rendercv_sample_has_no_slips() -> None:
    from ruamel.yaml import YAML

    cv = YAML(typ="safe").load(need_shared(SAMPLES / "rendercv-john-doe.yaml"))
    bullets = list(_highlights(cv))
    assert len(bullets) > 10
    for bullet in bullets:
        slips = [i for i in check_bullet(bullet, finished=True) if i.kind != "no_metric"]
        assert slips == [], bullet


def _highlights(node: object) -> list[str]:
    if isinstance(node, dict):
        found = [h for h in node.get("highlights", []) if isinstance(h, str)]
        return found + [h for k, v in node.items() if k != "highlights" for h in _highlights(v)]
    if isinstance(node, list):
        return [h for item in node for h in _highlights(item)]
    return []

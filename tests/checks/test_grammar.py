"""Slips after labels and subjects, duties written as states, participles, articles, PDF debris."""

from __future__ import annotations

import pytest

from cvcoach.checks.grammar import grammar_issues


def kinds(text: str, finished: bool | None = True, bullet: bool = True) -> list[tuple[str, str]]:
    return [(i.kind, i.text) for i in grammar_issues(text, finished=finished, bullet=bullet)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GELU: Implement `sse/avx/avx512` version of gelu", ("tense", "Implement")),
        ("Duties included: Write and Optimize operators", ("tense", "Write and Optimize")),
        ("I help students in this course implement a simple interpreter.", ("tense", "help")),
        ("I helped to deploy a simple LLM on device", ("weak_verb", "I helped to deploy")),
        ("Leon was responsible for video processing", ("weak_verb", "was responsible for")),
        ("Proven the effectiveness of KNYFE with common passes", ("tense", "Proven")),
        ("I also implemented a interpreter of LLVM IR", ("grammar", "a interpreter")),
        ("Published the work with an **patent (105913024A)**", ("grammar", "an **patent")),
        ("Author of 20+ PRs to **O** apache/tvm.", ("broken_text", "**O**")),
        ("O ACMClass Online Judge", ("broken_text", "O")),
        ("Efficient GPU Kernels for N: M-Sparse Weights", ("broken_text", "N: M")),
    ],
)
def test_fires(text: str, expected: tuple[str, str]) -> None:
    assert expected in kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "GELU: Implemented the sse version",  # already past
        "Mentor: Wenqiang Yin",  # a label and a name
        "Role: Research Intern",  # a label and a title
        "I improve the GPU SM utilization",  # current role (finished=False below)
        "Built an FPGA accelerator and a university course project",  # an FPGA, a university
        "Wrote an hour-long talk and a one-off script",
        "Proved the effectiveness of KNYFE",
        "Reduced O(1) overhead; met Ms. O'Brien",
        "Ratio 3:1 and time 10:30",
    ],
)
def test_does_not_fire(text: str) -> None:
    assert kinds(text, finished=not text.startswith("I improve")) == []


def test_participle_left_alone_in_a_current_role() -> None:
    assert kinds("Proven track record in compilers", finished=False) == []

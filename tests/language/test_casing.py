"""A title in capitals is written as prose writes it, each word in a casing someone chose."""

from __future__ import annotations

import pytest

from cvcoach.language.casing import casings, prose_case

CV_TEXTS = ["Developed EQueue, a dialect on MLIR, at Xilinx", "worked with the team"]


@pytest.mark.parametrize(
    ("caps", "prose"),
    [
        ("ENGINEER, PYTORCH ACCELERATOR TEAM", "Engineer, PyTorch Accelerator Team"),
        ("SWE INTERN, COMPILER ENGINEER", "SWE Intern, Compiler Engineer"),  # an acronym stays
        ("EQUEUE DIALECT", "EQueue Dialect"),  # the CV's own casing
        ("OPTIMIZING JPEG FOR NEURAL NETWORKS", "Optimizing JPEG for Neural Networks"),
        ("HEAD OF AI AT XILINX", "Head of AI at Xilinx"),
    ],
)  # fmt: skip
def test_capitals_take_the_casing_the_cv_or_the_makers_write(caps: str, prose: str) -> None:
    assert prose_case(caps, casings(CV_TEXTS)) == prose


@pytest.mark.parametrize("chosen", ["Research Intern", "iOS developer", "MLIR", "2021", ""])
def test_text_whose_writer_chose_its_casing_is_left_alone(chosen: str) -> None:
    # a lower-case letter anywhere, or a single acronym, or no letters at all
    assert prose_case(chosen, casings(CV_TEXTS)) == chosen


def test_the_cvs_casings_are_those_with_a_capital_that_are_not_all_capitals() -> None:
    found = casings([*CV_TEXTS, "TEAM LEAD", "Team"])
    assert found["equeue"] == "EQueue" and found["team"] == "Team"
    assert "dialect" not in found and "lead" not in found

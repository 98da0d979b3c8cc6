"""The offline letter: relevant evidence, grammatical sentences, entries named by what they are."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cvcoach.engines.base import BulletInput, LetterInput, RoleBrief
from cvcoach.engines.offline import template_letter as from_offline
from cvcoach.engines.offline_letter import clause, template_letter
from cvcoach.inputs.profile_loader import profile_from_bytes
from cvcoach.inputs.role_text import role_from_text
from cvcoach.rewriting.letter import draft_cover_letter, letter_input

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 1, 15)


@pytest.mark.parametrize(
    ("bullet", "expected"),
    [
        ("Advised by Dr. Lingxiao Ma and Dr. Jilong Xue", "I was advised by Dr. Lingxiao Ma"),
        ("Awarded 'Teacher of the Month'", "I was awarded 'Teacher of the Month'"),
        ("Selected for the Google Summer of Code", "I was selected for the Google Summer"),
        (
            "Designed a **compiler** for [NPUs](https://x.example).",
            "I designed a compiler for NPUs",
        ),
        ("Leads a team of 5", "I lead a team of 5"),
        ("Maintaining Microsoft DNN compiler NNFusion.", "my work includes maintaining Micro"),
        ("NVDLA FPGA deployment and Software stack remapping.", "I worked on NVDLA FPGA deploy"),
        ("Self-designed a C++ AI compiler", "I self-designed a C++ AI compiler"),
        ("Currently working on a compiler", "I am currently working on a compiler"),
        ("I have optimized the LLVM backend", "I have optimized the LLVM backend"),
        ("Full-stack FPGA port of NVDLA. To enhance it, we designed X.", "I worked on Full-stack"),
    ],
)
def test_each_bullet_shape_becomes_a_grammatical_clause(bullet: str, expected: str) -> None:
    said = clause(bullet)
    assert said is not None and said.startswith(expected), said
    assert "To enhance" not in said  # the first sentence only


@pytest.mark.parametrize(
    "bullet",
    [
        "Mentor: Hao Zhang",
        "In 2014, they moved on to work at Meitu.",
        "It achieved 3X speedup.",
        "Model converted by X passes can achieve 2.5x speed up",
        "Based on the memory bound, a format is proposed",
        "Help students in this course implement an interpreter",  # "I worked on Help ..."
    ],
)
def test_bullets_that_cannot_stand_alone_are_not_quoted(bullet: str) -> None:
    assert clause(bullet) is None


def test_name_still_importable_from_the_offline_engine() -> None:
    assert from_offline is template_letter


def test_no_sentence_merely_lists_keywords() -> None:
    letter = LetterInput(
        candidate="Ada",
        role=RoleBrief(title="Engineer", keywords=["CUDA", "LLM"]),
        evidence=[BulletInput(id="work[0].highlights[0]", text="Built CUDA kernels")],
        evidence_headings={"work[0].highlights[0]": "As Engineer at ACME"},
        skills=["CUDA", "LLM"],
    )
    text = template_letter(letter)
    assert "As Engineer at ACME, I built CUDA kernels." in text
    assert "which the role asks for" not in text and "involved" not in text


CV = """basics:
  name: Ada Park
work:
  - name: Acme Robotics
    position: Kernel Engineer
    startDate: 2021-01
    endDate: 2023-06
    highlights:
      - Advised by Dr. Grace Hopper on scheduling
      - Wrote CUDA kernels for LLM inference with vLLM, cutting latency by 30%
      - Organised the office party
volunteer:
  - organization: CoderDojo
    position: Teacher
    startDate: 2019-01
    endDate: 2020-01
    highlights:
      - Awarded 'Teacher of the Month'
projects:
  - name: Miss Direction
    entity: Smoogle
    startDate: 2022-01
    highlights:
      - Built a GPU scheduler for LLM serving in Python
"""
ROLE = """# LLM Inference Engineer at Halcyon

## Requirements
- CUDA kernels, vLLM and GPU scheduling for LLM serving in Python.
"""


def test_the_letter_quotes_relevant_bullets_and_names_entries_by_their_role() -> None:
    profile = profile_from_bytes(CV.encode(), "cv.yaml")
    role = role_from_text(ROLE)
    data = letter_input(profile, role, None, TODAY)
    assert "work[0].highlights[1]" in [b.id for b in data.evidence]
    assert "work[0].highlights[2]" not in [b.id for b in data.evidence]  # least relevant
    letter = draft_cover_letter(profile, role, engine="offline", today=TODAY)
    text = letter.text
    assert "I also wrote CUDA kernels for LLM inference with vLLM" in text
    assert "I was awarded 'Teacher of the Month'" in text
    # a bullet that evidences a met requirement is introduced by what the posting asks
    assert (
        "You ask for experience with GPU, large language models and Python: on the Miss "
        "Direction project at Smoogle, I built a GPU scheduler" in text
    )
    assert "As Miss Direction" not in text
    assert "I advised by" not in text and "I awarded" not in text
    assert not letter.removed, letter.removed


def test_corrections_from_check_reach_the_letter() -> None:
    cv = CV.replace("Wrote CUDA kernels", "Wrote CUDA kernles")
    profile = profile_from_bytes(cv.encode(), "cv.yaml")
    text = draft_cover_letter(profile, role_from_text(ROLE), engine="offline", today=TODAY).text
    assert "kernles" not in text and "CUDA kernels" in text


def test_the_letter_is_a_dataclass_whose_dict_keeps_the_json_form() -> None:
    import dataclasses
    import json

    from cvcoach.rewriting.letter import CoverLetter, RemovedSentence

    profile = profile_from_bytes(CV.encode(), "cv.yaml")
    letter = draft_cover_letter(profile, role_from_text(ROLE), engine="offline", today=TODAY)
    letter.removed.append(RemovedSentence(sentence="I hold a PhD.", why=["no PhD in the CV"]))
    assert dataclasses.is_dataclass(letter) and isinstance(letter, CoverLetter)
    data = letter.to_dict()
    assert list(data) == [
        "text", "engine", "role_title", "company", "author", "evidence", "removed",
        "sentences_checked", "usage", "rescued", "filled_from_offline", "model_failed", "notes",
    ]  # fmt: skip
    assert data["removed"] == [{"sentence": "I hold a PhD.", "why": ["no PhD in the CV"]}]
    assert data["usage"]["requests"] == 0 and isinstance(data["usage"]["notes"], list)
    assert data["role_title"] == "LLM Inference Engineer" and data["company"] == "Halcyon"
    assert profile.basics.name and data["author"] == profile.basics.name.value
    assert json.loads(json.dumps(data)) == data


def _evidence_letter(
    bullets: dict[str, tuple[str, str]], skills: dict[str, list[str]]
) -> LetterInput:
    """A letter's input from bullets (id -> (heading, text)) and the skills of the met
    requirement each evidences (id -> skills)."""
    from cvcoach.engines.base import RequirementEvidence

    return LetterInput(
        candidate="Ada Lee",
        role=RoleBrief(title="Inference Engineer"),
        evidence=[BulletInput(id=i, text=text) for i, (_, text) in bullets.items()],
        evidence_headings={i: heading for i, (heading, _) in bullets.items() if heading},
        pairs=[
            RequirementEvidence(requirement=" ".join(s), evidence=i, skills=s)
            for i, s in skills.items()
        ],
    )


def test_a_requirement_is_named_once_and_its_further_evidence_joins_its_paragraph() -> None:
    ids = ["work[0].highlights[0]", "work[0].highlights[1]", "work[1].highlights[0]"]
    data = _evidence_letter(
        {
            ids[0]: ("As Intern at Lab A", "Profiled the bottleneck of LLM serving"),
            ids[1]: ("", "Improved the GPU utilization of LLM serving"),
            ids[2]: ("As Intern at Lab B", "Wrote a scheduler for LLM serving"),
        },
        {i: ["LLMs"] for i in ids},
    )
    text = template_letter(data)
    assert text.count("You ask for experience with LLMs") == 1
    paragraphs = text.split("\n\n")
    asked = next(p for p in paragraphs if p.startswith("You ask for"))
    assert "I profiled the bottleneck" in asked and "I also improved the GPU" in asked
    # evidence of the same requirement further on is stated without asking again
    assert "As Intern at Lab B, I wrote a scheduler for LLM serving." in text


def test_titles_set_in_capitals_are_written_as_prose_in_the_letter() -> None:
    from cvcoach.inputs.profile_loader import load_profile

    profile = load_profile(ROOT / "evals" / "profiles" / "zhijing-li.yaml")
    role = ROOT / "evals" / "roles" / "ai-compiler-engineer.md"
    letter = draft_cover_letter(profile, role, engine="offline", today=TODAY)
    assert "Software Engineer, PyTorch Accelerator Team at Facebook, Inc." in letter.text
    assert "SOFTWARE ENGINEER" not in letter.text and not letter.removed


def test_what_a_project_received_is_the_projects_and_an_ask_takes_no_also() -> None:
    ids = ["work[0].highlights[0]", "work[0].highlights[1]", "projects[0].highlights[0]"]
    data = _evidence_letter(
        {
            ids[0]: ("As CTO at Nexus AI", "Built the model serving stack"),
            ids[1]: ("As CTO at Nexus AI", "Scaled the team from 3 to 28 across ML research"),
            ids[2]: ("On the NeuralPrune project", "Featured in PyTorch ecosystem tools"),
        },
        {ids[1]: ["machine learning"], ids[2]: ["PyTorch"]},
    )
    text = template_letter(data)
    assert "You ask for experience with machine learning: I scaled the team" in text
    assert (
        "You ask for experience with PyTorch: the NeuralPrune project was featured in PyTorch"
        in text
    )
    assert "I was featured" not in text

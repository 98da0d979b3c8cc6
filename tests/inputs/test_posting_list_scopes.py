"""How far a list's kind reaches: a nice lead-in's list ends with it, a stack lead-in's list
is context, a front-matter block written a line an item is a list; and lines that point to
more reading or give the post's grade ask nothing (invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import ignore_reason, section_kind
from cvcoach.keywords.requirements import requirements


def _levels(text: str) -> list[tuple[str, str]]:
    return [(r.text, r.level) for r in requirements(posting_from_text(text)).items]


def test_the_paragraph_after_a_bonus_list_is_not_nice() -> None:
    text = (
        "# Developer\n\nInitech makes printers.\n\n## You?\n\nYou will need good judgement.\n\n"
        "Bonus points for experience with:\n\n- NumPy\n- Postgres\n\n"
        "Note, we only consider candidates who do not require a visa to work in the UK.\n"
    )
    assert _levels(text) == [
        ("You will need good judgement.", "must"),
        ("NumPy", "nice"),
        ("Postgres", "nice"),
        ("Note, we only consider candidates who do not require a visa to work in the UK.", "must"),
    ]


def test_a_bonus_list_with_prose_after_it_and_no_items_keeps_its_level() -> None:
    text = "# Developer\n\n## Skills\n\nNice to have:\nKafka experience.\nSpark experience.\n"
    assert {level for _, level in _levels(text)} == {"nice"}


def test_a_run_in_label_after_a_nice_list_says_what_follows() -> None:
    text = (
        "# Scientist\n\n**Preferred qualifications:**\n\n- 2 years of leading research\n\n"
        "**About The Job:** Initech runs many research projects across its teams.\n\n"
        "To that end, we're working on projects with skilled partners.\n"
    )
    got = _levels(text)
    assert got == [("2 years of leading research", "nice")]


def test_a_stack_list_is_context_unless_a_requirements_section_opens_with_it() -> None:
    text = (
        "# Data Engineer\n\nInitech makes printers.\n\nTechnologies we use include:\n\n"
        "- Kafka\n- Flink\n\n## Requirements\n\n- 3+ years of SQL\n\n"
        "Our stack runs on Azure and currently includes\n\n- Postgres database\n\n"
        "## Skills\n\nOur stack:\n\n- Go\n- React\n"
    )
    assert [t for t, _ in _levels(text)] == ["3+ years of SQL", "Go", "React"]


def test_headings_of_the_work_and_of_what_is_promised() -> None:
    assert section_kind("This is what you will get to do:") != "benefits"
    assert section_kind("If you are up for it, we promise:") == "benefits"


def test_a_front_matter_block_written_a_line_an_item_is_a_list() -> None:
    text = (
        "---\ntitle: Video Editor\nrequirements: |\n  Strong portfolio of edited video work\n"
        "  Proficiency in Final Cut Pro and DaVinci Resolve\n  Strong communication skills\n---\n"
    )
    assert len(_levels(text)) == 3
    wrapped = (
        "---\ntitle: Video Editor\nrequirements: |\n  A strong portfolio of edited video\n"
        "  work that shows range, and proficiency in Final Cut Pro.\n---\n"
    )
    assert len(_levels(wrapped)) == 1


def test_pointers_grades_and_the_hiring_process() -> None:
    assert ignore_reason("Hiring well is key to diversity. Learn about how we do it.", "about")
    assert ignore_reason("Experience-level: Mid-level", "requirements")
    assert ignore_reason("Experience: 3+ years of Go", "requirements") is None
    assert (
        ignore_reason(
            "Has coached managers throughout the hiring process",
            "requirements",
        )
        is None
    )
    assert ignore_reason("The hiring process has three interviews.", "requirements")

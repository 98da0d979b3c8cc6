"""A training course's long title under its school is the entry's field, not a highlight
(2026-11-29 round)."""

from __future__ import annotations

from cvcoach.inputs.documents.education_parts import course_title
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.model import Imported


def _school(markdown: str) -> Imported:
    text = "# Jane Doe\n\n## Education\n\n" + markdown
    (entry,) = import_bytes(text.encode(), "cv.md").draft.entries
    return entry


def test_a_long_course_title_with_a_colon_under_the_school_is_the_field() -> None:
    entry = _school(
        "### Initech Academy\n\nDocker: build and run containers for Globex apps\n\nDec 2022\n"
    )
    assert entry.fields.get("institution") == "Initech Academy"
    assert entry.fields.get("area") == "Docker: build and run containers for Globex apps"


def test_a_sentence_or_a_grade_under_the_school_stays_a_highlight() -> None:
    school = Imported("education", fields={"institution": "Initech Academy"})
    assert not course_title(school, "Wrote a thesis on the history of Globex.")
    grade = _school("### Initech Academy\n\nGrade: 3.8 out of 4 overall\n\nDec 2022\n")
    assert grade.fields.get("area") is None


def test_a_school_with_a_degree_keeps_its_field_reading() -> None:
    school = Imported("education", fields={"institution": "Initech Academy", "studyType": "BSc"})
    assert not course_title(school, "Docker: build and run containers")


def test_a_sections_field_first_order_never_makes_a_course_title_the_school() -> None:
    text = "# Jane Doe\n\n## Education\n\n### Data Science\n\nInitech University\n\nDec 2021\n\n"
    text += "### Hooli\n\nKubernetes: running clusters for the Northwind apps\n\nDec 2022\n\n"
    text += "### Globex\n\nCloud Basics\n\nDec 2019\n\n"
    entries = import_bytes(text.encode(), "cv.md").draft.entries
    pairs = [(e.fields.get("institution"), e.fields.get("area")) for e in entries]
    assert pairs[1] == ("Hooli", "Kubernetes: running clusters for the Northwind apps")
    assert pairs[2] == ("Cloud Basics", "Globex")  # a short name still follows the order

"""An education line closed by brackets round its school ("BSc Physics (Northwind
University)") or round its degree after the school is cut there (`education_parts`);
brackets round a remark stay in the value."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.education_parts import education_parts
from cvcoach.inputs.documents.importer import import_bytes


def _edu(header: str) -> dict[str, str]:
    text = f"Jane Doe\n\nEducation\n\n{header}\n2001 – 2005\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields


def test_a_school_in_brackets_after_the_degree_is_the_institution() -> None:
    fields = _edu("BSc Computer Science (Northwind University)")
    assert (fields.get("studyType"), fields.get("area"), fields.get("institution")) == (
        "BSc",
        "Computer Science",
        "Northwind University",
    )


@pytest.mark.parametrize(
    ("line", "head"),
    [("BSc Information Technology (Northwind University)", "BSc Information Technology"),
     ("Master’s Degree (Magister) Data Systems (Globex University)",
      "Master’s Degree (Magister) Data Systems")],
)  # fmt: skip
def test_a_degree_whose_field_names_an_organisation_word_still_parts(line: str, head: str) -> None:
    assert education_parts(line) == [head, line[len(head) :].strip(" ()")]


def test_a_degree_in_brackets_after_the_school_is_the_degree() -> None:
    assert education_parts("Globex Institute of Technology (MSc Chemistry)") == [
        "Globex Institute of Technology",
        "MSc Chemistry",
    ]


@pytest.mark.parametrize(
    "line",
    ["BSc Physics (with honours)", "Initech University (Springfield campus)",
     "Hooli College of Art (Northwind University)",
     "Globex Technology Services (Northwind University)"],
)  # fmt: skip
def test_brackets_round_a_remark_or_two_schools_stay_whole(line: str) -> None:
    assert education_parts(line) == [line]

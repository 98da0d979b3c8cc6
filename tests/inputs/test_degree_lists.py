"""Degrees named by the maintained lists (`data/degrees.txt`, `data/degrees_intl.txt`, both
from persontitles): abbreviations as written and names that open with no level. Names are
made up."""

from __future__ import annotations

from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.vocab import DEGREE


def _edu(header: str) -> dict[str, str]:
    text = f"Jane Doe\n\nEducation\n\n{header}\n2001 – 2005\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields


def _degree(text: str) -> tuple[str, str | None] | None:
    found = DEGREE.match(text)
    return (found["degree"], found["area"]) if found else None


def test_a_british_abbreviation_with_its_bracket_is_the_degree() -> None:
    fields = _edu("BSc(Econ) Economics, Northwind College")
    assert (fields.get("studyType"), fields.get("area"), fields.get("institution")) == (
        "BSc(Econ)",
        "Economics",
        "Northwind College",
    )


def test_a_german_abbreviation_of_several_words_is_the_degree() -> None:
    assert _degree("Dr. rer. nat. Physik") == ("Dr. rer. nat.", "Physik")
    fields = _edu("Dipl.-Ing. Maschinenbau\nTechnische Universität Hooli")
    assert (fields.get("studyType"), fields.get("institution")) == (
        "Dipl.-Ing.",
        "Technische Universität Hooli",
    )


def test_an_austrian_bachelor_is_the_degree_not_the_school() -> None:
    fields = _edu("Bakk. techn. Informatik\nInitech Hochschule")
    assert (fields.get("studyType"), fields.get("institution")) == (
        "Bakk. techn.",
        "Initech Hochschule",
    )


def test_a_us_abbreviation_and_a_name_without_a_level_are_degrees() -> None:
    assert _edu("MSCS, Globex University").get("studyType") == "MSCS"
    assert _edu("Juris Doctor\nInitech Law School").get("studyType") == "Juris Doctor"


def test_an_abbreviation_keeps_its_case_and_its_word_bounds() -> None:
    assert _degree("mbchb medicine") is None  # abbreviations are matched as written
    assert _degree("MBChBs Medicine") is None  # not inside a longer word
    assert _degree("MBChB Medicine") == ("MBChB", "Medicine")


def test_a_person_titled_doctor_is_no_degree() -> None:
    assert _degree("Dr. Jane Doe") is None  # "Dr." alone is left out of the list
    fields = _edu("Globex University\nComputer Science")
    assert "studyType" not in fields


def test_a_spelled_out_level_with_of_keeps_its_field_apart() -> None:
    assert _degree("Bachelor of Arts in Communication") == ("Bachelor of Arts", "Communication")

"""Content forms of CVs written by other people (the eleventh round): a title naming several
roles joined by slashes, an organisation's one-word name before the town it is in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from cvcoach.inputs.documents.importer import import_document


def _work(tmp_path: Path, body: str) -> list[dict[str, Any]]:
    path = tmp_path / "cv.md"
    path.write_text(f"# Jane Doe\n\njane@example.com\n\n## Experience\n\n{body}", encoding="utf-8")
    data = yaml.safe_load(import_document(path).yaml_text)
    work: list[dict[str, Any]] = data.get("work") or []
    return work


_LATER = "\n\n### Senior Engineer, Hooli\n\n*Oct 2007 – Aug 2011*\n"


def test_slashes_between_roles_are_no_words(tmp_path: Path) -> None:
    header = (
        "### Analyste fonctionnel / Responsable de produit web / Développeur Full Stack, Le Globex"
    )
    work = _work(tmp_path, f"{header}\n\n*France · Sep 2001 – Present*{_LATER}")
    assert work[0].get("name") == "Le Globex"
    assert work[0].get("position") == (
        "Analyste fonctionnel / Responsable de produit web / Développeur Full Stack"
    )


def test_a_long_sentence_with_slashes_is_no_title(tmp_path: Path) -> None:
    header = (
        "Rebuilt the billing service / cut the hosting costs by half / moved the whole"
        " team to weekly releases, Le Globex"
    )
    work = _work(tmp_path, f"### Developer, Initech\n\n*Sep 2001 – Present*\n\n{header}\n{_LATER}")
    assert all(w.get("name") != "Le Globex" for w in work)


def test_a_one_word_name_before_its_town_is_the_organisation(tmp_path: Path) -> None:
    body = (
        "**Lead Analyst, Field Operations**  \nInitech, Santiago, Chile  \n"
        "Apr 2025 – Present\n\n**Analyst, Field Operations**  \nInitech, Santiago, Chile  \n"
        "Mar 2024 – Apr 2025\n"
    )
    work = _work(tmp_path, body)
    assert [w.get("name") for w in work] == ["Initech", "Initech"]
    assert work[0].get("position") == "Lead Analyst, Field Operations"
    assert work[0].get("location") == "Santiago, Chile"


def test_a_title_before_its_town_stays_a_title(tmp_path: Path) -> None:
    body = "**Initech Labs**  \nEngineer, Santiago, Chile  \nApr 2025 – Present\n"
    work = _work(tmp_path, body)
    assert work[0].get("name") == "Initech Labs" and work[0].get("position") == "Engineer"


def test_a_state_by_name_and_a_metropolitan_area_are_places() -> None:
    from cvcoach.inputs.documents.places import is_place

    for text in ("Carson City, Nevada", "Carson City, Nevada Area", "Brandon, Manitoba"):
        assert is_place(text), text


def test_a_name_or_a_title_before_a_state_is_no_place() -> None:
    from cvcoach.inputs.documents.places import is_place

    for text in ("Staff Engineer, Nevada", "Service Area", "Nevada", "Globex Area"):
        assert not is_place(text), text


def test_an_organisation_keeps_apart_from_its_metropolitan_area(tmp_path: Path) -> None:
    body = "**Senior Web Developer**  \nGlobex University, Carson City, Nevada Area  \n"
    work = _work(tmp_path, body + "Jul 2018 – Apr 2022\n")
    assert work[0].get("name") == "Globex University"
    assert work[0].get("location") == "Carson City, Nevada Area"


def test_a_town_named_by_an_organisation_word_is_a_place() -> None:
    from cvcoach.inputs.documents.places import is_place

    assert is_place("College Station, TX") and is_place("University Park, Pennsylvania")


def test_an_organisation_before_its_state_is_no_place() -> None:
    from cvcoach.inputs.documents.places import is_place

    for text in ("Globex College, CA", "College of Charleston, SC", "University Research, CA"):
        assert not is_place(text), text


def test_a_town_beside_the_dates_is_not_the_organisation(tmp_path: Path) -> None:
    body = (
        "### Research Assistant, Globex Security Center\n\n"
        "*College Station, TX · Jun 2022 – May 2024*\n\n- Built the lab's test rig.\n"
    )
    work = _work(tmp_path, body)
    assert work[0].get("name") == "Globex Security Center"
    assert work[0].get("location") == "College Station, TX"


def _education(tmp_path: Path, body: str) -> list[dict[str, Any]]:
    path = tmp_path / "cv.md"
    path.write_text(f"# Jane Doe\n\njane@example.com\n\n## Education\n\n{body}", encoding="utf-8")
    data = yaml.safe_load(import_document(path).yaml_text)
    education: list[dict[str, Any]] = data.get("education") or []
    return education


def test_honours_in_lower_case_stays_with_the_degree(tmp_path: Path) -> None:
    body = "### Globex Institute of Technology\n\nBachelor (hons) Engineering\n\n*2019 – 2023*\n"
    entry = _education(tmp_path, body)[0]
    assert entry.get("studyType") == "Bachelor (hons)" and entry.get("area") == "Engineering"


def test_other_words_in_brackets_are_no_part_of_the_degree(tmp_path: Path) -> None:
    body = "### Hooli College\n\nBachelor (online courses) Physics\n\n*2012 – 2014*\n"
    assert _education(tmp_path, body)[0].get("studyType") == "Bachelor"


def test_a_dept_line_is_the_organisation(tmp_path: Path) -> None:
    body = (
        "**Teaching Assistant**  \nGlobex A&M Dept. of Computer Science & Engineering  \n"
        "Sep 2023 – Dec 2023\n\n- Taught the first-year course.\n"
    )
    work = _work(tmp_path, body)
    assert work[0].get("name") == "Globex A&M Dept. of Computer Science & Engineering"


def test_a_line_with_no_organisation_word_is_no_organisation(tmp_path: Path) -> None:
    body = (
        "**Teaching Assistant**  \nTaught the first-year course of computer science  \n"
        "Sep 2023 – Dec 2023\n"
    )
    assert "name" not in _work(tmp_path, body)[0]


_NO_ORG = (
    "**Responsable systèmes**  \nGroupe Globex, France  \nSep 2001 – Sep 2010\n\n"
    "**Administrateur systèmes Unix**  \n{second}  \nOct 1997 – Aug 2001\n"
)


def test_names_before_a_country_in_entries_without_employers_are_employers(
    tmp_path: Path,
) -> None:
    work = _work(tmp_path, _NO_ORG.format(second="Hooli, France"))
    assert [w.get("name") for w in work] == ["Groupe Globex", "Hooli"]
    assert [w.get("location") for w in work] == ["France", "France"]


def test_one_entry_without_an_employer_keeps_its_town(tmp_path: Path) -> None:
    work = _work(tmp_path, _NO_ORG.format(second="Initech Labs, Paris, France"))
    assert "name" not in work[0] and work[0].get("location") == "Groupe Globex, France"
    assert work[1].get("name") == "Initech Labs"


def test_a_word_before_the_town_is_no_organisation_when_one_is_named(tmp_path: Path) -> None:
    body = "**Globex SRL**  \nAdministrative, Rosario, Argentina  \nDec 2024 – Dec 2025\n"
    work = _work(tmp_path, body)
    assert work[0].get("name") == "Globex SRL" and work[0].get("position") == "Administrative"

"""The importer's vocabularies (organisation, job and heading words, abbreviations before a
full stop) are looked up by a folded key (`vocab.fold`: lower case, accents dropped), so an
accented word of theirs is recognised; the value kept is the document's own text, byte for
byte; and a word that only folds into an English word is not made a keyword. Names are
made up."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import yaml

from cvcoach.inputs.documents.heading_words import only_heading_words, section_of
from cvcoach.inputs.documents.importer import import_document
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.segments import headerish
from cvcoach.inputs.documents.text_rules import sentences
from cvcoach.inputs.documents.vocab import (
    fold,
    has_org_word,
    has_strong_org_word,
    has_title_word,
    unaccented,
)

SCHOOL = "Úniversité de Northwind"


def _import(tmp_path: Path, text: str) -> dict[str, list[dict[str, str]]]:
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    return dict(yaml.safe_load(import_document(path).yaml_text))


def _education(school_line: str, second: str) -> str:
    return (
        "# Jane Doe\n\njane@example.com\n\n## Education\n\n"
        f"### {school_line}\n\n{second}\n\n*2015 – 2019*\n"
    )


def test_the_key_is_folded_and_the_text_kept() -> None:
    assert fold("Úniversity") == "university" and fold("UNIVERSITÄT") == "universitat"
    assert fold("E\u0301cole") == "ecole"  # decomposed, as some PDFs and macOS write it
    assert unaccented("Globex Ínc.") == "Globex Inc."
    assert fold("Hooli") == "hooli" and unaccented("Hooli") == "Hooli"


def test_an_accented_organisation_word_is_recognised() -> None:
    assert has_org_word("Glóbex Téchnologies") and has_strong_org_word(SCHOOL)
    assert has_org_word("Initech Systéms Ínc.")
    assert has_title_word("Sóftware Devéloper") and has_title_word("Ingeniéro de datos")


def test_an_unrelated_accented_word_is_no_keyword() -> None:
    assert not has_org_word("Crème Brûlée Café") and not has_title_word("Zoë Ångström")
    assert not has_strong_org_word("Résumé Writing")
    # "Chargé" folds into "charge", an English word: no job word in running text
    assert has_title_word("Chargé de projet") and not has_title_word("in charge of billing")


def test_headings_fold() -> None:
    assert section_of("Expérience professionnelle") == "work"
    assert section_of("ÉDUCATION") == "education" and only_heading_words("Éducation")
    assert section_of("Café Résumé") is None and not only_heading_words("Crème Brûlée")


def test_an_accented_legal_form_closes_a_name_not_a_sentence() -> None:
    assert headerish_text("Globex Ínc.") and not headerish_text("Built the billing tool.")
    assert sentences("Worked at Globex Ínc. on billing.") == ["Worked at Globex Ínc. on billing."]


def headerish_text(text: str) -> bool:
    return headerish(Line(text=text))


def test_an_accented_school_is_the_institution_kept_verbatim(tmp_path: Path) -> None:
    for form in ("NFC", "NFD"):
        school = unicodedata.normalize(form, SCHOOL)
        entry = _import(tmp_path, _education("Information Technology", school))["education"][0]
        assert entry["institution"].encode() == school.encode()
        assert entry["area"] == "Information Technology"


def test_an_accented_word_that_is_no_school_word_stays_second(tmp_path: Path) -> None:
    entry = _import(tmp_path, _education("Information Technology", "Résumé Writing Crèche"))
    assert entry["education"][0]["institution"] == "Information Technology"


def test_an_accented_legal_form_keeps_its_entry(tmp_path: Path) -> None:
    text = (
        "# Jane Doe\n\njane@example.com\n\n## Work\n\n**Software Developer**\n\n"
        "**Glóbex Ínc.**\n\nFeb 2017 – Aug 2019\n\n- Built the billing service.\n"
    )
    work = _import(tmp_path, text)["work"]
    assert len(work) == 1 and work[0]["name"] == "Glóbex Ínc."
    assert work[0]["position"] == "Software Developer" and work[0]["startDate"] == "Feb 2017"


def test_an_accented_province_is_a_place() -> None:
    assert is_place("Montréal, Québec") and is_place("Springfield, Québec, Canada")
    assert not is_place("Crème Brûlée, Café") and not is_place("Hooli, Réemote")

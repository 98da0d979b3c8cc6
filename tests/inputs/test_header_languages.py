"""Titles in Spanish, Portuguese and French (head nouns of official occupation lists) and
an organisation with its expansion in brackets. Names and entries are made up."""

from __future__ import annotations

import pytest

from cvcoach.inputs.documents.header_pieces import name_like
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.vocab import has_title_word


def _work(header: str) -> dict[str, str]:
    text = "Jane Doe\n\nExperiencia\n\n" + header + "\n- Construí el sistema\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    return entry.fields


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Desarrollador de Software", True),  # ISCO-08 in Spanish
        ("Practicante de Ingeniería", True),
        ("Desenvolvedor Backend", True),  # CBO 2002
        ("Ingénieur logiciel", True),  # ONISEP
        ("Banco Andino", False),
        ("Cooperativa Nuevo Horizonte", False),
        ("Personal Projects", False),  # an English word opening an occupation label
        ("Data Platform", False),
    ],
)
def test_the_head_nouns_of_occupations_in_other_languages_are_title_words(
    text: str, title: bool
) -> None:
    assert has_title_word(text) is title


def test_a_spanish_title_splits_from_its_organisation() -> None:
    fields = _work("Programador Junior, Banco Andino   Jan 2020 - Dec 2021")
    assert (fields.get("position"), fields.get("name")) == ("Programador Junior", "Banco Andino")


@pytest.mark.parametrize(
    ("text", "like"),
    [
        ("Hooli Financiera (Cooperativa de Ahorro y Crédito)", True),
        ("Initech (Northwind Trading Company of the Pacific)", True),
        ("Hooli Financiera Cooperativa de Ahorro y Crédito", False),  # seven words, no brackets
        ("(Cooperativa de Ahorro y Crédito)", True),  # brackets alone are the name
        # after two names, the expansion still counts ("Name, Name" is read by the commas)
        ("Rotación de Desarrollo, Hooli Financiera (Cooperativa de Ahorro)", False),
    ],
)
def test_an_expansion_in_brackets_does_not_count_against_a_names_length(
    text: str, like: bool
) -> None:
    assert name_like(text) is like

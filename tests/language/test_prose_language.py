"""`prose_language.english_line`: a line most of whose lower-case words the English word
table lacks is another language's, left out of the spelling fit's clean English text."""

from __future__ import annotations

from cvcoach.language.prose_language import english_line


def test_a_german_line_is_not_english() -> None:
    assert not english_line("Bei Initech entwickeln wir die neue Plattform für unsere Kunden.")


def test_a_spanish_line_is_not_english() -> None:
    assert not english_line("En Globex buscamos una persona con experiencia en redes y soporte.")


def test_an_english_line_with_terms_and_a_slip_is_english() -> None:
    assert english_line("Led the migraton of billing services to kubernetes at Initech.")


def test_too_few_lower_case_words_say_nothing() -> None:
    assert english_line("Hooli Northwind Globex: wir sind da")

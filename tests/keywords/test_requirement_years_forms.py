"""Years and levels in the forms the 2026-11-29 batch wrote them: counts glued to the word
before them, years that a degree's substitute or the post's term counts, a must said in the
first sentence of an item whose second is a plus. Invented text; each rule fires and not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements, years_asked


def test_a_count_glued_to_the_word_before_counts() -> None:
    assert years_asked("Experience.At least2–4 years of hands-on experiencein billing") == 2.0
    assert years_asked("Experience with Python3 and 2 years of Go") == 2.0  # not 3


def test_years_that_substitute_for_a_degree_are_not_asked() -> None:
    text = (
        "Graduation from an accredited four-year college. An additional 4 years of experience "
        "can substitute this education requirement."
    )
    assert years_asked(text) is None
    assert years_asked("4 years of experience in content design are required.") == 4.0


def test_the_term_of_the_post_is_not_years_asked() -> None:
    assert years_asked("A full time role for a period of 4 years to lead the charity") is None
    assert years_asked("This is a 2-year fixed-term contract.") is None
    assert years_asked("a 2-year fixed-term contract; 3 years of Go") == 3.0


def _levels(item: str) -> list[str]:
    text = f"# Clerk\n\n## Requirements\n\n- {item}\n"
    return [r.level for r in requirements(posting_from_text(text)).items]


def test_a_must_said_first_outweighs_a_plus_after_it() -> None:
    assert _levels("Fluent in Dutch and English is a must. Every other language is a plus") == [
        "must"
    ]
    assert _levels("Fluent in Dutch. Every other language is a plus") == ["nice"]

"""Public-sector and agency phrasings: a degree that may stand in for years, spelled-out
years with the figure in brackets, a preference inside a parenthesis, "highly desired"."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements, split_requirement, years_asked


def _levels(text: str) -> list[tuple[str, str]]:
    items = requirements(posting_from_text(f"Qualifications:\n\n- {text}\n")).items
    return [(item.text, item.level) for item in items]


def test_years_spelled_out_with_the_figure_in_brackets_and_plus() -> None:
    assert years_asked("Six (6) plus years of experience in a finance capacity") == 6
    assert years_asked("Ten (10) plus years of financial management experience") == 10
    assert years_asked("three (3) years of full-time experience") == 3


def test_years_a_degree_stands_in_for_are_not_asked() -> None:
    line = "A bachelor's degree is preferred and may be substituted for two (2) years of experience"
    assert years_asked(line) is None
    upto = "may be substituted for up to two (2) years of the required experience"
    assert years_asked(upto) is None
    # years asked beside the substitution still count
    assert years_asked("4 years of experience; a degree may substitute for 2 years") == 4


def test_a_degree_that_may_stand_in_for_years_is_one_nice_requirement() -> None:
    line = (
        "A bachelor's degree in economics or a related field is preferred and may be "
        "substituted for two (2) years of the required experience"
    )
    assert split_requirement(line) == [line]
    assert _levels(line) == [(line, "nice")]
    # two asks joined by "and" still split
    assert split_requirement("Master's degree preferred and 5+ years of SQL required") == [
        "Master's degree preferred",
        "5+ years of SQL required",
    ]


def test_highly_desired_is_nice_and_the_desired_candidate_still_asks() -> None:
    assert _levels("Experience in the public sector is highly desired.")[0][1] == "nice"
    assert _levels("The desired candidate has 2 to 5 years of relevant experience.")[0][1] == (
        "must"
    )


def test_a_preference_for_a_detail_in_brackets_leaves_the_ask_must() -> None:
    line = "3 plus years of audit experience (public accounting or a large company preferred)"
    assert _levels(line) == [(line, "must")]
    degree = "Bachelor's Degree required (Finance/Accounting/Economics concentration preferred)"
    assert _levels(degree) == [(degree, "must")]
    # the bracket that only marks the level, or names a degree of its own, is nice
    assert _levels("Bachelor's degree in Nursing (preferred)")[0][1] == "nice"
    assert _levels("Python (strongly preferred)")[0][1] == "nice"

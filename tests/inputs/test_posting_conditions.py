"""Conditions of hire (the right to work, residence, hours, a background check) are told from
offers and non-discrimination text; their years are no experience; levels of asking."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_conditions import states_a_condition
from cvcoach.keywords.requirements import requirements


def test_the_right_to_work_and_residence_are_conditions() -> None:
    assert states_a_condition("Applicants must be eligible for employment in the United States.")
    assert states_a_condition(
        "We can only hire someone who is a resident / citizen or holds a valid work permit."
    )
    assert states_a_condition("However we require you to be in Berlin for the onboarding.")
    assert states_a_condition(
        "There are no geographic restrictions but candidates must be able to meet regularly "
        "with staff in U.S. Pacific Time."
    )
    assert states_a_condition("We also prefer that you live in the United States.")


def test_offers_places_and_legal_text_are_no_conditions() -> None:
    assert not states_a_condition("You can reside anywhere in the world.")
    assert not states_a_condition("We are based in Manchester.")
    assert not states_a_condition(
        "Qualified applicants will be considered without regard to citizenship status."
    )
    assert not states_a_condition("There are no geographic restrictions for this role.")
    assert not states_a_condition("You will choose your own working hours.")


def test_a_preferred_place_is_nice_and_counts_no_years_of_experience() -> None:
    text = (
        "# Analyst\n\n## Requirements\n\n- We also prefer that you live in the United States.\n"
        "- Candidates must have resided in the UK for the past 5 years.\n"
        "- 5+ years of SQL\n"
    )
    items = requirements(posting_from_text(text)).items
    levels = {item.text: (item.level, item.years) for item in items}
    assert levels["We also prefer that you live in the United States."] == ("nice", None)
    assert levels["Candidates must have resided in the UK for the past 5 years."] == ("must", None)
    assert levels["5+ years of SQL"] == ("must", 5.0)


def test_years_written_as_a_year_or_a_decade_and_not_as_a_span_or_an_age() -> None:
    from cvcoach.keywords.requirements import years_asked

    assert years_asked("at least a year of experience with Go") == 1.0
    assert years_asked("over a decade of experience in finance") == 10.0
    assert years_asked("a minimum of two (2) years experience") == 2.0
    assert years_asked("Must be 18 years of age or older") is None
    assert years_asked("publications within the last 5 years") is None
    assert years_asked("a year-long contract") is None


def test_a_degree_named_as_a_measure_is_not_asked_and_one_asked_still_is() -> None:
    from cvcoach.keywords.requirements import degree_asked

    assert (
        degree_asked("Familiarity with astronomy equivalent to that gained from a degree") is None
    )
    assert degree_asked("Knowledge of statistics at the level of a master's degree") is None
    assert degree_asked("Bachelor's degree in CS or equivalent experience") == "bachelor"
    assert degree_asked("PhD or equivalent degree") == "phd"


def test_a_degree_preferred_before_a_comma_is_nice() -> None:
    text = (
        "# Recruiter\n\n## Requirements\n\n"
        "- College degree preferred, equivalent work experience considered\n"
        "- Python is preferred, as is Go; both required\n"
    )
    items = requirements(posting_from_text(text)).items
    assert items[0].level == "nice"
    assert items[1].level == "must"


def test_a_background_check_or_clearance_required_is_a_condition() -> None:
    assert states_a_condition("Background check required.")
    assert states_a_condition("Candidates must hold an active security clearance.")
    assert not states_a_condition("We run background checks in line with the law.")


def test_an_offer_conditional_on_the_right_to_work_is_a_condition() -> None:
    assert states_a_condition(
        "Employment offers are conditional pending screening, including proof of citizenship "
        "or legal right to work in the United States."
    )
    assert not states_a_condition("Offers are conditional on references.")


def test_preferred_before_a_dash_and_prefer_at_the_start_are_nice() -> None:
    text = (
        "# Director\n\n## Qualifications\n\n"
        "- Graduate degree in relevant field preferred -- or equivalent experience\n"
        "- prefer 3+ years of leadership experience in a growth role\n"
        "- 10 years of research experience\n"
    )
    levels = [item.level for item in requirements(posting_from_text(text)).items]
    assert levels == ["nice", "nice", "must"]


def test_added_pluses_and_probably_are_nice() -> None:
    text = (
        "# Engineer\n\n## Requirements\n\n- Python\n\n"
        "## Skills\n\n- Experience with open source and Linux are added pluses.\n"
        "- The successful candidate will probably hold a Bachelor's degree.\n"
        "- The successful candidate will hold a Bachelor's degree.\n"
    )
    levels = {item.text: item.level for item in requirements(posting_from_text(text)).items}
    assert levels["Python"] == "must"
    assert levels["Experience with open source and Linux are added pluses."] == "nice"
    assert levels["The successful candidate will probably hold a Bachelor's degree."] == "nice"
    assert levels["The successful candidate will hold a Bachelor's degree."] == "must"


def test_comma_clauses_that_each_say_how_much_they_are_asked_are_apart() -> None:
    from cvcoach.keywords.requirements import split_requirement

    line = (
        "3-5+ years professional experience in design, previous experience in the news space "
        "would be extremely helpful, passion for nonprofit news is required"
    )
    assert split_requirement(line) == [
        "3-5+ years professional experience in design",
        "previous experience in the news space would be extremely helpful",
        "passion for nonprofit news is required",
    ]
    line = "Knowledge of HTML and CSS (use of CSS preprocessors such as SASS is a nice to have)"
    assert split_requirement(line) == [
        "Knowledge of HTML and CSS",
        "use of CSS preprocessors such as SASS is a nice to have",
    ]


def test_the_tail_of_a_list_stays_with_its_list() -> None:
    from cvcoach.keywords.requirements import split_requirement

    line = "A Master's degree in a technology, government, or business-related field is preferred"
    assert split_requirement(line) == [line]
    line = "Experience in policy, government or non-profit, in particular with youth is a plus."
    assert split_requirement(line) == [line]
    line = "Some experience creating WordPress themes, plugins, etc. would be very useful"
    assert split_requirement(line) == [line]


def test_a_list_whose_last_item_says_how_much_it_is_asked_stays_whole() -> None:
    from cvcoach.keywords.requirements import split_requirement

    line = "experience in Java, Scala, C#, Javascript, Ruby or Python is preferred."
    assert split_requirement(line) == [line]

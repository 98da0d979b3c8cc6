"""Header forms of the twenty-second round (issue 27): what a recruiter reads as the title and
the employer when a posting gives them in forms other than a heading and a company line. All
names are invented; each rule has a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_name_signs import department, specialty
from cvcoach.inputs.posting_role_sought import practised_role
from cvcoach.inputs.posting_title_forms import bare_post_title, bare_title
from cvcoach.inputs.posting_title_line import split_title

# --- a mirror's "Title : Company" line --------------------------------------------------------


def test_a_spaced_colon_parts_title_and_company() -> None:
    assert split_title("Senior React Engineer : Initech Data", "") == (
        "Senior React Engineer",
        "Initech Data",
        None,
    )
    body = "At initech, we help teams ship. Write to initech about the role."
    assert split_title("initech : Senior Solutions Engineer", body)[:2] == (
        "Senior Solutions Engineer",
        "initech",
    )


def test_a_spaced_colon_without_a_role_parts_nothing() -> None:
    assert split_title("Note : read this first", "")[1] is None
    # a lower-case word the body never writes is no brand
    assert split_title("globex : Senior Solutions Engineer", "Apply now.")[1] is None


# --- "Title at Company" with the time of the opening or a tagline after it --------------------


def test_the_company_after_at_ends_before_the_time_of_the_opening() -> None:
    line = "Full-time developer position opening at Globex University for Fall 2026 (filled)"
    title, company, _ = split_title(line, "The developer will work at Globex University.")
    assert company == "Globex University"
    assert bare_post_title(title)[0] == "developer"


def test_the_company_after_at_drops_a_tagline_the_body_never_names() -> None:
    body = "Initech builds tools. At Initech we value care."
    line = "Software Engineer at Initech Where work gets done"
    assert split_title(line, body)[:2] == ("Software Engineer", "Initech")
    assert split_title("Software Engineer at Initech Labs", body)[1] == "Initech Labs"


def test_an_adverts_state_is_no_part_of_its_title() -> None:
    assert bare_title("Data Analyst (filled)") == "Data Analyst"
    assert bare_title("Data Analyst [Closed]") == "Data Analyst"
    assert bare_title("Data Analyst (Remote)") == "Data Analyst (Remote)"


def test_position_opening_after_a_role_goes() -> None:
    assert bare_post_title("Curator position opening")[0] == "Curator"
    assert bare_post_title("Head of Post")[0] == "Head of Post"


# --- a qualifier after a dash that is a platform, a field or a department ---------------------


def test_a_platform_after_a_dash_is_the_roles_field() -> None:
    body = "You know Android Core, RxJava and Gradle.\n"
    assert split_title("Senior Software Engineer - Android", body)[1] is None


def test_a_name_after_a_dash_the_prose_confirms_is_the_company() -> None:
    body = "At Initech, we build ledgers. Initech is hiring.\n"
    assert split_title("Senior Software Engineer - Initech", body)[1] == "Initech"


def test_a_field_the_body_writes_only_after_the_role_is_no_company() -> None:
    body = "We are looking for a Senior Software Engineer for Data Warehouse.\n"
    assert split_title("Software Engineer - Data Warehouse", body)[1] is None
    named = "The Globex Botanical Garden holds a million specimens.\n"
    assert split_title("Museum Registrar - Globex Botanical Garden", named)[1] == (
        "Globex Botanical Garden"
    )


def test_a_department_is_named_by_its_practice_in_common_words() -> None:
    assert department("Audit & Risk Management")
    assert department("Software Engineering")
    assert not department("Globex Asset Management")  # a name English does not write
    assert not department("Red Lantern Works")
    assert specialty("Android") and not specialty("Initech")


def test_a_department_under_the_title_is_no_company() -> None:
    text = "## Auditor II\n\nAudit & Risk Management\n\nJob Requirements:\n\n- Two years of audit\n"
    assert posting_from_text(text).company is None
    named = "## Auditor II\n\nGlobex Assurance\n\nJob Requirements:\n\n- Two years of audit\n"
    assert posting_from_text(named).company == "Globex Assurance"


# --- the title in a line or a sentence of the prose -------------------------------------------


def test_a_title_at_company_line_at_the_top_is_the_title() -> None:
    text = (
        "## About the job\n\nSoftware Engineer at Initech Where work gets done.\n\n"
        "Over a million people use Initech.\n"
    )
    posting = posting_from_text(text)
    assert posting.title == "Software Engineer"
    assert posting.company == "Initech"


def test_a_sentence_about_engineers_at_a_company_names_no_title() -> None:
    text = "## About the job\n\nEngineers at Initech work on ledgers and payments.\n"
    assert posting_from_text(text).title != "Engineers"


def test_a_practice_position_names_its_practitioner() -> None:
    assert practised_role("Hello.\n\nThis is a product design position. You will sketch.") == (
        "Product Designer"
    )
    assert practised_role("This is a full-time position based in Springfield.") is None


# --- the company in apposition, joined in lower case, and a team that is the role's field -----


def test_a_name_in_apposition_to_its_business_is_the_company() -> None:
    prose = (
        "Globex Systems, Ruritanian software outsourcing company over 5 years in existence, "
        "would like to employ several developers.\n"
    )
    assert company_in_prose(prose) == "Globex Systems"
    assert company_in_prose("Today, our company is growing fast.\n") is None


def test_a_lower_case_brand_one_joins_is_the_company() -> None:
    text = "## Senior QA Engineer\n\nIf you are interested in joining initech please apply.\n"
    assert posting_from_text(text).company == "initech"
    assert company_in_prose("We hope you enjoy joining our team.") is None


def test_a_team_named_for_the_titles_field_is_no_employer() -> None:
    text = "## Senior QA Engineer\n\nWork with the QA team every day.\n"
    assert posting_from_text(text).company is None
    other = "## Senior QA Engineer\n\nWork with the Initech team every day.\n"
    assert posting_from_text(other).company == "Initech"


# --- a possessive before adjectives, a closing signature --------------------------------------


def test_a_possessive_before_adjectives_names_the_employer() -> None:
    prose = "You will be a member of the Royal Borough of Globex’s new data team.\n"
    assert company_in_prose(prose) == "Royal Borough of Globex"
    assert company_in_prose("You will join a new data team.\n") is None


def test_a_closing_signature_names_the_institution() -> None:
    text = (
        "POSTDOCTORAL POSITIONS\n\nTwo positions are open in my lab.\n\n"
        "Jane Doe\nDepartment of Biology\nGlobex University\nSpringfield, ST 12345\n"
    )
    assert posting_from_text(text).company == "Globex University"
    unsigned = "POSTDOCTORAL POSITIONS\n\nApply through the university portal.\n\nJane Doe\n"
    assert posting_from_text(unsigned).company is None


def test_an_organisation_word_with_an_accent_makes_a_title_comma_organisation() -> None:
    from cvcoach.inputs.posting_names import title_comma_organisation

    assert title_comma_organisation("Data Engineer, Université de Globex") == (
        "Data Engineer",
        "Université de Globex",
    )
    assert title_comma_organisation("Applied Scientist, Search") is None


# --- headings: a fit the position describes, what jobs come with -------------------------------


def test_a_position_that_might_be_a_fit_if_heads_requirements() -> None:
    from cvcoach.inputs.posting_kinds import section_kind

    assert section_kind("This position might be a great fit if") == "requirements"
    assert section_kind("This position may not be right for you if...") != "requirements"
    assert section_kind("This role may not be a good fit if") != "requirements"


def test_what_jobs_come_with_heads_benefits() -> None:
    from cvcoach.inputs.posting_kinds import section_kind

    assert section_kind("Jobs at Initech come with") == "benefits"
    assert section_kind("Responsibilities that come with the role") != "benefits"


def test_contact_us_heads_how_to_apply() -> None:
    from cvcoach.inputs.posting_kinds import section_kind

    assert section_kind("If interested - contact us") == "apply"
    assert section_kind("Contacts and partners") != "apply"

"""Headers a job board's page generator writes: a page title around a job-title field, the
employer in an `institution` field beside its unit, and title lines with what is no title
(a pictograph, a pay grade's code, "Looking for a ...")."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_company import company_in_prose
from cvcoach.inputs.posting_names import employer_of
from cvcoach.inputs.posting_title_line import split_title
from cvcoach.model.role import Posting


def _posting(front: str, body: str = "Requirements\n\n- Experience with Python\n") -> Posting:
    return posting_from_text(f"---\n{front}\n---\n\n# {{{{ page.title }}}}\n\n{body}")


def test_a_job_title_field_inside_the_page_title_is_the_title_and_the_rest_the_employer() -> None:
    posting = _posting(
        "layout: listing\ntitle: Globex Institute of Art (GIA) - Web Developer\n"
        "jobTitle: Web Developer\norganization:\nposition:"
    )
    assert (posting.title, posting.company) == ("Web Developer", "Globex Institute of Art")


def test_an_institution_field_is_the_employer_of_the_unit_an_organization_field_names() -> None:
    posting = _posting(
        "title: Globex State Data Librarian\ninstitution: Globex State University\n"
        "organization: Library\nposition: Head of Cataloguing"
    )
    assert (posting.title, posting.company) == ("Data Librarian", "Globex State University")


def test_a_unit_before_a_comma_gives_way_to_the_organisation_after_it() -> None:
    assert employer_of("Computing Service, Globex University") == "Globex University"
    assert employer_of("Initech, Inc.") == "Initech, Inc."
    assert employer_of("Globex Institute of Art (GIA)") == "Globex Institute of Art"
    assert employer_of("Globex Institute (XYZ)") == "Globex Institute (XYZ)"


def test_a_title_line_without_its_pictograph_and_its_pay_grade() -> None:
    assert split_title("📈 Head of Customer Success", "")[0] == "Head of Customer Success"
    assert split_title("Innovation Specialist, GS-0301-14", "")[0] == "Innovation Specialist"


def test_a_title_written_as_looking_for_a_role_is_that_role() -> None:
    assert split_title("Looking for a Community Manager", "")[0] == "Community Manager"


def test_qualifiers_a_comma_lists_after_a_dash_are_no_company() -> None:
    body = "Open source-first company. Initech is still small."
    title, company, _ = split_title("Senior Software Engineer - Open Source, Dev Tools", body)
    assert (title, company) == ("Senior Software Engineer - Open Source, Dev Tools", None)


def test_join_an_amazing_team_names_no_company() -> None:
    assert company_in_prose("## Join An Amazing team\n\nWe ship.") is None

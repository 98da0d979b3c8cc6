"""Postings pasted into a comment box and served as HTML: the author's lines inside one
paragraph, list markers typed by hand, a Markdown heading typed as text, a stack sentence."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_html import html_to_text, source_breaks
from cvcoach.inputs.posting_kinds import names_the_stack
from cvcoach.keywords.requirements import requirements

COMMENT = (
    '<span class="commtext c00">Glimmerworks | Platform Engineer | Remote (EU)\n'
    "We are hiring: mail jobs at glimmerworks dot example.<p>We run a payments ledger."
    "<p>What we look for:\n- 4+ years of Terraform\n* Experience with Kubernetes\n"
    "<p># Bonus Points If\n* You have run Kafka in production\n</span>"
)


def test_typed_list_markers_and_a_pipe_line_keep_their_lines() -> None:
    text = html_to_text(COMMENT)
    assert text.splitlines()[0] == "Glimmerworks | Platform Engineer | Remote (EU)"
    assert "- 4+ years of Terraform" in text.splitlines()
    assert "- Experience with Kubernetes" in text.splitlines()
    assert "# Bonus Points If" in text.splitlines()


def test_hard_wrapped_prose_stays_one_line() -> None:
    wrapped = "<p>We are looking for someone who can join our\nteam in the spring and help\nus.</p>"
    assert html_to_text(wrapped).strip() == (
        "We are looking for someone who can join our team in the spring and help us."
    )
    # a short line mid-sentence before a capitalised name is no author's line either
    assert source_breaks("You will work with\nGitLab every day", False) == (
        "You will work with GitLab every day"
    )
    # nor is a text's own "#" that is no pasted heading
    assert html_to_text("<p>#1 tool for teams</p>").strip() == "\\#1 tool for teams"


def test_a_short_header_line_before_a_capitalised_line_is_a_line() -> None:
    got = source_breaks("STAFF DATA LEAD (Python primary)\nLisbon, PT\nBrightloom Labs", True)
    assert got == "STAFF DATA LEAD (Python primary)\nLisbon, PT\nBrightloom Labs"


def test_a_pasted_comment_reads_as_a_posting() -> None:
    posting = posting_from_text(html_to_text(COMMENT))
    reqs = requirements(posting)
    assert posting.title == "Platform Engineer"
    assert posting.company == "Glimmerworks"
    levels = {item.text: item.level for item in reqs.items}
    assert levels["4+ years of Terraform"] == "must"
    assert levels["Experience with Kubernetes"] == "must"
    assert levels["You have run Kafka in production"] == "nice"


def test_a_stack_sentence_names_our_stack_or_technologies() -> None:
    assert names_the_stack("Our current stack is Ruby, Rails, MongoDB, and React.")
    assert names_the_stack("Our core technologies are Python, Django, Flask and Redis.")
    assert names_the_stack("We have a modern javascript stack (Typescript, React, GraphQL, etc).")
    assert not names_the_stack(
        "Work with the latest technologies (Hadoop, K8s, Terraform, AWS, GCP to name a few)"
    )
    assert not names_the_stack("Our customers include Initech, Globex, Umbrella and Hooli.")


def test_a_bonus_list_is_extra_when_the_posting_asks_elsewhere() -> None:
    asks_elsewhere = posting_from_text(
        "# Web Developer\n\nOur stack is TypeScript, React, GraphQL and Postgres.\n\n"
        "## Bonus points if\n\n- You have used Kubernetes\n"
    )
    levels = {i.text: i.level for i in requirements(asks_elsewhere).items}
    assert levels["You have used Kubernetes"] == "nice"
    only_list = posting_from_text(
        "# Web Developer\n\nWe build tools.\n\n## Skills that would be helpful\n\n"
        "- Experience with Kubernetes\n"
    )
    assert [i.level for i in requirements(only_list).items] == ["must"]


def test_a_technologies_lead_in_and_a_long_field_label_ask() -> None:
    posting = posting_from_text(
        "# Data Engineer\n\nWe make maps.\n\n"
        "Technologies and languages include but are not limited to:\n\n- Rust, Go\n- Kafka\n\n"
        "Required experience/technologies: Python, SQL, dbt\n\n"
        "Preferred experience/technologies: Airflow, Terraform\n"
    )
    levels = {i.text: i.level for i in requirements(posting).items}
    assert levels["Rust, Go"] == "must"
    assert levels["Required experience/technologies: Python, SQL, dbt"] == "must"
    assert levels["Preferred experience/technologies: Airflow, Terraform"] == "nice"


def test_a_preferred_condition_in_the_prose_is_a_nice_requirement() -> None:
    posting = posting_from_text(
        "# Analyst\n\nWe are a small team in Porto. EU citizenship is preferred, but we sponsor "
        "visas. Our office has a garden.\n\n## Requirements\n\n- SQL\n"
    )
    levels = {i.text: i.level for i in requirements(posting).items}
    assert levels["EU citizenship is preferred, but we sponsor visas."] == "nice"
    assert "Our office has a garden." not in levels


def test_the_role_sought_from_the_prose_when_the_header_has_none() -> None:
    abbreviated = posting_from_text(
        "Hey there! Vantablue is looking for a Sr. Product Manager who ships.\n"
    )
    assert abbreviated.title == "Sr. Product Manager"
    contracted = posting_from_text(
        "C++ @ Quillfeather Lisbon, Portugal | Full-time\n\nWe're hiring a senior developer now.\n"
    )
    assert contracted.title == "Senior Developer"
    hiring_for = posting_from_text(
        "Tallowby (tallowby.example) is hiring for a Senior Data Engineer (REMOTE)\n\n"
        "We sell soap.\n"
    )
    assert hiring_for.title == "Senior Data Engineer"


def test_a_place_is_neither_the_title_nor_the_company() -> None:
    no_role = posting_from_text(
        "Fernhollow Systems | Oslo, Norway | Full-Time\n\nWe build trading screens.\n"
    )
    assert no_role.title is None
    assert no_role.company == "Fernhollow Systems"
    under = posting_from_text("# STAFF DATA LEAD\n\nLisbon, Portugal\n\nBrightloom builds looms.\n")
    assert under.company != "Lisbon, Portugal"
    assert under.location == "Lisbon, Portugal"


def test_a_company_named_for_the_people_it_is_of() -> None:
    from cvcoach.inputs.posting_title_line import split_title

    title, company, _ = split_title("Allied Electricians: Data & Digital Strategist", "")
    assert (title, company) == ("Data & Digital Strategist", "Allied Electricians")
    # a role in the singular before the colon is the title's, not a company's
    title, company, _ = split_title("Data Engineer: Remote", "")
    assert company is None

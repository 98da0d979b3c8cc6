"""A list under a heading the reader does not know is read by its items' shape
(`keywords.requirement_fallback`), on invented postings."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements


def _asked(text: str) -> list[str]:
    return [item.text for item in requirements(posting_from_text(text)).items]


_ASKING_LIST = """# Backend Engineer at Initech

Initech builds billing software for dentists.

## Part 3

- Curiosity and a love of hard puzzles
- Experience with Python and PostgreSQL
- Knowledge of message queues such as Kafka
- Ability to explain trade-offs to non-engineers
"""


def test_an_unknown_heading_over_a_list_that_asks_opens_requirements() -> None:
    asked = _asked(_ASKING_LIST)
    assert "Curiosity and a love of hard puzzles" in asked  # asks, though not shaped alone
    assert "Experience with Python and PostgreSQL" in asked


_DUTY_LIST = """# Backend Engineer at Initech

Initech builds billing software for dentists.

## Part 3

- Build the invoicing service
- Maintain the payment pipelines
- Review code written by the team
- Curiosity about new tools
"""


def test_a_duty_list_under_an_unknown_heading_asks_nothing() -> None:
    assert _asked(_DUTY_LIST) == []


_BENEFIT_LIST = """# Backend Engineer at Initech

Initech builds billing software for dentists.

## Part 4

- Health insurance for you and your family
- Flexible hours and remote work
- A yearly learning budget
"""


def test_a_benefit_list_under_an_unknown_heading_asks_nothing() -> None:
    assert _asked(_BENEFIT_LIST) == []


_MIXED_RUN = """# Data Analyst at Globex

## Part 2

- Prepare monthly reports for the board
- Experience with SQL and dashboards
- Knowledge of statistics
- Familiarity with Excel
"""


def test_duties_that_run_into_the_asks_stay_duties() -> None:
    asked = _asked(_MIXED_RUN)
    assert "Experience with SQL and dashboards" in asked
    assert "Prepare monthly reports for the board" not in asked


_TWO_ITEMS = """# Data Analyst at Globex

## Part 2

- Experience with SQL
- A sense of humour
"""


def test_two_items_are_too_few_to_say_what_a_list_is() -> None:
    assert "A sense of humour" not in _asked(_TWO_ITEMS)


_ADVANTAGE = """# Data Analyst at Globex

You will need:

- Experience with SQL

In addition, the following would be an advantage:

- Knowledge of Tableau
- Experience with dbt
"""


def test_a_lead_in_that_calls_its_list_an_advantage_opens_a_nice_list() -> None:
    items = requirements(posting_from_text(_ADVANTAGE)).items
    levels = {item.text: item.level for item in items}
    assert levels["Knowledge of Tableau"] == "nice"
    assert levels["Experience with SQL"] == "must"


def test_an_advantage_offered_by_the_employer_is_no_nice_lead_in() -> None:
    from cvcoach.inputs.posting_kinds import section_kind

    assert section_kind("Advantages of working here") != "nice"
    assert section_kind("The following would be an advantage") == "nice"

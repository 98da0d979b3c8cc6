"""An item's form without its list's heading (`keywords.requirement_item_forms`) and lists
cut by their items' forms (`requirement_fallback.list_kinds`): invented items; fires and not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirement_fallback import list_kinds
from cvcoach.keywords.requirement_item_forms import Form, describes_person, form_of, is_duty
from cvcoach.keywords.requirements import requirements


def test_a_person_described_without_a_subject_asks() -> None:
    for item in (
        "Has two years of experience running a kitchen",
        "Is calm with angry customers",
        "Can explain a budget to a board",
        "Thrives on a busy Saturday rota",
        "Passion for clean accounts and tidy ledgers",
        "Eager to learn the Globex billing tools",
        "Detail-oriented and calm under deadlines",
    ):
        assert describes_person(item), item
        assert form_of(item) == "ask", item


def test_duties_and_offers_do_not_describe_a_person() -> None:
    assert not describes_person("Build the Initech invoicing service")
    assert not describes_person("Responsible for the Globex payroll")
    assert not describes_person("have shipped a product")  # a lead-in's tail, lower case
    assert not describes_person("Have the opportunity to travel")
    assert form_of("Manages the front desk rota") == "duty"
    assert form_of("Opportunity to visit the Globex mill") == "offer"
    assert form_of("We meet twice a year in Lisbon") == "offer"
    assert form_of("How many years of SQL do you have?") == "offer"


def test_a_verb_of_a_state_or_a_requirement_opener_is_no_duty() -> None:
    assert not is_duty("Cares about tidy ledgers at Hooli")
    assert not is_duty("Hands-on experience with payroll systems")
    assert not is_duty("Desire to grow into a team lead")
    assert is_duty("Oversees the Northwind warehouse budget")
    assert is_duty("Understand the needs of each client")  # a base form stays a duty


def test_a_duty_list_then_a_list_of_asks_is_read_as_two_lists() -> None:
    forms: list[Form] = ["duty", "duty", "duty", "ask", "ask", "neutral", "ask"]
    assert list_kinds(forms) == ["duty"] * 3 + ["ask"] * 4


def test_one_duty_inside_a_list_of_asks_does_not_cut_it() -> None:
    forms: list[Form] = ["ask", "ask", "duty", "ask", "ask"]
    assert list_kinds(forms) == ["ask"] * 5


_RUN_TOGETHER = """# Office Manager at Globex

Globex makes garden tools in Leeds.

- Run the office and its suppliers
- Plan the team's travel
- Keep the accounts up to date
- Order the stationery

- Has three years of office experience
- Is fluent in English and German
- Can keep a calm desk on a busy day
- Passion for tidy processes

- We meet twice a year in Lisbon
- We offer a yearly training budget
"""


def test_asks_after_duties_with_no_heading_between_are_requirements() -> None:
    asked = [r.text for r in requirements(posting_from_text(_RUN_TOGETHER)).items]
    assert "Has three years of office experience" in asked
    assert "Passion for tidy processes" in asked
    assert "Run the office and its suppliers" not in asked
    assert "We meet twice a year in Lisbon" not in asked


_DUTIES_ONLY = """# Office Manager at Globex

Globex makes garden tools in Leeds.

- Run the office and its suppliers
- Plan the team's travel
- Keep the accounts up to date
- Order the stationery
- Manages the visitors' book
"""


def test_a_list_of_duties_alone_asks_nothing() -> None:
    assert requirements(posting_from_text(_DUTIES_ONLY)).items == ()


def test_past_deeds_and_named_skills_are_no_duties() -> None:
    assert not is_duty("Led a team of five at Hooli")
    assert form_of("Payroll systems experience (Sage, Xero)") == "ask"
    assert form_of("Steady team player at ease with new staff") == "ask"
    assert form_of("Comfort with rapid prototyping") == "ask"
    assert form_of("Pay at Initech rises with experience") != "ask"
    assert form_of("Share knowledge with the Initech team") == "duty"


def test_who_is_not_sought_is_no_ask() -> None:
    assert form_of("You are not comfortable working remotely") == "offer"
    assert form_of("You've never run a shop floor before") == "offer"
    assert form_of("You are looking for a desk job at Hooli") == "offer"
    assert form_of("Not afraid to ask questions") == "ask"
    assert form_of("You share the values of Northwind") == "ask"


def test_a_run_in_label_over_an_ask_is_an_ask() -> None:
    assert form_of("Care for Detail: A sharp eye for typos in Globex leaflets") == "ask"
    assert form_of("Location: Globex office in Leeds, two days a week") == "offer"
    assert form_of("Deadline: 3 March") == "offer"

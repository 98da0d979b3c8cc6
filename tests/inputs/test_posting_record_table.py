"""A posting's record kept as a two-column table whose labels carry no colon."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_tables import tables_as_lines

_REQS = "\n## Requirements\n\n- Two years of payroll experience\n"


def test_a_record_of_posting_labels_gives_the_header() -> None:
    table = "| Position | Payroll Officer |\n| --- | --- |\n| Company | Initech |\n"
    posting = posting_from_text(table + "| Location | Springfield |\n" + _REQS)
    assert (posting.title, posting.company, posting.location) == (
        "Payroll Officer",
        "Initech",
        "Springfield",
    )


def test_a_field_value_header_over_a_record_is_dropped() -> None:
    table = (
        "| Field | Value |\n| --- | --- |\n| Position | Payroll Officer |\n| Company | Initech |\n"
    )
    assert tables_as_lines(table).split("\n")[:2] == [
        "Position: Payroll Officer",
        "Company: Initech",
    ]


def test_a_two_column_table_of_other_labels_is_left_as_it_is() -> None:
    table = "| Skill | Level |\n| --- | --- |\n| Excel | Expert |\n| Sage | Good |"
    assert tables_as_lines(table) == table
    single = "| Position | Payroll Officer |\n| --- | --- |"
    assert tables_as_lines(single) == single

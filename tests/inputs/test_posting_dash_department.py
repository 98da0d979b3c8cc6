"""A department before a header's dash qualifies the post and is no employer
(`inputs/posting_title_line._company_dash_title`)."""

from __future__ import annotations

from cvcoach.inputs.posting_title_line import split_title

_BODY = "We are a small accounting firm. Apply now."


def test_a_department_before_the_dash_is_no_employer() -> None:
    line = "Marketing - Copywriter"
    assert split_title(line, _BODY)[:2] == (line, None)


def test_a_name_before_the_dash_is_the_employer() -> None:
    assert split_title("Initech - Accountant Assist", _BODY)[:2] == ("Accountant Assist", "Initech")

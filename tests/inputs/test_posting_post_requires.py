"""A sentence whose subject is the post and whose verb asks ("The position requires ...")
asks of the candidate; the work it involves, its hours, travel or a clause do not; and such a
sentence that only sums up the requirement list below it is not reported twice (invented
postings)."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_post_requires import post_requires, restates_the_list
from cvcoach.keywords.requirements import requirements


@pytest.mark.parametrize(
    "text",
    [
        "The position requires excellent negotiation and presentation skills.",
        "This position requires an inventive approach to troubleshooting.",
        "The Senior Analyst role will require a strong foundation in statistics.",
        "This is a research scientist position, which requires a Ph.D. degree in genetics.",
        "The duties listed above require a great deal of focus and care for detail.",
        "The role requires someone to be a strong leader and coach.",
    ],
)
def test_the_post_requires_a_quality(text: str) -> None:
    assert post_requires(text)


@pytest.mark.parametrize(
    "text",
    [
        "The position requires working closely with the Initech finance team.",
        "The role requires working with partners and universities.",
        "This is a highly interdisciplinary role that requires close collaboration with chemists.",
        "The position requires 8-12 hours per week at Globex.",
        "This position will require work from our office in Springfield.",
        "The position requires that fellows perform work across many topics.",
        "This job requires a jack-of-all-trades, and every day is different.",
        "The position requires frequent travel to Hooli's sites.",
    ],
)
def test_the_work_of_the_post_is_no_ask(text: str) -> None:
    assert not post_requires(text)


def test_a_sentence_from_about_the_post_is_read() -> None:
    posting = posting_from_text(
        "# Data Manager at Initech\n\n"
        "Initech is growing its data team. The position requires excellent SQL skills and "
        "an inventive approach to troubleshooting.\n"
    )
    texts = [item.text for item in requirements(posting).items]
    assert any(text.startswith("The position requires excellent SQL") for text in texts)


def test_a_summary_of_the_list_is_not_read_twice() -> None:
    assert restates_the_list(
        "This role requires strong culinary skills and attention to detail.",
        "Strong pastry skills Attention to detail Hygiene knowledge",
    )
    assert not restates_the_list(
        "This role requires strong culinary skills and a food hygiene certificate.",
        "Strong pastry skills Attention to detail",
    )
    posting = posting_from_text(
        "# Cook at Northwind Diner\n\n"
        "The cook prepares the menu. This role requires strong culinary skills and attention "
        "to detail.\n\n## Requirements\n\n- Strong pastry skills\n- Attention to detail\n"
    )
    texts = [item.text for item in requirements(posting).items]
    assert texts == ["Strong pastry skills", "Attention to detail"]

"""Benefits that lost their heading inside a requirement list, and page buttons."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_perk_runs import is_page_button
from cvcoach.keywords.requirements import requirements

RUN_ON = """Engineer at Hooli

Requirements:

- 5+ years of experience building web applications
- Experience writing tests
- Medical and dental cover paid in full
- 401k with matching
- Paid time off and 11 paid holidays
- Hybrid and flexible schedules
"""

ONE_PERK = """Engineer at Hooli

Requirements:

- 5+ years of experience building web applications
- Team spirit and curiosity
- 401k with matching
"""


def test_items_beside_named_benefits_are_benefits() -> None:
    texts = [item.text for item in requirements(posting_from_text(RUN_ON)).items]
    assert texts == [
        "5+ years of experience building web applications",
        "Experience writing tests",
    ]


def test_one_perk_leaves_its_neighbours_asked() -> None:
    texts = [item.text for item in requirements(posting_from_text(ONE_PERK)).items]
    assert "Team spirit and curiosity" in texts


def test_page_buttons() -> None:
    assert is_page_button("Share") and is_page_button("Tweet") and is_page_button("Pin it")
    assert not is_page_button("Share knowledge with the Initech team")
    assert not is_page_button("Likes working with customers")

"""Job nouns from O*NET's one-word titles of a practitioner (scripts/build_role_nouns_onet.py):
a title headed by one names a role; a thing O*NET also lists as a title does not."""

from __future__ import annotations

from cvcoach.inputs.posting_words import names_a_role


def test_a_practitioner_title_names_a_role() -> None:
    assert names_a_role("Web Evangelist")
    assert names_a_role("Senior Biostatistician, Oncology")


def test_a_thing_and_a_page_name_name_none() -> None:
    assert not names_a_role("Router Configuration")  # O*NET lists "router": a thing here
    assert not names_a_role("Onboarding Checklist")

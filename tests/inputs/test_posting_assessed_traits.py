"""Lead-ins that name what the candidate is judged on, or what they are like, open a
requirement list (round 28 of docs/roles.md)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_kinds import section_kind
from cvcoach.keywords.requirements import requirements

RUBRIC = """Analyst at Globex

You will help our research team at Globex.

Your application will be scored against the following traits, and you should show them in \
your application:

- Strong analytical skills
- Robust self-motivation
- Writing and verbal skills
"""

DOCUMENTS = """Analyst at Globex

You will help our research team at Globex.

Your application should include the following documents:

- A cover letter
- Two writing samples
"""


def test_a_lead_in_naming_traits_assessed_opens_requirements() -> None:
    assert section_kind("Applications will be rated against the following criteria") == (
        "requirements"
    )
    texts = [item.text for item in requirements(posting_from_text(RUBRIC)).items]
    assert "Strong analytical skills" in texts and "Writing and verbal skills" in texts


def test_a_lead_in_naming_documents_stays_apply() -> None:
    assert section_kind("Your application should include the following documents") == "apply"
    assert section_kind("We measure the following metrics") == "other"
    assert requirements(posting_from_text(DOCUMENTS)).items == ()


def test_what_you_will_be_like_names_requirements() -> None:
    assert section_kind("Here is what we think you'll be like") == "requirements"
    assert section_kind("What you're like") == "requirements"
    assert section_kind("What you'll be doing") == "responsibilities"

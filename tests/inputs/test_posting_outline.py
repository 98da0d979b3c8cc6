"""A heading of unknown kind takes the kind of the heading it stands under (`Outline`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_heading_lines import PLAIN_LEVEL
from cvcoach.inputs.posting_kinds import section_kind
from cvcoach.inputs.posting_outline import Outline
from cvcoach.keywords.requirements import requirements

NESTED = """# Support Engineer at Initech

## Qualifications / Requirements

### What you carry along as a base:

- You handle Linux and Windows servers with ease
- You keep calm when the printers of Globex fail

## Benefits

- Team lunch
"""


def test_an_unknown_subheading_inherits_its_parents_kind() -> None:
    outline = Outline()
    assert outline.kind_under(2, "requirements") == "requirements"
    assert outline.kind_under(3, "other") == "requirements"
    assert outline.kind_under(3, "benefits") == "benefits"  # a known kind stays its own
    assert outline.kind_under(2, "other") == "other"  # a sibling of the parent: no parent


def test_plain_headings_neither_inherit_nor_pass_on() -> None:
    outline = Outline()
    outline.kind_under(2, "requirements")
    assert outline.kind_under(PLAIN_LEVEL, "other") == "other"


def test_a_nested_requirement_list_under_an_unknown_subheading_is_read() -> None:
    texts = [item.text for item in requirements(posting_from_text(NESTED)).items]
    assert "You handle Linux and Windows servers with ease" in texts
    assert "Team lunch" not in texts


def test_what_the_role_involves_is_duties() -> None:
    assert section_kind("What this role involves:") == "responsibilities"
    assert section_kind("Skills involved in the role") == "requirements"

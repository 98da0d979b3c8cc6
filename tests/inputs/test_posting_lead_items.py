"""A nested list's parent items ("You are" over "a quick learner") open the items under
them and ask nothing; an item that is a sentence of its own is kept (invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

NESTED = """# Marketing Coordinator at Initech

## About you

+ You are
  + a quick learner who embraces new tools
  + a great communicator
+ You understand the importance of clear writing and
  + strong copywriting skills
+ Bonus points for
  + experience with spreadsheet tools
  + a degree in Marketing
"""

FLAT = """# Office Manager at Globex

## Requirements

- Detail-oriented
- a calm presence in a busy office
- Strong Excel skills.
- experience with payroll
"""


def test_parent_items_of_a_nested_list_are_no_requirements() -> None:
    texts = [item.text for item in requirements(posting_from_text(NESTED)).items]
    assert "You are" not in texts
    assert "Bonus points for" not in texts
    assert not any(text.startswith("You understand the importance") for text in texts)
    assert "a great communicator" in texts
    assert "experience with spreadsheet tools" in texts


def test_items_that_are_sentences_are_kept() -> None:
    texts = [item.text for item in requirements(posting_from_text(FLAT)).items]
    # a trait of its own, though a lower-case item follows it; a closed sentence
    assert "Detail-oriented" in texts
    assert "Strong Excel skills." in texts
    assert "experience with payroll" in texts
    assert "a calm presence in a busy office" in texts

"""An ordered list marker a Markdown editor escaped ("1\\. Organised self-starter") is a
list marker, so its item is a list item of its section; a number escaped inside a sentence
is no marker (invented postings)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

ESCAPED = """# Bookkeeper at Initech

**Qualifications:**

1\\. Minimum two years of full cycle bookkeeping

2\\. Organized, self-starter that can finish tasks without supervision

3\\. Careful planner, quick learner, team player
"""


def test_escaped_ordered_markers_make_list_items() -> None:
    items = [item.text for item in requirements(posting_from_text(ESCAPED)).items]
    assert items == [
        "Minimum two years of full cycle bookkeeping",
        "Organized, self-starter that can finish tasks without supervision",
        "Careful planner, quick learner, team player",
    ]


def test_a_number_inside_a_sentence_is_no_marker() -> None:
    text = "# Clerk at Globex\n\n## Requirements\n\nWe ask for 2\\. years of filing.\n"
    lines = [line.text for line in posting_from_text(text).lines]
    assert not any(line == "years of filing." for line in lines)

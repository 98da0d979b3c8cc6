"""Lists pasted from a word processor or a rich editor: Word's bullet glyphs without their
symbol font, Markdown markers the editor escaped, and a capitals sentence under a list."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

PASTED = """Senior Accountant

Qualifications:

Ø  Strong Excel skills and experience

§ Collaborative and flexible style; team player

\\* Experience should indicate progressively more responsibility.

CITY RESIDENCY REQUIRED.
"""


def _asked(text: str) -> list[str]:
    return [item.text for item in requirements(posting_from_text(text)).items]


def test_word_glyphs_and_escaped_markers_are_list_items() -> None:
    asked = _asked(PASTED)
    assert "Strong Excel skills and experience" in asked
    assert "Collaborative and flexible style; team player" in asked
    assert "Experience should indicate progressively more responsibility." in asked


def test_a_capitals_sentence_is_a_line_not_a_heading() -> None:
    assert "CITY RESIDENCY REQUIRED." in _asked(PASTED)
    lines = posting_from_text("ABOUT US\n\nWe build boats.\n\nREQUIREMENTS\n\n- Sailing\n").lines
    assert [ln.section for ln in lines] == ["about", "requirements"]


def test_a_glyph_before_a_number_or_inside_a_word_is_no_marker() -> None:
    text = "About\n\n§ 5 of the act applies to all staff.\n\nØresund Bridge is near.\n"
    lines = [ln.text for ln in posting_from_text(text).lines]
    assert "§ 5 of the act applies to all staff." in lines
    assert "Øresund Bridge is near." in lines


def test_a_heading_typed_as_a_list_item_opens_its_section() -> None:
    text = (
        "Duties:\n\n· Performs risk assessments.\n\n· **Qualifications:**\n\n"
        "· 8 plus years in IT audit required.\n\n· QUALIFICATIONS\n\n· CISA required.\n"
    )
    lines = posting_from_text(text).lines
    assert [(ln.text, ln.section) for ln in lines] == [
        ("Performs risk assessments.", "responsibilities"),
        ("8 plus years in IT audit required.", "requirements"),
        ("CISA required.", "requirements"),
    ]


def test_a_list_item_naming_a_section_in_a_sentence_stays_an_item() -> None:
    text = "Qualifications:\n\n· Qualifications in accounting\n\n· Skills: Excel, SQL\n"
    assert [ln.text for ln in posting_from_text(text).lines] == [
        "Qualifications in accounting",
        "Skills: Excel, SQL",
    ]

"""A requirement list run on into a duty list's section, no heading between them
(`requirement_fallback.asking_lists`): invented postings; fires and not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

DUTIES = (
    "# Product Manager\n\n## Your responsibilities\n\n"
    "- Plan roll-outs with the marketing team\n"
    "- Monitor user behaviour through analytics\n"
    "- Translate insights into product changes\n\n"
)


def _asks(text: str) -> list[str]:
    return [item.text for item in requirements(posting_from_text(text)).items]


def test_asks_after_the_last_duty_are_requirements() -> None:
    text = DUTIES + (
        "- 2+ years in a product manager role.\n"
        "- You have experience with a SaaS product.\n"
        "- Experience working with small businesses.\n"
        "- You are fluent in English.\n"
    )
    asks = _asks(text)
    assert "2+ years in a product manager role." in asks
    assert "You are fluent in English." in asks
    assert not any(a.startswith("Monitor user behaviour") for a in asks)


def test_a_duty_lists_own_tail_of_tasks_asks_nothing() -> None:
    text = DUTIES + (
        "- Weekly reports to the board\n"
        "- Occasional travel to customer sites\n"
        "- Support for the sales team at trade fairs\n"
    )
    assert _asks(text) == []

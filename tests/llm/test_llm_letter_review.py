"""The cover letter (streamed) and the consistency review (quotes checked against the CV)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cvcoach.engines.base import BulletInput, LetterInput, RoleBrief
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.llm.errors import LLMRequestFailed
from tests.llm.handwritten_replies import error_reply, json_reply, stream_reply, text_reply
from tests.llm.llm_samples import EMAIL, INJECTION, PHONE
from tests.llm.scripted_openai_server import ScriptedServer

MakeEngine = Callable[..., LLMEngine]

CV = f"""Alice Doe
{EMAIL} | {PHONE}
Born 2004.
Education: BSc Computer Science, UC San Diego (2014 - 2018)
Awards: Best Paper Award, ACL 2021
Experience: Research Intern,   UCSD Lab (2023 - Present)
Honours: Best Paper Award, ACL 2022
"""


@pytest.fixture
def letter(role: RoleBrief) -> LetterInput:
    return LetterInput(
        candidate="Alice Doe",
        role=role,
        summary=f"ML engineer; reach me at {EMAIL}",
        evidence=[BulletInput(id="work[0].highlights[0]", text="Built a benchmark for {model}")],
        skills=["Python", "PyTorch"],
        headings=["Research Intern, UCSD Lab"],
    )


def test_the_letter_is_streamed_chunk_by_chunk(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    pieces = ["Dear Hiring Manager,\n\n", "I built a benchmark ", "for {model}.\n\n", "Alice Doe"]
    server.expect(stream_reply(pieces))
    seen: list[str] = []
    engine = make_engine()

    text = engine.draft_cover_letter(letter, on_text=seen.append)

    assert text == "".join(pieces)
    assert seen == pieces  # passed on as they arrived, not at the end
    [request] = server.requests
    assert request.body["stream"] is True
    assert "response_format" not in request.body
    assert INJECTION not in request.system
    assert INJECTION in request.user.split("<target_role>", 1)[1]
    assert engine.usage.completion_tokens == 60  # from the stream's final usage chunk


def test_a_placeholder_split_across_chunks_is_restored(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(stream_reply(["Write to me at [EMA", "IL_1] any", " time."]))
    seen: list[str] = []

    text = make_engine().draft_cover_letter(letter, on_text=seen.append)

    assert text == f"Write to me at {EMAIL} any time."
    assert "".join(seen) == text
    assert EMAIL not in server.requests[0].raw


def test_an_identical_letter_is_served_from_the_cache(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(stream_reply(["Dear team,", " Alice"]))
    first = make_engine(cache=True).draft_cover_letter(letter)
    seen: list[str] = []

    second = make_engine(cache=True).draft_cover_letter(letter, on_text=seen.append)

    assert second == first == "Dear team, Alice"
    assert seen == [second]
    assert len(server.requests) == 1


def test_an_empty_letter_is_an_error(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(stream_reply([]))

    with pytest.raises(LLMRequestFailed, match="empty letter"):
        make_engine().draft_cover_letter(letter)


def test_review_keeps_items_whose_quotes_are_in_the_cv(
    server: ScriptedServer, make_engine: MakeEngine
) -> None:
    server.expect(
        json_reply(
            {
                "items": [
                    {
                        "message": "The same award is given two different years.",
                        "severity": "warning",
                        "quotes": ["Best Paper Award, ACL 2021", "Best Paper Award, ACL 2022"],
                    },
                    {
                        "message": "Born 2004 but a BSc from 2014: aged ten.",
                        "severity": "error",
                        "quotes": ["Born 2004", "Research Intern, UCSD Lab"],  # spaces differ
                    },
                    {
                        "message": "The degree is called an MSc elsewhere.",
                        "severity": "warning",
                        "quotes": ["MSc Computer Science"],  # not in the CV: invented
                    },
                    {"message": "Something feels off.", "severity": "warning", "quotes": []},
                ]
            }
        )
    )
    engine = make_engine()

    items = engine.review(CV)

    assert [item.severity for item in items] == ["warning", "error"]
    assert items[0].quotes[1].text == "Best Paper Award, ACL 2022"
    assert any("dropped 2 item(s)" in note for note in engine.usage.notes)
    [request] = server.requests
    assert request.response_format is not None
    assert request.response_format["json_schema"]["name"] == "ReviewReply"
    assert "Born 2004." in request.user.split("<cv>", 1)[1]
    assert EMAIL not in request.raw and "555-0100" not in request.raw


def test_review_quotes_of_placeholders_are_checked_after_restoring(
    server: ScriptedServer, make_engine: MakeEngine
) -> None:
    server.expect(
        json_reply(
            {
                "items": [
                    {
                        "message": "Two e-mail styles.",
                        "severity": "warning",
                        "quotes": ["[EMAIL_1]"],
                    }
                ]
            }
        )
    )

    [item] = make_engine().review(CV)

    assert item.quotes[0].text == EMAIL


def test_a_failed_review_is_a_note_not_a_crash(
    server: ScriptedServer, make_engine: MakeEngine
) -> None:
    server.expect(*(error_reply(502, "bad gateway") for _ in range(3)))
    engine = make_engine()

    assert engine.review(CV) == []
    assert any(note.startswith("review skipped") for note in engine.usage.notes)


def test_review_with_no_contradiction(server: ScriptedServer, make_engine: MakeEngine) -> None:
    server.expect(text_reply('```json\n{"items": []}\n```'))  # fenced: still accepted

    assert make_engine().review(CV) == []

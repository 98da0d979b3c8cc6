"""The cover letter (in structured parts) and the consistency review (quotes checked
against the CV)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cvcoach.engines.base import BulletInput, LetterInput, RoleBrief
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.llm.errors import InvalidReply, LLMRequestFailed
from tests.llm.handwritten_replies import error_reply, json_reply, text_reply
from tests.llm.llm_samples import EMAIL, INJECTION, PHONE
from tests.llm.scripted_openai_server import Reply, ScriptedServer

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


B0 = "work[0].highlights[0]"


def letter_reply(opening: str, *paragraphs: tuple[str, list[str]], closing: str = "") -> Reply:
    return json_reply(
        {
            "opening": opening,
            "paragraphs": [{"text": t, "evidence": ids} for t, ids in paragraphs],
            "closing": closing,
        }
    )


def test_the_letter_is_asked_for_in_parts_citing_only_the_evidence_given(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(
        letter_reply(
            "My benchmarking work fits this role.",
            ("I built a benchmark for {model}.", [B0, " work[9].highlights[0]"]),
            closing="I would welcome a conversation.",
        )
    )
    engine = make_engine()

    parts = engine.draft_letter_parts(letter)

    assert parts.opening == "My benchmarking work fits this role."
    [paragraph] = parts.paragraphs
    assert paragraph.evidence == [B0]  # an id the letter was not given is dropped
    assert parts.closing == "I would welcome a conversation."
    [request] = server.requests
    fmt = request.response_format
    assert fmt is not None and fmt["json_schema"]["name"] == "LetterReply"
    evidence = fmt["json_schema"]["schema"]["properties"]["paragraphs"]["items"]
    assert evidence["properties"]["evidence"]["items"] == {"type": "string", "enum": [B0]}
    assert 0 < request.body["max_tokens"] <= 1000  # every request caps its output
    assert INJECTION not in request.system
    assert INJECTION in request.user.split("<target_role>", 1)[1]
    assert f"- {B0}: Built a benchmark for {{model}}" in request.user


def test_a_placeholder_in_the_letter_is_restored(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(letter_reply("Write to me at [EMAIL_1] any time."))

    parts = make_engine().draft_letter_parts(letter)

    assert parts.opening == f"Write to me at {EMAIL} any time."
    assert EMAIL not in server.requests[0].raw


def test_an_identical_letter_is_served_from_the_cache(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(letter_reply("My work fits.", ("I built a benchmark.", [B0])))
    first = make_engine(cache=True).draft_letter_parts(letter)

    second = make_engine(cache=True).draft_letter_parts(letter)

    assert second == first
    assert len(server.requests) == 1


def test_feedback_from_the_guard_goes_into_a_second_request(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(letter_reply("I built a benchmark."))

    make_engine().draft_letter_parts(letter, ["“I led a team of 50.”: adds a number"])

    [request] = server.requests
    assert "I led a team of 50." in request.user
    assert "refused" in request.user


def test_an_empty_letter_is_an_error_after_one_re_ask(
    server: ScriptedServer, make_engine: MakeEngine, letter: LetterInput
) -> None:
    server.expect(letter_reply(""), letter_reply(""))

    with pytest.raises(InvalidReply, match="no text"):
        make_engine().draft_letter_parts(letter)
    assert len(server.requests) == 2


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


def test_a_failed_review_raises_rather_than_reporting_no_contradiction(
    server: ScriptedServer, make_engine: MakeEngine
) -> None:
    server.expect(*(error_reply(502, "bad gateway") for _ in range(3)))

    with pytest.raises(LLMRequestFailed, match="HTTP 502"):
        make_engine().review(CV)


def test_review_with_no_contradiction(server: ScriptedServer, make_engine: MakeEngine) -> None:
    server.expect(text_reply('```json\n{"items": []}\n```'))  # fenced: still accepted

    assert make_engine().review(CV) == []

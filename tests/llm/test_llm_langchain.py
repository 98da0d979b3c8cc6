"""Any langchain-core chat model as the engine's model: the same ladder, guard, re-ask,
usage counting and redaction as the built-in port. Tested with langchain-core's own fake
chat models (finite queues: an unexpected extra call fails)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import Runnable, RunnableLambda
from pydantic import Field, SecretStr

from cvcoach import draft_cover_letter, polish
from cvcoach.engines.select import chat_model_engine
from cvcoach.inputs.profile_loader import profile_from_bytes
from cvcoach.inputs.role import Role, load_role
from tests.llm.handwritten_replies import error_reply, json_reply
from tests.llm.scripted_openai_server import ScriptedServer

CV = b"""\
basics:
  name: Ada Example
  email: ada.example@mail.test
work:
  - name: Acme Compilers
    position: Engineer
    startDate: '2021-01'
    endDate: '2023-06'
    highlights:
      - Build an MLIR lowering for 3 accelerators
      - Cut compile time by 40% on the test suite
"""
ROLE = "# Compiler Engineer — Kestrel Silicon\n\n- MLIR, LLVM and Kubernetes\n"
B0 = "work[0].highlights[0]"


class RecordingFake(GenericFakeChatModel):
    """GenericFakeChatModel that records the prompts it was sent."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> AIMessage:
        self.seen.append(list(input))
        reply = super().invoke(input, config, **kwargs)
        assert isinstance(reply, AIMessage)
        return reply


class StructuredFake(RecordingFake):
    """A fake that supports structured output, the way ChatOpenAI does with json_schema."""

    methods: list[str] = Field(default_factory=list)

    def with_structured_output(
        self, schema: Any, *, include_raw: bool = False, **kwargs: Any
    ) -> Runnable[Any, Any]:
        self.methods.append(str(kwargs.get("method")))

        def answer(messages: Any) -> dict[str, Any]:
            raw = self.invoke(messages)
            # the installed langchain-core takes NotRequired from typing, which mypy's
            # python_version 3.10 lacks, so UsageMetadata's optional keys read as required
            # (unused-ignore: a langchain-core typed otherwise checks clean)
            raw.usage_metadata = {  # type: ignore[assignment, unused-ignore]
                "input_tokens": 321,
                "output_tokens": 45,
                "total_tokens": 366,
            }
            return {"raw": raw, "parsed": json.loads(raw.text), "parsing_error": None}

        return RunnableLambda(answer)


def role(tmp_path: Path) -> Role:
    path = tmp_path / "role.md"
    path.write_text(ROLE)
    return load_role(path)


def replies(*objects: dict[str, Any]) -> Iterator[AIMessage]:
    return iter([AIMessage(content=json.dumps(o)) for o in objects])


def rewrites(*items: tuple[str, str]) -> dict[str, Any]:
    return {
        "rewrites": [
            {"source_id": i, "text": t, "targets": [], "reasons": ["tense"]} for i, t in items
        ]
    }


def test_polish_takes_a_chat_model_without_structured_output_through_a_json_prompt(
    tmp_path: Path,
) -> None:
    profile = profile_from_bytes(CV, "cv.yaml")
    model = RecordingFake(
        messages=replies(rewrites((B0, "Built an MLIR lowering for 3 accelerators")))
    )

    result = polish(profile, role(tmp_path), engine=model)

    assert result.engine.startswith("langchain:")
    assert [c.after for c in result.changes] == ["Built an MLIR lowering for 3 accelerators"]
    [prompt] = model.seen
    assert "<json_schema>" in prompt[0].text  # the bottom rung: the schema in the prompt
    assert "ada.example@mail.test" not in "".join(m.text for m in prompt)  # redacted
    assert result.usage.requests == 1 and result.usage.tokens_approximate


def test_a_chat_model_with_structured_output_uses_it_and_the_guard_still_decides(
    tmp_path: Path,
) -> None:
    profile = profile_from_bytes(CV, "cv.yaml")
    invented = rewrites((B0, "Built an MLIR lowering for 3 accelerators on Kubernetes"))
    honest = rewrites((B0, "Built an MLIR lowering for 3 accelerators"))
    model = StructuredFake(messages=replies(invented, honest))

    result = polish(profile, role(tmp_path), engine=model)

    assert model.methods == ["json_schema", "json_schema"]  # the first rung, first request
    assert [c.after for c in result.changes] == ["Built an MLIR lowering for 3 accelerators"]
    assert result.rescued == 1  # the re-ask, told about Kubernetes, answered honestly
    assert "Kubernetes" in model.seen[1][-1].text
    assert result.usage.prompt_tokens == 642 and not result.usage.tokens_approximate


def test_the_letter_from_a_chat_model_is_assembled_and_guarded(tmp_path: Path) -> None:
    profile = profile_from_bytes(CV, "cv.yaml")
    body = {
        "opening": "My compiler work is what this role asks for.",
        "paragraphs": [
            {
                "text": "At Acme Compilers I cut compile time by 40% on the test suite. "
                "I also hold a PhD from MIT.",
                "evidence": ["work[0].highlights[1]"],
            }
        ],
        "closing": "I would welcome a conversation.",
    }
    model = RecordingFake(messages=replies(body, body))

    letter = draft_cover_letter(profile, role(tmp_path), engine=model)

    assert letter.text.startswith("Dear Hiring Team at Kestrel Silicon,")
    assert "Compiler Engineer role at Kestrel Silicon" in letter.text
    assert "40%" in letter.text and "PhD" not in letter.text
    assert any("PhD" in r.sentence for r in letter.removed)
    assert len(model.seen) == 2  # the refusal went back once


def test_chat_model_engine_names_the_model() -> None:
    model = RecordingFake(messages=iter([]))
    engine = chat_model_engine(model)
    assert engine.name == "langchain:RecordingFake"
    assert engine.max_concurrency == 1 and engine.cache is None


def test_chat_openai_against_a_server_that_refuses_json_schema(
    server: ScriptedServer, tmp_path: Path
) -> None:
    """ChatOpenAI, the chat model most tools hold, on llama.cpp's kind of server: its
    json_schema request is refused with a 500, and the ladder steps to json_mode."""
    from langchain_openai import ChatOpenAI

    server.expect(
        error_reply(500, "Input should be 'text' or 'json_object': response_format.type"),
        json_reply(rewrites((B0, "Built an MLIR lowering for 3 accelerators"))),
    )
    model = ChatOpenAI(
        model="test-model", base_url=server.base_url, api_key=SecretStr("none"), max_retries=0
    )

    result = polish(profile_from_bytes(CV, "cv.yaml"), role(tmp_path), engine=model)

    assert [c.after for c in result.changes] == ["Built an MLIR lowering for 3 accelerators"]
    first, second = server.requests
    assert first.response_format["type"] == "json_schema"  # type: ignore[index]
    assert second.response_format["type"] == "json_object"  # type: ignore[index]
    assert "ada.example@mail.test" not in first.raw + second.raw

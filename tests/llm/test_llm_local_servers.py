"""What real local servers need: the format ladder (and its memory), schemas that pin the
entry's bullet ids, output caps, one request at first, a timeout that measures progress,
and a second request that carries the guard's reasons."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

from cvcoach.engines.base import EntryInput, Refusal, RoleBrief
from cvcoach.engines.llm_budget import rewrite_tokens
from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.llm.config import LLMConfig
from tests.llm.handwritten_replies import (
    error_reply,
    mentions,
    rewrite,
    rewrites_reply,
    text_reply,
)
from tests.llm.llm_samples import make_entry
from tests.llm.scripted_openai_server import Reply, ScriptedServer

B0 = "work[0].highlights[0]"
B1 = "work[0].highlights[1]"
# what llama-cpp-python's server answers to a `json_schema` response format
LLAMA_CPP_500 = (
    "1 validation error: {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
    "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema'}"
)

MakeEngine = Callable[..., LLMEngine]


def test_a_500_that_names_the_response_format_steps_down_the_ladder_not_retried(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(
        error_reply(500, LLAMA_CPP_500),
        rewrites_reply(rewrite(B0, "Built a Python benchmark for {model} serving")),
    )

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None and result.rewrites[0].source_id == B0
    first, second = server.requests
    assert first.response_format is not None and first.response_format["type"] == "json_schema"
    assert second.response_format is not None and second.response_format["type"] == "json_object"


def test_a_server_that_takes_no_format_at_all_gets_a_json_only_prompt(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(
        error_reply(400, "response_format is not supported"),
        error_reply(400, "response_format is not supported"),
        rewrites_reply(rewrite(B0, "Built a benchmark for {model} serving in Python")),
    )
    engine = make_engine()

    [result] = engine.rewrite_entries([entry], role)

    assert result.error is None
    third = server.requests[2]
    assert "response_format" not in third.body
    assert "<json_schema>" in third.system  # the schema travels in the prompt instead
    assert sum("refused" in note for note in engine.usage.notes) == 2


def test_the_ladder_is_remembered_across_runs_per_endpoint_and_model(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(error_reply(500, LLAMA_CPP_500), rewrites_reply(), rewrites_reply())
    make_engine(cache=True).rewrite_entries([entry], role)
    other = entry.model_copy(update={"heading": "Another entry"})  # not a cache hit

    make_engine(cache=True).rewrite_entries([other], role)

    assert [r.response_format["type"] for r in server.requests if r.response_format] == [
        "json_schema",
        "json_object",
        "json_object",  # the second run starts where the first one learnt to be
    ]


def test_a_plain_server_fault_is_retried_not_taken_for_a_format_refusal(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(error_reply(500, "CUDA out of memory"), rewrites_reply())

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None
    assert [r.response_format["type"] for r in server.requests if r.response_format] == [
        "json_schema",
        "json_schema",
    ]


def test_ids_are_pinned_by_the_schema_and_normalised_in_the_reply(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(
        rewrites_reply(
            rewrite(f" {B0}\n", "Built a Python benchmark for {model} serving"),
            rewrite(B0, "A second rewrite of the same bullet"),
            rewrite("text", "An id the entry does not have"),
            rewrite(B1, "Answered user questions at [EMAIL_1]"),
        )
    )

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None
    assert [(r.source_id, r.text[:10]) for r in result.rewrites] == [
        (B0, "Built a Py"),  # the first of two rewrites of one bullet is kept
        (B1, "Answered u"),
    ]
    [request] = server.requests
    schema = request.response_format["json_schema"]["schema"]  # type: ignore[index]
    assert schema["properties"]["rewrites"]["items"]["properties"]["source_id"] == {
        "type": "string",
        "enum": [B0, B1],
    }


def test_a_reply_with_only_unknown_ids_is_re_asked(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(
        rewrites_reply(rewrite("2", "Built a benchmark")),
        rewrites_reply(rewrite(B0, "Built a benchmark for {model} serving in Python")),
    )

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None and result.rewrites[0].source_id == B0
    assert "is not one of" in server.requests[1].text_of("user")


def test_every_request_caps_its_output_by_the_size_of_the_answer(
    server: ScriptedServer, make_engine: MakeEngine, role: RoleBrief
) -> None:
    small, large = make_entry(0), make_entry(1)
    large = large.model_copy(update={"bullets": large.bullets * 3})
    server.expect(
        rewrites_reply(match=mentions("Research Intern 0")),
        rewrites_reply(match=mentions("Research Intern 1")),
    )

    make_engine().rewrite_entries([small, large], role)

    caps = {r.body["max_tokens"] for r in server.requests}
    texts = [b.text for b in small.bullets]
    assert caps == {rewrite_tokens(texts), rewrite_tokens(texts * 3)}
    assert rewrite_tokens(texts) < rewrite_tokens(texts * 3) <= 2048
    summary = " ".join(["word"] * 120)  # a long summary gets room for its rewrite
    assert rewrite_tokens([summary]) > 2 * rewrite_tokens(["Built a benchmark"])


def test_an_answer_cut_off_at_its_cap_is_asked_again_with_twice_the_room(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(
        text_reply(
            '{"rewrites": [{"source_id": "work[0].highlights[0]", "text": "Bui',
            finish_reason="length",
        ),
        rewrites_reply(rewrite(B0, "Built a Python benchmark for {model} serving")),
    )

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None
    first, second = server.requests
    assert second.body["max_tokens"] == 2 * first.body["max_tokens"]
    assert "cut off at the token limit" in second.user


def test_an_entry_cut_off_twice_is_asked_one_bullet_at_a_time(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    """A small model that loops on a long entry never closes its JSON; each bullet alone is
    a short answer. What still fails is named, and the rest is kept."""
    looping = '{"rewrites": [{"source_id": "' + B0 + '", "text": "Built a a a a a a'
    server.expect(
        text_reply(looping, finish_reason="length"),
        text_reply(looping + " a a a a", finish_reason="length"),
        rewrites_reply(rewrite(B0, "Built a Python benchmark for {model} serving")),
        text_reply(looping, finish_reason="length"),
        text_reply(looping, finish_reason="length"),
    )

    [result] = make_engine().rewrite_entries([entry], role)

    assert [r.source_id for r in result.rewrites] == [B0]
    assert result.error is not None and f"1 of 2 bullets ({B1})" in result.error
    whole, again, first, second, _ = server.requests
    assert B1 in whole.user and B1 not in first.user and B0 not in second.user
    assert again.body["max_tokens"] == 2 * whole.body["max_tokens"]


def test_rewrites_without_ids_are_asked_one_bullet_at_a_time_and_placed(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    """A server without a grammar lets a small model leave `source_id` out: of two bullets,
    which one is meant cannot be told; asked about one bullet, it can."""
    no_id = '{"rewrites": [{"text": "Built a Python benchmark for {model} serving"}]}'
    server.expect(text_reply(no_id), text_reply(no_id), text_reply(no_id), text_reply(no_id))

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None
    assert [r.source_id for r in result.rewrites] == [B0, B1]
    assert len(server.requests) == 4


def test_a_local_server_gets_one_request_first_and_progress_is_reported(
    server: ScriptedServer, make_engine: MakeEngine, role: RoleBrief
) -> None:
    entries = [make_entry(i) for i in range(3)]
    server.expect(
        *(rewrites_reply(match=mentions(f"Research Intern {i},"), delay=0.5) for i in range(3))
    )
    seen: list[tuple[int, int]] = []

    make_engine().rewrite_entries(entries, role, lambda done, total: seen.append((done, total)))

    first, second, _ = server.requests  # 127.0.0.1 may queue: the first goes alone
    assert second.received - first.received >= 0.5
    assert server.max_in_flight == 2  # it answered in time: then two at once
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_concurrency_defaults_by_where_the_server_is() -> None:
    assert LLMConfig(base_url="http://127.0.0.1:8080/v1").concurrency() == 1
    assert LLMConfig(base_url="http://localhost:11434/v1").concurrency() == 1
    assert LLMConfig(base_url="https://api.openai.com/v1").concurrency() == 4
    assert LLMConfig(base_url="http://127.0.0.1:8080/v1", max_concurrency=3).concurrency() == 3


def test_the_timeout_measures_progress_not_the_length_of_the_answer(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    long = rewrite(B0, "Built a Python benchmark for {model} serving " + "and more " * 20)
    reply = rewrites_reply(long)
    slow = Reply(body=reply.body, event_delay=0.3)  # ~11 events: ~3 s, timeout 2 s
    server.expect(slow)
    started = time.monotonic()

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None and time.monotonic() - started > 2.0
    assert len(server.requests) == 1


def test_a_stalled_stream_times_out_is_retried_and_halves_the_concurrency(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    reply = rewrites_reply(rewrite(B0, "Built a benchmark"))
    server.expect(Reply(body=reply.body, event_delay=3.0), rewrites_reply())
    engine = make_engine(max_concurrency=4)

    [result] = engine.rewrite_entries([entry], role)

    assert result.error is None
    assert len(server.requests) == 2
    assert engine.max_concurrency == 2


def test_revise_sends_the_guards_reasons_and_admits_only_the_refused_ids(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    server.expect(rewrites_reply(rewrite(B0, "Built a benchmark for {model} serving")))
    refusal = Refusal(
        source_id=B0,
        proposed="Built a benchmark for {model} serving on Kubernetes",
        why=["names Kubernetes, which this entry of the CV does not state"],
    )

    result = make_engine().revise(entry, role, [refusal])

    assert result.rewrites[0].text == "Built a benchmark for {model} serving"
    [request] = server.requests
    assert "names Kubernetes, which this entry of the CV does not state" in request.user
    assert "on Kubernetes" in request.text_of("assistant")  # the refused answer, replayed
    schema = request.response_format["json_schema"]["schema"]  # type: ignore[index]
    assert schema["properties"]["rewrites"]["items"]["properties"]["source_id"]["enum"] == [B0]


def test_the_remembered_formats_file_is_written_atomically_in_the_cache_dir(
    server: ScriptedServer,
    make_engine: MakeEngine,
    entry: EntryInput,
    role: RoleBrief,
    tmp_path: Path,
) -> None:
    server.expect(error_reply(500, LLAMA_CPP_500), rewrites_reply())

    make_engine(cache=True).rewrite_entries([entry], role)

    stored = (tmp_path / "formats.json").read_text()
    assert f'"{server.base_url} test-model": "json_object"' in stored
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_json_object_request_bounds_every_string_and_list(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    """A small model caught in a loop must close its string: llama.cpp's grammar enforces
    these lengths (only at this rung: OpenAI's strict mode refuses some of them)."""
    server.expect(error_reply(500, LLAMA_CPP_500), rewrites_reply())

    make_engine().rewrite_entries([entry], role)

    first, second = server.requests
    strict = first.response_format["json_schema"]["schema"]  # type: ignore[index]
    assert "maxLength" not in json.dumps(strict)
    item = second.response_format["schema"]["properties"]["rewrites"]  # type: ignore[index]
    assert item["maxItems"] == len(entry.bullets)  # one rewrite per bullet, no more
    fields = item["items"]["properties"]
    assert fields["text"]["maxLength"] == 600
    assert fields["reasons"]["maxItems"] == 3 and fields["reasons"]["items"]["maxLength"] == 200
    assert "maxLength" not in fields["source_id"]  # an enum needs no bound


def test_a_reply_without_targets_or_reasons_and_with_raw_newlines_is_usable(
    server: ScriptedServer, make_engine: MakeEngine, entry: EntryInput, role: RoleBrief
) -> None:
    raw = '{"rewrites": [{"source_id": "' + B0 + '", "text": "Built a benchmark\nfor serving"}]}'
    server.expect(text_reply(raw))

    [result] = make_engine().rewrite_entries([entry], role)

    assert result.error is None
    assert result.rewrites[0].text == "Built a benchmark\nfor serving"
    assert result.rewrites[0].targets == [] and result.rewrites[0].reasons == []

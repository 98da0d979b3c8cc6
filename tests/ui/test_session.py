"""Save and resume the workspace, validated as untrusted input; undo for Apply fix; the
headline's note count; spelling questions in their own group."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cvcoach.model.findings import InputError
from cvcoach.ui import session
from cvcoach.ui import workspace as ws
from tests.ui.test_workspace import CV, ROLE, RUNYU, proposal

TODAY = dt.date(2026, 1, 15)


def saved_items() -> list[dict[str, Any]]:
    accepted = proposal(
        "work[0].highlights[0]",
        "Responsible for writing CUDA kernels for LLM inference",
        "Wrote CUDA kernels for LLM inference",
    )
    accepted["status"] = "accepted"
    rejected = proposal("work[0].highlights[1]", "Tuned the build system", "Tuned builds")
    rejected["status"] = "rejected"
    return [accepted, rejected]


def test_a_saved_workspace_comes_back_whole(tmp_path: Path) -> None:
    path = Path(
        session.save(CV, "ada.yaml", None, ROLE.read_text(), saved_items(), [CV], "Dear team,")
    )
    assert path.name == "ada.workspace.json"
    back = session.resume(str(path))
    assert (back.cv, back.name, back.letter, back.undo) == (CV, "ada.yaml", "Dear team,", [CV])
    assert back.role == ROLE.read_text().strip() or ROLE.read_text().startswith(back.role[:40])
    assert [p["status"] for p in back.items] == ["accepted", "rejected"]
    assert back.items == saved_items()
    assert "2 change(s), 1 accepted" in back.message_md


def write(tmp_path: Path, data: Any, name: str = "w.workspace.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def good() -> dict[str, Any]:
    return {
        "format": "cvcoach-workspace", "version": 1, "cv": CV, "name": "ada.yaml", "role": "",
        "changes": saved_items(), "undo": [], "letter": "",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"extra": 1}, "extra"),
        ({"version": 2}, "version"),
        ({"cv": 5}, "cv"),
        ({"name": "../../etc/passwd"}, "name"),
        ({"undo": ["x"] * 50}, "undo"),
        ({"changes": [{**saved_items()[0], "status": "approved"}]}, "changes.0.status"),
        ({"changes": [{**saved_items()[0], "text": "x" * 20_000}]}, "changes.0.text"),
        ({"cv": "basics: [\n"}, "2:1"),
    ],
)
def test_a_hostile_workspace_is_refused_naming_the_field(
    tmp_path: Path, change: dict[str, Any], says: str
) -> None:
    with pytest.raises(InputError) as refused:
        session.resume(write(tmp_path, {**good(), **change}))
    assert says in refused.value.render()


def test_a_workspace_that_is_not_one_is_refused_before_or_while_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.workspace.json"
    with big.open("wb") as handle:
        handle.truncate(session.MAX_BYTES + 1)
    with pytest.raises(InputError, match="4,000,001 bytes"):
        session.resume(str(big))
    bad = tmp_path / "bad.json"
    bad.write_text("{" * 100_000)
    with pytest.raises(InputError):
        session.resume(str(bad))
    cut = tmp_path / "cut.workspace.json"
    cut.write_text('{"format": ')
    with pytest.raises(InputError, match="not a saved workspace"):
        session.resume(str(cut))


def test_an_accepted_change_with_an_invented_fact_is_proposed_again(tmp_path: Path) -> None:
    invented = saved_items()
    invented[0]["text"] = "Wrote CUDA kernels for LLM inference at Google, cutting cost by 90%"
    back = session.resume(write(tmp_path, {**good(), "changes": invented}))
    assert back.items[0]["status"] == "proposed"
    assert back.items[0]["problem"].startswith("Not accepted")
    assert "did not pass the guard again" in back.message_md


def test_undo_puts_back_the_cv_before_the_last_fix() -> None:
    from cvcoach.ui import events

    text = RUNYU.read_text()
    c = ws.run_check(text, "runyu-lu.yaml", None, None, TODAY)
    index = next(i for i, f in enumerate(c.findings) if f["text"] == "throughtput")

    click: Any = SimpleNamespace(_data={"fix": index})  # what gr.HTML's trigger sends
    fixed, undo, message, *_ = events.on_fix(text, "runyu-lu.yaml", c.findings, None, "", [], click)
    assert "Applied" in message and fixed != text and undo == [text]
    back, rest, message, *_ = events.on_undo(fixed, "runyu-lu.yaml", None, "", undo)
    assert back == text and rest == [] and message.startswith("Undone")
    same, rest, message, *_ = events.on_undo(back, "runyu-lu.yaml", None, "", rest)
    assert same == text and message == "Nothing to undo."


def test_the_headline_counts_the_notes_it_lists() -> None:
    c = ws.run_check(RUNYU.read_text(), "runyu-lu.yaml", None, ROLE.read_text(), TODAY)
    listed = c.findings_html.count('<li class="sev-info">')
    assert f"{listed} note(s)" in c.message
    assert "-" not in c.message.split("note(s)")[0]


def test_spelling_questions_are_not_numbers_only_you_know() -> None:
    from cvcoach.ui import events

    questions = [
        {"path": "work[0].highlights[0]", "text": "Tuned it", "question": "How much?"},
        {
            "path": "work[0].highlights[1]",
            "text": "buidl",
            "question": "build?",
            "kind": "spelling",
        },
        {
            "path": "work[0].highlights[2]",
            "text": "Ran it",
            "question": "How many?",
            "kind": "metric",
        },
    ]
    metric, spelling = events.split_questions(questions)
    assert [q["text"] for q in metric] == ["Tuned it", "Ran it"]
    assert [q["text"] for q in spelling] == ["buidl"]


def test_polish_questions_carry_their_kind() -> None:
    _, questions, _ = ws.run_polish(CV, "cv.yaml", None, ROLE.read_text(), "offline", False, TODAY)
    assert questions and all(q["kind"] in {"metric", "spelling"} for q in questions)

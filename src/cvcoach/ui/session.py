"""Save the workspace as one file and resume from it: the CV as edited, the job, the
proposed changes with the user's decisions, the undo history and the letter.

A saved workspace comes back as untrusted input, like any upload: its size is checked
before it is read, its shape is validated field by field (unknown fields, wrong types and
over-long values are refused with the field named), the CV must load as a profile, and
every change marked accepted passes the grounding guard again (one that does not is
proposed again with the guard's reason): a hand-edited file cannot smuggle in a fact.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cvcoach.model.findings import InputError, input_problem
from cvcoach.ui import safe
from cvcoach.ui.limits import refuse_oversized

FORMAT = "cvcoach-workspace"
VERSION = 1
MAX_BYTES = 4_000_000  # a CV (1 MB at most), a job description, the changes and the history
TEXT = 1_000_000
SHORT = 10_000


class _Change(BaseModel):
    model_config = ConfigDict(extra="forbid")
    path: str = Field(max_length=SHORT)
    entry: str = Field(max_length=SHORT)
    before: str = Field(max_length=SHORT)
    after: str = Field(max_length=SHORT)
    text: str = Field(max_length=SHORT)
    reasons: list[str] = Field(max_length=100)
    targets: list[str] = Field(max_length=100)
    status: Literal["proposed", "accepted", "rejected"]
    problem: str = Field(max_length=SHORT)
    answer: str = Field(max_length=SHORT)


class _Workspace(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["cvcoach-workspace"]
    version: Literal[1]
    cv: str = Field(max_length=TEXT)
    name: str = Field(min_length=1, max_length=255, pattern=r"^[^/\\\x00]+$")
    role: str = Field(max_length=TEXT)
    changes: list[_Change] = Field(max_length=5_000)
    undo: list[str] = Field(max_length=20)
    letter: str = Field(max_length=100_000)


@dataclass
class Resumed:
    cv: str
    name: str
    role: str
    items: list[dict[str, Any]]
    undo: list[str]
    letter: str
    message_md: str


def save(
    text: str,
    name: str,
    role_file: str | None,
    role_text: str | None,
    items: list[dict[str, Any]],
    undo: list[str],
    letter: str,
) -> str:
    """The workspace as `NAME.workspace.json` in a fresh download folder; its path."""
    from cvcoach.outputs.files import write_atomic
    from cvcoach.ui.handlers import output_dir, read_role

    role = read_role(role_file, role_text)
    data = _Workspace(
        format="cvcoach-workspace",
        version=1,
        cv=text or "",
        name=name or "cv.yaml",
        role=role.text if role else "",
        changes=[_Change(**p) for p in items],
        undo=list(undo)[-20:],
        letter=letter or "",
    )
    path = output_dir() / (Path(name or "cv").stem + ".workspace.json")
    write_atomic(path, json.dumps(data.model_dump(), ensure_ascii=False, indent=1) + "\n")
    return str(path)


def _read(path: Path) -> _Workspace:
    refuse_oversized(path)
    if path.stat().st_size > MAX_BYTES:
        problem = input_problem(
            f"the uploaded file is {path.stat().st_size:,} bytes; "
            f"a saved workspace may be at most {MAX_BYTES:,} bytes"
        )
        raise InputError(path.name, [problem])
    with path.open("rb") as handle:
        raw = handle.read(MAX_BYTES + 1)
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError(path.name, [input_problem("the file is not UTF-8 text")]) from None
    except json.JSONDecodeError as exc:
        problem = input_problem(f"not a saved workspace: {exc.msg}", line=exc.lineno)
        raise InputError(path.name, [problem]) from None
    except RecursionError:
        raise InputError(path.name, [input_problem("nested too deeply")]) from None
    try:
        return _Workspace.model_validate(data, strict=True)
    except ValidationError as exc:
        problems = [
            input_problem(f"{'.'.join(str(p) for p in e['loc']) or 'the file'}: {e['msg']}")
            for e in exc.errors()[:10]
        ]
        raise InputError(path.name, problems) from None


def resume(upload: str | None) -> Resumed:
    """The workspace in a saved file, validated; InputError naming what is wrong."""
    from cvcoach.ui import review
    from cvcoach.ui.decisions import context

    if not upload:
        raise InputError("workspace", [input_problem("choose a saved workspace file")])
    path = Path(upload)
    w = _read(path)
    _ = context(w.cv, w.name, None, w.role or None)  # the CV must load as a profile
    items = [c.model_dump() for c in w.changes]
    rechecked = 0
    if any(p["status"] == "accepted" for p in items):
        profile, findings, role = context(w.cv, w.name, None, w.role or None)
        for i, p in enumerate(items):
            if p["status"] == "accepted":
                items[i]["status"] = "proposed"
                items = review.decide(items, i, "accept", p["text"], profile, findings, role)
                rechecked += items[i]["status"] != "accepted"
    message = (
        f"Resumed {safe.name(path.name)}: {len(items)} change(s), "
        f"{int(sum(p['status'] == 'accepted' for p in items))} accepted."
    )
    if rechecked:
        message += f" {int(rechecked)} accepted change(s) did not pass the guard again: see why."
    return Resumed(w.cv, w.name, w.role, items, list(w.undo), w.letter, message)

"""`cvcoach polish DIR/ --role R` and `cvcoach cover-letter DIR/ --role R`: a folder of CVs.

Every CV file under the folder (.yaml, .yml, .json) is polished (or gets a letter) for the
one role. CVs run side by side, each with its own engine session (its own redactions and
usage), all through one concurrency gate, so the batch sends as many requests at once as the
server keeps up with (`cvcoach.llm.gate`). One progress line covers the batch. What is done
is recorded in the output folder (`.cvcoach-batch-state`, written after each CV): a run that
was interrupted, or run again, skips every CV whose file, role and engine are unchanged and
whose outputs are still there. One summary report lists each CV: its changes, the
rewrites or sentences the guard refused, and what failed. `cvcoach match ROLE DIR` (which
ranks CVs offline, in `role_commands`) draws the same progress line and closes with a
summary of what was ranked and what could not be read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TextIO

from cvcoach.model.findings import InputError

if TYPE_CHECKING:
    from cvcoach.engines.base import Engine
    from cvcoach.rewriting.tailoring import RoleReading

Kind = Literal["polish", "cover-letter"]
STATE_FILE = ".cvcoach-batch-state"  # JSON, named so that no `check DIR/` reads it as a CV
REPORT_FILE = {"polish": "polish-batch-report.md", "cover-letter": "cover-letter-batch-report.md"}
MODEL_WORKERS = 6  # CVs at once when a model answers: enough to keep the gate's slots full


@dataclass
class Row:
    """One CV of the batch: what happened to it."""

    cv: str
    status: str = "done"  # done, skipped (done by an earlier run), failed (the model), unreadable
    changes: int = 0  # changes applied, or the letter's paragraphs
    refused: int = 0  # rewrites or sentences the guard refused
    questions: int = 0
    failures: list[str] = field(default_factory=list)
    outputs: list[str] = field(default_factory=list)
    fingerprint: str = ""


@dataclass
class Batch:
    """A folder of CVs, the role, where outputs go, and what earlier runs finished."""

    kind: Kind
    folder: Path
    cvs: list[Path]
    role_file: Path
    out_dir: Path
    engine: Engine
    fallback: bool = False
    company: str | None = None
    rows: dict[str, Row] = field(default_factory=dict)

    def state_path(self) -> Path:
        return self.out_dir / STATE_FILE

    def fingerprint(self, cv: Path) -> str:
        digest = hashlib.sha256()
        for part in (cv.read_bytes(), self.role_file.read_bytes(), self.engine.name.encode()):
            digest.update(hashlib.sha256(part).digest())
        return digest.hexdigest()

    def finished(self) -> dict[str, Row]:
        """Rows an earlier run recorded as done for this kind of batch."""
        try:
            data = json.loads(self.state_path().read_text(encoding="utf-8"))
            items = data.get(self.kind, {}) if isinstance(data, dict) else {}
            return {name: Row(**row) for name, row in items.items() if row["status"] == "done"}
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            return {}

    def record(self, lock: threading.Lock) -> None:
        """Write every finished row beside what other kinds of batch recorded, atomically."""
        from cvcoach.outputs.files import write_atomic

        with lock:
            try:
                data = json.loads(self.state_path().read_text(encoding="utf-8"))
            except (OSError, ValueError):
                data = {}
            if not isinstance(data, dict):
                data = {}
            done = ("done", "skipped")
            data[self.kind] = {n: asdict(r) for n, r in self.rows.items() if r.status in done}
            self.out_dir.mkdir(parents=True, exist_ok=True)
            write_atomic(self.state_path(), json.dumps(data, indent=1, sort_keys=True))


class BatchProgress:
    """'batch: 3/20 CVs, 41 entries, 12 s': one line for the whole batch (redrawn on a
    terminal, a line per step otherwise)."""

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream, self.total = stream, total
        self.cvs = self.entries = 0
        self.started = time.monotonic()
        self.tty = stream.isatty()
        self._lock = threading.Lock()

    def entry_done(self, done: int, total: int) -> None:
        with self._lock:
            self.entries += 1
            self._draw()

    def cv_done(self) -> None:
        with self._lock:
            self.cvs += 1
            self._draw()

    def _draw(self) -> None:
        elapsed = time.monotonic() - self.started
        entries = f", {self.entries} entries" if self.entries else ""
        line = f"batch: {self.cvs}/{self.total} CVs{entries}, {elapsed:.0f} s"
        self.stream.write(f"\r{line}" if self.tty else f"{line}\n")
        self.stream.flush()

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


@contextmanager
def match_progress(total: int, stream: TextIO | None = None) -> Iterator[Callable[[], None]]:
    """`cvcoach match`'s progress over many CVs: one line (on stderr), `done()` per CV
    ranked; nothing for a single CV."""
    if total < 2:
        yield lambda: None
        return
    progress = BatchProgress(stream or sys.stderr, total)
    try:
        yield progress.cv_done
    finally:
        progress.close()


def match_summary(total: int, unreadable: int) -> str:
    """The closing line of `cvcoach match`: how many CVs were ranked and how many could not
    be read (named on stderr)."""
    return f"\n{total} CV(s): {total - unreadable} ranked, {unreadable} unreadable\n"


def run_batch(batch: Batch, progress: BatchProgress | None = None) -> list[Row]:
    """Every CV of the batch, in parallel when a model answers; rows in the folder's order."""
    from cvcoach.inputs.role import load_role
    from cvcoach.rewriting.tailoring import read_role

    role = read_role(load_role(batch.role_file))  # read and analysed once for every CV
    earlier = batch.finished()
    lock = threading.Lock()
    todo = []
    for cv in batch.cvs:
        name = cv.relative_to(batch.folder).as_posix()
        row = earlier.get(name)
        done = row is not None and row.fingerprint == batch.fingerprint(cv)
        if row is not None and done and all(Path(o).exists() for o in row.outputs):
            batch.rows[name] = Row(**{**asdict(row), "status": "skipped"})
            if progress is not None:
                progress.cv_done()
        else:
            todo.append((name, cv))

    def one(item: tuple[str, Path]) -> None:
        name, cv = item
        row = _one(batch, role, name, cv, progress)
        with lock:
            batch.rows[name] = row
        if row.status == "done":
            batch.record(lock)
        if progress is not None:
            progress.cv_done()

    workers = 1 if batch.engine.name == "offline" else MODEL_WORKERS
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(one, todo))
    batch.record(lock)
    return [batch.rows[cv.relative_to(batch.folder).as_posix()] for cv in batch.cvs]


def _one(
    batch: Batch, role: RoleReading, name: str, cv: Path, progress: BatchProgress | None
) -> Row:
    """One CV: its outputs written, its row; a CV that cannot be read fails alone."""
    from cvcoach.llm.errors import LLMError

    fork: Callable[[], Engine] | None = getattr(batch.engine, "fork", None)
    engine = fork() if callable(fork) else batch.engine
    row = Row(cv=name, fingerprint=batch.fingerprint(cv))
    target = batch.out_dir / Path(name).parent
    try:
        if batch.kind == "polish":
            _polish(batch, role, cv, target, engine, row, progress)
        else:
            _letter(batch, role, cv, target, engine, row)
    except InputError as err:
        row.status = "unreadable"
        row.failures.append(err.render())
    except LLMError as err:
        row.status = "failed"
        row.failures.append(str(err))
    finally:
        close = getattr(engine, "close", None)
        if engine is not batch.engine and callable(close):
            close()
    return row


def _polish(
    batch: Batch,
    role: RoleReading,
    cv: Path,
    target: Path,
    engine: Engine,
    row: Row,
    progress: BatchProgress | None,
) -> None:
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.paths import output_paths
    from cvcoach.rewriting.polish import polish
    from cvcoach.rewriting.polish_report import polish_report

    profile = load_profile(cv)
    out = target / output_paths(cv, None, "polished").name
    report = target / output_paths(cv, None, "report").name
    result = polish(
        profile,
        role,
        engine=engine,
        fallback=batch.fallback,
        progress=progress.entry_done if progress is not None else None,
    )
    target.mkdir(parents=True, exist_ok=True)
    write_atomic(out, result.polished_text)
    write_atomic(report, polish_report(result, str(out)))
    row.changes, row.refused = len(result.changes), len(result.rejected)
    row.questions = len(result.questions)
    row.failures = list(result.entry_errors)
    row.outputs = [str(out), str(report)]
    if result.model_failed and not result.fallback:
        row.status = "failed"


def _letter(
    batch: Batch, role: RoleReading, cv: Path, target: Path, engine: Engine, row: Row
) -> None:
    from cvcoach.outputs.files import write_atomic
    from cvcoach.outputs.paths import output_paths
    from cvcoach.rewriting.letter import draft_cover_letter

    letter = draft_cover_letter(cv, role.role, company=batch.company, engine=engine)
    out = target / output_paths(cv, None, "letter").name
    target.mkdir(parents=True, exist_ok=True)
    write_atomic(out, letter.text)
    row.changes = letter.text.count("\n\n") + 1
    row.refused = len(letter.removed)
    row.failures = list(letter.notes) if letter.model_failed else []
    row.outputs = [str(out)]
    if letter.model_failed and not batch.fallback:
        row.status = "failed"


def summary_report(batch: Batch, rows: list[Row]) -> str:
    """The batch's Markdown summary: one line per CV (names and failures through `inert`:
    a folder of other people's CVs names its files as they chose)."""
    from cvcoach.language.markup import inert

    what = "changes" if batch.kind == "polish" else "paragraphs"
    refused = "refused rewrites" if batch.kind == "polish" else "removed sentences"
    lines = [
        f"# cvcoach {batch.kind}: {inert(str(batch.folder))} for {inert(batch.role_file.name)}",
        "",
        f"engine: {batch.engine.name}; {len(rows)} CV(s): "
        + ", ".join(
            f"{sum(r.status == s for r in rows)} {s}"
            for s in ("done", "skipped", "failed", "unreadable")
        ),
        "",
        f"| CV | status | {what} | {refused} | questions | failures |",
        "|---|---|---:|---:|---:|---|",
    ]
    for r in rows:
        failures = inert("; ".join(" ".join(f.split()) for f in r.failures)).replace("|", "\\|")
        cv = inert(" ".join(str(r.cv).split())).replace("|", "\\|")
        lines.append(
            f"| {cv} | {r.status} | {r.changes} | {r.refused} | {r.questions} | {failures or '-'} |"
        )
    return "\n".join(lines) + "\n"


def run_batch_command(args: argparse.Namespace, kind: Kind, cvs: list[Path]) -> int:
    """The CLI's batch over `cvs` (the CV files under `args.file`): 0 when every CV is
    done, 2 when one could not be read, 3 when the model failed for one (without the
    offline fallback of `--engine auto`)."""
    from cvcoach.cli.commands import EXIT_MODEL_FAILED, make_engine, report_model_error
    from cvcoach.outputs.files import write_atomic

    folder = Path(args.file)
    if not cvs:
        sys.stderr.write(f"cvcoach: no CV files (.yaml, .yml, .json) in {folder}\n")
        return 2
    from cvcoach.llm.errors import LLMError

    try:
        engine = make_engine(args)
    except LLMError as exc:
        report_model_error(exc, "the model cannot be used", "Use --engine offline.")
        return 2
    batch = Batch(
        kind=kind,
        folder=folder,
        cvs=cvs,
        role_file=Path(args.role),
        out_dir=Path(args.output) if args.output else folder,
        engine=engine,
        fallback=args.engine == "auto",
        company=getattr(args, "company", None),
    )
    progress = BatchProgress(sys.stderr, len(cvs))
    try:
        rows = run_batch(batch, progress)
    finally:
        progress.close()
    report = summary_report(batch, rows)
    report_path = batch.out_dir / REPORT_FILE[kind]
    report_path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(report_path, report)
    sys.stdout.write(report + f"\nreport: {report_path}\n")
    if any(r.status == "unreadable" for r in rows):
        return 2
    return EXIT_MODEL_FAILED if any(r.status == "failed" for r in rows) else 0

"""The `polish` and `cover-letter` commands: options in, one library call, files out."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from cvcoach.engines.base import Engine, Usage
from cvcoach.outputs.paths import named_kind, output_paths

if TYPE_CHECKING:
    from cvcoach.llm.errors import LLMError
    from cvcoach.rewriting.polish import PolishResult

EXIT_MODEL_FAILED = 3  # --engine openai: the model answered for no entry at all


def make_engine(args: argparse.Namespace) -> Engine:
    from cvcoach.engines.select import EngineOptions, get_engine

    return get_engine(
        args.engine,
        EngineOptions(
            model=args.model,
            base_url=args.base_url,
            cache=not args.no_cache,
            redact=not args.no_redact,
        ),
    )


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def refuse_targets(targets: list[Path], inputs: list[Path]) -> bool:
    """Say on stderr, and return True, when an output would overwrite an input; raise
    OutputError for one that cannot be written. Both before any work is done."""
    from cvcoach.outputs.files import check_target

    for target in targets:
        for source in inputs:
            if _same_file(target, source):
                sys.stderr.write(f"cvcoach: refusing to overwrite the input {source}\n")
                return True
        check_target(target)
    return False


Command = Callable[[argparse.Namespace], int]


def _llm_guard(func: Command) -> Command:
    """Turn an unusable endpoint into a clear message and exit code 2."""

    def run(args: argparse.Namespace) -> int:
        from cvcoach.llm.errors import LLMError

        try:
            code: int = func(args)
        except LLMError as exc:
            report_model_error(exc, "the model call failed", "Run again, or use --engine offline.")
            return 2
        return code

    return run


def report_model_error(exc: LLMError, failed: str, advice: str) -> bool:
    """Say on stderr what went wrong with the model; True when no model is set up at all
    (`LLMUnavailable`, whose message says how to set one up), False when a call failed."""
    from cvcoach.llm.errors import LLMUnavailable

    if isinstance(exc, LLMUnavailable):
        sys.stderr.write(f"cvcoach: {exc.user_message}\n")
        return True
    sys.stderr.write(f"cvcoach: {failed}: {exc}\n{advice}\n")
    return False


@_llm_guard
def run_polish(args: argparse.Namespace) -> int:
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role
    from cvcoach.outputs.files import write_outputs
    from cvcoach.rewriting.polish import polish
    from cvcoach.rewriting.polish_report import coverage_change, polish_report

    cv = Path(args.file)
    out = output_paths(cv, args.output, "polished")
    report_path = output_paths(cv, args.output, "report")
    profile = load_profile(cv)
    role = load_role(args.role)
    if refuse_targets([out, report_path], [cv, Path(args.role)]):
        return 2
    if refuse_polished_name(cv, out):
        return 2
    engine = make_engine(args)
    progress = ProgressLine(sys.stderr) if engine.name != "offline" else None
    result = polish(
        profile,
        role,
        engine=engine,
        reorder=args.reorder,
        today=args.today,
        progress=progress,
        fallback=args.engine == "auto",
    )
    if progress is not None:
        progress.close()
    report = polish_report(result, str(out))
    write_outputs([(out, result.polished_text), (report_path, report)])
    if args.format == "json":
        data = result.to_dict()
        data.update(polished=str(out), report=str(report_path))
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    elif args.format == "markdown":
        sys.stdout.write(report + "\n")
    else:
        sys.stdout.write(
            f"engine: {result.engine}\n"
            f"{len(result.changes)} change(s) applied, {len(result.rejected)} refused by the "
            f"grounding guard, {len(result.questions)} question(s) for you\n"
            f"role keywords covered: {coverage_change(result, '->')}\n"
            f"polished CV: {out}\nreport:      {report_path}\n"
        )
        if named_kind(cv) not in ("yaml", "json"):
            sys.stdout.write(
                f"note: {cv.name} was imported as a profile; the polished CV is YAML "
                "(a document cannot be written back)\n"
            )
        _print_usage(result.usage)
    return _report_model_failures(result, args.engine)


def refuse_polished_name(cv: Path, out: Path) -> bool:
    """True (and says why) when `-o` names a kind of file the polished CV is not: it keeps
    its source's format, YAML or JSON (a document is polished as YAML), and a PDF or Word
    file of it is what `cvcoach render` makes."""
    kind = named_kind(out)
    source = "json" if named_kind(cv) == "json" else "yaml"
    if kind is None or kind == source or (kind == "yaml" and source == "json"):
        return False  # JSON is YAML too: a JSON CV may be written to a .yaml name
    sys.stderr.write(
        f"cvcoach: {out}: the polished CV is {source.upper()}, as its source is; name it "
        f"'{out.with_suffix('.' + source).name}'"
        + (f", then `cvcoach render` it --to {kind}" if kind in ("pdf", "docx", "html") else "")
        + "\n"
    )
    return True


def _report_model_failures(result: PolishResult, engine: str) -> int:
    """Say on stderr which entries the model failed on; EXIT_MODEL_FAILED when it failed
    on every entry and no offline fallback was asked for (`--engine openai`)."""
    from cvcoach.rewriting.polish_report import model_failures

    if not result.entries_failed:
        return 0
    sys.stderr.write(f"cvcoach: {model_failures(result)}:\n")
    for error in result.entry_errors:
        sys.stderr.write(f"  - {error}\n")
    if result.model_failed and not result.fallback:
        sys.stderr.write(
            "cvcoach: the model path failed for every entry; nothing was rewritten by it "
            f"(exit {EXIT_MODEL_FAILED})\n"
        )
        return EXIT_MODEL_FAILED
    return 0


class ProgressLine:
    """'model: 3/8 entries, 42 s' on the terminal while a model works (one line, redrawn
    on a terminal; a line per entry otherwise, so logs show it too)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.started = time.monotonic()
        self.tty = stream.isatty()
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        elapsed = time.monotonic() - self.started
        line = f"model: {done}/{total} entries, {elapsed:.0f} s"
        self.stream.write(f"\r{line}" if self.tty else f"{line}\n")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.tty and self.drawn:
            self.stream.write("\n")
            self.stream.flush()


def _print_usage(usage: Usage) -> None:
    if usage.requests or usage.cached:
        cost = f", estimated ${usage.cost_usd:.4f}" if usage.cost_usd is not None else ""
        approx = " (approximate)" if usage.tokens_approximate else ""
        sys.stdout.write(
            f"model requests: {usage.requests} (+{usage.cached} cached), tokens: "
            f"{usage.prompt_tokens} in, {usage.completion_tokens} out{approx}{cost}\n"
        )


@_llm_guard
def run_cover_letter(args: argparse.Namespace) -> int:
    from cvcoach.outputs.files import write_outputs
    from cvcoach.rewriting.letter import draft_cover_letter

    cv = Path(args.file)
    out = output_paths(cv, args.output, "letter")
    if refuse_targets([out], [cv, Path(args.role)]):
        return 2
    kind = named_kind(out)
    if kind == "html":
        sys.stderr.write(
            f"cvcoach: {out}: a letter is written as text (.md, .txt), .docx or .pdf\n"
        )
        return 2
    engine = make_engine(args)
    started = time.monotonic()
    if engine.name != "offline":
        sys.stderr.write(f"model: drafting the letter with {engine.name}...\n")
    letter = draft_cover_letter(cv, args.role, company=args.company, engine=engine)
    if engine.name != "offline":
        sys.stderr.write(f"model: done in {time.monotonic() - started:.0f} s\n")
    write_outputs([(out, _letter_file(letter.text, kind, letter.author))])
    sys.stdout.write(letter.text)
    if letter.removed:
        sys.stdout.write(f"\n{len(letter.removed)} sentence(s) removed: not supported by the CV\n")
        for r in letter.removed:
            sys.stdout.write(f"  - {r.sentence} ({'; '.join(r.why)})\n")
    if letter.rescued:
        sys.stdout.write(f"{letter.rescued} sentence(s) passed at the model's second attempt\n")
    for note in letter.notes:
        sys.stdout.write(f"note: {note}\n")
    sys.stdout.write(f"\nengine: {letter.engine}\nletter: {out}\n")
    _print_usage(letter.usage)
    if letter.model_failed:
        sys.stderr.write(
            "cvcoach: the model gave no usable letter; the offline engine's letter was "
            "written instead\n"
        )
        return EXIT_MODEL_FAILED if args.engine == "openai" else 0
    return 0


def _letter_file(text: str, kind: str | None, author: str) -> str | bytes:
    """The letter as the file its name asks for: a Word or PDF document, else its text."""
    if kind not in ("docx", "pdf"):
        return text
    from cvcoach.outputs.render import render_letter

    return render_letter(text, to=kind, author=author)


def run_render(args: argparse.Namespace) -> int:
    """`cvcoach render CV --to pdf|docx|html [-o OUT]`: the CV as a document."""
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.outputs.files import write_outputs
    from cvcoach.outputs.render import RenderError, render_cv

    cv = Path(args.file)
    named = named_kind(Path(args.output)) if args.output else None
    to = args.to or named or "pdf"
    out = Path(args.output) if args.output else cv.with_suffix(f".{to}")
    if refuse_targets([out], [cv]):
        return 2
    profile = load_profile(cv)
    if (named is not None and named != to) or to not in ("pdf", "docx", "html"):
        sys.stderr.write(
            f"cvcoach: {out}: its name asks for a {named} file"
            + (f", and --to for {args.to}" if args.to else "")
            + "; a CV is rendered as .pdf, .docx or .html\n"
        )
        return 2
    try:
        data = render_cv(profile, to=to)
    except RenderError as exc:
        sys.stderr.write(f"cvcoach: {exc}\n")
        return 2
    write_outputs([(out, data)])
    sys.stdout.write(f"{to}: {out}\n")
    return 0

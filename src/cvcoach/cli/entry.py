"""The `cvcoach` command line: thin commands over the library API.

Exit codes follow linters: 0 nothing at or above --fail-on, 1 findings at or above it,
2 an input could not be read (or the command could not run), 3 the model failed: `polish
--engine openai` got no usable answer for any entry, or `check --review` could not review.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cvcoach.cli.explain import explanations, print_explanations
from cvcoach.cli.files import expand_inputs
from cvcoach.model.findings import CheckResult, InputError, Severity

if TYPE_CHECKING:
    from typing import TypeAlias

    from cvcoach.model.role import Role


def _today(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a date like 2026-11-21, got {value!r}"
        ) from None


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, sized without `shutil` (argparse imports it, and bz2 and lzma
    with it, for the terminal width: ~3 ms of every start)."""

    def __init__(self, prog: str) -> None:
        try:
            width = int(os.environ["COLUMNS"])
        except (KeyError, ValueError):
            try:
                width = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
            except (AttributeError, ValueError, OSError):
                width = 80
        super().__init__(prog, width=max(width, 40) - 2)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose help uses `_HelpFormatter` (subcommands' parsers too)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(formatter_class=_HelpFormatter, **options)


if TYPE_CHECKING:
    Subparsers: TypeAlias = argparse._SubParsersAction[_Parser]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cvcoach", description="Check and polish a CV for a role, never inventing a fact."
    )
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )
    _add_check(sub)
    _add_polish(sub)
    _add_cover_letter(sub)
    _add_render(sub)
    _add_import(sub)
    _add_eval(sub)
    from cvcoach.cli.role_commands import add_role_commands
    from cvcoach.cli.ui_command import add_ui_parser

    add_role_commands(sub, _today)
    add_ui_parser(sub)
    return parser


def _add_check(sub: Subparsers) -> None:
    p = sub.add_parser("check", help="find typos, date problems and weak writing (offline)")
    p.add_argument("files", nargs="+", metavar="FILE", help="CV files or folders")
    p.add_argument("--role", help="a job description (.md, .txt, or JSON Resume job .json)")
    p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
    p.add_argument("--fail-on", choices=["error", "warning", "info"], default="error")
    p.add_argument("--today", type=_today, help="the date to check against (default: today)")
    p.add_argument(
        "--review",
        action="store_true",
        help="also ask the configured model for contradictions the rules cannot see",
    )
    p.add_argument(
        "--explain",
        action="store_true",
        help="say, for each spelling finding, the rule that fired and the candidates weighed",
    )
    _engine_options(p)
    p.set_defaults(func=cmd_check)


def _add_polish(sub: Subparsers) -> None:
    p = sub.add_parser(
        "polish", help="rewrite the CV for a role; writes a polished copy and a report"
    )
    p.add_argument("file", metavar="CV", help="a CV file, or a folder of them (a batch)")
    p.add_argument("--role", required=True, help="the target role (job description file)")
    p.add_argument("-o", "--output", help="where to write the polished CV (a folder: batch)")
    p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
    p.add_argument(
        "--reorder", action="store_true", help="put each entry's most role-relevant bullets first"
    )
    p.add_argument("--today", type=_today, help=argparse.SUPPRESS)
    _engine_options(p)
    p.set_defaults(func=cmd_polish)


def _add_cover_letter(sub: Subparsers) -> None:
    p = sub.add_parser("cover-letter", help="draft a cover letter from the CV for a role")
    p.add_argument("file", metavar="CV", help="a CV file, or a folder of them (a batch)")
    p.add_argument("--role", required=True, help="the target role (job description file)")
    p.add_argument("--company", help="the company's name (default: from the role)")
    p.add_argument(
        "-o", "--output", help="where to write the letter: text, .docx or .pdf (a folder: batch)"
    )
    _engine_options(p)
    p.set_defaults(func=cmd_cover_letter)


def _add_render(sub: Subparsers) -> None:
    p = sub.add_parser("render", help="lay out the CV as a PDF, Word or HTML document")
    p.add_argument("file", metavar="CV")
    p.add_argument(
        "--to", choices=["pdf", "docx", "html"], help="document type (default: -o's ending, or pdf)"
    )
    p.add_argument("-o", "--output", help="where to write it (default: beside the CV)")
    p.set_defaults(func=cmd_render)


def _add_import(sub: Subparsers) -> None:
    p = sub.add_parser(
        "import", help="read a PDF, Word, Markdown, HTML or text CV into a JSON Resume YAML"
    )
    p.add_argument("file", metavar="FILE", help="the CV document (.pdf .docx .md .html .txt)")
    p.add_argument("-o", "--output", help="where to write the YAML (default: FILE.yaml beside it)")
    _engine_options(p, default="offline")
    p.set_defaults(func=cmd_import)


def _add_eval(sub: Subparsers) -> None:
    p = sub.add_parser("eval", help="score cvcoach over the sample profiles and roles")
    p.add_argument("--cases", default="*", help="glob over case names (profile--role)")
    p.add_argument("--baseline", help="baseline file to compare with")
    p.add_argument("--update-baseline", action="store_true")
    p.add_argument("--evals-dir", default="evals", help="folder with profiles/, roles/, expected/")
    p.add_argument("--roles", action="store_true", help="only the posting and matching stage")
    p.add_argument(
        "--split",
        choices=["tune", "test", "both"],
        default="both",
        help="which posting split the roles stage scores (default: %(default)s)",
    )
    _engine_options(p, default="offline")
    p.set_defaults(func=cmd_eval)


def _engine_options(p: argparse.ArgumentParser, default: str = "auto") -> None:
    g = p.add_argument_group("engine")
    g.add_argument(
        "--engine",
        choices=["auto", "offline", "openai"],
        default=default,
        help="offline: built-in rules; openai: any OpenAI-compatible endpoint; "
        "auto: openai when configured (default: %(default)s)",
    )
    g.add_argument("--model", help="model name (or CVCOACH_MODEL)")
    g.add_argument("--base-url", help="endpoint (or OPENAI_BASE_URL)")
    g.add_argument("--no-cache", action="store_true", help="do not use the response cache")
    g.add_argument(
        "--no-redact",
        action="store_true",
        help="send contact details to the model instead of placeholders",
    )


def _version() -> str:
    from cvcoach import __version__

    return f"cvcoach {__version__}"


def cmd_check(args: argparse.Namespace) -> int:
    """`check` with the cycle collector paused: a check makes few reference cycles, and the
    collector would walk the objects of the imports again and again (~7% of a one-CV run)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _run_check(args)
    finally:
        if enabled:
            gc.enable()


def _run_check(args: argparse.Namespace) -> int:
    from cvcoach.outputs.report import (
        render_input_errors,
        render_json,
        render_markdown,
        render_text,
    )

    role = None
    if args.role:
        from cvcoach.inputs.role import load_role

        role = load_role(args.role)  # an InputError is reported by `main`
    paths = expand_inputs(args.files)
    if not paths:
        sys.stderr.write("cvcoach: no CV files (.yaml, .yml, .json) found in the given folders\n")
        return 2
    checked, errors = _check_files(paths, role, args.today)
    review_failed = False
    if args.review:
        from cvcoach.cli.review import add_reviews

        reviewed = add_reviews(checked, args)
        if reviewed is None:
            return 2  # no model is set up: said on stderr
        checked, review_failed = reviewed
    results = [result for _, result in checked]
    explained = explanations(checked) if args.explain else {}
    if args.format == "json":
        rendered = render_json(results, errors)
        if args.explain:
            import json

            payload = json.loads(rendered)
            for item in payload if isinstance(payload, list) else [payload]:
                item["spelling_explanations"] = explained.get(item["file"], [])
            rendered = json.dumps(payload, indent=2, ensure_ascii=False)
        sys.stdout.write(rendered + "\n")
    elif args.format == "markdown":
        sys.stdout.write(render_markdown(results) + "\n")
    else:
        render_text(results, sys.stdout)
    if args.explain and args.format != "json":
        print_explanations(explained)
    if errors:
        if args.format != "json":
            render_input_errors(errors, sys.stderr)
        return 2
    if review_failed:
        from cvcoach.cli.commands import EXIT_MODEL_FAILED

        return EXIT_MODEL_FAILED
    threshold = Severity(args.fail_on)
    return 1 if any(r.fails(threshold) for r in results) else 0


def _check_files(
    paths: list[Path], role: Role | None, today: dt.date | None
) -> tuple[list[tuple[Path, CheckResult]], list[InputError]]:
    """Each readable file with its result, and the files that could not be read."""
    from cvcoach.checks.run import check
    from cvcoach.checks.spelling import Speller

    checked: list[tuple[Path, CheckResult]] = []
    errors: list[InputError] = []
    speller = Speller()  # one for the whole run: it remembers its verdicts across files
    for path in paths:
        try:
            checked.append((path, check(path, role, today=today, speller=speller)))
        except InputError as exc:
            errors.append(exc)
    return checked, errors


def cmd_polish(args: argparse.Namespace) -> int:
    from cvcoach.cli.commands import run_polish

    if Path(args.file).is_dir():
        from cvcoach.cli.batch import run_batch_command

        return run_batch_command(args, "polish", expand_inputs([args.file]))
    code: int = run_polish(args)
    return code


def cmd_cover_letter(args: argparse.Namespace) -> int:
    from cvcoach.cli.commands import run_cover_letter

    if Path(args.file).is_dir():
        from cvcoach.cli.batch import run_batch_command

        return run_batch_command(args, "cover-letter", expand_inputs([args.file]))
    code: int = run_cover_letter(args)
    return code


def cmd_render(args: argparse.Namespace) -> int:
    from cvcoach.cli.commands import run_render

    return run_render(args)


def cmd_import(args: argparse.Namespace) -> int:
    from cvcoach.cli.import_command import run_import

    return run_import(args)


def cmd_eval(args: argparse.Namespace) -> int:
    from cvcoach.evals.cli import run_eval

    return run_eval(args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except InputError as exc:
        sys.stderr.write(exc.render() + "\n")
        return 2
    except BrokenPipeError:
        _silence_stdout()  # the reader of our output went away (`| head`): nothing to say
        return 141
    except OSError as exc:
        return _os_error(exc)
    except KeyboardInterrupt:
        sys.stderr.write("cvcoach: interrupted\n")
        return 130
    return code


def _os_error(exc: OSError) -> int:
    """An output that could not be written (a file, or the standard output: a full disk),
    said in one line; exit 2."""
    from cvcoach.outputs.files import OutputError

    if isinstance(exc, OutputError):
        sys.stderr.write(f"cvcoach: {exc}\n")
    else:
        where = f"{exc.filename}: " if exc.filename else "the output: "
        sys.stderr.write(f"cvcoach: cannot write {where}{exc.strerror or exc}\n")
        _silence_stdout()
    return 2


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that Python's flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

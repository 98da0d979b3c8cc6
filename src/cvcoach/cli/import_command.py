"""`cvcoach import FILE [-o cv.yaml] [--engine offline|auto|openai]`: the document in, the
YAML and its report out."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from cvcoach.cli.commands import EXIT_MODEL_FAILED
from cvcoach.model.findings import InputError
from cvcoach.outputs.paths import beside

if TYPE_CHECKING:
    from cvcoach.engines.llm_import import ModelExtractor
    from cvcoach.inputs.documents.importer import ImportResult


def output_paths(source: Path, output: str | None) -> tuple[Path, Path]:
    """`cv.yaml` and `cv.import-report.md` beside the document (or beside `-o`)."""
    out = Path(output) if output else source.with_suffix(".yaml")
    return out, beside(out, out.stem, ".import-report.md")


class PartProgress:
    """'model: 3/8 parts, 42 s' while a model reads the document (stderr)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.started = time.monotonic()

    def __call__(self, done: int, total: int) -> None:
        elapsed = time.monotonic() - self.started
        self.stream.write(f"model: {done}/{total} parts, {elapsed:.0f} s\n")
        self.stream.flush()


def _extractor(args: argparse.Namespace) -> ModelExtractor | None:
    """The model for --engine auto|openai (None: offline); raises ModelImportUnavailable."""
    if args.engine == "offline":
        return None
    from cvcoach.engines.llm_import import model_extractor
    from cvcoach.engines.select import EngineOptions

    options = EngineOptions(
        model=getattr(args, "model", None),
        base_url=getattr(args, "base_url", None),
        cache=not getattr(args, "no_cache", False),
        redact=not getattr(args, "no_redact", False),
    )
    return model_extractor(args.engine, options, PartProgress(sys.stderr))


def run_import(args: argparse.Namespace) -> int:
    from cvcoach.cli.commands import refuse_targets
    from cvcoach.inputs.documents.importer import import_document
    from cvcoach.inputs.documents.model_extraction import ModelImportUnavailable
    from cvcoach.inputs.profile_loader import check_cv_file
    from cvcoach.llm.errors import LLMConfigError
    from cvcoach.outputs.files import write_outputs

    source = Path(args.file)
    out, report_path = output_paths(source, args.output)
    check_cv_file(source, str(source))  # a regular file within the size limit, or exit 2
    if refuse_targets([out, report_path], [source]):
        return 2
    extractor = None
    try:
        extractor = _extractor(args)
        result = import_document(source, engine=args.engine, extractor=extractor)
    except ModelImportUnavailable as exc:
        sys.stderr.write(f"cvcoach: {exc}\n")
        return EXIT_MODEL_FAILED
    except LLMConfigError as exc:
        sys.stderr.write(f"cvcoach: {exc}\n")
        return 2
    except InputError:
        raise
    finally:
        if extractor is not None:
            extractor.close()
    write_outputs([(out, result.yaml_text), (report_path, result.report)])
    _summary(result, source, out, report_path)
    return _model_outcome(result, args.engine)


def _summary(result: ImportResult, source: Path, out: Path, report_path: Path) -> None:
    draft = result.draft
    sections = sorted({e.section for e in draft.entries})
    by_model = sum(e.engine == "model" for e in draft.entries)
    model = f", {by_model} placed by the model" if result.engine != "offline" else ""
    sys.stdout.write(
        f"read {source} as {result.source_format} (engine: {result.engine})\n"
        f"{len(draft.entries)} entries ({', '.join(sections) or 'none'}){model}, "
        f"{len(draft.unplaced)} line(s) not placed (kept as comments), "
        f"{sum(len(e.uncertain) > 0 for e in draft.entries)} entries to confirm\n"
        f"profile: {out}\nreport:  {report_path}\n"
        f"next:    cvcoach check {out}\n"
    )


def _model_outcome(result: ImportResult, engine: str) -> int:
    """Say on stderr where the model failed; EXIT_MODEL_FAILED when, with --engine openai,
    it gave no usable answer for any part (the offline import was written)."""
    draft = result.draft
    if not draft.model_failures:
        return 0
    sys.stderr.write(
        f"cvcoach: the model failed on {len(draft.model_failures)} of {draft.model_parts} "
        "part(s); the offline entries stand there:\n"
    )
    for failure in draft.model_failures:
        sys.stderr.write(f"  - {failure}\n")
    if engine == "openai" and len(draft.model_failures) == draft.model_parts:
        sys.stderr.write(
            "cvcoach: the model gave no usable answer for any part; the offline import was "
            f"written (exit {EXIT_MODEL_FAILED})\n"
        )
        return EXIT_MODEL_FAILED
    return 0

"""`cvcoach import FILE [-o cv.yaml]`: the document in, the YAML and its report out."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cvcoach.model.findings import InputError


def output_paths(source: Path, output: str | None) -> tuple[Path, Path]:
    """`cv.yaml` and `cv.import-report.md` beside the document (or beside `-o`)."""
    out = Path(output) if output else source.with_suffix(".yaml")
    return out, out.with_name(out.stem + ".import-report.md")


def run_import(args: argparse.Namespace) -> int:
    from cvcoach.inputs.documents.importer import import_document
    from cvcoach.inputs.documents.model_extraction import ModelImportUnavailable
    from cvcoach.outputs.files import write_atomic

    source = Path(args.file)
    out, report_path = output_paths(source, args.output)
    for target in (out, report_path):
        try:
            same = target.resolve() == source.resolve()
        except OSError:
            same = False
        if same:
            sys.stderr.write(f"cvcoach: refusing to overwrite the input {source}\n")
            return 2
    try:
        result = import_document(source, engine=args.engine)
    except ModelImportUnavailable as exc:
        sys.stderr.write(f"cvcoach: {exc}\n")
        return 2
    except InputError:
        raise
    out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out, result.yaml_text)
    write_atomic(report_path, result.report)
    draft = result.draft
    sections = sorted({e.section for e in draft.entries})
    sys.stdout.write(
        f"read {source} as {result.source_format} (engine: {result.engine})\n"
        f"{len(draft.entries)} entries ({', '.join(sections) or 'none'}), "
        f"{len(draft.unplaced)} line(s) not placed (kept as comments), "
        f"{sum(len(e.uncertain) > 0 for e in draft.entries)} entries to confirm\n"
        f"profile: {out}\nreport:  {report_path}\n"
        f"next:    cvcoach check {out}\n"
    )
    return 0

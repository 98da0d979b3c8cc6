"""The import corpus stage: documents made by other people's tools from other people's
JSON Resume / RenderCV files (scripts/build_import_corpus.py), graded against the source data.

Each document is one unit; its graders are named `corpus.<split>.<producer>.<measure>` so
that `cvcoach eval` shows every producer on both splits (`tune`: profiles and producers the
importer may be tuned on; `test`: held-out profiles or held-out producers, never tuned on):
- `core`: the share of core fields right, per work and education entry of the answer key:
  organisation, title (position; degree and field for education), start and end date
  (dates compared by what they mean: "Jan 2020" is 2020-01), of the fields the document
  prints (`import_printed` on the text `document_text` reads apart from the importer: a
  field whose words that text lacks is "not printed" and left out; a date is compared at
  the precision printed);
- `core_all`: the same over every field of the answer key, printed or not (the figure
  before 2026-11-29, kept so that nothing is hidden: "all key fields" in the table);
- `bullets`: the answer key's highlights found verbatim among the imported texts;
- `invented`: 1.0 when no imported word is missing from the document;
- `typos`: the planted typo still present.
The corpus read is `CVCOACH_IMPORT_CORPUS` (a built corpus, e.g. ~/.cache/cvcoach/import-corpus)
or else the committed sample, evals/import-corpus.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from cvcoach.evals.document_text import document_text
from cvcoach.evals.graders import Grade
from cvcoach.evals.import_printed import PrintedText
from cvcoach.evals.import_stage import exact, grade_invented, key
from cvcoach.evals.results import UnitResult

CORPUS_ENV = "CVCOACH_IMPORT_CORPUS"
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
_JOINERS = re.compile(r"[,;:|·–—-]|\b(?:in|at)\b")


def corpus_dir(evals_dir: Path) -> Path:
    named = os.environ.get(CORPUS_ENV)
    return Path(named).expanduser() if named else evals_dir / "import-corpus"


def _date(text: str | None) -> str:
    """What a date means, as YYYY-MM, YYYY or "present"; "" when it is none."""
    from cvcoach.language.dates import DateError, DateKind, parse_date

    if not text:
        return ""
    try:
        value = parse_date(text, century_hint=20)
    except DateError:
        return key(text)
    if value.kind == DateKind.PRESENT:
        return "present"
    return value.date.iso()[:7] if value.date is not None else key(text)


def _words(text: str | None) -> str:
    """A title's words, without the joiners a layout adds or drops ("in", commas, dashes)."""
    return " ".join(_JOINERS.sub(" ", key(plain_quotes(text or ""))).split())


def plain_quotes(text: str) -> str:
    """Typographic quotes and apostrophes as typed: a producer's typography (pandoc's
    smart quotes print "Bachelor's" as "Bachelor’s") is no change to the words. The
    importer keeps what the document shows; the grader compares the two alike."""
    return text.translate(_QUOTES)


def _imported(data: dict[str, Any]) -> list[dict[str, str]]:
    found = []
    for section, org, titles in (("work", "name", ("position",)),
                                 ("education", "institution", ("studyType", "area"))):  # fmt: skip
        for item in data.get(section) or []:
            found.append({
                "section": section,
                "org": _words(item.get(org)),
                "org_place": _words(f"{item.get(org) or ''} {item.get('location') or ''}"),
                "title": _words(" ".join(str(item.get(t) or "") for t in titles)),
                "start": _date(item.get("startDate")),
                "end": _date(item.get("endDate")) or "present",
            })  # fmt: skip
    return found


def _expected(truth: dict[str, Any]) -> list[dict[str, str]]:
    return [
        {"section": section, "org": _words(e["org"]), "title": _words(e["title"]),
         "start": e["start"], "end": e["end"] if e["start"] else ""}
        for section in ("work", "education") for e in truth[section]
    ]  # fmt: skip


def same_value(want: str, have: str) -> bool:
    """A field read right: equal, or a date the answer key gives as a year only ("2013")
    that the document prints with a month its producer added ("Jan 2013": themes that
    format every date as month and year); the key cannot tell that month, so it is not
    graded."""
    if want == have:
        return True
    return len(want) == 4 and want.isdigit() and re.fullmatch(rf"{want}-\d\d", have) is not None


def _graded(want: dict[str, str], printed: PrintedText | None) -> tuple[dict[str, str], list[str]]:
    """The key entry's fields to grade, each at the precision the document prints it, and
    the fields it does not print; with no `printed`, every field of the key as it is."""
    fields = {f: want[f] for f in ("org", "title", "start", "end") if want[f]}
    if printed is None:
        return fields, []
    start, end = printed.dates_shown(want["start"], want["end"])
    seen = {"start": start, "end": end}
    seen |= {f: fields[f] for f in ("org", "title") if f in fields and printed.shows(fields[f])}
    shown = {f: v for f, v in seen.items() if f in fields and v is not None}
    return shown, [f"{f} {v!r}" for f, v in fields.items() if f not in shown]


def _right(field: str, want: str, have: dict[str, str], printed: PrintedText | None) -> bool:
    """A key field read right; an organisation also when the key holds its place and the
    import put the place in `location` ("Globex University, Springfield" as "Globex
    University" at "Springfield": JSON Resume's education has no place of its own)."""
    if field == "org":
        return same_value(want, have["org"]) or same_value(want, have["org_place"])
    if printed is None or field not in ("start", "end"):
        return same_value(want, have[field])
    return same_value(want, have[field][: len(want)])  # at the precision printed


def grade_core(
    truth: dict[str, Any], imported: dict[str, Any], name: str, printed: PrintedText | None = None
) -> Grade:
    """Core fields right, each expected entry paired with the imported entry that shares most.

    With `printed` (the document's own text), a field the document does not print is
    reported as not printed and left out of the denominator, and a date is compared at the
    precision the document prints it; without it, every field of the answer key counts.
    """
    have = _imported(imported)
    right = total = 0
    missed: list[str] = []
    unprinted: list[str] = []
    for want in _expected(truth):
        fields, absent = _graded(want, printed)
        unprinted += [f"{want['org'] or want['title']}: {a}" for a in absent]
        same = [h for h in have if h["section"] == want["section"]]
        best = max((sum(_right(f, v, h, printed) for f, v in fields.items()) for h in same),
                   default=0)  # fmt: skip
        right += best
        total += len(fields)
        if best < len(fields):
            missed.append(f"{want['org']} / {want['title']}")
    reason = f"{right}/{total} core fields right" + (
        f" ({len(unprinted)} not printed: " + "; ".join(unprinted[:3]) + ")" if unprinted else ""
    )
    return Grade(name=name, passed=not missed, score=right / total if total else 1.0,
                 reason=reason + ("; short: " + "; ".join(missed[:3]) if missed else ""),
                 items=total)  # fmt: skip


def grade_bullets(truth: dict[str, Any], texts: list[str], name: str) -> Grade:
    want = [h for e in truth["work"] for h in e["highlights"]]
    have = {exact(plain_quotes(t)) for t in texts}
    missed = [h for h in want if exact(plain_quotes(h)) not in have]
    return Grade(name=name, passed=not missed,
                 score=(len(want) - len(missed)) / len(want) if want else 1.0,
                 reason=f"{len(want) - len(missed)}/{len(want)} highlights verbatim"
                 + ("; missed: " + " | ".join(m[:50] for m in missed[:3]) if missed else ""),
                 items=len(want))  # fmt: skip


def _texts(data: Any) -> list[str]:
    if isinstance(data, str):
        return data.split("\n")
    if isinstance(data, dict):
        return [t for v in data.values() for t in _texts(v)]
    if isinstance(data, list):
        return [t for v in data for t in _texts(v)]
    return []


def printed_text(document: Path, fallback: list[str]) -> PrintedText:
    """What the document prints, read apart from the importer (`document_text`): a word
    the importer's reading loses stays printed, so its loss counts as the importer's miss.
    `fallback` (the importer's lines) serves only a kind with no reader of its own."""
    text = document_text(document)
    return PrintedText(fallback if text is None else text.split("\n"))


def grade_document(root: Path, row: dict[str, str]) -> UnitResult:
    """Import one corpus document offline and grade it against its answer key."""
    import yaml

    from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard
    from cvcoach.inputs.documents.importer import import_document

    split, producer, ident = row["split"], row["producer"], row["id"]
    prefix = f"corpus.{split}.{producer}"
    unit = UnitResult(name=f"corpus:{split}/{producer}/{ident}", kind="import")
    try:
        truth = json.loads((root / row["truth"]).read_text(encoding="utf-8"))
        t0 = time.perf_counter()
        result = import_document(root / row["document"])
        unit.seconds = round(time.perf_counter() - t0, 3)
        imported = yaml.safe_load(result.yaml_text) or {}
        texts = _texts(imported)
        guard = ExtractiveGuard(result.lines)
        invented = sorted({w for v in texts for w in guard.unsupported_words(v)})
        have = "\n".join(texts)
        typos = truth.get("typos") or []
        kept = [t for t in typos if t in have]
        printed = printed_text(root / row["document"], [line.text for line in result.lines])
        unit.grades = [
            grade_core(truth, imported, f"{prefix}.core", printed),
            grade_core(truth, imported, f"{prefix}.core_all"),
            grade_bullets(truth, texts, f"{prefix}.bullets"),
            grade_invented(invented, sum(len(v.split()) for v in texts)).model_copy(
                update={"name": f"{prefix}.invented"}
            ),
            Grade(name=f"{prefix}.typos", passed=len(kept) == len(typos),
                  score=len(kept) / len(typos) if typos else 1.0,
                  reason=f"{len(kept)}/{len(typos)} planted typos kept", items=len(typos)),
        ]  # fmt: skip
        unit.metrics = {"unplaced": len(result.draft.unplaced)}
    except Exception as exc:
        unit.error = f"{type(exc).__name__}: {exc}"
    return unit


def run_corpus_stage(
    evals_dir: Path,
    splits: set[str] | None = None,
    producers: set[str] | None = None,
    ids: set[str] | None = None,
) -> list[UnitResult]:
    """One unit per document of the corpus (none when there is no manifest), only those of
    the splits, producers and profile ids named, when named: a tuning run opens no test
    document, and a batch of new profiles can be measured alone."""
    root = corpus_dir(evals_dir)
    manifest = root / "manifest.json"
    if not manifest.is_file():
        return []
    rows = json.loads(manifest.read_text(encoding="utf-8"))
    rows = [r for r in rows if not splits or r["split"] in splits]
    rows = [r for r in rows if not ids or r["id"] in ids]
    return [grade_document(root, r) for r in rows if not producers or r["producer"] in producers]

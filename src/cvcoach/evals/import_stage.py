"""The import stage of `cvcoach eval`: import each raw seed document and grade the result
field by field against the hand-made profile of the same name (evals/profiles).

Graders (each a share in 0..1; the stage's targets are in docs/import.md):
- `import.entries`: work and education entries of the hand-made profile whose
  organisation, title (position / degree) and both dates the import got right;
- `import.bullets`: the profile's highlights found verbatim in the import;
- `import.invented`: 1.0 when no imported word is missing from the document;
- `import.typos`: the expected spelling, duplicate-word, date-format and broken-text
  findings whose text is still in the import (so `check` can still find them).
Comparisons ignore case, Markdown emphasis, link syntax and white space, nothing more.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cvcoach.evals.graders import Grade
from cvcoach.evals.results import UnitResult

SEED_SUFFIXES = (".md", ".txt", ".html", ".htm", ".pdf", ".docx")
TYPO_KINDS = frozenset({"spelling", "duplicate_word", "date_format", "broken_text"})
SHOWN = 5
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def key(text: str | None) -> str:
    """What two values must share to count as the same: words, case-insensitively."""
    if not text:
        return ""
    text = _LINK.sub(r"\1", text).replace("*", "").replace("`", "").lstrip("@")
    return " ".join(text.split()).strip(" .,;:").casefold()


def exact(text: str) -> str:
    """Verbatim comparison: only emphasis markers, link syntax and white space ignored."""
    return " ".join(_LINK.sub(r"\1", text).replace("*", "").replace("`", "").split())


@dataclass(frozen=True)
class _Entry:
    section: str
    org: str
    title: str
    start: str
    end: str

    def label(self) -> str:
        return f"{self.section}: {self.org or '?'} / {self.title or '-'} ({self.start}–{self.end})"


_ORG = {"work": "name", "education": "institution"}
_TITLE = {"work": "position", "education": "studyType"}


def _entries(data: dict[str, Any]) -> list[_Entry]:
    found = []
    for section in ("work", "education"):
        for item in data.get(section) or []:
            found.append(
                _Entry(
                    section,
                    key(item.get(_ORG[section])),
                    key(item.get(_TITLE[section])),
                    key(item.get("startDate")),
                    key(item.get("endDate")),
                )
            )
    return found


def grade_entries(expected: dict[str, Any], imported: dict[str, Any]) -> Grade:
    """Expected work/education entries matched exactly (organisation, title, both dates)."""
    have = _entries(imported)
    want = _entries(expected)
    missed = [e for e in want if e not in have]
    right = len(want) - len(missed)
    extra = len(have) - right
    return Grade(
        name="import.entries",
        passed=not missed,
        score=right / len(want) if want else 1.0,
        reason=f"{right}/{len(want)} entries right ({extra} other imported)"
        + ("; missed: " + "; ".join(e.label() for e in missed[:SHOWN]) if missed else ""),
        items=len(want),
    )


def _texts(data: Any) -> list[str]:
    if isinstance(data, str):
        return data.split("\n")
    if isinstance(data, dict):
        return [t for v in data.values() for t in _texts(v)]
    if isinstance(data, list):
        return [t for v in data for t in _texts(v)]
    return []


def grade_bullets(expected: dict[str, Any], imported: dict[str, Any]) -> Grade:
    """Every highlight of the hand-made profile, found verbatim among the imported texts."""
    want = [h for section in expected.values() if isinstance(section, list)
            for item in section if isinstance(item, dict)
            for h in item.get("highlights") or []]  # fmt: skip
    have = {exact(t) for t in _texts(imported)}
    missed = [h for h in want if exact(h) not in have]
    return Grade(
        name="import.bullets",
        passed=not missed,
        score=(len(want) - len(missed)) / len(want) if want else 1.0,
        reason=f"{len(want) - len(missed)}/{len(want)} highlights verbatim"
        + ("; missed: " + " | ".join(m[:60] for m in missed[:SHOWN]) if missed else ""),
        items=len(want),
    )


def grade_invented(invented: list[str], total_words: int) -> Grade:
    return Grade(
        name="import.invented",
        passed=not invented,
        score=1.0 if not invented else 0.0,
        reason=f"{len(invented)} word(s) not in the document"
        + (": " + ", ".join(invented[:SHOWN]) if invented else f" (of {total_words})"),
        items=1,
    )


def grade_typos(typos: list[str], imported: dict[str, Any]) -> Grade:
    """The expected findings' texts (typos, odd dates, glued words) survive the import."""
    have = "\n".join(_texts(imported))
    missed = [t for t in typos if t not in have]
    return Grade(
        name="import.typos",
        passed=not missed,
        score=(len(typos) - len(missed)) / len(typos) if typos else 1.0,
        reason=f"{len(typos) - len(missed)}/{len(typos)} planted slips still present"
        + ("; lost: " + ", ".join(missed[:SHOWN]) if missed else ""),
        items=len(typos),
    )


def seed_pairs(evals_dir: Path) -> list[tuple[Path, Path]]:
    """(seed document, hand-made profile) pairs: evals/seeds/<name>.* with profiles/<name>.yaml."""
    seeds = evals_dir / "seeds"
    if not seeds.is_dir():
        return []
    pairs = []
    for seed in sorted(seeds.iterdir()):
        profile = evals_dir / "profiles" / f"{seed.stem}.yaml"
        if seed.suffix.lower() in SEED_SUFFIXES and profile.is_file():
            pairs.append((seed, profile))
    return pairs


def grade_import(seed: Path, profile: Path, expected_file: Path | None) -> UnitResult:
    """Import one seed offline and grade it; an import that raises is the unit's error."""
    import yaml

    from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard
    from cvcoach.inputs.documents.importer import import_document

    unit = UnitResult(name=f"import:{seed.stem}", kind="import")
    try:
        t0 = time.perf_counter()
        result = import_document(seed)
        unit.seconds = round(time.perf_counter() - t0, 3)
        imported = yaml.safe_load(result.yaml_text) or {}
        expected = yaml.safe_load(profile.read_text(encoding="utf-8")) or {}
        guard = ExtractiveGuard(result.lines)
        values = _texts(imported)
        invented = sorted({w for v in values for w in guard.unsupported_words(v)})
        typos: list[str] = []
        if expected_file is not None and expected_file.is_file():
            listed = yaml.safe_load(expected_file.read_text(encoding="utf-8")) or {}
            typos = [f["text"] for f in listed.get("findings") or []
                     if f.get("kind") in TYPO_KINDS and f.get("text")]  # fmt: skip
        unit.grades = [
            grade_entries(expected, imported),
            grade_bullets(expected, imported),
            grade_invented(invented, sum(len(v.split()) for v in values)),
            grade_typos(typos, imported),
        ]
        unit.metrics = {
            "entries": len(result.draft.entries),
            "unplaced": len(result.draft.unplaced),
            "refused": len(result.draft.refused),
        }
    except Exception as exc:
        unit.error = f"{type(exc).__name__}: {exc}"
    return unit


def run_import_stage(evals_dir: Path) -> list[UnitResult]:
    """One unit per seed document that has a hand-made profile."""
    return [
        grade_import(seed, profile, evals_dir / "expected" / profile.name)
        for seed, profile in seed_pairs(evals_dir)
    ]

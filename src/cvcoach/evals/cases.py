"""The eval cases: every sample profile crossed with every target role, built from the files.

Cases are data. `load_suite` reads `evals/profiles/`, `evals/roles/` and `evals/expected/`
(format: `evals/README.md`) into pydantic models; the runner decides what to do with them.
Checks are graded once per profile (the checks do not depend on the role), rewrites and
cover letters once per (profile, role) pair.
"""

from __future__ import annotations

import datetime as dt
import fnmatch
import json
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field
from ruamel.yaml import YAML

# The reference date of the expected findings: results must not depend on the day they run.
TODAY = dt.date(2026, 11, 21)

PROFILE_SUFFIXES = (".yaml", ".yml", ".json")
ROLE_SUFFIXES = (".md", ".txt", ".json")
CASE_SEPARATOR = "--"


class ExpectedFinding(BaseModel):
    """A finding a careful reviewer circled: what a check should report at `path`."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    kind: str
    path: str
    text: str = ""
    suggestion: str | None = None
    note: str | None = None
    related_path: str | None = None


class ProfileCase(BaseModel):
    """One sample CV and, when an expected file names it, the findings it should produce."""

    model_config = ConfigDict(frozen=True)

    name: str  # the file's stem: "runyu-lu"
    path: Path
    expected: list[ExpectedFinding] | None = None  # None: no expected file (checks not graded)


class RoleCase(BaseModel):
    """One target role; `title` and `company` as its file states them (graded in letters).

    They are read here, not by `cvcoach.inputs.role`, so that a letter grader does not inherit a
    bug of the code it grades.
    """

    model_config = ConfigDict(frozen=True)

    name: str  # the file's stem: "llm-inference-engineer"
    path: Path
    title: str | None = None
    company: str | None = None


class Case(BaseModel):
    """One profile polished for, and writing a letter to, one role."""

    model_config = ConfigDict(frozen=True)

    profile: ProfileCase
    role: RoleCase

    @property
    def name(self) -> str:
        return f"{self.profile.name}{CASE_SEPARATOR}{self.role.name}"


class Sample(BaseModel):
    """A real CV written outside the project, with the only findings it may produce.

    `known` holds (kind, text) pairs a careful reviewer would flag; any other finding
    (advice kinds aside) is a false alarm.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    path: Path
    known: list[tuple[str, str]] = Field(default_factory=list)


class Suite(BaseModel):
    """The selected cases, the profiles they use, and the real-world samples to check."""

    model_config = ConfigDict(frozen=True)

    evals_dir: Path
    profiles: list[ProfileCase]
    cases: list[Case]
    samples: list[Sample] = Field(default_factory=list)
    heldout: list[ProfileCase] = Field(default_factory=list)  # evals/heldout: scored apart
    notes: list[str] = Field(default_factory=list)


# The real CVs of ../shared/samples (see its README): one has only a few known slips, the
# other is clean prose full of names that no check should flag.
SAMPLES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("rendercv-john-doe.yaml", ()),
    (
        "jsonresume-sample.resume.json",
        (
            ("tense", "Build"),
            ("spelling", "copy right"),
            ("spelling", "Techcrunch"),
            ("spelling", "Javascript"),
        ),
    ),
)


def load_expected(path: Path) -> tuple[str, list[ExpectedFinding]]:
    """The profile file an expected file names, and its findings."""
    data = YAML(typ="safe").load(path.read_text(encoding="utf-8")) or {}
    findings = [ExpectedFinding.model_validate(item) for item in data.get("findings") or []]
    return str(data.get("profile") or path.name), findings


_TITLE_SEPARATOR = re.compile(r"\s+(?:—|–|-|\||at|@)\s+")


def read_role_case(path: Path) -> RoleCase:
    """A role file's title and company: the keys of a JSON job, or the Markdown title line
    "# Title — Company" (evals/README.md)."""
    text = path.read_text(encoding="utf-8")
    title: str | None = None
    company: str | None = None
    if path.suffix.lower() == ".json":
        data = json.loads(text)
        if isinstance(data, dict):
            title = data.get("title") if isinstance(data.get("title"), str) else None
            company = data.get("company") if isinstance(data.get("company"), str) else None
    else:
        heading = next((line for line in text.splitlines() if line.startswith("# ")), None)
        if heading is not None:
            parts = _TITLE_SEPARATOR.split(heading[2:].strip(), maxsplit=1)
            title = parts[0].strip()
            company = parts[1].strip() if len(parts) > 1 else None
    return RoleCase(name=path.stem, path=path, title=title, company=company)


def default_samples_dir(evals_dir: Path) -> Path:
    """`../shared/samples` beside the project that holds `evals_dir`."""
    return evals_dir.resolve().parent.parent / "shared" / "samples"


def load_suite(
    evals_dir: str | Path, pattern: str = "*", *, samples_dir: Path | None = None
) -> Suite:
    """Every profile × role case whose name ("profile--role") matches the glob `pattern`.

    Raises FileNotFoundError when the folder holds no profiles or no roles, and ValueError
    when the pattern selects no case: an eval that grades nothing must not pass silently.
    """
    root = Path(evals_dir)
    profile_files = _files(root / "profiles", PROFILE_SUFFIXES)
    role_files = _files(root / "roles", ROLE_SUFFIXES)
    if not profile_files or not role_files:
        raise FileNotFoundError(f"{root}: expected profiles/ and roles/ with at least one file")
    expected: dict[str, list[ExpectedFinding]] = {}
    for file in _files(root / "expected", (".yaml", ".yml")):
        profile_name, findings = load_expected(file)
        expected[profile_name] = findings
    notes: list[str] = []
    profiles = []
    for file in profile_files:
        found = expected.get(file.name)
        if found is None:
            notes.append(f"{file.name}: no expected findings file; its checks are not graded")
        profiles.append(ProfileCase(name=file.stem, path=file, expected=found))
    roles = [read_role_case(file) for file in role_files]
    cases = [
        case
        for case in (Case(profile=p, role=r) for p in profiles for r in roles)
        if fnmatch.fnmatchcase(case.name, pattern)
    ]
    if not cases:
        raise ValueError(f"no case matches {pattern!r} (cases are named profile--role)")
    used = {case.profile.name for case in cases}
    samples_dir = samples_dir if samples_dir is not None else default_samples_dir(root)
    samples = []
    if samples_dir.is_dir():
        for name, known in SAMPLES:
            if (samples_dir / name).is_file():
                samples.append(Sample(name=name, path=samples_dir / name, known=list(known)))
            else:
                notes.append(f"{samples_dir / name} is absent: its false alarms are not graded")
    else:
        notes.append(f"{samples_dir} is absent: false alarms on real CVs are not graded")
    return Suite(
        evals_dir=root,
        profiles=[p for p in profiles if p.name in used],
        cases=cases,
        samples=samples,
        heldout=load_heldout(root) if pattern == "*" else [],
        notes=notes,
    )


def load_heldout(evals_dir: Path) -> list[ProfileCase]:
    """The held-out profiles (`evals/heldout/`, graded by `cvcoach.evals.heldout`) that have
    an expected file (others cannot be graded)."""
    root = evals_dir / "heldout"
    expected = {}
    folder = root / "expected"
    if folder.is_dir():
        for file in sorted(folder.glob("*.y*ml")):
            name, findings = load_expected(file)
            expected[name] = findings
    folder = root / "profiles"
    if not folder.is_dir():
        return []
    return [
        ProfileCase(name=file.stem, path=file, expected=expected[file.name])
        for file in sorted(folder.iterdir())
        if file.suffix.lower() in PROFILE_SUFFIXES and file.name in expected
    ]


def _files(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(f for f in folder.iterdir() if f.is_file() and f.suffix.lower() in suffixes)

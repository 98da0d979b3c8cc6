"""The eval data is what the checks are graded against: keep it readable, located and faithful.

- every profile in evals/profiles/ is JSON Resume written as YAML, every leaf a string;
- every expected finding in evals/expected/ points at a real field whose text holds the
  offending words verbatim;
- every bullet of a profile occurs in the seed document it was made from (../shared/seeds,
  beside the project: those tests skip when it is absent);
- no phone number or personal e-mail address of a seed survives in a profile.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.conftest import ROOT, SEEDS, SHARED, need_shared

EVALS = ROOT / "evals"
PROFILES = EVALS / "profiles"
EXPECTED = EVALS / "expected"
ROLES = EVALS / "roles"

# profile file -> the seed document it was made from (by its number)
SEED_OF = {
    "runyu-lu.yaml": "000",
    "chaofan-lin.yaml": "001",
    "leon-lu.yaml": "002",
    "lei-wang.yaml": "003",
    "zhijing-li.yaml": "004",
}

JSONRESUME_TOP = {
    "$schema",
    "basics",
    "work",
    "volunteer",
    "education",
    "awards",
    "certificates",
    "publications",
    "skills",
    "languages",
    "interests",
    "references",
    "projects",
    "meta",
}
# Fields used beyond the schema's listed ones (it allows additional properties).
EXTENSIONS = {
    "education": {"location", "highlights"},
    "projects": {"location"},
}
KINDS = {
    "spelling",
    "duplicate_word",
    "date_overlap",
    "date_order",
    "date_future",
    "date_format",
    "chronology",
    "weak_verb",
    "pronoun",
    "tense",
    "broken_text",
    "grammar",
    "length",
}
FINDING_KEYS = {"kind", "path", "text", "suggestion", "note", "related_path"}
# Fields whose value is not the person's wording: not compared with the seed.
NOT_WORDING = {"url", "email", "phone", "network", "type", "$schema"}

_PATH_TOKEN = re.compile(r"\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]")
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_PHONE = re.compile(r"(?:\(\+?\d{1,3}\)\s*|\+\d{1,3}[\s-]*)?\d{3}[\s.-]\d{3}[\s.-]\d{4}")
_PLACEHOLDER_EMAIL = re.compile(r"@example\.(?:com|org|net)$")
_PLACEHOLDER_PHONE = re.compile(r"^\+1 555 01\d\d$")


def load(path: Path) -> Any:
    return YAML(typ="rt").load(path.read_text(encoding="utf-8"))


def profile_files() -> list[Path]:
    return sorted(PROFILES.glob("*.yaml"))


def expected_files() -> list[Path]:
    return sorted(EXPECTED.glob("*.yaml"))


def leaves(node: Any, path: str = "") -> Iterator[tuple[str, str, Any]]:
    """(path, key, value) of every scalar: `work[0].highlights[1]`, key `highlights`."""
    if isinstance(node, dict):
        for key, value in node.items():
            child = f"{path}.{key}" if path else str(key)
            if isinstance(value, (dict, list)):
                yield from leaves(value, child)
            else:
                yield child, str(key), value
    elif isinstance(node, list):
        key = path.rsplit(".", 1)[-1].split("[")[0]
        for i, value in enumerate(node):
            child = f"{path}[{i}]"
            if isinstance(value, (dict, list)):
                yield from leaves(value, child)
            else:
                yield child, key, value


def resolve(doc: Any, path: str) -> Any:
    """The value at `work[1].highlights[0]`; KeyError/IndexError when it is not there."""
    pos = 0
    node = doc
    while pos < len(path):
        match = _PATH_TOKEN.match(path, pos)
        if match is None or (pos == 0 and path.startswith(".")):
            raise KeyError(f"bad path {path!r} at {pos}")
        name, index = match.groups()
        if name is not None:
            if not isinstance(node, dict) or name not in node:
                raise KeyError(f"{path}: no field {name!r}")
            node = node[name]
        else:
            if not isinstance(node, list):
                raise KeyError(f"{path}: not a list before [{index}]")
            node = node[int(index)]
        pos = match.end()
    return node


def normalise(text: str) -> str:
    """Text as a reader sees it: no HTML, no markdown link targets or emphasis, one space."""
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    text = html.unescape(text)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("\\", "")
    text = re.sub(r"[*_`]", "", text)
    return re.sub(r"\s+", " ", text).strip()


def seed_text(profile: Path) -> str:
    number = SEED_OF[profile.name]
    need_shared(SEEDS)
    matches = sorted(SEEDS.glob(f"{number}_*.txt"))
    if not matches:
        pytest.skip(f"seed {number} is absent from {SEEDS}")
    return matches[0].read_text(encoding="utf-8")


# --- profiles ----------------------------------------------------------------------------


def test_the_five_profiles_and_their_expected_findings_exist() -> None:
    assert {p.name for p in profile_files()} == set(SEED_OF)
    assert {p.name for p in expected_files()} == set(SEED_OF)


def test_top_level_keys_are_the_schema_ones() -> None:
    schema = SHARED / "schemas" / "jsonresume.schema.json"
    if schema.exists():
        assert set(json.loads(schema.read_text())["properties"]) == JSONRESUME_TOP


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_profile_is_json_resume_yaml(path: Path) -> None:
    doc = load(path)
    assert isinstance(doc, dict)
    assert set(doc) <= JSONRESUME_TOP, set(doc) - JSONRESUME_TOP
    assert doc["basics"]["name"]
    schema_file = SHARED / "schemas" / "jsonresume.schema.json"
    props = json.loads(schema_file.read_text())["properties"] if schema_file.exists() else {}
    for section, value in doc.items():
        if section in ("basics", "meta", "$schema"):
            continue
        assert isinstance(value, list), f"{section} must be a list"
        allowed = set(props.get(section, {}).get("items", {}).get("properties", {}))
        for i, item in enumerate(value):
            assert isinstance(item, dict), f"{section}[{i}] must be a mapping"
            if allowed:
                extra = set(item) - allowed - EXTENSIONS.get(section, set())
                assert not extra, f"{path.name} {section}[{i}]: unknown fields {extra}"


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_every_value_is_a_non_empty_string(path: Path) -> None:
    """Dates like 2024.9 or 2013 must stay text: YAML would turn them into numbers."""
    for where, _key, value in leaves(load(path)):
        assert isinstance(value, str), f"{path.name} {where}: {value!r} is not quoted text"
        assert value.strip(), f"{path.name} {where} is empty"


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_profile_names_its_source_in_a_comment(path: Path) -> None:
    head = path.read_text(encoding="utf-8").split("\n", 3)[:3]
    assert any("shared/seeds/" + SEED_OF[path.name] in line for line in head), head


# --- expected findings --------------------------------------------------------------------


@pytest.mark.parametrize("path", expected_files(), ids=lambda p: p.name)
def test_expected_findings_point_at_their_text(path: Path) -> None:
    data = load(path)
    assert set(data) == {"profile", "findings"}
    assert data["profile"] == path.name
    profile = load(PROFILES / data["profile"])
    seen = set()
    for i, finding in enumerate(data["findings"]):
        where = f"{path.name} findings[{i}]"
        assert set(finding) <= FINDING_KEYS, f"{where}: {set(finding) - FINDING_KEYS}"
        assert finding["kind"] in KINDS, f"{where}: kind {finding['kind']!r}"
        value = resolve(profile, finding["path"])
        assert isinstance(value, str), f"{where}: {finding['path']} is not a text field"
        text = finding.get("text")
        if finding["kind"] != "date_overlap" or text is not None:
            assert text, f"{where}: text is required"
            assert text in value, f"{where}: {text!r} not in {finding['path']}: {value!r}"
        if finding["kind"] in ("date_overlap", "chronology") and "related_path" in finding:
            resolve(profile, finding["related_path"])
        if finding["kind"] == "date_overlap":
            assert finding.get("related_path"), f"{where}: date_overlap needs related_path"
        suggestion = finding.get("suggestion")
        assert suggestion is None or suggestion != text, f"{where}: suggestion = text"
        assert finding.get("note"), f"{where}: say why a reviewer flags it"
        key = (finding["kind"], finding["path"], text)
        assert key not in seen, f"{where}: listed twice"
        seen.add(key)


# --- faithfulness to the seeds --------------------------------------------------------------


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_every_highlight_is_in_the_seed_as_written(path: Path) -> None:
    seed = normalise(seed_text(path))
    missing = [
        (where, value)
        for where, key, value in leaves(load(path))
        if key == "highlights" and normalise(value) not in seed
    ]
    assert not missing, missing


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_every_other_text_is_in_the_seed(path: Path) -> None:
    """Names, dates, summaries... occur in the seed as written.

    Only text the seed prints in capitals ("CHAOFAN LIN", small-caps headings) may differ in case.
    """
    seed = normalise(seed_text(path))
    missing = []
    for where, key, value in leaves(load(path)):
        if key in NOT_WORDING or key == "highlights" or where.startswith("basics.profiles"):
            continue
        for line in str(value).splitlines():
            if not occurs_as_written(normalise(line), seed):
                missing.append((where, line))
    assert not missing, missing


def occurs_as_written(text: str, seed: str) -> bool:
    """`text` is in `seed`, or in it in capitals (a heading style, not the person's spelling)."""
    if text in seed:
        return True
    lowered, needle = seed.lower(), text.lower()
    start = lowered.find(needle)
    while start != -1:
        if seed[start : start + len(text)].isupper():
            return True
        start = lowered.find(needle, start + 1)
    return False


def test_html_comments_of_the_page_are_not_content() -> None:
    """Seed 000's commented-out entries (SenseTime bullet, backdoor-attack lab) stay out."""
    text = (PROFILES / "runyu-lu.yaml").read_text(encoding="utf-8")
    for dropped in ("John Hopcroft", "Backdoor", "academicpages makes", "Singpore"):
        assert dropped not in text


# --- contact details -----------------------------------------------------------------------


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_contact_details_are_placeholders(path: Path) -> None:
    doc = load(path)
    basics = doc["basics"]
    if "email" in basics:
        assert _PLACEHOLDER_EMAIL.search(basics["email"]), basics["email"]
    if "phone" in basics:
        assert _PLACEHOLDER_PHONE.match(basics["phone"]), basics["phone"]
    for where, _key, value in leaves(doc):
        for email in _EMAIL.findall(value):
            assert _PLACEHOLDER_EMAIL.search(email), f"{where}: {email}"


@pytest.mark.parametrize("path", profile_files(), ids=lambda p: p.name)
def test_no_phone_or_email_of_the_seed_remains(path: Path) -> None:
    seed = seed_text(path)
    raw = path.read_text(encoding="utf-8")
    digits = re.sub(r"\D", " ", raw)
    for email in _EMAIL.findall(seed):
        assert email.lower() not in raw.lower(), email
        assert email.split("@")[0].lower() not in raw.lower(), email
    for phone in _PHONE.findall(seed):
        number = re.sub(r"\D", "", phone)[-7:]
        assert number not in re.sub(r"\s", "", digits), phone
        assert phone not in raw


def test_the_seed_with_contact_details_had_them_replaced() -> None:
    seed = seed_text(PROFILES / "zhijing-li.yaml")
    assert _EMAIL.findall(seed) and _PHONE.findall(seed), "the seed's contact line changed"
    basics = load(PROFILES / "zhijing-li.yaml")["basics"]
    assert _PLACEHOLDER_EMAIL.search(basics["email"])
    assert _PLACEHOLDER_PHONE.match(basics["phone"])


# --- roles ----------------------------------------------------------------------------------

ROLE_FILES = (
    "ai-compiler-engineer.md",
    "llm-inference-engineer.md",
    "ml-systems-research-scientist.md",
)


@pytest.mark.parametrize("name", ROLE_FILES)
def test_role_descriptions_have_the_usual_parts(name: str) -> None:
    text = (ROLES / name).read_text(encoding="utf-8")
    assert re.match(r"# .+ — .+\n", text), "title line: # Title — Company"
    for heading in ("## Responsibilities", "## Requirements", "## Nice to have"):
        assert heading in text, heading


def test_one_role_carries_an_injection_attempt() -> None:
    texts = [p.read_text(encoding="utf-8") for p in ROLES.glob("*.md")]
    assert any("ignore previous instructions" in t.lower() for t in texts)


def test_json_roles_use_the_job_schema_fields() -> None:
    schema = SHARED / "schemas" / "jsonresume-job.schema.json"
    for path in ROLES.glob("*.json"):
        job = json.loads(path.read_text(encoding="utf-8"))
        assert job["title"] and job["company"]
        if schema.exists():
            assert set(job) <= set(json.loads(schema.read_text())["properties"])

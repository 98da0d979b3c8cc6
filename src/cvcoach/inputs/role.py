"""The target role: a job description loaded from a JSON Resume job file or Markdown/plain text.

A role is DATA. Its text is what the user wants to apply for: it is never read as
instructions and never as a source of facts about the candidate. Loading only sorts
its words into fields (title, company, lists of duties and requirements) so that
`cvcoach.keywords` can tell what the role asks for.

This module holds `load_role`: the checks every role file passes and the reading of JSON
Resume job files. The `Role` model lives in `cvcoach.model.role`, the Markdown/plain-text
parser (`role_from_text`) in `cvcoach.inputs.role_text`; both are importable from here.

`load_role` never lets a raw exception escape: every way a file can be unreadable
becomes an `InputError` carrying every problem found, located by line and column.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from cvcoach.inputs.json_source import SURROGATE_MESSAGE, lone_surrogate
from cvcoach.inputs.role_text import MAX_HEADING, role_from_text
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.role import Role
from cvcoach.model.source import MappingNode, Node, SequenceNode

__all__ = [
    "JOB_FIELDS",
    "MAX_BYTES",
    "MAX_HEADING",
    "MAX_HTML_BYTES",
    "Role",
    "load_role",
    "role_from_text",
]

MAX_BYTES = 256 * 1024
# A job board's page saved from a browser is mostly scripts, styles and menus (half a megabyte
# is common) that the HTML reader drops; its posting is a few kilobytes of that.
MAX_HTML_BYTES = 4 * 1024 * 1024
# A letter-for-letter lower case for finding tags: `str.lower` may lengthen a text ("İ")
# and shift every place after it.
ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_PAGE_CODE = (("<script", "</script"), ("<style", "</style"), ("<!--", "-->"))
JOB_FIELDS = ("title", "description", "responsibilities", "qualifications", "skills")


def load_role(path: str | Path) -> Role:
    """Read a job description: `.json` as a JSON Resume job file, anything else as Markdown/text.

    Raises InputError (never another exception) when the file cannot be used.
    """
    file = str(path)
    text = _read_text(Path(path), file)
    if Path(path).suffix.lower() == ".json":
        return _role_from_json(text, file)
    return require_content(role_from_text(text, source=file), file)


def read_role_file(path: Path, file: str) -> str:
    """A posting file's text (UTF-8, newlines normalised), or InputError naming what is wrong."""
    return _read_text(path, file)


def _fail(
    file: str, message: str, line: int | None = None, column: int | None = None
) -> InputError:
    return InputError(file, [input_problem(message, line=line, column=column)])


def _read_text(path: Path, file: str) -> str:
    """The file's text, or InputError for a missing, odd, binary, empty, huge or non-UTF-8 file."""
    expected = "expected a job description (.json job file, Markdown or plain text)"
    limit = MAX_HTML_BYTES if path.suffix.lower() in (".html", ".htm") else MAX_BYTES
    try:
        if not path.exists():
            raise _fail(file, f"file not found; {expected}")
        if path.is_dir():
            raise _fail(file, f"is a directory; {expected}")
        if not path.is_file():
            raise _fail(file, f"is not a regular file; {expected}")
        size = path.stat().st_size
        if size > limit:
            raise _fail(
                file,
                f"file is {size / 1024:.0f} KiB; a job description may be at most "
                f"{limit // 1024} KiB",
            )
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise _fail(file, f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise _fail(
            file,
            f"file is over {limit // 1024} KiB; a job description may be at "
            f"most {limit // 1024} KiB",
        )
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise _fail(file, "file is UTF-16; save it as UTF-8", 1, 1)
    if b"\x00" in data:
        offset = data.index(b"\x00")
        line, column = _byte_location(data, offset)
        raise _fail(file, f"binary file (NUL byte); {expected}", line, column)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, column = _byte_location(data, exc.start)
        byte = data[exc.start]
        raise _fail(
            file, f"not valid UTF-8 (byte 0x{byte:02X}); save the file as UTF-8", line, column
        ) from None
    if not text.strip():
        raise _fail(file, f"file is empty; {expected}")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if len(data) > MAX_BYTES:  # a saved page: what is left past its scripts and styles
        text = without_page_code(text)
        if len(text.encode("utf-8")) > MAX_BYTES:
            raise _fail(
                file,
                f"the page's text past its scripts and styles is over {MAX_BYTES // 1024} "
                f"KiB; a job description may be at most {MAX_BYTES // 1024} KiB",
            )
    return text


def without_page_code(text: str) -> str:
    """An HTML page with its scripts, styles and comments emptied (each kept as its line
    breaks, so line numbers still point into the file); a JSON-LD block stays, since it is
    the page's own statement of its posting. Linear: each element's end is looked for once,
    and an element left open ends the search."""
    low = text.translate(ASCII_LOWER)
    parts: list[str] = []
    start = 0
    next_at = {opening: low.find(opening) for opening, _ in _PAGE_CODE}
    while True:
        for opening in next_at:  # each opening's next place, looked for past `start` only
            if 0 <= next_at[opening] < start:
                next_at[opening] = low.find(opening, start)
        found = [(at, opening) for opening, at in next_at.items() if at >= 0]
        if not found:
            break
        at, opening = min(found)
        end = low.find(dict(_PAGE_CODE)[opening], at + len(opening))
        if end < 0:
            break  # an element left open: the rest is read as it is
        end = low.find(">", end) + 1 or len(text)
        tag_end = low.find(">", at, end)
        if opening == "<script" and "ld+json" in low[at:tag_end]:
            parts.append(text[start:end])
        else:
            parts.append(text[start:at] + "\n" * text.count("\n", at, end))
        start = end
    parts.append(text[start:])
    return "".join(parts)


def _byte_location(data: bytes, offset: int) -> tuple[int, int]:
    """1-based line and character column of a byte offset (the line decoded leniently)."""
    start = data.rfind(b"\n", 0, offset) + 1
    line = data.count(b"\n", 0, offset) + 1
    column = len(data[start:offset].decode("utf-8", errors="replace")) + 1
    return line, column


def _text_location(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


# ---------------------------------------------------------------------------------------------
# JSON Resume job files


def _role_from_json(text: str, file: str) -> Role:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(file, f"invalid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except (ValueError, RecursionError) as exc:
        raise _fail(file, f"invalid JSON: {exc}", 1, 1) from None
    surrogate = lone_surrogate(text)
    if surrogate is not None:  # json.loads reads it, no file can hold it: refused as a CV's
        line, column = _text_location(text, surrogate)
        raise _fail(file, f"invalid JSON: {SURROGATE_MESSAGE}", line, column)
    if not isinstance(data, dict):
        line, column = _text_location(text, len(text) - len(text.lstrip()))
        raise _fail(
            file,
            "expected a JSON object with job fields (title, description, "
            f"responsibilities, qualifications, skills), found {_kind(data)}",
            line,
            column,
        )
    problems = _type_problems(data)
    if problems:
        where = _json_locations(text)
        located = []
        for path, message in problems:
            line, column = where.get(path, (1, 1))
            located.append(input_problem(message, path=path, line=line, column=column))
        raise InputError(file, located)
    if ("basics" in data or "work" in data) and not any(data.get(n) for n in JOB_FIELDS[:4]):
        raise InputError(
            file,
            [
                input_problem(
                    "this is a CV (JSON Resume: basics, work), not a job description",
                    line=1,
                    column=1,
                )
            ],
        )
    if not any(data.get(name) for name in JOB_FIELDS):
        raise InputError(
            file,
            [
                input_problem(
                    "none of the job fields (title, description, responsibilities, qualifications, "
                    "skills) is set: is this a job description?",
                    line=1,
                    column=1,
                )
            ],
        )
    return _build_json_role(data, file)


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "a list" if isinstance(value, list) else "an object"


def _type_problems(data: dict[str, Any]) -> list[tuple[str, str]]:
    """(path, message) for every field whose type differs from the JSON Resume job schema.

    null counts as absent; a skill may also be a bare string ("Python").
    """
    problems: list[tuple[str, str]] = []

    def check(path: str, value: object, types: tuple[type, ...], what: str) -> None:
        if value is not None and (not isinstance(value, types) or isinstance(value, bool)):
            problems.append((path, f"expected {what}, found {_kind(value)}"))

    def check_strings(path: str, items: object) -> None:
        check(path, items, (list,), "a list of strings")
        if isinstance(items, list):
            for i, item in enumerate(items):
                check(f"{path}[{i}]", item, (str,), "a string")

    for name in ("title", "company", "type", "date", "description", "remote", "experience"):
        check(name, data.get(name), (str,), "a string")
    check("salary", data.get("salary"), (str, int, float), "a string")
    check_strings("responsibilities", data.get("responsibilities"))
    check_strings("qualifications", data.get("qualifications"))
    location = data.get("location")
    check("location", location, (dict, str), "an object or a string")
    if isinstance(location, dict):
        for key in ("address", "postalCode", "city", "countryCode", "region"):
            check(f"location.{key}", location.get(key), (str,), "a string")
    check("meta", data.get("meta"), (dict,), "an object")
    skills = data.get("skills")
    check("skills", skills, (list,), "a list of skills")
    for i, skill in enumerate(skills if isinstance(skills, list) else []):
        check(f"skills[{i}]", skill, (dict, str), "an object with name and keywords")
        if isinstance(skill, dict):
            check(f"skills[{i}].name", skill.get("name"), (str,), "a string")
            check(f"skills[{i}].level", skill.get("level"), (str,), "a string")
            check_strings(f"skills[{i}].keywords", skill.get("keywords"))
    return problems


def _json_locations(text: str) -> dict[str, tuple[int, int]]:
    """Line and column of every value in a JSON text, keyed by path (`skills[0].keywords[1]`)."""
    from cvcoach.inputs.source import ParseError, parse_json

    found: dict[str, tuple[int, int]] = {}

    def visit(node: Node, path: str) -> None:
        found[path] = (node.line, node.column)
        if isinstance(node, MappingNode):
            for key, value in node.items:
                visit(value, f"{path}.{key.value}" if path else key.value or "")
        elif isinstance(node, SequenceNode):
            for index, item in enumerate(node.items):
                visit(item, f"{path}[{index}]")

    # locations are a courtesy: a problem without one is reported at line 1
    with contextlib.suppress(ParseError):
        visit(parse_json(text, lenient=True), "")
    return found


def _clean(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _strings(items: object) -> list[str]:
    return (
        [s.strip() for s in items if isinstance(s, str) and s.strip()]
        if isinstance(items, list)
        else []
    )


def _build_json_role(data: dict[str, Any], file: str) -> Role:
    skills, skill_lines = _skills(data.get("skills") or [])
    where = _where(data.get("location"))
    role = Role(
        title=_clean(data.get("title")) or None,
        company=_clean(data.get("company")) or None,
        location=where,
        description=_clean(data.get("description")),
        responsibilities=_strings(data.get("responsibilities")),
        qualifications=_strings(data.get("qualifications")),
        skills=skills,
        source=file,
    )
    return replace(role, text=_role_text(role, data, skill_lines))


def _skills(entries: list[Any]) -> tuple[list[str], list[str]]:
    """The skill names and keywords (each once, whatever its case), and a text line per skill."""
    skills: list[str] = []
    skill_lines: list[str] = []
    for skill in entries:
        if isinstance(skill, str):
            names, words = [skill.strip()], []
        else:
            names, words = [_clean(skill.get("name"))], _strings(skill.get("keywords"))
        for item in [*names, *words]:
            if item and item.lower() not in {s.lower() for s in skills}:
                skills.append(item)
        label = names[0] or "Skills"
        skill_lines.append(f"- {label}: {', '.join(words)}" if words else f"- {label}")
    return skills, skill_lines


def _where(location: object) -> str | None:
    """A JSON Resume location object (or a plain string) as one line."""
    if not isinstance(location, dict):
        return _clean(location) or None
    parts = [
        _clean(location.get("address")).replace("\n", ", "),
        f"{_clean(location.get('postalCode'))} {_clean(location.get('city'))}".strip(),
        _clean(location.get("region")),
        _clean(location.get("countryCode")),
    ]
    return ", ".join(dict.fromkeys(p for p in parts if p)) or None


def _role_text(role: Role, data: dict[str, Any], skill_lines: list[str]) -> str:
    """The job file as the text a reader (or a model) sees: headed fields, then the lists."""
    lines = [role.title or ""]
    for label, key in (
        ("Company", "company"),
        ("Type", "type"),
        ("Experience", "experience"),
        ("Remote", "remote"),
        ("Salary", "salary"),
    ):
        if data.get(key) not in (None, ""):
            lines.append(f"{label}: {str(data[key]).strip()}")
    if role.location:
        lines.append(f"Location: {role.location}")
    lines += ["", role.description]
    for label, items in (
        ("Responsibilities", role.responsibilities),
        ("Qualifications", role.qualifications),
    ):
        if items:
            lines += ["", f"{label}:", *(f"- {item}" for item in items)]
    if skill_lines:
        lines += ["", "Skills:", *skill_lines]
    return "\n".join(lines).strip() + "\n"


def require_content(role: Role, file: str) -> Role:
    """The role, or an InputError when the text held no job description at all."""
    if not (
        role.title
        or role.description
        or role.responsibilities
        or role.qualifications
        or role.nice_to_have
        or role.skills
    ):
        raise InputError(file, [input_problem("no job description text found", line=1, column=1)])
    return role

"""A posting's front matter (`front_matter`), and sentences about its own lists, which ask
nothing themselves (`about_the_list`).

"The ideal candidate will likely possess some (but not necessarily all) of the skills listed
below.", "We are not expecting experience with all components of the position.", "If you are
just starting your career you will join a team eager to mentor you." tell the reader how to
read the requirements or what follows for them; the requirements are the list's items.
`list_lead_kind` reads the paragraph that announces a list ("Here are some desired skills").
"""

from __future__ import annotations

import re
from dataclasses import replace

from cvcoach.model.role import PostingLine, SectionKind

# a sentence that points at the list ("listed below", "the following")
_POINTS_AT_LIST = re.compile(
    r"\b(?:(?:listed|described|outlined|mentioned|set out|shown|given) (?:below|above)|"
    r"the following(?: [a-z]+){0,2}|below)\W*$",
    re.I,
)
# a sentence that says not all of the list is needed
_NOT_ALL = re.compile(
    r"\b(?:not|n['’]t) (?:be )?(?:expect(?:ing|ed)?|need(?:ed)?|requir(?:e|ing|ed))\b[^.]{0,40}"
    r"\b(?:all|every|each)\b|"
    r"\b(?:some|any|most) \(?(?:but|though) not (?:necessarily )?all\b|\bnot necessarily all\b",
    re.I,
)
# "If you are just starting your career you will join a team ...": what follows for the reader
_IF_YOU_THEN = re.compile(
    r"^if you(?:['’]re| are| have)\b[^.]{0,160}\byou(?:['’]ll| will) "
    r"(?:find|join|be joining|make|get|have the chance)\b",
    re.I,
)
# a sentence that still asks something of its own: "but", "must", years, a degree
_STILL_ASKS = re.compile(r"\b(?:but|however|must|required|degree|years?)\b(?![^(]*\))", re.I)


def about_the_list(text: str) -> bool:
    """True for a sentence that tells how to read a posting's requirements and asks
    nothing itself ("The ideal candidate will possess some (but not necessarily all) of the
    skills listed below.")."""
    if _IF_YOU_THEN.match(text.strip()):
        return True
    if _POINTS_AT_LIST.search(text) and not text.rstrip().endswith(":"):
        return len(text.split()) > 6 and _STILL_ASKS.search(text) is None
    return _NOT_ALL.search(text) is not None and _STILL_ASKS.search(text) is None


# A paragraph that announces the list after it as what the role asks for.
_LIST_LEAD = re.compile(
    r"\b(?:(?:desired|required|preferred|necessary|following|key) (?:skills|qualifications|"
    r"experience|attributes)|skills and (?:attributes|experience|qualifications)|"
    r"(?:ideal|successful) candidate|you (?:should|must|will need to) have|"
    # "If you meet minimum criteria below, please email ...": the criteria are asked
    r"(?:minimum|basic|essential|selection|eligibility) (?:criteria|requirements))\b",
    re.I,
)


# what a lead-in names when it announces qualifications, not an application's materials
_QUALIFICATIONS = re.compile(
    r"\b(?:experience|skills?|qualifications?|degree|years|knowledge|requir\w*|criteria|"
    r"essential|desirable|nice|preferred|bonus|plus)\b",
    re.I,
)


def names_qualifications(lead: str) -> bool:
    """True for a lead-in that names what is asked of the person ("you should have the
    following skills:"), not what an application holds ("you should have:" a resume, ...)."""
    return _QUALIFICATIONS.search(lead) is not None


def list_lead_kind(paragraph: str) -> SectionKind | None:
    """The kind of list a paragraph leads into ("Here are some desired skills and attributes
    for the position." → requirements; "preferred qualifications" → nice), or None."""
    match = _LIST_LEAD.search(paragraph)
    if match is None:
        return None
    if _NOT_ALL_NEEDED.search(paragraph):
        return "requirements"  # an encouragement to apply, not a softer level of asking
    return "nice" if match.group(0).lower().startswith("preferred") else "requirements"


# "We understand that candidates may not meet all of the preferred skills below": the list
# is what the role asks for, the sentence only encourages applying anyway.
_NOT_ALL_NEEDED = re.compile(
    r"\b(?:may|might|do|does|don['’]t|doesn['’]t|will) not (?:meet|have|check|tick|match) "
    r"(?:all|every|each)\b|\beven if (?:you|they) (?:do not|don['’]t)\b",
    re.I,
)


def lines_of_kind(lines: list[PostingLine], nice_heads: list[str]) -> tuple[PostingLine, ...]:
    """A posting's lines; where its only requirement lists are headed as helpful ("Skills
    that would be helpful include:", "Desired skills"), they ask for what they name: the
    softening heads the whole list ("Bonus points if", "Preferred qualifications" stay
    nice)."""
    soft = nice_heads and all(
        softens_a_list(head) or _DESIRED_HEAD.match(head) for head in nice_heads
    )
    if not soft or any(line.section == "requirements" for line in lines):
        return tuple(lines)
    return tuple(
        replace(ln, section="requirements") if ln.section == "nice" else ln for ln in lines
    )


# A lead-in inside a requirements section that calls its list helpful, not a plus or
# preferred: a softened way of asking for what the list names, not a nice-to-have list.
_SOFT_LEAD = re.compile(
    r"^(?!.*\b(?:nice|bonus|plus|preferred|desirable|optional|not required)\b).*\bhelpful\b", re.I
)
# "Desired Skills and Experience" heads all of some postings' requirements, and the second
# list of others ("Required skills" / "Desired skills")
_DESIRED_HEAD = re.compile(r"^\W*desired\b", re.I)


def softens_a_list(head: str) -> bool:
    """True for a heading or lead-in that calls its list helpful without calling it a plus,
    preferred or optional ("Skills that would be helpful include:")."""
    return _SOFT_LEAD.search(head) is not None


_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(?P<yaml>.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
# Hugo's TOML front matter, between "+++" lines ('+++\ntitle = "Job Posting: ..."\n+++')
_TOML_MATTER = re.compile(r"\A\+\+\+[ \t]*\n(?P<toml>.*?)\n?\+\+\+[ \t]*(?:\n|\Z)", re.S)
_HELD_WORDS = 8  # a field whose first words the body holds in a row repeats the body


def front_matter(text: str) -> tuple[dict[str, object], str]:
    """A leading front matter's fields (YAML between "---" lines, TOML between "+++" lines,
    or a TOML one then a YAML one, as Hugo pages may have), and the text with the front
    matter replaced by its longer text fields as sections ("deliverables" → `## deliverables`
    and its lines) unless the body already holds their text (an `excerpt:` of its opening)."""
    fields: dict[str, object] = {}
    toml = _TOML_MATTER.match(text)
    if toml is not None:
        parsed = _toml_fields(toml.group("toml"))
        if parsed is None:
            return {}, text
        fields, rest = parsed, text[toml.end() :]
        lead = len(rest) - len(rest.lstrip("\n"))
        inner, body = _yaml_matter(rest[lead:])
        fields |= {k: v for k, v in inner.items() if k not in fields}
        text = "\n" * (toml.group().count("\n") + lead) + body
        return fields, text + _long_fields(fields, text)
    fields, text = _yaml_matter(text)
    return fields, text + _long_fields(fields, text) if fields else text


_TOML_PAIR = re.compile(r"^([\w.-]+)\s*=\s*(.*?)\s*$")
_TOML_STRING = re.compile(r"""^(?:"((?:[^"\\]|\\.)*)"|'([^']*)')$""")


def _toml_fields(toml: str) -> dict[str, object] | None:
    """The top-level `key = value` pairs of a TOML front matter (strings, booleans, numbers
    as written; tables and arrays left out), or None when a line is no TOML."""
    fields: dict[str, object] = {}
    table = False
    for line in toml.split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            table = True  # "[params]": a table's keys are no page fields
            continue
        pair = _TOML_PAIR.match(line)
        if pair is None:
            return None
        key, value = pair.groups()
        if table or value.startswith(("[", "{")):
            continue
        string = _TOML_STRING.match(value)
        if string:
            fields[key] = string.group(1) if string.group(1) is not None else string.group(2)
            fields[key] = str(fields[key]).replace('\\"', '"')
        elif value in ("true", "false"):
            fields[key] = value == "true"
        elif value[:1] in "\"'":
            return None  # a string left open
        else:
            fields[key] = value
    return fields


def _yaml_matter(text: str) -> tuple[dict[str, object], str]:
    """A leading YAML front matter's fields, and the text after it (its lines kept blank)."""
    match = _FRONT_MATTER.match(text)
    if match is None:
        return {}, text
    import yaml

    try:
        data = yaml.safe_load(match.group("yaml"))
    except yaml.YAMLError:
        return {}, text
    if not isinstance(data, dict):
        return {}, text
    blank = "\n" * match.group("yaml").count("\n")  # keep line numbers of the body
    return {str(k): v for k, v in data.items()}, blank + text[match.end() :]


_ASKED_KEY = re.compile(r"^(?:qualifications?|requirements?|requires|prerequisites)$", re.I)


def _long_fields(fields: dict[str, object], body: str) -> str:
    """The front matter's longer text fields as sections, but for those the body holds."""
    flat = " ".join(body.split())
    extra: list[str] = []
    for key, value in fields.items():
        items = value if isinstance(value, list) else [value]
        # a field named for what is asked ("qualifications: Baking experience") is a section
        # however short; another field only when it holds prose
        least = 1 if _ASKED_KEY.match(key) else 8
        lines = [str(v).strip() for v in items if isinstance(v, str) and len(v.split()) > least]
        lines = [v for v in lines if " ".join(v.split()[:_HELD_WORDS]) not in flat]
        if lines:
            listed = isinstance(value, list)
            extra += ["", f"## {key}", *(f"- {v}" if listed else _line_items(v) for v in lines)]
    return "\n".join(extra) + "\n"


def _line_items(value: str) -> str:
    """A block field written one item a line ("requirements: |" then "Strong portfolio",
    "Proficiency in Figma" ...) as a list: every line opens with a capital, none goes on
    with the sentence of the line before; a hard-wrapped paragraph stays as it is."""
    lines = [line.strip() for line in value.split("\n") if line.strip()]
    if len(lines) < 2 or any(line.startswith(("-", "*", "•")) for line in lines):
        return value
    if not all(line[:1].isupper() or line[:1].isdigit() for line in lines):
        return value
    return "\n".join(f"- {line}" for line in lines)


# reStructuredText markup that is no text of the page: a document field (":orphan:"), a
# directive or substitution (".. include:: /hiring/intro.rst", ".. |role| replace:: x"), and
# a comment: a bare ".." and the lines indented under it (a form kept out of the page)
_REST_MARKUP = re.compile(
    r"^(?::[\w-]+:[ \t]*|\.\. (?:[\w:-]+::|\|[^|\n]+\|)[^\n]*|\.\.[ \t]*(?:\n(?:[ \t]+[^\n]*)?)*)$",
    re.M,
)


def without_rest_markup(text: str) -> str:
    """A reStructuredText page without its markup lines (`_REST_MARKUP`); line numbers kept."""
    return _REST_MARKUP.sub(lambda found: "\n" * found.group().count("\n"), text)


# A line that stops in the middle of a phrase: the next line goes on with it.
_RUNS_ON = re.compile(
    r"(?:[,(/&+–—-]|\b(?:and|or|of|the|a|an|to|in|on|with|for|as|at|by|from|our|your|their|"
    r"including|such|like|e\.g\.|i\.e\.))\s*$",
    re.I,
)


def lines_of_a_list(lines: list[str]) -> bool:
    """True for a paragraph's lines that are list items which lost their markers (a list
    pasted as plain text: "Fluent in French" / "Experienced with budgets and ..."): three
    or more lines, each opening with a capital or a count ("2-3 years of ...") and none ending
    in the middle of a phrase. Hard-wrapped prose seldom opens every line so."""
    if len(lines) < 3 or not all(line[:1].isupper() or line[:1].isdigit() for line in lines):
        return False
    return not any(_RUNS_ON.search(line) for line in lines[:-1])

"""The clauses of a requirement line: a split outside parentheses (`split_top`), the
predicate a clause says how much it is asked with (`OWN_PREDICATE`: "is required", "would be
a plus"), a list written with semicolons whose items each ask (`semicolon_list`), and the
clauses of a sentence that asks several things in prose (`prose_clauses`)."""

from __future__ import annotations

import re

OWN_PREDICATE = re.compile(
    r"\b(?:is|are|would be|will be)(?: \w+){0,2} (?:required|a must|essential|mandatory|"
    r"helpful|(?:a )?nice to have|great to have|useful|(?:a )?plus|valued|preferred|beneficial|"
    r"advantageous|(?:an )?advantage|desirable|(?:an )?asset)\b",
    re.I,
)


def split_top(text: str, sep: str) -> list[str]:
    """`text` split at `sep` outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
    parts.append(text[start:])
    return [p.strip(" ;,") for p in parts if p.strip(" ;,")]


# the lead-in of a list of asks: "The director will have: X; Y; Z"
_HAVE_LEAD = re.compile(r"\b(?:have|possess|bring|need|require)\s*$", re.I)


def semicolon_list(parts: list[str]) -> bool:
    """True for a sentence's parts that are the items of a list written with semicolons
    ("... experience with X; a grounding in Y; strong writing; and experience with Z"): three
    or more, each of three words or more; not the options or examples a colon leads into
    ("one or more of the following: X; Y; Z", "This could be: X; Y") unless the lead-in
    asks the reader to have them, nor items a predicate at the end asks for together ("X;
    Y; Z are all essential")."""
    if len(parts) < 3 or any(len(part.split()) < 3 for part in parts):
        return False
    lead, colon, _ = parts[0].partition(":")
    if colon and not _HAVE_LEAD.search(lead):
        return False
    together = OWN_PREDICATE.search(parts[-1])
    return not (together and re.match(r"are\b", together.group(0), re.I))


# What opens a clause that asks on its own: "able to ...", "proficient in ...", "familiar
# with ...", "experience with ...", after an optional "and"/"or", a modal ("will", "must")
# and "be"/"have" ("and will be proficient in PHP", ", and be familiar with ...").
_ASK_OPENER = re.compile(
    r"^(?:(?:and|or)\s+)?(?:(?:will|must|should|shall)\s+)?(?:also\s+)?"
    r"(?:(?:be|have|possess|demonstrate|show)\s+)?(?:an?\s+|the\s+)?(?:(?:strong|solid|good|"
    r"excellent|proven|demonstrated|working)\s+)?"
    r"(?:able to|ability to|capable of|proficien(?:t|cy) (?:in|with|at)|familiar(?:ity)? with|"
    r"experienced? (?:in|with)|knowledge(?:able)? (?:of|in|about)|skill(?:ed|s)? (?:in|at|with)|"
    r"comfortable (?:with|in|using)|fluen(?:t|cy) in|expertise (?:in|with)|"
    r"understanding of|competen(?:t|ce) (?:in|with))\b",
    re.I,
)
SENTENCE_END = re.compile(r"(?<=[a-z)][.!])\s+(?=[A-Z])")
_AND_ASK = re.compile(r"\s+(?=and\s)")
# after a bare "and" a clause of its own says its verb ("and will be proficient in", "and be
# familiar with"); "X and ability to Y" is one ask of two nouns
_VERB_ASK = re.compile(
    r"^and\s+(?:(?:will|must|should|shall)\s+)?(?:also\s+)?(?:be|have|possess)\s", re.I
)
_OPEN_END = re.compile(r"\b(?:of|in|with|and|or|to|for)\s*$", re.I)


def ask_clauses(text: str) -> list[str]:
    """A sentence that asks several things in prose, as its clauses: split at a comma or
    "and" only where what follows opens with an ask ("will have a bachelor's degree and will
    be proficient in Go, Rust and SQL, able to use Figma, and be familiar
    with ..." → four asks); a part that opens with no ask (a list's next item: "Rust",
    "and SQL") stays with the clause before it, so a skill list is never
    split; after a bare "and" only a clause with its verb ("and be familiar with") opens
    one. One clause when fewer than three clauses or two that open with an ask (two asks
    joined, "X, and the ability to Y", are read as one), or when a predicate at the
    end asks for them together ("..., and knowledge of GAAP are required")."""
    parts: list[str] = []
    for comma in split_top(text, ", "):
        pieces = [p for p in _AND_ASK.split(comma) if p]
        for i, piece in enumerate(pieces):
            if i and not (_VERB_ASK.match(piece) and _ASK_OPENER.match(piece)):
                parts[-1] += " " + piece
            else:
                parts.append(piece)
    clauses: list[str] = []
    for part in parts:
        if clauses and (not _ASK_OPENER.match(part) or _OPEN_END.search(clauses[-1])):
            clauses[-1] += ", " + part
        else:
            clauses.append(part)
    asking = sum(bool(_ASK_OPENER.match(c)) for c in clauses)
    if asking < 2 or len(clauses) < 3 or OWN_PREDICATE.search(clauses[-1]):
        return [text]
    return [re.sub(r"^(?:and|or)\s+", "", c).strip(" ,;.") for c in clauses]


def prose_clauses(text: str) -> list[str]:
    """A piece whose sentences ask several things in prose (`ask_clauses`) as its asks, each
    of its other sentences one; the piece itself when no sentence holds several."""
    clauses = [ask_clauses(s) for s in SENTENCE_END.split(text)]
    if all(len(c) == 1 for c in clauses):
        return [text]
    return [c.strip() for group in clauses for c in group]


# "(i) ...; (ii) ...", "(a) ... (b) ...", "(1) ... (2) ...": the items of a list written
# inside one line (not the class of a degree, "a 2 (i) pass", "2(i)")
_MARK = re.compile(r"(?<![\w(])(?<!\d )\((?P<m>[ivx]{1,4}|[a-h]|[1-9])\)\s*")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
_FAMILIES = (_ROMAN, tuple("abcdefgh"), tuple("123456789"))


def enumerated(text: str) -> list[str]:
    """The items of a list enumerated inside one line ("Candidates should: (i) have a
    Master's, (ii) have a Bachelor's ..."), without its lead-in when that ends in a colon; the
    text whole when it holds no run of two successive markers."""
    marks = list(_MARK.finditer(text))
    for family in _FAMILIES:
        run: list[re.Match[str]] = []
        for mark in marks:
            value = mark.group("m")
            if value not in family:
                continue
            if run and family.index(value) == family.index(run[-1].group("m")) + 1:
                run.append(mark)
            elif not run or len(run) < 2:
                run = [mark]
        if len(run) >= 2:
            ends = [m.start() for m in run[1:]] + [len(text)]
            items = [text[m.end() : end].strip(" ,;") for m, end in zip(run, ends, strict=True)]
            items = [re.sub(r"\s*(?:;|,)?\s*(?:and|or)$", "", item) for item in items]
            lead = text[: run[0].start()].strip()
            if lead and not lead.endswith(":"):
                items[0] = f"{lead} {items[0]}"
            return [item for item in items if item]
    return [text]


# Where an ask's level ends at "and": "..., an MBA is preferred and a minimum of 6+ years of ...",
# "An undergraduate degree is required and a graduate degree is a plus" are two asks; "X is
# preferred and may be substituted for two years of experience" goes on about X, and "X is
# required and Y" with no level of Y's own ("is required and must be current") is one ask
LEVEL_AND = re.compile(
    r"(?<=\bpreferred)\s+and\s+(?!(?:may|might|can|could|will|would|should|is|are)\b)(?=\S)|"
    r"(?:(?<=\brequired)|(?<=\bessential)|(?<=\bmandatory)|(?<=\bnecessary))\s+and\s+"
    r"(?!(?:may|might|can|could|will|would|should|must|is|are)\b)"
    r"(?=[^.;]{3,80}?\b(?:preferred|desirable|desired|(?:is|are|would be) (?:an? )?"
    r"(?:plus|bonus|advantage|asset))\b)",
    re.I,
)

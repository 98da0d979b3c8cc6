"""A posting's requirements as units: `{text, level, skills, years, degree}` (`requirements`).

Each line of a requirement section (or, in a posting without one, each sentence shaped like
a requirement) becomes one `Requirement`; every other line is `Ignored` with the reason
(`cvcoach.inputs.posting.ignore_reason` decides, the same way for the CLI, API and UI).
Skills are canonical names from the skill table; years are the least asked for ("5+ years",
"3-5 years", "five years"); a degree is the least level named (associate < bachelor <
master < phd).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cvcoach.inputs.posting_fields import labelled_field
from cvcoach.inputs.posting_kinds import ignore_reason
from cvcoach.inputs.posting_lead_items import lead_items
from cvcoach.inputs.posting_perk_runs import is_page_button, perk_run
from cvcoach.inputs.posting_post_requires import restates_the_list
from cvcoach.keywords.experience import degree_asked as degree_asked  # re-exported
from cvcoach.keywords.requirement_alternatives import alternatives
from cvcoach.keywords.requirement_clauses import (
    LEVEL_AND,
    OWN_PREDICATE,
    SENTENCE_END,
    enumerated,
    prose_clauses,
    semicolon_list,
    split_top,
)
from cvcoach.keywords.requirement_degree_lines import asks_a_degree
from cvcoach.keywords.requirement_degrees import posting_degree
from cvcoach.keywords.requirement_fallback import asking_lists
from cvcoach.keywords.requirement_years import experience_years
from cvcoach.keywords.requirement_years import years_asked as years_asked  # re-exported
from cvcoach.keywords.skills import canonical_skill, find_skills
from cvcoach.model.role import Ignored, Level, Posting, PostingLine, Requirement, SectionKind

_NICE = re.compile(
    r"\b(?:is|are|would be|will be|as|a) (?:an? )?(?:[a-z]+ )?"  # "is a great plus"
    r"plus(?:es)?\b|\b(?:will|would) probably\b|"
    r"\bplus(?: points)?\b\W*$|^\W*(?:a )?plus\b|nice[- ]to[- ]have|\bbonus\b|\bdesirable\b|"
    r"\badvantage(?:s|ous)?\b|^\W*preferr?ed\b|\b(?:is|are|be) (?:an? )?(?:[a-z]+ )?assets?\b|"
    # "... is highly valued", "Other desired qualifications include ..."
    r"\b(?:is|are) (?:highly |greatly |especially )?valued\b|"
    # "Candidates with a background in genetics are especially encouraged to apply."
    r"\b(?:especially|particularly|strongly) encouraged to apply\b|"
    r"\bdesired (?:qualifications|skills|experience)\b|"
    # "Knowing Dutch is appreciated but not a prerequisite", "... appreciated, not required"
    r"\bappreciated,? (?:but )?not (?:a prerequisite|required|mandatory|essential)\b|"
    # "Experience in the public sector is highly desired." (not "the desired candidate has")
    r"\b(?:is|are) (?:highly |strongly |very |also )?desired\b|"
    r"\bpreferr?ed(?: but not required)?\W*$|"
    # "EU citizenship is preferred, but ...", "Applicants in Canada are preferred." (not
    # "Python is preferred, as is Go; both required"; "prefered" is a common slip)
    r"\b(?:is|are) (?:much |also )?preferr?ed(?:\W*$|\.|,? but\b|\s+and\s+(?:may|can)\b)|"
    # "College degree preferred, equivalent work experience considered"
    r"(?<!\bis )(?<!\bare )\bpreferr?ed\s*(?:[,;]|--|[–—])\s*(?![A-Z])|"
    r"^\W*prefer(?:red|s)?\b|"  # "prefer 3+ years of leadership experience"
    r"\b(?:(?:would|may|might|could|will) be|is|are) "
    r"(?:(?:also|extremely|very|really|especially|most|quite|particularly) )*(?:helpful|beneficial|"
    r"useful|great|nice|ideal)\b|\bstrongly prefer|\bgood to have\b|"
    r"\bwe(?:['’]d| would) (?:love|like) to see\b|"
    # "We also prefer that you live in ...", "Strong preference will be given to ..."
    r"\bwe(?: would| also| strongly)* prefer\b|\bpreference (?:will be |is )?given\b|"
    # "we have a strong preference for someone who ...", "We would ideally love to ..."
    r"\bpreference for\b|\bwould ideally\b",
    re.I,
)


# "X is not required": nice, unless the same text still asks, as in "Although prior research
# experience is not necessary, you must have a strong understanding of science" or
# "Specific prior experience is not required, though we will expect you to learn quickly".
_NOT_NEEDED = re.compile(r"\bnot (?:required|mandatory|necessary|essential)\b", re.I)
_STILL_ASKS = re.compile(
    r"\b(?:you|candidates?|applicants?) (?:must|will need to|need to)\b|\bis a must\b|"
    r"\bexpects? (?:you|candidates|applicants)\b|\b(?:is|are) (?:required|essential)\b",
    re.I,
)


# "Knowledge of Japanese is NOT in any way a requirement.": says what is not asked, and asks
# nothing when no plus or preference comes with it ("Not required, but ... helpful" is nice)
_NOT_ASKED = re.compile(
    r"\bnot (?:in any way |at all |strictly )?(?:an? )?(?:requirement|required|necessary|"
    r"mandatory|needed)\W*$",  # at the sentence's end, no "but ..." after it
    re.I,
)


def says_not_asked(text: str) -> bool:
    """True for a sentence that only says something is not asked for."""
    quiet = not re.search(r"\bbut\b", text, re.I) and not _NICE.search(text)
    return bool(_NOT_ASKED.search(text)) and quiet and not _STILL_ASKS.search(text)


# a parenthesis that names a detail of the ask besides its marker: "3 plus years of audit
# experience (public accounting preferred)" asks the years, preferring where they were spent
# (not "Bachelor's degree (preferred)", nor "(strongly preferred)")
_DETAIL_PREFERRED = re.compile(
    r"\s*\((?=[^()]*\b(?:preferred|preferably|a plus|ideal(?:ly)?|bonus points? (?:for|if))\b)"
    r"(?![^()]*\b(?:nice|bonus(?! points? (?:for|if))|helpful|degree|years?)\b)"
    r"(?:[^()\s]+\s+){2,}[^()]*\)"
)


# a sentence that says its ask is required ("Fluent German is a must.")
_MUST_SAID = re.compile(r"\b(?:is|are) (?:a must|essential|required|mandatory)\b", re.I)


def _says_nice(text: str) -> bool:
    first, *rest = re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip())
    if rest and _MUST_SAID.search(first) and not _NICE.search(first):
        return False  # "German is a must. Every other language is a plus": the first asks
    outside = _DETAIL_PREFERRED.sub(" ", text)
    if outside != text and len(outside.split()) >= 3:
        text = outside
    if _NICE.search(text):
        return True
    return _NOT_NEEDED.search(text) is not None and _STILL_ASKS.search(text) is None


@dataclass(frozen=True)
class Requirements:
    """What a posting asks for, and the lines that ask for nothing (with why)."""

    posting: Posting
    items: tuple[Requirement, ...]
    ignored: tuple[Ignored, ...]


def level_of(text: str, line: PostingLine) -> Level:
    """nice where the line says so ("a plus", "preferred") or its list is a nice-to-have
    list (a posting whose only lists are headed as helpful asks must: the reader files
    them as requirements, `posting_reader.PostingReader`)."""
    in_nice_list = line.section == "nice"
    # a line that opens "Ideally, ..." hopes for what it names ("Ideally, you will have
    # experience in a buy-side firm"); one that adds an "ideally" clause still asks
    ideally = _IDEALLY.match(line.text) is not None or _IDEALLY.match(text) is not None
    return "nice" if in_nice_list or ideally or _says_nice(text) else "must"


_IDEALLY = re.compile(r"^\W*ideally\b", re.I)


def requirement_of(line: PostingLine, text: str | None = None) -> Requirement:
    text = line.text if text is None else text
    return Requirement(
        text=text,
        level=level_of(text, line),
        skills=tuple(find_skills(text)),
        years=experience_years(text),
        degree=posting_degree(text),
        line=line.line,
    )


# A clause that asks for something of its own: a requirement noun among its first words
# ("previous project management experience preferred", "fluency in other languages...").
_ASKS_OWN = re.compile(
    r"^(?:\S+\s+){0,3}?(?:experience|knowledge|familiarity|fluency|proficiency|expertise|"
    r"understanding|background|skills?|degree|bachelor'?s?|master'?s?|ph\.?d|B\.?S|M\.?S|"
    r"B\.?A|MBA|certification|\d+\+?\s*years?)\b",
    re.I,
)
_PAREN = re.compile(r"\s*\(([^()]{3,})\)")
# a clause that says how much it is asked for: "passion for nonprofit news is required",
# "use of CSS preprocessors such as LESS or SASS is a nice to have"


def _asks_own(clause: str) -> bool:
    return bool(_ASKS_OWN.match(clause) or OWN_PREDICATE.search(clause))


def _pieces(segment: str) -> list[str]:
    """A segment's main clause and the clauses inside it that carry their own nice marker:
    a parenthesis ("(degree in a related field would be nice)") or a last comma clause
    ("..., previous project management experience preferred")."""
    extras = [
        m.group(1).strip()
        for m in _PAREN.finditer(segment)
        if _says_nice(m.group(1)) and _asks_own(m.group(1).strip())
    ]
    main = segment
    for extra in extras:
        main = main.replace(f"({extra})", " ")
    main = re.sub(r"\s+", " ", main).strip(" ,;")
    commas = split_top(main, ", ")
    if (
        len(commas) == 2  # "Fluency in Dutch is required, French is advantageous."
        and all(OWN_PREDICATE.search(c) for c in commas)
        and _says_nice(commas[0]) != _says_nice(commas[1])
    ):
        return [*commas, *extras]
    shared = _SHARED_NICE.search(commas[-1]) is not None  # "X, Y and Z will be advantages"
    if len(commas) > 1 and _says_nice(commas[-1]) and _ASKS_OWN.match(commas[-1]) and not shared:
        head = ", ".join(commas[:-1])
        if len(head.split()) >= 3 and not _says_nice(head):
            return [head, commas[-1], *extras]
    return [*_predicated_clauses(commas), *extras] if len(commas) > 2 else [main, *extras]


# a plural marker that a whole list shares: "a relevant PhD, teaching experience and
# published output will be added advantages" (not "..., Go is a plus")
_SHARED_NICE = re.compile(
    r"\b(?:are|will be|would be)\s+(?:\w+\s+)?(?:advantages|assets|pluses)\b", re.I
)


# a clause that goes on with the one before it: the tail of its list or a qualification
_CONTINUES = re.compile(
    r"^(?:or|and|nor|in|with|within|for|of|on|at|to|from|particularly|especially|including|"
    r"such as|e\.g\.|i\.e\.|etc\.?|as well as|plus|but)(?!\w)",
    re.I,
)


def _predicated_clauses(commas: list[str]) -> list[str]:
    """Comma clauses that each say how much they are asked for ("3-5 years of design, prior
    news experience would be extremely helpful, passion for news is required") as pieces
    of their own; a clause that says nothing of the kind stays with the one before it, and
    short list items ("photo, video, illustration and design skills would be great") with
    the clause after them."""
    if any(OWN_PREDICATE.search(c) and _CONTINUES.match(c) for c in commas):
        return [", ".join(commas)]  # "a degree in technology, or business is preferred"
    pieces: list[str] = []
    pending: list[str] = []
    for clause in commas:
        said = OWN_PREDICATE.search(clause)
        if said and len(clause[: said.start()].split()) >= 4:  # a subject of its own
            if pending and all(len(p.split()) <= 2 for p in pending):
                pieces.append(", ".join([*pending, clause]))
            else:
                pieces += [", ".join(pending)] if pending else []
                pieces.append(clause)
            pending = []
        elif said:
            pending.append(clause)
            pieces.append(", ".join(pending))  # "Java, Scala, Ruby or Python is preferred"
            pending = []
        elif pieces and not pending and not OWN_PREDICATE.search(pieces[-1]):
            pieces[-1] += ", " + clause
        else:
            pending.append(clause)
    if pending:
        pieces.append(", ".join(pending))
    return pieces


# "We strongly prefer someone who understands the scientific community."
_WE_PREFER = re.compile(r"^we (?:would )?(?:strongly |much )?prefer\b", re.I)


# a sentence that opens with what it names: a certification or a tool written in capitals
# ("CISSP or CISM preferred.", "AWS experience is a plus.")
_NAMES_FIRST = re.compile(r"^[A-Z][A-Z0-9]{1,7}(?:[+#/-][A-Z0-9]+)?\b(?! [A-Z][a-z])")


def _balanced(sentence: str) -> bool:
    """False for the tail of a bracket a period cut ("(e.g. VAN, PDI) a plus")."""
    return sentence.count("(") == sentence.count(")")


def _sentences_apart(text: str) -> list[str]:
    """A requirement of several sentences as the chunks that ask on their own: a sentence
    after the first that carries its own nice marker and opens with what it asks ("... You
    must be comfortable with Git. Experience in R is valuable but not required.") is one
    chunk, the other sentences stay together."""
    chunks: list[str] = []
    for sentence in SENTENCE_END.split(text):
        own = (
            (
                (
                    _says_nice(sentence)
                    and (
                        _ASKS_OWN.match(sentence.strip())
                        or _WE_PREFER.match(sentence.strip())
                        or (_NAMES_FIRST.match(sentence.strip()) and _balanced(sentence))
                    )
                )
                # a later sentence that opens "Ideally, ..." hopes for what it names
                or (chunks != [] and _IDEALLY.match(sentence) is not None)
            )
            and len(_pieces(sentence)) == 1  # nice as a whole, not in a clause of its own
        )
        if chunks and not own and not chunks[-1].endswith("\0"):
            chunks[-1] += " " + sentence
        else:
            chunks.append(sentence + ("\0" if own else ""))
    return [c.rstrip("\0") for c in chunks]


def split_requirement(text: str) -> list[str]:
    """One requirement line as the requirements it holds: parts that ask at different
    levels, years or degrees ("5+ years of bookkeeping; Bachelor's degree preferred",
    "Strong communication skills, prior support experience strongly preferred") become
    requirements of their own; a line whose parts all ask alike stays one. A list enumerated
    in the line ("(i) a Master's ..., (ii) a Bachelor's ...") is split the same way."""
    items = enumerated(text)
    if len(items) > 1 and len({_ask(item) for item in items}) > 1:
        return [piece for item in items for piece in split_requirement(item)]
    segments: list[str] = []
    listed = False  # a list written with semicolons: each of its items asks on its own
    chunks = [c for chunk in _sentences_apart(text) for c in LEVEL_AND.split(chunk)]
    chunks = [route for chunk in chunks for route in alternatives(chunk)]  # "X, or Y"
    for chunk in chunks:
        parts = split_top(chunk, "; ")
        if semicolon_list(parts):
            listed = True
            segments += [re.sub(r"^(?:and|or)\s+", "", part) for part in parts]
            continue
        for segment in parts:
            if segments and re.match(r"(?:and|or|but|plus)\b", segment, re.I):
                segments[-1] += "; " + segment  # "A licence to practise; and three years of ..."
            else:
                segments.append(segment)
    pieces = [p for segment in segments for p in _pieces(segment)]
    clauses = [c for p in pieces for c in prose_clauses(p)]
    if len(clauses) > len(pieces):
        pieces, listed = clauses, True
    pieces = [p for p in pieces if len(p.split()) >= 2]
    if len(pieces) < 2:
        return [text]
    asks = {_ask(p) for p in pieces}
    return pieces if len(asks) > 1 or listed else [text]


def _ask(text: str) -> tuple[bool, float | None, str | None]:
    """What a piece asks: whether nice, its years and its degree."""
    return bool(_says_nice(text)), years_asked(text), posting_degree(text)


# a line labelled as the post's duties ("Duties: The successful candidate will ..."): what
# the post does, whatever section it was filed in
_DUTIES = re.compile(
    r"^\W*(?:(?:main|key|principal|core)\s+)?(?:duties|responsibilities)(?:\s+include)?\s*:", re.I
)


def requirements(posting: Posting) -> Requirements:
    """Split a posting's lines into requirements and ignored lines (see the module doc)."""
    has_section = any(line.section in ("requirements", "nice") for line in posting.lines)
    items: list[Requirement] = []
    ignored: list[Ignored] = []
    asked: set[str] = set()
    in_lists: list[bool] = []  # per item: read from a requirement section
    listed = asking_lists(posting.lines)  # a list under an unknown heading that asks
    sections: list[SectionKind] = [
        "requirements" if i in listed else ln.section for i, ln in enumerate(posting.lines)
    ]
    perks = perk_run(posting.lines, sections)  # the unmarked neighbours of a list's benefits
    leads = lead_items(posting.lines)  # "You are" over "a quick learner", "a great ..."
    for index, line in enumerate(posting.lines):
        section = "requirements" if index in listed else line.section
        field = labelled_field(line.text)  # "Qualification :...", "Age Limit :..."
        if field is not None and field.asks:
            line = replace(line, text=field.value, section="requirements", bullet=True)
            section = "requirements"
        reason = ignore_reason(line.text, section, bullet=line.bullet, sections=has_section)
        if asks_a_degree(line.text, section, reason):
            reason = None  # "EducationUG: B.Tech in ...", "You recently graduated from ..."
        if reason is None and field is not None and not field.asks:
            reason = f"a field of the post ({field.label}), asks nothing"
        if reason is None and (index in perks or is_page_button(line.text)):
            reason = "pay or benefits" if index in perks else "a button of the page"
        if reason is None and says_not_asked(line.text):
            reason = "says what is not asked"
        if reason is None and (_DUTIES.match(line.text) or index in leads):
            reason = "describes the duties" if index not in leads else "opens the items below"
        if reason is None and line.text.casefold() in asked:
            reason = "asked already"  # a line the posting repeats (a front matter, a page)
        if reason is not None:
            ignored.append(Ignored(text=line.text, why=reason, line=line.line))
            continue
        asked.add(line.text.casefold())
        pieces = split_requirement(line.text) if line.section != "nice" else [line.text]
        items += [requirement_of(line, piece) for piece in pieces]
        in_lists += [section in ("requirements", "nice")] * len(pieces)
    wanted = " ".join(item.text for item, kept in zip(items, in_lists, strict=True) if kept)
    items = [
        item
        for item, kept in zip(items, in_lists, strict=True)
        if kept or not restates_the_list(item.text, wanted)
    ]
    if posting.declared_skills:
        declared = tuple(dict.fromkeys(canonical_skill(s) for s in posting.declared_skills))
        known = {s for item in items for s in item.skills}
        extra = tuple(s for s in declared if s not in known)
        if extra:
            items += [Requirement(text="Skills: " + ", ".join(extra), level="must", skills=extra)]
    return Requirements(posting, tuple(items), tuple(ignored))

"""The offline engine's cover letter: sentences made of the CV's own bullets, nothing new.

Each bullet becomes one grammatical sentence after the phrase that introduces its entry
("As Research Intern at UCSD", "On the Ladder project"), chosen by the bullet's shape:

- an action verb: "Designed a compiler" -> "I designed a compiler";
- a passive or a received honour: "Advised by Dr. Ma" -> "I was advised by Dr. Ma",
  "Awarded 'Teacher of the Month'" -> "I was awarded 'Teacher of the Month'";
- a gerund: "Maintaining NNFusion" -> "my work includes maintaining NNFusion";
- a noun phrase: "NVDLA FPGA deployment" -> "I worked on NVDLA FPGA deployment";
- a first-person sentence is kept as written.

A bullet that evidences a met requirement of the posting is introduced by what the posting
asks, named by the requirement's skills the bullet names: "You ask for experience with
Kubernetes: as SRE at Acme, I migrated 40 services to Kubernetes." A requirement the CV
does not meet is never named.

A bullet of several sentences gives its first. Labels ("Mentor: ...") are never quoted.
No sentence merely lists keywords: the letter states only what the bullets state.
"""

from __future__ import annotations

import re

from cvcoach.engines.base import LetterInput
from cvcoach.keywords.match import word_set

# Verbs whose bare past participle opening a bullet means the candidate received it.
RECEIVED = word_set(
    "awarded granted selected invited nominated elected honored honoured recognized "
    "recognised admitted accepted promoted appointed named chosen ranked shortlisted "
    "featured funded sponsored offered hired"
)
_FIRST = re.compile(r"[\s*_`\"'“‘(]*([A-Za-z][\w'-]*)")
_LABEL = re.compile(r"^[\s*_]*[^\s:]+(?:\s+[^\s:]+){0,2}?\s*:")
_ABBREVIATIONS = r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bProf)(?<!\bSt)(?<!\bNo)(?<!\bvs)"
_ABBREVIATIONS += r"(?<!\bInc)(?<!\bLtd)(?<!\bCo)(?<!\bCorp)(?<!\betc)(?<!\be\.g)(?<!\bi\.e)"
_SENTENCE_END = re.compile(rf"(?<=[A-Za-z0-9)\]'\"”’%]){_ABBREVIATIONS}(?<!\b[A-Z])[.!?;]\s+(?=\S)")
_FIRST_PERSON = frozenset({"i", "we", "my", "our"})
_NOT_ACTIONS = frozenset({"based", "given", "due"})
_AUXILIARIES = word_set(
    "is are was were be been can could will would shall should may might must has have had "
    "does did do"
)
_AUXILIARY = re.compile(rf"\b(?:{'|'.join(sorted(_AUXILIARIES))})\b", re.I)
_FUNCTION_WORDS = word_set(
    "a an the in on at it its they he she his her their this these that those then there "
    "after before during with within for from by as to while when where since although "
    "though also and or but if so because of about into over under between through via "
    "which who whose what how why"
)


def clean(bullet: str) -> str:
    """The bullet's first sentence without Markdown marks and links, no final stop."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", bullet.strip())
    text = re.sub(r"\*\*|__|`", "", text)
    text = _SENTENCE_END.split(text, maxsplit=1)[0]
    return text.strip().rstrip(".;: ")


def _lower_first(text: str) -> str:
    first = text.split(" ", 1)[0]
    if len(first) > 1 and (first.isupper() or any(c.isupper() for c in first[1:])):
        return text  # an acronym or a name: kept as written
    return text[:1].lower() + text[1:]


def is_label(bullet: str) -> bool:
    return _LABEL.match(bullet) is not None


def clause(bullet: str) -> str | None:
    """What follows 'As X at Y, ' for this bullet, or None when it cannot be quoted."""
    from cvcoach.language.verbs import load_verb_forms

    text = clean(bullet)
    match = _FIRST.match(text)
    if not text or match is None or is_label(text):
        return None
    first = match.group(1)
    low = first.lower()
    rest = text[match.end() :]
    nxt = rest.split(None, 1)[0].lower() if rest.strip() else ""
    if low in _NOT_ACTIONS:
        return None  # "Based on the memory bound, a format is proposed": no subject to name
    if low in _FIRST_PERSON:
        return text[:1].upper() + text[1:] if low == "i" else _lower_first(text)
    table = load_verb_forms()
    past = table.by_past.get(low)
    if (
        low in RECEIVED
        or (past is not None and nxt == "by")
        or (low.endswith("ed") and nxt == "by")
    ):
        return f"I was {_lower_first(text)}"
    if past is not None and not first.isupper():
        return f"I {_lower_first(text)}"
    third = table.by_third.get(low)
    if third is not None and low not in table.by_base:
        return f"I {third.base}{rest}"
    subject_first = nxt in _AUXILIARIES or (nxt in table.by_past and nxt not in table.by_base)
    if low in table.by_base and not first.isupper() and not subject_first and _is_verb_phrase(text):
        return f"I {_lower_first(text)}"
    if low in table.by_gerund:
        return f"my work includes {_lower_first(text)}"
    return _other_opening(text, first, rest)


def _other_opening(text: str, first: str, rest: str) -> str | None:
    """Hyphenated verbs ('Self-designed'), adverbs before a verb ('Currently working on'),
    noun phrases ('NVDLA FPGA deployment'); None for a sentence that leans on another."""
    from cvcoach.language.verbs import load_verb_forms

    table = load_verb_forms()
    low = first.lower()
    last = low.rsplit("-", 1)[-1]
    if "-" in low and last in table.by_past and last not in table.by_base:
        return f"I {_lower_first(text)}"
    if low in _FUNCTION_WORDS:
        return None  # "In 2014, they moved…", "It achieved…": needs the bullet before it
    if low.endswith("ly"):
        verb = rest.split(None, 1)[0].lower() if rest.strip() else ""
        if verb in table.by_gerund:
            return f"I am {_lower_first(text)}"
        return f"I {_lower_first(text)}" if verb in table.by_past else None
    if _AUXILIARY.search(text):
        return None  # a sentence with its own subject ("Model converted by X can achieve…")
    if low in table.by_base:
        # a verb or a noun ("Help students ...", "Test engineer"): "I worked on" fits neither
        return None
    return f"I worked on {text}"


def _is_verb_phrase(text: str) -> bool:
    from cvcoach.language.verbs import verb_at

    return verb_at(text, third=True) is not None


def _join(items: list[str]) -> str:
    if len(items) < 3:
        return " and ".join(items)
    return "; ".join(items[:-1]) + f"; and {items[-1]}"


def asked_for(letter: LetterInput, bullet_id: str) -> str:
    """How the letter names the met requirements a bullet evidences: by the skills of
    theirs the bullet names ("experience with Python and Kubernetes"); "" when none do (a
    requirement's own words would copy the posting)."""
    skills: list[str] = []
    for pair in letter.pairs:
        if pair.evidence == bullet_id:
            skills += [s for s in pair.skills if s not in skills]
    named = skills[:3]
    listed = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else "".join(named)
    return f"experience with {listed}" if named else ""


def _lower_lead(sentence: str) -> str:
    """'As Engineer at Acme, I…' -> 'as Engineer at Acme, I…'; 'I built…' stays."""
    first = sentence.split(" ", 1)[0]
    if first in ("I", "I'm") or (len(first) > 1 and first[1:2].isupper()):
        return sentence
    return sentence[:1].lower() + sentence[1:]


_PROJECT_HEADING = re.compile(r"On the (.+) project(?: at .+)?$")  # `letter._as_phrase`'s


def template_letter(letter: LetterInput) -> str:
    """A letter assembled from the CV's own sentences: nothing in it is new."""
    role = letter.role
    company = letter.company or role.company
    title = role.title or "the advertised"
    lines = [f"Dear {company} hiring team," if company else "Dear hiring manager,", ""]
    at = f" at {company}" if company else ""
    lines.append(f"I am writing to apply for the {title} role{at}.")
    if letter.background:
        listed = _join(letter.background)
        lines.append(
            f"My experience includes work as {listed}{'' if listed.endswith('.') else '.'}"
        )
    lines.append("")
    seen: set[str] = set()
    body: list[str] = []
    named: set[str] = set()  # requirements the letter has named: each is named once
    last = ""  # the requirement whose paragraph the body ends with
    for bullet in letter.evidence:
        said = clause(bullet.text)
        if said is None:
            continue
        heading = letter.evidence_headings.get(bullet.id, "")
        asked = asked_for(letter, bullet.id)
        opens_ask = bool(asked) and asked not in named  # the sentence opens "You ask for X: "
        project = _PROJECT_HEADING.match(heading)
        if project and said.startswith("I was "):
            # what a project received is the project's: "Featured in X" -> "The P project
            # was featured in X", never "I was featured in X"
            seen.add(heading)
            sentence = f"The {project.group(1)} project was {said[len('I was ') :]}."
        elif heading and heading not in seen:
            seen.add(heading)
            sentence = f"{heading}, {said}."
        elif said.startswith("I ") and not said.startswith("I was ") and not opens_ask:
            sentence = f"I also {said[2:]}."  # not after "You ask for X:", which it would join
        else:
            sentence = f"{said[:1].upper()}{said[1:]}."
        if asked and asked == last:  # more evidence of the same: the same paragraph
            body[-1:] = [sentence, ""]
        elif opens_ask:
            # "You ask for X: as Y at Z, I did W." - the requirement, then its evidence
            named.add(asked)
            body += [f"You ask for {asked}: {_lower_lead(sentence)}", ""]
            last = asked  # a requirement and its evidence make a paragraph of their own
        else:
            body.append(sentence)
            last = ""
    while body and not body[-1]:
        body.pop()
    if body:
        lines += [*body, ""]
    lines += [
        "I would welcome the chance to discuss how this experience fits your team.",
        "",
        "Sincerely,",
        letter.candidate,
    ]
    return "\n".join(lines) + "\n"

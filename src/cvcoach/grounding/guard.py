"""The grounding guard: nothing reaches the user's CV or letter that the CV does not state.

Every rewrite of a bullet and every sentence of a cover letter passes through `Guard`. A
text is rejected when it states a number, amount, date, duration, organisation, tool,
technology, title or degree that its source does not (the bullet's own entry for a
rewrite, the whole CV for a letter), or when a rewrite drops a number or name its
original had, or that says less than its bullet (`cvcoach.grounding.substance`: a lone
figure, a cut-off, a rewrite without the bullet's action, its object or most of its
content words). Claims without a number or a name are checked too (`cvcoach.grounding.claims`): a
rewrite may not add leadership, scope, recognition, an outcome or a superlative that its
original bullet does not make (a letter: that the CV does not make), nor drop the hedge that
keeps a shared piece of work or a task from reading as a result ("Helped deploy X" ->
"Deployed X"). Spelling corrections are suggestions, not facts: a fix backs nothing except
itself, written in place of its own misspelling. What only the job description says is
reported as `role_leak`: the role is data to target, never a source of facts about the
candidate.

Facts are found and compared by `cvcoach.grounding.quantities` and
`cvcoach.grounding.entities`; this module decides what backs what.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from difflib import SequenceMatcher
from typing import Literal

from pydantic import BaseModel, ConfigDict

from cvcoach.grounding.claims import Claim, backed, claim_groups, find_claims, hedges, states_result
from cvcoach.grounding.entities import (
    HONORIFICS,
    Mention,
    normalise_entity,
    scan_entities,
    token_spans,
    tokens,
)
from cvcoach.grounding.fact_index import FactIndex
from cvcoach.grounding.quantities import Quantity, extract_quantities, restates
from cvcoach.grounding.substance import lost_substance
from cvcoach.language.markup import strip_markup
from cvcoach.language.sentences import CLOSING, GREETING, split_sentences
from cvcoach.language.thresholds import MISSPELLED_NEAR
from cvcoach.language.word_edits import edits1
from cvcoach.language.word_rules import crude_stem, edit_distance, englishish, typo_limit
from cvcoach.language.wordlist import frequency

__all__ = ["Guard", "Violation", "ViolationKind", "split_sentences"]

ViolationKind = Literal[
    "number",
    "entity",
    "title",
    "date",
    "claim",
    "dropped_number",
    "dropped_entity",
    "dropped_hedge",
    "substance",
    "role_leak",
]


class Violation(BaseModel):
    """One unsupported or dropped fact: its kind, the text as written, and why."""

    model_config = ConfigDict(frozen=True)

    kind: ViolationKind
    text: str
    message: str


def _quantity_kind(q: Quantity) -> ViolationKind:
    return "date" if q.kind in ("year", "date") else "number"


class Guard:
    """Checks rewrites and letter sentences against the CV they must be grounded in.

    `cv_texts`: every text of the CV (a letter may use any of them). `role_text`: the job
    description, used only to name leaks. `corrections`: spelling fixes the user accepted,
    misspelling -> fix ({"tvn": "TVM"}): the fix counts as stated wherever the misspelling
    is. `allowed`: names a letter may mention although the CV does not, such as the target
    company and role title; they are ignored in `check_sentence`/`check_letter` only,
    never in bullet rewrites.
    """

    def __init__(
        self,
        cv_texts: Iterable[str],
        *,
        role_text: str = "",
        corrections: Mapping[str, str] | None = None,
        allowed: Iterable[str] = (),
        subject: Iterable[str] = (),
    ) -> None:
        # the CV owner's name: a bullet may leave out its subject ("Leon designed" -> "Designed")
        self._subject = {w.lower() for name in subject for w in name.split()}
        self._corrections = {k.lower(): v for k, v in (corrections or {}).items()}
        texts = list(cv_texts)
        # a correction is a suggestion, not a fact: it backs nothing until a rewrite puts its
        # fix in place of its own misspelling (see `_fixes_in_place`)
        self._cv = FactIndex.build(texts, {})
        self._cv_claims = set().union(*(claim_groups(t) for t in texts)) if texts else set()
        if any(states_result(t) for t in texts):
            self._cv_claims.add("metric")
        self._role = FactIndex.build([role_text], {})
        # the role's names written with symbols ("ASP.NET", "CI/CD", "C++"), by key: in any
        # case or punctuation ("asp.net", "ci/cd") an output naming one needs the CV's backing
        self._role_symbols = {
            m.key: m.text
            for m in scan_entities(role_text)
            if not m.title and len(m.key) >= 2 and re.search(r"[^\w\s]", m.text)
        }
        names = sorted({a.strip() for a in allowed if a and a.strip()}, key=len, reverse=True)
        self._allowed = (
            re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in names), re.I)
            if names
            else None
        )
        self._entries: dict[tuple[object, ...], FactIndex] = {}

    def check_rewrite(self, original: str, rewrite: str, context: Sequence[str]) -> list[Violation]:
        """Violations of a bullet rewrite: facts its entry (`context`, which includes the
        original) does not state, claims the original bullet does not make, and facts or
        hedges of the original the rewrite drops.

        A spelling correction backs its fix only where the rewrite puts the fix in place of
        the misspelling ("tvn kernel" -> "TVM kernel"), never as a fact of the entry.
        """
        fixes = self._fixes_in_place(original, rewrite)
        source = self._entry(original, context, fixes)
        unsupported = self._unsupported(rewrite, source, "this entry of the CV")
        fixed = _with_fixes(original, fixes)  # "acclerating" claims what "accelerating" does
        groups = claim_groups(fixed, results=states_result(original))
        claims = _unsupported_claims(rewrite, groups, "the original text")
        dropped = self._dropped(original, rewrite)
        named = {v.text.lower() for v in dropped}
        hedged = [v for v in _dropped_hedges(original, rewrite) if v.text.lower() not in named]
        lost = [
            Violation(kind="substance", text=rewrite, message=f"the rewrite {why}")
            for why in lost_substance(fixed, rewrite)
        ]
        return unsupported + claims + dropped + hedged + lost

    def check_sentence(self, sentence: str) -> list[Violation]:
        """Violations of a sentence that may use anything the CV states (a letter, a summary).

        A letter's greeting ("Dear Hiring Manager,") and closing ("Best regards,") state
        nothing about the candidate and are not checked.
        """
        plain = strip_markup(sentence).strip()
        if CLOSING.match(plain):
            return []
        greeting = GREETING.match(plain)
        if greeting:
            sentence = plain[greeting.end() :]
        if self._allowed is not None:
            sentence = self._allowed.sub(" ", sentence)
        facts = self._unsupported(sentence, self._cv, "the CV")
        return facts + _unsupported_claims(sentence, self._cv_claims, "the CV")

    def check_letter(self, letter: str) -> list[tuple[str, list[Violation]]]:
        """One (sentence, violations) pair per sentence of a markdown letter.

        The greeting ("Dear Hiring Manager,") and closing ("Best regards,") are not checked
        and not returned; the signature is checked like any sentence (the candidate's name
        is in the CV).
        """
        lines = []
        for line in letter.splitlines():
            plain = strip_markup(line).strip()
            greeting = GREETING.match(plain)
            if CLOSING.match(plain):
                lines.append("")
            else:
                lines.append(plain[greeting.end() :] if greeting else line)
        return [(s, self.check_sentence(s)) for s in split_sentences("\n".join(lines))]

    # ------------------------------------------------------------------ internals

    def _entry(self, original: str, context: Sequence[str], fixes: dict[str, str]) -> FactIndex:
        key = (original, *context, tuple(sorted(fixes.items())))
        index = self._entries.get(key)
        if index is None:
            if len(self._entries) >= 512:
                self._entries.clear()
            index = self._entries[key] = FactIndex.build([original, *context], fixes)
        return index

    def _fixes_in_place(self, original: str, rewrite: str) -> dict[str, str]:
        """The corrections whose fix the rewrite writes where the original has the
        misspelling: a replaced stretch of words holds the misspelling before, the fix after."""
        if not self._corrections:
            return {}
        before, after = tokens(original), tokens(rewrite)
        lower_after = [normalise_entity(t) for t in after]
        matcher = SequenceMatcher(None, [t.lower() for t in before], [t.lower() for t in after])
        found: dict[str, str] = {}
        for op, i1, i2, j1, j2 in matcher.get_opcodes():
            if op != "replace":
                continue
            for tok in before[i1:i2]:
                fix = self._corrections.get(tok.lower())
                if fix and normalise_entity(fix) in lower_after[j1:j2]:
                    found[tok.lower()] = fix
        return found

    def _unsupported(self, text: str, source: FactIndex, where: str) -> list[Violation]:
        found: list[Violation] = []
        for q in extract_quantities(text):
            if source.backs_quantity(q):
                continue
            if self._role.backs_quantity(q):
                found.append(_leak(q.raw, where))
                continue
            message = f"'{q.raw}' does not appear in {where}"
            near = next((s for s in source.quantities if _same_number(s, q)), None)
            if near is not None:
                message += f" (it says '{near.raw}')"
            found.append(Violation(kind=_quantity_kind(q), text=q.raw, message=message))
        for mention in scan_entities(text):
            missing = source.missing(mention)
            if not missing:
                continue
            if not self._role.missing(mention) or all(self._role.backs_part(p) for p in missing):
                found.append(_leak(mention.text, where))
            elif mention.title:
                message = f"the title '{mention.text}' does not appear in {where}"
                found.append(Violation(kind="title", text=mention.text, message=message))
            else:
                message = f"'{mention.text}' does not appear in {where}"
                if len(missing) < len(mention.parts):
                    message += " (" + ", ".join(f"'{p.text}'" for p in missing) + " is not in it)"
                found.append(Violation(kind="entity", text=mention.text, message=message))
        named = {normalise_entity(v.text) for v in found}
        for key, written in _written_keys(text, self._role_symbols):
            if key not in named and not source.has_key(key):
                found.append(_leak(written, where))
        return _dedupe(found)

    def _dropped(self, original: str, rewrite: str) -> list[Violation]:
        found: list[Violation] = []
        later = extract_quantities(rewrite)
        for q in extract_quantities(original):
            if q.kind == "number" and q.value == 1:
                continue  # "1 postgraduate" -> "a postgraduate" keeps the fact
            if not any(restates(r, q) for r in later):
                message = f"the original states '{q.raw}'; the rewrite drops it"
                found.append(Violation(kind="dropped_number", text=q.raw, message=message))
        kept = FactIndex.build([rewrite], self._corrections, any_case=True)
        rewrite_words = {w.lower() for w in tokens(rewrite)}
        for mention in scan_entities(original):
            if mention.title and mention.key in HONORIFICS:
                continue  # "Dr." before a mentor's name is courtesy, not a fact
            if [p.kind for p in mention.parts] == ["capital"]:
                continue  # a lone capitalised word ("Intern", "Project") is wording
            if self._subject and set(mention.text.lower().split()) <= self._subject:
                continue  # the owner's own name, left out as a bullet's subject
            if not self._kept(mention, kept, rewrite_words):
                message = f"the original names '{mention.text}'; the rewrite drops it"
                found.append(Violation(kind="dropped_entity", text=mention.text, message=message))
        return _dedupe(found)

    def _kept(self, mention: Mention, kept: FactIndex, rewrite_words: set[str]) -> bool:
        if not kept.missing(mention):
            return True
        if mention.title:
            return False
        for part in mention.parts:
            fix = self._corrections.get(part.text.lower())
            if kept.backs_part(part) or crude_stem(part.key) in kept.stems:
                continue
            if fix and kept.has_key(normalise_entity(fix)):
                continue
            if part.kind == "foreign" and self._typo(part.text, rewrite_words):
                continue
            return False
        return True

    def _typo(self, word: str, rewrite_words: set[str]) -> bool:
        """True when `word` is a misspelling that a rewrite may fix or drop: the rewrite has
        a close spelling of it, or it is one edit away from a common English word."""
        w = word.lower()
        limit = typo_limit(w)
        if limit and any(edit_distance(w, r, limit) <= limit for r in rewrite_words):
            return True
        fix = self._corrections.get(w)
        if fix is not None:
            return fix.islower() and englishish(fix)
        return (
            len(w) >= 4 and w.isalpha() and any(frequency(c) >= MISSPELLED_NEAR for c in edits1(w))
        )


def _written_keys(text: str, keys: Mapping[str, str]) -> list[tuple[str, str]]:
    """(key, as written) for each run of 1-4 words of `text` whose joined key is one of
    `keys`: "asp.net" and "ci/cd" read as the role's "ASP.NET" and "CI/CD"."""
    if not keys:
        return []
    clean, spans = token_spans(text)
    words = [normalise_entity(clean[a:b]) for a, b in spans]
    found = []
    for i in range(len(words)):
        for n in range(1, min(4, len(words) - i) + 1):
            key = "".join(words[i : i + n])
            if key in keys:
                found.append((key, clean[spans[i][0] : spans[i + n - 1][1]]))
    return found


def _same_number(a: Quantity, b: Quantity) -> bool:
    """Same value, said differently: "$1.4M" and "1.4M", "over 73%" and "73%"."""
    return a.raw != b.raw and abs(a.value - b.value) <= 1e-9 * max(1.0, abs(a.value))


def _with_fixes(text: str, fixes: Mapping[str, str]) -> str:
    if not fixes:
        return text
    pattern = "|".join(re.escape(w) for w in sorted(fixes, key=len, reverse=True))
    return re.sub(rf"(?<!\w)(?:{pattern})(?!\w)", lambda m: fixes[m[0].lower()], text, flags=re.I)


def _unsupported_claims(text: str, groups: set[str], where: str) -> list[Violation]:
    """A violation for each claim of `text` that a source making claims of `groups` does not
    back: "adds a leadership claim ('Led') the CV does not make"."""
    found: list[Violation] = []
    claims: list[Claim] = find_claims(strip_markup(text))
    for claim in claims:
        if not backed(claim, groups):
            message = f"adds {claim.label} ('{claim.text}') {where} does not make"
            found.append(Violation(kind="claim", text=claim.text, message=message))
    return _dedupe(found)


def _dropped_hedges(original: str, rewrite: str) -> list[Violation]:
    """A rewrite that drops every hedge of its original claims more than the original does:
    "Helped deploy X" -> "Deployed X", "Tasked with getting X" -> "Got X"."""
    said = hedges(strip_markup(original))
    if not said or hedges(strip_markup(rewrite)):
        return []
    message = (
        f"the original says '{said[0]}' (a shared piece of work or a task, not its result); "
        "the rewrite drops it and claims more than the CV does"
    )
    return [Violation(kind="dropped_hedge", text=said[0], message=message)]


def _leak(text: str, where: str) -> Violation:
    message = f"'{text}' comes from the job description, not from {where}"
    return Violation(kind="role_leak", text=text, message=message)


def _dedupe(violations: list[Violation]) -> list[Violation]:
    seen: set[tuple[str, str]] = set()
    unique = []
    for v in violations:
        if (v.kind, v.text.lower()) not in seen:
            seen.add((v.kind, v.text.lower()))
            unique.append(v)
    return unique

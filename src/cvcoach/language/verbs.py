"""English verbs: their forms, the tense an entry needs, and whether a word reads as a verb.

Verb forms come from data/verbs.txt, generated from lemminflect by scripts/build_verb_forms.py:
importing lemminflect itself would add about 200 ms to every `cvcoach check`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import NamedTuple

from cvcoach.language.data_cache import load_derived, package_data, package_file
from cvcoach.language.lexicon import load_lexicon


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that start an object: after a word that is more often a noun ("Speed", "Project"),
# only these make it a verb ("Speed up the build", "Project the data").
_OBJECT_STARTERS = _words(
    "the a an this that these those its their his her our my all both each every several "
    "multiple many new existing more up out down off over into"
)
FIRST_WORD = re.compile(r"[\s*_]*([A-Za-z]+)(?![A-Za-z0-9_]|[-'/.+&][A-Za-z0-9])")
NEXT_WORD = re.compile(r"[*_]*\s+[*_`]*([A-Za-z0-9][\w'-]*)")
_AGENT_NOUN = re.compile(r"[a-z]+(?:er|or|ist|ian)$")
_CAPITALISED = re.compile(r"[A-Z][a-z]+")


# Words a `FormIndex` remembers before it starts again (a server checks CV after CV).
_FOUND_LIMIT = 50_000


class VerbForms(NamedTuple):
    """The forms of one verb; `weak` when the word is more often a noun or adjective.

    A named tuple: the table holds thousands and is built at start-up."""

    base: str
    past: str
    third: str
    gerund: str
    weak: bool = False


class FormIndex(Mapping[str, VerbForms]):
    """Verb forms by one of their forms, kept as one sorted text of `form<TAB>row` lines and
    searched by bisection: the table holds thousands of verbs and a check looks up a few
    dozen, so none is turned into Python objects until it is looked up. A word looked up
    is remembered (a CV opens bullet after bullet with the same verbs)."""

    __slots__ = ("_found", "_text")

    def __init__(self, text: str) -> None:
        self._text = text  # "form\tbase past third gerund weak\n" lines, sorted by form
        self._found: dict[str, VerbForms | None] = {}

    def _lookup(self, word: str) -> VerbForms | None:
        found = self._found
        if word in found:
            return found[word]
        row = self._row(word)
        forms = None
        if row is not None:
            base, past, third, gerund, weak = row.split(" ")
            forms = VerbForms(base, past, third, gerund, weak == "1")
        if len(found) >= _FOUND_LIMIT:
            found.clear()
        found[word] = forms
        return forms

    def _row(self, word: str) -> str | None:
        text, lo, hi = self._text, 0, len(self._text)
        while lo < hi:
            start = text.rfind("\n", 0, (lo + hi) // 2) + 1
            tab = text.index("\t", start)
            end = text.index("\n", tab)
            form = text[start:tab]
            if form == word:
                return text[tab + 1 : end]
            if form < word:
                lo = end + 1
            else:
                hi = start
        return None

    def __getitem__(self, word: str) -> VerbForms:
        forms = self._lookup(word) if isinstance(word, str) else None
        if forms is None:
            raise KeyError(word)
        return forms

    def get(self, word: str, default: VerbForms | None = None) -> VerbForms | None:  # type: ignore[override]
        forms = self._lookup(word) if isinstance(word, str) else None
        return default if forms is None else forms

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._lookup(word) is not None

    def __iter__(self) -> Iterator[str]:
        return (line.partition("\t")[0] for line in self._text.splitlines())

    def __len__(self) -> int:
        return self._text.count("\n")


class VerbTable(NamedTuple):
    by_base: FormIndex
    by_third: FormIndex
    by_gerund: FormIndex
    by_past: FormIndex


def regular_forms(base: str) -> tuple[str, str, str]:
    """(past, third person, gerund) by the regular rules; verbs.txt stores only exceptions."""
    consonant_y = len(base) > 1 and base.endswith("y") and base[-2] not in "aeiou"
    if base.endswith("e"):
        past = base + "d"
        gerund = (base if base.endswith(("ee", "ye", "oe")) else base[:-1]) + "ing"
    else:
        past = base[:-1] + "ied" if consonant_y else base + "ed"
        gerund = base + "ing"
    if consonant_y:
        third = base[:-1] + "ies"
    elif base.endswith(("s", "x", "z", "ch", "sh")):
        third = base + "es"
    else:
        third = base + "s"
    return past, third, gerund


def parse_verb_line(line: str) -> tuple[str, str, str, str, bool]:
    """Decode one verbs.txt line into (base, past, third, gerund, weak)."""
    fields = line.split()
    weak = fields[0].startswith("~")
    base = fields[0].lstrip("~")
    regular = regular_forms(base)
    given = [*fields[1:], ".", ".", "."][:3]
    past, third, gerund = (r if g == "." else g for g, r in zip(given, regular, strict=True))
    return base, past, third, gerund, weak


def encode_verb_line(base: str, past: str, third: str, gerund: str, weak: bool) -> str:
    """The shortest verbs.txt line for these forms (inverse of `parse_verb_line`)."""
    fields = [
        g if g != r else "."
        for g, r in zip((past, third, gerund), regular_forms(base), strict=True)
    ]
    while fields and fields[-1] == ".":
        fields.pop()
    return " ".join([("~" if weak else "") + base, *fields])


@lru_cache(maxsize=1)
def load_verb_forms() -> VerbTable:
    """The bundled verb table, read once on first use.

    Deriving the regular forms of 6,000 verbs takes ~25 ms, and making Python objects of
    them ~5 ms at every start, so the four indexes are cached as four sorted texts
    (`cvcoach.language.data_cache`, keyed by verbs.txt and this module's code); a row
    becomes `VerbForms` only when it is looked up.
    """
    data = package_data("verbs.txt")
    indexes = load_derived(
        "verbs", (data, package_file(__file__)), lambda: _index(data.decode("utf-8"))
    )
    return VerbTable(*(FormIndex(index) for index in indexes))


def _index(text: str) -> list[str]:
    """verbs.txt's rows by base, third person, gerund and past form: for each, the text of
    sorted `form<TAB>row` lines that `FormIndex` searches (the first verb in the file wins
    a form two verbs share)."""
    indexes: list[dict[str, str]] = [{}, {}, {}, {}]
    for base, past, third, gerund, weak in _decode(text):
        row = f"{base} {past} {third} {gerund} {int(weak)}"
        for index, form in zip(indexes, (base, third, gerund, past), strict=True):
            index.setdefault(form, row)
    return ["".join(f"{form}\t{row}\n" for form, row in sorted(i.items())) for i in indexes]


def _decode(text: str) -> list[tuple[str, str, str, str, bool]]:
    """Every verbs.txt line as (base, past, third, gerund, weak), in file order."""
    return [
        parse_verb_line(line) for line in text.splitlines() if line and not line.startswith("#")
    ]


def match_case(model: str, word: str) -> str:
    """`word` with the first letter upper-cased when `model` starts with a capital."""
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def in_tense(verb: str | VerbForms, finished: bool | None) -> str:
    """A verb, or a base-form verb phrase ("contribute to"), in the tense an entry needs.

    Finished or unknown entries get the past tense, current ones the present.
    """
    if isinstance(verb, VerbForms):
        return verb.past if finished is not False else verb.base
    head, _, tail = verb.partition(" ")
    forms = load_verb_forms().by_base.get(head)
    if finished is not False and forms is not None:
        head = forms.past
    return f"{head} {tail}".strip()


def _is_product_name(word: str) -> bool:
    """A capitalised word written exactly as a lexicon term spells it (Arm, Spark, Ray)."""
    if not word[:1].isupper():
        return False
    return word in load_lexicon().spellings_of(word)


def verb_at(
    text: str, pos: int = 0, *, third: bool = False, expected: bool = False
) -> tuple[re.Match[str], VerbForms] | None:
    """The verb that opens `text[pos:]` when it reads as a verb, else None.

    A word that is also a noun is skipped when a capitalised word, "of" or a person noun
    follows ("Lead Engineer", "Head of", "Test engineer"), unless a verb is `expected` there
    ("Helped deploy Relax"); one marked weak in verbs.txt needs an object starter after it
    ("Speed up", "Project the"). `third` accepts third-person forms ("Leads").
    """
    match = FIRST_WORD.match(text, pos)
    if match is None:
        return None
    word = match.group(1)
    if len(word) > 1 and word.isupper():
        return None
    if _is_product_name(word):
        return None  # "Arm CPU", "Spark jobs": a name from the lexicon, not a verb
    table = load_verb_forms()
    lower = word.lower()
    forms = table.by_base.get(lower) or (table.by_third.get(lower) if third else None)
    if forms is None:
        return None
    following = NEXT_WORD.match(text, match.end())
    if following is None:
        return None
    nxt = following.group(1)
    noun_like = nxt == "of" or _CAPITALISED.fullmatch(nxt) or _AGENT_NOUN.fullmatch(nxt)
    if noun_like and not expected:
        return None
    if forms.weak and not expected and not (nxt[0].isdigit() or nxt.lower() in _OBJECT_STARTERS):
        return None
    return match, forms

"""What a set of texts states, indexed so that the guard's look-ups are cheap.

`FactIndex.build` reads texts (a bullet's entry, the whole CV, the job description, a
rewrite) into the keys of their words and word n-grams, stems, titles, acronyms, words
that are likely misspellings, and quantities; `missing`, `backs_part` and `backs_quantity`
tell whether a fact another text states is backed. `cvcoach.grounding.guard` decides which
index must back which text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from cvcoach.grounding.entities import Mention, Part, initials, normalise_entity, title_key, tokens
from cvcoach.grounding.quantities import Quantity, extract_quantities, supports
from cvcoach.language.word_rules import crude_stem, edit_distance, englishish, typo_limit


@dataclass
class FactIndex:
    """What a set of texts states, in forms that make look-ups cheap."""

    words: set[str] = field(default_factory=set)  # key of every token and token part
    grams: set[str] = field(default_factory=set)  # keys of 2-4 consecutive tokens, joined
    stems: set[str] = field(default_factory=set)
    titles: set[str] = field(default_factory=set)
    acronyms: set[str] = field(default_factory=set)  # spelled by initials of words
    typos: set[str] = field(default_factory=set)  # out-of-dictionary words: fixable spellings
    quantities: list[Quantity] = field(default_factory=list)

    @classmethod
    def build(
        cls, texts: Iterable[str], corrections: Mapping[str, str], *, any_case: bool = False
    ) -> FactIndex:
        index = cls()
        for text in texts:
            if not text:
                continue
            toks = tokens(text)
            index.quantities.extend(extract_quantities(text))
            index.acronyms |= initials(toks, capitalised_only=not any_case)
            keys = []
            for tok in toks:
                keys.append(normalise_entity(tok))
                index._add_word(tok)
                fix = corrections.get(tok.lower())
                if fix:
                    index._add_word(fix)
                    index.words.add(normalise_entity(fix))
            for n in (2, 3, 4):
                index.grams.update("".join(keys[i : i + n]) for i in range(len(keys) - n + 1))
        return index

    def _add_word(self, tok: str) -> None:
        self.words.add(normalise_entity(tok))
        if tok[0].isdigit():  # "20FPS" states "FPS" too
            self.words.update(normalise_entity(p) for p in re.findall(r"[^\W\d_]+", tok))
        for part in re.split(r"[-./_'\s]+", tok):
            if part:
                self.words.add(normalise_entity(part))
                self.stems.add(crude_stem(part))
                if part.isalpha() and len(part) >= 4 and not englishish(part):
                    self.typos.add(part.lower())
        key = title_key(tok)
        if key:
            self.titles.add(key)

    def has_key(self, key: str) -> bool:
        return key in self.words or key in self.grams

    def backs_part(self, part: Part) -> bool:
        """True when this index states the word `part` (allowing plural, case, spelling)."""
        if self.has_key(part.key):
            return True
        if is_acronym(part.text) and part.text.endswith("s") and self.has_key(part.key[:-1]):
            return True  # "PRs", "OSs"
        pieces = [p for p in re.split(r"[-/]", part.text) if p]
        names = [p for p in pieces if not englishish(p)]
        if len(pieces) > 1 and names and all(self.has_key(normalise_entity(p)) for p in names):
            return True  # "GPTQ-based": only the name in it needs backing
        if part.kind == "capital" and crude_stem(part.key) in self.stems:
            return True
        if is_acronym(part.text) and (
            part.key in self.acronyms or part.key.removesuffix("s") in self.acronyms
        ):
            return True
        limit = typo_limit(part.key)
        if part.kind in ("foreign", "capital") and part.text.isalpha() and limit:
            return any(edit_distance(part.key, t, limit) <= limit for t in self.typos)
        return False

    def missing(self, mention: Mention) -> list[Part]:
        """The parts of `mention` this index does not back (empty: it is supported)."""
        if mention.title:
            return [] if mention.key in self.titles else list(mention.parts)
        if self.has_key(mention.key):
            return []
        return [p for p in mention.parts if not self.backs_part(p)]

    def backs_quantity(self, claim: Quantity) -> bool:
        return any(supports(source, claim) for source in self.quantities)


def is_acronym(word: str) -> bool:
    """True for "MIT" or "LLMs": capitals only, apart from a plural s."""
    core = word[:-1] if word.endswith("s") else word
    return len(core) >= 2 and core.isalpha() and core.isupper()

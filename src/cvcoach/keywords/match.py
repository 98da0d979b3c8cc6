"""How the keyword code reads text: tokens, singular stems, stopwords and the lexicon matcher.

Keyword extraction from a role (`cvcoach.keywords.extract`) and coverage and ranking of
a CV (`cvcoach.keywords.coverage`) share these, so that a keyword found in a role is looked for in a
CV by the same rules: "Node.js" and "C++" are one token each, "caches" meets "cache", and a
lexicon alias ("K8s") meets its canonical spelling ("Kubernetes").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from cvcoach.language.lexicon import Lexicon, load_lexicon


def word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOP_WORDS = word_set("""
a an the and or but nor of in on at to for from by with without as into onto over under about
across through via per than then that this these those which who whom whose what when where why
how is are was were be been being am do does did have has had having will would shall should can
could may might must not no yes it its they them their we us our you your i me my he she his her
also such other others any all each every both either neither some more most less least very well
just only own same so too if while up out off again further once here there e.g i.e etc like
including include includes ideally preferably you'll you're we're we'll it's who'll within
between among upon against toward towards throughout during before after above below
""")
GENERIC_WORDS = word_set("""
team teams teammate teammates experience experiences experienced ability abilities able strong
stronger year years yrs skill skills skilled knowledge understanding work works working excellent
good great solid proven demonstrated track record familiarity familiar proficiency proficient
hands-on related relevant similar equivalent field degree plus bonus preferred required
requirement requirements qualification qualifications responsibility responsibilities candidate
candidates role roles position positions job jobs opportunity opportunities environment company
companies passion passionate various multiple new high level maximum minimum best practice
practices quality fast-paced self-starter detail details oriented motivated outstanding
exceptional world-class cutting-edge state-of-the-art communication communicator interpersonal
collaboration collaborative written verbal problem problems solving problem-solving mindset
attitude ownership impact culture growth people customers stakeholders partners colleagues
technical feasibility end way ways part things thing lots lot kind areas area day days week
weeks month months time plenty wide range modern custom key core nice must-have nice-to-have
bachelor bachelors master masters phd-level successful success results workflow workflows
lookup scalable heterogeneous onboarding roadmap stakeholder startup coursework capstone hackathon
meetup webinar livestream uptime downtime codebase next generation
""")


# A token: letters/digits (any script) with inner '.', '+', '#', '_', apostrophes ("Node.js",
# "C++", "C#", "Zürich"), or a leading-dot name (".NET"). Hyphens and slashes separate tokens.
_TOKEN = re.compile(r"[^\W_][\w+#.'’]*[\w+#]|[^\W_][+#]*|(?<![\w.])\.[^\W\d_]\w*")
VERSIONED = re.compile(r"^(.*[+#])\d+$")
_JOINABLE = re.compile(r"^[ \t\-/&]{1,3}$")
AMBIGUOUS = _AMBIGUOUS = word_set("""
go rust swift spark ruby dart julia express flask chef puppet make ant hive pig storm beam ray
react next nest echo gin elm crystal jest mocha spring rails shell scheme ada arm glow polly chisel
calyx dahlia ninja hexagon ascend snowflake meta amazon angular helm yarn flax sass pip hip neon
isa intel bert yolo zig mojo
""")


def keyword_tokens(text: str) -> list[tuple[str, str]]:
    """(token, gap before it) pairs; a trailing possessive "'s" is dropped from the token."""
    out: list[tuple[str, str]] = []
    end = 0
    for match in _TOKEN.finditer(text):
        word = match.group()
        if word[-2:] in ("'s", "’s"):
            word = word[:-2]
        out.append((word, text[end : match.start()]))
        end = match.end()
    return out


@lru_cache(maxsize=8192)  # a pure function of one word, asked for the same words again and again
def stem(word: str) -> str:
    """A crude singular stem, one for "cache"/"caches", "system"/"systems", "query"/"queries"."""
    w = word.lower().replace("’", "'")
    if not w.isalpha() or len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


class LexiconMatcher:
    """Lexicon spellings keyed by their joined tokens, looked up over n-grams of a token list."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.folded: dict[str, str] = {}  # lower-cased key -> canonical
        self.exact: dict[str, str] = {}  # case-sensitive key (short or everyday words) -> canonical
        self.longest = 1
        for spelling, canonical in lexicon.index.items():
            parts = [w for w, _ in keyword_tokens(spelling)]
            if not parts:
                continue
            self.longest = max(self.longest, len(parts))
            key = "".join(parts)
            if key.isalpha() and (len(key) <= 2 or key in _AMBIGUOUS):
                if key == canonical.lower():
                    self.exact["".join(w for w, _ in keyword_tokens(canonical))] = canonical
            else:
                self.folded.setdefault(key, canonical)

    def lookup(self, words: Sequence[str]) -> str | None:
        key = "".join(words)
        found = self.exact.get(key) or self.folded.get(key.lower())
        if found is None and len(key) >= 4 and key[-1] in "sS":
            found = self.exact.get(key[:-1]) or self.folded.get(key[:-1].lower())
        return found

    def token_key(self, word: str) -> str:
        """One token's identity for matching: its lexicon spelling ("K8s" is Kubernetes),
        stemmed."""
        return stem(self.lookup([word]) or word)

    def find(self, toks: Sequence[tuple[str, str]]) -> list[tuple[str, int, int]]:
        """(canonical, first token, token count) for every lexicon term, longest match first."""
        hits: list[tuple[str, int, int]] = []
        i = 0
        while i < len(toks):
            for n in range(min(self.longest, len(toks) - i), 0, -1):
                if n > 1 and not all(_JOINABLE.match(g) for _, g in toks[i + 1 : i + n]):
                    continue
                found = self.lookup([w for w, _ in toks[i : i + n]])
                if found:
                    hits.append((found, i, n))
                    i += n - 1
                    break
            i += 1
        return hits


_MATCHER: tuple[Lexicon, LexiconMatcher] | None = None


def lexicon_matcher() -> LexiconMatcher:
    global _MATCHER
    lexicon = load_lexicon()
    if _MATCHER is None or _MATCHER[0] is not lexicon:
        _MATCHER = (lexicon, LexiconMatcher(lexicon))
    return _MATCHER[1]

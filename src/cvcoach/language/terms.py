"""Technical terms and names for the spelling check: the lexicon, product names, people.

Three lists, in order of trust:

1. the lexicon (`data/lexicon.txt` plus the user's allowlist, `cvcoach.language.lexicon`):
   hand-checked terms with their aliases (`PyTorch | Pytorch`);
2. product, framework and company names in their makers' casing (`data/terms.txt`,
   built by `scripts/build_terms.py` from maintained cspell dictionaries and Pygments):
   `Paypal` is reported as `PayPal`, `VividCortrx` as a slip of the CamelCase name;
3. first names and surnames (`data/names.txt`, same script): evidence that a capitalised
   word is a name, never a source of corrections;
4. the names of Python modules and packages (`data/python_names.txt`, same script:
   `scrapy`, `networkx`): accepted as written, never a source of corrections either, for
   many are one slip from another identifier (`execve`, `execvpe`).

Each is loaded on first use only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeVar

from cvcoach.language import wordlist
from cvcoach.language.data_cache import load_derived, package_data, package_file
from cvcoach.language.lexicon import Lexicon
from cvcoach.language.names import has_inner_capital
from cvcoach.language.thresholds import COMMON_FREQUENCY
from cvcoach.language.word_edits import edits1, is_slip, neighbouring_keys, words_one_edit_from
from cvcoach.language.wordlist import WordTable, build_table, word_table

T = TypeVar("T")
_CAMEL_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")


@dataclass(frozen=True)
class Terms:
    """The lexicon arranged for lookups, with the broad product list beside it."""

    index: dict[str, str]  # lower-case spelling -> canonical lexicon term
    exact: frozenset[str]  # lexicon terms and aliases as written
    parts: frozenset[str]  # lower-case words of multi-word terms (Hugging Face -> hugging, face)
    joined: dict[str, str]  # multi-word terms run together: tensorflowlite -> TensorFlow Lite
    products: dict[str, tuple[str, ...]]  # lower case -> every casing in data/terms.txt
    # lower-case spelling -> as the lexicon writes it (postgres -> Postgres, an alias)
    spelled: dict[str, str] = field(default_factory=dict)
    accepted: frozenset[str] = frozenset()  # data/python_names.txt: no correction's source

    def known(self, lower: str) -> bool:
        """A term, a word of a term, or a product name (lower case)."""
        return lower in self.index or lower in self.parts or lower in self.products

    def plain(self, lower: str) -> bool:
        """A technical word its makers write in lower case (backend, dataset): an English
        word the dictionary lacks, not a name."""
        canonical = self.index.get(lower)
        if canonical is not None:
            return canonical == lower
        casings = self.products.get(lower, ())
        return bool(casings) and all(c == lower for c in casings)


def terms_of(lexicon: Lexicon) -> Terms:
    parts: set[str] = set()
    joined: dict[str, str] = {}
    for spelling, canonical in lexicon.index.items():
        pieces = [p for p in re.split(r"[ \-]+", spelling) if p]
        if len(pieces) > 1:
            parts.update(pieces)
            if " " in canonical:
                joined.setdefault("".join(pieces), canonical)
    joined = {k: v for k, v in joined.items() if k not in lexicon.index}
    # Every spelling as written in the file, aliases included (Pytorch in `PyTorch | Pytorch`).
    exact = frozenset(lexicon.canonical).union(*lexicon.written.values())
    spelled = {lower: written[0] for lower, written in lexicon.written.items() if written}
    return Terms(
        dict(lexicon.index),
        exact,
        frozenset(parts),
        joined,
        product_names(),
        spelled,
        python_names(),
    )


def _data_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def _derived(name: str, build: Callable[[str], T], *code: str) -> T:
    """`build(text of data/name)`, cached by `language.data_cache` (a few ms, not tens);
    `code` names other modules the value depends on."""
    data = package_data(name)
    key = (data, *(package_file(module) for module in (__file__, *code)))
    return load_derived(name.replace(".", "-"), key, lambda: build(data.decode("utf-8")))


@lru_cache(maxsize=1)
def product_names() -> dict[str, tuple[str, ...]]:
    """`data/terms.txt`: lower case -> the casings listed (`paypal` -> (`PayPal`,))."""

    def build(text: str) -> dict[str, tuple[str, ...]]:
        found: dict[str, list[str]] = {}
        for term in _data_lines(text):
            found.setdefault(term.lower(), []).append(term)
        return {k: tuple(v) for k, v in found.items()}

    return _derived("terms.txt", build)


@lru_cache(maxsize=1)
def python_names() -> frozenset[str]:
    """`data/python_names.txt`: Python module and package names, lower case."""
    return frozenset(_derived("python_names.txt", _data_lines))


@lru_cache(maxsize=1)
def people_names() -> WordTable:
    """`data/names.txt`, lower case: first names and surnames (a compact table for `in`)."""

    def build(text: str) -> bytes:
        return build_table(dict.fromkeys((n.lower() for n in _data_lines(text)), 0), "names")

    return WordTable(_derived("names.txt", build, wordlist.__file__), "names")


def capitalisation(word: str, canonical: str, terms: Terms, *, heading: bool) -> str | None:
    """`canonical` when `word` miscases a lexicon term (Javascript for JavaScript), else None.

    Lower case, listed spellings and aliases are fine; capitals (PYTORCH) are fine in an
    all-capitals heading. A term that is also an ordinary word (Cutlass, TRITON) is left
    alone unless its makers' spelling has an inner capital.
    """
    if word in terms.exact or word.lower() != canonical.lower():
        return None  # the term itself, another listed spelling (ARM), or an alias
    if word.islower() or canonical.islower() or (heading and word.isupper()):
        return None  # package names (pytorch), plain words (Softmax), headings
    if not has_inner_capital(canonical) and word.lower() in word_table():
        return None
    return canonical


def product_casing(word: str, terms: Terms, *, heading: bool) -> str | None:
    """The makers' casing of a listed product `word` miscases (Paypal -> PayPal), else None.

    Only casings with an inner capital are enforced: `Aachen` and `AACHEN` are one name.
    """
    casings = terms.products.get(word.lower(), ())
    if not casings or word in casings or word.islower() or (heading and word.isupper()):
        return None
    inner = [c for c in casings if has_inner_capital(c) and _product_casing(c)]
    if len(inner) != 1 or len(inner) != len(casings) or has_inner_capital(word):
        return None  # several casings, or the word has its own inner capital (a variant)
    return inner[0]


def term_verdict(word: str, terms: Terms, *, heading: bool) -> tuple[str, str, str] | None:
    """A listed term: (its makers' spelling, reason, "info") when `word` miscases it."""
    lower = word.lower()
    if lower in terms.index:
        canonical = capitalisation(word, terms.index[lower], terms, heading=heading)
    elif lower in terms.joined:  # RaspberryPi: a two-word product name run together
        canonical = terms.joined[lower]
    else:
        canonical = product_casing(word, terms, heading=heading)
    return (canonical, f"written '{canonical}' by its makers", "info") if canonical else None


def _product_casing(term: str) -> bool:
    """PayPal, iOS, macOS, eBay; not dataCenter, a code identifier."""
    lead = len(term) - len(term.lstrip("abcdefghijklmnopqrstuvwxyz"))
    return lead <= 3


def term_near_miss(
    lower: str,
    terms: Terms,
    *,
    strict: bool,
    written: str | None = None,
    lexicon_only: bool = False,
) -> str | None:
    """The one lexicon term or product name one slip from `lower`.

    Besides `is_slip`'s slips, a term of seven letters or more may lose its last letter
    (TensorFlo: few names are such a term cut short), and the first letter may be a
    neighbouring key's when the word as `written` is the term as its makers write it but for
    that letter (vackend, Nadoop, FevOps): two listed terms so alike are rare (Kubuntu,
    Lubuntu) and, unlike two words (distro, bistro), the unknown word is no listed term
    itself. A name is no slip of a plain word or an identifier (Cetune, detune; tzfile,
    gzFile). `lexicon_only`: only the hand-checked lexicon's terms that are no plain word
    (for a short capitalised word: Azyre for Azure).

    A product of `data/terms.txt` is no correction for a word that is also a slip of a
    common word (kithcen: kitchen, whatever product is one slip away): slips of common words
    far outnumber those of products, and the dictionary corrects them. Nor is it one for a
    lower-case word with another last letter when its makers write it with capitals
    (symfont, Symfony): the case and the letter both differ, as a lower-case identifier's
    do. (Measured on the generated-typo benchmark and `benchmarks/bench_name_risk.py`.)
    """
    matches = set()
    words = word_table()
    lower_case = written is not None and written.islower()

    def rare(edit: str) -> bool:  # a product that is a common word (Box) names no product
        return words.frequency(edit) < COMMON_FREQUENCY

    common_slip: bool | None = None  # `lower` is a slip of a common word too (asked once)
    for edit in edits1(lower):
        if edit in terms.index:  # a slip of an alias is one of the alias (Postgres)
            term = terms.spelled.get(edit) or terms.index[edit]
        elif edit in terms.products and len(terms.products[edit]) == 1 and rare(edit):
            term = terms.products[edit][0]
            if lower_case and term != edit and edit[:-1] == lower[:-1] and len(edit) == len(lower):
                continue  # symfont: another last letter and the case besides, no Symfony
            if common_slip is None:
                common_slip = any(
                    count >= COMMON_FREQUENCY and is_slip(lower, word)
                    for word, count in words_one_edit_from(lower)
                )
            if common_slip:
                continue  # kithcen: a slip of kitchen, far likelier than of a product
        else:
            continue
        if lexicon_only and (edit not in terms.index or term == term.lower()):
            continue
        first = bool(written) and _first_key_slip(written or "", term)
        # a long term's last letter dropped (TensorFlo): no other name, unlike param/para
        last = len(edit) >= 7 and edit[:-1] == lower
        if first or last or is_slip(lower, edit, strict=strict):
            matches.add(term)
    return matches.pop() if len(matches) == 1 else None


def _first_key_slip(word: str, term: str) -> bool:
    """`term` as written but for its first letter, a neighbouring key's in the same case
    (vackend for backend, Nadoop for Hadoop)."""
    a, b = word[:1], term[:1]
    return (
        word[1:] == term[1:]
        and a.isupper() == b.isupper()
        and neighbouring_keys(a.lower(), b.lower())
    )


def one_cased_slip(word: str, target: str) -> bool:
    """`word` is `target` with one letter swapped, dropped, doubled or replaced, every other
    letter in its case (NovaDsek, NovaDes, NovaDeesk for NovaDesk; not NovaDEsk)."""
    n, m = len(word), len(target)
    if n == m:
        diffs = [i for i in range(n) if word[i] != target[i]]
        if len(diffs) == 1:
            return word[diffs[0]].isupper() == target[diffs[0]].isupper()
        i = diffs[0] if diffs else 0
        return diffs == [i, i + 1] and word[i] == target[i + 1] and word[i + 1] == target[i]
    if n == m - 1:
        return any(target[:i] + target[i + 1 :] == word for i in range(m))
    if n == m + 1:
        return any(word[:i] + word[i + 1 :] == target for i in range(n))
    return False


def camel_parts(word: str) -> list[tuple[str, int]]:
    """The parts of a CamelCase word with their offsets: VividCortex -> Vivid, Cortex."""
    return [(m.group(), m.start()) for m in _CAMEL_PART.finditer(word)]

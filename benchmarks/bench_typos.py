"""Generated typos: how many slips does the spelling check find, and with the right fix?

Clean text comes from CVs written outside the project: the held-out split
(`evals/heldout/profiles/`) and, when present, `../shared/samples/`. Every word of five
letters or more that the check reads and accepts there (as written: capitalised,
sentence-initial and inflected forms included; not the words of URLs, e-mail addresses,
domains or code, which the check never reads), or with `--words N` a seeded sample of them,
is damaged in every way of each kind:

- transposition: two neighbouring letters swapped;
- deletion: one letter dropped;
- doubling: one letter doubled;
- substitution: one letter replaced by a neighbouring key (all 25 letters would mostly
  model no real slip).

A damaged word that is itself an English word (a real-word error: `form` for `from`) is left
out: no dictionary check can see it. Each typo is put back in its sentence and the sentence
is checked with the CV's own vocabulary (its e-mail addresses and links included, as
`cvcoach check` reads them). Reported per kind: recall (the typo is flagged), suggestion
accuracy (the suggestion is the original word, among flagged typos), and the same for
codespell's dictionary (a lookup of the lower-cased typo) and, when it is installed,
Hunspell's (`hunspell_words`: recall over every typo, suggestion accuracy over a seeded
sample of 2,000 it flags, for its suggestions are slow). False flags: findings on the clean
texts (for Hunspell, the words of them it finds misspelled). Recall is also reported by the
evidence that the damaged word was a name (`EVIDENCE`): most names are in no list, so a slip
in one is found only where a dictionary word, a listed term or the CV's own spelling is
near; beside another unknown capitalised word or when listed as a name, only a plain slip of
a very common word is corrected.
Run: `make bench` or `python benchmarks/bench_typos.py [--words N]` (every word takes about
three minutes, and one more for Hunspell's suggestions; a sample of 150 is quicker, but
which words it draws moves recall by a point or more: a few names of fifty slips each weigh
heavily in it).

`--counts` swaps the word counts the check ranks corrections by, to compare frequency lists:
`symspell` (the default, what cvcoach ships), `pyspellchecker` (its own counts) or
`wordfreq` (needs `pip install wordfreq`); each is rank-mapped onto pyspellchecker's scale,
so the check's thresholds keep their meaning, and built in a temporary cache.
"""

from __future__ import annotations

import argparse
import random
import re
import string
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cvcoach.checks.spelling import Speller, Token, Vocabulary

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [ROOT / "evals" / "heldout" / "profiles", ROOT.parent / "shared" / "samples"]
KINDS = ("transposition", "deletion", "doubling", "substitution")
_WORD = re.compile(r"[A-Za-z]{5,}")
# Fields that hold the name of a person, an organisation or a place (JSON Resume, RenderCV).
_NAME_FIELD = re.compile(
    r"(^basics\.name|^cv\.name|^work\[\d+\]\.name|^references\[\d+\]\.name|\.company|"
    r"\.organi[sz]ation|\.institution|\.awarder|\.issuer|\.publisher|location|\.city|"
    r"\.region)(\[\d+\])?$"
)
# The positive evidence of a name a capitalised word may have, as the spelling rules weigh it.
EVIDENCE = {
    "field": "a name or organisation field",
    "run": "beside another unknown capitalised word",
    "listed": "a listed name or term",
    "repeated": "written twice or more in the CV",
}


def _neighbours() -> dict[str, str]:
    """Each letter's neighbouring keys on a QWERTY keyboard (the check's own keyboard)."""
    from cvcoach.language.word_edits import neighbouring_keys

    letters = string.ascii_lowercase
    return {k: "".join(c for c in letters if neighbouring_keys(k, c)) for k in letters}


NEIGHBOURS = _neighbours()


def _cased(letter: str, like: str) -> str:
    return letter.upper() if like.isupper() else letter


def typos(word: str) -> Iterator[tuple[str, str]]:
    """(kind, typo) for every slip of each kind in `word`."""
    n = len(word)
    for i in range(n - 1):
        if word[i] != word[i + 1]:
            yield "transposition", word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    for i in range(n):
        yield "deletion", word[:i] + word[i + 1 :]
        yield "doubling", word[: i + 1] + word[i] + word[i + 1 :]
        for key in NEIGHBOURS.get(word[i].lower(), ""):
            yield "substitution", word[:i] + _cased(key, word[i]) + word[i + 1 :]


@dataclass
class CV:
    """One source CV: its prose, and its e-mail addresses and links (`handles`)."""

    texts: list[str]
    handles: list[str]
    paths: list[str]  # each text's field (`work[0].name`)

    def vocabulary(self, texts: list[str] | None = None) -> Vocabulary:
        """The vocabulary `cvcoach check` builds for it (with `texts` in place of its own)."""
        from cvcoach.checks.spelling import build_vocabulary

        return build_vocabulary(self.texts if texts is None else texts, self.handles)


def clean_texts() -> list[CV]:
    """The prose of each source CV, with its handles."""
    from cvcoach import load_profile
    from cvcoach.checks.text_checks import handle_texts

    cvs = []
    for folder in SOURCES:
        if folder.is_dir():
            for file in sorted(folder.iterdir()):
                if file.suffix in (".yaml", ".yml", ".json") and ".job." not in file.name:
                    profile = load_profile(file)
                    prose = [t for t in profile.texts() if " " in t.value]
                    values, paths = [t.value for t in prose], [t.path for t in prose]
                    cvs.append(CV(values, handle_texts(profile), paths))
    return cvs


@lru_cache(maxsize=1)
def known_slips() -> frozenset[str]:
    """The spelling slips listed in the held-out expected files and the samples' README
    (read once: the check's false flags and Hunspell's both leave them out)."""
    import yaml

    from cvcoach.evals.cases import SAMPLES

    known = {text for _, slips in SAMPLES for kind, text in slips if kind == "spelling"}
    for file in (ROOT / "evals" / "heldout" / "expected").glob("*.yaml"):
        data = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
        known |= {f["text"] for f in data.get("findings") or [] if f["kind"] == "spelling"}
    return frozenset(known)


def codespell_table() -> dict[str, str]:
    import codespell_lib

    path = Path(codespell_lib.__file__).parent / "data" / "dictionary.txt"
    table = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        wrong, _, right = line.partition("->")
        table[wrong.strip()] = right.split(",")[0].strip()
    return table


def use_counts(source: str) -> None:
    """Make the word table rank corrections by `source`'s counts (see the docstring)."""
    import os
    import tempfile

    from cvcoach.language import wordlist

    if source == "symspell":
        return
    if source == "pyspellchecker":
        wordlist._rank_mapped = dict  # type: ignore[assignment]
    else:
        from wordfreq import get_frequency_dict  # optional: pip install wordfreq

        alt = get_frequency_dict("en", wordlist="large")

        def mapped(words: dict[str, int]) -> dict[str, int]:
            scale = sorted(words.values(), reverse=True)
            ranked = sorted((w for w in words if w in alt), key=lambda w: -alt[w])
            counts = {w: scale[i] for i, w in enumerate(ranked)}
            return {w: counts.get(w, scale[-1]) for w in words}

        wordlist._rank_mapped = mapped
    key = wordlist._source

    wordlist._source = lambda: (key()[0], f"{key()[1]}-{source}")
    os.environ[wordlist.CACHE_ENV] = tempfile.mkdtemp(prefix="bench-typos-")
    wordlist.word_table.cache_clear()


# (the CV, one of its texts, a word's offset, the word, its evidence of a name: `EVIDENCE`)
Site = tuple[CV, str, int, str, tuple[str, ...]]


@dataclass
class Tally:
    """Findings per kind for the check and for codespell, with the check's misses."""

    ours: dict[str, Counter[str]] = field(default_factory=lambda: {k: Counter() for k in KINDS})
    theirs: dict[str, Counter[str]] = field(default_factory=lambda: {k: Counter() for k in KINDS})
    misses: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)  # flagged with another suggestion
    typos: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, typo, word)
    contexts: dict[str, str] = field(default_factory=dict)  # a missed word's sentence
    evidence: dict[str, Counter[str]] = field(default_factory=dict)  # totals by evidence


def read_clean(speller: Speller, cvs: list[CV]) -> tuple[list[str], list[Site], set[str]]:
    """False flags on the clean texts, the sites of the words the check accepts there, and
    every word it reads (sampled from all words read, so that every version of the check is
    measured on the same words: those it flags on the clean text are skipped)."""
    from cvcoach.checks.spelling import tokenize

    known = known_slips()  # the authors' own slips are no false flags
    false_flags: list[str] = []
    sites: list[Site] = []
    words: set[str] = set()
    for cv in cvs:
        vocabulary = cv.vocabulary()
        for text, path in zip(cv.texts, cv.paths, strict=True):
            flagged = speller.check(text, vocabulary)
            false_flags += [f"{m.word} -> {m.suggestion}" for m in flagged if m.word not in known]
            spans = {(m.start, m.end) for m in flagged}
            tokens = tokenize(text)  # the words the check reads: no URL, code, domain
            for i, token in enumerate(tokens):
                if _WORD.fullmatch(token.text):
                    words.add(token.text)
                    if (token.start, token.end) not in spans:
                        evidence = name_evidence(speller, vocabulary, path, text, tokens, i)
                        sites.append((cv, text, token.start, token.text, evidence))
    return false_flags, sites, words


def name_evidence(
    speller: Speller, vocabulary: Vocabulary, path: str, text: str, tokens: list[Token], i: int
) -> tuple[str, ...]:
    """The `EVIDENCE` of a name that the capitalised word `tokens[i]` has in its CV."""
    from cvcoach.language.names import beside_a_name, shape
    from cvcoach.language.terms import people_names

    word = tokens[i].text
    if shape(word) == "lower":
        return ()
    lower, names = word.lower(), people_names()
    found = {
        "field": bool(_NAME_FIELD.search(path)),
        "run": beside_a_name(text, tokens, i, speller.knows, lambda w: w in names),
        "listed": lower in names or speller.is_term(lower),
        "repeated": vocabulary.count(word) >= 2,
    }
    return tuple(key for key in EVIDENCE if found[key])


def damage(speller: Speller, sites: list[Site], tally: Tally) -> None:
    """Every typo of each site's word, put back in its sentence and checked."""
    from cvcoach.language.wordlist import is_english_word

    codespell = codespell_table()
    for cv, text, start, word, evidence in sites:
        bare = "none, lower case" if word.islower() else "none"
        groups = [*evidence, "any"] if evidence else [bare]
        for kind, typo in set(typos(word)):
            if is_english_word(typo.lower()):
                continue  # a real-word error: out of reach of a dictionary
            damaged = text[:start] + typo + text[start + len(word) :]
            vocabulary = cv.vocabulary([damaged if t is text else t for t in cv.texts])
            hit = next((m for m in speller.check(damaged, vocabulary) if m.start == start), None)
            ours, theirs = tally.ours[kind], tally.theirs[kind]
            tally.typos.append((kind, typo, word))
            ours["total"] += 1
            theirs["total"] += 1
            for group in groups:
                tally.evidence.setdefault(group, Counter())["total"] += 1
                tally.evidence[group]["found"] += hit is not None
            if hit is not None:
                ours["found"] += 1
                ours["right"] += (hit.suggestion or "") == word
                if (hit.suggestion or "") != word:
                    tally.wrong.append(f"{kind}: {typo} ({word}) -> {hit.suggestion}")
            else:
                tally.misses.append(f"{kind}: {typo} ({word})")
                tally.contexts[word] = damaged[max(0, start - 60) : start + len(typo) + 60]
            fix = codespell.get(typo.lower())
            if fix is not None:
                theirs["found"] += 1
                theirs["right"] += fix == word.lower()


HUNSPELL_SAMPLE = 2_000  # flagged typos whose first suggestion Hunspell is asked for


def hunspell_tally(tally: Tally, rng: random.Random) -> dict[str, Counter[str]]:
    """Hunspell's findings per kind: `found` over every typo, `right` (its first suggestion
    is the word) and `asked` over a sample of HUNSPELL_SAMPLE of those found."""
    import hunspell_words

    flagged = hunspell_words.flagged(typo for _, typo, _ in tally.typos)
    found = [entry for entry in tally.typos if entry[1] in flagged]
    sample = rng.sample(found, min(HUNSPELL_SAMPLE, len(found)))
    suggestions = hunspell_words.first_suggestions(typo for _, typo, _ in sample)
    counts: dict[str, Counter[str]] = {kind: Counter() for kind in KINDS}
    for kind, typo, _ in tally.typos:
        counts[kind]["total"] += 1
        counts[kind]["found"] += typo in flagged
    for kind, typo, word in sample:
        counts[kind]["asked"] += 1
        counts[kind]["right"] += suggestions.get(typo) == word
    return counts


def hunspell_false_flags(cvs: list[CV]) -> list[str]:
    """The words of the clean texts the check reads that Hunspell finds misspelled (the
    authors' own listed slips aside), one entry per occurrence."""
    import hunspell_words

    from cvcoach.checks.spelling import tokenize

    known = known_slips()
    words = [t.text for cv in cvs for text in cv.texts for t in tokenize(text)]
    flagged = hunspell_words.flagged(words) - known
    return [word for word in words if word in flagged]


def print_table(tally: Tally, hunspell: dict[str, Counter[str]] | None = None) -> None:
    header = (
        "| kind | typos | recall | suggestion accuracy | codespell recall | codespell accuracy |"
    )
    rule = "| --- | ---: | ---: | ---: | ---: | ---: |"
    if hunspell is not None:
        header += " Hunspell recall | Hunspell accuracy (sample) |"
        rule += " ---: | ---: |"
    print(f"{header}\n{rule}")
    for kind in [*KINDS, "all"]:
        o = sum(tally.ours.values(), Counter()) if kind == "all" else tally.ours[kind]
        t = sum(tally.theirs.values(), Counter()) if kind == "all" else tally.theirs[kind]
        cells = [
            str(o["total"]),
            f"{o['found'] / max(o['total'], 1):.3f}",
            f"{o['right'] / max(o['found'], 1):.3f}",
            f"{t['found'] / max(t['total'], 1):.3f}",
            f"{t['right'] / max(t['found'], 1):.3f}",
        ]
        if hunspell is not None:
            h = sum(hunspell.values(), Counter()) if kind == "all" else hunspell[kind]
            cells += [
                f"{h['found'] / max(h['total'], 1):.3f}",
                f"{h['right'] / max(h['asked'], 1):.3f}",
            ]
        print(f"| {kind} | " + " | ".join(cells) + " |")


def print_evidence_table(tally: Tally) -> None:
    rows = [
        ("no evidence of a name: lower case", "none, lower case"),
        ("no evidence of a name: capitalised", "none"),
        ("any evidence of a name", "any"),
        *((f"- {label}", key) for key, label in EVIDENCE.items()),
    ]
    print("| the damaged word | typos | recall |\n| --- | ---: | ---: |")
    for label, key in rows:
        counts = tally.evidence.get(key, Counter())
        recall = counts["found"] / max(counts["total"], 1)
        print(f"| {label} | {counts['total']} | {recall:.3f} |")
    bare = tally.evidence.get("none, lower case", Counter()) + tally.evidence.get("none", Counter())
    print(f"\nrecall without evidence of a name: {bare['found'] / max(bare['total'], 1):.3f}")


def write_misses(path: Path, tally: Tally) -> None:
    lines = [f"miss {m}" for m in tally.misses] + [f"wrong {w}" for w in tally.wrong]
    lines += [f"context {w}: {' '.join(c.split())}" for w, c in sorted(tally.contexts.items())]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, help="a sample of this many words (default: all)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--misses", type=Path, help="write every miss and wrong fix to this file")
    parser.add_argument(
        "--counts", choices=("symspell", "pyspellchecker", "wordfreq"), default="symspell"
    )
    args = parser.parse_args()
    use_counts(args.counts)
    from cvcoach.checks.spelling import Speller

    speller = Speller()
    cvs = clean_texts()
    false_flags, sites, words = read_clean(speller, cvs)
    rng = random.Random(args.seed)
    by_word: dict[str, Site] = {}
    for site in sites:
        by_word.setdefault(site[3], site)
    everyone = sorted(words)
    sample = everyone if args.words is None else rng.sample(everyone, min(args.words, len(words)))
    chosen = [word for word in sample if word in by_word]
    tally = Tally()
    damage(speller, [by_word[word] for word in chosen], tally)
    if args.misses:
        write_misses(args.misses, tally)
    skipped = f" ({len(sample) - len(chosen)} flagged on the clean text, skipped)"
    print(
        f"{len(chosen)} words from {len(cvs)} CVs{skipped if len(sample) > len(chosen) else ''};"
        f" {'every word' if args.words is None else f'seed {args.seed}'}; counts {args.counts}\n"
    )
    import hunspell_words

    hunspell = hunspell_tally(tally, rng) if hunspell_words.available() else None
    print_table(tally, hunspell)
    print("\nBy the evidence of a name the damaged word had (a word may have several):\n")
    print_evidence_table(tally)
    print(f"\nfalse flags on the clean texts: {len(false_flags)}")
    for flag in false_flags[:20]:
        print(f"  {flag}")
    if hunspell is None:
        print("\nHunspell: not installed (apt-get install hunspell hunspell-en-us), left out")
    else:
        theirs = hunspell_false_flags(cvs)
        examples = ", ".join(sorted(set(theirs))[:12])
        print(f"Hunspell's false flags on the clean texts: {len(theirs)} ({examples}...)")
    print(f"\nexamples of missed typos ({len(tally.misses)} in all):")
    for miss in rng.sample(tally.misses, min(15, len(tally.misses))):
        print(f"  {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Named word-frequency thresholds: how common a word must be for a rule to treat it as common.

Each is a corpus count of the packaged word counts (`cvcoach.language.wordlist.frequency`),
named for what it decides. The spelling check's own thresholds still stand beside its code
(`COMMON_FREQUENCY` in `wordlist`, `COMMON_FOR_NAMES`, `RUN_TOGETHER_FREQUENCY` and
`VERY_COMMON` in `word_edits`); this module is their intended home too.
"""

from __future__ import annotations

# A word this common is what a near miss meant: a word one edit away from it is its
# misspelling, which the grounding guard lets a rewrite fix or drop (`grounding.guard`).
MISSPELLED_NEAR = 100_000
# A lexicon term this common is also an everyday English word ("go", "spark"): it names a
# tool only when capitalised inside a sentence (`grounding.entities`).
EVERYDAY_WORD = 2_100
# A capitalised word written twice ("Chen Chen") is taken for a name, not a slip, unless it
# is this common (`checks.writing`).
REPEATED_WORD_SLIP = 10_000

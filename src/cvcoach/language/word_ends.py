"""A correction that is the word cut short at one end: a word built on it, not a slip.

A word no list holds that is a known word with letters before or after it (`jobid`: job
and id; `forex`: for and ex; `cprofile`: c and profile; `lossy`: loss and y) is a compound,
a derived form or a name built on that word far more often than a slip of it: writers'
slips seldom add letters in a run at a word's end (8 of the 2,566 real misspellings of
the fit split of `benchmarks/data/misspellings.tsv` are their correction with two or more
letters added at one end: `oftenly`, most of them read as built words, so never flagged
at the scored model's thresholds). The spelling check leaves a word alone when the
model's best correction is such a cut (`spelling_scored.model_verdict`), and the model's
fit counts no false flag for it (`scripts/fit_spelling_model.py`): one letter at either
end was the rule before (issue 29's ninth round extended it to more letters, which the
clean text of the tune side's CVs and postings showed spent the far threshold's budget).
"""

from __future__ import annotations


def cut_at_an_end(word: str, correction: str) -> bool:
    """Whether `correction` is `word` with one or more letters cut from its start or its
    end (case ignored): `job` of `jobid`, `profile` of `cprofile`; no cut of itself."""
    word, correction = word.lower(), correction.lower()
    shorter = 0 < len(correction) < len(word)
    return shorter and (word.startswith(correction) or word.endswith(correction))

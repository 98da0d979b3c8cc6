"""Named word-frequency thresholds: how common a word must be for a rule to treat it as common.

Each is a count of the packaged word table (`cvcoach.language.wordlist.WordTable.frequency`:
the rarest words count 50, "until" 760k), named for what it decides: the spelling check's
and the grounding guard's.
"""

from __future__ import annotations

# -- the spelling check ---------------------------------------------------------------------
# A word this common may be offered as a correction two edits away, or of a five- or
# six-letter word (`wordlist.WordTable.common_words` indexes them).
COMMON_FREQUENCY = 500
# A capitalised word is corrected two edits away only to a word this common.
COMMON_FOR_NAMES = 1_000
# Both halves of a run-together word ("datetime") are at least this common.
RUN_TOGETHER_FREQUENCY = 1_000
# A three- or four-letter word with two letters swapped is only corrected to a word this
# common (teh).
VERY_COMMON = 50_000
# ... and with its first two letters swapped, only to a word this common (the function
# words and commonest verbs), and only when its first two letters begin English words
# less than RARE_START times in all (the summed counts of the common words that start with
# them): hw-, ht-, iw-, nk- begin no word, so a token starting so is a slip, while the
# lower-case abbreviations CVs write start as words do (et-, sa-, ot-, es-: etl, sas,
# otp, esx) and are left alone.
FIRST_SWAP_COMMON = 1_000_000
RARE_START = 100_000
# A form the dictionary spells otherwise where an ending joins its stem (commited:
# committed, `word_edits.spelled_otherwise`) is the slip's right word from this count on:
# the lowest bar at which none of 4,739 rare dictionary words taken out of the dictionary
# is rejected (`scripts/measure_spelled_otherwise.py`: 13 at 50, where the table's rarest
# words are counted; 104 of the fit split's misspellings caught at 100, 88 at 500).
SPELLED_OTHERWISE_COUNT = 100
# A four-letter word is a slip of a five-letter word this common with a letter dropped
# (`short_words.dropped_letter_candidate`).
SHORT_COMMON = 20_000

# -- the grounding guard and the writing check ----------------------------------------------
# A word this common is what a near miss meant: a word one edit away from it is its
# misspelling, which the grounding guard lets a rewrite fix or drop (`grounding.guard`).
MISSPELLED_NEAR = 100_000
# A lexicon term this common is also an everyday English word ("go", "spark"): it names a
# tool only when capitalised inside a sentence (`grounding.entities`).
EVERYDAY_WORD = 2_100
# A capitalised word written twice ("Chen Chen") is taken for a name, not a slip, unless it
# is this common (`checks.writing`).
REPEATED_WORD_SLIP = 10_000

"""Whether a line of prose is English (`english_line`), by how many of its lower-case words
the English word table holds.

The spelling model's thresholds are fitted against a false-flag budget counted on clean
English text (`scripts/fit_spelling_model.py`); a job posting written in German or Spanish
is no such text: every word of it the English dictionary lacks reads as a misspelling and
spends the budget that English CVs are meant to be measured by. A line most of whose
lower-case words no English list holds is another language's (or code's), so the fit
leaves it out of the clean text. Lower-case words only: capitalised ones are names and
products in English prose as much as elsewhere.
"""

from __future__ import annotations

from cvcoach.language.tokens import tokenize
from cvcoach.language.wordlist import word_table

# Lower-case words a line needs before its language is judged: fewer say too little (a
# heading of two words, a product's name and a verb).
MIN_WORDS = 4
# The share of a line's lower-case words the word table must hold, more than which it is
# English: a majority (English prose holds most of its words in the table; a German or
# Spanish line holds few beyond loan words and short words both languages spell alike).
ENGLISH_SHARE = 0.5


def english_line(text: str) -> bool:
    """False when `text` has `MIN_WORDS` lower-case words of two letters or more and the
    word table holds no more than `ENGLISH_SHARE` of them; True otherwise (too few words
    to tell). (One letter says nothing: y and a are words of both languages.)"""
    words = [w for t in tokenize(text) if len(w := t.text) > 1 and w.isalpha() and w.islower()]
    if len(words) < MIN_WORDS:
        return True
    table = word_table()
    return sum(w in table for w in words) > ENGLISH_SHARE * len(words)

"""A contraction written without its apostrophe (didnt, youre): the word table's spelling.

English contracts a verb or `not` onto the word before it with an apostrophe (`n't`,
`'re`, `'ve`, `'ll`, `'m`, `'d`); a writer who leaves the apostrophe out writes a string
the dictionary lacks, one letter short of a word it lists. The possessive `'s` is left
out: a word that lacks it is more often a plural (`companys` may mean companies).
"""

from __future__ import annotations

from cvcoach.language.wordlist import word_table

# The clitics of English contractions, as the word table writes them (grammar, not a list
# of words): the apostrophe goes back before them.
CLITICS = ("n't", "'re", "'ve", "'ll", "'m", "'d")


def restored_contraction(lower: str) -> str | None:
    """The contraction `lower` (a lower-case word the dictionary lacks) is with its
    apostrophe restored, when the word table lists it, else None."""
    if not lower.isalpha():
        return None
    table = word_table()
    for clitic in CLITICS:
        bare = clitic.replace("'", "")
        stem = lower[: -len(bare)]
        if lower.endswith(bare) and stem:
            written = stem + clitic
            if written in table:  # (the pronoun I is written with its capital)
                return "I" + written[1:] if written.startswith("i'") else written
    return None

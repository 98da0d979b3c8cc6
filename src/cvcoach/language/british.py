"""British spellings, and the American ones the dictionary lists for them.

The dictionary is American (`cvcoach.language.wordlist`); a CV may be British. A British
spelling is read as its American one (`behaviour` as behavior) only where English has it:
`respellings` for the spelling check's readings (`cvcoach.language.word_edits.readings`),
`american_spellings` for the word table, which gives an American spelling it lacks the
count of its British one.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterator

from cvcoach.language.affixes import PREFIXES, one_syllable_doubles

# British spellings, rewritten to the American ones the dictionary lists. Each is read only
# where English has it: -ise (tokenise) from any word, the doubled l (travelled) after one
# vowel and l (`_ENDS_IN_ONE_L`), and the closed families (colour, analyse, centre, licence,
# catalogue, programme) from a British root the dictionary lists, as it lists them all
# (so `chaptre` and `authour` are no British spellings of chapter and author).
_ROOT_LISTED, _ANY_WORD, _SINGLE_L = "root listed", "any word", "single l"
_OUR_ENDINGS = "s|ed|ing|er|ers|ite|ites|able|ably|ful|less|hood|hoods"
_BRITISH = [
    (re.compile(pattern), american, when)
    for pattern, american, when in [
        (rf"(?<=[a-z]{{2}})our(?=(?:{_OUR_ENDINGS})?$)", "or", _ROOT_LISTED),
        (r"is(?=(?:e|es|ed|ing|er|ers|able|ation|ations)$)", "iz", _ANY_WORD),
        (r"ys(?=(?:e|es|ed|ing)$)", "yz", _ROOT_LISTED),
        (r"tre(?=s?$)", "ter", _ROOT_LISTED),
        (r"ll(?=(?:ed|ing|er|ers)$)", "l", _SINGLE_L),
        (r"ence(?=s?$)", "ense", _ROOT_LISTED),
        (r"ogue(?=s?$)", "og", _ROOT_LISTED),
        (r"mme(?=s?$)", "m", _ROOT_LISTED),
    ]
]
# A word whose l British doubles before an ending: one vowel and l (travel, model, cancel),
# or the two vowels of fuel, dial, equal; not a long vowel (tool, mail) or a double l (bill).
# A word of one syllable (gel: gelled, `one_syllable_doubles`) doubles it in American spelling too.
_ENDS_IN_ONE_L = re.compile(r"(?:^|[^aeiou])[aeiou]l$|[iu][ae]l$")


def american_spellings(word: str, words: Container[str]) -> Iterator[str]:
    """`word` respelled the American way, if it is a British spelling (behaviour ->
    behavior, analyse -> analyze, travelled -> traveled). The British double l follows a
    word of `words` of two syllables or more ending in one vowel and l (travel, model);
    scheduller (schedule ends in -le), coolling (cool), callling (call) and gelled (gel:
    gelled in both) are no British spellings. The closed families need their British root
    in `words` (colour, centre): `chaptre` is no British chapter."""
    return (spelled for spelled, _ in respellings(word, words))


def respellings(word: str, words: Container[str]) -> Iterator[tuple[str, str]]:
    """(American spelling, the word with one l for a doubled l, else "") for `word`."""
    for pattern, american, when in _BRITISH:
        match = pattern.search(word)
        if match is None:
            continue
        spelled = word[: match.start()] + american + word[match.end() :]
        if when == _SINGLE_L:
            single = word[: match.start() + 1]
            if (
                single in words
                and _ENDS_IN_ONE_L.search(single)
                and not one_syllable_doubles(single)
            ):
                yield spelled, single
        elif when == _ANY_WORD or _listed_root(word[: match.end()], words):
            yield spelled, ""


def _listed_root(root: str, words: Container[str]) -> bool:
    """A British root in `words` (colour; analys: analyse), or after a prefix (unfavour)."""
    rests = [root[len(p) :] for p in PREFIXES if root.startswith(p) and len(root) - len(p) >= 4]
    return any(form in words or form + "e" in words for form in [root, *rests])

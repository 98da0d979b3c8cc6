"""What a word's shape and its place in a CV say: a name, a sentence's first word, a slip.

Capitalised words are often names, and a name is no typo. The spelling check asks this
module for the evidence: the word's shape (lower, title, upper, mixed), whether its capital
is only grammar (the first word of a sentence, a bullet, a clause after a colon), whether it
stands beside another unknown capitalised word (a run like "Sebastien Eustace"), and
whether the CV spells a term or name one slip away more often (`Harlod` where the CV says
"Harold" twice, or `Seveloper` where it says "Developer": `cv_slip`): rule 7 of the spelling
rules, a name spelled right elsewhere and wrong once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from itertools import pairwise

from cvcoach.language.tokens import Token, Vocabulary
from cvcoach.language.word_edits import VOWELS, edits1, is_slip, neighbouring_keys
from cvcoach.language.wordlist import word_table

_INITIAL_END = re.compile(r"(?:^|[^\w.])[A-Z]\.$")
_SENTENCE_END = tuple(".!?:;([{\"'*•·|–—-")
# Last letters whose loss is no slip for `cv_slip`: another form of the word, another name.
_NOT_DROPPED = frozenset("sdr") | VOWELS


def shape(word: str) -> str:
    """ "lower", "upper", "title" (Word) or "mixed" (GitHub, iOS)."""
    letters = word.replace("'", "")
    if letters.islower():
        return "lower"
    if letters.isupper():
        return "upper"
    if letters[:1].isupper() and letters[1:].islower():
        return "title"
    return "mixed"


def has_inner_capital(term: str) -> bool:
    """PyTorch, cuBLAS, GitHub: a capital after a lower-case letter."""
    return any(a.islower() and b.isupper() for a, b in pairwise(term))


def cased_like(suggestion: str, word: str) -> str:
    """Give a lower-case suggestion the case of the word it replaces; keep a term's own case."""
    if suggestion != suggestion.lower():
        return suggestion
    form = shape(word)
    if form == "upper":
        return suggestion.upper()
    if form in ("title", "mixed") and word[:1].isupper():
        return suggestion[:1].upper() + suggestion[1:]
    return suggestion


def sentence_start(text: str, start: int) -> bool:
    """True when the word at `start` opens the text, a sentence, a clause after a colon or
    a bullet: its capital letter is grammar, not a sign of a name."""
    end = start
    while end and text[end - 1].isspace():
        end -= 1
    if not end:
        return True
    before = text[max(0, end - 3) : end]  # all the tests below read (the whole text made
    if before[-1] == "." and _INITIAL_END.search(before):  # a long line quadratic)
        return False  # after an initial (J. Smith), not a sentence's end
    return before.endswith(_SENTENCE_END)


def capital_expected(text: str, tokens: list[Token], i: int) -> bool:
    """Whether the word at `tokens[i]` would be written with a capital: it opens a sentence,
    a clause or a bullet (not after a hyphen inside a word: Co-authored), or follows a
    capitalised word of a name or title (Tech Investment; not "We" opening a sentence,
    unless a capitalised word follows too: Software Engineer Intern)."""
    start = tokens[i].start
    if text[start - 1 : start] in ("-", "/") and text[start - 2 : start - 1].isalnum():
        return False
    if sentence_start(text, start):
        return True
    before = tokens[i - 1] if i else None
    return (
        before is not None
        and len(before.text) > 1
        and before.text[0].isupper()
        and text[before.end : start] == " "
        and (not sentence_start(text, before.start) or _capitalised_next(text, tokens, i))
    )


def capital_surely_due(text: str, tokens: list[Token], i: int) -> bool:
    """Whether the word at `tokens[i]` would surely be written with a capital: it opens a
    sentence, a clause or a bullet, or stands inside a run of capitalised words (Annual _
    Review; last after two of them: City Museum _). After one capitalised word alone
    a lower-case word is common (Python scripts, Acme builds)."""
    if not capital_expected(text, tokens, i):
        return False
    if sentence_start(text, tokens[i].start):
        return True
    if _capitalised_next(text, tokens, i):
        return not tokens[i + 1].text.isupper()  # an acronym follows any word: reliable ERP
    last = i + 1 == len(tokens) and i >= 2
    return (
        last
        and tokens[i - 2].text[:1].isupper()
        and text[tokens[i - 2].end : tokens[i - 1].start] == " "
    )


def _capitalised_next(text: str, tokens: list[Token], i: int) -> bool:
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    joined = after is not None and text[tokens[i].end : after.start] == " "
    return joined and after is not None and after.text[0].isupper()


def beside_a_name(
    text: str,
    tokens: list[Token],
    i: int,
    known: Callable[[str], bool],
    listed: Callable[[str], bool],
) -> bool:
    """A capitalised token next to an unknown capitalised word (Sebastien Eustace), or
    after an initial (P Lison, J. Tiedemann).

    `known(lower)` tells a dictionary word or a term from an unknown word; `listed(lower)`
    a first name or surname. A listed name that is also a word (Best, Senior, Will) is a
    name beside the token unless a word that is no name stands on the token's other side:
    in "Best Paper Award" and "Senior Software Engineer" it is a word.
    """
    if shape(tokens[i].text) != "title":
        return False
    near: dict[int, str] = {}  # the capitalised words joined to the token, by index
    for j in (i - 1, i + 1):
        if 0 <= j < len(tokens):
            (a, b) = sorted((i, j))
            between = text[tokens[a].end : tokens[b].start].strip()
            word = tokens[j].text
            if j < i and between in ("", ".") and len(word) == 1 and word.isupper():
                return True  # an initial
            if between == "" and shape(word) in ("title", "mixed"):
                near[j] = word.lower()
    if any(not known(lower) for lower in near.values()):
        return True
    names = [j for j, lower in near.items() if listed(lower)]
    return len(names) == 2 or (len(names) == 1 and len(near) == 1)


def cv_near_miss(
    word: str,
    vocabulary: Vocabulary,
    terms: dict[str, str],
    known: Callable[[str], bool],
    listed: Callable[[str], bool],
    *,
    beside_name: bool = False,
) -> str | None:
    """A term or name of this CV one slip from `word`, written elsewhere in the CV.

    - a lexicon term (`terms`: lower case -> canonical) the CV uses: `llvn` where it says LLVM;
    - a name the CV writes more often than `word` and at least twice: `Harlod` beside two
      "Harold"s. Ordinary dictionary words are left to the dictionary (`known`), unless a
      capitalised word meets a word the CV only writes capitalised (a name: Harold);
    - for a capitalised `word` of five letters or more, a capitalised word the CV writes as
      often, which the check knows or `listed` names while `word` is neither (`Harodl`
      beside one "Harold"): of two spellings, the one no list holds is the slip. Beside
      another name (`beside_name`) the other must be a word the check knows: a listed
      name is not enough, as two people's first names may be a slip apart (Bogdan, Bohdan);
    - for a capitalised `word` of six letters or more that is no listed name, with no
      name beside it, an English word the CV writes only in lower case, at least as often
      as `word` (`Sextnat` where it says "sextant"): the dictionary's bar for a capitalised
      word keeps rare words out, but the CV's own use of one is evidence enough;
    - for a lower-case `word` of five letters or more, a word the dictionary lacks but
      `known` accepts, written so in lower case at least as often as `word`
      (`microbatchnig` beside one "microbatching"); not for a plural or other ending of
      it (renderables beside renderable).
    """
    lower = word.lower()
    own = sum(vocabulary.forms(lower).values())
    strict = shape(word) != "lower"
    best: tuple[int, str] | None = None
    for edit in sorted(vocabulary.lower_words() & edits1(lower)):  # (ties: the first)
        forms = vocabulary.forms(edit)
        if not is_slip(lower, edit, strict=strict):
            continue
        total = sum(forms.values())
        if edit in terms:
            target = cased_like(terms[edit], word)  # (a lower-case term opening a sentence)
        elif not strict and total >= own and _cv_word(lower, edit, forms, known):
            target = edit  # microbatchnig beside microbatching: no dictionary word
        elif (
            strict
            and not beside_name
            and total >= own
            and _rare_word_of_cv(lower, edit, forms, known, listed)
        ):
            target = cased_like(edit, word)  # Sextnat beside "sextant"
        elif known(edit) and not (strict and all(f[:1].isupper() for f in forms)):
            continue  # ordinary words are the dictionary's business; Harold written so is a name
        else:
            written = max(forms, key=lambda f: (forms[f], f))
            twin = strict and total >= own and _known_twin(lower, edit, known, listed, beside_name)
            if written.islower() or not (twin or (total >= 2 and total > own)):
                continue
            target = written
        if best is None or total > best[0]:
            best = (total, target)
    return best[1] if best else None


def cv_slip(
    word: str,
    vocabulary: Vocabulary,
    known: Callable[[str], bool],
    *,
    bases: Collection[str] | None = None,
) -> str | None:
    """A word the CV writes more often than `word` (five letters or more), or as often and
    `known` to the check, one slip from it at an edge, where `is_slip` looks no further:

    - the first letter: a neighbouring key (`Seveloper` beside "Developer"), swapped with
      the second, or dropped (`ntern` beside "Intern");
    - the last letter: a consonant dropped (`Vexorin` beside "Vexoriny"), but not s, d or
      r, which make another form of the word (sdist, sdists; lemmatize, lemmatizer), nor a
      vowel, which makes another name (Eugen, Eugene);

    or, for a word read only as built from the `bases` given, one slip anywhere (`is_slip`:
    `anyhere`, any + here, beside "Anywhere"), but not another form of one of those
    bases (`preconditioner` beside "preconditioned"). Two unknown spellings written as
    often prove nothing (`xhoverformat`, `zhoverformat`: a family of names). A capitalised
    `word` needs the CV to write the other word capitalised. The correction is in `word`'s
    case where the CV writes both; a word `known` to the check is one whatever its case
    (`esign` beside "Design" is design: the capital went with the first letter only where
    one is due), and a name keeps the CV's spelling (`orvath` beside two "Zorvath"s).
    """
    lower = word.lower()
    if len(lower) < 5:
        return None
    own = sum(vocabulary.forms(lower).values())
    strict = shape(word) != "lower"
    inside = bases is not None  # a built word: a slip anywhere
    best: tuple[int, str] | None = None
    for edit in vocabulary.lower_words() & edits1(lower):
        slip = _edge_slip(lower, edit) or (inside and is_slip(lower, edit, strict=strict))
        if not slip or any(edit.startswith(base) for base in bases or ()):
            continue  # (another form of a base it is built from: no slip of it)
        forms = vocabulary.forms(edit)
        total = sum(forms.values())
        same = {f: n for f, n in forms.items() if f[:1].isupper() == word[:1].isupper()}
        if total < own or (total == own and not known(edit)) or (strict and not same):
            continue
        pool = same or forms
        written = max(pool, key=lambda f: (pool[f], f))
        if not same and known(edit):
            written = edit  # esign beside Design: a word, in lower case like `word`
        if best is None or total > best[0]:
            best = (total, cased_like(written, word))
    return best[1] if best else None


def _edge_slip(lower: str, edit: str) -> bool:
    """`cv_slip`'s slips at the first or last letter of `edit` (both lower case)."""
    if len(lower) == len(edit):
        if lower[1:] == edit[1:]:
            return neighbouring_keys(lower[0], edit[0])
        return lower[2:] == edit[2:] and lower[:2] == edit[1::-1]
    if len(lower) + 1 != len(edit):
        return False
    return edit[1:] == lower or (edit[:-1] == lower and edit[-1] not in _NOT_DROPPED)


def handle_near_miss(word: str, vocabulary: Vocabulary) -> str | None:
    """A word of the CV's e-mail addresses, user names or links one plain slip from a
    capitalised `word` (`Vandermeeer` where the address is j.vandermeer@...): most often
    the owner's name, spelled right where it must be."""
    lower = word.lower()
    if len(lower) < 5 or not vocabulary.handles:
        return None
    near = sorted(vocabulary.handles & edits1(lower))
    return next((part for part in near if is_slip(lower, part, strict=True)), None)


def _known_twin(
    lower: str,
    edit: str,
    known: Callable[[str], bool],
    listed: Callable[[str], bool],
    beside_name: bool,
) -> bool:
    """`cv_near_miss`'s test for a capitalised word beside one other spelling of it."""
    if len(lower) < 5 or listed(lower):
        return False
    return known(edit) or (listed(edit) and not beside_name)


def _rare_word_of_cv(
    lower: str,
    edit: str,
    forms: dict[str, int],
    known: Callable[[str], bool],
    listed: Callable[[str], bool],
) -> bool:
    """`cv_near_miss`'s test for a capitalised word beside a word the CV writes only in
    lower case."""
    if len(lower) < 6 or listed(lower) or not all(f.islower() for f in forms):
        return False
    return known(edit)


def _cv_word(lower: str, edit: str, forms: dict[str, int], known: Callable[[str], bool]) -> bool:
    """`cv_near_miss`'s test for a lower-case word of the CV the dictionary lacks."""
    if len(lower) < 5 or edit not in forms or lower.startswith(edit) or edit in word_table():
        return False
    return known(edit)

"""How unlikely one typing slip is (`slip_cost`): two letters swapped, a letter doubled,
dropped, added beside a neighbouring key or typed for one, with what its place in the word
adds. A leaf that the rule-based candidates, the letter model and the word checks all
read, so that none of them imports another for it."""

from __future__ import annotations

from cvcoach.language.word_edits import VOWELS, neighbouring_keys


def slip_cost(typo: str, target: str) -> float | None:
    """How unlikely one slip turns `target` into `typo`, in powers of ten (None: no one slip)."""
    n, m = len(typo), len(target)
    first = next(
        (i for i, (a, b) in enumerate(zip(typo, target, strict=False)) if a != b), min(n, m)
    )
    if n == m:
        rest = [i for i in range(first + 1, n) if typo[i] != target[i]]
        if (
            rest == [first + 1]
            and typo[first] == target[first + 1]
            and typo[first + 1] == target[first]
        ):
            cost = 0.3  # two letters swapped
        elif rest:
            return None
        else:
            a, b = typo[first], target[first]
            cost = 0.5 if neighbouring_keys(a, b) else 1.2 if {a, b} <= VOWELS else 2.5
    elif n == m + 1:  # a letter added
        extra = typo[first]
        around = typo[first - 1 : first] + typo[first + 1 : first + 2]
        doubled = extra in around
        cost = 0.4 if doubled else 1.0 if any(neighbouring_keys(extra, c) for c in around) else 2.0
    elif n == m - 1:  # a letter dropped
        missing = target[first]
        cost = 0.3 if missing in target[first - 1 : first] + target[first + 1 : first + 2] else 0.6
    else:
        return None
    last = max(n, m) - 1  # the index of the last letter of the longer word
    if first == 0:  # the first letter: swapped with the second or a neighbouring key's is
        # a common slip (Wtream for Stream, Fatabase for Database)
        swapped = typo[1:2] == target[:1] or neighbouring_keys(typo[0], target[0])
        cost += 0.5 if n == m and swapped else 1.0
        if n > m and typo[0] != typo[1]:
            cost += 2.5  # a letter before a word is a prefix of a name more often: cprofile
    elif first == last and n != m:
        # an ending added or dropped may be another word (param/para); a doubled one is not
        cost += 0.3 if n > m and typo[-1] == typo[-2] else 0.8
    elif first == n - 1:
        cost += 0.3
    return cost

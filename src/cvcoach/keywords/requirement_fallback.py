"""Lists that ask, read by their own shape where no heading says what they are.

The reader sorts a posting's lines into sections by the headings it knows. A list under a
heading it does not know ("What you bring to Hooli", "Part 2", none at all) lands in an
`other` or `about` section, where only items that ask outright are kept. Real postings head
their requirement lists in ways no rule has seen, so a list is also judged by its items: when
enough of them are shaped like asks ("Experience with Kafka", "Ability to travel", "3+ years
of ...", "You have ..."), the list is a requirement list, and its other items ("Curiosity
and a love of puzzles") ask too. A list of duties or benefits does not pass: its items
rarely have that shape (and benefits are still left out item by item by `ignore_reason`).
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_candidate import asks_of_candidate
from cvcoach.inputs.posting_kinds import ignore_reason, is_requirement_shaped
from cvcoach.language.verbs import load_verb_forms
from cvcoach.model.role import PostingLine

# sections a list lands in when its heading is unknown or missing; a duty list's section
# too, which a requirement list runs on in when no heading parts them
_UNREAD = ("other", "about")
_RUNS_ON_FROM = ("responsibilities",)
TAIL_SHARE = 0.7  # the share of a duty list's tail that must be shaped like asks
MIN_ITEMS = 3  # a list this long at least: two items are too few to say what a list is
SHARE = 0.5  # the share of a list's items that must be shaped like asks

# words that open an ask though the verb table lists them ("Experience with Go", "Must have")
_NOT_DUTIES = frozenset({"experience", "must", "should", "can", "will", "have", "be", "possess"})


def _duty(text: str) -> bool:
    """True for an item that opens with what the hire will do, a verb's base or third
    person form ("Build ...", "Manages ..."): a duty list's item, whatever else it says."""
    first = re.match(r"[A-Za-z]+", text)
    if first is None:
        return False
    word = first.group(0).lower()
    if word in _NOT_DUTIES:
        return False
    if word == "responsible" or (word == "be" and text.lower().startswith("be responsible")):
        return True
    verbs = load_verb_forms()
    if word in verbs.by_gerund:  # "Building reports", not "Understanding of SQL"
        return not is_requirement_shaped(text)
    return word in verbs.by_base or word in verbs.by_third


# a field written as a list item ("Deadline: November 2", "Location: Remote"): a record of the
# posting, judged by its own label and shape, not by the list's
_FIELD_ITEM = re.compile(r"^[A-Z][\w&/' -]{0,30}:\s")


def _asks(text: str) -> bool:
    """True for an item shaped like an ask, no duty, and none that `ignore_reason` leaves
    out even in a requirement list (benefits, legal text, how to apply, questions)."""
    shaped = is_requirement_shaped(text) or asks_of_candidate(text)
    return shaped and not _duty(text) and ignore_reason(text, "requirements") is None


def asking_lists(lines: tuple[PostingLine, ...] | list[PostingLine]) -> set[int]:
    """The indexes of `lines` that are items of a list read as requirements by its shape: a
    run of at least `MIN_ITEMS` list items in an unread section (no paragraph between them),
    at least `SHARE` of them shaped like asks and fewer opening as duties; its duties and
    fields stay as they were (a duty list that runs on into the asks has no paragraph
    between them to end it)."""
    found: set[int] = set()
    run: list[int] = []
    sections = (*_UNREAD, *_RUNS_ON_FROM)
    for index in range(len(lines) + 1):
        line = lines[index] if index < len(lines) else None
        same = (
            line is not None
            and line.bullet
            and line.section in sections
            and (not run or lines[run[-1]].section == line.section)
        )
        if same:
            run.append(index)
            continue
        if run and lines[run[0]].section in _RUNS_ON_FROM:
            found.update(_asking_tail(lines, run))
        elif len(run) >= MIN_ITEMS:
            texts = [lines[i].text for i in run]
            asking = sum(_asks(t) for t in texts)
            duties = sum(_duty(t) for t in texts)
            if asking >= SHARE * len(texts) and duties < asking:
                found.update(
                    i for i in run if not (_FIELD_ITEM.match(lines[i].text) or _duty(lines[i].text))
                )
        run = [index] if line is not None and line.bullet and line.section in sections else []
    return found


def _asking_tail(lines: tuple[PostingLine, ...] | list[PostingLine], run: list[int]) -> list[int]:
    """The items after a duty list's last duty, when at least `MIN_ITEMS` of them follow it
    and `TAIL_SHARE` of those are shaped like asks: a requirement list run on into the duty
    list's section ("Monitor usage ..." then "2+ years in a product role", "You have ...")
    with no heading between them; else none."""
    duties = [k for k, i in enumerate(run) if _duty(lines[i].text)]
    if not duties:
        return []
    tail = [i for i in run[duties[-1] + 1 :] if not _FIELD_ITEM.match(lines[i].text)]
    asking = sum(_asks(lines[i].text) for i in tail)
    return tail if len(tail) >= MIN_ITEMS and asking >= TAIL_SHARE * len(tail) else []

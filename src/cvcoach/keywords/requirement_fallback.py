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

from collections.abc import Sequence

from cvcoach.keywords.requirement_item_forms import Form, form_of
from cvcoach.model.role import PostingLine, SectionKind

# sections a list lands in when its heading is unknown or missing; a duty list's, a benefit
# list's or an application's section too, which a requirement list runs on in when no heading
# parts them (the list starts in the section's own kind there)
_UNREAD = ("other", "about")
_STARTS_AS: dict[SectionKind, Form] = {
    "responsibilities": "duty",
    "benefits": "offer",
    "apply": "offer",
}
TAIL_SHARE = 0.7  # the share of asks a list run on from a section of another kind must hold
MIN_ITEMS = 3  # a list this long at least: two items are too few to say what a list is
SHARE = 0.5  # the share of a list's items that must be shaped like asks
# a list changes kind only where its items' forms change for more than one item: switching
# costs more than one item of the other form gains (see `list_kinds`)
SWITCH = 1.5
_KINDS: tuple[Form, ...] = ("ask", "duty", "offer")
_GAIN: dict[Form, dict[Form, float]] = {  # an item's form → what it adds to each kind
    "ask": {"ask": 1.0, "duty": -1.0, "offer": -1.0},
    "duty": {"ask": -1.0, "duty": 1.0, "offer": 0.0},
    "offer": {"ask": -1.0, "duty": 0.0, "offer": 1.0},
    # an item of no form goes with the list it is in; at a list's edge, with the one that
    # does not ask (a duty list's last item "SQL reports" is no ask)
    "neutral": {"ask": -0.1, "duty": 0.0, "offer": 0.0},
}


def list_kinds(forms: Sequence[Form], start: Form | None = None) -> list[Form]:
    """The kind of list each item of a run belongs to: the sequence of kinds that agrees
    best with the items' forms, a change of kind costing `SWITCH` (so one duty inside a list
    of asks does not cut it, but a duty list followed by a list of asks, with no heading
    between them, is read as two lists). `start`: the kind the run's section says it opens
    with; any kind when None."""
    if not forms:
        return []
    score = {k: (0.0 if start in (None, k) else -SWITCH) + _GAIN[forms[0]][k] for k in _KINDS}
    back: list[dict[Form, Form]] = []
    for form in forms[1:]:
        step: dict[Form, Form] = {}
        new: dict[Form, float] = {}
        for kind in _KINDS:
            prev = max(_KINDS, key=lambda p: score[p] - (0.0 if p == kind else SWITCH))
            step[kind] = prev
            new[kind] = score[prev] - (0.0 if prev == kind else SWITCH) + _GAIN[form][kind]
        back.append(step)
        score = new
    kind = max(_KINDS, key=lambda k: score[k])
    kinds = [kind]
    for step in reversed(back):
        kind = step[kind]
        kinds.append(kind)
    return kinds[::-1]


def _asking_items(forms: Sequence[Form], kinds: Sequence[Form], share: float) -> list[int]:
    """The positions read as requirements: in each stretch of kind "ask" of at least
    `MIN_ITEMS` items, at least `share` of them asks and more asks than duties, the items
    that are not duties or the employer's (a field, a benefit, "We offer ...")."""
    found: list[int] = []
    start = 0
    for end in range(1, len(kinds) + 1):
        if end < len(kinds) and kinds[end] == kinds[start]:
            continue
        if kinds[start] == "ask" and end - start >= MIN_ITEMS:
            part = forms[start:end]
            asking = part.count("ask")
            if asking >= share * len(part) and part.count("duty") < asking:
                found += [start + k for k, f in enumerate(part) if f in ("ask", "neutral")]
        start = end
    return found


def asking_lists(lines: Sequence[PostingLine]) -> set[int]:
    """The indexes of `lines` that are items of a list read as requirements by its shape: a
    run of list items in an unread section (or one of another kind, `_STARTS_AS`), with no
    paragraph between them, cut into lists by their items' forms (`list_kinds`); the items
    of each list of asks long and ask-shaped enough (`_asking_items`)."""
    found: set[int] = set()
    sections = (*_UNREAD, *_STARTS_AS)
    run: list[int] = []
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
        if run:
            found.update(_read_run(lines, run))
        run = [index] if line is not None and line.bullet and line.section in sections else []
    return found


def _read_run(lines: Sequence[PostingLine], run: list[int]) -> list[int]:
    """The items of one run of list items that are read as requirements."""
    start = _STARTS_AS.get(lines[run[0]].section)
    if start is None and len(run) < MIN_ITEMS:
        return []
    forms = [form_of(lines[i].text) for i in run]
    kinds = list_kinds(forms, start)
    share = SHARE if start is None else TAIL_SHARE
    return [run[k] for k in _asking_items(forms, kinds, share)]

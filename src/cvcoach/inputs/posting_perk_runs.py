"""List items that stand among a list's benefits, and page buttons, read as asking nothing.

A posting whose benefits list lost its heading (a page's markup ran "Benefits" into the last
requirement) reads as one long requirement list. The items that name a benefit outright
("401k with matching", "Paid time off") are caught by their words; their neighbours in the
same list ("Medical and dental cover paid in full", "Hybrid + flexible schedules") are
benefits too, though no word says so: in a requirement list, a run of items that ask nothing
requirement-shaped and hold at least two named benefits is read as benefits. The run stops
at any item that asks something, so a requirement list with one perk in it keeps its
requirements.

A share button's label copied with the page ("Share", "Tweet", "Pin it") asks nothing either.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cvcoach.inputs.posting_candidate import asks_of_candidate
from cvcoach.inputs.posting_kinds import ignore_reason, is_requirement_shaped
from cvcoach.model.role import PostingLine, SectionKind

_BENEFIT_REASON = "pay or benefits"

# a social button's label: "Share", "Tweet", "Share on LinkedIn", "Pin it", "Email this job"
_BUTTON = re.compile(
    r"^\W*(?:share(?: (?:on|via) \w+| this(?: job| post(?:ing)?)?)?|tweet(?: this)?|pin it|"
    r"like|print(?: this(?: job| page)?)?|e-?mail (?:this|to a friend)(?: job)?)\W*$",
    re.I,
)


def is_page_button(text: str) -> bool:
    """True for the label of a share or print button copied with the page."""
    return _BUTTON.match(text) is not None


def perk_run(lines: Sequence[PostingLine], sections: Sequence[SectionKind]) -> set[int]:
    """Indexes of a requirement list's items read as benefits by the run they stand in (see
    the module doc): a run of consecutive items of one requirement list, none of them asking
    anything, holding at least two items that name a benefit outright; `sections` gives each
    line's section as the caller reads it."""
    found: set[int] = set()
    run: list[int] = []
    perks = 0
    for i, line in enumerate([*lines, None]):
        joins = (
            line is not None
            and line.bullet
            and sections[i] in ("requirements", "nice")
            and (not run or sections[run[-1]] == sections[i])
        )
        named = joins and line is not None and _names_a_perk(line.text, sections[i])
        if joins and line is not None and (named or not _asks(line.text)):
            run.append(i)
            perks += named
            continue
        if perks >= _PERKS_IN_RUN:
            found.update(j for j in run if not _names_a_perk(lines[j].text, sections[j]))
        run, perks = [], 0
        if joins and line is not None:  # an asking item ends the run; the next may start one
            continue
    return found


_PERKS_IN_RUN = 2


def _names_a_perk(text: str, section: SectionKind) -> bool:
    return ignore_reason(text, section, bullet=True) == _BENEFIT_REASON


def _asks(text: str) -> bool:
    return is_requirement_shaped(text) or asks_of_candidate(text)

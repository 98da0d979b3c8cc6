"""The facts a CV sentence states: quantities (numbers, money, dates...) and named entities.

The grounding guard (`cvcoach.guard`) refuses any rewrite that states a fact the CV does
not; these modules find those facts and put them in a form that compares across spellings:
"1,200" == "1.2k" == "twelve hundred" by value, "GPUs" == "GPU", "PyTorch's" == "pytorch".
The word-level rules (what is a name, what is English, what is a title) live with them, so
that the guard and its tests share one definition.

This module gathers their public names in one place:
- `cvcoach.markup`: `strip_markup`, the markup, URLs and citations no fact is read from.
- `cvcoach.quantities`: `Quantity`, `KINDS`, `extract_quantities`, `supports`, `restates`,
  `month_number`.
- `cvcoach.entities`: `Mention`, `Part`, `scan_entities`, `extract_entities`, `tokens`,
  `normalise_entity`, `title_key`, `initials`, `HONORIFICS`.
- `cvcoach.word_rules`: `englishish`, `crude_stem`, `edit_distance`, `typo_limit`.
"""

from cvcoach.entities import (
    HONORIFICS,
    Mention,
    Part,
    extract_entities,
    initials,
    normalise_entity,
    scan_entities,
    title_key,
    tokens,
)
from cvcoach.markup import strip_markup
from cvcoach.quantities import (
    KINDS,
    Quantity,
    extract_quantities,
    month_number,
    restates,
    supports,
)
from cvcoach.word_rules import crude_stem, edit_distance, englishish, typo_limit

__all__ = [
    "HONORIFICS",
    "KINDS",
    "Mention",
    "Part",
    "Quantity",
    "crude_stem",
    "edit_distance",
    "englishish",
    "extract_entities",
    "extract_quantities",
    "initials",
    "month_number",
    "normalise_entity",
    "restates",
    "scan_entities",
    "strip_markup",
    "supports",
    "title_key",
    "tokens",
    "typo_limit",
]

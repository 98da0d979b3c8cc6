"""A posting that opens with its employer's name and postal address, as a letter does.

"Initech Ltd / 12 High Street / Springfield / SP1 2AB" above the title names the employer on
its first line; the lines under it are where the employer is, never a company nor the title.
`address_block` finds such an opening (a name, then at least one line shaped as a street, a
unit, a post office box or a postal code, within the first lines) and gives the name and the
number of lines the block takes.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_names import is_name
from cvcoach.inputs.posting_words import names_a_role

# a street line ("12 High Street", "Unit 4, Riverside Park", "PO Box 12", "Suite 201")
_STREET = re.compile(
    r"^(?:\d+[A-Za-z]?,?\s+(?:[A-Z][\w'’.-]*\s+){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|"
    r"drive|dr|way|place|pl|close|court|ct|boulevard|blvd|crescent|terrace|square|parade|"
    r"row|hill|park|gardens)\b\.?|(?:unit|suite|floor|p\.?\s?o\.? box|building)\s+\w+)",
    re.I,
)
# a postal code alone or after a town: UK ("SP1 2AB"), US ZIP ("Springfield, IL 62701"),
# Canadian ("K1A 0B1")
_POSTCODE = re.compile(
    r"(?:^|[\s,])(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]{2}\s+\d{5}(?:-\d{4})?|"
    r"[A-Z]\d[A-Z]\s?\d[A-Z]\d)\s*$"
)
_MAX_LINES = 6


def address_block(text: str) -> tuple[str, int] | None:
    """(the employer's name, how many lines its address block takes) for a text that opens
    with one (module doc), else None."""
    lines = text.lstrip("\n").split("\n")
    head = []
    for line in lines[:_MAX_LINES]:
        if not line.strip():
            break
        head.append(line.strip())
    if len(head) < 2:
        return None
    name, rest = head[0], head[1:]
    if not is_name(name) or names_a_role(name, plural=False) or _STREET.match(name):
        return None
    if not any(_STREET.match(line) or _POSTCODE.search(line) for line in rest):
        return None
    if any(len(line.split()) > 8 or line.endswith(".") for line in rest):
        return None  # prose, not an address
    skipped = len(text) - len(text.lstrip("\n"))
    return name, text[:skipped].count("\n") + len(head)

"""An institution a notice calls only by its kind ("The University offers a competitive
salary"), named by the initials its own web address is made of (`kind_by_initials`).

A university's or a hospital's notice is written inside the institution: it says "the
University" throughout, and its name is in the letterhead the copy lost. Its site and mailboxes
keep it in their domain, which is the name's initials ("www.ur.ac" for a "University of
Ruritania"): the kind gives the first letter, and the place the posting writes (its address,
"Private Bag 12, Ruritania") gives the rest. The name is read so only when every letter after
the kind's is the initial of a place the posting writes, and an institution is named after its
place as "<Kind> of <Place>"; any other domain, or a place the posting does not write, gives
nothing.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_employer_signs import BARE_KIND
from cvcoach.inputs.posting_words import is_place

__all__ = ["kind_by_initials"]

# a site or a mailbox: "www.ur.ac", "https://ur.ac.rt", "hr@mail.ur.ac.rt" (the labels of the host)
_HOST = re.compile(r"(?:@|\bwww\.|https?://)((?:[a-z0-9-]+\.)+[a-z]{2,})", re.I)
_CAPITALISED = re.compile(r"\b[A-Z][a-z]{3,}\b")


def kind_by_initials(text: str) -> str | None:
    """ "<Kind> of <Place>" for a notice that names its employer only as its kind, when a
    domain of the posting is that name's initials (the module doc); else None."""
    kinds = {m.group(1) for m in BARE_KIND.finditer(text)}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    places = [w for w in dict.fromkeys(_CAPITALISED.findall(text)) if is_place(w)]
    for host in _HOST.findall(text):
        for label in host.lower().split(".")[:-1]:
            if len(label) != 2 or label[0] != kind[0].lower():
                continue
            named = [p for p in places if p[0].lower() == label[1]]
            if len(named) == 1:
                return f"{kind} of {named[0]}"
    return None

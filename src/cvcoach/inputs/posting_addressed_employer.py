"""The employer a sentence addressing the post's holder names: `addressed_employer`.

"As Finance Manager for Initech Foundation you will ..." and "As a Data Engineer at Hooli,
you'll ..." speak to the person hired about the post they will hold: the organisation the
post is "at" or "for" is the employer. Read only where the header and the usual employer
signs named none; an organisation named in any other sentence (a partner, a client, a
funder) is not taken.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_employer_signs import NAME
from cvcoach.inputs.posting_words import names_a_role

_ADDRESSED = re.compile(
    r"(?:^\s*|[.!?]\s+)As (?:an? |our |the )?"
    r"(?P<role>[A-Z][\w&/-]*(?: (?:of|and|&|[A-Z][\w&/-]*)){0,5}) (?:at|for|with) (?:the )?"
    rf"{NAME}(?: \([A-Z]{{2,6}}\))?,? you(?:['’]ll| will| would)\b",
    re.M,
)


def addressed_employer(text: str) -> str | None:
    """The organisation of the first "As <Post> at/for <Organisation>, you will" sentence
    whose post names a role; None when no such sentence."""
    for match in _ADDRESSED.finditer(text):
        if names_a_role(match["role"], plural=False):
            return match.group(2).strip()
    return None

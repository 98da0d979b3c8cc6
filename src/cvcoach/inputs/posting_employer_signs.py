"""Sentences that place the job at its employer, as research and public postings name it when
no sentence says "Acme is hiring": "We are located at the Globex Institute (GI)", "Our lab is
based at Hooli University", "join our team at the Northwind Institute".

A lab, a group or a centre posts its own openings and writes its own name in every sentence
("The Doe Lab is a genomics lab ..."); the organisation that employs it is named once, where
the posting says where the team is. Such a place is an employer only when its name is an
institution's (it ends in Institute, University, College, Hospital, ... or opens with one:
"University of Springfield"): "We are based in Springfield" names a town, "We are located at
123 Main Street" an address. "Join our team at X" names the employer whatever X's words are
("join our team at the Globex to tackle ..."), a capitalised name after "team at" being no
place of work in English but an organisation; a name that is a place ("at Springfield") is
left to the readings of places.
"""

from __future__ import annotations

import re

__all__ = ["PLACED_AT"]

_WORD = r"[A-Z][\w&.'’-]*"
_KIND = (
    r"(?:Institute|University|College|Hospital|Laboratory|Laboratories|Center|Centre|"
    r"Foundation|School|Museum|Library|Observatory|Clinic)"
)
# "Translational Globex Institute", "Hooli University Hospital", "University of Springfield",
# "Globex Institute of Technology": up to five capitalised words ending in a kind of
# institution, or a kind opening the name before "of" and its place
_INSTITUTION_NAME = (
    rf"((?:(?:{_WORD}|&|of|and|for) ){{0,5}}{_KIND}(?: (?:of|for)(?: (?:the )?{_WORD}){{1,4}})?)"
)
_TEAM = r"(?:lab|laboratory|group|team|office|centre|center|unit|department|programme|program)"
PLACED_AT = (
    # "We are located at the Globex Institute (GI)", "Our lab is based at Hooli University",
    # "The group is housed within the Northwind Institute of Technology"
    re.compile(
        rf"\b(?:[Ww]e are|[Oo]ur {_TEAM} is|[Tt]he {_TEAM} is|[Ww]e['’]re) (?:physically )?"
        rf"(?:located|based|housed|hosted|situated) (?:at|within|in) (?:the )?"
        rf"{_INSTITUTION_NAME}"
    ),
    # "to join our team at the Globex to tackle ...", "join the research team at Hooli Health"
    re.compile(
        rf"\b[Jj]oin(?:ing)? (?:our|the) (?:[a-z-]+ ){{0,2}}?team at (?:the )?"
        rf"({_WORD}(?: (?:&|of|and|for|{_WORD})){{0,5}})"
    ),
)

"""Sentences that name the employer where no sentence says "Acme is hiring": where the job is
placed ("We are located at the Globex Institute (GI)", "join our team at the Globex"), the
employer's own equal-opportunity notice in its several wordings, a subsidiary's parent named
beside it ("Initech, a Globex company,"), a unit at its institution ("The Department of Biology
at Globex University seeks", "Die Arbeitsgruppe X an der Hochschule Hooli sucht"), an opening
a name "has"; and, weaker, a page's copyright footer.
`in_full` gives a kind of body the prose writes alone ("The Foundation seeks") the name the
prose writes it in ("the Northwind Foundation").

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

from cvcoach.inputs.posting_words import is_place

__all__ = ["BARE_KIND", "EMPLOYER_SIGNS", "NAME", "STATED_SIGNS", "in_full"]

# a name opens with a capital, or is a brand in camel case that opens in lower case
# ("rOpenSci", "eBay", "iFixit")
NAME = r"((?:[A-Z]|[a-z]{1,2}(?=[A-Z]))[\w&.'’-]*(?: (?:&|of|and|for|[A-Z][\w&.'’-]*)){0,5})"
# a name whose words hold no period: a footer's "Hooli Labs. All rights reserved."
_PLAIN_NAME = r"([A-Z][\w&'’-]*(?: (?:&|of|and|for|[A-Z][\w&'’-]*)){0,5})"

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
# an institution by a kind among its words, as English and German name universities, colleges
# and hospitals ("Globex University", "Hochschule Hooli-Stadt", "Technische Universität
# Springfield", "Institut für Globex")
_ANY_INSTITUTION = (
    r"((?:[A-Z][\w&'’-]* ){0,3}(?:Hochschule|Fachhochschule|Universität|Institut|Klinikum|"
    r"University|College|Institute|Hospital)(?: (?:(?:of|for|für|der) )?[A-Z][\w&'’-]*){0,3})"
)
# a notice's own employer written as its kind alone ("The University offers a competitive
# salary", "The Hospital invites applications")
BARE_KIND = re.compile(
    r"(?:^|(?<=[.!?:*] )|(?<=\n))The (University|College|Institute|Hospital|Foundation|"
    r"Trust|Museum|Library|Council|Society) (?:offers|provides|invites|welcomes|reserves|seeks)\b"
)
_TEAM = r"(?:lab|laboratory|group|team|office|centre|center|unit|department|programme|program)"
EMPLOYER_SIGNS = (
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
    # the employer's notice: "As an equal opportunity employer, Globex welcomes ...",
    # "Globex provides equal employment opportunities", "Globex is committed to equal
    # opportunity", "Globex is proud to be an equal opportunity employer", "Globex is an Equal
    # Employment Opportunity employer"
    re.compile(
        r"\bAs an? (?:equal (?:employment )?opportunit(?:y|ies)|EEO)[^,.]{0,60}? employer,? "
        rf"(?:the )?{NAME},? (?:is|does|will|welcomes|encourages|values|provides|considers|"
        r"seeks|celebrates|prohibits|makes|ensures|invites)\b"
    ),
    re.compile(
        rf"(?:^|[.!?] |\bThe ){NAME} (?:(?:is (?:committed|dedicated) to|provides|offers|"
        r"affords)(?: providing)? equal (?:employment )?opportunit|is proud to be an? "
        r"(?i:equal|EEO)|is an? (?i:equal employment opportunity|affirmative action))",
        re.M,
    ),
    # "Initech, a Globex company, builds ...", "Initech, a subsidiary of Globex, ...": the
    # subsidiary that posts, not its parent
    re.compile(
        rf"(?:^|[.!?] ){NAME}, (?:an? (?:[A-Z][\w&.'’-]* ){{1,4}}(?:company|brand|business)\b|"
        r"(?:an? )?(?:subsidiary|division|member|part) of\b)",
        re.M,
    ),
    # "The Department of Biology at Globex University seeks a technician", "The Faculty of
    # Law of the University of Ruritania invites applications": the institution
    re.compile(
        r"\b[Tt]he (?:Department|School|Faculty|Division|Centre|Center|Institute|Laboratory|"
        r"Lab|Office|Program|Programme) (?:of|for) [A-Z][\w&'’-]*(?: (?:and|&|of) "
        rf"[A-Z][\w&'’-]*| [A-Z][\w&'’-]*){{0,4}} (?:at|of) (?:the )?{_INSTITUTION_NAME},? "
        r"(?:seeks|is (?:seeking|hiring|recruiting|looking)|invites|has)\b"
    ),
    # the institution a hiring unit sits at, before the verb that hires: "The robotics group
    # at Globex University is hiring", "Die Forschungsgruppe X an der Hochschule Hooli sucht"
    re.compile(
        rf"\b(?:an der|an dem|am|at(?: the)?) {_ANY_INSTITUTION},? (?:sucht|suchen|seeks|"
        r"is (?:seeking|hiring|recruiting|looking))\b"
    ),
    # a notice's own employer written as its kind alone, named as `in_full` finds it
    BARE_KIND,
    # "Springfield General Hospital has an opening for a staff nurse"
    re.compile(
        rf"(?:^|[.!?] |\bThe ){NAME} has (?:an? )?(?:immediate |new )?(?:opening|vacanc)",
        re.M,
    ),
)
# weaker: a page's own footer names who holds its copyright ("© 2024 Hooli Labs."), which
# may be a board's or an agency's page rather than the employer's
STATED_SIGNS = (
    re.compile(
        r"(?:©|&copy;|\([Cc]\)|\bCopyright)(?: ©| \([Cc]\))? ?"
        rf"(?:\d{{4}}(?:\s*[-–]\s*\d{{4}})?,? )?(?:by )?(?:the )?{_PLAIN_NAME}"
    ),
)
# the kinds of body a posting writes alone for its own name ("The Foundation seeks", "the
# University's policies")
_KINDS = frozenset(
    [
        "foundation",
        "university",
        "college",
        "institute",
        "hospital",
        "trust",
        "society",
        "museum",
        "library",
        "centre",
        "center",
        "laboratory",
        "school",
        "council",
        "authority",
        "agency",
    ]
)


def in_full(name: str, prose: str) -> str | None:
    """A kind of body written alone ("Foundation") as the prose names it in full, the name
    ending in that kind it writes most often ("the Northwind Foundation"); None when the
    name is no bare kind or the prose never writes it in full."""
    if name.lower() not in _KINDS:
        return None
    full = re.findall(rf"\b((?:[A-Z][\w&'’-]* (?:(?:of|for|and|&) )?){{1,4}}){name}\b", prose)
    bare = (re.sub(r"^(?:(?:The|Our|This|A|An|At|In|Join) )+", "", f) for f in full)
    names = [f"{b}{name}" for b in bare if b and b.split()[0] not in ("of", "for", "and", "&")]
    names += _kind_of_place(name, prose)
    return max(names, key=names.count) if names else None


def _kind_of_place(name: str, prose: str) -> list[str]:
    """The names that open with the kind and then its place ("University of Ruritania",
    "University of New Mexico"): the longest run of capitalised words after "of" that is a
    place, else its first word ("University of Ruritania Private Bag" is an address's
    run-on)."""
    found = []
    for match in re.finditer(
        rf"\b{name} (of|for) (the )?((?:[A-Z][\w'’-]*)(?: [A-Z][\w'’-]*){{0,2}})", prose
    ):
        words = match.group(3).split()
        run = next(
            (words[:n] for n in range(len(words), 1, -1) if is_place(" ".join(words[:n]))),
            words[:1],
        )
        found.append(f"{name} {match.group(1)} {match.group(2) or ''}{' '.join(run)}")
    return found

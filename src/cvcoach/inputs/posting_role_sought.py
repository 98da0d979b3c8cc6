"""The role a posting says it hires for, in its prose and its title.

`names_the_role_sought` tells a sentence that only names the role ("We are looking for a
skilled Web Developer to join our team.") from one that asks something of the person: the
first is a summary of the posting, never a requirement. `announced_role` reads a title
written as an announcement ("We're hiring a community manager!"), `role_in_prose` the role a
sentence of the prose names ("Acme is looking for a part-time Executive Director who...").
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import agent_noun, names_a_role

# "We are looking for a skilled Web Developer to join our team.", "Acme is hiring a Data
# Engineer.": a sentence that names the role sought and says nothing of the person beyond
# adjectives; what follows the role may only say where or what for ("to join", "who will").
_ROLE_SOUGHT = re.compile(
    r"^[^.!?]{0,80}?\b(?:(?:we(?:['’]re| are)|is|are) (?:currently )?(?:looking for|seeking|"
    r"searching for|hiring(?: for)?|recruiting)|we (?:currently )?seek) "
    r"(?:an? |our (?:next |new )?)?(?P<role>[^.,;:!?()]{2,80}?)"
    r"(?: (?:to (?:join|help|lead|work|be|support)|who will|for (?:our|the|a)|in our|on our|"
    r"at [A-Z])\b[^.!?]*)?[.!]?$",
    re.I,
)
# what a role phrase may not hold for its sentence to be only a summary: the person's
# experience, years, degree or skills ("a Financial Manager with 5+ years experience")
_SAYS_MORE = re.compile(
    r"\b(?:with|who (?:has|have|is|are|can|knows?|brings?)|experience|years?|degree|"
    r"skills?|background|knowledge)\b",
    re.I,
)


def names_the_role_sought(text: str) -> bool:
    """True for a sentence that only names the role a posting hires for ("We are looking
    for a skilled Web Developer to join our team."): a summary of the posting, no
    requirement, whatever section it stands in."""
    # a capitalised parenthesis names the role again or its grade ("an experienced Software
    # Developer (Senior Programmer/Analyst, Grade 9)"), no more of the person
    found = _ROLE_SOUGHT.match(re.sub(r"\s*\([A-Z][^()]*\)", "", text).strip())
    if found is None:
        return False
    role = found.group("role")
    return names_a_role(role) and _SAYS_MORE.search(role) is None


# A title written as an announcement: "We're hiring a community manager!", "Hiring our next
# Community Manager", "Now hiring: Data Engineer", "NOW HIRING - Postdoc in ecology"; the role
# is what it announces.
_ANNOUNCES = re.compile(
    r"^(?:we(?:['’]re| are) |now |(?:we )?are )?(?:hiring|recruiting|looking for|seeking)"
    r"(?: for)?(?::|\s+[-–—])?\s+"
    r"(?:an? |our (?:next |new )?|the )?(?P<role>[^!.?]{2,80}?)\s*[!.]*$|"
    # "Serve Your City: Be our Neighborhood Services Engineer", "Become our next Controller"
    r"^(?:[^:!?]{2,40}[:!]\s+)?(?:be|become) (?:our|the) (?:next |new )?(?P<be>[^!.?]{2,80}?)"
    r"\s*[!.]*$|"
    # "Vacancy for a data steward", "Opening for a Finance Officer"
    r"^(?:job |new )?(?:vacancy|vacancies|opening|opportunity|position) for (?:an? |our |the )?"
    r"(?P<for>[^!.?]{2,80}?)\s*[!.]*$|"
    # the post's label before a colon: "Job Vacancy-2 (Two) Voluntary Position : FIELD
    # OFFICER", "Open Position: Data Engineer" (not "... at Initech": a company follows)
    r"^(?:[^:]{0,50}\s)?(?:vacancy|vacancies|position|opening|post)\s*:\s+"
    r"(?P<label>(?:(?!\s(?:at|@|-|–|—|\|)\s)[^!.?:()])+?)\s*[!.]*$",
    re.I,
)


# what an announcement says after the role: where or what for ("a developer to help us build
# Widgetron", "a designer who will lead ...", "an editor for our newsroom"), no part of its name
_PURPOSE = re.compile(
    r"\s+(?:to (?:join|help|lead|work|be|support|build|run|grow|make)|who (?:will|can|loves?)|"
    r"that will|for (?:our|the|a|an|us)|in our|on our|with (?:us|our|the))\b.*$",
    re.I,
)


def announced_role(line: str) -> str | None:
    """The role a title written as an announcement names, without what it says the hire is
    for ("We're looking for a developer to help us build Widgetron": developer), or None."""
    announced = _ANNOUNCES.match(line)
    role = announced and (
        announced.group("role") or announced.group("be") or announced["for"] or announced["label"]
    )
    role = role and (_PURPOSE.sub("", role) or role)
    return role.strip(" _*") if role and names_a_role(role) else None


# "Acme is looking for a part-time Executive Director (ED) who will ...": the role a sentence
# of the prose says the employer hires, in capitals as a role's name is written; "Acme
# seeks an experienced Payroll Officer for ...", the verb in the present simple, too.
_HIRES = re.compile(
    r"(?:(?:\b(?:is|are)|['’]re) (?:looking for|seeking|hiring|recruiting)|\b(?:seeks|hires)) "
    r"(?:an? |our (?:next |new )?)"
    r"(?:(?:full|part)[- ]time |new |experienced |talented )*"  # "a Sr. Product Manager"
    r"(?P<title>[A-Z][\w&/-]*\.?(?: (?:of |and |& )?[A-Z][\w&/-]*){0,5})"
)


# "Apply to the ShareSF Coordinator position": the role the apply line names
_APPLY_TO = re.compile(
    r"\b[Aa]pply (?:to|for) (?:the|this|our) "
    r"(?P<title>[A-Z][\w&/-]*(?: (?:of |and |& )?[A-Z][\w&/-]*){0,5}) (?:position|role|opening)\b"
)


def role_in_prose(text: str) -> str | None:
    """The role the prose says is hired for ("is looking for a part-time Executive
    Director (ED) who...": Executive Director; "Apply to the Data Curator position"), or
    None."""
    prose = re.sub(r"\s+", " ", text)
    for found in (*_HIRES.finditer(prose), *_APPLY_TO.finditer(prose)):
        title = found.group("title").strip()
        if names_a_role(title):
            return title
    return None


# "We at Acme are looking for a developer to join our team", "Acme is hiring an open source
# web developer", "We're hiring a senior developer": the role in lower case, up to its head noun
_HIRES_LOWER = re.compile(
    # a headline drops the verb's auxiliary: "Fast growing SaaS company looking for a ..."
    r"(?:(?:\b(?:is|are)|['’]re|\b(?:company|team|startup|studio|agency|lab)) "
    r"(?:currently |now )?(?:looking for|seeking|hiring|recruiting) "
    # "We wish to appoint a programmer to join ...", "we would like to recruit a ..."
    r"|\b(?:wish(?:es)?|want(?:s)?|would like|seeks?|aims?|hopes?) to (?:appoint|recruit|hire) )"
    r"(?:an? |our (?:next |new )?)(?:(?:full|part)[- ]time |new )?"
    # praise before the role is no part of its name: "a superb senior back-end developer"
    r"(?:(?:additional|another|superb|talented|passionate|motivated|great|exceptional|outstanding|brilliant|"
    r"amazing|awesome|dedicated|driven|enthusiastic|proactive|skilled|experienced|"
    r"highly[- ]motivated),? (?:and )?)*"
    r"(?P<role>[A-Za-z][\w/&+-]*(?: (?!(?:to|with|who|for|that|based)\b)[\w/&+-]+){0,6})",
    re.M,
)
_SMALL_WORDS = frozenset(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with"])


def _up_to_head(phrase: str) -> str | None:
    """The phrase up to its last job-title noun ("web developer" of "web developer in
    London"), or None when it has none."""
    words = phrase.split()
    while words and not (names_a_role(words[-1]) and words[-1].lower() not in _SMALL_WORDS):
        words.pop()
    return " ".join(words) or None


def role_phrase_in_prose(text: str) -> str | None:
    """The role the prose says is hired for when it writes it in lower case ("We at Acme
    are looking for a developer to join our team": Developer), in title case. A phrase of
    alternatives ("a backend or full stack Rails developer") is a description, not the
    title: another phrase of the prose is taken before it ("a Rails developer with:")."""
    prose = re.sub(r"[ \t]*\n[ \t]*(?=[a-z])", " ", text)
    found = [r for m in _HIRES_LOWER.finditer(prose) if (r := _up_to_head(m.group("role")))]
    if not found:
        return None
    role = next((f for f in found if " or " not in f), found[0])
    return " ".join(
        w if w[:1].isupper() or (w in _SMALL_WORDS and i) else w[:1].upper() + w[1:]
        for i, w in enumerate(role.split())
    )


# "This is a service design position.": the practice the post is of
_PRACTICE_POST = re.compile(
    r"\b[Tt]his is an? (?P<field>[a-z]+(?: [a-z]+){0,2}) (?:position|role|job|post)\b"
)


def practised_role(text: str) -> str | None:
    """The role whose practice a sentence says the post is ("This is a product design
    position." → Product Designer: design's practitioner is a designer), in title case; None
    when the words before "position" name no practice ("This is a full-time position")."""
    for found in _PRACTICE_POST.finditer(text):
        words = found["field"].split()
        agent = agent_noun(words[-1])
        if agent:
            return " ".join(w[:1].upper() + w[1:] for w in [*words[:-1], agent])
    return None


# "As a Payroll Team Coordinator, you will play ...", "As our Lead Archivist you'll ...", "As
# a Senior Engineer at Initech, you will ...": the posting speaks to the holder of the post by
# its name (in title case: the post's own name)
_AS_THE_POST = re.compile(
    r"(?:^|[.!?:]\s+)As (?:an?|our|the) "
    r"(?P<role>[A-Z][\w&/-]*(?: (?:of|and|&|[A-Z][\w&/-]*)){0,5})"
    # the employer the post is at may follow: "As a Senior Engineer at Initech, you will"
    r"(?: (?:at|with|for|on) (?:the )?[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,3})?"
    r",? you(?:['’]ll| will| would)\b",
    re.M,
)


def post_addressed(text: str) -> str | None:
    """The post a sentence addresses its holder by ("As a Payroll Team Coordinator, you
    will ..."), when its name is in title case and names a role or is of two words or more
    (a post's own name, which such a sentence rarely writes of anything else); else None."""
    for match in _AS_THE_POST.finditer(text):
        role = match["role"].strip()
        if names_a_role(role, plural=False) or len(role.split()) >= 2:
            return role
    return None

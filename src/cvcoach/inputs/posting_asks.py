"""What a line of a posting asks, read apart from its section: a question to the reader
that describes the person sought (`describes_by_question`), and a line that says something is
not required (`NOTHING_ASKED`)."""

from __future__ import annotations

import re

# A sentence that says something is not asked: "Little to no travel is required.", "No prior
# experience necessary."
NOTHING_ASKED = re.compile(
    r"^(?:(?:little|few|very little) (?:or|to) )?no\b(?! (?:less|fewer|more) than\b)"
    r"[^.;]{0,40}?\b(?:(?:is|are) )?(?:required|needed|necessary)\b[^,;]{0,20}$",
    re.I,
)
# A question that describes the person sought: "Are you a thoughtful communicator who ...?",
# "Do you thrive at handling multiple demands ...?", "Would you be keen to teach ...?", "Does
# the idea of supporting researchers excite you?" (not "Is this job for you?", "Do you have
# any questions?", "Are you looking for a job with ...?", nor "Do you love to automate ...?")
_QUESTION_WORDS = 6  # a question this long or longer can describe a person
_DESCRIBES_BY_QUESTION = re.compile(
    # (not a hook about the reader's job search or pay: "Are you a carer looking for work in
    # Springfield?", "Are you a nurse who isn't paid what you deserve?")
    r"^(?![^?]*\b(?:looking for|seeking|searching for) (?:work|a (?:new )?(?:job|role|position|"
    r"career|challenge))|[^?]*\b(?:paid|pay|rate)\b)"
    r"(?:are you (?:an? |the type|comfortable|experienced|familiar|skilled|fluent|bilingual|"
    r"collaborative|organi[sz]ed|detail)|"
    r"do you (?:have (?!any |questions|an? (?:passion|love)\b)|thrive|enjoy|believe|"
    r"want to work|know)\b|"
    r"would you (?:also )?be (?:keen|interested|excited)\b|"
    # "Will you be willing to learn a new language on the job?"
    r"will you be (?:willing|able|comfortable|happy|keen)\b|"
    r"does (?:the idea|the prospect|the thought)\b[^?]{0,150}\bexcite you\b)",
    re.I,
)


def describes_by_question(text: str) -> bool:
    """True for a question to the reader that describes the person sought ("Are you a
    practical problem solver who understands ...?"), long enough to."""
    return bool(_DESCRIBES_BY_QUESTION.match(text)) and len(text.split()) >= _QUESTION_WORDS


# A sentence about the employer, its subject "we" or "our ...": "We are a VC backed company",
# "We have been in business for 6 years", "Our interest rates are less than ...", "Our tech
# stack is fully on AWS" (not "Our ideal candidate has ...", "Our team is looking for ...",
# "We are looking for ...": those describe the person sought)
ABOUT_US = re.compile(
    r"^(?:we(?:['’]re| are) (?:an? |the )(?:[\w-]+ ){0,4}?(?:company|startup|start-up|business|"
    r"organi[sz]ation|firm|agency|non-?profit|charity|platform)\b|"
    r"we(?:['’]ve| have) been (?:in business|around|operating|profitable)\b|"
    r"our (?!(?:ideal|perfect|next|new|future|successful|preferred|team|hiring)\b)"
    r"(?:[\w-]+ ){0,3}?(?:rates?|customers|clients|products?|platform|mission|offices?|"
    r"headquarters|stack|investors|revenue|users|prices) (?:is|are|was|were|has|have)\b)",
    re.I,
)
# A perk addressed to the reader: "Enjoy a hybrid work model ...", "Bond with your team
# through team events ..."
PERK = re.compile(
    # (not "Enjoy working within a diverse team": a trait of the candidate's)
    r"^(?:enjoy (?:an?|the|our|free|flexible|\d)|benefit from|take advantage of)\b|"
    r"\bteam (?:events|offsites?|retreats|lunches)\b",
    re.I,
)

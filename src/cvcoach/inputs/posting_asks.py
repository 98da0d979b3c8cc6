"""What a line of a posting asks, read apart from its section: a question to the reader
that describes the person sought (`describes_by_question`), a line that says something is
not required (`NOTHING_ASKED`, `NOT_NEEDED`), an invitation to apply, a step of applying, the
terms of the post, a pointer to more reading (the patterns `posting_kinds` reads them with)."""

from __future__ import annotations

import re

# A sentence that says something is not asked: "Little to no travel is required.", "No prior
# experience necessary."
NOTHING_ASKED = re.compile(
    r"^(?:(?:little|few|very little) (?:or|to) )?no\b(?! (?:less|fewer|more) than\b)"
    r"[^.;]{0,40}?\b(?:(?:is|are) )?(?:required|needed|necessary)\b[^,;]{0,20}$",
    re.I,
)
# "Experience isn't essential, curiosity and care are.", "A degree is not required.": a
# sentence whose subject is said not to be needed (not "... is not required, but a plus")
NOT_NEEDED = re.compile(
    # (not "..., you must know statistics": an ask after it)
    r"^(?!.*\b(?:but|though|however|plus|advantage|preferred|bonus|asset|desir|must|should|"
    r"need|have to)\w*\b)"
    r"(?:[\w/-]+ ){1,5}(?:is|are)(?:n['’]t| not) (?:essential|required|necessary|needed|"
    r"a (?:requirement|must))\b",
    re.I,
)
# A sentence that only lets experience stand in for the education asked elsewhere: "Additional
# qualifying experience may be substituted for the required education on a year-for-year
# basis." (it relaxes an ask; not "A degree, or experience substituted for it, is required")
SUBSTITUTES_EDUCATION = re.compile(
    r"^(?:additional |equivalent |relevant )*(?:qualifying )?(?:work )?experience (?:may|can|will)"
    r" (?:be )?(?:substituted|accepted|considered) (?:for|in (?:lieu|place) of) (?:the )?"
    r"(?:required |minimum )?(?:education|degree|educational requirements?)\b[^.;]*\.?$",
    re.I,
)
# An invitation to apply that names the reader by adjectives only: "If you are a passionate
# and dedicated cook, we want to hear from you!", "If you are curious and ready to grow, we
# would love to meet you." (not "If you can craft elegant interfaces, we want to hear from
# you": a skill; nor "If you have five years of SQL, ...")
INVITES_TO_APPLY = re.compile(
    r"^if you(?:['’]re| are) (?![^.!?]*\b(?:can|have|has|know|experience[d]?|years?|degree|skills?|"
    r"knowledge|qualified|certified|licensed|fluent|proficient)\b)[^.!?]{0,160}?,? "
    r"(?:then )?(?:we(?:['’]d| would)? (?:really )?(?:want|love|like) to (?:hear from|meet|"
    r"talk to|see) you|please apply|apply (?:now|today)|get in touch)\b",
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
    # (not "Enjoy working in a mixed team": a trait of the candidate's)
    r"^(?:enjoy (?:an?|the|our|free|flexible|\d)|benefit from|take advantage of)\b|"
    r"\bteam (?:events|offsites?|retreats|lunches)\b",
    re.I,
)


# "All applicants must list their degree ... in the Education section of the application": a
# step of applying, not a qualification
APPLICATION_STEP = re.compile(
    r"^\W*(?:all )?(?:applicants?|candidates?|you) (?:must|should|will need to) (?:also )?"
    r"(?:list|include|indicate|attach|upload|enter|complete|fill)\b[^.]*\bapplication\b",
    re.I,
)
# "The post is a part-time cover for six months.", "The position is available for two
# years at ...": a sentence whose subject is the post says what it is, not what it asks
TERMS_OF_POST = re.compile(
    r"^(?:this|the) (?:post|position|role|appointment|contract|vacancy|job)s? "
    r"(?:of (?:the |a |an )?[\w-]+ )?(?:is|are|will be|would be|runs?|lasts?)\b"
    r"(?! (?:open|suitable) (?:to|for) (?:candidates|"
    r"applicants|those|people|someone)\b)|"
    # "This is a 9-month fixed-term position with an initial appointment of up to
    # three years.", "This is a part-time role based in ..."
    r"^this is an? (?:[\w-]+ ){0,6}?(?:post|position|role|appointment|contract|job)\b"
    # (not "This is a role for a technical person who enjoys ...": the person sought)
    r"(?! for\b[^.;]{0,60}?\b(?:who|with|that)\b| for (?:someone|somebody|people)\b)",
    re.I,
)


# the post said to matter to the employer: "... is essential to the smooth running of the school"
KEY_TO = re.compile(
    r"\b(?:is|are) (?:\w+ )?(?:essential|crucial|vital|key|important) to (?:the|our)\b"
)
# "Hiring well is key to our culture. Learn about how we do it.": a pointer
# to more reading, in a list of links
POINTER = re.compile(
    r"(?:^|[.!?] )(?:learn (?:more|about)|read (?:more|about)|find out (?:more|about)|"
    r"check out|see (?:more|our))\b[^.!?]*[.!?]?$",
    re.I,
)
# "Experience-level: Mid-level", "Seniority: Senior": the grade of the post
SENIORITY_FIELD = re.compile(
    r"^(?:(?:experience|career)[- ]level|seniority(?:[- ]level)?)\s*:\s*\S", re.I
)

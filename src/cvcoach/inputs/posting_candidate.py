"""A sentence that asks something of the candidate, wherever it stands: `asks_of_candidate`.

"You have...", "The ideal candidate will...", "5+ years of experience...", "Candidates with
experience in X are encouraged to apply": one family of sentence shapes, kept apart from
`posting_kinds` (which calls it when it decides whether a line is a requirement) so that each
module stays small enough to read whole.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import YEARS_COUNT, YEARS_WORD

# the people sought, invited to apply: "Candidates with a background in genetics are
# (especially) encouraged to apply" (not the law's "All qualified applicants, including
# veterans, are encouraged to apply")
SOUGHT_TO_APPLY = re.compile(
    r"(?:^|[.!?] )(?:candidates|applicants) with (?:[\w/-]+ ){0,4}(?:backgrounds?|experience|"
    r"interests?|knowledge|training|expertise|skills)\b[^.]{0,160}\bare (?:\w+ )?encouraged to "
    r"apply\b",
    re.I,
)

# What the hire will do, after "The successful candidate will": a duty, not an ask
_DOES_THE_WORK = (
    r"(?:lead|manage|oversee|direct|report|supervise|coordinate|serve|receive|be offered|"
    # "will play a pivotal role in ...", "will support the planning of ...", "will assist in"
    r"play|support|assist|help|contribute|collaborate|ensure|deliver|develop|design|build|"
    r"plan|drive|own|take|provide|undertake|carry out|maintain|create|conduct|run|"
    r"be paid|be responsible|join|be [a-z]+ing|work (?:with|alongside|closely|as part|on|in)|"
    r"gain|get|learn|"
    # what is done to candidates: "will be asked in to do a trial shift", "is paired with"
    r"(?:then )?be (?:asked|invited|contacted|shortlisted|interviewed|paired)|is paired)\b"
)
# the people a sentence says are sought: "engineers", "salespeople", "individuals"
_PEOPLE = (
    r"(?:people|individuals|candidates|applicants|someone|somebody|"
    r"[a-z]+(?:ers|ors|ists|ysts|ians|ants|ents|ees|people|persons))"
)
# A sentence that asks something of the candidate, wherever it stands.
_ASKS = re.compile(
    r"\byou(?:'ll| will)? (?:have|bring|need|possess)\b(?! (?:any |a few |more )?(?:questions?|"
    r"consultants?|candidates?|resumes?|profiles?|referrals?)\b)"
    # what the job gives ("You will have the opportunity to learn", "you will have direct
    # input into the roadmap"), not what it asks
    r"(?!(?: \w+){0,2} (?:opportunit\w*|chances?|access|support|freedom|autonomy|input|influence|"
    r"exposure|time|budget|flexibility)\b)|"
    # "You must be comfortable juggling projects", "You must be a Sketch expert" (not
    # "You must submit ...", nor a duty: "You must also develop ...")
    r"\byou must (?:also )?(?:be|have|know|understand|possess|hold|speak)\b|"
    # "we need experienced salespeople who can ...", "we're keen to hire analysts with strong
    # SQL"
    # "Our studio ... needs self starters who can ship", "We want to hear from candidates
    # who are motivated"
    r"\b(?:we(?:['’]re| are)? (?:also |only )?|(?:the \w+|and) )(?:need|needs|seek|seeks|"
    r"keen to (?:hire|meet|find)|looking to hire|want to hear from)\b"
    rf"(?: [\w-]+,?){{0,4}}? {_PEOPLE} (?:(?:who|that) "
    r"(?:can|has|have|is|are|know|understand|enjoy|love|bring|thrive)|with)\b|"
    # "You'll be as comfortable writing SQL as ...", "You are likely to be an analyst
    # who ..."
    r"\byou(?:['’]ll| will) be (?:as |very |equally |entirely )?(?:comfortable|fluent|proficient|"
    r"familiar|experienced|skilled|confident)\b|"
    r"\byou(?:['’]re| are) (?:likely|probably|ideally) (?:to be )?an? \w|"
    # "You don't need to know Elixir, just a willingness to learn it"
    r"\byou (?:don['’]t|do not) need\b[^.]{0,80}?,? (?:just|only|merely|but)\b|"
    # "we do expect you to have a great attitude"
    r"\bwe (?:do |also |will )?expect (?:that )?you\b|"
    # "Our main criteria ... is that you are curious"
    r"\b(?:criteri(?:a|on)|requirements?)\b[^.]{0,50}\b(?:is|are) that you\b|"
    # "we have a strong preference for someone who has hired engineers", "We would ideally
    # love to bring on someone who ..."
    r"\bpreference for (?:someone|somebody|people|candidates|applicants|those)\b|"
    r"\b(?:love|like|want) to (?:bring on|hire|find|meet) (?:someone|somebody|people|"
    r"candidates)\b|"
    # (not "Whether you're an experienced professional or a student, we offer ...": everyone)
    r"(?<!whether )\byou(?:'re| are) (?:an? |someone|comfortable|fluent|proficient|familiar|"
    r"experienced|"
    r"skilled|able)|\byou should\b|\b(?:we(?:'re| are)? )?(?:look(?:ing)? for|(?:is )?seeking|"
    r"searching for) "
    # (not the work a hire is sought for: "seeking a biologist to work with data from ...")
    r"(?:someone|people|candidates|an? (?:(?!\bto [a-z]+ with\b)[^.]){0,80}\b(?:with|who|"
    r"interested in)\b|"
    # "We are looking for an experienced Researcher", "seeking recognized experts in..."
    r"(?:an? )?(?:(?:highly|very|recogni[sz]ed|proven) )?(?:experienced|seasoned|skilled|"
    r"accomplished|experts?)\b)|"
    # a condition that describes the person sought: "If you're a software engineer who
    # loves teaching...", "If you have shipped...", not "If you have any questions"
    r"(?:^|[.!?] )if you(?:['’]re| are| have|['’]ve| can| know| love| enjoy)\b(?! (?:any |a few )?"
    # (nor a recruiter's request to another: "if you have any consultants available")
    r"(?:consultants?|candidates?|resumes?|profiles?|referrals?)\b)(?! (?:any |a few )?"
    r"(?:questions?|a disability|trouble|difficult|need|interested|looking|not sure|unsure|been "
    r"(?:contacted|asked)))|"
    r"\bwe (?:also )?(?:want|need|seek) (?:people|someone|candidates|an? )|"
    # the candidate as the one asked ("The ideal candidate has ..."), not as the one offered
    # something ("... offers career challenges for the successful candidate") nor the one
    # who will do the work ("The successful candidate will lead the library's efforts")
    # (nor every hire: "Every successful candidate is paired with a coach")
    r"(?<!for the )(?<!to the )(?<!every )\b(?:ideal|successful|good|strong|qualified) "
    rf"(?:candidate|applicant)s?\b(?! will {_DOES_THE_WORK})|"
    r"\bcandidates? (?:should|must)\b|"
    rf"\bcandidates? will\b(?! {_DOES_THE_WORK})|"
    r"\bapplicants? (?:should|must) (?!submit|send|apply|list|include|indicate|attach|upload|"
    r"enter|complete|fill)|"
    # "Candidates with experience in genetics are (especially) encouraged to apply"
    r"\b(?:must|should) (?:have|be able|understand|know|possess|demonstrate)\b|"
    r"\b(?:is|are) (?:required|a must|essential|mandatory)\b|"
    # "Participation in an on-call rota is a requirement of this role"; "Analysts will possess
    # knowledge and experience in ..." (a classification's ask; not "will perform audits")
    r"\b(?:is|are) (?:also )?an? (?:essential )?requirement (?:of|for) (?:this|the) (?:role|post|"
    r"position|job)\b|\bwill possess (?:the )?(?:knowledge|experience|skills?|abilit)|"
    # an ability or a way of working that matters: "Collaborating effectively with ... is
    # critical", "The ability to deal with people ... is crucial", "Prioritization and
    # communication skills are the keys to ..."
    r"(?:^|[.!?,;] |\bso )(?:the )?(?:abilit(?:y|ies) to|being|[A-Za-z]+ing)\b"
    r"[^.]{0,120}?\b(?:is|are) "
    r"(?:also |very |absolutely )?(?:critical|crucial|vital|essential|important|key)\b|"
    r"\b(?:skills|abilities|qualities) (?:is|are) (?:also )?(?:the )?(?:keys?|critical|crucial|"
    r"vital|essential|important|high on our list)\b|"
    r"\bwe(?:'d| would) (?:love|like) to see\b|"
    rf"\b{YEARS_COUNT}(?:(?:[-–]|to)\s*\d+\s*\+?\s*)?{YEARS_WORD}[^.]{{0,60}}\bexperience\b|"
    rf"\bexperience\b[^.]{{0,40}}\b{YEARS_COUNT}{YEARS_WORD}|"
    r"\b(?:bachelor'?s?|master'?s?|ph\.?d|degree) (?:in|or)\b|"
    r"\bwe expect (?:that )?you\b|"  # and "Bonus points for Rust", "Ideally, you have..."
    # "you'd need to be a confident enough programmer", "you will also need to have ..."
    r"\byou(?:['’]d|['’]ll| would| will)? (?:also |still |already )?need to "
    r"(?:already |either |also )*"
    r"(?:be|have|know|understand|speak|hold)\b|"
    r"\bbonus(?: points?)? (?:if|for)\b|\bplus if you\b|\bideally,? you\b|"
    # a sentence that opens by describing the candidate: "You know your way around Linux."
    r"(?:^|[.!?] )you (?:know|understand|enjoy|love|care about|speak|are passionate|"
    r"communicate|thrive)\b|"
    # what a candidate may bring: "... is an added plus", "... would be extremely helpful"
    # (any one word before the noun: "is a great plus", "is an enormous advantage")
    r"\b(?:is|are|would be|will be) (?:also )?(?:an? )?(?:[a-z]+ )?"
    r"(?:plus|bonus|advantage|asset)\b|"
    r"\b(?:is|are|would be|will be) (?:(?:also|extremely|very|really|especially) )*(?:helpful|"
    r"great to have|nice to have|good to have)\b|\b(?:strongly|highly) preferred\b|"
    # "EU citizenship is preferred, but ...", "Applicants in the US and EU are preferred."
    r"\b(?:is|are) (?:much |also )?preferred\b|"
    r"\b(?:experience|knowledge|familiarity)\b[^.]{0,80}\b(?:may|might|could) be helpful\b|"
    # a plus written without its verb: "Previous cafe experience a huge bonus", "Food Safety
    # Level 2 certification a bonus"
    r"\b(?:experience|certification|certificate|knowledge|qualification|licen[cs]e)\b"
    r"[^.,;]{0,40}? an? (?:(?:huge|big|great|real|definite) )?(?:plus|bonus|advantage|asset)\b",
    re.I,
)
# A line that opens as a requirement does ("Experience with...", "5+ years...", "BS in..."),
# as against a duty, which opens with a verb.
OPENS_AS_REQUIREMENT = re.compile(
    rf"^(?:(?:at least |a minimum of |minimum (?:of )?)?(?:{YEARS_COUNT}|several |many |multiple )"
    rf"\s*(?:(?:[-–]|or|to)\s*(?:\d+|more)\s*\+?\s*)?{YEARS_WORD}|must\b|"
    # "Comfortable with...", "Fluent in...", "Experienced in...", "Adept at..."
    r"(?:very |highly |extremely )?(?:comfortable|familiar|fluent|proficient|experienced|"
    r"skilled|adept|versed|well[- ]versed|conversant) (?:with|in|at|using)\b|"
    r"(?:(?:demonstrated|proven|solid|"
    r"deep|strong|excellent|good|working|hands-on|prior|previous|professional|extensive|"
    r"significant|some|basic|advanced|expert)\s+)*(?:experience|proficiency|knowledge|"
    # "Understanding of X" asks; "Understanding client objectives and ..." is a duty's gerund
    r"familiarity|expertise|understanding(?=\s+(?:of|in|that|how|what|why|about)\b|\W*$)|"
    r"ability|fluency|background|track record|command|"
    r"skills?|degree|bachelor'?s?|master'?s?|ph\.?d|B\.?S|M\.?S|B\.?A)\b|"
    r"(?:someone|somebody|a person|an individual) (?:who|with|that)\b|"
    r"(?:an? )?(?:strong |solid |excellent |online )?portfolio (?:of|that|showing)\b|"
    # "Excellent written and verbal communication skills", "Strong SQL knowledge"
    r"(?:excellent|strong|solid|good|great|exceptional|outstanding|proven|demonstrated)\b"
    r"(?: [\w/&,+#.-]+){0,7} (?:skills?|abilit(?:y|ies)|knowledge|experience|understanding|"
    r"background|track record)\b)",
    re.I,
)


_DOES = re.compile(
    rf"\b(?:(?:successful|ideal) (?:candidate|applicant)s?|candidates?) will {_DOES_THE_WORK}",
    re.I,
)


def does_the_work(text: str) -> bool:
    """True for a sentence saying what the hire will do ("The successful candidate will work
    closely with the Headteacher to ensure pupils are able to ..."): a duty, however shaped."""
    return _DOES.search(text) is not None


def asks_of_candidate(text: str) -> bool:
    """True for a sentence that asks something of the candidate ("You have...", "The ideal
    candidate will...", "5+ years of experience...") wherever it stands in a posting."""
    return (
        _ASKS.search(text) is not None
        or OPENS_AS_REQUIREMENT.match(text) is not None
        or SOUGHT_TO_APPLY.search(text) is not None
    )

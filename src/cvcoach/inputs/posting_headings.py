"""Section headings by what the section is: the patterns `posting_kinds.section_kind` reads
a posting's headings and lead-ins with (legal, apply, benefits, nice, responsibilities,
requirements, about)."""

from __future__ import annotations

from cvcoach.model.role import SectionKind

# Section headings by what the section is. Read in order; the first that matches decides.
HEADINGS: tuple[tuple[SectionKind, str], ...] = (
    (
        "legal",
        r"equal (?:employment )?opportunit|\beeo\b|diversity|inclusion|accommodat|"
        r"privacy|disclaimer|legal|notice|e-verify|fraud",
    ),
    # what applications are judged on: "Your application will be assessed using a rubric
    # designed to measure the following traits", "Applicants will be scored against these
    # criteria" (before "apply": the traits are asked of the candidate)
    (
        "requirements",
        r"\b(?:assess|evaluat|measur|judg|scor|rat)(?:e|ed|es|ing)\b.{0,80}\b(?:traits|qualities|"
        r"skills|criteria|competenc(?:e|ies)|attributes|characteristics)\b",
    ),
    (
        "apply",
        r"how to apply|apply|application|interview|hiring process|next steps|"
        r"recruit|our process|"
        # "If you are interested, email us at jobs@... with:" (the materials to send)
        r"^if you(?:'re| are) interested\b|\b(?:e-?mail|write to) us\b|"
        # "If interested - contact us", "Contact us"
        r"^if interested\b|\bcontact us\b|"
        # a job board's screening questions: "Employer questions"
        r"^(?:employer|screening) questions\b|"
        # other openings listed after this one: "Also available:", "We're also hiring:"
        r"also (?:available|hiring|open)|other (?:openings|positions|roles|jobs|vacancies)",
    ),
    (
        "benefits",
        r"benefit|perks|we offer|offer you|what we (?:give|provide)|compensation|"
        r"salary|\bpay\b|rewards|total rewards|what'?s in it|"
        # "Why join us", "Why you should work at Globex", "Why should you join Initech?"
        r"why (?:you should |should you |you'll (?:love|want to) )?(?:join|us|work)|"
        r"life at|working at|culture|values|"
        # "What you get in return", "In return, you'll get"
        r"\bin return\b|\bwhat you(?:'ll| will)? get\b(?! to\b)|"  # not "what you will get to do"
        # "If you are up for it, we promise:"
        r"\bwe (?:promise|guarantee)\b|"
        # "Jobs at Initech come with:", "Every role here comes with"
        r"\bcomes? with$",
    ),
    # "Not required:", "What you don't need": a list of what is not asked
    ("about", r"^(?:not (?:required|essential|needed|necessary)|what you don'?t need)\W*$"),
    (
        "nice",
        r"nice|bonus|preferred|desirable|\bplus\b|good to have|extra credit|optional|useful|"
        r"stand out|even better|would be great|helpful|not required|additional (?:skills|qualif)|"
        r"would love|"  # "We would love", "We'd love applicants who also have the following:"
        # "It'd be great if you had:"; "Desired skills" (a posting whose only list is headed so
        # still asks it: `posting_reader.PostingReader` files such a list as requirements)
        r"'d be (?:great|nice|ideal|a plus)|^desired\b|"
        # "Additional experience in these areas would be beneficial:", "experience
        # with any of the following will also help:"
        # (not "you will help:", which leads duties)
        r"\b(?:experience|knowledge|familiarity|skills?|following)\b.{0,80}\b(?:would|will) "
        r"(?:also )?help\b|\bwould (?:also )?be beneficial\b|\badditional experience\b|"
        # "In addition, the following would be an advantage:", "... are an asset:"
        r"\b(?:would|will|is|are) (?:also )?(?:be )?(?:an? )?(?:advantage|asset)s?\b|"
        r"\badvantageous\b",
    ),
    # "Some details you should know:", "Things you should know": the terms of the job told
    # to the reader (hours, pay, checks), not what the reader should know to do it
    ("about", r"\b(?:details|things|facts|what) you should know\b|\bgood to know\b"),
    (
        # "We're looking for someone who will:" announces what the hire will do (not "someone
        # who will have", "who will bring")
        "responsibilities",
        r"\b(?:someone|somebody|a person|people|candidates?|you) who (?:will|would)$",
    ),
    (
        "requirements",
        # (not the work's own requirements: "Product Requirements & Roadmap Planning",
        # "Requirements gathering")
        r"(?<!product )(?<!business )(?<!functional )(?<!user )(?<!customer )(?<!client )"
        r"(?<!stakeholder )(?<!system )requir(?!e?(?:ments?)? (?:gathering|analysis|elicitation|"
        r"engineering|documents?|documentation|definition)\b)|qualif|must|"
        r"what you(?:'ll| will)? (?:bring|need|have)|"
        # a condition on the reader: "You'll fit right in if:", "You are an excellent
        # candidate if you're:" (a heading that ends in "if")
        r"^(?!.*\b(?:not|n't)\b).*\byou\b.*\bif(?: you(?:'re| are)?)?$|"  # not "not ... for you if"
        # UK and Australian person specifications: "Essential criteria", "Selection
        # criteria", "Person specification", "Expectation regarding candidates"
        r"\b(?:essential|selection|key|assessment) criteria\b|^essential$|"
        r"\bperson(?:nel)? spec(?:ification)?\b|"
        r"\bexpectations? (?:of|regarding|for|from|about) (?:the )?candidates?\b|"
        r"skills and (?:attributes|experience|abilities)|"
        r"(?:desired|key|core|essential) (?:skills|experience|attributes)|"
        # "We get excited about engineers who have...", "People who thrive here are:"
        r"\b(?:engineers|developers|designers|people|candidates|applicants|individuals|folks) "
        r"(?:who|that) (?:have|are|bring|thrive|love)\b|"
        # "Here is what we think you'll be like:", "What you're like"
        r"\byou(?:'ll| will| would|'d)? be like\b|\bwhat you(?:'re| are) like\b|"
        r"looking for|who you are|you have|you bring|about you|your (?:background|profile|"
        r"skills|experience)|^skills|^experience|^profile|basic|minimum|you might be|"
        r"you should|you are|what we need|what it takes|competenc|expertise|ideal candidate|"
        # "Technologies and languages include but are not limited to:"
        r"^(?:our |the )?(?:tech(?:nology)? )?stack$|^technologies\b|^tech$|"
        r"\bskills$|\bqualities\b|"  # "Analytical and Problem-Solving Skills", "Qualities"
        # "Candidate profile", "Ideal profile", "Cultural fit profile", "Personal profile"
        r"\b(?:candidate|ideal|fit|person(?:al)?) profile\b|"
        # "What we look for", "Prerequisites", "Education", "Education and Experience",
        # "Certifications", "You'll thrive here if", "Is this you?", "Sound like you?" (not
        # "a good fit": as often the company's fit for the reader, or a reader's own note)
        r"\blook for\b|prerequisite|^education\b|\beducation (?:and|or)\b|\band education$|"
        r"^(?:certifications?|licen[cs](?:es|ure)|credentials)\b|\battributes$|"
        r"you(?:'ll| will)? (?:thrive|succeed|excel)\b|"
        r"\bis (?:this|that) you\b|\bsounds? like you\b|\bhear from you if\b|"
        # "Skills You Will Need", "You'd be a good fit if" (a fit of the reader, not "a good
        # fit" alone, as often the company's fit for the reader)
        r"\b(?:skills|what) you(?:'ll| will)? need\b|"
        r"\byou(?:'ll| will) need(?! to (?:do|work|own))\b|"
        r"\byou(?:'d| would) be a (?:good|great|perfect|strong) fit\b|"
        # "a few things that might make you a good fit for this role:"
        r"\bmakes? you a (?:good|great|perfect|strong) fit\b|"
        # "This position might be a great fit if" (not "... may not be right for you if")
        r"^(?!.*\b(?:not|n't)\b).*\b(?:be|is) an? (?:good|great|perfect|strong) fit if$",
    ),
    (
        "responsibilities",
        r"responsib|what you(?:'ll| will) (?:do|be doing|work on|own)|"
        r"your (?:role|mission|impact|day)|duties|day[- ]to[- ]day|you will|in this role|"
        r"tasks|the job|the role|the work|what you do|role overview|position|opportunity|"
        r"mission|overview|summary|description|"
        # "What this role involves:", "What's involved"
        r"\b(?:role|job|position|work) involves\b|\binvolved$",
    ),
    ("about", r"^about|who we are|our (?:company|team|story)|the team|company"),
)

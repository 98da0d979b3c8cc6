"""The form of one list item, as a recruiter reads it without the list's heading.

A list whose heading is unknown or missing is told by its items' forms (`requirement_fallback`):
- a duty opens with what the hire will do, a verb's base or third-person form ("Build ...",
  "Manages ..."), "Responsible for";
- an ask describes the person: shaped like a requirement ("Experience with ...", "3+ years"),
  addressed to the candidate ("You have ..."), or a description of the person sought with its
  subject left out ("Has two years of ...", "Is fluent in ...", "Can explain ...", "Thrives in
  ...", "Passion for ...", "Eager to learn ...");
- an offer is the employer's: a field ("Location: Remote"), a sentence about "we" or "our",
  a benefit or legal text (`ignore_reason` leaves it out even in a requirement list);
- anything else is neutral ("SQL or relational databases") and takes its list's kind.
"""

from __future__ import annotations

import re
from typing import Literal

from cvcoach.inputs.posting_candidate import OPENS_AS_REQUIREMENT, asks_of_candidate
from cvcoach.inputs.posting_kinds import ignore_reason, is_requirement_shaped
from cvcoach.language.verbs import load_verb_forms

Form = Literal["ask", "duty", "offer", "neutral"]

# words that open an ask though the verb table lists them ("Experience with Go", "Must have")
_NOT_DUTIES = frozenset({"experience", "must", "should", "can", "will", "have", "be", "possess"})
# verbs of a disposition or a state, not of work done: "Thrives on a busy rota", "Cares about
# tidy books", "Enjoy puzzles" describe the person, in whatever form
_STATIVE = frozenset(
    {
        "thrive", "care", "enjoy", "love", "believe", "value", "appreciate", "desire", "embody",
        "aspire", "want", "like", "share", "hold", "know", "understand", "speak", "possess",
    }
)  # fmt: skip
# the same verbs whose base form is as often a duty's imperative ("Understand the needs of")
_STATIVE_THIRD_ONLY = frozenset({"know", "understand", "hold", "share", "value"})

# a description of the person sought with its subject left out: "Has two years of ...", "Is
# fluent in ...", "Can explain ...", "Have run a shop ..." (not what the job gives: "Have the
# opportunity to ...")
_PERSON = re.compile(
    r"^(?:(?:has|have) (?!(?:the |an? )?(?:opportunit|chance|access|fun|freedom)\w*)\w|"
    r"(?:is|are) (?:an? |very |highly |truly )?\w+|can (?!be (?:found|done)\b)\w+|"
    # addressed to the reader in the present ("You're happy to ...", "You share the Hooli ethos",
    # "You get on with clients"), not the future of the job ("You will build ...")
    r"you(?:['’](?:re|ve)\b| (?:are|can|have|get|share)\b| (?:\w+ly )?(?:thrive|care|enjoy|"
    r"love|believe|value|appreciate|know|understand|speak|possess|hold|want|like)\b)|"
    # a person named by a trait: "Steady team player who ...", "A calm communicator who ..."
    r"(?:an? )?(?:[\w-]+ ){0,2}?(?:team player|self[- ]starter|problem[- ]solver|communicator|"
    r"thinker|learner|planner|go-getter)\b|"
    # a skill named with its head noun: "Payroll systems experience (Sage)" (not a duty's
    # "Share knowledge ...": two words before the noun at least)
    r"(?:(?!(?:is|are|was|were|be|with|of|in|for|to|and|or|the)\b)[\w/&+.()-]+ ){2,4}"
    r"(?:experience|skills|expertise|knowledge)\b)",
    re.I,
)
# a quality the person brings, named as a noun: "Passion for ...", "Willingness to travel",
# "Curiosity and an eagerness to learn", "Attention to detail"
_QUALITY = re.compile(
    r"^(?:[\w-]+ (?:and|&) )?(?:an? |the )?(?:[a-z-]+ )?(?:passion|desire|commitment|willingness|"
    r"eagerness|enthusiasm|excitement|interest|curiosity|aptitude|capacity|drive|appetite|"
    r"hunger|dedication|motivation|openness|attention|evidence|mindset|love|affinity|flair|comfort|competenc[ey]|"
    r"knack|eye)\b(?: (?:and|&) [\w-]+)? (?:for|to|about|in|of|with)\b",
    re.I,
)
# a trait named by an adjective with its complement: "Eager to learn", "Passionate about
# ...", "Comfortable within ...", "Detail-oriented", "Self-motivated and ..."
_TRAIT = re.compile(
    r"^(?:(?:very|highly|extremely|genuinely|truly|not) )?(?:"
    r"(?:[a-z]+(?:ous|ive|ful|ent|ant|able|ible|ed|ic)|passionate|articulate|eager|keen|"
    r"ready|happy|willing|quick|open)\b (?:about|to|with|within|in|at|by|"
    r"when|enough|under)\b|[a-z]+-(?:oriented|minded|driven|motivated|directed|starter|"
    r"focused|savvy)\b|afraid (?:of|to)\b)",
    re.I,
)
# a duty by its first words, however the verb table reads them
_DUTY_WORDS = re.compile(r"^(?:be )?(?:responsible|accountable) for\b", re.I)
# the employer speaking of itself ("We offer ...", "Our team is ...", "All of our shops are
# ..."), or what the job gives ("Opportunity to visit our mills", "Chance to travel")
_EMPLOYER = re.compile(
    r"^(?:(?:all|each|most|many|some|one|both) of )?(?:we|we['’](?:re|ve|ll)|our|us)\b|"
    r"^(?:the |an? )?(?:opportunit(?:y|ies)|chances?) (?:to|for)\b",
    re.I,
)
# who is not sought: "You are not comfortable ...", "You've never held ...", "You don't
# have ...", "You are looking for a managerial post" (a list of who should not apply)
_NOT_SOUGHT = re.compile(
    r"^(?:\S+ ){0,5}?(?:not(?! afraid)|never|no longer|\w+n['’]t)\b|^you(?:['’]re| are) "
    r"(?:\w+ )?(?:looking|seeking|searching)\b",
    re.I,
)
# a field written as a list item ("Deadline: November 2", "Location: Remote")
FIELD_ITEM = re.compile(r"^[A-Z][\w&/' -]{0,30}:\s")
_FIELD_ASKS = 4  # a field's value this long or longer may be an ask under a run-in label


def _first_word(text: str) -> str:
    first = re.match(r"[A-Za-z]+", text)
    return first.group(0).lower() if first else ""


def _stative(word: str) -> bool:
    """True for a verb of a disposition or state: its third-person form ("Thrives"), or its
    base where that is seldom a duty's imperative ("Enjoy", not "Understand")."""
    third = load_verb_forms().by_third.get(word)
    if third is not None and third.base in _STATIVE:
        return True
    return word in _STATIVE and word not in _STATIVE_THIRD_ONLY


def _trait(text: str) -> bool:
    """True for an item that opens with a trait's adjective (`_TRAIT`), not with a verb's
    base that ends like one ("Present to the board ...", "Document in ...")."""
    found = _TRAIT.match(text)
    if found is None:
        return False
    word = _first_word(text)
    listed = word in ("very", "highly", "extremely", "genuinely", "truly", "not", "open")
    return listed or "-" in found.group(0) or word not in load_verb_forms().by_base


def _done_before(word: str) -> bool:
    """True for a verb's past form that is no base ("Led a team", "Managed a budget"): what
    the candidate has done, not what the hire will do."""
    verbs = load_verb_forms()
    return word in verbs.by_past and word not in verbs.by_base


def is_duty(text: str) -> bool:
    """True for an item that opens with what the hire will do, a verb's base or third
    person form ("Build ...", "Manages ..."): a duty list's item, whatever else it says."""
    if _DUTY_WORDS.match(text):
        return True
    word = _first_word(text)
    if not word or word in _NOT_DUTIES or OPENS_AS_REQUIREMENT.match(text):
        return False  # "Hands-on experience with ..." asks, though "hands" is a verb's form
    if _stative(word) or _QUALITY.match(text) or _trait(text) or _done_before(word):
        return False  # "Thrives in ...", "Desire to learn", "Detail-oriented", "Led a team"
    if _PERSON.match(text) and text[:1].isupper():
        return False  # "Team player with ...", "Project management experience"
    verbs = load_verb_forms()
    if word in verbs.by_gerund:  # "Building reports", not "Understanding of SQL"
        return not is_requirement_shaped(text)
    return word in verbs.by_base or word in verbs.by_third


def describes_person(text: str) -> bool:
    """True for an item that describes the person sought with its subject left out ("Has
    two years of ...", "Thrives in ambiguity", "Passion for ...", "Eager to learn")."""
    if _DUTY_WORDS.match(text):
        return False
    return bool(
        (_PERSON.match(text) and text[:1].isupper())  # not a lead-in's "... have shipped"
        or _QUALITY.match(text)
        or _trait(text)
        or _stative(_first_word(text))
    )


def form_of(text: str) -> Form:
    """What an item is by its form alone (see the module doc)."""
    field = FIELD_ITEM.match(text)
    if field and len(text[field.end() :].split()) >= _FIELD_ASKS and text[:1].isupper():
        # a run-in label over an ask ("Care for Detail: A sharp eye for typos in ..."):
        # the value says what the item is
        value = text[field.end() :]
        return "ask" if form_of(value) == "ask" else "offer"
    if field or (_EMPLOYER.match(text) and not asks_of_candidate(text)):
        return "offer"
    if _NOT_SOUGHT.match(text):
        return "offer"  # the employer's word on who it does not seek
    if text.rstrip().endswith("?"):
        return "offer"  # a question of an application's form ("How many years of ...?")
    if ignore_reason(text, "requirements") is not None:
        return "offer"
    shaped = is_requirement_shaped(text) or asks_of_candidate(text) or describes_person(text)
    if is_duty(text):
        return "duty"
    return "ask" if shaped else "neutral"

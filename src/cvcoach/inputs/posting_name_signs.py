"""Whether a header's words look like an organisation's name or like what a role works on.

A recruiter reads "Software Engineer - Android" as an Android engineer and "Auditor II" over
"Audit & Risk Management" as an auditor in that department: neither qualifier is the
employer. `specialty` tells such words (a tool or platform the lexicon knows, a department
named by its practice) from a name; `department` is the second alone; `rare_word` a word
English rarely writes, as a brand ("Initech", "globex") is.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import agent_noun
from cvcoach.language.lexicon import tool_spellings

# words a department's name joins its words with
_JOINS = frozenset(["&", "and", "of", "the", "for"])


def rare_word(word: str) -> bool:
    """True for a word English rarely writes (none of the word list's counts): a brand's
    or a place's name more likely than a common word."""
    from cvcoach.language.wordlist import frequency

    return frequency(word.lower().strip(".,;:'’")) == 0


def department(text: str) -> bool:
    """True for a department named by what it practises, in common words only ("Audit & Risk
    Management", "Software Engineering", "Marketing"): its last word is a practice whose
    practitioner is a job title's head noun (management → manager). A name with a word
    English does not write ("Globex Asset Management") is an organisation's."""
    words = [w for w in re.findall(r"[A-Za-z&]+", text) if w.lower() not in _JOINS]
    if not words or len(words) > 5:
        return False
    if any(rare_word(w) for w in words):
        return False
    return agent_noun(words[-1]) is not None


def specialty(text: str) -> bool:
    """True for words that say what a role works on rather than whom for: a tool or
    platform the lexicon knows ("Android", "Salesforce") or a department (`department`);
    such words are a name only where the posting names them as its employer."""
    return text.strip().lower() in tool_spellings() or department(text)

"""What a target role asks for, how much of it a CV mentions, and which CV bullets matter most.

Keywords come from the skills a JSON job file declares, terms of the technical lexicon,
technical-looking tokens and a few short noun phrases of the role; generic words, the
company, the location and the salary are never keywords. This module gathers the public
names of the modules that do the work:
- `cvcoach.keywords.extract`: `role_keywords`, `Keyword` (what the role asks for).
- `cvcoach.keywords.coverage`: `coverage`, `Coverage` (what a CV mentions of it) and `rank_texts`
  (BM25 relevance of CV texts to the role).
- `cvcoach.keywords.match`: the tokens, stems, stopwords and lexicon matcher both share.

Extraction and coverage are plain string work on pre-compiled patterns, so `role_keywords`
and `coverage` stay fast enough for every `cvcoach check --role`. Only `rank_texts` needs
rank_bm25 (and so numpy); it imports it when called.
"""

from cvcoach.keywords.coverage import Coverage, coverage, rank_texts
from cvcoach.keywords.extract import MAX_KEYWORDS, MAX_PHRASES, Keyword, role_keywords

__all__ = [
    "MAX_KEYWORDS",
    "MAX_PHRASES",
    "Coverage",
    "Keyword",
    "coverage",
    "rank_texts",
    "role_keywords",
]

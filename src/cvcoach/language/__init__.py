"""Word knowledge with no CV concepts.

The word list and its counts (`wordlist`), edits and derivations (`word_edits`,
`word_rules`), the lexicon of technical terms (`lexicon`), tokens, dates, markup and
sentences, and what the spelling check knows about words: candidates for a correction,
known derivations, name shapes, phrase slips and product terms.
"""

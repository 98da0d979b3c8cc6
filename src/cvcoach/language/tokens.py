"""Word tokens of CV prose, with offsets, and everything that is not prose left out.

A CV mixes prose with things a spelling check must not read: URLs, e-mail addresses,
markdown link targets, inline code, HTML tags and entities, paths, versions, numbers
with units (`10x`, `18k+`, `Top15`), identifiers (`snake_case`, `async_ld/st`,
`blockDim`), hashtags, @usernames and emoji. `mask` blanks the spans that are never prose
(keeping every offset), and `tokenize` splits what is left into words, dropping the
chunks that look like code (`blockDim`; one lower-case letter before a capitalised word,
`iPhone` or a slip like `xEtension`, is a word). Hyphenated and slashed words are split
into their parts (`multi-agent` -> `multi`, `agent`); a possessive `'s` is not part of the
word.

A `Vocabulary` counts the words a whole CV uses as written, so that the spelling check
can tell a slip (`llvn`) from a term the CV uses elsewhere (`LLVM`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, KeysView
from typing import NamedTuple


class Token(NamedTuple):
    """One word as written in the text, at text[start:end] (a named tuple: a CV of 15,000
    bullets has 150,000 of them)."""

    text: str
    start: int
    end: int


# `Token`'s own constructor is a Python function; the tokenizer, which makes them by the
# hundred thousand, builds the tuple directly: `_token(Token, (text, start, end))`.
_token = tuple.__new__


# Spans that are never prose, blanked before tokenizing (order matters: longest constructs first).
_NOT_PROSE = re.compile(
    r"""
      <!--.*?-->                                  # HTML comment
    | ```.*?```                                   # fenced code
    | ``(?:(?!'')[^`\n])+?``                      # inline literal (reStructuredText;
                                                  # not TeX quotes: ``so'' and ``so'')
    | `[^`\n]*`                                   # inline code
    | \]\([^)\s]*\)                               # markdown link target: [text](url)
    | <(?:https?|ftp|mailto):[^>\s]*>              # autolink
    | </?[A-Za-z][^<>\n]*>                         # HTML tag
    | &\#?\w+;                                    # HTML entity
    | \b(?:https?|ftp)://\S+                      # URL
    | \bwww\.\S+                                  # bare web address
    | [\w.+-]+@[\w-]+(?:\.[\w-]+)+                # e-mail address
    | (?<![\w&])\#[A-Za-z][\w-]*                 # hashtag
    | (?<![\w@])@[a-z0-9_][\w.-]*                # @username (not "@Tencent Company")
    | (?<![\w.])(?:~|\.{1,2})?/[\w.~/-]*          # absolute or relative path
    | \b[A-Z]\([^()\n]*\)                         # big-O and friends: O(1), O(n log n)
    """,
    re.VERBOSE | re.DOTALL,
)

# A chunk: letters, digits and the joiners that can sit inside a technical word.
_CHUNK = re.compile(r"[\w'’.+#/-]+")
_EDGE = "'’.+#/-"
_PIECE = re.compile(r"[^/-]+")
_APOSTROPHE_TAIL = re.compile(r"['’](?:s|\d+)$", re.IGNORECASE)  # GitHub's, FSE’24
_ONE_LETTER_LEAD = re.compile(r"[a-z][A-Z][a-z]{3,}")
_LOWER_CAMEL = re.compile(r"[a-z]+[A-Z][A-Za-z]*")
_LETTER = re.compile(r"[^\W\d_]")
_LETTERS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


# A character every span of `_NOT_PROSE` holds (`www.` aside): a text without one is all prose.
_MAYBE_NOT_PROSE = re.compile(r"[<`\]&@#/(]|www\.")


def mask(text: str) -> str:
    """`text` with every non-prose span replaced by spaces (same length, same offsets)."""
    if _MAYBE_NOT_PROSE.search(text) is None:
        return text  # most bullets: trying the whole pattern at every letter costs more
    return _NOT_PROSE.sub(lambda m: " " * len(m.group()), text)


def _is_code_part(part: str) -> bool:
    """True for identifier-like parts: snake_case, lowerCamel (blockDim), letters with digits."""
    if "_" in part or any(c.isdigit() for c in part):
        return True
    if _ONE_LETTER_LEAD.fullmatch(part):
        return False  # iPhone, eLearning, or a slip (xEtension): words, not code
    return part[:1].islower() and any(c.isupper() for c in part[1:])


# What a word of a chunk is to `tokenize_with_code`: a word, a lowerCamel word left out as
# code but returned beside the words, or other code (dropped).
_WORD, _CAMEL, _CODE = 0, 1, 2
ChunkWords = tuple[tuple[str, int, int, int], ...]  # (word, start, end in the chunk, kind)

# A chunk's words by chunk as the pattern finds it: a CV writes the same chunks again and
# again ("the", "Improved", "20%"), so each is read once. Bounded, for a server that checks
# CV after CV.
_CHUNK_WORDS: dict[str, ChunkWords] = {}
_CHUNK_WORDS_LIMIT = 100_000


def _chunk_words(chunk: str) -> ChunkWords:
    words = _CHUNK_WORDS.get(chunk)
    if words is None:
        if _LETTER.search(chunk) is None:
            return ()  # a number (every piece with a digit is code): not kept, they differ
        words = _read_raw_chunk(chunk)
        if len(_CHUNK_WORDS) >= _CHUNK_WORDS_LIMIT:
            _CHUNK_WORDS.clear()
        _CHUNK_WORDS[chunk] = words
    return words


def _read_raw_chunk(raw: str) -> ChunkWords:
    """The words of one chunk as `_CHUNK` finds it, joiners at its edges left out."""
    if raw.startswith(".") and raw[1:2].isalnum():
        return ()  # a file extension (.yml) or a dotted name (.NET)
    stripped = raw.lstrip(_EDGE)
    lead = len(raw) - len(stripped)
    chunk = stripped.rstrip(_EDGE)
    return tuple(
        (
            word,
            lead + offset,
            lead + offset + len(word),
            (_CAMEL if _LOWER_CAMEL.fullmatch(word) else _CODE) if code else _WORD,
        )
        for word, offset, code in _read_chunk(chunk)
    )


def _read_chunk(chunk: str) -> Iterator[tuple[str, int, bool]]:
    """The words of one chunk: offsets from the chunk's start, and whether each looks like
    code (`_is_code_part`)."""
    tail = _APOSTROPHE_TAIL.search(chunk)
    if tail:
        chunk = chunk[: tail.start()]
    if "." in chunk or "_" in chunk:
        return  # domain, file name, abbreviation (e.g.), version, module path, identifier
    pieces = [(m.group(), m.start()) for m in _PIECE.finditer(chunk)]
    if "/" in chunk and any(_is_code_part(p) for p, _ in pieces):
        return  # threadidx/blockDim, ld/st next to code: the whole chunk is code
    for piece, offset in pieces:
        word = piece.strip("'’+#")
        if word:
            lead = len(piece) - len(piece.lstrip("'’+#"))
            yield word, offset + lead, _is_code_part(word)


def tokenize(text: str, masked: str | None = None) -> list[Token]:
    """The words of `text` that a spelling check should read, with their offsets.

    `masked` is `mask(text)` when the caller has it already.
    """
    return tokenize_with_code(text, masked)[0]


def tokenize_with_code(text: str, masked: str | None = None) -> tuple[list[Token], list[Token]]:
    """`tokenize(text)`, and the lowerCamel words it leaves out as code (`getValue`; also
    `ovaDesk`, a CamelCase name that lost its first capital), letters only."""
    words: list[Token] = []
    code: list[Token] = []
    known = _CHUNK_WORDS.get
    masked = mask(text) if masked is None else masked
    find, end_of_last = masked.find, 0
    for chunk in _CHUNK.findall(masked):
        # where the pattern found it: no character a chunk holds lies between two chunks,
        # so the chunk's first place after the last one is its own
        at = find(chunk, end_of_last)
        end_of_last = at + len(chunk)
        parts = known(chunk)
        if parts is None:
            if chunk.isdecimal():
                continue  # a number: no letter, no word
            parts = _chunk_words(chunk)
        for word, start, end, kind in parts:
            if kind == _WORD:
                words.append(_token(Token, (word, at + start, at + end)))
            elif kind == _CAMEL:
                code.append(_token(Token, (word, at + start, at + end)))
    return words, code


def words_as_written(text: str) -> list[str]:
    """Every run of letters in the prose of `text`, dotted and CamelCase names included.

    Used to build a CV's vocabulary: unlike `tokenize` it keeps the parts of
    `AutoGPTQ.tvm` and `ppl.llm`, since those show how the CV writes its terms.
    """
    return _LETTERS.findall(mask(text))


class Vocabulary:
    """The words a CV uses, as written, with their counts (built by `build_vocabulary`),
    and the lower-case words of its e-mail addresses, user names and links (`handles`)."""

    def __init__(
        self, counts: Counter[str] | None = None, handles: frozenset[str] = frozenset()
    ) -> None:
        self._counts: Counter[str] = counts if counts is not None else Counter()
        self.handles = handles
        self._by_lower: dict[str, dict[str, int]] = {}
        for word, count in self._counts.items():
            self._by_lower.setdefault(word.lower(), {})[word] = count

    def __contains__(self, word: object) -> bool:
        return word in self._counts

    def __iter__(self) -> Iterator[str]:
        return iter(self._counts)

    def __len__(self) -> int:
        return len(self._counts)

    def count(self, word: str) -> int:
        """How often the CV writes `word` exactly so."""
        return self._counts.get(word, 0)

    def lower_words(self) -> KeysView[str]:
        """Every word of the CV in lower case (a set view: `edits & vocabulary.lower_words()`)."""
        return self._by_lower.keys()

    def forms(self, word: str) -> dict[str, int]:
        """Every way the CV writes `word` ignoring case, with counts (`{'TVM': 3, 'tvm': 1}`)."""
        return dict(self._by_lower.get(word.lower(), {}))


def build_vocabulary(texts: Iterable[str], handles: Iterable[str] = ()) -> Vocabulary:
    """The vocabulary of all the texts of one CV (URLs, e-mails and code left out), with
    the words of its `handles`: e-mail addresses, user names and links."""
    words: list[str] = []
    for text in texts:
        found = words_as_written(text)
        words += [w.replace("’", "'") for w in found] if "’" in text else found
    counts = Counter(words)  # counted in one pass, in the order first written
    return Vocabulary(counts, frozenset(part for h in handles for part in handle_words(h)))


def handle_words(handle: str) -> list[str]:
    """The words of five letters or more in an e-mail address, user name or link, split at
    anything but a letter and before a capital: `j.vandermeer@mail.example` and
    `JanVandermeer` -> vandermeer, example."""
    return [part.lower() for part in re.findall(r"[A-Za-z][a-z]+", handle) if len(part) >= 5]


def neighbours(text: str, tokens: list[Token], i: int) -> tuple[str | None, str | None]:
    """The words just before and after tokens[i] in `text`, lower case: a word of letters
    only with nothing but spaces between (a comma, a bracket or a line ends the context
    there: None)."""
    token = tokens[i]
    left = right = None
    if i > 0:
        before = tokens[i - 1]
        if before.text.isalpha() and not text[before.end : token.start].strip(" "):
            left = before.text.lower()
    if i + 1 < len(tokens):
        after = tokens[i + 1]
        if after.text.isalpha() and not text[token.end : after.start].strip(" "):
            right = after.text.lower()
    return left, right

"""A posting kept as a program's text block: a call that names the post and a heredoc or a
triple-quoted string that holds its page (`heredoc_posting`).

Handbooks that keep their roles "as code" write each post as a definition in a programming
language:

    Staffing::Post.define 'Payroll Officer' do
      description <<~TEXT
        ## What we look for
        ...
      TEXT
      level 'to be reconciling accounts', '...'
    end

Read as text, the first line is the title ("Staffing::Post.define 'Payroll Officer' do") and
every call after the block reads as a sentence. The post is the one string literal of the
first statement; the page is the block's text, dedented. Only a text whose first line is such
a statement (code punctuation, one quoted string, an opening `do`, `{`, `(` or `:`) and that
holds a heredoc (`<<~NAME` ... `NAME`, `<<-NAME`) or a triple-quoted string is read so.
"""

from __future__ import annotations

import re
import textwrap

__all__ = ["heredoc_posting"]

# "Staffing::Post.define 'Payroll Officer' do", "post('Payroll Officer') {", "Post(\"X\"):"
_OPENING = re.compile(
    r"\A\s*(?P<call>[A-Za-z_][\w:.]*)\s*\(?\s*(?P<q>['\"])(?P<title>[^'\"\n]{2,80})"
    r"(?P=q)\s*\)?\s*(?:do|\{|\(|:)\s*$",
    re.M,
)
_HEREDOC = re.compile(
    r"<<[~-]?(?P<tag>[A-Z][A-Z_]*)\s*\n(?P<body>.*?)\n\s*(?P=tag)\s*$", re.S | re.M
)
_TRIPLE = re.compile(r"(?P<q>\"\"\"|''')\n?(?P<body>.*?)(?P=q)", re.S)


def heredoc_posting(text: str) -> str | None:
    """The page a program's definition of a post stands for (the module doc), or None."""
    first = text.lstrip().split("\n", 1)[0]
    opening = _OPENING.match(first)
    if opening is None:
        return None
    rest = text.lstrip()[len(first) :]
    block = _HEREDOC.search(rest) or _TRIPLE.search(rest)
    if block is None:
        return None
    body = textwrap.dedent(block.group("body")).strip("\n")
    return f"# {opening.group('title').strip()}\n\n{body}\n"

"""The page's JobPosting data joined to the text it shows (`with_structured_data`).

The page's own statement of its title, employer and place (`posting_schema_org.page_posting`)
leads the text as three field lines the header reads first and keeps over its guesses from
headings and prose (`posting_header.Header`): "JobPosting employer: Initech", "JobPosting
title: Data Engineer", "JobPosting location: Springfield". A JSON Resume job file is never
HTML and never read here, so its own fields stay the posting's.

A page whose visible body is nearly empty (under 60 words, and under half of what the data
says: a careers page that renders its posting with a script, a template whose body is only a
heading) is read from its JobPosting's description,
then its responsibilities, qualifications, education, experience and skills, each under a
heading naming it, unless the description already says the same. HTML in those values is
turned into text by the same converter as the page (`posting_html.page_text`, passed in),
never rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from cvcoach.inputs.posting_schema_org import ld_json_spans, page_posting

TITLE_FIELD = "JobPosting title"
EMPLOYER_FIELD = "JobPosting employer"
LOCATION_FIELD = "JobPosting location"
_NEARLY_EMPTY = 60  # words: a body this short states no posting of its own
_FRONT_MATTER = re.compile(r"^(---|\+\+\+)[ \t]*\n.*?\n\1[ \t]*(?:\n|$)", re.S)


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def _body_from_data(text: str, description: str | None, sections: list[tuple[str, str]]) -> str:
    parts = [text] if text.strip() else []
    said = _words(description or "")
    parts += [description] if description else []
    for heading, value in sections:
        words = _words(value)
        if words and words not in said:
            parts.append(f"## {heading}\n{value}")
    return "\n\n".join(parts)


def with_structured_data(html: str, text: str, convert: Callable[[str], str] | None) -> str:
    """The page's text with its JobPosting's title, employer and place leading it (after a
    front matter, which stays first), and, when the body is nearly empty, read from its
    description and the posting's other texts turned into text by `convert` (None: never).
    The text as it is when the page has none."""
    posting = page_posting(html)
    if posting is None:
        return text
    front = _FRONT_MATTER.match(text)
    head, body = (text[: front.end()], text[front.end() :]) if front else ("", text)
    empty = len(body.split()) < _NEARLY_EMPTY
    if convert is not None and empty and (posting.description or posting.sections):
        description = convert(posting.description) if posting.description else None
        sections = [(name, convert(value)) for name, value in posting.sections]
        data = " ".join([description or "", *(value for _, value in sections)])
        if len(data.split()) > 2 * len(body.split()):  # the data says more than the page
            body = _body_from_data(body, description, sections)
    fields = [
        f"{name}: {value}"
        for name, value in (
            (EMPLOYER_FIELD, posting.company),
            (TITLE_FIELD, posting.title),
            (LOCATION_FIELD, posting.location),
        )
        if value
    ]
    if not fields:
        return head + body
    if head and not head.endswith("\n"):
        head += "\n"
    return head + "\n".join(fields) + "\n\n" + body.lstrip("\n")


def markdown_with_structured_data(text: str) -> str:
    """A Markdown page that carries its JobPosting as a JSON-LD block (a Jekyll page that
    writes one between its front matter and its body): the block out of the text, where its
    JSON would be read as a line of the posting, and its title, employer and place leading
    the body as for an HTML page. The description is not read: the body says it. A text
    without such a block is returned as it is. `posting.posting_from_text` calls it before
    reading the front matter, which stays first."""
    spans = ld_json_spans(text)
    if not spans:
        return text
    blocks = "".join(text[start:end] for start, _, _, end in spans)
    rest, pos = [], 0
    for start, _, _, end in spans:  # each block out with its line's spare spaces
        while start > pos and text[start - 1] in " \t":
            start -= 1
        while end < len(text) and text[end] in " \t":
            end += 1
        end += text.startswith("\n", end)
        rest.append(text[pos:start])
        pos = end
    rest.append(text[pos:])
    return with_structured_data(blocks, "".join(rest), None)

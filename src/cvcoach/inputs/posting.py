"""A job posting read the way a recruiter reads it: `load_posting` and `posting_from_text`.

A posting is DATA. Reading it sorts its lines into sections by what each section is (about
the company, responsibilities, requirements, nice-to-have, benefits, legal/EEO text, how to
apply), from the section's heading where it has one and from the shape of its sentences
where it has none. Which lines are requirements is decided later, by one function
(`posting_kinds.ignore_reason`, applied by `cvcoach.keywords.requirements`); a sentence
addressed to a model never is one.

The header gives title, company, location and seniority from the forms postings use:
`Title — Company (Location)`, `Title - Qualifier` (the part after a hyphen is a company only
when the posting names it elsewhere), `Title at Company`, a linked title with the company on
the next line, `Company: X` lines, the company named in the prose ("At Hungryroot we...").
"""

from __future__ import annotations

import re
from pathlib import Path

from cvcoach.inputs.posting_address import address_block
from cvcoach.inputs.posting_addressed_employer import addressed_employer
from cvcoach.inputs.posting_company import (
    company_name,
    company_of_posting,
    title_without_company,
)
from cvcoach.inputs.posting_component import component_posting
from cvcoach.inputs.posting_flat_lists import with_lists_restored
from cvcoach.inputs.posting_header import Header
from cvcoach.inputs.posting_heredoc import heredoc_posting
from cvcoach.inputs.posting_kind_initials import kind_by_initials
from cvcoach.inputs.posting_kinds import (
    ignore_reason,
    is_requirement_shaped,
    without_template_tags,
)
from cvcoach.inputs.posting_mail import mail_text
from cvcoach.inputs.posting_meta import front_matter, lines_of_kind, without_rest_markup
from cvcoach.inputs.posting_object import object_posting
from cvcoach.inputs.posting_php_values import with_php_values
from cvcoach.inputs.posting_qualifiers import qualifier, without_preposition
from cvcoach.inputs.posting_reader import PostingReader
from cvcoach.inputs.posting_role_sought import (
    post_addressed,
    practised_role,
    role_in_prose,
    role_phrase_in_prose,
)
from cvcoach.inputs.posting_tables import tables_as_lines
from cvcoach.inputs.posting_title_forms import (
    EMPLOYER_KEYS,
    bare_post_title,
    header_fields,
    role_field_is_the_title,
)
from cvcoach.inputs.posting_title_line import split_title
from cvcoach.inputs.posting_words import (
    html_body,
    is_only_place,
    is_place,
    names_a_post,
    names_a_role,
    seniority_of,
)
from cvcoach.inputs.role import load_role, read_role_file
from cvcoach.language.sentences import split_prose
from cvcoach.model.findings import InputError, input_problem
from cvcoach.model.role import Posting, PostingLine, Role

__all__ = [
    "ignore_reason",
    "is_requirement_shaped",
    "load_posting",
    "posting_from_role",
    "posting_from_text",
]


# Markdown's blockquote marks, nested ones too ("> > text")
_QUOTE_MARKS = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)+", re.M)


# a line of three or more parts between pipes, not a Markdown table's row
_PIPE_LINE = re.compile(r"^(?!\|)[^|]{2,80}(?:\|[^|]{2,80}){2,}$")


def _pipe_line_title(text: str) -> str | None:
    """The title of the body's first "Company | Place | Title" line, when it names a role
    (the line cut where the comment's markup starts: "...Engineer<p>Target ...")."""
    for raw in text.split("\n"):
        line = re.sub(r"<[^>]+>.*$", "", raw).strip()
        if not _PIPE_LINE.match(line):
            continue
        title = split_title(line, text)[0]
        if title and names_a_post(title) and not is_only_place(title):
            return title
    return None


def _lead_item_title(text: str) -> str | None:
    """The role a posting opens with as a lone list item over its first heading: an accordion
    item's toggle ("<li><a>Graphic Designer</a> <div><h4>Requirement</h4>..." read as "-
    Graphic Designer" then "#### Requirement"); not a list of several items."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) < 2 or not lines[1].startswith("#"):
        return None
    item = re.fullmatch(r"[-*•]\s+([^.!?:;]{2,60})", lines[0])
    if item is None or len(item.group(1).split()) > 6:
        return None
    title = item.group(1).strip()
    return title if names_a_post(title) and not is_only_place(title) else None


# "Software Engineer at Initech Where work gets done": a role at a company, opening a line
_AT_LINE = re.compile(
    r"^[#*_\s]*(?P<title>[A-Z][\w/&+.-]*(?: (?:of |and |& )?[A-Z][\w/&+.-]*){0,5}) (?:at|@) "
    r"(?P<company>[A-Z].*)$"
)


def _at_line(text: str) -> tuple[str, str | None] | None:
    """The role and company of the first "Title at Company" line of the posting's top (a
    careers page's "Software Engineer at Initech" under "About the job"), the role in title
    case and singular: not "Engineers at Initech work ...", a sentence about them."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    for line in lines[:12]:
        found = _AT_LINE.match(line)
        if found and names_a_role(found["title"], plural=False):
            title, company, _ = split_title(found.group().strip("#*_ .").strip(), text)
            return found["title"], company if title == found["title"] else None
    return None


def _settle_title(header: Header, text: str) -> None:
    """The title from the body when the header gave none, or one naming no post or only a
    place: a pipe line, a lone list item, a "Title at Company" line, the prose; a bare head
    noun the prose writes with its fuller phrase."""
    if header.title is None or not names_a_post(header.title) or is_only_place(header.title):
        # a "Company | Place | Title" line of the body (a Hacker News comment a mirror stores
        # under headings of its own), else the prose ("Initech is looking for a bookkeeper")
        at_line = _at_line(text)
        if at_line is not None:
            header.company = header.company or at_line[1]
        hired = (
            _pipe_line_title(text)
            or _lead_item_title(text)
            or (at_line[0] if at_line else None)
            or post_addressed(text)  # "As a Payroll Team Coordinator, you will ..."
            or role_in_prose(text)
        )
        placed = header.title and is_place(header.title)  # a place is never the title
        prose = role_phrase_in_prose(text) or practised_role(text)
        header.title = hired or prose or (None if placed else header.title)
    elif header.title and re.fullmatch(r"[a-z]+", header.title):
        # a bare head noun ("developer", as a mirror's field gives it) is the prose's fuller
        # phrase of it ("hiring a full-time front-end developer")
        phrase = role_phrase_in_prose(text)
        if phrase and phrase.lower().endswith(" " + header.title):
            header.title = phrase


def posting_from_text(text: str, source: str | None = None) -> Posting:
    """Read a Markdown or plain-text posting (HTML: pass it through `html_to_text` first)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = with_php_values(text)  # "<?= $position ?>": the string the page set it to
    text = object_posting(text) or heredoc_posting(text) or component_posting(text) or text
    text = mail_text(text) or text  # a saved e-mail: its headers and encodings undone
    if "ld+json" in text:  # a Markdown page carrying its JobPosting as a JSON-LD block
        from cvcoach.inputs.posting_structured import markdown_with_structured_data

        text = markdown_with_structured_data(text)
    text = without_template_tags(text)
    text = without_rest_markup(text)
    fields, text = front_matter(text)
    # "Title: ..." (Wyam, some Jekyll themes): a capitalised key is the lower-case key's
    fields = {k.lower(): v for k, v in fields.items() if k.istitle() and k.isalpha()} | fields
    text = tables_as_lines(text)  # a person specification's Essential/Desirable columns
    if html_body(text):  # a Markdown page written in HTML (Jekyll pages often are)
        from cvcoach.inputs.posting_html import html_to_text

        text = html_to_text(text)
    else:  # an advert quoted in a blog post or an e-mail: "> We wish to appoint ..."
        text = with_lists_restored(_QUOTE_MARKS.sub("", text))
    letterhead = address_block(text)  # "Initech Ltd / 12 High Street / ...": the employer
    if letterhead is not None:
        rest = text.split("\n")[letterhead[1] :]
        text = "\n".join([f"Company: {letterhead[0]}", "", *rest])
    reader = PostingReader(text)
    if role_field_is_the_title(fields):
        fields = {k: v for k, v in fields.items() if k != "title"}
    fields = header_fields(fields)
    for key in (*EMPLOYER_KEYS, "title", "role", "location", "city"):
        value = fields.get(key)
        if isinstance(value, str) and value.strip() and not (key == "role" and reader.header.title):
            reader.header.meta(f"{key}: {value.strip()}")
    reader.header.title_from_front = reader.header.title_from_field
    reader.header.company_from_field = reader.header.company is not None
    for number, raw in enumerate(text.split("\n"), start=1):
        reader.read(raw, number)
    reader.flush()
    header = reader.header
    _settle_title(header, text)
    if header.title:
        header.title, postcode = bare_post_title(header.title)
        header.location = header.location or postcode
    signed = "\n".join(v for v in fields.values() if isinstance(v, str))
    found = header.company or company_of_posting(text, signed, header.title)
    found = found or kind_by_initials(text)  # "The University offers ...", hr@ur.ac
    found = found or addressed_employer(text)  # "As Analyst at Hooli, you will ..."
    found = without_preposition(found)  # "With Initech's ..." opening a sentence
    company = company_name(None if qualifier(found) else found, text)  # no "2nd Shift"
    return Posting(
        title=title_without_company(header.title, company, text),
        company=company,
        location=header.location,
        seniority=seniority_of(header.title),
        lines=lines_of_kind(reader.lines, reader.nice_heads),
        source=source,
    )


def posting_from_role(role: Role) -> Posting:
    """A posting from a JSON Resume job file already read into a `Role`."""
    lines: list[PostingLine] = []
    for sentence in split_prose(role.description or ""):
        if sentence.strip():
            lines.append(PostingLine(text=sentence.strip(), section="about", line=1))
    for item in role.responsibilities:
        lines.append(PostingLine(text=item, section="responsibilities", line=1, bullet=True))
    for item in role.qualifications:
        lines.append(PostingLine(text=item, section="requirements", line=1, bullet=True))
    for item in role.nice_to_have:
        lines.append(PostingLine(text=item, section="nice", line=1, bullet=True))
    return Posting(
        title=role.title,
        company=role.company,
        location=role.location,
        seniority=seniority_of(role.title),
        lines=tuple(lines),
        declared_skills=tuple(role.skills),
        source=role.source,
    )


def load_posting(path: str | Path) -> Posting:
    """Read a posting file: `.json` as a JSON Resume job, `.html`/`.htm` as HTML, else text.

    Raises InputError (never another exception) when the file cannot be used.
    """
    file = str(path)
    suffix = Path(path).suffix.lower()
    if suffix == ".json":
        return posting_from_role(load_role(path))
    text = with_php_values(read_role_file(Path(path), file))
    kept = object_posting(text)  # a posting kept as a program's object: the page it stands for
    if kept is not None:
        text = kept
    elif suffix in (".html", ".htm"):
        from cvcoach.inputs.posting_html import html_to_text  # html.parser: only for HTML

        text = html_to_text(text)
    posting = posting_from_text(text, source=file)
    if not posting.lines and not posting.title:
        raise InputError(file, [input_problem("no job description text found", line=1, column=1)])
    return posting

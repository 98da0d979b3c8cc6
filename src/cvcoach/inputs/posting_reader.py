"""One pass over a posting's lines: which is a heading, which the header, which a section's.

`PostingReader` reads a posting's text line by line (`posting.posting_from_text` feeds it),
keeping the header, the current section and the block (paragraph or list item) still open.
It lives apart from the entry points so that each module stays small enough to read whole:
the headings a line can be (`posting_heading_lines`), the wrapped blocks (`_Block`) and the
reader that sorts them belong together; reading files and assembling the `Posting` do not.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_header import Header, field_label
from cvcoach.inputs.posting_heading_lines import (
    PLAIN_LEVEL,
    STACK_HEADING,
    Heading,
    heading_of,
    is_sentence_heading,
)
from cvcoach.inputs.posting_kinds import (
    ASKS_YEARS,
    RUN_ON,
    clean_inline,
    ignore_reason,
    lead_in_kind,
    leads_the_stack,
    section_kind,
)
from cvcoach.inputs.posting_meta import (
    lines_of_a_list,
    list_lead_kind,
    names_qualifications,
    softens_a_list,
)
from cvcoach.inputs.posting_names import company_shaped, title_comma_organisation
from cvcoach.inputs.posting_outline import Outline
from cvcoach.inputs.posting_title_forms import short_title
from cvcoach.inputs.posting_unmarked import wrapped_items
from cvcoach.inputs.posting_words import BULLET, names_a_role
from cvcoach.language.sentences import split_prose
from cvcoach.model.role import PostingLine, SectionKind

_ESCAPED_NUMBER = re.compile(r"^(\d{1,2})\\\.\s+")

_BREADCRUMB = re.compile(r"^[^»›]*(?:[»›][^»›]*)+$")
_RULE = re.compile(r"^[=\-*_\s]{3,}$|^([^\w\s])(?:\s*\1){2,}$")  # "---", "%%%"
# A field line, "Stack: React, GraphQL" or "Salary: 80 k€": a short label, a colon, a value.
# One this long with no sentence end was hard-wrapped: its value goes on on the next line
# ("Required Education: Bachelor's degree in Computer Science, Information" / "Systems, ...").
_WRAP_WIDTH = 60
_FIELD = re.compile(r"^([A-Z][\w&/' -]{0,40}?):\s+(\S.*)$")  # "Required experience/technologies:"


# a lead-in that asks something and then announces a list: "You'll need to have some
# familiarity with Python and experience with any of the following will also help:"
_ASKS_THEN_LEADS = re.compile(
    r"^(?:.*[.!?]\s+)?(?P<ask>[^.!?]+?)\s+and\s+(?:(?:some |any )?(?:experience|knowledge|"
    r"familiarity|skills?) (?:with|in|of) )?(?:any|some|all|one|each|several) of the following\b"
    r"[^.!?]*:$"
)


class PostingReader:
    """One pass over a posting's lines: the header, the current section, the open block."""

    def __init__(self, text: str) -> None:
        self.header = Header(text)
        self.lines: list[PostingLine] = []
        self.section: SectionKind = "about"
        self.seen_body = False
        self.title_level = 0
        self.outline = Outline()  # the headings open above, for a heading of unknown kind
        self.pending: _Block | None = None
        self.previous: _Block | None = None  # the last block read, while no heading follows
        self.restore: SectionKind | None = None  # the section an announced list interrupts
        # the section a nice lead-in's list interrupts ("Bonus points for:"), and how many of
        # its items were read: the paragraph after the list is of that section again
        self.nice_restore: SectionKind | None = None
        self.nice_items = 0
        self.heading_mark = 0  # how many lines were read before the current section's heading
        self.nice_heads: list[str] = []  # the headings and lead-ins that opened a nice list
        self.number = 0

    def flush(self) -> None:
        """Add the open block: a list item whole, a paragraph sentence by sentence."""
        block, self.pending = self.pending, None
        if block is None:
            return
        self.previous = block
        if block.unmarked_list():
            for part, number in zip(block.parts, block.numbers, strict=True):
                self.lines.append(
                    PostingLine(text=part, section=block.section, line=number, bullet=True)
                )
            return
        wrapped = None if block.bullet or block.field else wrapped_items(block.parts)
        for item, start in wrapped or []:  # an unmarked list whose items were wrapped
            self.lines.append(
                PostingLine(
                    text=item, section=block.section, line=block.numbers[start], bullet=True
                )
            )
        if wrapped:
            return
        content = " ".join(block.parts)
        whole = block.bullet and not (block.field and len(block.parts) > 1)
        pieces = [content] if whole else split_prose(content)
        pieces = [run for piece in pieces for run in RUN_ON.split(piece)]
        for piece in (p.strip() for p in pieces):
            if piece:
                self.lines.append(
                    PostingLine(
                        text=piece, section=block.section, line=block.line, bullet=block.bullet
                    )
                )

    def read(self, raw: str, number: int) -> None:
        self.number = number
        stripped = raw.strip()
        if not stripped or _RULE.match(stripped) or stripped in ("\\", "```", "~~~"):
            self.flush()
            return
        if self.header.company_field(stripped):
            self.flush()  # "Company: Hooli": a field, not a short heading nor a body line
            return
        if self.field(stripped, number):
            return
        heading = heading_of(stripped)
        if heading and heading.level == PLAIN_LEVEL and leads_the_stack(clean_inline(stripped)):
            heading = None  # "Technologies we use include:" leads a list (`_list_lead`)
        if heading is None and self.header.meta(stripped):
            return
        if heading is not None:
            self.flush()
            before = self.section
            self.heading(heading)
            lead_in = heading.level == PLAIN_LEVEL and clean_inline(stripped).endswith(":")
            if lead_in and self.section == "nice" and before != "nice":
                # "Bonus points for experience with:" leads its list, not the rest of the
                # section: the paragraph after the list is of the section before again
                self.nice_restore, self.nice_items = before, 0
            return
        # an ordered marker a Markdown editor escaped ("1\. Minimum four years ...", so that
        # it is not renumbered) is a list marker as "1." is
        stripped = _ESCAPED_NUMBER.sub(r"\1. ", stripped)
        bullet = BULLET.match(stripped)
        content = clean_inline(stripped[bullet.end() :] if bullet else stripped)
        if bullet and self.header.company_field(content):
            return  # "- Employer: Hooli Dental": a record of fields written as a list
        if content and not (bullet or self.seen_body) and self.header_line(content):
            return
        if not content:
            return
        self.header.company_line_next = False
        self.seen_body = True
        field_shaped = _FIELD.match(content) is not None  # "Process: ...": no wrapped line
        if self.pending and not bullet and number == self.pending.last + 1 and not field_shaped:
            self.pending.add(content, number)  # a wrapped line goes on with its block
        else:
            self.flush()
            self._list_lead(bool(bullet))
            self.pending = _Block(content, number, self.section, bullet=bool(bullet))
        if stripped.endswith("\\"):
            self.flush()  # a Markdown hard line break ends the line
        elif content.endswith(":") and bullet and self.section == "requirements":
            # a list item that leads a nested list at the nice level ("Knowledge of the
            # following is desired, but not required:") makes its items nice, up to the
            # next paragraph or heading
            if lead_in_kind(content, self.section) == "nice" and not softens_a_list(content):
                self.flush()
                self.section, self.restore = "nice", self.section
                self.nice_heads.append(content)
        elif content.endswith(":") and not bullet:
            self._lead_in(content)

    def _lead_in(self, content: str) -> None:
        """A paragraph ending in a colon: the lead-in sentence that ends it opens a list of
        its kind (requirements, nice, duties, benefits, how to apply)."""
        # a lead-in sentence ("we look for the following skills:") opens a list of its kind
        # the lead-in is the paragraph's last sentence, not what comes before it ("...
        # and apply strategic judgement. The role requires the following:")
        lead = " ".join(self.pending.parts) if self.pending else content
        sentence = split_prose(lead)[-1]
        kind = lead_in_kind(sentence, self.section)
        # "We care about culture, and are looking for people who:": the clause
        # that introduces the list says what it is
        clause = re.split(r",\s+(?:and\s+|but\s+|so\s+)?", sentence)[-1]
        # (not "If you are interested, you should visit our careers page by doing:", which
        # says how to apply whatever its last clause says)
        if (
            kind != "apply"
            and clause != sentence
            and (of_clause := lead_in_kind(clause, self.section)) != "other"
            # "... assessed on the following traits, and you should aim to demonstrate them
            # in your application:" names the traits, whatever its last clause's words
            and not (kind == "requirements" and of_clause == "apply")
        ):
            kind = of_clause
        kind = "other" if leads_the_stack(sentence) else kind  # `_list_lead`
        asked = _ASKS_THEN_LEADS.match(lead)
        if (
            asked
            and kind == "nice"
            and self.pending
            and ignore_reason(asked["ask"], self.section, bullet=False) is None
        ):
            # "You'll need some familiarity with Python and experience with any of the
            # following will also help:": the first clause asks, the rest leads a nice list
            self.pending.parts, self.pending.numbers = [asked["ask"]], self.pending.numbers[:1]
        if kind in ("requirements", "nice", "responsibilities", "benefits", "apply"):
            self.flush()
            if kind == "nice" and self.section != "nice":
                self.nice_restore, self.nice_items = self.section, 0
            self.section = kind
            self.nice_heads += [split_prose(lead)[-1]] if kind == "nice" else []

    def _list_lead(self, bullet: bool) -> None:
        """A list after a paragraph that announces it ("Here are some desired skills and
        attributes for the position.") is of that kind, up to the next paragraph."""
        if self.nice_restore is not None and bullet:
            self.nice_items += 1
        if not bullet:
            self.section, self.restore = self.restore or self.section, None
            if self.nice_restore is not None and self.nice_items:
                self.section, self.nice_restore = self.nice_restore, None  # the list has ended
            return
        lead = self.previous
        if lead and not lead.bullet and leads_the_stack(split_prose(" ".join(lead.parts))[-1]):
            if self.section not in ("requirements", "nice") or self._listed_under_heading():
                # "Technologies we use include:" after the requirements, or outside them: the
                # tools of the work, no ask (a requirements section that opens with it asks)
                self.section, self.restore = "about", self.restore or self.section
            return
        kind = list_lead_kind(" ".join(lead.parts)) if lead and not lead.bullet else None
        if self.section == "apply" and not (lead and names_qualifications(" ".join(lead.parts))):
            kind = None  # "Before you start, you should have:" a resume, a cover letter
        if kind and kind != self.section:
            self.section, self.restore = kind, self.section
            self.nice_heads += [" ".join(lead.parts) if lead else ""] if kind == "nice" else []

    def _listed_under_heading(self) -> bool:
        """True when a list item of the current section was read since its heading."""
        return any(ln.bullet for ln in self.lines[self.heading_mark :])

    def field(self, stripped: str, number: int) -> bool:
        """A field line of the body ("Stack: React, GraphQL", "Salary: 80 k€") is a line of
        its own, of the kind its label names (a list when it names requirements); it
        neither joins the paragraph before it nor changes the section. False if none. Above
        the body only a label naming requirements is one ("Stack: Go" under a pipe line)."""
        match = _FIELD.match(clean_inline(stripped))
        if not match or len(match.group(1).split()) > 3:
            return False
        kind = section_kind(match.group(1))
        if kind == "other" or not (self.seen_body or kind in ("requirements", "nice")):
            return False
        self.flush()
        content = clean_inline(stripped)
        listed = kind in ("requirements", "nice")
        if self.nice_restore is not None and not listed:
            # "**About The Job:** As an organization, ..." after a nice lead-in's list: the
            # run-in label says what the text after the list is
            self.section, self.nice_restore = kind, None
        self.nice_heads += [match.group(1)] if kind == "nice" else []
        self.pending = _Block(content, number, kind, bullet=listed)
        self.pending.field = True
        if len(content) < _WRAP_WIDTH or content.endswith((".", "!", "?", ":", "\\")):
            self.flush()  # a field line that stops short of the wrap width ends with it
        return True

    def header_line(self, content: str) -> bool:
        """A plain line at the top: the title, or the company under a title. False if neither.
        A breadcrumb ("Home » About » Jobs") is a page's navigation: kept as a line of its
        own that does not end the header."""
        if _BREADCRUMB.match(content):
            self.lines.append(PostingLine(text=content, section="about", line=self.number))
            return True
        if self.header.title is None and short_title(content):
            self.header.set_title(content)
            return True
        return self.header.company_under_title(content)

    def _kind_of(self, heading: Heading) -> SectionKind:
        """The kind of section a heading opens; a lead-in sentence under How to apply ("Before
        you start, you should have:") leads the application's materials, unless it names
        qualifications."""
        kind = section_kind(heading.text)
        asked = self.section == "apply" and kind in ("requirements", "nice")
        if asked and is_sentence_heading(heading) and not names_qualifications(heading.text):
            return "apply"
        if STACK_HEADING.match(heading.text) and self._listed_under_heading():
            return "about"  # "Technical Stack" after the requirements: what the work uses
        return kind

    def heading(self, heading: Heading) -> None:
        """The first plain heading is the title (the next may be the company); others open
        a section of the kind they name."""
        kind = self.outline.kind_under(heading.level, self._kind_of(heading))
        top = (
            not self.seen_body
            and (
                kind == "other"
                or names_a_role(heading.text)
                or title_comma_organisation(heading.text) is not None
            )
            and bool(heading.text)
        )
        if top and self.header.title is None:
            self.header.set_title(heading.text)
            self.title_level = heading.level
            return
        if (
            not self.seen_body
            and self.header.title_from_field
            and self.header.retitled(heading.text)
        ):
            return  # the employer's own heading, naming role and company, over a board's field
        if not self.seen_body and heading.text == self.header.title_line:
            return  # the title line again, as the page's heading: no section of its own
        if (
            self.header.names_the_page()
            # "Curator position at Hooli"; "Web Application Developer" (not "How to apply")
            and kind in ("other", "responsibilities", "apply")
            and names_a_role(heading.text)
            and not heading.text.endswith(":")
        ):
            # the page's own name ("Jobs", "Jobs at Acme") was no job: this heading is
            self.header.retitle_page(heading.text)
            self.header.page_named = False
            self.title_level, self.section, self.seen_body = heading.level, "about", True
            return
        if (
            top
            and self.header.company_line_next
            and company_shaped(heading.text)
            and not field_label(heading.text)
            and heading.level >= self.title_level
        ):
            # "## About Northwind Traders" under the title: the company it is about
            named = re.sub(r"^About\s+(?:the\s+)?(?=[A-Z])", "", heading.text)
            self.header.company, self.header.company_line_next = named, False
            return
        self.header.company_line_next, self.previous, self.restore = False, None, None
        self.nice_restore, self.heading_mark = None, len(self.lines)
        self.section = kind if kind != "other" else ("other" if self.seen_body else "about")
        self.nice_heads += [heading.text] if kind == "nice" else []
        self.seen_body = True
        if kind in ("requirements", "nice") and ASKS_YEARS.search(heading.text):
            # a heading that asks years itself ("Minimum of 5 years of experience in the
            # following:") is a requirement as well as the list's heading
            self.lines.append(
                PostingLine(text=heading.text, section=kind, line=self.number, bullet=False)
            )


class _Block:
    """A paragraph or list item being read, possibly over several wrapped lines."""

    def __init__(self, text: str, line: int, section: SectionKind, *, bullet: bool) -> None:
        self.parts = [text]
        self.numbers = [line]
        self.line = self.last = line
        self.section = section
        self.bullet = bullet
        self.field = False  # a field line, whose wrapped value may run over several lines

    def add(self, text: str, line: int) -> None:
        self.parts.append(text)
        self.numbers.append(line)
        self.last = line

    def unmarked_list(self) -> bool:
        """True for a paragraph whose lines are list items that lost their markers."""
        return not (self.bullet or self.field) and lines_of_a_list(self.parts)

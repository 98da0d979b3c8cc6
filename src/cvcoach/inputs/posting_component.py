"""A posting kept as a web framework's page component, read as the page it renders
(`component_posting`).

Sites built with React (and frameworks like it) keep each careers page as a module whose
markup is written inline, the post's name held in a constant and passed to a shared layout:

    import { JobLayout } from "@/components/JobLayout";

    export default function PayrollOfficerPage() {
      const role = "Payroll Officer (Part-time)";
      return (
        <JobLayout heading="Work With Us" role={role}>
          <h3>Requirements:</h3>
          <ul><li>Two years of payroll experience</li></ul>
        </JobLayout>
      );
    }

Read as text, the import and the function read as the first lines and the post is nowhere a
heading; the layout's visible heading ("Work With Us") is the site's, not the post's. The
post is the one string constant named as a post is (`role`, `title`, `position`, `jobTitle`,
...) whose value names a post; the page is the markup the component returns. Only a text that
is a module from its first line, holds such a constant and returns markup is read so.
"""

from __future__ import annotations

import re

from cvcoach.inputs.posting_words import names_a_post

__all__ = ["component_posting"]

# a module from its first line: an import, an export, or a "use client" directive
_MODULE_START = re.compile(r"\A\s*(?:import\b|export\b|[\"']use (?:client|strict)[\"'];?)")
# const role = "Payroll Officer"; let jobTitle = 'Cook'
_POST_CONSTANT = re.compile(
    r"^\s*(?:const|let|var)\s+(?:role|title|position|job|jobTitle|job_title|roleName|"
    r"role_name|positionTitle|position_title)\s*(?::\s*string\s*)?=\s*"
    r"(?P<q>[\"'`])(?P<title>[^\"'`\n]{2,80})(?P=q)\s*;?\s*$",
    re.M,
)
# the markup returned: from the first line opening a tag to the last line closing one
_MARKUP_LINE = re.compile(r"^\s*</?[A-Za-z][\w.]*(?:\s[^\n]*)?>?")
# an expression inside markup: an attribute's `={role}` or a child `{role}`
_EXPRESSION = re.compile(r"=?\{[^{}\n]*\}")
_CLASS_ATTR = re.compile(r"\s(?:className|class)=\"[^\"]*\"")


def component_posting(text: str) -> str | None:
    """The page a framework component for one post renders (the module doc), or None."""
    if not _MODULE_START.match(text):
        return None
    found = [m["title"].strip() for m in _POST_CONSTANT.finditer(text)]
    if len(set(found)) != 1 or not names_a_post(found[0]):
        return None
    lines = text.split("\n")
    marked = [n for n, line in enumerate(lines) if _MARKUP_LINE.match(line)]
    if len(marked) < 2:
        return None
    body = "\n".join(lines[marked[0] : marked[-1] + 1])
    body = _CLASS_ATTR.sub("", _EXPRESSION.sub("", body))
    return f"<h1>{found[0]}</h1>\n{body}\n"

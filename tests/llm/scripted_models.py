"""Scripted models for the scripted server: programs that answer any request the way a
faulty model would, on purpose. Nothing here was recorded from a real model.

`cut_down_model` does what a small model did to real CVs: each rewrite keeps only the
bullet's figures, or its first three words, with a "why" copied from the job description
and role keywords it does not carry; each letter claims "Python and C++", speaks as "we"
and stops mid-sentence. A re-ask gets the same answer.
"""

from __future__ import annotations

import re

from tests.llm.handwritten_replies import json_reply
from tests.llm.scripted_openai_server import Reply, Request

_LINE = re.compile(r"^- (\S+): (.*)$", re.M)
_FIGURE = re.compile(r"[$€£]?\d[\d.,]*\s?(?:%|x|k|M|B|\+)?")


def _listed(text: str, header: str, end: str) -> list[tuple[str, str]]:
    """The `- id: text` lines between `header` and `end` in a prompt."""
    start = text.find(header)
    if start < 0:
        return []
    block = text[start + len(header) : text.find(end, start)]
    return _LINE.findall(block)


def cut_down(text: str) -> str:
    """A bullet cut down: its figures alone, or its first three words."""
    figures = [m.group(0).strip() for m in _FIGURE.finditer(text)]
    return " ".join(figures) if figures else " ".join(text.split()[:3])


def cut_down_model(request: Request) -> Reply:
    user = request.user
    if "<letter_facts>" in user:
        evidence = _listed(user, "Evidence (id: bullet from the CV):", "</letter_facts>")
        ids = [i for i, _ in evidence][:1]
        return json_reply(
            {
                "opening": "We have experience in both Python and C++.",
                "paragraphs": [
                    {
                        "text": "We built systems with Python and C++. I am eager to work on "
                        "high-risk patient",
                        "evidence": ids,
                    }
                ],
                "closing": "I would welcome the chance to discuss how my",
            }
        )
    bullets = _listed(user, "Bullets to rewrite (id: text):", "</cv_entry>")
    role = re.search(r"Keywords: (.*)", user)
    keywords = [k.strip() for k in role.group(1).split(",")][:4] if role else []
    line = re.search(r"Description:\n(.+)", user)
    why = line.group(1).strip(" -*") if line else "matches the role"
    return json_reply(
        {
            "rewrites": [
                {"source_id": i, "text": cut_down(t), "targets": keywords, "reasons": [why]}
                for i, t in bullets
            ]
        }
    )

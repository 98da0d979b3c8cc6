"""Robustness of the posting reader: the tune postings transformed, scored on their labels.

Each fresh batch of postings scores far below the tune split before any change (docs/roles.md,
sixteenth and seventeenth rounds): the reader knows the structures it has seen. This script
measures out of sample without new postings, by ablation: every tune posting is rewritten in
ways real postings vary, and the reader's output on the rewritten text is scored against the
posting's unchanged label with the roles stage's own grader (`grade_posting`).

Transforms (deterministic; the posting's first line or heading, its title, is kept as is and
front matter is left alone):
- `none`: the text as the reader gets it (HTML already turned into text), a control;
- `no_headings`: every later heading line removed (`# X`, a bold line alone, `Label:` alone);
- `renamed`: every later heading renamed to a word no rule knows ("Part 2", "Part 3", ...);
- `flat`: Markdown flattened to plain text (heading marks, emphasis and list markers gone);
- `markers`: list markers changed ("- x" / "* x" / "1. x" to "• x");
- `html`: the Markdown wrapped as HTML (`<h2>`, `<ul><li>`, `<p>`) and read as HTML;
- `reordered`: the sections after the first in reverse order.

Usage: `python scripts/measure_perturbed_roles.py [--split tune] [--only flat,html]`
(prints one row of figures per transform; never run it on the test split while tuning).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
from collections.abc import Callable
from pathlib import Path

from cvcoach.evals.roles_stage import Tally, grade_posting
from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_html import html_to_text
from cvcoach.inputs.posting_object import object_posting
from cvcoach.keywords.requirements import requirements

ROOT = Path(__file__).resolve().parent.parent
HELDOUT = ROOT / "evals" / "roles-heldout"

_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+\S")
_BOLD_LINE = re.compile(r"^\s*(\*\*|__)[^*_]{2,80}(\*\*|__)\s*:?\s*$")
_LABEL_LINE = re.compile(r"^\s*[A-Z][\w'&/,() -]{1,60}:\s*$")
_BULLET = re.compile(r"^(\s*)(?:[-*+•]|\d{1,2}[.)])\s+")


def _front_matter(lines: list[str]) -> int:
    """The number of lines a `---` front-matter block takes at the top (0 without one)."""
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() == "---":
                return i + 1
    return 0


def is_heading(line: str) -> bool:
    """A heading line: Markdown's `#`, a bold line standing alone, or a short `Label:` line."""
    if _MD_HEADING.match(line) or _BOLD_LINE.match(line):
        return True
    return bool(_LABEL_LINE.match(line)) and len(line.split()) <= 6


def _split(text: str) -> tuple[list[str], list[str], list[int]]:
    """The front matter, the body's lines, and the body's heading lines after the first."""
    lines = text.split("\n")
    top = _front_matter(lines)
    body = lines[top:]
    heads = [i for i, line in enumerate(body) if is_heading(line)]
    first_text = next((i for i, line in enumerate(body) if line.strip()), 0)
    later = [i for i in heads if i > first_text]
    return lines[:top], body, later


def no_headings(text: str) -> str:
    front, body, heads = _split(text)
    drop = set(heads)
    return "\n".join(front + [line for i, line in enumerate(body) if i not in drop])


def renamed(text: str) -> str:
    front, body, heads = _split(text)
    for n, i in enumerate(heads, start=2):
        mark = re.match(r"^\s*#{1,6}\s+", body[i])
        body[i] = f"{mark.group(0) if mark else ''}Part {n}" + ("" if mark else ":")
    return "\n".join(front + body)


def _unemphasised(line: str) -> str:
    return re.sub(r"(\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w))", "", line)


def flat(text: str) -> str:
    front, body, _ = _split(text)
    out = []
    for line in body:
        line = re.sub(r"^\s{0,3}#{1,6}\s+", "", line)
        line = _BULLET.sub("", line)
        out.append(_unemphasised(line).strip())
    return "\n".join(front + out)


def markers(text: str) -> str:
    front, body, _ = _split(text)
    return "\n".join(front + [_BULLET.sub(r"\1• ", line) for line in body])


def _html(text: str) -> str:
    """A simple Markdown-to-HTML rendering: headings, lists and paragraphs."""
    from html import escape

    out: list[str] = ["<html><body>"]
    in_list = False
    para: list[str] = []

    def close() -> None:
        nonlocal in_list
        if para:
            out.append(f"<p>{escape(' '.join(para))}</p>")
            para.clear()
        if in_list:
            out.append("</ul>")
            in_list = False

    for line in text.split("\n"):
        bullet = _BULLET.match(line)
        if _MD_HEADING.match(line) or _BOLD_LINE.match(line):
            close()
            out.append(f"<h2>{escape(_unemphasised(line.strip(' #')))}</h2>")
        elif bullet:
            if para:
                out.append(f"<p>{escape(' '.join(para))}</p>")
                para.clear()
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"<li>{escape(_unemphasised(line[bullet.end() :]))}</li>")
        elif not line.strip():
            close()
        elif in_list and line.startswith(" "):
            out[-1] = out[-1][:-5] + " " + escape(line.strip()) + "</li>"
        else:
            if in_list:
                out.append("</ul>")
                in_list = False
            para.append(_unemphasised(line.strip()))
    close()
    out.append("</body></html>")
    return "\n".join(out)


def html(text: str) -> str:
    front, body, _ = _split(text)
    rendered = html_to_text(_html("\n".join(body)))
    return "\n".join(front) + ("\n" if front else "") + rendered


def reordered(text: str) -> str:
    front, body, heads = _split(text)
    if len(heads) < 2:
        return text
    cuts = [*heads, len(body)]
    sections = [body[a:b] for a, b in itertools.pairwise(cuts)]
    rest = [line for part in reversed(sections) for line in [*part, ""]]
    return "\n".join(front + body[: heads[0]] + rest)


TRANSFORMS: dict[str, Callable[[str], str]] = {
    "none": lambda text: text,
    "no_headings": no_headings,
    "renamed": renamed,
    "flat": flat,
    "markers": markers,
    "html": html,
    "reordered": reordered,
}


def posting_texts(split_name: str) -> dict[str, str]:
    """Each posting of the split as the reader's text, read as `load_posting` reads a file: a
    posting kept as a program's object is the page it stands for, HTML is turned into text."""
    split = json.loads((HELDOUT / "split.json").read_text(encoding="utf-8"))
    texts: dict[str, str] = {}
    for name in split[split_name]:
        path = next((HELDOUT / "postings").glob(f"{name}.*"))
        raw = path.read_text(encoding="utf-8", errors="replace")
        kept = object_posting(raw)
        if kept is not None:
            texts[name] = kept
        else:
            texts[name] = html_to_text(raw) if path.suffix.lower() in (".html", ".htm") else raw
    return texts


def measure(split_name: str, names: list[str]) -> dict[str, dict[str, float]]:
    texts = posting_texts(split_name)
    figures: dict[str, dict[str, float]] = {}
    for transform in names:
        tally = Tally()
        for name, text in texts.items():
            label = json.loads((HELDOUT / "labels" / f"{name}.json").read_text(encoding="utf-8"))
            reqs = requirements(posting_from_text(TRANSFORMS[transform](text)))
            grade_posting(reqs, label, tally, name)
        figures[transform] = tally.figures()
    return figures


KEYS = (
    ("requirement precision", "prec"),
    ("must recall", "must"),
    ("nice recall", "nice"),
    ("level accuracy", "level"),
    ("years accuracy", "years"),
    ("degree accuracy", "degree"),
    ("title accuracy", "title"),
    ("company accuracy", "company"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", default="tune", choices=("tune",))
    parser.add_argument("--only", default=",".join(TRANSFORMS))
    args = parser.parse_args()
    figures = measure(args.split, [t for t in args.only.split(",") if t])
    print(f"{'transform':12}" + "".join(f"{short:>8}" for _, short in KEYS))
    for transform, row in figures.items():
        print(f"{transform:12}" + "".join(f"{row[key]:>8.3f}" for key, _ in KEYS))


if __name__ == "__main__":
    main()

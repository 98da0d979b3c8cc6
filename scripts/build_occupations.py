"""Build the job-title table that places a title in the occupation classification
(`data/occupations_onet.txt`), read by `cvcoach.keywords.occupations`.

Source: the O*NET Database (National Center for O*NET Development, for the U.S. Department of
Labor, Employment and Training Administration; licensed under Creative Commons Attribution
4.0, https://www.onetcenter.org/license_db.html), its tab-separated text files:
- `Occupation Data.txt`: each occupation's O*NET-SOC code and title ("15-1252.00",
  "Software Developers");
- `Alternate Titles.txt`: the other titles an occupation goes by (column "Alternate Title",
  with its "Short Title", e.g. "DevOps Engineer", "Front End Developer");
- `Sample of Reported Titles.txt`: titles workers and employers report for it.

The code's digits are the group hierarchy of the SOC 2018 the O*NET-SOC 2019 taxonomy extends:
"15-0000" major group, "15-1200" minor, "15-1250" broad, "15-1252" detailed occupation,
"15-1252.00" the O*NET-SOC occupation.

Each output line is `code<TAB>title|title|...`, each title keyed as the reader keys a title
(`cvcoach.keywords.occupations.title_key`: lower-cased, stemmed, level words left out; a
title of several words keyed as one, "Senior Engineer" as "engineer", is left out), their
parenthesised expansions and short forms taken as titles of their own ("DevOps Architect
(Development and Operations Architect)" gives both). A title naming more than MAX_CODES
occupations ("Engineer", "Analyst", "Manager") places none: it is listed on the line of
code "?".

    .venv/bin/python scripts/build_occupations.py DIR_WITH_ONET_TEXT_FILES [VERSION]

The 2026-11-29 table was built from the O*NET 27.0 Database (August 2022) text files as a
public GitHub repository keeps them unmodified (SrivardhiniK/career-path-recommender,
commit 532545b4, `data/`; its `Read Me.txt` names the release and licence).
"""

from __future__ import annotations

import csv
import re
import sys
from collections import defaultdict
from pathlib import Path

from cvcoach.keywords.occupations import title_key

OUT = Path(__file__).resolve().parents[1] / "src" / "cvcoach" / "data" / "occupations_onet.txt"
MAX_CODES = 4
AMBIGUOUS = "?"  # the line of titles naming too many occupations to place any
_PAREN = re.compile(r"\(([^()]*)\)")
_SPACE = re.compile(r"\s+")


def _clean(title: str) -> str:
    return _SPACE.sub(" ", title.replace("\u2019", "'")).strip(" ,;-").lower()


def title_forms(title: str, short: str = "") -> list[str]:
    """The forms of one listed title: the text outside parentheses, a parenthesised expansion
    of two words or more, and the short title."""
    forms = [_clean(_PAREN.sub(" ", title))]
    forms += [_clean(inner) for inner in _PAREN.findall(title) if len(inner.split()) >= 2]
    if short and short != "n/a":
        forms.append(_clean(short))
    return [f for f in forms if f]


# An alternate title that only this source code lists is left out: in O*NET 27.0 those
# 3,151 rows include placements no reader would make ("Full Stack Developer" as a
# photographic process worker, listed nowhere else); without them the tune ranking is the
# same (0.82 / 0.875) and the table 7 % smaller.
SOURCE_UNCHECKED = "10"


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def build(source: Path) -> dict[str, set[str]]:
    """Title -> the O*NET-SOC codes that list it: those whose workers report it where any do
    ("Data Analyst" is an alternate title of nine occupations, reported by one), else those
    naming it their own or alternate title; an empty set for a title of more than MAX_CODES."""
    listed: dict[str, set[str]] = defaultdict(set)
    reported: dict[str, set[str]] = defaultdict(set)
    for row in _rows(source / "Occupation Data.txt"):
        for form in title_forms(row["Title"]):
            listed[form].add(row["O*NET-SOC Code"])
    for row in _rows(source / "Alternate Titles.txt"):
        if row.get("Source(s)", "").strip() == SOURCE_UNCHECKED:
            continue
        for form in title_forms(row["Alternate Title"], row.get("Short Title", "")):
            listed[form].add(row["O*NET-SOC Code"])
    for row in _rows(source / "Sample of Reported Titles.txt"):
        for form in title_forms(row["Reported Job Title"]):
            reported[form].add(row["O*NET-SOC Code"])
    out: dict[str, set[str]] = {}
    for title in listed.keys() | reported.keys():
        found = reported.get(title) or listed[title]
        out[title] = found if len(found) <= MAX_CODES else set()
    return out


def main(argv: list[str]) -> int:
    source = Path(argv[0])
    version = argv[1] if len(argv) > 1 else "27.0"
    by_code: dict[str, list[str]] = defaultdict(list)
    keys: dict[str, set[str]] = defaultdict(set)
    for title, found in build(source).items():
        words = title_key(title)
        # "Senior Engineer" keys as "engineer", which names dozens of occupations
        if words and (len(words) > 1 or len(title.split()) == 1):
            keys[" ".join(words)] |= found or {AMBIGUOUS}
    for key, codes in sorted(keys.items()):
        for code in codes:
            by_code[code].append(key)
    header = [
        "# Job titles by O*NET-SOC occupation: code<TAB>title|title|..., each title as",
        "# cvcoach.keywords.occupations.title_key keys it (lower-cased, stemmed, level words out).",
        f"# From the O*NET {version} Database (Occupation Data, Alternate Titles, Sample of",
        "# Reported Titles) by the U.S. Department of Labor, Employment and Training",
        "# Administration (USDOL/ETA), used under the CC BY 4.0 licence",
        "# (https://creativecommons.org/licenses/by/4.0/); O*NET(R) is a trademark of USDOL/ETA.",
        "# Modified: titles keyed, parenthesised expansions split off, titles of more than",
        f"# {MAX_CODES} occupations on the line of code '?'. USDOL/ETA has not approved,",
        "# endorsed or tested this use.",
        "# Generated by scripts/build_occupations.py; do not edit by hand.",
    ]
    lines = [f"{code}\t{'|'.join(titles)}" for code, titles in sorted(by_code.items())]
    OUT.write_text("\n".join(header + lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(lines)} occupations, {sum(map(len, by_code.values()))} titles")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

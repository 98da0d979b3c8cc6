"""Robustness of the importer to content: the tune profiles transformed, rendered, graded.

The import corpus's test split lags its tune split although its producers' layouts are kin
to tune's: the held-out profiles carry other people's content (longer titles, other
languages, other section names, more entries, long bullets) and break rules tuned on the
tune profiles. This script measures that out of sample without reading a test document:
every tuning profile's answer key (`truth/<id>.json` of the corpus, tune profiles only) is
transformed in ways real CVs vary, rendered again by fast tuning producers of
scripts/build_import_corpus.py, and graded with the corpus stage's own grader
(`cvcoach.evals.import_corpus.grade_document`) against the transformed key.

Transforms (deterministic, generic; invented words only):
- `none`: the key as it is, a control (the same figures as the corpus's own documents);
- `long_names`: every title and organisation lengthened by words of their kind;
- `short_names`: every title and organisation cut to one word;
- `headings`: the Markdown section names replaced by synonyms from the importer's own
  table (`heading_words.SECTION_WORDS`); the themes print their own;
- `dates_numeric` / `dates_iso` / `dates_long`: the Markdown dates as "01/2020",
  "2020-01", "January 2020" (the themes format dates themselves);
- `more_entries`: four more work entries (invented organisations, the profile's titles);
- `long_bullets`: every highlight lengthened to wrap over three lines;
- `non_ascii`: accented letters in the person's and the organisations' names;
- `open_ended`: the latest job held to the present, every other date a year alone ("2019");
- `same_org`: positions in pairs at one organisation (a promotion, two entries in a row);
- `title_brackets`: titles with a bracketed qualifier ("Engineer (contract)");
- `org_forms`: organisations with "&", a legal form, or a town after a comma;
- `no_title`: every third work entry with no title (JSON Resume's `position` is optional).

Producers: pandoc DOCX and HTML from the Markdown writer below (the corpus's own, with the
heading and date forms as parameters) and JSON Resume themes of the tune split printed by
Chromium (`--themes`). Documents, keys and the table go to ~/.cache/cvcoach/perturbed-import.

Usage: `CVCOACH_IMPORT_CORPUS=~/.cache/cvcoach/import-corpus python
scripts/measure_perturbed_import.py [--only long_names,headings] [--themes even flat]
[--misses]` (never on the test split: only tune profiles are opened).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cvcoach.evals.import_corpus import CORPUS_ENV, grade_document
from cvcoach.inputs.documents.vocab import LEGAL_FORM

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_import_corpus as corpus  # noqa: E402

OUT = Path.home() / ".cache" / "cvcoach" / "perturbed-import"
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]  # fmt: skip
# Section names from the importer's own table (heading_words.SECTION_WORDS), in rotation.
WORK_HEADINGS = ("Employment History", "Work History", "Professional Experience", "Career")
EDUCATION_HEADINGS = ("Academic Background", "Qualifications", "Education and Training")
INVENTED_ORGS = ("Initech", "Globex Corporation", "Hooli", "Northwind Traders")
TITLE_HEAD = "Senior Principal"
TITLE_TAIL = "for Data Platforms and Infrastructure"
ORG_TAIL = "Technology Services Group"
BULLET_TAIL = (
    ", working closely with product, design and operations teams across three regions to"
    " plan, measure and document every release, and reporting the results to the leadership"
    " team every quarter"
)
ACCENTS = str.maketrans("aeiouAEIOU", "áéíóúÁÉÍÓÚ")


def _each(key: dict[str, Any], fields: tuple[str, ...], change: Callable[[str], str]) -> None:
    for entry in key["work"] + key["education"]:
        for field in fields:
            if entry.get(field):
                entry[field] = change(entry[field])


def _long(key: dict[str, Any]) -> None:
    for entry in key["work"]:
        entry["title"] = f"{TITLE_HEAD} {entry['title']} {TITLE_TAIL}".strip()
        head, comma, legal = entry["org"].partition(",")  # "Initech, L.P.": the form last
        entry["org"] = f"{head} {ORG_TAIL}{comma}{legal}"
    for entry in key["education"]:
        entry["org"] = f"{entry['org']} School of Engineering and Applied Sciences"


def _short(key: dict[str, Any]) -> None:
    _each(key, ("org",), lambda v: v.split()[0].strip(",;"))
    for entry in key["work"]:
        if entry["title"]:
            entry["title"] = entry["title"].split()[-1].strip(",;")


def _accented(text: str) -> str:
    """The first vowel of each word of four letters or more accented ("Globex" "Glóbex")."""
    out = []
    for word in text.split(" "):
        at = next((i for i, c in enumerate(word) if c in "aeiouAEIOU"), -1)
        if len(word) >= 4 and at >= 0:
            word = word[:at] + word[at].translate(ACCENTS) + word[at + 1 :]
        out.append(word)
    return " ".join(out)


def _non_ascii(key: dict[str, Any]) -> None:
    """Names accented, the person's and the organisations' ("Glóbex Córporation"); titles
    are left: an accented English job word ("Éngineer") is no word of any language (a
    first form accented them too: pandoc 0.719, even 0.799, flat 0.934 core)."""
    _each(key, ("org",), _accented)
    key["basics"]["name"] = _accented(key["basics"]["name"])


def _more(key: dict[str, Any]) -> None:
    if not key["work"]:
        return
    first = min(int(w["start"][:4]) for w in key["work"])
    for n, org in enumerate(INVENTED_ORGS):
        model = key["work"][n % len(key["work"])]
        start, end = first - 2 * (n + 1), first - 2 * n - 1
        key["work"].append({"org": org, "title": model["title"], "location": "",
                            "start": f"{start}-03", "end": f"{end}-09",
                            "highlights": [f"Built the reporting service used by {org}."]})  # fmt: skip


def _long_bullets(key: dict[str, Any]) -> None:
    for entry in key["work"]:
        entry["highlights"] = [h.rstrip(". ") + BULLET_TAIL + "." for h in entry["highlights"]]


def _open_ended(key: dict[str, Any]) -> None:
    """The latest job is held to the present; every other date is its year alone."""
    for n, entry in enumerate(key["work"] + key["education"]):
        if n == 0:
            entry["end"] = "present"
            continue
        entry["start"] = entry["start"][:4]
        if entry["end"] != "present":
            entry["end"] = entry["end"][:4]


def _same_org(key: dict[str, Any]) -> None:
    """Positions in pairs at one organisation: the second of each pair takes the first's."""
    work = key["work"]
    for first, second in zip(work[0::2], work[1::2], strict=False):
        second["org"] = first["org"]


QUALIFIERS = ("(contract)", "(part-time)", "(interim)")


def _title_brackets(key: dict[str, Any]) -> None:
    for n, entry in enumerate(key["work"]):
        if entry["title"]:
            entry["title"] = f"{entry['title']} {QUALIFIERS[n % len(QUALIFIERS)]}"


ORG_FORMS = ("{} & Partners", "{} Ltd", "{} GmbH", "{}, Springfield")


def _org_forms(key: dict[str, Any]) -> None:
    """Organisations as people write them: "&", a legal form, a town after a comma. A name
    that has a legal form already ("Initech, L.P.") gets none more, and a town goes only
    into an entry that names no place of its own (a first form put one beside "London":
    "Hive, Springfield" in London is no one's CV; pandoc 0.950 core)."""
    for n, entry in enumerate(key["work"]):
        form = ORG_FORMS[n % len(ORG_FORMS)]
        legal = re.search(rf"\b(?:{LEGAL_FORM})$", entry["org"], re.I)
        if not entry["org"] or (legal and form in ORG_FORMS[1:3]):
            continue
        if form.startswith("{},") and entry["location"]:
            continue
        entry["org"] = form.format(entry["org"])


def _no_title(key: dict[str, Any]) -> None:
    for n, entry in enumerate(key["work"]):
        if n % 3 == 1:
            entry["title"] = ""


TRANSFORMS: dict[str, Callable[[dict[str, Any]], None]] = {
    "none": lambda key: None,
    "long_names": _long,
    "short_names": _short,
    "headings": lambda key: None,
    "dates_numeric": lambda key: None,
    "dates_iso": lambda key: None,
    "dates_long": lambda key: None,
    "more_entries": _more,
    "long_bullets": _long_bullets,
    "non_ascii": _non_ascii,
    "open_ended": _open_ended,
    "same_org": _same_org,
    "title_brackets": _title_brackets,
    "org_forms": _org_forms,
    "no_title": _no_title,
}
MARKDOWN_ONLY = {"headings", "dates_numeric", "dates_iso", "dates_long"}


def date_text(date: str, form: str) -> str:
    """A key date ("2020-01", "2020", "present") in one of the forms the producers print."""
    if date == "present" or len(date) != 7:
        return corpus.human(date)
    year, month = date[:4], int(date[5:])
    return {"dates_numeric": f"{month:02d}/{year}", "dates_iso": date,
            "dates_long": f"{MONTH_NAMES[month - 1]} {year}"}.get(form, corpus.human(date))  # fmt: skip


def markdown(key: dict[str, Any], transform: str, index: int) -> str:
    """The corpus's Markdown writer with the heading names and date form as parameters."""
    work, education = "Experience", "Education"
    if transform == "headings":
        work = WORK_HEADINGS[index % len(WORK_HEADINGS)]
        education = EDUCATION_HEADINGS[index % len(EDUCATION_HEADINGS)]
    b = key["basics"]
    out = [f"# {b['name']}", ""] + ([b["label"], ""] if b.get("label") else [])
    out += [" | ".join(b[k] for k in ("email", "phone", "url") if b.get(k)), "", f"## {work}", ""]
    for w in key["work"]:
        out += [f"### {', '.join(x for x in (w['title'], w['org']) if x)}", ""]
        place = f"{w['location']} · " if w["location"] else ""
        span = f"{date_text(w['start'], transform)} – {date_text(w['end'], transform)}"
        out += [f"*{place}{span}*", ""] + [f"- {h}" for h in w["highlights"]] + [""]
    out += [f"## {education}", ""]
    for e in key["education"]:
        out += [f"### {e['org']}", "", e["title"] or "", ""]
        if e["start"]:
            out += [f"*{date_text(e['start'], transform)} – {date_text(e['end'], transform)}*", ""]
    return "\n".join(out)


def render(key: dict[str, Any], ident: str, transform: str, index: int,
           themes: list[str]) -> list[tuple[str, Path]]:  # fmt: skip
    """The transformed profile's documents (cached: an existing file is kept)."""
    made: list[tuple[str, Path]] = []
    base = OUT / transform
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        md = tmp / f"{ident}.md"
        md.write_text(markdown(key, transform, index), encoding="utf-8")
        for producer, ext, extra in (("pandoc-docx", "docx", []),
                                     ("pandoc-html", "html", ["--standalone", "--metadata",
                                                              f"title={key['basics']['name']}"])):  # fmt: skip
            doc = base / "docs" / producer / f"{ident}.{ext}"
            doc.parent.mkdir(parents=True, exist_ok=True)
            if not doc.exists():
                corpus.run(["pandoc", *extra, str(md), "-o", str(doc)], tmp)
            made.append((producer, doc))
        if transform in MARKDOWN_ONLY:
            return made
        (tmp / "resume.json").write_text(json.dumps(corpus.jsonresume(key)), encoding="utf-8")
        npm = corpus.CACHE / "npm" / "node_modules"
        for theme in themes:
            producer = f"jsonresume-{theme}"
            pdf = base / "docs" / producer / f"{ident}.pdf"
            pdf.parent.mkdir(parents=True, exist_ok=True)
            if not pdf.exists():
                try:
                    corpus._theme(npm / f"jsonresume-theme-{theme}", tmp, producer, pdf)
                except (subprocess.SubprocessError, OSError) as exc:
                    print(f"{ident}: {producer} failed: {exc}", file=sys.stderr)
                    continue
            made.append((producer, pdf))
    return made


def tune_keys(root: Path) -> dict[str, dict[str, Any]]:
    """The answer keys of the tuning profiles (a profile held out anywhere is not opened)."""
    rows = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    test = {r["id"] for r in rows if r["split"] == "test" and corpus.held_out_profile(r["id"])}
    idents = sorted({r["id"] for r in rows if r["split"] == "tune"} - test)
    return {i: json.loads((root / "truth" / f"{i}.json").read_text(encoding="utf-8"))
            for i in idents}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="transforms, comma-separated")
    parser.add_argument("--themes", nargs="*", default=["even", "flat"])
    parser.add_argument("--misses", action="store_true")
    args = parser.parse_args(argv)
    root = Path(os.environ.get(CORPUS_ENV, str(corpus.CACHE))).expanduser()
    keys = tune_keys(root)
    names = [n for n in args.only.split(",") if n] or list(TRANSFORMS)
    table = [
        "| transform | producer | documents | core | bullets | invented |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for transform in names:
        scores: dict[str, list[tuple[float, float, float, int, int]]] = {}
        for index, (ident, original) in enumerate(keys.items()):
            key = copy.deepcopy(original)
            TRANSFORMS[transform](key)
            truth = OUT / transform / "truth" / f"{ident}.json"
            truth.parent.mkdir(parents=True, exist_ok=True)
            truth.write_text(json.dumps(key, ensure_ascii=False), encoding="utf-8")
            for producer, doc in render(key, ident, transform, index, args.themes):
                row = {"split": "tune", "producer": producer, "id": ident,
                       "document": str(doc.relative_to(OUT / transform)),
                       "truth": f"truth/{ident}.json"}  # fmt: skip
                unit = grade_document(OUT / transform, row)
                if unit.error:
                    print(f"error {transform} {producer} {ident}: {unit.error}", file=sys.stderr)
                    continue
                g = {x.name.rsplit(".", 1)[1]: x for x in unit.grades}
                scores.setdefault(producer, []).append(
                    (g["core"].score or 0.0, g["bullets"].score or 0.0,
                     g["invented"].score or 0.0, g["core"].items, g["bullets"].items))  # fmt: skip
                if args.misses:
                    for grade in unit.grades:
                        if grade.score is not None and grade.score < 1:
                            print(f"{transform}/{producer}/{ident} "
                                  f"{grade.name.rsplit('.', 1)[1]}: {grade.reason}")  # fmt: skip
        for producer, rows in sorted(scores.items()):
            n = len(rows)
            core, bullets, invented = (sum(r[i] for r in rows) / n for i in range(3))
            table.append(f"| {transform} | {producer} | {n} | {core:.3f} | {bullets:.3f} "
                         f"| {invented:.3f} |")  # fmt: skip
        print("\n".join(table[-len(scores) :]), flush=True)
    (OUT / "table.md").write_text("\n".join(table) + "\n", encoding="utf-8")
    print("\n".join(table))
    return 0


if __name__ == "__main__":
    sys.exit(main())

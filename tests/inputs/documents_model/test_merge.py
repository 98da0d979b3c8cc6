"""The merge of a model's entries with the offline ones, without a model: an extractor that
answers with what the offline reader found must change nothing but the engine column, and
one that answers with nothing usable must leave the offline import as it was."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest
import yaml

from cvcoach.inputs.documents.importer import ImportResult, import_bytes, import_document
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.model_merge import FIELD_KEYS
from cvcoach.inputs.documents.model_parts import Part, PartFailure, Proposed
from tests.conftest import ROOT
from tests.inputs.render import docx_bytes, pdf_bytes

PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
SEEDS = sorted(p for p in (ROOT / "evals" / "seeds").iterdir() if p.suffix in (".md", ".txt")
               and p.name != "README.md")  # fmt: skip


class Echo:
    """Answers each part with the offline entries of its lines, as a model would copy them."""

    name = "echo"

    def __init__(
        self, offline: ImportResult, *, garble: bool = False, partial: bool = False
    ) -> None:
        self.entries = offline.draft.entries
        self.garble = garble
        self.partial = partial
        self.protected: list[tuple[str, str]] = []

    def protect(self, contacts: Iterable[tuple[str, str]]) -> None:
        self.protected.extend(contacts)

    def extract(self, parts: Sequence[Part]) -> list[list[Proposed] | PartFailure]:
        answers: list[list[Proposed] | PartFailure] = []
        for part in parts:
            entries = [e for e in self.entries if self.within(e, part)]
            if self.partial:  # every other entry left out, and all but one bullet
                entries = entries[::2]
            answers.append([self.proposed(e) for e in entries])
        return answers

    def within(self, entry: Imported, part: Part) -> bool:
        fields = {k: v for k, v in entry.fields.items() if k not in self.timeline(entry)}
        return part.holds(Imported(entry.section, fields, entry.highlights, where=entry.where))

    def timeline(self, entry: Imported) -> tuple[str, ...]:
        """Dates a "Timeline" block gave the entry: not in its own lines."""
        timeline = "dates (from the timeline)" in entry.uncertain
        return ("startDate", "endDate") if timeline else ()

    def proposed(self, entry: Imported) -> Proposed:
        values = {attr: entry.fields.get(key, "") for attr, key in FIELD_KEYS[entry.section]}
        if self.timeline(entry):
            values.update(start="", end="")
        bullets = list(entry.highlights)[:1] if self.partial else list(entry.highlights)
        if self.garble:  # every value reworded: none is the document's text
            values = {k: f"{v} (rewritten)" if v else "" for k, v in values.items()}
            bullets = [f"Successfully {b}" for b in bullets]
        return Proposed(section=entry.section, bullets=bullets, **values)

    def notes(self) -> list[str]:
        return []


def body(result: ImportResult) -> str:
    return result.yaml_text.split("\n", 1)[1]  # without the header naming the engine


@pytest.mark.parametrize("seed", SEEDS, ids=[p.stem for p in SEEDS])
def test_a_model_that_agrees_with_the_offline_reader_changes_nothing(seed: object) -> None:
    offline = import_document(str(seed))
    echo = Echo(offline)

    result = import_document(str(seed), engine="openai", extractor=echo)

    assert body(result) == body(offline)
    assert not result.draft.refused
    dated = [e for e in result.draft.entries if e.section in FIELD_KEYS]
    assert dated and all(e.engine == "model" for e in dated if e.fields or e.highlights)
    email = offline.draft.basics.get("email")
    assert email is None or ("EMAIL", email) in echo.protected


@pytest.mark.parametrize("seed", SEEDS, ids=[p.stem for p in SEEDS])
def test_a_model_whose_every_value_is_refused_leaves_the_offline_import(seed: object) -> None:
    offline = import_document(str(seed))

    result = import_document(str(seed), engine="auto", extractor=Echo(offline, garble=True))

    assert body(result) == body(offline)
    assert result.draft.refused
    assert all("(from the model;" in refused for refused in result.draft.refused)


@pytest.mark.parametrize("seed", SEEDS, ids=[p.stem for p in SEEDS])
def test_what_a_model_leaves_out_stays_as_the_offline_reader_placed_it(seed: object) -> None:
    offline = import_document(str(seed))

    result = import_document(str(seed), engine="openai", extractor=Echo(offline, partial=True))

    assert body(result) == body(offline)


@pytest.mark.parametrize("render", [pdf_bytes, docx_bytes], ids=["pdf", "docx"])
@pytest.mark.parametrize("profile", PROFILES, ids=[p.stem for p in PROFILES])
def test_rendered_documents_too(render: object, profile: object) -> None:
    """A Word body gives every paragraph the same place ("body"): entries are told apart
    by their text, not only by where they are."""
    assert callable(render)
    data = render(yaml.safe_load(profile.read_text(encoding="utf-8")))  # type: ignore[attr-defined]
    name = "cv.docx" if render is docx_bytes else "cv.pdf"
    offline = import_bytes(data, name)

    for echo in (Echo(offline), Echo(offline, partial=True), Echo(offline, garble=True)):
        result = import_bytes(data, name, engine="openai", extractor=echo)
        assert body(result) == body(offline)
        if not (echo.partial or echo.garble):
            dated = [e for e in result.draft.entries if e.section in FIELD_KEYS]
            assert {e.engine for e in dated} == {"model"}


def test_word_paragraphs_that_all_sit_in_the_body_are_told_apart() -> None:
    import io

    import docx

    document = docx.Document()
    document.add_heading("Ada Park", level=1)
    document.add_heading("Experience", level=2)
    for n in range(1, 7):
        document.add_paragraph(f"Initech Branch {n} | Engineer | 201{n} – 201{n + 1}")
        document.add_paragraph(f"Kept system {n} running", style="List Bullet")
    buffer = io.BytesIO()
    document.save(buffer)
    data = buffer.getvalue()
    offline = import_bytes(data, "cv.docx")
    assert {e.where for e in offline.draft.entries} == {"body"}

    result = import_bytes(data, "cv.docx", engine="openai", extractor=Echo(offline))

    assert body(result) == body(offline)
    assert [e.engine for e in result.draft.entries] == ["model"] * 6
    assert result.draft.model_parts == 2

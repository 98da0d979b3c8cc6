"""A biography in running text, read with a model: it places sentences and clauses into
entries, but only spans of the document; what it leaves out stays as the offline reader
placed it."""

from __future__ import annotations

from collections.abc import Callable

from cvcoach.engines.llm_engine import LLMEngine
from cvcoach.engines.llm_import import ModelExtractor
from cvcoach.inputs.documents.importer import build_draft, import_bytes, import_document, read_lines
from cvcoach.inputs.documents.model_parts import plan_parts
from cvcoach.inputs.documents.sections import split_sections
from tests.conftest import ROOT
from tests.inputs.documents_model.import_samples import entries_reply, entry
from tests.llm.scripted_openai_server import ScriptedServer

LEON = ROOT / "evals" / "seeds" / "leon-lu.txt"
MEITU = (
    "Leon was in charge of Memory Controller, DDR, Thermal, I2C, SPI Linux driver development "
    "and maintenance, ARM-based virtualization, eMCP chip verification, system power and "
    "performance optimization, and troubleshooting Linux kernel panic and system hang issues."
)


def leon_replies() -> list[object]:
    return [
        entries_reply(
            entry(organisation="OmniVision Technologies, Inc.",
                  title="High Performance Heterogeneous Computing professional", start="2013",
                  bullets=["Leon was responsible for video and image processing algorithms, ARM "
                           "assembly, NEON, OpenCL, multi-threading, Movidius vector operations, "
                           "and camera ISP Linux driver development."]),
            about="OmniVision",
        ),
        entries_reply(  # a clause of the first sentence: that sentence stays whole
            entry(organisation="Meitu", title="Linux Kernel and Driver Developer", start="2014",
                  bullets=["In 2014, they moved on to work at Meitu", MEITU]),
            about="Meitu",
        ),
        entries_reply(
            entry(organisation="Gao Tong",
                  title="NPU Compiler and Runtime Software Designer and Developer",
                  start="2016", end="2021"),
            about="Gao Tong",
        ),
        entries_reply(  # a title the paragraph does not state: refused
            entry(organisation="NIO", title="Compiler Lead", start="2021"), about="NIO"
        ),
        entries_reply(
            entry(organisation="HeiZhiMo Smart Technology Co., Ltd.",
                  title="AI Compiler Manager", start="2022"),
            about="HeiZhiMo",
        ),
        entries_reply(
            entry("education",
                  organisation="University of Electronic Science and Technology of China",
                  title="bachelor's degree", area="Communication and Information Engineering",
                  start="2010", end="2013"),
            about="attended",
        ),
    ]  # fmt: skip


def test_a_biography_seed_is_imported_with_the_models_entries(
    server: ScriptedServer, make_engine: Callable[..., LLMEngine]
) -> None:
    server.expect(*leon_replies())  # type: ignore[arg-type]

    result = import_document(LEON, engine="openai", extractor=ModelExtractor(make_engine()))

    assert len(server.requests) == 6  # one per paragraph; the captions and links stay offline
    entries = result.draft.entries
    assert [e.engine for e in entries] == ["model"] * 6
    names = [e.fields.get("name") or e.fields.get("institution") for e in entries]
    assert names[:2] == ["OmniVision Technologies, Inc.", "Meitu"]
    meitu = entries[1]
    assert meitu.highlights == [
        "In 2014, they moved on to work at Meitu, where they worked as a Linux Kernel and "
        "Driver Developer.",
        MEITU,
    ]
    nio = entries[3]
    assert "position" not in nio.fields
    assert any("'Compiler Lead'" in refused for refused in result.draft.refused)
    heizhimo = entries[4]
    assert heizhimo.fields["startDate"] == "January, 2022"  # the timeline still dates it
    assert entries[5].fields["area"] == "Communication and Information Engineering"
    assert "# (line 23) Nio logo" in result.yaml_text  # unplaced text is still kept
    for e in entries:  # every highlight offline had is still there, whole
        assert all(h in result.yaml_text for h in e.highlights)


# A short biography the offline reader cannot place: a model reads it into one entry.
MARIA_FIRST = "Maria Rossi spent four years at Initech as a Billing Engineer."
MARIA_SECOND = "She rewrote the invoicing service and mentored two interns."
MARIA = f"Maria Rossi\n\n{MARIA_FIRST} {MARIA_SECOND}\n"


def test_a_paragraph_the_offline_reader_cannot_place_becomes_an_entry(
    server: ScriptedServer, make_engine: Callable[..., LLMEngine]
) -> None:
    first, second, text = MARIA_FIRST, MARIA_SECOND, MARIA
    offline = import_bytes(text.encode(), "bio.txt")
    assert not offline.draft.entries and offline.draft.unplaced
    server.expect(
        entries_reply(
            entry(organisation="Initech", title="Billing Engineer", bullets=[first, second]),
            about="Initech",
        )
    )

    result = import_bytes(
        text.encode(), "bio.txt", engine="openai", extractor=ModelExtractor(make_engine())
    )

    (job,) = result.draft.entries
    assert job.fields == {"name": "Initech", "position": "Billing Engineer"}
    assert job.highlights == [first, second]
    assert job.engine == "model"
    assert not result.draft.unplaced  # the model placed all of it


def test_a_paragraph_copied_whole_is_split_into_its_sentences(
    server: ScriptedServer, make_engine: Callable[..., LLMEngine]
) -> None:
    first, second, text = MARIA_FIRST, MARIA_SECOND, MARIA
    reply = entry(organisation="Initech", bullets=[f"{first} {second}"])
    reply["section"] = ""  # a small model left it empty: the part's first section stands
    server.expect(entries_reply(reply, about="Initech"))

    result = import_bytes(
        text.encode(), "bio.txt", engine="openai", extractor=ModelExtractor(make_engine())
    )

    (job,) = result.draft.entries
    assert job.section == "work"
    assert job.highlights == [first, second]


def test_an_introduction_in_a_cv_with_sections_is_not_sent() -> None:
    text = (
        "# Ada Park\n\nI am a PhD student at Cornell University, where I have worked on "
        "compilers since 2021.\n\n## Education\n\nCornell University\nPh.D., 2021 – Present\n"
    )
    _, lines = read_lines(text.encode(), "cv.md")
    preamble, sections = split_sections(lines)
    parts = plan_parts(preamble, sections, build_draft(lines))
    assert [part.heading for part in parts] == ["Education"]

"""The importer end to end: seeds as written (typos kept), the extractive guard, the API."""

from __future__ import annotations

from pathlib import Path

import pytest

import cvcoach
from cvcoach.inputs import import_document as from_inputs
from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard, enforce
from cvcoach.inputs.documents.importer import build_draft, import_bytes
from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.model import ImportDraft, Imported
from tests.conftest import ROOT

SEEDS = ROOT / "evals" / "seeds"


def test_public_api() -> None:
    assert cvcoach.import_document is from_inputs
    result = cvcoach.import_document(SEEDS / "lei-wang.md")
    assert result.source_format == "markdown"
    assert isinstance(result.profile, cvcoach.Profile)
    assert result.yaml_text.startswith("# Imported by `cvcoach import`")
    assert "# Import report" in result.report


def test_typos_and_odd_dates_survive_import() -> None:
    text = cvcoach.import_document(SEEDS / "runyu-lu.md").yaml_text
    for slip in ("throughtput", "Augu. 2023", "Role: Role:", "the the", "Inferncing", "June.2021"):
        assert slip in text
    zhijing = cvcoach.import_document(SEEDS / "zhijing-li.md").yaml_text
    assert "hyper- converged" in zhijing and "Dec. 21" in zhijing and "0.4The" in zhijing


def test_check_still_finds_the_planted_typo() -> None:
    result = cvcoach.check(cvcoach.import_document(SEEDS / "runyu-lu.md").profile)
    assert any(f.kind == "spelling" and f.text == "throughtput" for f in result.findings)


def test_check_of_a_document_names_its_lines() -> None:
    result = cvcoach.check(SEEDS / "runyu-lu.md")
    assert result.file.endswith("runyu-lu.md")
    typo = next(f for f in result.findings if f.text == "throughtput")
    assert typo.line is not None
    line = (SEEDS / "runyu-lu.md").read_text(encoding="utf-8").splitlines()[typo.line - 1]
    assert "throughtput" in line


def test_biography_paragraphs_become_entries() -> None:
    result = cvcoach.import_document(SEEDS / "leon-lu.txt")
    work = result.profile.section("work")
    assert [e.organisation.value for e in work if e.organisation][:2] == [
        "OmniVision Technologies, Inc.",
        "Meitu",
    ]
    assert work[-1].start is not None and work[-1].start.value == "January, 2022"


def test_unplaced_text_is_kept_as_comments_and_reported() -> None:
    result = cvcoach.import_document(SEEDS / "leon-lu.txt")
    assert "# (line 1) LL" in result.yaml_text
    assert "LL" in result.report


def test_guard_refuses_values_not_in_the_document() -> None:
    lines = [Line("Acme Corp Jan 2020 – Present"), Line("Built the talks platform")]
    guard = ExtractiveGuard(lines)
    assert guard.allows("Acme Corp")
    assert guard.allows("**Acme** Corp")  # emphasis markers are not words
    assert not guard.allows("Acme Corporation")
    assert not guard.allows("talk")  # a piece of a longer word is not the word
    assert not guard.allows("Google")
    draft = ImportDraft(
        basics={"name": "Invented Person"},
        entries=[Imported("work", {"name": "Acme Corp", "position": "CTO"}, ["Built it all"])],
    )
    enforce(draft, guard)
    assert draft.basics == {}
    assert draft.entries[0].fields == {"name": "Acme Corp"}
    assert draft.entries[0].highlights == []
    assert len(draft.refused) == 3


def test_every_imported_value_is_in_the_document() -> None:
    for seed in sorted(SEEDS.glob("*.*")):
        if seed.name == "README.md":
            continue
        result = cvcoach.import_document(seed)
        guard = ExtractiveGuard(result.lines)
        assert result.draft.refused == []
        for text in result.profile.texts():
            assert guard.allows(text.value), (seed.name, text.path, text.value)


def test_structured_lines_become_entries() -> None:
    lines = [
        Line("Experience", "heading", 2),
        Line("Tsinghua University, Beijing, China"),
        Line("Sep. 2024 – Unknown"),
        Line("Catalyst, Carnegie Mellon University Research Intern, Remote"),
        Line("2022.7 - 2023.5"),
        Line("Advised by Tianqi Chen. Topic: Deep Learning Compiler."),
        Line("Developed a training workflow", "bullet"),
    ]
    entries = build_draft(lines).entries
    assert entries[0].fields["name"] == "Tsinghua University"
    assert entries[0].fields["location"] == "Beijing, China"
    assert entries[1].fields == {
        "name": "Catalyst, Carnegie Mellon University",
        "position": "Research Intern",
        "location": "Remote",
        "startDate": "2022.7",
        "endDate": "2023.5",
        "summary": "Advised by Tianqi Chen. Topic: Deep Learning Compiler.",
    }
    assert entries[1].highlights == ["Developed a training workflow"]


def test_engine_openai_without_a_model_says_so_and_auto_falls_back() -> None:
    from cvcoach.inputs.documents.model_extraction import ModelImportUnavailable

    with pytest.raises(ModelImportUnavailable, match="needs a model"):
        import_bytes(b"# Jane Doe\n\n## Experience\n\nAcme Corp 2020 - 2021\n", "cv.md",
                     engine="openai")  # fmt: skip
    auto = import_bytes(b"# Jane Doe\n\n## Experience\n\nAcme Corp 2020 - 2021\n", "cv.md",
                        engine="auto")  # fmt: skip
    assert auto.engine == "offline"
    assert "no model endpoint is configured" in auto.report


def test_import_never_writes_the_input(tmp_path: Path) -> None:
    source = tmp_path / "cv.md"
    source.write_bytes((SEEDS / "lei-wang.md").read_bytes())
    before = source.stat().st_mtime_ns, source.read_bytes()
    cvcoach.import_document(source)
    assert (source.stat().st_mtime_ns, source.read_bytes()) == before


def _work(header: str, *more: str) -> dict[str, str]:
    text = "Jane Doe\n\nExperience\n\n" + "\n".join([header, *more, "- Built the thing"]) + "\n"
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    assert len(entries) == 1
    return entries[0].fields


def test_title_comma_organisation_headers_split() -> None:
    fields = _work("Lead developer/Software architect, DAAily platforms AG   Jan 2023 - Jul 2025")
    assert (fields["name"], fields["position"]) == (
        "DAAily platforms AG",
        "Lead developer/Software architect",
    )
    fields = _work("Northwind Traders, Senior Data Analyst   2019 - 2021")
    assert (fields["name"], fields["position"]) == ("Northwind Traders", "Senior Data Analyst")


def test_comma_inside_a_title_stays_when_the_header_names_the_organisation() -> None:
    fields = _work("Facebook, Inc", "Software Engineer, PyTorch Accelerator Team   2022 - Present")
    assert fields["name"] == "Facebook, Inc"
    assert fields["position"] == "Software Engineer, PyTorch Accelerator Team"


def test_a_bare_word_after_the_comma_may_be_a_town_and_stays_in_the_title() -> None:
    assert _work("Staff Wrangler, Springfield   2019 - 2021")["position"] == (
        "Staff Wrangler, Springfield"
    )


@pytest.mark.parametrize(
    ("header", "date_line", "org", "place"),
    [
        ("Backend Engineer, NewDay", "London · Apr 2020 – Jun 2024", "NewDay", "London"),
        ("Software Engineer, Apple", "Cupertino, CA · Jun 2005 – Aug 2007", "Apple",
         "Cupertino, CA"),
    ],
)  # fmt: skip
def test_a_bare_word_after_the_comma_is_the_organisation_when_the_place_is_named_apart(
    header: str, date_line: str, org: str, place: str
) -> None:
    fields = _work(header, date_line)
    assert (fields["name"], fields["position"], fields["location"]) == (
        org,
        header.split(", ")[0],
        place,
    )


@pytest.mark.parametrize(
    ("header", "org", "title"),
    [
        ("Technical Marketing Manager - Service Providers at F5 Inc.   Jul 2020 - May 2021",
         "F5 Inc.", "Technical Marketing Manager - Service Providers"),
        ("Research Assistant(part time) at University College Dublin   2019 - 2021",
         "University College Dublin", "Research Assistant(part time)"),
    ],
)  # fmt: skip
def test_title_at_organisation_keeps_the_title_whole(header: str, org: str, title: str) -> None:
    fields = _work(header)
    assert (fields["name"], fields["position"]) == (org, title)


def test_at_inside_a_phrase_with_no_title_before_it_is_not_split() -> None:
    fields = _work("Acme Corp", "Looking at Data Pipelines   2019 - 2021")
    assert fields["name"] == "Acme Corp"
    assert "Looking at Data Pipelines" not in fields.values() or "position" not in fields


def test_degree_at_school_splits_into_degree_and_school() -> None:
    text = "Jane Doe\n\nEducation\n\nBSc Computer Science at University of Brighton   1996 - 2000\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    assert entry.fields["institution"] == "University of Brighton"
    assert (entry.fields["studyType"], entry.fields["area"]) == ("BSc", "Computer Science")


@pytest.mark.parametrize(
    ("degree", "area", "school"),
    [
        ("BSc", "Computer Science", "Universidad Politécnica de Madrid"),
        ("MSc", "Data Science", "Technische Universität München"),
        ("BA", "Economics", "Istanbul Teknik Üniversitesi"),
        # a field in a word rare in English stays the field
        ("BSc", "Informatics", "University of Edinburgh"),
    ],
)
def test_a_school_named_in_another_language_is_the_institution(
    degree: str, area: str, school: str
) -> None:
    text = f"Jane Doe\n\nEducation\n\n{degree} {area}, {school}\n2014 – 2018\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    assert (entry.fields.get("institution"), entry.fields.get("area")) == (school, area)


def test_the_school_words_of_other_languages_are_kinds_of_school_not_places_or_subjects() -> None:
    from cvcoach.inputs.documents.vocab import STRONG_ORG_WORDS

    assert {"universidad", "universität", "université", "üniversitesi"} <= STRONG_ORG_WORDS
    assert not {"madrid", "informatics", "humanities", "science"} & STRONG_ORG_WORDS


def test_a_field_of_study_at_a_named_school_splits_though_no_degree_word_is_given() -> None:
    text = "Jane Doe\n\nEducation\n\nInformation Technology at University of Reading"
    text += "   Feb 2014 - Apr 2014\n"
    (entry,) = import_bytes(text.encode(), "cv.txt").draft.entries
    assert entry.fields["institution"] == "University of Reading"
    assert "Information Technology" in (entry.fields.get("studyType"), entry.fields.get("area"))


def test_a_jobs_title_set_as_a_heading_like_the_sections_opens_no_section() -> None:
    """A job title ("Technology Consultant") in the sections' type is no skills
    section (for its "Technology"); a heading of section words still opens one."""
    text = "# Jane Doe\n\n## Work\n\n## Technology Consultant\n\n**Intelerad**\n\n"
    text += "Nov 2025 - Present\n\n- Built the billing tools\n\n## Technical Skills\n\nPython\n"
    draft = import_bytes(text.encode(), "cv.md").draft
    (entry,) = [e for e in draft.entries if e.section == "work"]
    assert entry.fields.get("position") == "Technology Consultant"
    assert "Built the billing tools" in entry.highlights
    assert [e.section for e in draft.entries if e.section == "skills"] == ["skills"]


_TITLE_ABOVE = [
    ("Algorithms Tutor   Jan 2026 - present", "UNSAM"),
    ("Support Engineer   Jan 2025 - Dec 2025", "Acme"),
]


@pytest.mark.parametrize(
    ("others", "swapped"),
    [
        (_TITLE_ABOVE, True),  # two entries show the title above the organisation
        (_TITLE_ABOVE[:1], False),  # one is no section's layout
        ([_TITLE_ABOVE[0], ("Globex   Jan 2025 - Dec 2025", "Support Engineer")], False),
    ],
)
def test_a_sections_title_and_organisation_lines_keep_one_order(
    others: list[tuple[str, str]], swapped: bool
) -> None:
    """When the vocabulary tells title and organisation apart in the section's other
    entries, all with the title's line above, an entry it cannot tell is read the same way."""
    text = "Jane Doe\n\nExperience\n\n"
    for header, second in [*others, ("Administrative   Dec 2024 - Dec 2025", "NORTHWIND")]:
        text += f"{header}\n{second}\n- Did the work\n\n"
    entry = import_bytes(text.encode(), "cv.txt").draft.entries[-1]
    fields = (entry.fields["name"], entry.fields["position"])
    assert fields == (
        ("NORTHWIND", "Administrative") if swapped else ("Administrative", "NORTHWIND")
    )


@pytest.mark.parametrize(
    ("title", "position"),
    [
        ("Marketing Manager - Service Providers", "Marketing Manager - Service Providers"),
        ("Marketing Manager - Berlin", "Marketing Manager"),  # a place after the dash
    ],
)
def test_a_title_cell_keeps_its_dash_when_the_organisation_has_a_line_of_its_own(
    title: str, position: str
) -> None:
    """A header row laid out in cells (a PDF's or a table's) whose first cell is the title,
    the organisation on a line of its own below it."""
    from cvcoach.inputs.documents.datefind import line_dates
    from cvcoach.inputs.documents.entries import build_work
    from cvcoach.inputs.documents.header_pieces import Block
    from cvcoach.inputs.documents.lines import Line

    cells = [title, "Seattle, WA", "Jul 2020 – May 2021"]
    row = Line("   ".join(cells), "text", 0, "page 1, line 1", True, False, cells=cells)
    org = Line("Initech Inc.", "text", 0, "page 1, line 2")
    block = Block([row, org], [Line("Wrote the guides", "bullet")], line_dates(row), row)
    entry = build_work(block, "work")
    assert (entry.fields.get("name"), entry.fields.get("position")) == ("Initech Inc.", position)


def test_a_large_citys_name_after_a_titles_last_comma_is_the_place() -> None:
    fields = _work("NewDay", "Backend Engineer, London   2020 - 2024")
    assert (fields["position"], fields["location"]) == ("Backend Engineer", "London")


def test_a_header_line_with_no_body_before_the_next_ones_dates_opens_that_entry() -> None:
    """A dated entry with no bullets, then the next header: its date line (with a duration
    after it) takes the header line above it."""
    text = "Jane Doe\n\nExperience\n\nJava Developer, Post Office\nAug 2014 - Nov 2014   3 months\n"
    text += "Java Developer, Monitise\nJan 2014 - Jul 2014   6 months\n- Built the thing\n"
    entries = import_bytes(text.encode(), "cv.txt").draft.entries
    assert [e.fields.get("name") for e in entries] == ["Post Office", "Monitise"]


def test_a_colon_inside_a_name_is_no_label() -> None:
    fields = _work("Scala Microservice Engineer, 11:FS Foundry   2019 - 2020")
    assert (fields["name"], fields["position"]) == ("11:FS Foundry", "Scala Microservice Engineer")
    assert "position" not in _work("Acme Corp   2019 - 2020", "Role: see below")


@pytest.mark.parametrize(
    ("title", "org"),
    [
        ("Associate Director, Clinical Data Management", "Corcept Therapeutics"),
        ("Technical Marketing Manager - Service Providers", "F5 Inc."),
    ],
)
def test_a_title_line_stays_whole_beside_the_organisations_own_line(title: str, org: str) -> None:
    fields = _work(title, org, "Jan 2020 - Jan 2021")
    assert (fields["name"], fields["position"]) == (org, title)


def test_a_title_line_naming_a_place_or_organisation_after_its_dash_is_split() -> None:
    fields = _work("Software Engineer - London", "Acme Corp", "Jan 2020 - Jan 2021")
    assert (fields["position"], fields["location"]) == ("Software Engineer", "London")
    fields = _work("Data Analyst, Northwind Traders", "Jan 2020 - Jan 2021")
    assert (fields["name"], fields["position"]) == ("Northwind Traders", "Data Analyst")


def test_a_dashed_title_before_a_comma_and_its_organisation_stays_whole() -> None:
    fields = _work("Technical Marketing Manager - Service Providers, F5 Inc.   2020 - 2021")
    assert (fields["name"], fields["position"]) == (
        "F5 Inc.",
        "Technical Marketing Manager - Service Providers",
    )
    fields = _work("Software Engineer, Acme Corp - Berlin, Germany   2020 - 2021")
    assert (fields["name"], fields["location"]) == ("Acme Corp", "Berlin, Germany")


def test_a_web_address_keeps_its_country_suffix() -> None:
    text = "Jane Doe\njane@example.com | +92 312 3713004 | jane.com.pk\n\nExperience\n"
    text += "Acme Corp 2020 - 2022\n- Built the thing\n"
    assert import_bytes(text.encode(), "cv.txt").draft.basics["url"] == "jane.com.pk"


def test_a_profile_written_network_colon_user_is_a_profile() -> None:
    text = (
        "Jane Doe\njane@example.com · LinkedIn: jdoe · GitHub: jane-d (https://github.com/jane-d)"
        " · Mastodon: jd\n\nExperience\n\nAcme Corp 2020 - 2021\n"
    )
    result = import_bytes(text.encode(), "cv.txt")
    profiles = [
        {
            t.path.rsplit(".", 1)[1]: t.value
            for t in result.profile.basics.other
            if f"[{i}]" in t.path
        }
        for i in range(2)
    ]
    assert profiles == [
        {"network": "LinkedIn", "username": "jdoe"},
        {"network": "GitHub", "username": "jane-d", "url": "https://github.com/jane-d"},
    ]
    # a site the network list does not know is not guessed at: it is listed as not placed
    assert any(u.text == "Mastodon: jd" for u in result.draft.unplaced)


def test_a_document_title_over_the_name_is_not_the_name() -> None:
    text = "Curriculum Vitae\n\nJane Q Doe\n\njane@example.org\n\n## Experience\n\nAcme Corp\n"
    result = import_bytes(text.encode(), "cv.md")
    assert result.draft.basics["name"] == "Jane Q Doe"

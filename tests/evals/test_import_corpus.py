"""The import corpus stage: documents graded against their source data, per producer and split."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from cvcoach.evals.import_corpus import (
    CORPUS_ENV,
    corpus_dir,
    grade_bullets,
    grade_core,
    run_corpus_stage,
)
from tests.conftest import ROOT

TRUTH = {
    "basics": {"name": "Ada Byron"},
    "work": [
        {"org": "Northwind Traders", "title": "Senior Data Analyst", "location": "",
         "start": "2019-03", "end": "present",
         "highlights": ["Cut report time by 40% with a new pipeline", "Mentored three analysts"]},
    ],
    "education": [
        {"org": "University of Leeds", "title": "BSc Mathematics", "location": "",
         "start": "2014", "end": "2017", "highlights": []},
    ],
    "typos": ["pipeilne"],
}  # fmt: skip
DOCUMENT = """# Ada Byron

## Experience

### Senior Data Analyst, Northwind Traders

*Mar 2019 – Present*

- Cut report time by 40% with a new pipeilne
- Mentored three analysts

## Education

### University of Leeds

BSc Mathematics

*2014 – 2017*
"""


def _corpus(root: Path, producer: str = "pandoc-html", split: str = "tune") -> Path:
    (root / "truth").mkdir(parents=True)
    (root / "docs" / producer).mkdir(parents=True)
    truth = json.loads(json.dumps(TRUTH))
    truth["work"][0]["highlights"][0] = "Cut report time by 40% with a new pipeilne"
    (root / "truth" / "ada.json").write_text(json.dumps(truth), encoding="utf-8")
    (root / "docs" / producer / "ada.md").write_text(DOCUMENT, encoding="utf-8")
    manifest = [{"id": "ada", "producer": producer, "split": split,
                 "document": f"docs/{producer}/ada.md", "truth": "truth/ada.json"}]  # fmt: skip
    (root / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return root


def test_a_document_is_graded_per_producer_and_split(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CORPUS_ENV, str(_corpus(tmp_path / "corpus", "pandoc-html", "test")))
    (unit,) = run_corpus_stage(tmp_path)
    assert unit.error is None and unit.name == "corpus:test/pandoc-html/ada"
    scores = {g.name: g.score for g in unit.grades}
    assert scores == {
        "corpus.test.pandoc-html.core": 1.0,
        "corpus.test.pandoc-html.core_all": 1.0,
        "corpus.test.pandoc-html.bullets": 1.0,
        "corpus.test.pandoc-html.invented": 1.0,
        "corpus.test.pandoc-html.typos": 1.0,
    }


def test_core_fields_compare_dates_by_meaning_and_titles_by_words() -> None:
    right = {
        "work": [{"name": "Northwind Traders", "position": "Senior Data Analyst",
                  "startDate": "March 2019", "endDate": "Present"}],
        "education": [{"institution": "University of Leeds", "studyType": "BSc",
                       "area": "Mathematics", "startDate": "2014", "endDate": "2017"}],
    }  # fmt: skip
    assert grade_core(TRUTH, right, "core").score == 1.0
    wrong = json.loads(json.dumps(right))
    wrong["work"][0]["position"] = "Senior Data Analyst, Northwind Traders"
    wrong["work"][0]["startDate"] = "2018"
    grade = grade_core(TRUTH, wrong, "core")
    assert grade.score == 6 / 8 and not grade.passed


def test_without_a_manifest_there_are_no_units(tmp_path: Path) -> None:
    assert run_corpus_stage(tmp_path) == []


def test_the_committed_sample_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CORPUS_ENV, raising=False)
    assert corpus_dir(ROOT / "evals") == ROOT / "evals" / "import-corpus"


def _build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_import_corpus", ROOT / "scripts" / "build_import_corpus.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_split_holds_out_whole_profiles_and_whole_producers() -> None:
    build = _build_script()
    sources = json.loads((ROOT / "scripts" / "import_corpus" / "sources.json").read_text())
    ids = [s["id"] for s in sources]
    assert len(set(ids)) == len(ids) >= 30
    held = [i for i in ids if build.held_out_profile(i)]
    assert 0 < len(held) < len(ids)
    for ident in ids:
        splits = {build.split_of(ident, p) for p in ("pandoc-docx", "rendercv-classic")}
        assert splits == ({"test"} if ident in held else {"tune"})
        assert all(build.split_of(ident, p) == "test" for p in build.HELD_OUT_PRODUCERS)
    assert len(build.HELD_OUT_PRODUCERS) >= 2


def test_sources_are_pinned_and_none_is_reserved() -> None:
    sources = json.loads((ROOT / "scripts" / "import_corpus" / "sources.json").read_text())
    reserved_file = Path("/work/shared/reserved-sources.txt")
    reserved = set()
    if reserved_file.is_file():
        reserved = {line.strip() for line in reserved_file.read_text().splitlines()}
    for source in sources:
        assert len(source["commit"]) == 40 and source["licence"]
        assert source["repo"] not in reserved


def test_a_year_only_key_accepts_the_month_a_theme_prints_and_nothing_else() -> None:
    """A theme that prints "2014" as "Jan 2014" added a month the key cannot know."""
    printed = {
        "work": [{"name": "Northwind Traders", "position": "Senior Data Analyst",
                  "startDate": "Mar 2019", "endDate": "Present"}],
        "education": [{"institution": "University of Leeds", "studyType": "BSc",
                       "area": "Mathematics", "startDate": "Jan 2014", "endDate": "Jan 2017"}],
    }  # fmt: skip
    assert grade_core(TRUTH, printed, "core").score == 1.0
    printed["education"][0]["startDate"] = "Jan 2015"  # another year is wrong
    printed["work"][0]["startDate"] = "2019"  # a key with a month needs the month
    assert grade_core(TRUTH, printed, "core").score == 6 / 8


def test_a_producers_typographic_quotes_are_the_keys_typed_ones_and_nothing_else() -> None:
    """pandoc prints "Bachelor's" as "Bachelor’s" and "re-use" in quotes as “re-use”."""
    truth = json.loads(json.dumps(TRUTH))
    truth["work"][0]["highlights"] = ['Cut "re-use" by 40%']
    truth["education"][0]["title"] = "Bachelor's Degree"
    printed = {
        "work": [{"name": "Northwind Traders", "position": "Senior Data Analyst",
                  "startDate": "Mar 2019", "endDate": "Present"}],
        "education": [{"institution": "University of Leeds", "studyType": "Bachelor\u2019s Degree",
                       "startDate": "2014", "endDate": "2017"}],
    }  # fmt: skip
    assert grade_core(truth, printed, "core").score == 1.0
    assert grade_bullets(truth, ["Cut \u201cre-use\u201d by 40%"], "bullets").score == 1.0
    printed["education"][0]["studyType"] = "Bachelors Degree"  # a missing apostrophe is not
    assert grade_core(truth, printed, "core").score == 7 / 8
    assert grade_bullets(truth, ["Cut re-use by 40%"], "bullets").score == 0.0


def test_a_highlight_written_as_an_object_is_its_text_and_single_emphasis_goes() -> None:
    build = _build_script()
    data = {"basics": {"name": "Ada Byron"},
            "work": [{"name": "Northwind", "position": "Analyst", "startDate": "2019-03",
                      "highlights": [{"text": "Led the _data_ team", "tags": ["x"]},
                                     "Kept snake_case_names and 2*3*4"]}]}  # fmt: skip
    key = build.answer_key(data, "jsonresume")
    assert key["work"][0]["highlights"] == ["Led the data team", "Kept snake_case_names and 2*3*4"]


def test_themes_that_read_the_older_company_field_get_the_organisation() -> None:
    build = _build_script()
    key = build.answer_key({"basics": {"name": "Ada Byron"},
                            "work": [{"name": "Northwind", "position": "Analyst",
                                      "startDate": "2019-03"}]}, "jsonresume")  # fmt: skip
    (work,) = build.jsonresume(key)["work"]
    assert work["name"] == work["company"] == "Northwind"


def test_rendercv_gets_no_empty_section() -> None:
    """RenderCV refuses a section with no entries: a profile with no education leaves it out."""
    build = _build_script()
    key = build.answer_key({"basics": {"name": "Ada Byron"},
                            "work": [{"name": "Northwind", "position": "Analyst",
                                      "startDate": "2019-03"}]}, "jsonresume")  # fmt: skip
    assert list(build.rendercv_yaml(key, "classic")["cv"]["sections"]) == ["experience"]


def test_answer_keys_come_from_the_source_with_one_planted_typo() -> None:
    build = _build_script()
    data = {
        "basics": {"name": "Ada Byron", "email": "ada@example.com"},
        "work": [{"name": "Northwind", "position": "Analyst", "startDate": "2019-03-01",
                  "highlights": ["Automated **quarterly** reporting for [finance](http://x)"]}],
        "education": [{"institution": "Leeds", "studyType": "BSc", "area": "Maths"}],
    }  # fmt: skip
    key = build.answer_key(data, "jsonresume")
    assert key["work"][0]["start"] == "2019-03" and key["work"][0]["end"] == "present"
    assert key["work"][0]["highlights"] == ["Automated quarterly reporting for finance"]
    assert key["education"][0]["title"] == "BSc Maths"
    build.plant_typo(key, "ada")
    (typo,) = key["typos"]
    assert typo in key["work"][0]["highlights"][0] and typo not in ("Automated", "quarterly")


def test_the_committed_sample_imports_without_inventing_or_losing_typos(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(CORPUS_ENV, raising=False)
    units = run_corpus_stage(ROOT / "evals")
    assert len(units) >= 8 and all(u.error is None for u in units)
    producers = {u.name.split("/")[1] for u in units}
    assert len(producers) == len(units)  # one document per producer
    assert {u.name.split(":")[1].split("/")[0] for u in units} == {"tune", "test"}
    for unit in units:
        grades = {g.name.rsplit(".", 1)[1]: g for g in unit.grades}
        assert grades["invented"].score == 1.0, unit.name
        assert grades["typos"].score == 1.0 or grades["typos"].items == 0, unit.name


def test_plain_tex_writes_accents_as_macros_and_escapes_specials() -> None:
    """resumemac is plain TeX (no inputenc): an accent is its macro, a special escaped."""
    build = _build_script()
    assert build.plain_tex("Hélène Ørsted & Ça_va") == r"H\'{e}l\`{e}ne {\O}rsted \& \c{C}a\_va"
    assert build.plain_tex("Initech 50%") == r"Initech 50\%"


def test_resumemac_sets_each_entry_in_a_tag_of_its_own() -> None:
    build = _build_script()
    key = build.answer_key({"basics": {"name": "Jane Doe"},
                            "work": [{"name": "Initech", "position": "Analyst",
                                      "startDate": "2019-03", "highlights": ["Ran reports"]},
                                     {"name": "Hooli", "position": "Clerk",
                                      "startDate": "2017-01", "endDate": "2019-02"}]},
                           "jsonresume")  # fmt: skip
    text = build.plain_resumemac(key)
    assert text.count(r"\tag{") == 2 and r"\tag{Experience}" in text and r"\tag{}" in text
    assert r"\(Mar 2019 -- Present)Analyst, Initech.\item{$\bullet$}Ran reports\\" in text

"""The import corpus grades what a document prints: fields it never shows are left out, and
dates are compared at the precision it shows them (invented documents and keys)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cvcoach.evals.import_corpus import CORPUS_ENV, grade_core, run_corpus_stage
from cvcoach.evals.import_printed import PrintedText, words

KEY: dict[str, Any] = {
    "basics": {"name": "Jane Doe"},
    "work": [
        {"org": "Initech", "title": "Platform Engineer", "location": "Austin, TX",
         "start": "2019-03", "end": "present", "highlights": ["Kept the lights on"]},
    ],
    "education": [
        {"org": "Globex University", "title": "BSc Physics", "location": "",
         "start": "2014-09", "end": "2017-06", "highlights": []},
    ],
    "typos": [],
}  # fmt: skip


def _imported(**education: str) -> dict[str, Any]:
    school = {"institution": "Globex University", "studyType": "BSc", "area": "Physics",
              "startDate": "2014-09", "endDate": "2017-06"}  # fmt: skip
    school.update(education)
    return {
        "work": [{"name": "Initech", "position": "Platform Engineer", "startDate": "2019-03"}],
        "education": [school],
    }


def test_words_fold_case_quotes_and_compatibility_forms() -> None:
    assert words("Bachelor\u2019s  in CS, Globex-Univ.") == [
        "bachelor",
        "s",
        "in",
        "cs",
        "globex",
        "univ",
    ]
    assert words("\ufb01nance") == ["finance"]  # the ligature is its letters


def test_a_value_is_printed_when_all_its_words_are_in_any_order() -> None:
    printed = PrintedText(["Physics, BSc", "Globex", "University 2014 - 2017"])
    assert printed.shows("BSc Physics") and printed.shows("Globex University")
    assert not printed.shows("BSc Physics Honours")  # one word missing: not printed
    assert not printed.shows("")


@pytest.mark.parametrize(
    "line",
    ["Oct 2016 – Present", "October 12, 2016", "10/2016", "10.2016", "2016-10", "Sept. 2016"],
)
def test_a_date_with_its_month_is_printed_at_month_precision(line: str) -> None:
    month = "2016-09" if "Sept" in line else "2016-10"
    assert PrintedText([line]).dates_shown(month, "present") == (month, "present")


@pytest.mark.parametrize("line", ["2016 – 2018", "Marketing 2016 – 2018", "13/2016 – 2018"])
def test_a_year_without_that_month_is_printed_at_year_precision(line: str) -> None:
    assert PrintedText([line]).dates_shown("2016-10", "2018-05") == ("2016", "2018")


def test_a_range_shows_each_end_at_its_own_precision_even_across_a_line_break() -> None:
    printed = PrintedText(["Globex University   Oct 2016 –", "2019"])
    assert printed.dates_shown("2016-10", "2019-03") == ("2016-10", "2019")


def test_a_year_of_another_entrys_range_does_not_print_this_entrys_dates() -> None:
    lines = ["Initech, Platform Engineer   Apr 2019 – Aug 2022", "Globex University, BSc Physics"]
    assert PrintedText(lines).dates_shown("2016-10", "2019-03") == (None, None)
    # a date on its own (a theme that prints only when a degree was awarded) prints it
    alone = PrintedText([*lines, "Globex University, BSc Physics, 2019"])
    assert alone.dates_shown("2016-10", "2019-03") == (None, "2019")


def test_a_date_the_document_never_shows_is_not_printed_and_present_always_is() -> None:
    printed = PrintedText(["Initech, Platform Engineer", "Mar 2019 – Present"])
    assert printed.dates_shown("2014-09", "present") == (None, "present")
    assert printed.dates_shown("2014", "2015") == (None, None)
    assert printed.dates_shown("2019-03", "present") == ("2019-03", "present")
    assert printed.dates_shown("", "") == (None, None)


DOCUMENT = ["Jane Doe", "Experience", "Initech", "Platform Engineer", "Mar 2019 – Present",
            "Education", "Globex University", "BSc Physics", "Sep 2014 – Jun 2017"]  # fmt: skip


def test_a_field_printed_and_missed_counts_against_the_importer() -> None:
    printed = PrintedText(DOCUMENT)
    grade = grade_core(KEY, _imported(area="", startDate="2015-09"), "core", printed)
    assert grade.items == 8 and grade.score == 6 / 8 and "not printed" not in grade.reason


def test_a_field_not_printed_is_left_out_of_the_denominator() -> None:
    theme = [line for line in DOCUMENT if line != "Sep 2014 – Jun 2017"]  # no school dates
    theme[theme.index("BSc Physics")] = "Physics"  # the field, not the degree
    imported = _imported(studyType="", startDate="", endDate="")
    printed = grade_core(KEY, imported, "core", PrintedText(theme))
    assert printed.items == 5 and printed.score == 1.0 and "3 not printed" in printed.reason
    every = grade_core(KEY, imported, "core_all")  # the old figure: every key field
    assert every.items == 8 and every.score == 5 / 8


def test_a_date_is_compared_at_the_precision_the_document_prints() -> None:
    years = [line.replace("Sep 2014 – Jun 2017", "2014 – 2017") for line in DOCUMENT]
    grade = grade_core(KEY, _imported(startDate="2014", endDate="2017"), "core", PrintedText(years))
    assert grade.score == 1.0 and grade.items == 8
    wrong_year = grade_core(KEY, _imported(startDate="2013", endDate="2017"), "core",
                            PrintedText(years))  # fmt: skip
    assert wrong_year.score == 7 / 8
    # a month the document prints is graded: a year-only import of it is a miss
    months = grade_core(KEY, _imported(startDate="2014"), "core", PrintedText(DOCUMENT))
    assert months.score == 7 / 8


def test_a_corpus_document_gets_both_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "corpus"
    (root / "truth").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "truth" / "jane.json").write_text(json.dumps(KEY), encoding="utf-8")
    text = (
        "# Jane Doe\n\n## Experience\n\n### Platform Engineer, Initech\n\n*Mar 2019 – Present*\n\n"
    )
    text += "- Kept the lights on\n\n## Education\n\n### Globex University\n\nPhysics\n"
    (root / "docs" / "jane.md").write_text(text, encoding="utf-8")
    manifest = [{"id": "jane", "producer": "pandoc-html", "split": "tune",
                 "document": "docs/jane.md", "truth": "truth/jane.json"}]  # fmt: skip
    (root / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    monkeypatch.setenv(CORPUS_ENV, str(root))
    (unit,) = run_corpus_stage(tmp_path)
    grades = {g.name.rsplit(".", 1)[1]: g for g in unit.grades}
    assert grades["core_all"].items == 8 and grades["core_all"].score < 1.0
    assert grades["core"].items == 5  # the school's degree and dates are not printed


def test_a_school_read_with_its_place_apart_is_the_keys_school_with_its_place() -> None:
    key = json.loads(json.dumps(KEY))
    key["education"][0]["org"] = "Globex University, Springfield, Oregon"
    apart = _imported(institution="Globex University", location="Springfield, Oregon")
    assert grade_core(key, apart, "core").score == 1.0
    lost = _imported(institution="Globex University")  # the place dropped: a miss
    assert grade_core(key, lost, "core").score == 7 / 8
    other = _imported(institution="Globex University", location="Salem, Oregon")
    assert grade_core(key, other, "core").score == 7 / 8


def test_a_word_before_a_dated_line_leaves_its_range_whole() -> None:
    """A line ending in a word over a line opening with a numeric date ("Engineer" over
    "2017-09 to 2019-04"): the word names no month, so the range keeps its months."""
    printed = PrintedText(["Platform Engineer", "2017-09 to 2019-04 Initech"])
    assert printed.dates_shown("2017-09", "2019-04") == ("2017-09", "2019-04")


def test_a_month_name_before_a_year_still_dates_it() -> None:
    printed = PrintedText(["Initech", "March 2017 to 2019"])
    assert printed.dates_shown("2017-03", "2019") == ("2017-03", "2019")
    assert PrintedText(["Marketing 2016"]).dates_shown("2016-05", "") == ("2016", None)

"""The roles stage's grading: requirement pairing, must/nice recall, skills, junk, header."""

from __future__ import annotations

import json
from pathlib import Path

from cvcoach.evals.roles_stage import (
    Tally,
    grade_posting,
    pair_requirements,
    run_roles_stage,
    same_requirement,
)
from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirements import requirements

POSTING = """# Data Engineer — Initech

## Requirements
- 5+ years of Python
- Experience with Airflow

## Nice to have
- Kafka is a plus

## Benefits
- Free lunches at the SOMA office
"""
LABEL = {
    "title": "Data Engineer",
    "company": "Initech",
    "requirements": [
        {"text": "5+ years of Python", "level": "must", "skills": ["Python"], "years": 5,
         "degree": None},
        {"text": "Experience with Apache Airflow", "level": "must", "skills": ["Apache Airflow"],
         "years": None, "degree": None},
        {"text": "BS in Computer Science", "level": "must", "skills": [], "years": None,
         "degree": "BS Computer Science"},
        {"text": "Kafka is a plus", "level": "nice", "skills": ["Kafka"], "years": None,
         "degree": None},
    ],
    "not_requirements": ["SOMA", "lunches"],
}  # fmt: skip


def test_same_requirement_needs_shared_content_words() -> None:
    assert same_requirement("Experience with Airflow", "Experience with Apache Airflow")
    assert not same_requirement("Experience with Airflow", "5+ years of Python")


def test_pairs_go_to_the_closest_label_not_the_first_read() -> None:
    labels = [{"text": "3+ years designing Python data pipelines"}]
    # a duty read first is inside the requirement's words: the requirement itself pairs
    found = ["Design the Python data pipelines", "3+ years designing Python data pipelines"]
    assert pair_requirements(found, labels) == [(1, 0)]
    labels = [{"text": "Designing Python data pipelines at scale"}, {"text": "Own the pipelines"}]
    found = ["Own the Python data pipelines", "Designing Python data pipelines at scale"]
    assert sorted(pair_requirements(found, labels)) == [(0, 1), (1, 0)]


def test_pairs_leave_unlike_texts_unpaired() -> None:
    labels = [{"text": "5+ years of Python"}]
    assert pair_requirements(["Free lunches on Fridays"], labels) == []
    # one label, two candidates: only the closer one pairs
    assert pair_requirements(["Python scripting", "5+ years of Python"], labels) == [(1, 0)]


def test_grade_posting_counts() -> None:
    tally = Tally()
    grade_posting(requirements(posting_from_text(POSTING)), LABEL, tally, "x")
    figures = tally.figures()
    assert figures["requirement precision"] == 1.0
    assert figures["must recall"] == round(2 / 3, 3) and figures["nice recall"] == 1.0
    assert figures["skill precision"] == 1.0  # Airflow folds to Apache Airflow
    assert figures["junk per posting"] == 0.0
    assert figures["years accuracy"] == 1.0
    assert (figures["title accuracy"], figures["company accuracy"]) == (1.0, 1.0)


def test_run_roles_stage_scores_splits_and_matching(tmp_path: Path) -> None:
    evals = tmp_path / "evals"
    heldout = evals / "roles-heldout"
    for folder in ("postings", "labels"):
        (heldout / folder).mkdir(parents=True)
    (heldout / "postings" / "a.md").write_text(POSTING, encoding="utf-8")
    (heldout / "labels" / "a.json").write_text(json.dumps(LABEL), encoding="utf-8")
    (heldout / "split.json").write_text('{"tune": [], "test": ["a"]}', encoding="utf-8")
    profiles = evals / "profiles"
    profiles.mkdir()
    for name, skill in (("py", "Python and Airflow"), ("js", "JavaScript")):
        (profiles / f"{name}.yaml").write_text(
            f"basics:\n  name: {name}\nwork:\n  - name: Acme\n    position: Engineer\n"
            f"    startDate: 2015-01\n    endDate: 2024-01\n    highlights:\n"
            f"      - Built pipelines in {skill}.\n",
            encoding="utf-8",
        )
    (heldout / "matching.json").write_text(
        '{"a": {"best": ["evals/profiles/py.yaml"], "ranking_notes": ""}}', encoding="utf-8"
    )
    report = run_roles_stage(evals, tmp_path / "no-samples")
    assert report.splits["test"]["postings"] == 1 and report.splits["tune"]["postings"] == 0
    assert report.matching["match"] == {"postings": 1, "best first": 1.0, "MRR": 1.0}
    assert report.matching["bm25"]["postings"] == 1


def test_judged_best_reads_test_entries_at_top_level_and_tune_under_its_key() -> None:
    from cvcoach.evals.roles_stage import judged_best

    judged = {
        "p-test": {"best": ["a.yaml"], "ranking_notes": ""},
        "tune": {"p-tune": {"best": ["b.yaml", "c.yaml"], "ranking_notes": ""}},
    }
    assert judged_best(judged) == {
        "tune": {"p-tune": ["b.yaml", "c.yaml"]},
        "test": {"p-test": ["a.yaml"]},
    }


def test_a_posting_the_reader_cannot_read_is_scored_as_nothing_read(tmp_path: Path) -> None:
    evals = tmp_path / "evals"
    heldout = evals / "roles-heldout"
    for folder in ("postings", "labels", "profiles"):
        (heldout / folder).mkdir(parents=True)
    (heldout / "postings" / "a.md").write_text(POSTING, encoding="utf-8")
    blank = heldout / "postings" / "blank.html"
    blank.write_text("<script>var x = 1;</script>", encoding="utf-8")
    for name in ("a", "blank"):
        (heldout / "labels" / f"{name}.json").write_text(json.dumps(LABEL), encoding="utf-8")
    (heldout / "split.json").write_text('{"tune": ["blank", "a"], "test": []}', encoding="utf-8")
    (heldout / "matching.json").write_text("{}", encoding="utf-8")
    report = run_roles_stage(evals, tmp_path / "no-samples", splits=("tune",))
    tune = report.splits["tune"]
    assert tune["postings"] == 2  # the stage went on past the unreadable file
    assert tune["must recall"] == round(2 / 6, 3)  # its labels count as missed
    assert tune["title accuracy"] == 0.5


def test_a_readable_posting_is_graded_as_read(tmp_path: Path) -> None:
    from cvcoach.evals.roles_stage import NOTHING_READ, read_for_grading

    path = tmp_path / "a.md"
    path.write_text(POSTING, encoding="utf-8")
    reqs = read_for_grading(path)
    assert reqs.items and reqs.posting.title != NOTHING_READ


def test_a_grade_abbreviation_grades_as_its_full_word() -> None:
    tally = Tally()
    posting = posting_from_text(POSTING.replace("# Data Engineer", "# Sr. Data Engineer"))
    label = LABEL | {"title": "Senior Data Engineer"}
    grade_posting(requirements(posting), label, tally, "x")
    assert tally.figures()["title accuracy"] == 1.0


def test_a_different_grade_still_grades_wrong() -> None:
    tally = Tally()
    posting = posting_from_text(POSTING.replace("# Data Engineer", "# Jr. Data Engineer"))
    label = LABEL | {"title": "Senior Data Engineer"}
    grade_posting(requirements(posting), label, tally, "x")
    assert tally.figures()["title accuracy"] == 0.0

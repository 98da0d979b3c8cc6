"""Lists enumerated inside one line ("(i) ..., (ii) ..."), marker plurals that a list shares,
and lines labelled as the post's duties (issue 27, twenty-seventh round). Invented wording;
each rule has a case that must fire and one that must not."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.requirement_clauses import enumerated
from cvcoach.keywords.requirements import requirements, split_requirement


def test_an_enumerated_line_splits_when_its_items_ask_differently() -> None:
    text = (
        "Candidates should: (i) have a Master's degree in Soil Science, (ii) have a "
        "Bachelor's degree with at least a 2 (i) pass"
    )
    pieces = split_requirement(text)
    assert len(pieces) == 2
    assert pieces[1].endswith("2 (i) pass")


def test_an_enumerated_line_of_alike_asks_and_a_degree_class_stay_whole() -> None:
    duties = "Duties include (i) teaching ecology, (ii) supervising projects, (iii) outreach"
    assert split_requirement(duties) == [duties]
    assert enumerated("A 2 (i) degree in Physics") == ["A 2 (i) degree in Physics"]
    assert enumerated("A BSc with a 2(i) pass (ii) honours") == [
        "A BSc with a 2(i) pass (ii) honours"
    ]


def test_a_plural_marker_keeps_its_list_one_nice_ask() -> None:
    text = "a relevant PhD, published papers and teaching experience will be added advantages"
    assert split_requirement(text) == [text]
    posting = posting_from_text(f"# Lecturer — Northwind University\n\n## Requirements\n- {text}\n")
    assert [item.level for item in requirements(posting).items] == ["nice"]


def test_a_single_nice_clause_still_splits_from_its_must_head() -> None:
    pieces = split_requirement("Strong Python skills and testing, Go experience is a plus")
    assert len(pieces) == 2


def test_a_line_labelled_duties_is_no_requirement() -> None:
    text = (
        "# Lecturer — Northwind University\n\n## Requirements\n"
        "- Duties: The successful candidate will be expected to teach soil science\n"
        "- Successful candidates will be expected to teach both undergraduate courses\n"
    )
    reqs = requirements(posting_from_text(text))
    assert [item.text for item in reqs.items] == [
        "Successful candidates will be expected to teach both undergraduate courses"
    ]
    assert any(ignored.why == "describes the duties" for ignored in reqs.ignored)


def test_a_later_sentence_opening_ideally_is_a_nice_ask_of_its_own() -> None:
    text = "At least 3 years of experience. Ideally, your experience would be in Rust."
    posting = posting_from_text(f"# Developer — Initech\n\n## Requirements\n- {text}\n")
    items = requirements(posting).items
    assert [(item.level, item.years) for item in items] == [("must", 3.0), ("nice", None)]


def test_a_sentence_without_ideally_stays_with_the_one_before() -> None:
    text = "At least 3 years of experience. Your experience should be in Rust."
    assert split_requirement(text) == [text]

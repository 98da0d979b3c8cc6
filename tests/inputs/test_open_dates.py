"""A start date left open by a dash with nothing after it ("Aug 2005 –") is an entry not
ended: an education entry's start, not its date of completion; a lone date stays one."""

from __future__ import annotations

from pathlib import Path

import yaml

from cvcoach.inputs.documents.datefind import find_dates
from cvcoach.inputs.documents.importer import import_document


def test_a_dash_after_the_last_date_leaves_the_range_open() -> None:
    for text in ("Globex University 2019-08 —", "Hooli Aug 2005 -", "*Jan 2019 –*"):
        span = find_dates(text)
        assert span is not None and span.single and span.open_end, text


def test_a_lone_date_or_a_closed_range_is_not_open() -> None:
    for text in ("Globex University 2015", "Initech 2019 – Present", "Hooli 2015-2019"):
        span = find_dates(text)
        assert span is not None and not span.open_end, text


def _education(tmp_path: Path, dates: str) -> dict[str, str]:
    text = (
        "# Jane Doe\n\njane@example.com\n\n## Education\n\n"
        f"### Globex University {dates}\n\nBachelor of Science in Physics\n"
    )
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    data = yaml.safe_load(import_document(path).yaml_text)
    entry: dict[str, str] = data["education"][0]
    return entry


def test_an_open_education_date_is_its_start(tmp_path: Path) -> None:
    entry = _education(tmp_path, "2019-08 –")
    assert entry.get("startDate") == "2019-08" and "endDate" not in entry


def test_a_lone_education_date_is_its_completion(tmp_path: Path) -> None:
    entry = _education(tmp_path, "2019-08")
    assert entry.get("endDate") == "2019-08" and "startDate" not in entry

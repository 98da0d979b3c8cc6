"""Titles and organisations longer than ten words are read when they are set as names
(`text_rules.name_cased`: every long word opens with a capital, no full stop), and running
text of the same length is not. Names are made up."""

from __future__ import annotations

from pathlib import Path

import yaml

from cvcoach.inputs.documents.importer import import_document
from cvcoach.inputs.documents.text_rules import name_cased

LONG_TITLE = "Senior Principal Software Engineer for Data Platforms and Cloud Infrastructure"
LONG_ORG = "Initech & Globex Productions Inc. Technology Services Group"


def _work(tmp_path: Path, header: str) -> list[dict[str, str]]:
    text = (
        "# Jane Doe\n\njane@example.com\n\n## Experience\n\n"
        f"### {header}\n\n*Jan 2020 – Present*\n\n- Built the billing service.\n"
    )
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    data = yaml.safe_load(import_document(path).yaml_text)
    return list(data["work"])


def test_a_long_title_set_as_a_name_is_the_title(tmp_path: Path) -> None:
    work = _work(tmp_path, f"{LONG_TITLE}, Hooli Labs")
    assert work[0]["position"] == LONG_TITLE and work[0]["name"] == "Hooli Labs"


def test_running_text_of_the_same_length_is_no_title(tmp_path: Path) -> None:
    long_line = "Senior engineer who built the billing and reporting services for the whole team"
    work = _work(tmp_path, long_line)
    assert "position" not in work[0] and "name" not in work[0]
    assert not name_cased(long_line)
    assert not name_cased(LONG_TITLE + ".")  # closed by a full stop: a sentence
    assert not name_cased(" ".join([LONG_TITLE] * 2))  # past sixteen words
    assert name_cased(LONG_TITLE) and name_cased(LONG_ORG)

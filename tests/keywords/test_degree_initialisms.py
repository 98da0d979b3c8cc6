"""Two undotted capitals from the degree table name a degree only beside a word of education.

`data/degrees.txt` lists "DP", "DS", "BD", "MP" ... among US degree abbreviations; written
bare they are as often another initialism (a programme, a field, a department), so a line
with no word of education ("degree", "diploma", "accredited", "university" ...) names no
degree through them. Longer or dotted abbreviations, and the code's own "BS"/"MS", are read
as before.
"""

from __future__ import annotations

import pytest

from cvcoach.keywords.experience import degree_levels
from cvcoach.keywords.requirements import degree_asked


@pytest.mark.parametrize(
    "text",
    [
        "IB MYP/DP teaching experience is preferred",
        "Experience with DS/ML tooling at Initech",
        "BD experience in the Hooli partner network is a plus",
        "Worked in an MP's constituency office",
    ],
)
def test_bare_pair_without_education_names_no_degree(text: str) -> None:
    assert degree_levels(text) == []
    assert degree_asked(text) is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("A JD from an accredited law school", "master"),
        ("JD/MPP or an extensive background in privacy work", "master"),
        ("MSW required for the Globex clinic", "master"),
        ("BS in Biology from a recognised university", "bachelor"),
        ("Master's degree (JD or MPP)", "master"),
    ],
)
def test_degrees_still_read(text: str, level: str) -> None:
    assert degree_asked(text) == level

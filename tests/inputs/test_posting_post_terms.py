"""Counts, terms and re-advertisement after a post's name (posting_post_terms)."""

from __future__ import annotations

import pytest

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_post_terms import without_post_terms


@pytest.mark.parametrize(
    ("title", "bare"),
    [
        ("Laboratory Technician (2 positions)", "Laboratory Technician"),
        ("Senior Archivist (1 post)", "Senior Archivist"),
        ("Teaching Fellow (3-year fixed-term contract)", "Teaching Fellow"),
        ("Field Consultant (6 Months Duration) One Position", "Field Consultant"),
        (
            "Graduate Teaching Fellow (GTF) 1 post – residents only",
            "Graduate Teaching Fellow (GTF)",
        ),
        ("Lecturer in Geology (re-advertisement)", "Lecturer in Geology"),
    ],
)
def test_terms_after_the_post_are_cut(title: str, bare: str) -> None:
    assert without_post_terms(title) == bare


@pytest.mark.parametrize(
    "title",
    [
        "Engineer (ML)",  # a field
        "Graduate Teaching Fellow (GTF)",  # the post's own initials stay, as it writes them
        "Data Analyst - Residents Team",  # a dash's tail with no count before it
        "Programme Officer (Contracts)",  # no term of years or months
        "Head of Two Posts",  # the count is the object of "of", not a count of places
    ],
)
def test_the_role_name_is_kept(title: str) -> None:
    assert without_post_terms(title) == title


def test_a_notice_title_reads_without_its_count() -> None:
    text = (
        "---\ntitle: Assistant Registrar (3 positions)\n---\n\n"
        "The Registry of Globex University invites applications for the posts below.\n"
    )
    assert posting_from_text(text).title == "Assistant Registrar"

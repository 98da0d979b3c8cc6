"""A title written for the genders ("Werkstudent IT (m/w/d)") names a post even where its
words are no role the lexicon knows (`inputs/posting_words.names_a_post`)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_words import names_a_post

_PAGE = """---
title: Werkstudent IT (m/w/d)
description: We're looking for a student intern to join our team.
---

## Beschreibung

Initech sucht dich als Werkstudent*in für unsere IT.
"""


def test_a_title_for_the_genders_names_a_post() -> None:
    assert names_a_post("Werkstudent IT (m/w/d)")
    assert names_a_post("Sachbearbeitung Einkauf (all genders)")
    assert posting_from_text(_PAGE).title == "Werkstudent IT (m/w/d)"


def test_other_brackets_name_no_post() -> None:
    assert not names_a_post("Standort Hooli (A/B)")
    assert not names_a_post("Über uns")


def test_a_list_of_the_posts_open_names_no_post() -> None:
    assert not names_a_post("Currently Open positions")
    assert names_a_post("Postdoctoral Position")

"""Header title and employer forms of round 31 (docs/roles.md, 2026-11-30), each on invented
postings: one case where the rule fires and one where it must not."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.posting_html import html_to_text

_MENU_PAGE = """<nav><ul>
  <li><a href="/volunteer">Volunteer</a></li>
  <li class="active"><a href="/careers">Careers</a></li>
</ul></nav>
<main>
  <h1 class="title">Program Coordinator</h1>
  <h2>Organization Overview</h2>
  <p>Northwind Learning is a nonprofit that teaches coding to kids.</p>
  <h2>Requirements</h2>
  <ul><li>Two years of program management experience</li></ul>
</main>
"""


def test_a_skipped_menu_opens_no_list_item_that_swallows_the_heading(tmp_path: Path) -> None:
    page = tmp_path / "coordinator.html"
    page.write_text(_MENU_PAGE, encoding="utf-8")
    text = html_to_text(_MENU_PAGE)
    assert "# Program Coordinator" in text
    assert "\n-\n" not in f"\n{text}\n"  # the menu's items leave no empty list marks
    assert load_posting(page).title == "Program Coordinator"


def test_list_items_outside_a_menu_are_still_items() -> None:
    text = html_to_text("<h2>Skills</h2><ul><li>Python</li><li>SQL</li></ul>")
    assert "- Python" in text and "- SQL" in text

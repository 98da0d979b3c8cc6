"""The requirements panel: score meter, unmet then met requirements, posting text escaped."""

from __future__ import annotations

from cvcoach.ui.requirements_panel import requirements_panel


def test_panel_lists_requirements_and_escapes_them() -> None:
    html = requirements_panel(0.5, ["5+ years of Python"], ["<b>Go</b> & Rust"])
    assert 'aria-valuenow="50"' in html and "1 of 2 requirements" in html
    assert "&lt;b&gt;Go&lt;/b&gt; &amp; Rust" in html and "<b>Go</b>" not in html
    assert html.index("Not in the CV") < html.index("Met</b>")


def test_panel_without_a_posting() -> None:
    assert "Add a job description" in requirements_panel(None, [], [])

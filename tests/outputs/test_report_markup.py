"""Text from a CV, a posting or a model shows in a Markdown report as text: no HTML in it
renders and no image in it loads when a viewer opens the report (a recruiter's CVs are
other people's files), while the CV's own emphasis, links and everyday symbols read as
they are written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cvcoach.checks.run import check
from cvcoach.inputs.documents.importer import import_bytes
from cvcoach.inputs.documents.report import render_report
from cvcoach.inputs.profile_loader import profile_from_bytes
from cvcoach.inputs.role_text import role_from_text
from cvcoach.language.markup import inert
from cvcoach.outputs.report import render_markdown
from cvcoach.rewriting.polish import polish
from cvcoach.rewriting.polish_report import polish_report

ATTACK = "<img src=x onerror=alert(1)> ![pixel](http://127.0.0.1:9/p.png) <!-- x --> &#60;b&#62;"
CV = f"""basics:
  name: Ada Lee
work:
  - name: Acme & Sons
    position: Engineer
    startDate: '2019-01'
    endDate: '2021-06'
    highlights:
      - Was responsible for the build farm {ATTACK} of 40 machines.
      - Cut **build time** by 30% for R&D teams, see [the post](https://example.org/p), a < b.
"""
POSTING_ATTACK = "<script>fetch('//127.0.0.1:9')</script> &#60;b&#62;"
ROLE = f"# Build Engineer at Initech\n\n## Requirements\n- Bazel and Kubernetes {POSTING_ATTACK}\n"
ACTIVE = re.compile(r"<(?:img|!--|b\b|script)|!\[|&#60;")


def _no_active_markup(report: str) -> None:
    assert not ACTIVE.search(report), ACTIVE.search(report)


def test_inert_keeps_honest_text_and_emphasis() -> None:
    honest = "Cut **build time** by 30% for R&D, see [the post](https://example.org/p), a < b."
    assert inert(honest) == honest
    assert inert(ATTACK) == (
        "&lt;img src=x onerror=alert(1)> !\\[pixel](http://127.0.0.1:9/p.png) &lt;!-- x --> "
        "&amp;#60;b&amp;#62;"
    )


def test_the_check_report_shows_the_cv_and_the_posting_as_text() -> None:
    profile = profile_from_bytes(CV.encode(), "cv.yaml")
    result = check(profile, role=role_from_text(ROLE))
    report = render_markdown([result])
    assert "Bazel and Kubernetes" in report  # the posting's requirement, shown
    _no_active_markup(report)


def test_the_polish_report_quotes_before_and_after_as_text(tmp_path: Path) -> None:
    profile = profile_from_bytes(CV.encode(), "cv.yaml")
    result = polish(profile, role_from_text(ROLE), engine="offline")
    report = polish_report(result, str(tmp_path / "cv.polished.yaml"))
    assert "onerror" in report  # the bullet is quoted, as text
    _no_active_markup(report)


@pytest.mark.parametrize("name", ["cv.md", "cv.txt"])
def test_the_import_report_lists_the_documents_lines_as_text(name: str) -> None:
    text = f"Ada Lee\n\n{ATTACK}\n\nExperience\n\nEngineer, Acme   2019 - 2021\n- Built X\n"
    imported = import_bytes(text.encode(), name)
    report = render_report(imported.draft, name, "text", "offline")
    _no_active_markup(report)

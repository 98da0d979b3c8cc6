"""Loaded by the UI's forkserver before it forks a worker: one check of a small CV and a
posting reads the word lists, spelling data and rules every check needs, so each worker (a
fork of that server) starts with them in memory instead of reading them again for every
request, which cost a one-page Check about 0.6 s of CPU of its own."""

from __future__ import annotations

import contextlib

SAMPLE_CV = """\
basics:
  name: Ann Example
  summary: Engineer who builds data services.
work:
  - name: Example Systems
    position: Software Engineer
    startDate: 2019-01
    endDate: 2021-06
    highlights:
      - Improved the the managment of the billing service by 20%.
      - Leads a team of four engineers
education:
  - institution: Example University
    area: Computer Science
    studyType: Bachelor
    endDate: 2018-06
skills:
  - name: Python
"""
SAMPLE_ROLE = """\
# Software Engineer — Example Systems

## Requirements
- 3+ years of experience with Python and SQL
- BS in Computer Science or equivalent
"""


def warm() -> None:
    """Check the sample once; a failure here is left for the request that meets it."""
    from cvcoach.ui.workspace import run_check

    with contextlib.suppress(Exception):
        run_check(SAMPLE_CV, "cv.yaml", None, SAMPLE_ROLE, None)


warm()

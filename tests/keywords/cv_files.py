"""A one-job CV written as JSON Resume YAML, for the matcher's tests: each test varies only
what it measures (the title held, the years, a bullet, a headline, a skills section)."""

from __future__ import annotations

from pathlib import Path


def one_job_cv(
    tmp_path: Path,
    name: str,
    *,
    position: str = "Engineer",
    start: str = "2019-01",
    end: str = "2026-10",
    bullet: str = "Kept the service running.",
    label: str = "",
    extra: str = "",
) -> Path:
    """`tmp_path/name.yaml`: one job at Initech from `start` to `end` with one `bullet`,
    a `label` (headline) when given, and `extra` YAML (another section) after it."""
    path = tmp_path / f"{name}.yaml"
    headline = f"  label: {label}\n" if label else ""
    path.write_text(
        f"basics:\n  name: {name}\n{headline}work:\n  - name: Initech\n"
        f"    position: {position}\n    startDate: {start}\n    endDate: {end}\n"
        f"    highlights:\n      - {bullet}\n{extra}"
    )
    return path

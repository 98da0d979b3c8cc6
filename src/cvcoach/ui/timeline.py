"""A timeline of work, education, projects and volunteering: overlaps and gaps visible.

Each dated entry is a bar from its start to its end (Present: today). Months with no work
or study between the first start and today are shaded as gaps; entries that a date
finding names (overlaps, order, chronology) are outlined in that finding's colour.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cvcoach.model.findings import Finding
from cvcoach.model.profile import Entry, Profile
from cvcoach.ui import safe

SECTIONS = {
    "work": ("Work", "#1f77b4"),
    "education": ("Education", "#2ca02c"),
    "projects": ("Projects", "#9467bd"),
    "volunteer": ("Volunteering", "#8c564b"),
}
DATE_KINDS = ("date_overlap", "date_order", "date_future", "chronology")
MIN_GAP_MONTHS = 3


@dataclass(frozen=True)
class Span:
    label: str
    section: str
    first: int  # month index (year * 12 + month - 1)
    last: int
    path: str
    problem: str = ""


def _month(index: int) -> str:
    return f"{index // 12:04d}-{index % 12 + 1:02d}-01"


def spans(profile: Profile, findings: Sequence[Finding], today: dt.date) -> list[Span]:
    """The dated entries as month spans, in the CV's order."""
    from cvcoach.language.dates import DateError, month_span, parse_date

    problems: dict[str, str] = {}
    for f in findings:
        if f.kind in DATE_KINDS:
            for path in (f.path, f.related_path or ""):
                entry = path.split(".")[0] if path else ""
                problems.setdefault(entry, f.message)
    out = []
    for e in profile.entries:
        if e.section not in SECTIONS or not (e.start or e.date):
            continue
        try:
            start = parse_date((e.start or e.date).value, today=today)  # type: ignore[union-attr]
            end = parse_date(e.end.value, today=today) if e.end else None
        except DateError:
            continue
        span = month_span(start, end, today)
        if span is not None:
            problem = problems.get(e.path.split(".")[0], "")
            out.append(Span(_label(e), e.section, span[0], span[1], e.path, problem))
    return out


def _label(e: Entry) -> str:
    name = e.name()
    return name if len(name) <= 48 else name[:47] + "…"


def gaps(items: Sequence[Span], today: dt.date) -> list[tuple[int, int]]:
    """Stretches of at least MIN_GAP_MONTHS with no work or education, up to today."""
    busy = sorted((s.first, s.last) for s in items if s.section in ("work", "education"))
    if not busy:
        return []
    out, reach = [], busy[0][1]
    now = today.year * 12 + today.month - 1
    for first, last in [*busy[1:], (now + 1, now + 1)]:
        if first - reach - 1 >= MIN_GAP_MONTHS:
            out.append((reach + 1, first - 1))
        reach = max(reach, last)
    return out


def figure(profile: Profile, findings: Sequence[Finding], today: dt.date) -> Any:
    """A Plotly figure, or None when plotly is not installed or nothing is dated."""
    try:
        import plotly.graph_objects as go
    except ImportError:
        return None
    items = spans(profile, findings, today)
    if not items:
        return None
    fig = go.Figure()
    shown: set[str] = set()
    for i, s in enumerate(items):
        name, colour = SECTIONS[s.section]
        y_html = f"{int(i) + 1}. {safe.text(s.label)}"
        hover_html = (
            f"{safe.text(s.label)}<br>{safe.text(_month(s.first)[:7])} – "
            f"{safe.text(_month(s.last)[:7])}"
        )
        if s.problem:
            hover_html += f"<br>⚠ {safe.text(s.problem)}"
        fig.add_trace(
            go.Scatter(
                x=[_month(s.first), _month(s.last + 1)],
                y=[y_html, y_html],
                mode="lines",
                line={"color": "#d62728" if s.problem else colour, "width": 14},
                name=name,
                legendgroup=name,
                showlegend=name not in shown,
                hovertemplate=hover_html.replace("%", "&#37;") + "<extra></extra>",
            )
        )
        shown.add(name)
    for first, last in gaps(items, today):
        fig.add_vrect(
            x0=_month(first),
            x1=_month(last + 1),
            fillcolor="#ff7f0e",
            opacity=0.15,
            line_width=0,
            annotation_text="gap",
            annotation_position="top left",
        )
    fig.update_yaxes(autorange="reversed", automargin=True)
    fig.update_layout(
        height=max(260, 34 * len(items) + 110),
        margin={"l": 10, "r": 10, "t": 30, "b": 30},
        legend={"orientation": "h", "y": 1.08},
        xaxis={"type": "date"},
    )
    return fig

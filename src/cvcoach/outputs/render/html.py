"""HTML: the CV as a self-contained page (or a fragment for the web UI).

Every text is escaped. `field_html` may be replaced by the caller to decorate a field
(the web UI marks findings in place this way); by default a field is its escaped runs.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable

from cvcoach.outputs.render.layout import CvLayout, Field, Item, Run, plain

FieldHtml = Callable[[Field], str]

CSS = """
.cv{font-family:Georgia,'Libertinus Serif',serif;color:#1b1b1b;line-height:1.45;
max-width:52rem;margin:0 auto;padding:1rem 1.2rem;background:#fff;font-size:15px}
.cv h1{text-align:center;margin:.2rem 0;font-size:1.9rem}
.cv .label{text-align:center;color:#444;margin:0}
.cv .contacts{text-align:center;font-size:.9rem;color:#333;margin:.2rem 0 .6rem;
overflow-wrap:anywhere}
.cv h2{color:#1f4e79;border-bottom:1px solid #1f4e79;font-size:1.1rem;margin:1rem 0 .4rem}
.cv .item{margin:.5rem 0 .7rem}
.cv .head{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem}
.cv .dates{color:#555;font-size:.9rem;white-space:nowrap}
.cv .details{font-style:italic;color:#555;font-size:.9rem;overflow-wrap:anywhere}
.cv ul{margin:.25rem 0;padding-left:1.2rem}.cv li{margin:.1rem 0}
.cv .tags{font-size:.9rem;color:#333}
.cv code{font-size:.88em}
"""


def runs_html(runs: list[Run]) -> str:
    parts = []
    for r in runs:
        body = html.escape(r.text)
        if r.code:
            body = f"<code>{body}</code>"
        if r.bold:
            body = f"<strong>{body}</strong>"
        if r.url:
            body = f'<a href="{html.escape(r.url)}" rel="noopener nofollow">{body}</a>'
        parts.append(body)
    return "".join(parts)


def default_field_html(f: Field) -> str:
    return runs_html(f.runs())


def _join(fields: list[Field], sep: str, show: FieldHtml) -> str:
    return html.escape(sep).join(show(f) for f in fields)


def _one(field: Field | None) -> list[Field]:
    return [field] if field else []


def _blocks(blocks: Iterable[tuple[str, list[Field], str]], show: FieldHtml) -> list[str]:
    """Each (template, fields, separator) that has fields: the template filled with them,
    joined by the separator (HTML, written as it is)."""
    return [
        template.format(sep.join(show(f) for f in fields))
        for template, fields, sep in blocks
        if fields
    ]


def _item(item: Item, show: FieldHtml) -> str:
    head = ""
    if item.heading:
        head = f"<strong>{show(item.heading[0])}</strong>"
        if len(item.heading) > 1:
            head += " — " + _join(item.heading[1:], ", ", show)
    out = [f'<div class="item"><div class="head"><span>{head}</span>']
    out.append(f'<span class="dates">{_join(item.dates, " – ", show)}</span></div>')
    out += _blocks(
        (
            ('<div class="details">{}</div>', item.details, " · "),
            ("<div>{}</div>", _one(item.summary), ""),
            ("<ul><li>{}</li></ul>", item.bullets, "</li><li>"),
            ('<div class="tags">{}</div>', item.tags, ", "),
        ),
        show,
    )
    out.append("</div>")
    return "".join(out)


def cv_fragment(cv: CvLayout, show: FieldHtml = default_field_html) -> str:
    """The CV as a `<div class="cv">` (no page wrapper)."""
    out = ['<div class="cv">']
    out += _blocks(
        (
            ("<h1>{}</h1>", _one(cv.name), ""),
            ('<p class="label">{}</p>', _one(cv.label), ""),
            ('<p class="contacts">{}</p>', cv.contacts, " · "),
            ('<p class="summary">{}</p>', _one(cv.summary), ""),
        ),
        show,
    )
    for section in cv.sections:
        out.append(f"<section><h2>{html.escape(section.title)}</h2>")
        out += [_item(i, show) for i in section.items]
        out.append("</section>")
    out.append("</div>")
    return "\n".join(out)


def render_html(cv: CvLayout) -> str:
    """A complete HTML page: no script, no external resource."""
    title = html.escape(plain(cv.name.text) if cv.name else "CV")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title} — CV</title><style>{CSS}</style></head><body>\n"
        f"{cv_fragment(cv)}\n</body></html>\n"
    )

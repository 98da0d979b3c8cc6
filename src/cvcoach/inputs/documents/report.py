"""The import report (Markdown): what went where, what could not be placed, what is unsure."""

from __future__ import annotations

from cvcoach.inputs.documents.model import ImportDraft, Imported
from cvcoach.language.markup import inert

_NAME_FIELDS = ("name", "institution", "organization", "title", "language")


def _name(entry: Imported) -> str:
    for key in _NAME_FIELDS:
        if key in entry.fields:
            return entry.fields[key]
    return entry.highlights[0][:60] if entry.highlights else "(no name)"


def _cell(text: str) -> str:
    """The document's text on one line, its pipes escaped and its markup inert (`inert`)."""
    return " ".join(inert(text).replace("|", "\\|").split())


def _engine_notes(draft: ImportDraft) -> list[str]:
    """What the engine did: the model's parts, its failures (the offline entries stand)."""
    if not (draft.notes or draft.model_failures):
        return []
    lines = ["## Engine", ""]
    lines += [f"- {_cell(note)}" for note in draft.notes]
    if draft.model_failures:
        lines.append("- parts where the offline entries stand because the model failed:")
        lines += [f"  - {_cell(failure)}" for failure in draft.model_failures]
    return [*lines, ""]


def _glyphs(draft: ImportDraft) -> list[str]:
    """Where icon glyphs and control characters were left out, and how many."""
    if not draft.glyphs:
        return []
    total = sum(count for _, count in draft.glyphs)
    lines = [
        f"## Left out: {total} icon glyph(s) or control character(s)",
        "",
        "Private-use code points (a template's icon font: phone, envelope, links) and",
        "control characters are not text; they were dropped from these lines:",
        "",
    ]
    lines += [f"- {where}: {count}" for where, count in draft.glyphs]
    return [*lines, ""]


def render_report(draft: ImportDraft, source: str, fmt: str, engine: str) -> str:
    """Markdown: a table of entries (where each came from, which engine), then the rest."""
    placed = (
        [f"Read as **{fmt}**; entries placed by the **{engine}** engine. Every value below is"]
        if engine == "offline"
        else [
            f"Read as **{fmt}**; entries placed by the model **{engine}** where the engine",
            "column says `model`, by the offline importer elsewhere. Every value below is",
        ]
    )
    lines = [
        f"# Import report: {_cell(source)}",
        "",
        *placed,
        "the document's own text (white space, ligatures and line-end hyphenation normalised).",
        "",
        *_engine_notes(draft),
        "## Entries",
        "",
        "| section | entry | dates | from | engine | confirm |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for key in ("name", "label", "email", "phone", "url", "location"):
        if key in draft.basics:
            where = draft.basics_where.get(key, "")
            lines.append(
                f"| basics | {key}: {_cell(draft.basics[key])} |  | {where} | offline |  |"
            )
    lines += [
        f"| basics | profile: {_cell(handle)} |  |  | offline |  |" for handle in draft.profiles
    ]
    for entry in draft.entries:
        dates = " – ".join(
            entry.fields[k] for k in ("startDate", "endDate", "date") if k in entry.fields
        )
        lines.append(
            f"| {entry.section} | {_cell(_name(entry))} | {_cell(dates)} | {entry.where} "
            f"| {entry.engine} | {', '.join(entry.uncertain)} |"
        )
    lines.append("")
    if draft.unplaced:
        lines += ["## Not placed (kept as comments at the end of the YAML)", ""]
        lines += [f"- {item.where} ({item.why}): {_cell(item.text)}" for item in draft.unplaced]
        lines.append("")
    else:
        lines += ["Every line of the document was placed.", ""]
    lines += _glyphs(draft)
    if draft.refused:
        lines += ["## Refused by the extractive guard (not in the document's text)", ""]
        lines += [f"- {_cell(item)}" for item in draft.refused]
        lines.append("")
    lines += [
        "Fields in the *confirm* column were inferred from layout or wording: check them.",
        "",
    ]
    return "\n".join(lines)

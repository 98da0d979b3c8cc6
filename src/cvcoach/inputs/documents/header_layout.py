"""What the entries of one section share: the layout of their headers."""

from __future__ import annotations

from cvcoach.inputs.documents.entries import Block
from cvcoach.inputs.documents.model import Imported
from cvcoach.inputs.documents.places import is_place
from cvcoach.inputs.documents.vocab import has_title_word


def share_layout(entries: list[Imported], blocks: list[Block]) -> None:
    """Entries of one section share their header's layout: when the section's other
    entries read "Title, Organisation" (or "Organisation, Title") from one header piece,
    an entry left with the whole piece as its title is split the same way, even where
    its organisation is one bare word ("Senior fullstack developer, Spirii")."""
    orders = {"title-first": 0, "org-first": 0}
    for entry, block in zip(entries, blocks, strict=True):
        org, title = (
            entry.fields.get("name") or entry.fields.get("organization"),
            entry.fields.get("position"),
        )
        if not org or not title:
            continue
        texts = [line.text for line in block.header]
        orders["title-first"] += any(f"{title}, {org}" in t for t in texts)
        orders["org-first"] += any(f"{org}, {title}" in t for t in texts)
    order = max(orders, key=lambda k: orders[k])
    if orders[order] < 1 or min(orders.values()) > 0:
        return
    for entry in entries:
        key = "name" if entry.section == "work" else "organization"
        title, org = entry.fields.get("position", ""), entry.fields.get(key, "")
        whole = title if not org else org if not title else ""
        if ", " not in whole:
            continue
        left, right = whole.rsplit(", ", 1) if order == "title-first" else whole.split(", ", 1)
        new_title, new_org = (left, right) if order == "title-first" else (right, left)
        fits = has_title_word(new_title) and not has_title_word(new_org) if not org else True
        if fits and not is_place(new_org):
            entry.fields[key], entry.fields["position"] = new_org, new_title
            if key in entry.uncertain:
                entry.uncertain.remove(key)

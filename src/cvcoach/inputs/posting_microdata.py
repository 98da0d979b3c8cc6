"""schema.org items written into a page's markup: microdata and RDFa (`markup_items`).

Microdata marks an element as an item with `itemscope itemtype="https://schema.org/JobPosting"`
and its properties with `itemprop="title"`; RDFa with `typeof="JobPosting"` (or
`typeof="schema:JobPosting"`) and `property="title"` (or `property="schema:title"`). A
property's value is its element's `content` attribute where it has one (`<meta
itemprop="datePosted" content="...">`), the item it opens where it is one
(`itemprop="hiringOrganization" itemscope itemtype=".../Organization"`), else the element's
text. Each item becomes a dict shaped as its JSON-LD would be (`{"@type": "JobPosting",
"title": "...", "hiringOrganization": {"@type": "Organization", "name": "..."}}`), so one
reader (`posting_schema_org`) reads both. The markup is data: nothing is fetched or run.
"""

from __future__ import annotations

from collections import Counter
from html.parser import HTMLParser

# elements that never close, so never hold a property's text
_VOID = frozenset(
    ("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source")
)
_VOID = _VOID | {"track", "wbr"}
_SKIPPED = frozenset(("script", "style", "template"))
_MAX_TEXT = 100_000  # characters of one property's text: more than any posting's description
# properties open at once, one inside another: real markup nests a few; past this a page's
# unclosed elements would make each property's text a read of the whole page again
_MAX_OPEN_PROPERTIES = 32


def local_name(name: str) -> str:
    """A type or property name without its vocabulary: "https://schema.org/JobPosting",
    "schema:JobPosting" -> "JobPosting"."""
    return name.strip().rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1].rsplit("#", 1)[-1]


class _Frame:
    """An open element: the item it opens, the property it is, and where its text starts in
    the page's text chunks (`_Items.chunks`)."""

    def __init__(
        self, tag: str, item: dict[str, object] | None, prop: list[str], start: int
    ) -> None:
        self.tag = tag
        self.item = item
        self.prop = prop
        self.start = start


class _Items(HTMLParser):
    """Microdata and RDFa items of a page, the outermost first, nested items inside them.

    Linear in the page however deep its unclosed elements nest: the innermost item is kept
    on a stack of its own, text is kept once in `chunks` (a property's text is the chunks read
    since it opened), and the open elements are counted by name."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[_Frame] = []
        self.owners: list[dict[str, object]] = []
        self.open: Counter[str] = Counter()
        self.chunks: list[str] = []
        self.open_properties = 0
        self.items: list[dict[str, object]] = []
        self.skip = 0

    def _owner(self) -> dict[str, object] | None:
        return self.owners[-1] if self.owners else None

    def _set(self, owner: dict[str, object] | None, props: list[str], value: object) -> None:
        if owner is None or value in (None, ""):
            return
        for prop in props:
            if prop not in owner:  # a property given twice keeps its first value
                owner[prop] = value

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED:
            self.skip += 1
        if self.skip:
            return
        found = {name: (value or "") for name, value in attrs}
        named = (found.get("itemprop") or found.get("property") or "").split()
        props = [p for p in map(local_name, named) if p]
        kind = found.get("itemtype") if "itemscope" in found else found.get("typeof")
        item: dict[str, object] | None = None
        if kind is not None:
            item = {"@type": local_name(kind.split()[0]) if kind.strip() else "Thing"}
        owner = self._owner()
        if props and item is not None:
            self._set(owner, props, item)
        elif props and "content" in found:
            self._set(owner, props, found["content"].strip())
            props = []
        elif props and tag in _VOID:
            value = found.get("href") or found.get("src") or ""
            self._set(owner, props, value.strip())
            props = []
        if item is not None and (owner is None or not props):
            self.items.append(item)  # an item of its own, not a property of another
        if tag not in _VOID:
            if item is not None or self.open_properties >= _MAX_OPEN_PROPERTIES:
                props = []
            self.open_properties += bool(props)
            frame = _Frame(tag, item, props, len(self.chunks))
            self.stack.append(frame)
            self.open[tag] += 1
            if item is not None:
                self.owners.append(item)

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED:
            self.skip = max(0, self.skip - 1)
            return
        if self.skip or not self.open[tag]:
            return  # an end tag that closes nothing open (a page's stray "</div>")
        while self.stack:
            frame = self.stack.pop()
            self.open[frame.tag] -= 1
            if frame.item is not None:
                self.owners.pop()
            if frame.prop:
                self.open_properties -= 1
                text = " ".join("".join(self.chunks[frame.start :])[:_MAX_TEXT].split())
                self._set(self._owner(), frame.prop, text)
            if frame.tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skip and self.stack:
            self.chunks.append(data)


def markup_items(html: str) -> list[dict[str, object]]:
    """The page's microdata and RDFa items as JSON-LD-shaped dicts, outermost first."""
    parser = _Items()
    try:
        parser.feed(html)
        parser.close()
    except (AssertionError, ValueError):  # markup html.parser cannot read: no items
        return []
    while parser.stack:  # elements the page never closed: their text so far
        parser.handle_endtag(parser.stack[-1].tag)
    return parser.items

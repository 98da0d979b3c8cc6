"""The height of a PDF font's type on a page, for fonts whose loose boxes fit each glyph.

pdfium gives most fonts one loose box for every character (the font's ascent to its
descent), which `pdf_layout` takes as the type's height. Some TrueType fonts give each
glyph its own instead (LibreOffice's Caladea and Carlito, the stand-ins it embeds for
Cambria and Calibri), so that a line's type would seem to change size with its first
letter ("writing" 5.9 beside "Joined" 10.4 in one paragraph), and a bullet's wrapped lines
would not be joined. For TrueType fonts the tallest loose box of the font and size on the
page is the type's height: the same for every line set in it, and the same as before for a
font whose loose boxes are all alike. Type 1 fonts (TeX's, RenderCV's) keep their
characters' own boxes, which the layout rules were measured with.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pypdfium2 import PdfTextPage

_TRUETYPE = (b"true", b"\x00\x01\x00\x00")  # the sfnt versions of a TrueType font program


def type_of(textpage: PdfTextPage, index: int, font: bytes) -> tuple[str, float]:
    """A character's font name and its size on the page (the size set times the text's
    scale)."""
    import pypdfium2.raw as raw

    matrix = raw.FS_MATRIX()
    raw.FPDFText_GetMatrix(textpage.raw, index, matrix)
    scale = abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5
    size = raw.FPDFText_GetFontSize(textpage.raw, index) * scale
    return font.decode("latin-1"), round(size, 1)


def _truetype(textpage: PdfTextPage, index: int) -> bool:
    """The character's font program is TrueType (embedded)."""
    import pypdfium2.raw as raw

    obj = raw.FPDFText_GetTextObject(textpage.raw, index)
    if not obj:
        return False
    font = raw.FPDFTextObj_GetFont(obj)
    if not font:
        return False
    length = ctypes.c_size_t()
    if not raw.FPDFFont_GetFontData(font, None, 0, ctypes.byref(length)) or length.value < 4:
        return False
    data = (ctypes.c_uint8 * length.value)()
    raw.FPDFFont_GetFontData(font, data, length.value, ctypes.byref(length))
    return bytes(data[:4]) in _TRUETYPE


def type_heights(textpage: PdfTextPage, text: str) -> dict[tuple[str, float], float]:
    """The tallest loose box of each TrueType font and size on the page."""
    import pypdfium2.raw as raw

    heights: dict[tuple[str, float], float] = {}
    kinds: dict[bytes, bool] = {}
    name = ctypes.create_string_buffer(96)
    flags = ctypes.c_int()
    rect = raw.FS_RECTF()
    for index, ch in enumerate(text):
        if ch.isspace():
            continue
        raw.FPDFText_GetFontInfo(textpage.raw, index, name, 96, ctypes.byref(flags))
        font = name.value
        if font not in kinds:
            kinds[font] = _truetype(textpage, index)
        if not kinds[font]:
            continue
        raw.FPDFText_GetLooseCharBox(textpage.raw, index, rect)
        key = type_of(textpage, index, font)
        heights[key] = max(heights.get(key, 0.0), abs(rect.top - rect.bottom))
    return heights

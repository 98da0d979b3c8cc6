"""pypdfium2.raw: the PDFium calls `cvcoach.inputs.documents.pdf`, `pdf_layout` and `pdf_type`
make themselves (character boxes, baselines, fonts and their programs; path objects), with
the argument and return types of pypdfium2_raw's bindings (pypdfium2 5.x)."""

import ctypes
from _ctypes import _CArgObject

# What a `POINTER(c_int)` or `POINTER(c_size_t)` argument accepts: `ctypes.byref(n)` or
# `ctypes.pointer(n)` (a structure argument takes the structure, which ctypes passes by
# reference).
_IntRef = _CArgObject | ctypes._Pointer[ctypes.c_int]
_SizeRef = _CArgObject | ctypes._Pointer[ctypes.c_size_t]

class FPDF_TEXTPAGE:
    """A PDFium text page handle (`PdfTextPage.raw`)."""

class FPDF_PAGEOBJECT:
    """A page object handle; false when pdfium returned NULL."""
    def __bool__(self) -> bool: ...

class FPDF_FONT:
    """A font handle; false when pdfium returned NULL."""
    def __bool__(self) -> bool: ...

def FPDFText_GetFontSize(text_page: FPDF_TEXTPAGE, index: int, /) -> float: ...
def FPDFText_GetUnicode(text_page: FPDF_TEXTPAGE, index: int, /) -> int: ...
def FPDFText_GetFontWeight(text_page: FPDF_TEXTPAGE, index: int, /) -> int: ...

class FS_RECTF(ctypes.Structure):
    left: float
    top: float
    right: float
    bottom: float

class FS_MATRIX(ctypes.Structure):
    a: float
    b: float
    c: float
    d: float
    e: float
    f: float

FPDF_PAGEOBJ_PATH: int

def FPDFText_GetCharBox(
    text_page: FPDF_TEXTPAGE,
    index: int,
    left: ctypes.c_double,
    right: ctypes.c_double,
    bottom: ctypes.c_double,
    top: ctypes.c_double,
    /,
) -> int: ...
def FPDFText_GetCharOrigin(
    text_page: FPDF_TEXTPAGE, index: int, x: ctypes.c_double, y: ctypes.c_double, /
) -> int: ...
def FPDFText_GetLooseCharBox(text_page: FPDF_TEXTPAGE, index: int, rect: FS_RECTF, /) -> int: ...
def FPDFText_GetFontInfo(
    text_page: FPDF_TEXTPAGE,
    index: int,
    buffer: ctypes.Array[ctypes.c_char],
    length: int,
    flags: _IntRef,
    /,
) -> int: ...
def FPDFText_GetMatrix(text_page: FPDF_TEXTPAGE, index: int, matrix: FS_MATRIX, /) -> int: ...
def FPDFText_GetTextObject(text_page: FPDF_TEXTPAGE, index: int, /) -> FPDF_PAGEOBJECT: ...
def FPDFTextObj_GetFont(text: FPDF_PAGEOBJECT, /) -> FPDF_FONT: ...
def FPDFFont_GetFontData(
    font: FPDF_FONT,
    buffer: ctypes.Array[ctypes.c_uint8] | None,
    buflen: int,
    out_buflen: _SizeRef,
    /,
) -> int: ...

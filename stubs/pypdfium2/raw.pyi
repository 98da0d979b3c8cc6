"""pypdfium2.raw: the PDFium calls `cvcoach.inputs.documents.pdf` and `pdf_layout` make
themselves (character boxes, baselines, fonts; path objects)."""

import ctypes

class FPDF_TEXTPAGE:
    """A PDFium text page handle (`PdfTextPage.raw`)."""

def FPDFText_GetFontSize(text_page: FPDF_TEXTPAGE, index: int, /) -> float: ...
def FPDFText_GetUnicode(text_page: FPDF_TEXTPAGE, index: int, /) -> int: ...
def FPDFText_GetFontWeight(text_page: FPDF_TEXTPAGE, index: int, /) -> int: ...

class FS_RECTF(ctypes.Structure):
    left: float
    top: float
    right: float
    bottom: float

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
    flags: object,
    /,
) -> int: ...

"""pypdfium2.raw: the two PDFium calls `cvcoach.inputs.documents.pdf` makes itself."""

class FPDF_TEXTPAGE:
    """A PDFium text page handle (`PdfTextPage.raw`)."""

def FPDFText_GetFontSize(text_page: FPDF_TEXTPAGE, index: int, /) -> float: ...
def FPDFText_GetFontWeight(text_page: FPDF_TEXTPAGE, index: int, /) -> int: ...

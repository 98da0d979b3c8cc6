"""Reading the user's files: CV documents (PDF, DOCX, Markdown, HTML, plain text) into profiles.

`import_document` turns a document into a verbatim JSON Resume YAML profile; names are
imported lazily so that `cvcoach check` of a YAML file never loads a PDF or DOCX library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.model.exports import lazy_dir, lazy_exports

__all__ = ["DOCUMENT_SUFFIXES", "ImportResult", "import_document", "is_document"]

if TYPE_CHECKING:  # pragma: no cover
    from cvcoach.inputs.documents.detect import DOCUMENT_SUFFIXES, is_document
    from cvcoach.inputs.documents.importer import ImportResult, import_document

_EXPORTS = {
    "ImportResult": "cvcoach.inputs.documents.importer",
    "import_document": "cvcoach.inputs.documents.importer",
    "DOCUMENT_SUFFIXES": "cvcoach.inputs.documents.detect",
    "is_document": "cvcoach.inputs.documents.detect",
}


__getattr__ = lazy_exports(__name__, _EXPORTS)
__dir__ = lazy_dir(__name__, _EXPORTS)

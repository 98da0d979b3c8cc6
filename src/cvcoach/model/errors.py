"""The base of every error cvcoach raises on purpose, so a caller can catch them all at once.

`InputError` (a file or text that cannot be read as a CV or a role), `LLMError` and its kinds
(the model endpoint), `RenderError` (a document that cannot be laid out) and
`ModelImportUnavailable` derive from it; anything else escaping cvcoach is a bug.
"""

from __future__ import annotations


class CvcoachError(Exception):
    """Base class of every error cvcoach raises on purpose."""

"""cvcoach: turn a career record into a strong CV for a role, without inventing a fact.

The public API is what this module exports. Names are imported lazily so that
`cvcoach check` stays fast: nothing here pulls in the LLM stack until it is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.model.exports import lazy_exports

__version__ = "0.1.0"

_EXPORTS = {
    "load_profile": "cvcoach.inputs.profile_loader",
    "Profile": "cvcoach.model.profile",
    "Finding": "cvcoach.model.findings",
    "Severity": "cvcoach.model.findings",
    "InputError": "cvcoach.model.findings",
    "check": "cvcoach.checks.run",
    "CheckResult": "cvcoach.model.findings",
    "Role": "cvcoach.model.role",
    "load_role": "cvcoach.inputs.role",
    "polish": "cvcoach.rewriting.polish",
    "PolishResult": "cvcoach.rewriting.polish",
    "draft_cover_letter": "cvcoach.rewriting.letter",
    "CoverLetter": "cvcoach.rewriting.letter",
    "import_document": "cvcoach.inputs.documents.importer",
    "ImportResult": "cvcoach.inputs.documents.importer",
    "render_cv": "cvcoach.outputs.render",
    "render_letter": "cvcoach.outputs.render",
}

__all__ = [
    "CheckResult",
    "CoverLetter",
    "Finding",
    "ImportResult",
    "InputError",
    "PolishResult",
    "Profile",
    "Role",
    "Severity",
    "check",
    "draft_cover_letter",
    "import_document",
    "load_profile",
    "load_role",
    "polish",
    "render_cv",
    "render_letter",
]

if TYPE_CHECKING:  # pragma: no cover
    from cvcoach.checks.run import check
    from cvcoach.inputs.documents.importer import ImportResult, import_document
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role
    from cvcoach.model.findings import CheckResult, Finding, InputError, Severity
    from cvcoach.model.profile import Profile
    from cvcoach.model.role import Role
    from cvcoach.outputs.render import render_cv, render_letter
    from cvcoach.rewriting.letter import CoverLetter, draft_cover_letter
    from cvcoach.rewriting.polish import PolishResult, polish


__getattr__ = lazy_exports(__name__, _EXPORTS)

"""cvcoach: turn a career record into a strong CV for a role, without inventing a fact.

The public API is what this module exports (docs/api.md). Names are imported lazily so that
`cvcoach check` stays fast: nothing here pulls in the LLM stack until it is used. Every
result is a dataclass with `to_dict()`; every error raised on purpose is a `CvcoachError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cvcoach.model.exports import lazy_dir, lazy_exports

__version__ = "0.1.0"

_EXPORTS = {
    # reading
    "load_profile": "cvcoach.inputs.profile_loader",
    "parse_profile": "cvcoach.api",
    "load_role": "cvcoach.inputs.role",
    "parse_role": "cvcoach.api",
    "import_document": "cvcoach.inputs.documents.importer",
    # the model of a CV and a role, for building one in code
    "Profile": "cvcoach.model.profile",
    "Basics": "cvcoach.model.profile",
    "Entry": "cvcoach.model.profile",
    "Text": "cvcoach.model.profile",
    "Role": "cvcoach.model.role",
    # what cvcoach does
    "check": "cvcoach.checks.run",
    "polish": "cvcoach.rewriting.polish",
    "apply_to_source": "cvcoach.rewriting.polish_result",
    "draft_cover_letter": "cvcoach.rewriting.letter",
    "render_cv": "cvcoach.outputs.render",
    "render_letter": "cvcoach.outputs.render",
    # results
    "CheckResult": "cvcoach.model.findings",
    "Finding": "cvcoach.model.findings",
    "Severity": "cvcoach.model.findings",
    "Summary": "cvcoach.model.findings",
    "PolishResult": "cvcoach.rewriting.polish_result",
    "Change": "cvcoach.rewriting.rewrite_review",
    "Rejection": "cvcoach.rewriting.rewrite_review",
    "Question": "cvcoach.rewriting.polish_result",
    "CoverageFigures": "cvcoach.rewriting.polish_result",
    "CoverLetter": "cvcoach.rewriting.letter",
    "ImportResult": "cvcoach.inputs.documents.importer",
    "Usage": "cvcoach.model.usage",
    # engines
    "Engine": "cvcoach.engines.base",
    "OfflineEngine": "cvcoach.engines.offline",
    "LLMEngine": "cvcoach.engines.llm_engine",
    "LLMConfig": "cvcoach.llm.config",
    # errors
    "CvcoachError": "cvcoach.model.errors",
    "InputError": "cvcoach.model.findings",
    "LLMError": "cvcoach.llm.errors",
    "RenderError": "cvcoach.outputs.render",
    "ModelImportUnavailable": "cvcoach.inputs.documents.model_extraction",
}

__all__ = [
    "Basics",
    "Change",
    "CheckResult",
    "CoverLetter",
    "CoverageFigures",
    "CvcoachError",
    "Engine",
    "Entry",
    "Finding",
    "ImportResult",
    "InputError",
    "LLMConfig",
    "LLMEngine",
    "LLMError",
    "ModelImportUnavailable",
    "OfflineEngine",
    "PolishResult",
    "Profile",
    "Question",
    "Rejection",
    "RenderError",
    "Role",
    "Severity",
    "Summary",
    "Text",
    "Usage",
    "apply_to_source",
    "check",
    "draft_cover_letter",
    "import_document",
    "load_profile",
    "load_role",
    "parse_profile",
    "parse_role",
    "polish",
    "render_cv",
    "render_letter",
]

if TYPE_CHECKING:  # pragma: no cover
    from cvcoach.api import parse_profile, parse_role
    from cvcoach.checks.run import check
    from cvcoach.engines.base import Engine
    from cvcoach.engines.llm_engine import LLMEngine
    from cvcoach.engines.offline import OfflineEngine
    from cvcoach.inputs.documents.importer import ImportResult, import_document
    from cvcoach.inputs.documents.model_extraction import ModelImportUnavailable
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role
    from cvcoach.llm.config import LLMConfig
    from cvcoach.llm.errors import LLMError
    from cvcoach.model.errors import CvcoachError
    from cvcoach.model.findings import CheckResult, Finding, InputError, Severity, Summary
    from cvcoach.model.profile import Basics, Entry, Profile, Text
    from cvcoach.model.role import Role
    from cvcoach.model.usage import Usage
    from cvcoach.outputs.render import RenderError, render_cv, render_letter
    from cvcoach.rewriting.letter import CoverLetter, draft_cover_letter
    from cvcoach.rewriting.polish import polish
    from cvcoach.rewriting.polish_result import (
        CoverageFigures,
        PolishResult,
        Question,
        apply_to_source,
    )
    from cvcoach.rewriting.rewrite_review import Change, Rejection


__getattr__ = lazy_exports(__name__, _EXPORTS)
__dir__ = lazy_dir(__name__, _EXPORTS)

"""What a model run cost: requests, tokens and money (all zero offline).

Engines report it and `llm.usage.UsageMeter` accumulates into it; it lives here so that
neither package has to import the other for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cvcoach.model.results import Result


@dataclass(kw_only=True)
class Usage(Result):
    """Requests, tokens and cost an engine spent (all zero for the offline engine)."""

    requests: int = 0
    cached: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = None
    tokens_approximate: bool = False
    notes: list[str] = field(default_factory=list)

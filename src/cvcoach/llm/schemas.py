"""What the model must answer, as pydantic models, and how a reply becomes one.

The models are written for strict JSON-schema mode: every field is required and extra
keys are forbidden (strict mode demands both; "optional" would be `X | None`). The
schema is sent as `response_format`, but a server's claim to follow it is never trusted:
every reply is parsed and validated again here. Servers without schema support get the
same schema inside the prompt (see `json_only_instruction`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from cvcoach.llm.errors import InvalidReply

M = TypeVar("M", bound=BaseModel)
FENCE = re.compile(r"^\s*```(?:json)?\s*\n?(.*?)\n?\s*```\s*$", re.DOTALL)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RewrittenBullet(_Strict):
    source_id: str = Field(description="id of the source bullet this rewrite replaces")
    text: str = Field(description="the rewritten bullet")
    targets: list[str] = Field(description="role requirements this rewrite addresses")
    reasons: list[str] = Field(description="short reasons for the change")


class EntryRewriteReply(_Strict):
    """Reply to `rewrite_entry`: at most one rewrite per source bullet."""

    rewrites: list[RewrittenBullet]


class ReviewFinding(_Strict):
    message: str = Field(description="the contradiction, in one or two sentences")
    severity: Literal["warning", "error"]
    quotes: list[str] = Field(description="exact spans copied from the CV that show it")


class ReviewReply(_Strict):
    """Reply to `review`: contradictions only, each backed by verbatim quotes."""

    items: list[ReviewFinding]


OUTPUT_MODELS: dict[str, type[BaseModel]] = {
    "EntryRewriteReply": EntryRewriteReply,
    "ReviewReply": ReviewReply,
}
TEXT_OUTPUT = "text"  # `output_model` of prompts that answer in free text (the letter)


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema with references inlined and no defaults or titles.

    Inlining helps local servers whose grammar converters do not follow `$ref`.
    """
    schema = model.model_json_schema()
    defs: dict[str, Any] = schema.pop("$defs", {})

    def clean(node: Any) -> Any:
        if isinstance(node, list):
            return [clean(item) for item in node]
        if not isinstance(node, dict):
            return node
        if "$ref" in node:
            return clean(defs[node["$ref"].rsplit("/", 1)[-1]])
        out = {k: clean(v) for k, v in node.items() if k not in ("title", "default", "properties")}
        if "properties" in node:  # field names are data here, even one called "title"
            out["properties"] = {name: clean(sub) for name, sub in node["properties"].items()}
            out["required"] = list(node["properties"])
            out["additionalProperties"] = False
        return out

    result: dict[str, Any] = clean(schema)
    return result


def response_format(model: type[BaseModel]) -> dict[str, Any]:
    """The `response_format` for a strict JSON-schema reply."""
    return {
        "type": "json_schema",
        "json_schema": {"name": model.__name__, "strict": True, "schema": strict_schema(model)},
    }


def schema_text(model: type[BaseModel]) -> str:
    """The schema as compact JSON, for the JSON-only fallback prompt."""
    return json.dumps(strict_schema(model), separators=(",", ":"))


def parse_reply(text: str, model: type[M], *, finish_reason: str | None = None) -> M:
    """Validate a reply against `model`; `InvalidReply` says what is wrong, for a re-ask."""
    if not text.strip():
        raise InvalidReply("the reply was empty", text)
    fenced = FENCE.match(text)
    body = fenced.group(1) if fenced else text.strip()
    if not body.startswith("{") and "{" in body:  # prose around the object
        body = body[body.index("{") : body.rindex("}") + 1]
    try:
        data = json.loads(body)
    except json.JSONDecodeError as err:
        cut = " (the reply was cut off at the token limit)" if finish_reason == "length" else ""
        message = f"the reply is not valid JSON: {err.msg} at char {err.pos}{cut}"
        raise InvalidReply(message, text) from None
    try:
        return model.model_validate(data)
    except ValidationError as err:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])) or '(root)'}: {e['msg']}" for e in err.errors()
        )
        raise InvalidReply(f"the reply does not match the schema: {problems}", text) from None


def repair_message(error: InvalidReply) -> str:
    """The follow-up sent once after an invalid reply."""
    return (
        f"Your reply could not be used: {error.error}. "
        "Answer again with only the corrected JSON object, following the same schema."
    )

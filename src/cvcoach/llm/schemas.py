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

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from cvcoach.llm.errors import InvalidReply

M = TypeVar("M", bound=BaseModel)
FENCE = re.compile(r"^\s*```(?:json)?\s*\n?(.*?)\n?\s*```\s*$", re.DOTALL)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RewrittenBullet(_Strict):
    # sent as required; a reply that leaves it out is usable only where one bullet was
    # asked about (`engines.llm_replies.sources_in` fills it in, or drops the rewrite)
    source_id: str = Field(default="", description="id of the source bullet this rewrite replaces")
    text: str = Field(description="the rewritten bullet")
    # sent as required; a reply that leaves them out (a JSON-mode server without the schema)
    # is still usable, so validation fills them in
    targets: list[str] = Field(
        default_factory=list, description="role requirements this rewrite addresses"
    )
    reasons: list[str] = Field(default_factory=list, description="short reasons for the change")


class EntryRewriteReply(_Strict):
    """Reply to `rewrite_entry`: at most one rewrite per source bullet."""

    rewrites: list[RewrittenBullet]


class LetterParagraph(_Strict):
    text: str = Field(description="two or three sentences in the first person")
    evidence: list[str] = Field(
        default_factory=list, description="ids of the CV bullets this paragraph rests on"
    )


class LetterReply(_Strict):
    """Reply to `cover_letter`: the parts of a letter, assembled and guarded in code."""

    opening: str = Field(description="one or two sentences: why this role, from the CV's facts")
    paragraphs: list[LetterParagraph]
    closing: str = Field(default="", description="one sentence asking for a conversation")


class ReviewFinding(_Strict):
    message: str = Field(description="the contradiction, in one or two sentences")
    severity: Literal["warning", "error"]
    quotes: list[str] = Field(description="exact spans copied from the CV that show it")


class ReviewReply(_Strict):
    """Reply to `review`: contradictions only, each backed by verbatim quotes."""

    items: list[ReviewFinding]


class ExtractedEntry(BaseModel):
    # the schema sent forbids extra keys and requires every field; the reply is read more
    # leniently (a small model adds keys and leaves some out): only these fields are used
    model_config = ConfigDict(extra="ignore")

    section: str = Field(default="", description="the CV section the entry belongs to")
    organisation: str = Field(default="", description="employer, university or organisation")
    title: str = Field(default="", description="job title, role or degree")
    area: str = Field(default="", description="field of study (degrees only)")
    location: str = Field(default="")
    start: str = Field(default="", description="start date as written")
    end: str = Field(default="", description="end date as written")
    bullets: list[str] = Field(default_factory=list, description="its bullets, copied whole")

    @field_validator("bullets", mode="before")
    @classmethod
    def _one_bullet(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value


class ImportReply(_Strict):
    """Reply to `import_section`: the entries of one part of a CV, copied verbatim."""

    entries: list[ExtractedEntry]

    @model_validator(mode="before")
    @classmethod
    def _bare_entries(cls, value: Any) -> Any:
        """A bare list of entries, or one entry on its own, as small models answer."""
        if isinstance(value, list):
            return {"entries": value}
        if isinstance(value, dict) and "entries" not in value and "organisation" in value:
            return {"entries": [value]}
        return value


OUTPUT_MODELS: dict[str, type[BaseModel]] = {
    "EntryRewriteReply": EntryRewriteReply,
    "ReviewReply": ReviewReply,
    "LetterReply": LetterReply,
    "ImportReply": ImportReply,
}
FormatLevel = Literal["json_schema", "json_object", "prompt"]
FORMAT_LEVELS: tuple[FormatLevel, ...] = ("json_schema", "json_object", "prompt")
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


def with_choices(
    schema: dict[str, Any], path: tuple[str, ...], values: list[str]
) -> dict[str, Any]:
    """A copy of `schema` whose string at `path` (property names; "[]" steps into array
    items) may only be one of `values`: a grammar-enforcing server cannot answer otherwise.
    """
    out: dict[str, Any] = json.loads(json.dumps(schema))
    node = out
    for step in path:
        node = node["items"] if step == "[]" else node["properties"][step]
        if not isinstance(node, dict):
            raise ValueError(f"no schema node at {path}")
    if node.get("type") == "array":
        node = node["items"]
    node.clear()
    node.update({"type": "string", "enum": list(dict.fromkeys(values))})
    return out


# Lengths a `json_object` schema adds for llama.cpp's grammar: a small model caught in a
# loop must close its string and its list instead of writing until its output cap.
STRING_LIMITS = {"text": 600, "opening": 500, "closing": 300, "message": 400, "bullets": 600,
                 "start": 40, "end": 40, "location": 80}  # fmt: skip
STRING_LIMIT = 200  # targets, reasons, quotes, ids
ARRAY_LIMITS = {"targets": 5, "reasons": 3, "evidence": 4, "paragraphs": 3, "quotes": 4,
                "entries": 6}  # fmt: skip
ARRAY_LIMIT = 12  # rewrites of one entry, review items


def bounded(schema: dict[str, Any]) -> dict[str, Any]:
    """A copy of `schema` with a `maxLength` on every free string and a `maxItems` on every
    list (only for `json_object` requests: OpenAI's strict mode refuses some of these)."""

    def visit(node: Any, name: str) -> Any:
        if isinstance(node, list):
            return [visit(item, name) for item in node]
        if not isinstance(node, dict):
            return node
        out = {k: visit(v, k) if k != "properties" else v for k, v in node.items()}
        if "properties" in node:
            out["properties"] = {k: visit(v, k) for k, v in node["properties"].items()}
        if node.get("type") == "string" and "enum" not in node:
            out["maxLength"] = STRING_LIMITS.get(name, STRING_LIMIT)
        if node.get("type") == "array":
            limit, ids = ARRAY_LIMITS.get(name, ARRAY_LIMIT), _ids(node.get("items"))
            out["maxItems"] = min(limit, ids) if ids else limit
            out["items"] = visit(node.get("items", {}), name)
        return out

    result: dict[str, Any] = visit(schema, "")
    return result


def _ids(items: Any) -> int | None:
    """How many items a list of objects keyed by an enum-valued id can hold: one per id
    (a rewrite per bullet); None for any other list."""
    if isinstance(items, dict):
        for sub in (items.get("properties") or {}).values():
            if isinstance(sub, dict) and isinstance(sub.get("enum"), list) and sub["enum"]:
                return len(sub["enum"])
    return None


def response_format(
    model: type[BaseModel], level: FormatLevel = "json_schema", schema: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """The `response_format` of a request at `level` (None at "prompt": no format at all).

    "json_object" carries the schema too: llama.cpp's server enforces it with a grammar,
    and servers that do not know the key ignore it.
    """
    schema = schema if schema is not None else strict_schema(model)
    if level == "json_schema":
        return {
            "type": "json_schema",
            "json_schema": {"name": model.__name__, "strict": True, "schema": schema},
        }
    if level == "json_object":
        return {"type": "json_object", "schema": bounded(schema)}
    return None


def schema_text(model: type[BaseModel], schema: dict[str, Any] | None = None) -> str:
    """The schema as compact JSON, for the JSON-only fallback prompt."""
    return json.dumps(schema if schema is not None else strict_schema(model), separators=(",", ":"))


def parse_reply(text: str, model: type[M], *, finish_reason: str | None = None) -> M:
    """Validate a reply against `model`; `InvalidReply` says what is wrong, for a re-ask."""
    if not text.strip():
        raise InvalidReply("the reply was empty", text)
    fenced = FENCE.match(text)
    body = fenced.group(1) if fenced else text.strip()
    if not body.startswith("{") and "{" in body:  # prose around the object
        body = body[body.index("{") : body.rindex("}") + 1]
    try:
        data = json.loads(body, strict=False)  # raw newlines in strings: small models write them
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

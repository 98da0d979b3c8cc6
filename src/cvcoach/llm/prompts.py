"""Prompt files: loading, validation, templates and the lock of their content hashes.

Each prompt is a YAML file in the packaged `cvcoach.prompts` folder with `id`, integer
`version`, `description`, `input_variables`, `system`, `user` and `output_model`.
Untrusted text (the CV, the job description) only ever enters as template *values*
inside delimited blocks (`<cv_entry>`, `<target_role>`...); it is never joined into a
template string, so braces in a CV are text, not placeholders.

`prompts.lock` records each prompt's version and content hash. Changing a prompt's text
without bumping its version fails the tests; the version is part of every cache key, so
a bump also retires cached answers. Regenerate the lock with
`python -m cvcoach.llm.prompts --write-lock` after bumping.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from functools import cache
from importlib.resources import files
from pathlib import Path

from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from pydantic import BaseModel, ConfigDict, Field, StrictInt, field_validator
from ruamel.yaml import YAML

from cvcoach.llm.schemas import OUTPUT_MODELS, TEXT_OUTPUT, schema_text

PACKAGE = "cvcoach.prompts"
LOCK_NAME = "prompts.lock"
PROMPT_IDS = ("rewrite_entry", "cover_letter", "review", "import_section")
REPAIR_VARIABLE = "repair"  # optional messages: an invalid reply and the request to fix it
SCHEMA_VARIABLE = "output_schema"
JSON_ONLY_SUFFIX = (
    "\n\nAnswer with one JSON object only - no prose, no code fence - valid against this "
    "JSON schema:\n<json_schema>\n{output_schema}\n</json_schema>"
)
DATA_TAGS = re.compile(r"<(/?)\s*(cv_entry|target_role|letter_facts|cv|json_schema)\b", re.I)


class PromptSpec(BaseModel):
    """One prompt file, validated."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    version: StrictInt = Field(ge=1)
    description: str = Field(min_length=1)
    input_variables: list[str]
    system: str = Field(min_length=1)
    user: str = Field(min_length=1)
    output_model: str

    @field_validator("output_model")
    @classmethod
    def _known_output(cls, value: str) -> str:
        if value != TEXT_OUTPUT and value not in OUTPUT_MODELS:
            known = ", ".join([TEXT_OUTPUT, *OUTPUT_MODELS])
            raise ValueError(f"unknown output model {value!r} (known: {known})")
        return value

    @property
    def output_type(self) -> type[BaseModel] | None:
        """The pydantic model of the reply, or None for free text."""
        return OUTPUT_MODELS.get(self.output_model)

    def json_output(self) -> type[BaseModel]:
        """The pydantic model of the reply; ValueError for a prompt answered in free text."""
        output = self.output_type
        if output is None:
            raise ValueError(f"prompt {self.id} answers in free text, not {self.output_model}")
        return output

    def template(self, *, json_only: bool = False) -> ChatPromptTemplate:
        """System and user messages, then an optional `repair` exchange.

        `json_only` adds the output schema to the system message, for servers that do not
        take a JSON-schema `response_format`. The system message stays the same for every
        request of a prompt, so a server's prompt cache reuses it.
        """
        system = self.system
        if json_only:
            system = system.rstrip("\n") + JSON_ONLY_SUFFIX
        prompt = ChatPromptTemplate.from_messages(
            [
                ("system", system),
                ("human", self.user),
                MessagesPlaceholder(REPAIR_VARIABLE, optional=True),
            ],
            template_format="f-string",
        )
        output = self.output_type
        if json_only and output is not None:
            prompt = prompt.partial(**{SCHEMA_VARIABLE: schema_text(output)})
        return prompt

    def content_hash(self) -> str:
        """sha256 of everything that reaches the model (the description does not)."""
        content = {
            "id": self.id,
            "input_variables": self.input_variables,
            "system": self.system,
            "user": self.user,
            "output_model": self.output_model,
        }
        return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()


def neutralise(text: str) -> str:
    """Untrusted text with our block delimiters defused, so it cannot close its block."""
    return DATA_TAGS.sub(lambda m: f"‹{m.group(1)}{m.group(2)}", text)


def prompt_dir() -> Path:
    return Path(str(files(PACKAGE)))


def parse_prompt(text: str) -> PromptSpec:
    data = YAML(typ="safe", pure=True).load(text)
    return PromptSpec.model_validate(data)


@cache
def load_prompt(prompt_id: str) -> PromptSpec:
    """The packaged prompt `prompt_id` (read once per process)."""
    text = (files(PACKAGE) / f"{prompt_id}.yaml").read_text(encoding="utf-8")
    spec = parse_prompt(text)
    if spec.id != prompt_id:
        raise ValueError(f"{prompt_id}.yaml declares id {spec.id!r}")
    return spec


def read_lock(text: str) -> dict[str, tuple[int, str]]:
    """`id version sha256` lines (comments with #) as {id: (version, hash)}."""
    lock: dict[str, tuple[int, str]] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            prompt_id, version, digest = line.split()
            lock[prompt_id] = (int(version), digest)
    return lock


def render_lock(specs: list[PromptSpec]) -> str:
    lines = ["# id version sha256 - regenerate: python -m cvcoach.llm.prompts --write-lock"]
    lines += [f"{s.id} {s.version} {s.content_hash()}" for s in sorted(specs, key=lambda s: s.id)]
    return "\n".join(lines) + "\n"


def check_lock(specs: list[PromptSpec], lock: dict[str, tuple[int, str]]) -> list[str]:
    """Problems between the prompts and the lock; empty when they agree."""
    problems = []
    for spec in specs:
        if spec.id not in lock:
            problems.append(f"{spec.id}: not in {LOCK_NAME}; regenerate the lock")
            continue
        version, digest = lock[spec.id]
        if spec.version == version and spec.content_hash() != digest:
            problems.append(
                f"{spec.id}: text changed without a version bump (still version {version})"
            )
        elif spec.version < version:
            problems.append(f"{spec.id}: version {spec.version} is lower than locked {version}")
        elif spec.version > version:
            problems.append(f"{spec.id}: version bumped to {spec.version}; regenerate the lock")
    for stale in sorted(set(lock) - {s.id for s in specs}):
        problems.append(f"{stale}: in {LOCK_NAME} but no such prompt")
    return problems


def main(argv: list[str]) -> int:
    """`--write-lock` rewrites the lock; without arguments, checks it."""
    load_prompt.cache_clear()
    specs = [load_prompt(prompt_id) for prompt_id in PROMPT_IDS]
    path = prompt_dir() / LOCK_NAME
    if argv == ["--write-lock"]:
        path.write_text(render_lock(specs), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    problems = check_lock(specs, read_lock(path.read_text(encoding="utf-8")))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

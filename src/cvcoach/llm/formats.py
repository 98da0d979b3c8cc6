"""Which structured-output form an endpoint accepts, learnt by stepping down a ladder.

1. `json_schema`: the OpenAI structured-output format (OpenAI, vLLM, Ollama, LM Studio).
2. `json_object` with the schema beside it: llama.cpp's server enforces that schema with a
   grammar (it answers HTTP 500 to `json_schema`); servers that only know `json_object`
   at least return JSON.
3. `prompt`: no `response_format` at all; the schema is written into the prompt.

A request refused for its format steps the ladder down once, for every request after it.
What an endpoint and model accept is remembered in the cache dir (`formats.json`), so the
next run does not pay for the refused request again.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from cvcoach.llm.schemas import FORMAT_LEVELS, FormatLevel
from cvcoach.outputs.files import write_atomic

FILE_NAME = "formats.json"


class FormatLadder:
    """The current rung for one endpoint and model; thread-safe."""

    def __init__(self, key: str, store: Path | None = None) -> None:
        self.key = key
        self.store = store
        self._lock = threading.Lock()
        self.level: FormatLevel = self._remembered() or FORMAT_LEVELS[0]
        self.learnt: list[str] = []  # what this run learnt, for the report

    def step_down(self, refused: FormatLevel, reason: str) -> FormatLevel | None:
        """The rung below `refused` (None at the bottom); parallel refusals step once."""
        with self._lock:
            index = FORMAT_LEVELS.index(refused)
            if FORMAT_LEVELS.index(self.level) <= index:
                if index + 1 >= len(FORMAT_LEVELS):
                    return None
                self.level = FORMAT_LEVELS[index + 1]
                brief = " ".join(reason.split())[:160]
                self.learnt.append(
                    f"the endpoint refused `{refused}` output ({brief}); "
                    f"used `{self.level}` instead"
                )
                self._remember()
            return self.level

    def _remembered(self) -> FormatLevel | None:
        value = self._stored().get(self.key)
        return value if value in FORMAT_LEVELS else None

    def _stored(self) -> dict[str, Any]:
        """The levels remembered so far, by endpoint and model; none from a missing or
        unreadable file."""
        if self.store is None:
            return {}
        try:
            data = json.loads(self.store.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _remember(self) -> None:
        """Write the level beside the others, atomically; a read-only cache is not an error."""
        if self.store is None:
            return
        data = self._stored()
        data[self.key] = self.level
        try:
            self.store.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.store, json.dumps(data, indent=1, sort_keys=True))
        except OSError:
            pass

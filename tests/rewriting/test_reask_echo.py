"""A model asked again with the guard's reasons must rewrite its bullet, not answer with the
reasons: "The original names 'X'; the rewrite drops it" keeps the bullet's names, so every
fact check passes it. Made-up CVs, not taken from any evaluation profile."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from cvcoach.engines.base import BulletRewrite, EntryInput, EntryRewrite, Refusal, RoleBrief
from cvcoach.grounding.copy_guard import echoes
from cvcoach.rewriting.polish import polish
from tests.rewriting.scripted import InventingEngine

CV = """\
basics:
  name: Ada Example
work:
  - name: Kestrel Silicon
    position: Compiler Engineer
    startDate: 2019-01
    endDate: 2022-06
    highlights:
      - Supervised roll-out of the Kestrel Infinity website.
"""
ROLE = "# Platform Engineer — Halcyon Labs\n\nWe need Kubernetes and Go experience.\n"
REASONS = [
    "the original names 'Kestrel Infinity'; the rewrite drops it",
    "the rewrite drops what the bullet acted on ('roll-out')",
    "'Kubernetes' comes from the job description, not from this entry of the CV",
]


def test_a_rewrite_that_repeats_its_reasons_is_an_echo() -> None:
    source = "Supervised roll-out of the Kestrel Infinity website."
    echo = (
        "The original names 'Kestrel Infinity'; the rewrite drops it; the rewrite drops "
        "what the bullet acted on ('roll-out')."
    )
    assert echoes(echo, source, REASONS)
    honest = [
        "Supervised the roll-out of the Kestrel Infinity website.",
        "Led the roll-out of the Kestrel Infinity website, which the original team planned.",
        "Drove the roll-out of the Kestrel Infinity website for the sales team.",
    ]
    for text in honest:
        assert echoes(text, source, REASONS) == [], text
    # what the bullet itself says is never held against it
    own = "Wrote down what the bullet acted on for the release notes."
    assert echoes(own, own, ["the rewrite drops what the bullet acted on ('release')"]) == []


class Echoing(InventingEngine):
    """An engine whose first rewrite claims a skill of the job description and whose second,
    told why, answers with `second` of the reasons (the reasons, or a true rewrite)."""

    name = "scripted"

    def __init__(self, second: Callable[[Sequence[Refusal]], str]) -> None:
        super().__init__(lambda text: f"{text[:-1]} on Kubernetes.")
        self.second = second

    def revise(
        self, entry: EntryInput, role: RoleBrief, refusals: Sequence[Refusal]
    ) -> EntryRewrite:
        return EntryRewrite(
            entry_id=entry.id,
            rewrites=[
                BulletRewrite(source_id=r.source_id, text=self.second(refusals)) for r in refusals
            ],
        )


def _polish(tmp_path: Path, second: Callable[[Sequence[Refusal]], str]) -> dict[str, str]:
    cv, role = tmp_path / "cv.yaml", tmp_path / "role.md"
    cv.write_text(CV, encoding="utf-8")
    role.write_text(ROLE, encoding="utf-8")
    result = polish(cv, role, engine=Echoing(second), offline_rules=False)
    return {c.path: c.after for c in result.changes} | {
        f"rejected {r.path}": " ".join(r.why) for r in result.rejected
    }


def test_an_echo_of_the_reasons_never_reaches_the_cv(tmp_path: Path) -> None:
    def echo(refusals: Sequence[Refusal]) -> str:
        return "; ".join(refusals[0].why) + ". This bullet should not be rewritten."

    out = _polish(tmp_path, echo)

    path = "work[0].highlights[0]"
    assert path not in out
    assert "repeats the reasons it was given" in out[f"rejected {path}"]


def test_an_honest_second_answer_is_kept(tmp_path: Path) -> None:
    out = _polish(tmp_path, lambda _: "Supervised the roll-out of the Kestrel Infinity website.")

    assert (
        out["work[0].highlights[0]"] == "Supervised the roll-out of the Kestrel Infinity website."
    )

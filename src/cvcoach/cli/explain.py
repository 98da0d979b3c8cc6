"""`check --explain`: what the spelling check weighed for each of its findings."""

from __future__ import annotations

import sys
from pathlib import Path

from cvcoach.model.findings import CheckResult


def explanations(checked: list[tuple[Path, CheckResult]]) -> dict[str, list[dict[str, object]]]:
    """`check --explain`: each file's spelling findings with what was weighed for them
    (`cvcoach.checks.spelling.Explanation`), keyed as the report names the file."""
    from cvcoach.checks.spelling import Speller, build_vocabulary
    from cvcoach.checks.text_checks import handle_texts, spell_checked
    from cvcoach.inputs.profile_loader import load_profile

    speller = Speller(explain=True)
    found: dict[str, list[dict[str, object]]] = {}
    for path, result in checked:
        profile = load_profile(path)
        texts = spell_checked(profile)
        vocabulary = build_vocabulary((t.value for t in texts), handle_texts(profile))
        found[result.file] = [
            {"path": t.path, "text": m.word, "suggestion": m.suggestion, "reason": m.reason}
            | (m.why.as_dict() if m.why else {})
            for t in texts
            for m in speller.check(t.value, vocabulary)
        ]
    return found


def print_explanations(explained: dict[str, list[dict[str, object]]]) -> None:
    for file, items in explained.items():
        for item in items:
            sys.stdout.write(
                f"{file}: {item['path']}: '{item['text']}' -> {item['suggestion']}: "
                f"rule {item.get('rule')}, shape {item.get('shape')}, bar {item.get('bar')}\n"
            )
            beside: list[str | None] = item.get("neighbours") or []  # type: ignore[assignment]
            if any(beside):
                left, right = beside
                sys.stdout.write(f"    between '{left or ''}' and '{right or ''}'\n")
            if "as_written" in item:  # (the scored model's reading)
                odds = item.get("letter_odds")
                letters = "" if odds is None else f", letter odds {odds}"
                sys.stdout.write(
                    f"    right as written: score {item['as_written']}{letters}; "
                    f"probability {item['probability']}, threshold {item['threshold']}\n"
                )
            for c in item.get("candidates") or []:  # type: ignore[attr-defined]
                sound = f", sound keys {c['sound_apart']} apart" if "sound_apart" in c else ""
                context = f", context {c['context']}" if "context" in c else ""
                sys.stdout.write(
                    f"    {c['word']}: score {c['score']} (count {c['count']}, "
                    f"slip cost {c['slip_cost']}, {c['edits']} edit(s){sound}{context})\n"
                )

"""The same model answers through two versions of the rewrite review: what the newer one
refuses that the older one kept.

A small model's answers change with every prompt change, so two tier runs cannot tell
whether a stricter review costs honest rewrites. This replays the answers one run left in
its answer cache (`llm-cache.sqlite3` of the run's cache dir, e.g. the real-model tier's
`home1/cache/cvcoach/`) through the review of this checkout and of an older revision (a
temporary git worktree), each rewrite on its own (no re-ask), and prints the rewrites kept
per profile by each and every rewrite whose verdict differs, with the reasons.

Each cached answer is matched to the sample or held-out profile whose bullets at its
`source_id`s it resembles most (the tier polishes them all for one role,
`evals/roles/llm-inference-engineer.md`); the placeholders the engine would have restored
(`[URL_1]`...) are restored from the bullet.

    python benchmarks/replay_rewrites.py CACHE --old 312cee3^
"""

from __future__ import annotations

import argparse
import collections
import datetime as dt
import difflib
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
TODAY = dt.date(2026, 11, 27)
PLACEHOLDER = re.compile(r"\[(?:URL|EMAIL|PHONE)_\d+\]")
LINK_OR_MAIL = re.compile(r"https?://[^\s)\]]+|[\w.+-]+@[\w-]+\.[\w.]+")


def answers(cache: Path) -> list[list[dict[str, Any]]]:
    """Each cached rewrite answer's rewrites (source_id, text, targets, reasons)."""
    db = sqlite3.connect(cache)
    rows = db.execute("select answer from answers where prompt_id = 'rewrite_entry'")
    found = [json.loads(answer).get("rewrites", []) for (answer,) in rows]
    return [rewrites for rewrites in found if rewrites]


def restored(text: str, before: str) -> str:
    """The rewrite with its placeholders replaced, in order, by the bullet's links and
    addresses it lacks (the engine restores them before the review sees the text)."""
    missing = [u for u in LINK_OR_MAIL.findall(before) if u not in text]
    return PLACEHOLDER.sub(lambda m: missing.pop(0) if missing else m.group(0), text)


def replay(cache: Path) -> list[dict[str, Any]]:
    """Every cached rewrite's verdict by the review this interpreter imports."""
    import inspect

    from cvcoach.checks.run import check
    from cvcoach.engines.base import BulletRewrite, EntryRewrite
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.inputs.role import load_role
    from cvcoach.rewriting import polish
    from cvcoach.rewriting.rewrite_review import RewriteReview

    role = load_role(ROLE)
    files = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
    files += sorted((ROOT / "evals" / "heldout" / "profiles").glob("*.yaml"))
    profiles = {path.stem: load_profile(path) for path in files}
    texts = {stem: {t.path: t for t in p.texts()} for stem, p in profiles.items()}
    extra = {"fit": None} if "fit" in inspect.signature(RewriteReview).parameters else {}

    def likeness(stem: str, rewrites: list[dict[str, Any]]) -> float:
        if not all(r["source_id"] in texts[stem] for r in rewrites):
            return 0.0
        return sum(
            difflib.SequenceMatcher(None, r["text"], texts[stem][r["source_id"]].value).ratio()
            for r in rewrites
        ) / len(rewrites)

    verdicts = []
    for rewrites in answers(cache):
        stem = max(profiles, key=lambda s: likeness(s, rewrites))
        if likeness(stem, rewrites) < 0.3:
            continue
        profile = profiles[stem]
        findings = check(profile, role, today=TODAY).findings
        inputs = polish.build_inputs(profile, findings, TODAY)
        entry_of = {b.id: entry for entry in inputs for b in entry.bullets}
        for rewrite in rewrites:
            entry = entry_of.get(rewrite["source_id"])
            if entry is None:
                continue
            before = texts[stem][rewrite["source_id"]].value
            rewrite = dict(rewrite, text=restored(rewrite["text"], before))
            guard = polish._guard(profile, role, findings)
            review = RewriteReview(guard, texts[stem], role.text, **extra)
            proposal = EntryRewrite(entry_id=entry.id, rewrites=[BulletRewrite(**rewrite)])
            kept = review.add(proposal, entry, final=True)
            why = [w for rejection in review.rejected for w in rejection.why]
            if kept or why:  # neither: the rewrite changed nothing
                verdicts.append(
                    {"profile": stem, "path": rewrite["source_id"], "before": before,
                     "text": rewrite["text"], "kept": bool(kept), "why": why}
                )  # fmt: skip
    return verdicts


def side(src: Path, cache: Path, out: Path) -> None:
    """Run this script's replay with `src` first on the import path."""
    env = dict(os.environ, PYTHONPATH=str(src))
    subprocess.run(
        [sys.executable, __file__, str(cache), "--side", str(out)], env=env, check=True, cwd="/"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cache", type=Path, help="an llm-cache.sqlite3 from a model run")
    parser.add_argument("--old", default="312cee3^", help="the revision to compare with")
    parser.add_argument("--side", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.side:
        args.side.write_text(json.dumps(replay(args.cache)), encoding="utf-8")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp) / "old"
        git = ["git", "-C", str(ROOT)]
        subprocess.run(
            [*git, "worktree", "add", "-q", "--detach", str(old_tree), args.old], check=True
        )
        try:
            side(ROOT / "src", args.cache, Path(tmp) / "new.json")
            side(old_tree / "src", args.cache, Path(tmp) / "old.json")
        finally:
            subprocess.run([*git, "worktree", "remove", "--force", str(old_tree)], check=True)
        new = json.loads((Path(tmp) / "new.json").read_text(encoding="utf-8"))
        old = json.loads((Path(tmp) / "old.json").read_text(encoding="utf-8"))
    report(old, new, args.old)
    return 0


def report(old: list[dict[str, Any]], new: list[dict[str, Any]], revision: str) -> None:
    def key(v: dict[str, Any]) -> tuple[str, str, str]:
        return v["profile"], v["path"], v["text"]

    by_old, by_new = {key(v): v for v in old}, {key(v): v for v in new}
    kept_old = collections.Counter(v["profile"] for v in old if v["kept"])
    kept_new = collections.Counter(v["profile"] for v in new if v["kept"])
    print(f"| profile | kept by {revision} | kept now |\n| --- | ---: | ---: |")
    for stem in sorted(set(kept_old) | set(kept_new)):
        print(f"| {stem} | {kept_old[stem]} | {kept_new[stem]} |")
    print(f"| all | {sum(kept_old.values())} | {sum(kept_new.values())} |\n")
    for k in sorted(set(by_old) | set(by_new)):
        was, now = by_old.get(k), by_new.get(k)
        if bool(was and was["kept"]) == bool(now and now["kept"]):
            continue
        print(f"{k[0]} {k[1]}: kept {'before' if was and was['kept'] else 'now'} only")
        print(f"  bullet:  {(was or now or {})['before']}\n  rewrite: {k[2]}")
        print(f"  now: {now['why'] if now else 'no change (the text is the bullet again)'}")


if __name__ == "__main__":
    sys.exit(main())

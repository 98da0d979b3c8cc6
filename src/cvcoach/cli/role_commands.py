"""`cvcoach role` (what a posting asks for) and `cvcoach match` (CVs ranked against it).

JSON is the contract other tools read:
- role: `{"title", "company", "location", "seniority", "requirements": [{"text", "level",
  "skills", "years", "degree"}], "ignored": [{"text", "why"}]}`;
- match: `{"role": {...}, "ranking": [{"file", "score", "rank_score", "years", "requirements":
  [{"text", "level", "status", "evidence", "years", "degree"}]}], "errors": [...]}`, best
  first. `score` is the CV's own match score (the one `check --role` shows); `rank_score`
  the value the pile is ranked by: that score blended with how the posting's words set the
  CV apart from the others given (`cvcoach.keywords.pool`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from cvcoach.model.findings import InputError


def role_json(path: str) -> dict[str, Any]:
    """The `cvcoach role` view of a posting file (raises InputError)."""
    from cvcoach.inputs.posting import load_posting
    from cvcoach.keywords.requirements import requirements

    reqs = requirements(load_posting(path))
    return requirements_json(reqs)


def requirements_json(reqs: Any) -> dict[str, Any]:
    posting = reqs.posting
    return {
        "title": posting.title,
        "company": posting.company,
        "location": posting.location,
        "seniority": posting.seniority,
        "requirements": [
            {
                "text": r.text,
                "level": r.level,
                "skills": list(r.skills),
                "years": r.years,
                "degree": r.degree,
            }
            for r in reqs.items
        ],
        "ignored": [{"text": i.text, "why": i.why} for i in reqs.ignored],
    }


def _role_text(data: dict[str, Any]) -> str:
    head = data["title"] or "(no title found)"
    if data["company"]:
        head += f" — {data['company']}"
    if data["location"]:
        head += f" ({data['location']})"
    lines = [head]
    if data["seniority"]:
        lines.append(f"seniority: {data['seniority']}")
    lines.append("")
    for level, label in (("must", "Must have"), ("nice", "Nice to have")):
        items = [r for r in data["requirements"] if r["level"] == level]
        if not items:
            continue
        lines.append(f"{label}:")
        for r in items:
            extra = []
            if r["skills"]:
                extra.append(", ".join(r["skills"]))
            if r["years"] is not None:
                extra.append(f"{r['years']:g}+ years")
            if r["degree"]:
                extra.append(f"degree: {r['degree']}")
            lines.append(f"  - {r['text']}")
            if extra:
                lines.append(f"      [{'; '.join(extra)}]")
        lines.append("")
    if data["ignored"]:
        lines.append(f"Not requirements ({len(data['ignored'])} lines):")
        for i in data["ignored"]:
            text = i["text"] if len(i["text"]) <= 70 else i["text"][:67] + "..."
            lines.append(f"  - {text}  ({i['why']})")
    return "\n".join(lines).rstrip() + "\n"


def run_role(args: argparse.Namespace) -> int:
    data = role_json(args.role)
    if args.format == "json":
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(_role_text(data))
    return 0


PARALLEL_FROM = 40  # CVs: from here on `match` reads them in one process per core


def _rank_one(job: tuple[Path, Any, Any]) -> dict[str, Any]:
    """One CV matched against the requirements: its ranking entry, or its read error."""
    from cvcoach.inputs.profile_loader import load_profile
    from cvcoach.keywords.coverage import bm25_bag
    from cvcoach.keywords.experience import cv_experience
    from cvcoach.keywords.fit import match_experience

    path, reqs, today = job
    try:
        profile = load_profile(path)
    except InputError as exc:
        return {"file": str(path), "error": exc.render()}
    found = match_experience(cv_experience(profile, today), reqs, str(path))
    return {
        "file": str(path),
        "score": found.score,
        "_words": bm25_bag(profile.plain_text()),  # for the pool's ranking; not printed
        "years": found.years,
        "requirements": [
            {
                "text": m.requirement.text,
                "level": m.requirement.level,
                "status": m.status,
                "evidence": list(m.evidence),
                "years": m.years or None,
                "degree": (
                    {"asked": m.requirement.degree, "held": m.degree}
                    if m.requirement.degree
                    else None
                ),
            }
            for m in found.requirements
        ],
    }


def _rank_all(paths: list[Path], reqs: Any, today: Any, done: Any = None) -> list[dict[str, Any]]:
    """Every CV's entry, in the order given; on several cores for many CVs (fork start);
    `done()` hears of each CV ranked."""
    import multiprocessing as mp  # here, not at module level: `check` loads this module too

    jobs = [(path, reqs, today) for path in paths]
    cores = min(os.cpu_count() or 1, 8)
    if len(jobs) < PARALLEL_FROM or cores < 2 or "fork" not in mp.get_all_start_methods():
        return [_ranked(_rank_one(job), done) for job in jobs]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(cores, mp_context=mp.get_context("fork")) as pool:
        chunks = max(1, len(jobs) // (4 * cores))
        return [_ranked(e, done) for e in pool.map(_rank_one, jobs, chunksize=chunks)]


def _ranked(entry: dict[str, Any], done: Any) -> dict[str, Any]:
    if done is not None:
        done()
    return entry


def run_match(args: argparse.Namespace) -> int:
    from cvcoach.cli.files import expand_inputs
    from cvcoach.inputs.posting import load_posting
    from cvcoach.keywords.requirements import requirements

    reqs = requirements(load_posting(args.role))
    paths = expand_inputs(args.files)
    if not paths:
        sys.stderr.write("cvcoach: no CV files (.yaml, .yml, .json) found in the given folders\n")
        return 2
    from cvcoach.cli.batch import match_progress, match_summary

    with match_progress(len(paths)) as done:
        entries = _rank_all(paths, reqs, args.today, done)
    errors = [e for e in entries if "error" in e]
    ranking = _pool_ranking([e for e in entries if "error" not in e], reqs)
    data: dict[str, Any] = {"role": requirements_json(reqs), "ranking": ranking}
    if args.format == "json":
        data["errors"] = errors
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(_match_text(data) + match_summary(len(entries), len(errors)))
        for error in errors:
            sys.stderr.write(str(error["error"]) + "\n")
    return 2 if errors else 0


def _pool_ranking(entries: list[dict[str, Any]], reqs: Any) -> list[dict[str, Any]]:
    """The entries best first by `rank_score` (ties by file name), their word bags dropped."""
    from cvcoach.keywords.pool import pool_order, posting_text, word_scores

    text = posting_text(reqs)
    words = word_scores(text, [entry.pop("_words") for entry in entries])
    values = pool_order([float(entry["score"]) for entry in entries], words)
    out = []
    for entry, value in zip(entries, values, strict=True):
        out.append({"file": entry["file"], "score": entry["score"], "rank_score": round(value, 6)})
        out[-1].update((k, v) for k, v in entry.items() if k not in out[-1])
    return sorted(out, key=lambda item: (-float(item["rank_score"]), str(item["file"])))


def _match_text(data: dict[str, Any]) -> str:
    role = data["role"]
    head = role["title"] or "(no title)"
    if role["company"]:
        head += f" — {role['company']}"
    lines = [f"Ranking for {head}: {len(role['requirements'])} requirements", ""]
    if len(data["ranking"]) > 1:
        lines[-1:] = [
            "Ranked by each CV's match score and by the posting's words it uses that the",
            "others do not; the figure shown is the CV's own match score.",
            "",
        ]
    for rank, item in enumerate(data["ranking"], start=1):
        counts = {"met": 0, "partial": 0, "missing": 0}
        for r in item["requirements"]:
            counts[r["status"]] += 1
        lines.append(
            f"{rank:>3}. {item['score']:.3f}  {Path(item['file']).name}  "
            f"({counts['met']} met, {counts['partial']} partial, {counts['missing']} missing; "
            f"{item['years']:g} years)"
        )
        for r in item["requirements"]:
            if r["status"] != "met" and r["level"] == "must":
                text = r["text"] if len(r["text"]) <= 70 else r["text"][:67] + "..."
                lines.append(f"       {r['status']}: {text}")
    return "\n".join(lines) + "\n"


def add_role_commands(sub: Any, today: Any) -> None:
    """Register `role` and `match` on the CLI's subparsers."""
    p = sub.add_parser("role", help="what a job posting asks for, as requirements (offline)")
    p.add_argument("role", metavar="ROLE", help="a posting (.md, .txt, .html or JSON job file)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(func=run_role)
    m = sub.add_parser("match", help="rank CVs against a posting's requirements (offline)")
    m.add_argument("role", metavar="ROLE", help="a posting (.md, .txt, .html or JSON job file)")
    m.add_argument("files", nargs="+", metavar="CV", help="CV files or folders")
    m.add_argument("--format", choices=["text", "json"], default="text")
    m.add_argument("--today", type=today, help="the date years are counted to (default: today)")
    m.set_defaults(func=run_match)

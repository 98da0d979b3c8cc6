"""`check --review`, `polish`, `cover-letter`, `import` and `eval` against a real local model.

Behaviour, not wording: every command exits as documented with no traceback, every
output passes the grounding guard and the copy guard, the input file is untouched, no
contact detail is in any request, no entry is lost to a protocol failure, and each run
stays inside its time bound. Outcomes, on every sample and held-out CV: each polished bullet
is compared with its source (no cut-down, no fragment, every fact kept), each change's
keywords are in its new text, and each letter is scanned for skills the CV lacks,
unfinished sentences and "we" about the candidate. The figures of each run go to
test-artifacts/real-model/.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from cvcoach.engines.base import short
from cvcoach.grounding.copy_guard import CopyGuard
from cvcoach.grounding.guard import Guard, split_sentences
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.inputs.role import load_role
from tests.llm.outcomes import letter_problems, polished_problems
from tests.real_model.conftest import ARTIFACTS, ROOT, ModelServer

PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))
HELDOUT = sorted((ROOT / "evals" / "heldout" / "profiles").glob("*.yaml"))
# why the guard refused a rewrite, by the start of its reason
REFUSAL_KINDS = (
    ("substance", ("the rewrite ",)),
    ("dropped fact", ("the original states", "the original names", "the original says")),
    ("role leak", ("comes from the job description",)),
    ("claim", ("adds ",)),
    ("copied or placeholder", ("copies text", "repeats a line", "keeps a fill-in", "addresses")),
)
ROLE = ROOT / "evals" / "roles" / "llm-inference-engineer.md"
# Per CV on 2 cores: bounds against hangs, not speed targets (benchmarks measure speed). A
# one-page polish is meant to take under 180 s, but each refused rewrite is asked for again
# (zhijing-li: 14 requests, 223 s on an idle machine), and the small model sometimes writes
# to its output cap (one answer of 2,078 tokens took 103 s; runyu-lu's polish took over 11
# minutes on a busy machine).
POLISH_SECONDS = 1500
LETTER_SECONDS = 420  # meant to take under 90
REVIEW_SECONDS = 300
IMPORT_SECONDS = 420  # a few small requests per document
OFFLINE_COMPLEMENT = "offline rules: the model left this text"  # a change's reason


def run(
    server: ModelServer, *args: str, cwd: Path
) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "cvcoach", *args],
        cwd=cwd,
        env=server.env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    seconds = time.monotonic() - started
    assert "Traceback" not in done.stderr, done.stderr
    return done, seconds


def copy_of(profile: Path, tmp_path: Path) -> tuple[Path, str]:
    cv = tmp_path / profile.name
    shutil.copyfile(profile, cv)
    return cv, hashlib.sha256(cv.read_bytes()).hexdigest()


def untouched(cv: Path, digest: str) -> bool:
    return hashlib.sha256(cv.read_bytes()).hexdigest() == digest


def unquoted(reason: str, requirements: list[str]) -> str:
    """A change's reason without the requirements it quotes (whole or shortened for display),
    which the product names only when the new text addresses them (`change["requirements"]`)."""
    for requirement in requirements:
        for form in {" ".join(requirement.split()), short(requirement, 60).rstrip("…")}:
            reason = reason.replace(form, "")
    return reason


def repeats(reason: str, text: str) -> bool:
    """A reason that is the bullet's text again, letter for letter or nearly."""
    a, b = (" ".join(t.lower().strip(" .").split()) for t in (reason, text))
    return difflib.SequenceMatcher(None, a, b).ratio() >= 0.8


def refusal_kind(why: list[str]) -> str:
    for kind, starts in REFUSAL_KINDS:
        if any(w.startswith(starts) or starts[0] in w for w in why):
            return kind
    return "unsupported fact"


@pytest.mark.parametrize("profile", PROFILES + HELDOUT, ids=lambda p: p.stem)
def test_polish(model_server: ModelServer, profile: Path, tmp_path: Path) -> None:
    cv, digest = copy_of(profile, tmp_path)
    done, seconds = run(
        model_server,
        "polish", cv.name, "--role", str(ROLE), "--engine", "openai", "--format", "json",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    assert untouched(cv, digest)
    assert result["entries_failed"] == 0, result["entry_errors"]  # nothing lost to the protocol
    texts = [t.value for t in load_profile(profile).texts()]
    guard, copies = Guard(texts), CopyGuard(ROLE.read_text(encoding="utf-8"))
    for change in result["changes"]:
        assert not guard.check_sentence(change["after"]), change
        assert not copies.problems(change["after"], change["before"]), change
    polished = tmp_path / f"{cv.stem}.polished.yaml"
    load_profile(polished)  # the output reads as a CV
    # what reached the file: no bullet cut down, a fragment or short of a fact
    assert polished_problems(cv, polished) == []
    for change in result["changes"]:  # a keyword it carries is in the new text, not the old
        for keyword in change["targets"]:
            assert keyword.lower() in change["after"].lower(), change
        for why in change["reasons"]:  # true: the posting quoted only as a requirement it
            # addresses, never the bullet's own text given as the reason
            assert not copies.problems(unquoted(why, change["requirements"])), change
            assert not repeats(why, change["before"]) and not repeats(why, change["after"]), change
    refusals: dict[str, int] = {}
    for rejected in result["rejected"]:
        kind = refusal_kind(rejected["why"])
        refusals[kind] = refusals.get(kind, 0) + 1
    usage = result["usage"]
    offline_fixes = sum(OFFLINE_COMPLEMENT in c["reasons"] for c in result["changes"])
    model_server.record(
        profile.stem,
        model_kept=len(result["changes"]) - offline_fixes,
        offline_fixes=offline_fixes,
        polish_seconds=round(seconds, 1),
        polish_requests=usage["requests"],
        polish_tokens_in=usage["prompt_tokens"],
        polish_tokens_out=usage["completion_tokens"],
        proposed=result["proposed"],
        accepted=len(result["changes"]),
        refused=len(result["rejected"]),
        rescued=result["rescued"],
        refusals=refusals,
    )
    assert seconds <= POLISH_SECONDS


@pytest.mark.parametrize("profile", PROFILES + HELDOUT, ids=lambda p: p.stem)
def test_cover_letter(model_server: ModelServer, profile: Path, tmp_path: Path) -> None:
    cv, digest = copy_of(profile, tmp_path)
    done, seconds = run(
        model_server,
        "cover-letter", cv.name, "--role", str(ROLE), "--engine", "openai", "-o", "letter.md",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert untouched(cv, digest)
    letter = (tmp_path / "letter.md").read_text(encoding="utf-8")
    role = load_role(ROLE)
    assert role.title and role.company
    assert role.title in letter and role.company in letter
    words = len(re.findall(r"\w+", letter))
    assert words >= 60
    texts = [t.value for t in load_profile(profile).texts()]
    guard = Guard(texts, role_text=role.text, allowed=[role.title, role.company])
    copies = CopyGuard(role.text)
    for sentence in split_sentences(letter):
        assert not copies.problems(sentence), sentence
        assert not guard.check_sentence(sentence), sentence
    # no skill the CV lacks, no unfinished sentence, no "we" about the candidate
    assert letter_problems(letter, cv, role.text, [role.title, role.company]) == [], letter
    model_server.record(
        profile.stem,
        letter_seconds=round(seconds, 1),
        letter_words=words,
        letter_from_model="offline letter were added" not in done.stdout,
    )
    assert seconds <= LETTER_SECONDS


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: p.stem)
def test_check_review(model_server: ModelServer, profile: Path, tmp_path: Path) -> None:
    cv, digest = copy_of(profile, tmp_path)
    done, seconds = run(
        model_server,
        "check", cv.name, "--review", "--engine", "openai", "--format", "json",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr  # 3 would mean the review failed
    findings = json.loads(done.stdout)["findings"]
    reviews = [f for f in findings if f["kind"] == "review"]
    cv_text = cv.read_text(encoding="utf-8")
    for finding in reviews:  # a review finding quotes the CV, or it is dropped
        assert finding["text"] and finding["text"].split()[0] in cv_text
    assert untouched(cv, digest)
    model_server.record(profile.stem, review_seconds=round(seconds, 1), reviews=len(reviews))
    assert seconds <= REVIEW_SECONDS


def test_eval_with_the_model(model_server: ModelServer, tmp_path: Path) -> None:
    evals = tmp_path / "evals"
    shutil.copytree(ROOT / "evals", evals, ignore=shutil.ignore_patterns("results"))
    done, seconds = run(
        model_server,
        "eval", "--engine", "openai", "--cases", "*--llm-inference-engineer",
        "--evals-dir", str(evals),
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    [results] = (evals / "results").glob("openai-*.json")
    scores = json.loads(results.read_text(encoding="utf-8"))["aggregate"]
    offline = json.loads((ROOT / "evals" / "baseline-offline.json").read_text())
    model_server.record(
        "eval",
        seconds=round(seconds, 1),
        model={k: round(v, 3) for k, v in scores.items() if k.startswith(("rewrite.", "letter."))},
        offline={
            k: round(v, 3)
            for k, v in offline.get("aggregate", offline).items()
            if isinstance(v, float) and k.startswith(("rewrite.", "letter."))
        },
    )
    assert scores["rewrite.grounding"] == 1.0 and scores["letter.grounding"] == 1.0


def test_what_the_tier_shows(model_server: ModelServer) -> None:
    """Across the profiles: at least one of the model's own rewrites kept, and no contact
    detail sent."""
    polished = [f for name, f in model_server.figures.items() if "accepted" in f]
    assert polished, "the polish tests did not run"
    assert sum(f["model_kept"] for f in polished) >= 1  # the offline rules' fixes aside
    sent = "\n".join(model_server.proxy.bodies)
    for profile in PROFILES:
        basics = load_profile(profile).basics
        for detail in (basics.email, basics.phone):
            if detail is not None:
                assert detail.value not in sent, detail.path
    assert all('"max_tokens"' in body for body in model_server.proxy.bodies if '"messages"' in body)
    (ARTIFACTS / "requests.jsonl").write_text("\n".join(model_server.proxy.bodies), "utf-8")


def test_chat_openai_as_the_engines_model(model_server: ModelServer) -> None:
    """A tool that already holds a ChatOpenAI passes it to polish: the same ladder (the
    server refuses json_schema; json_mode follows), guard and redaction."""
    from langchain_openai import ChatOpenAI
    from pydantic import SecretStr

    from cvcoach import polish
    from tests.real_model.conftest import ALIAS

    model = ChatOpenAI(
        model=ALIAS,
        base_url=model_server.proxy.base_url,
        api_key=SecretStr("none"),
        max_retries=0,
        timeout=300,
    )
    profile = ROOT / "evals" / "profiles" / "lei-wang.yaml"
    started = time.monotonic()
    result = polish(profile, ROLE, engine=model)
    seconds = time.monotonic() - started
    assert result.entries_failed == 0, result.entry_errors
    texts = [t.value for t in load_profile(profile).texts()]
    guard = Guard(texts)
    assert all(not guard.check_sentence(c.after) for c in result.changes)
    model_server.record(
        "langchain-chatopenai-lei-wang",
        seconds=round(seconds, 1),
        requests=result.usage.requests,
        accepted=len(result.changes),
        refused=len(result.rejected),
    )
    assert seconds <= POLISH_SECONDS


SEEDS = sorted(p for p in (ROOT / "evals" / "seeds").iterdir() if p.name != "README.md")
_ENGINE_LINE = re.compile(r"(\d+) part\(s\) of the document sent, (\d+) answered, (\d+) failed")
_USAGE_LINE = re.compile(r"(\d+) request\(s\).*?([\d,]+) tokens in, ([\d,]+) out")


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.stem)
def test_import(model_server: ModelServer, seed: Path, tmp_path: Path) -> None:
    """Model-assisted import of each raw seed: every value is the document's own text, the
    output reads as a CV, and check still finds every slip it finds in the offline import."""
    import cvcoach
    from cvcoach.inputs.documents.extractive_guard import ExtractiveGuard
    from cvcoach.inputs.documents.importer import read_lines

    document = tmp_path / seed.name
    shutil.copyfile(seed, document)
    digest = hashlib.sha256(document.read_bytes()).hexdigest()
    done, seconds = run(
        model_server, "import", document.name, "--engine", "openai", "-o", "cv.yaml",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode in (0, 3), done.stderr  # 3: the model failed on every part
    assert untouched(document, digest)
    profile = load_profile(tmp_path / "cv.yaml")
    guard = ExtractiveGuard(read_lines(seed.read_bytes(), str(seed))[1])
    for text in profile.texts():
        assert guard.allows(text.value), (text.path, text.value)
    offline = cvcoach.import_document(seed).profile
    slips = {f.text for f in cvcoach.check(offline).findings if f.kind == "spelling"}
    found = {f.text for f in cvcoach.check(profile).findings if f.kind == "spelling"}
    assert slips <= found, slips - found  # the import kept the document's own slips
    report = (tmp_path / "cv.import-report.md").read_text(encoding="utf-8")
    parts, usage = _ENGINE_LINE.search(report), _USAGE_LINE.search(report)
    assert parts and usage, report[:2000]
    model_server.record(
        f"import-{seed.stem}",
        seconds=round(seconds, 1),
        parts=int(parts[1]),
        answered=int(parts[2]),
        failed=int(parts[3]),
        requests=int(usage[1]),
        tokens_in=int(usage[2].replace(",", "")),
        tokens_out=int(usage[3].replace(",", "")),
        by_model=report.count("| model |"),
        refused=report.count("(from the model;"),
        exit=done.returncode,
    )
    assert seconds <= IMPORT_SECONDS

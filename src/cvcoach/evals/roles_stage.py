"""The roles stage of `cvcoach eval`: how `cvcoach role` reads postings, how `match` ranks CVs.

Reads `evals/roles-heldout/` (postings, hand labels in the JSON shape of `cvcoach role`, the
tune/test split and the judged best-fit CVs) and scores both splits side by side:
- requirements: a reported requirement counts as right when its words overlap a labelled
  requirement's (`same_requirement`; paired with the unused label it overlaps most);
  precision over the reported ones, recall over the labelled must and nice ones, and the
  level, years and degree of the pairs;
- skills: the reported skills of a posting against the labelled ones, both folded to the
  skill table's canonical names; junk is a reported skill the labels list as never a
  requirement (benefits, brands, places, legal text, fragments);
- header: title and company as the labels give them (compared without case or punctuation,
  and the company without a leading "The");
- matching: for each posting with a judged best CV (`matching.json`: the test split's at its
  top level, the tune split's under "tune"), the rank `cvcoach match` gives it among every CV
  (sample and held-out; the requirement score blended with BM25 over that pool, as `match`
  ranks a pile, `cvcoach.keywords.pool`), beside BM25 alone over the posting's whole text,
  per split. The pool is the same wherever the stage runs, or no figure is given
  (`cvcoach.evals.matching_pool`).
"""

from __future__ import annotations

import json
import re
import time
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cvcoach.evals.matching_pool import absent, cv_paths, incomplete_note
from cvcoach.inputs.posting import load_posting, posting_from_text
from cvcoach.inputs.profile_loader import load_profile
from cvcoach.keywords.coverage import bm25_bag
from cvcoach.keywords.experience import Experience, cv_experience, degree_levels
from cvcoach.keywords.fit import match_experience
from cvcoach.keywords.pool import posting_text as pool_text
from cvcoach.keywords.pool import ranked, word_scores
from cvcoach.keywords.requirements import Requirements, requirements
from cvcoach.keywords.skills import canonical_skill
from cvcoach.keywords.specificity import content_stems
from cvcoach.model.findings import InputError

OVERLAP = 0.5  # share of the shorter text's content words two requirement texts must share
SPLITS = ("tune", "test")
NOTHING_READ = "(nothing read)"


def read_for_grading(path: Path) -> Requirements:
    """The reader's requirements of one held-out posting; a posting the reader cannot read
    (it finds no text in it) is graded as nothing read, every label missed, so that one such
    file lowers the figures instead of stopping the whole stage."""
    try:
        return requirements(load_posting(path))
    except InputError:
        return Requirements(posting_from_text(NOTHING_READ), (), ())


def overlap(found: str, label: str) -> float:
    """The share of the shorter text's content words the other shares (1 or 0 for texts
    without content words, by equality)."""
    a, b = content_stems(found), content_stems(label)
    if not a or not b:
        return float(found.strip().lower() == label.strip().lower())
    return len(a & b) / min(len(a), len(b))


def _jaccard(found: str, label: str) -> float:
    a, b = content_stems(found), content_stems(label)
    return len(a & b) / len(a | b) if a | b else 1.0


def same_requirement(found: str, label: str) -> bool:
    return overlap(found, label) >= OVERLAP


# a grade's abbreviation, the same word as its full spelling ("Sr. Engineer" is "Senior
# Engineer"): the header may write either, the label either
_GRADE_ABBREVIATIONS = {"sr": "senior", "snr": "senior", "jr": "junior"}


def _norm(text: str | None) -> str:
    """A text compared without case, punctuation or a grade's abbreviation."""
    words = re.sub(r"[^\w]+", " ", (text or "").casefold()).split()
    return " ".join(_GRADE_ABBREVIATIONS.get(word, word) for word in words)


def _company(name: str | None) -> str:
    """A company name compared without its article: "The Tor Project" is "Tor Project"."""
    return re.sub(r"^the ", "", _norm(name))


def _skill(name: str) -> str:
    return canonical_skill(name).casefold()


@dataclass
class Tally:
    """Counts over a split's postings, turned into the figures by `figures`."""

    postings: int = 0
    found: int = 0
    found_right: int = 0
    must: int = 0
    must_found: int = 0
    nice: int = 0
    nice_found: int = 0
    level_right: int = 0
    pairs: int = 0
    years: int = 0
    years_right: int = 0
    degrees: int = 0
    degrees_right: int = 0
    skills_found: int = 0
    skills_right: int = 0
    skills_labelled: int = 0
    skills_recalled: int = 0
    junk: int = 0
    titles_right: int = 0
    companies_right: int = 0
    qualifier_as_company: int = 0
    junk_examples: list[str] = field(default_factory=list)
    header_misses: list[str] = field(default_factory=list)

    def figures(self) -> dict[str, float]:
        def share(a: int, b: int) -> float:
            return round(a / b, 3) if b else 1.0

        return {
            "postings": self.postings,
            "requirement precision": share(self.found_right, self.found),
            "must recall": share(self.must_found, self.must),
            "nice recall": share(self.nice_found, self.nice),
            "level accuracy": share(self.level_right, self.pairs),
            "skill precision": share(self.skills_right, self.skills_found),
            "skill recall": share(self.skills_recalled, self.skills_labelled),
            "junk per posting": round(self.junk / self.postings, 3) if self.postings else 0.0,
            "years accuracy": share(self.years_right, self.years),
            "degree accuracy": share(self.degrees_right, self.degrees),
            "title accuracy": share(self.titles_right, self.postings),
            "company accuracy": share(self.companies_right, self.postings),
        }


def pair_requirements(
    found: Sequence[str], labelled: Sequence[dict[str, Any]]
) -> list[tuple[int, int]]:
    """Pairs (found index, label index), each side used once, best overlap first.

    Pairing in the reader's order let an item read early (a duty line sharing words with a
    requirement) take the label of the requirement the reader also found later, so that
    requirement's years and degree were graded against the wrong text. Taking the pairs by
    overlap, highest first, grades each label against the item most like it. Equal overlaps
    (a short text inside either of two longer ones) go to the pair sharing the larger part
    of both texts, then to reading order.
    """
    candidates = sorted(
        (-share, -_jaccard(text, lab["text"]), i, j)
        for i, text in enumerate(found)
        for j, lab in enumerate(labelled)
        if (share := overlap(text, lab["text"])) >= OVERLAP
    )
    pairs: list[tuple[int, int]] = []
    items_used: set[int] = set()
    labels_used: set[int] = set()
    for _, _, i, j in candidates:
        if i not in items_used and j not in labels_used:
            items_used.add(i)
            labels_used.add(j)
            pairs.append((i, j))
    return pairs


def grade_posting(reqs: Requirements, label: dict[str, Any], tally: Tally, name: str) -> None:
    """Add one posting's comparison with its label to the tally."""
    tally.postings += 1
    posting = reqs.posting
    title_ok = _norm(posting.title) == _norm(label.get("title"))
    company_ok = _company(posting.company) == _company(label.get("company"))
    tally.titles_right += title_ok
    tally.companies_right += company_ok
    if not (title_ok and company_ok):
        tally.header_misses.append(
            f"{name}: {posting.title!r}/{posting.company!r} vs "
            f"{label.get('title')!r}/{label.get('company')!r}"
        )
    labelled = label.get("requirements") or []
    tally.found += len(reqs.items)
    used: set[int] = set()
    for index, lab_index in pair_requirements([i.text for i in reqs.items], labelled):
        item = reqs.items[index]
        lab = labelled[lab_index]
        used.add(lab_index)
        tally.found_right += 1
        tally.pairs += 1
        tally.level_right += item.level == lab["level"]
        if lab.get("years") is not None or item.years is not None:
            tally.years += 1
            tally.years_right += lab.get("years") == item.years
        wanted = degree_levels(lab["degree"])[:1] if lab.get("degree") else []
        got = [item.degree] if item.degree else []
        if wanted or got:
            tally.degrees += 1
            tally.degrees_right += wanted == got
    for i, lab in enumerate(labelled):
        key = "must" if lab["level"] == "must" else "nice"
        setattr(tally, key, getattr(tally, key) + 1)
        if i in used:
            setattr(tally, f"{key}_found", getattr(tally, f"{key}_found") + 1)
    _grade_skills(reqs, label, tally, name)


def _grade_skills(reqs: Requirements, label: dict[str, Any], tally: Tally, name: str) -> None:
    found = {_skill(s) for item in reqs.items for s in item.skills}
    wanted = {_skill(s) for lab in label.get("requirements") or [] for s in lab["skills"]}
    never = {_skill(s) for s in label.get("not_requirements") or []} | {
        _norm(s) for s in label.get("not_requirements") or []
    }
    tally.skills_found += len(found)
    tally.skills_right += len(found & wanted)
    tally.skills_labelled += len(wanted)
    tally.skills_recalled += len(found & wanted)
    junk = sorted(s for s in found - wanted if s in never or _norm(s) in never)
    tally.junk += len(junk)
    tally.junk_examples += [f"{name}: {s}" for s in junk]


@dataclass
class Ranking:
    """How often the judged best CV comes first, and its mean reciprocal rank."""

    postings: int = 0
    first: int = 0
    reciprocal: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, rank: int) -> None:
        self.postings += 1
        self.first += rank == 1
        self.reciprocal += 1 / rank
        self.ranks[name] = rank

    def figures(self) -> dict[str, float]:
        if not self.postings:
            return {"postings": 0, "best first": 0.0, "MRR": 0.0}
        return {
            "postings": self.postings,
            "best first": round(self.first / self.postings, 3),
            "MRR": round(self.reciprocal / self.postings, 3),
        }


def _rank_of(best: Iterable[str], order: Sequence[str]) -> int:
    wanted = set(best)
    return next((i + 1 for i, name in enumerate(order) if name in wanted), len(order) + 1)


def _bm25_order(posting_text: str, cvs: dict[str, str]) -> list[str]:
    from rank_bm25 import BM25Okapi

    names = list(cvs)
    scores = BM25Okapi([bm25_bag(cvs[n]) for n in names]).get_scores(bm25_bag(posting_text))
    return [n for _, n in sorted(zip((-float(s) for s in scores), names, strict=True))]


@dataclass
class RolesReport:
    splits: dict[str, dict[str, float]]
    matching: dict[str, dict[str, float]]
    seconds_per_posting: float
    notes: dict[str, list[str]]

    def as_json(self) -> dict[str, Any]:
        return {
            "splits": self.splits,
            "matching": self.matching,
            "seconds_per_posting": self.seconds_per_posting,
            "notes": self.notes,
        }


def run_roles_stage(evals_dir: Path, samples: Path, splits: Sequence[str] = SPLITS) -> RolesReport:
    """Score both splits and the matching task (see the module doc)."""
    heldout = evals_dir / "roles-heldout"
    split = json.loads((heldout / "split.json").read_text(encoding="utf-8"))
    root = evals_dir.resolve().parent
    tallies: dict[str, Tally] = {}
    parsed: dict[str, Requirements] = {}
    started = time.perf_counter()
    for name_of_split in splits:
        tally = tallies.setdefault(name_of_split, Tally())
        for name in split[name_of_split]:
            path = next((heldout / "postings").glob(f"{name}.*"))
            reqs = read_for_grading(path)
            parsed[name] = reqs
            label = json.loads((heldout / "labels" / f"{name}.json").read_text(encoding="utf-8"))
            grade_posting(reqs, label, tally, name)
    per_posting = (time.perf_counter() - started) / max(1, len(parsed))
    matching, rank_notes = _matching(heldout, root, samples, parsed)
    notes = (
        {f"{s} junk": tallies[s].junk_examples for s in tallies}
        | {f"{s} header": tallies[s].header_misses for s in tallies}
        | rank_notes
    )
    return RolesReport(
        {s: t.figures() for s, t in tallies.items()}, matching, round(per_posting, 4), notes
    )


def judged_best(judged: dict[str, Any]) -> dict[str, dict[str, list[str]]]:
    """`matching.json` by split: its top-level posting entries are the test split's (the
    file's first shape), the ones under "tune" the tune split's."""
    tune = judged.get("tune") or {}
    test = {name: verdict for name, verdict in judged.items() if name != "tune"}
    return {
        "tune": {name: list(verdict["best"]) for name, verdict in tune.items()},
        "test": {name: list(verdict["best"]) for name, verdict in test.items()},
    }


def _matching(
    heldout: Path, root: Path, samples: Path, parsed: dict[str, Requirements]
) -> tuple[dict[str, dict[str, float]], dict[str, list[str]]]:
    judged = judged_best(json.loads((heldout / "matching.json").read_text(encoding="utf-8")))
    experiences: dict[str, Experience] = {}
    texts: dict[str, str] = {}
    bags: dict[str, list[str]] = {}
    for key, path in cv_paths(root, samples).items():
        try:
            profile = load_profile(path)
        except InputError:
            continue
        experiences[key] = cv_experience(profile)
        texts[key] = profile.plain_text()
        bags[key] = bm25_bag(texts[key])
    figures: dict[str, dict[str, float]] = {}
    notes: dict[str, list[str]] = {}
    for split, suffix in (("tune", " (tune)"), ("test", "")):
        ours, bm25 = Ranking(), Ranking()
        asked = {name: best for name, best in judged[split].items() if name in parsed}
        missing = absent(asked, experiences)
        if missing:
            # another pool's figure is no figure of this one: none is reported
            notes[f"{split} pool"] = [incomplete_note(missing, samples)]
            warnings.warn(f"{split}: {notes[f'{split} pool'][0]}", stacklevel=2)
            asked = {}
        for name, best in asked.items():
            reqs = parsed.get(name)
            if reqs is None:
                continue
            keys = list(experiences)
            scores = [match_experience(experiences[key], reqs).score for key in keys]
            posting_text = "\n".join(line.text for line in reqs.posting.lines)
            words = word_scores(pool_text(reqs), [bags[key] for key in keys])
            ours.add(name, _rank_of(best, ranked(keys, scores, words)))
            bm25.add(name, _rank_of(best, _bm25_order(posting_text, texts)))
        if ours.postings or split == "test" or missing:
            figures[f"match{suffix}"] = ours.figures()
            figures[f"bm25{suffix}"] = bm25.figures()
        if ours.postings:
            notes[f"{split} ranks"] = [
                f"{name}: match {rank}, bm25 {bm25.ranks[name]}"
                for name, rank in ours.ranks.items()
            ]
    return figures, notes

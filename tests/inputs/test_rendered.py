"""Imports of PDF and DOCX files rendered from the eval profiles and ../shared/samples:
organisation, title and dates of work and education entries, bullets verbatim."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from cvcoach.inputs.documents.importer import import_bytes
from tests.conftest import ROOT, SAMPLES, need_shared
from tests.inputs.render import docx_bytes, pdf_bytes

PROFILES = sorted((ROOT / "evals" / "profiles").glob("*.yaml"))


def _key(value: Any) -> str:
    return " ".join(str(value or "").replace("*", "").split()).casefold()


def _entries(cv: dict[str, Any]) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for section, org, title in (
        ("work", "name", "position"),
        ("education", "institution", "studyType"),
    ):
        for item in cv.get(section) or []:
            rows.append(
                (section, _key(item.get(org)), _key(item.get(title)),
                 _key(item.get("startDate")), _key(item.get("endDate")))
            )  # fmt: skip
    return rows


def _score(cv: dict[str, Any], data: bytes, name: str) -> tuple[float, float]:
    result = import_bytes(data, name)
    got = yaml.safe_load(result.yaml_text)
    want = _entries(cv)
    have = _entries(got)
    entries = sum(e in have for e in want) / max(len(want), 1)
    bullets = [
        h for s in ("work", "education") for i in cv.get(s) or [] for h in i.get("highlights") or []
    ]
    texts = {" ".join(h.split()) for s in ("work", "education") for i in got.get(s) or []
             for h in i.get("highlights") or []}  # fmt: skip
    verbatim = sum(" ".join(b.split()) in texts for b in bullets) / max(len(bullets), 1)
    return entries, verbatim


def _profiles() -> list[dict[str, Any]]:
    return [yaml.safe_load(p.read_text(encoding="utf-8")) for p in PROFILES]


@pytest.mark.parametrize("layout", ["pdf", "pdf-two-columns", "docx"])
def test_rendered_eval_profiles_meet_the_targets(layout: str) -> None:
    scores = []
    for cv in _profiles():
        if layout == "docx":
            data, name = docx_bytes(cv), "cv.docx"
        else:
            data, name = pdf_bytes(cv, two_columns=layout.endswith("columns")), "cv.pdf"
        scores.append(_score(cv, data, name))
    entries = sum(s[0] for s in scores) / len(scores)
    bullets = sum(s[1] for s in scores) / len(scores)
    assert entries >= 0.9, scores
    assert bullets >= 0.95, scores


@pytest.mark.parametrize("render", [pdf_bytes, docx_bytes])
def test_rendered_shared_sample_imports(render: Any) -> None:
    path = need_shared(SAMPLES / "jsonresume-sample.resume.json")
    cv = json.loads(path.read_text(encoding="utf-8"))
    name = "cv.pdf" if render is pdf_bytes else "cv.docx"
    entries, bullets = _score(cv, render(cv), name)
    assert entries >= 0.9
    assert bullets >= 0.95


def test_docx_header_contact_line_is_read(tmp_path: Path) -> None:
    job: dict[str, Any] = {"name": "Acme Corp", "position": "Software Engineer"}
    job.update(startDate="Jan 2020", endDate="Present", highlights=["Built it"])
    cv = {"basics": {"name": "Jane Doe", "email": "jane@example.com"}, "work": [job]}
    result = import_bytes(docx_bytes(cv), "cv.docx")
    assert result.profile.basics.name is not None
    assert result.profile.basics.name.value == "Jane Doe"
    assert result.profile.basics.email is not None
    assert result.profile.entries[0].highlights[0].value == "Built it"

"""Writing a changed copy: only changed texts move; everything else stays byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
from cvcoach.inputs.scalars import scalar_at
from cvcoach.outputs.files import write_atomic
from cvcoach.outputs.source_write import apply_changes
from tests.conftest import SAMPLES, need_shared

YAML_CV = (
    "# keep me\r\n"
    "basics:\r\n"
    "  name: Ada   # and me\r\n"
    "work:\r\n"
    "  - name: Acme\r\n"
    "    startDate: '2024.10'\r\n"
    "    highlights:\r\n"
    "      - Build a compiler\r\n"
    '      - "Quoted: text"\r\n'
    "      - |\r\n"
    "        literal block\r\n"
    "      - plain that\r\n"
    "        wraps\r\n"
    "    summary: >\r\n"
    "      folded\r\n"
)


def test_unchanged_round_trip_is_byte_identical(tmp_path: Path) -> None:
    for name, text in (
        ("cv.yaml", YAML_CV),
        ("cv.json", '{\n\t"work": [ {"name": "A\\u00e9"} ]\n}\n'),
    ):
        doc = profile_from_bytes(text.encode(), name).document
        assert doc is not None
        assert apply_changes(doc, {}) == text


def test_real_samples_round_trip_byte_for_byte() -> None:
    for name in ("jsonresume-sample.resume.json", "rendercv-john-doe.yaml"):
        path = need_shared(SAMPLES / name)
        profile = load_profile(path)
        unchanged = {t.path: t.value for t in profile.prose()}
        assert profile.document is not None
        assert apply_changes(profile.document, unchanged) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "new",
    [
        "Built a compiler",
        "Yes",
        "2024",
        "a: b",
        "# not a comment",
        "- dash",
        "it's 'quoted'",
        'say "hi"',
        "two\nlines",
        "  spaced  ",
        "null",
        "tab\there",
        "ends with colon:",
        "@home",
        "ünïcödé ✓",
        "back\\slash",
        "{braces}",
    ],
)
def test_every_changed_value_reads_back_exactly(new: str) -> None:
    profile = profile_from_bytes(YAML_CV.encode(), "cv.yaml")
    paths = [t.path for t in profile.prose()]
    assert profile.document is not None
    text = apply_changes(profile.document, dict.fromkeys(paths, new))
    again = profile_from_bytes(text.encode(), "cv.yaml")
    assert [t.value for t in again.prose()] == [new] * len(paths)
    assert text.startswith("# keep me\r\nbasics:\r\n  name: Ada   # and me\r\n")
    assert "startDate: '2024.10'" in text


def test_json_changes_keep_layout() -> None:
    text = '{\n    "work": [\n        {"name": "A", "highlights": ["old", "keep"]}\n    ]\n}\n'
    doc = profile_from_bytes(text.encode(), "cv.json").document
    assert doc is not None
    out = apply_changes(doc, {"work[0].highlights[0]": 'new "one"'})
    assert out == text.replace('"old"', '"new \\"one\\""')


def test_paths_with_quoted_keys() -> None:
    text = "cv:\n  sections:\n    Welcome to RenderCV:\n      - hello\n"
    doc = profile_from_bytes(text.encode(), "cv.yaml").document
    assert doc is not None
    scalar = scalar_at(doc.root, 'cv.sections["Welcome to RenderCV"][0]')
    assert scalar is not None and scalar.value == "hello"


def test_write_atomic_leaves_no_partial_file(tmp_path: Path) -> None:
    target = tmp_path / "out.yaml"
    target.write_text("old")
    write_atomic(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["out.yaml"]


def test_write_atomic_writes_bytes_as_they_are(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    write_atomic(target, b"%PDF-1.7\r\n\x00\xff")
    assert target.read_bytes() == b"%PDF-1.7\r\n\x00\xff"
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_any_string_survives_a_yaml_and_json_write(value: str) -> None:
    value = value.replace("\r", "")  # YAML normalises line breaks inside scalars
    for name, text in (
        ("cv.yaml", "work:\n  - summary: x   # c\n"),
        ("cv.json", '{"work": [{"summary": "x"}]}'),
    ):
        profile = profile_from_bytes(text.encode(), name)
        assert profile.document is not None
        out = apply_changes(profile.document, {"work[0].summary": value})
        again = profile_from_bytes(out.encode(), name)
        got = again.section("work")[0].summary
        assert got is not None
        assert got.value == value

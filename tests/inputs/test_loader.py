"""Reading CV files: the three formats, located texts, and every kind of bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cvcoach.inputs.profile_loader import load_profile, profile_from_bytes
from cvcoach.model.findings import InputError
from tests.conftest import SAMPLES, need_shared

GOOD_YAML = """\
# my CV
basics:
  name: Ada Example
  summary: Compiler engineer.
work:
  - name: Acme   # employer
    position: Engineer
    startDate: 2024.10
    endDate: NO
    highlights:
      - Built a compiler
      - "Quoted: bullet"
"""


def load_text(tmp_path: Path, text: str | bytes, name: str = "cv.yaml") -> object:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return load_profile(path)


def problems(tmp_path: Path, text: str | bytes, name: str = "cv.yaml") -> InputError:
    with pytest.raises(InputError) as info:
        load_text(tmp_path, text, name)
    return info.value


def test_scalars_are_read_as_written_with_locations(tmp_path: Path) -> None:
    profile = load_text(tmp_path, GOOD_YAML)
    work = profile.section("work")[0]  # type: ignore[attr-defined]
    assert work.start.value == "2024.10"  # not the float 2024.1
    assert work.end.value == "NO"  # not False
    assert work.organisation.value == "Acme"
    assert (work.highlights[1].value, work.highlights[1].line) == ("Quoted: bullet", 12)
    assert work.highlights[0].path == "work[0].highlights[0]"
    assert (work.highlights[0].line, work.highlights[0].column) == (11, 9)


def test_json_resume_json_and_rendercv_samples() -> None:
    resume = load_profile(need_shared(SAMPLES / "jsonresume-sample.resume.json"))
    assert resume.format == "jsonresume-json"
    assert resume.section("work")[0].highlights[0].value.startswith("Build an algorithm")
    rcv = load_profile(need_shared(SAMPLES / "rendercv-john-doe.yaml"))
    assert rcv.format == "rendercv"
    nexus = next(
        e for e in rcv.section("work") if e.organisation and e.organisation.value == "Nexus AI"
    )
    assert nexus.end is not None and nexus.end.value == "present"
    assert nexus.highlights[0].path == "cv.sections.experience[0].highlights[0]"
    welcome = rcv.entries[0]
    assert welcome.highlights[0].path == 'cv.sections["Welcome to RenderCV"][0]'


def test_unknown_fields_are_kept_as_texts(tmp_path: Path) -> None:
    profile = load_text(tmp_path, "work:\n  - name: A\n    team: Compilers\n    extra: [x, y]\n")
    assert [t.value for t in profile.section("work")[0].other] == ["Compilers", "x", "y"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("work:\n  - name: [unclosed\n", "cv.yaml", "YAML syntax error"),
        ('{"work": [1, }', "cv.json", "JSON syntax error"),
        ("", "cv.yaml", "empty"),
        ("   \n\n", "cv.yaml", "empty"),
        ("- a\n- b\n", "cv.yaml", "expected a CV"),
        ("title: hello\n", "cv.yaml", "not a CV this tool knows"),
        ("a: &x [1]\nwork: *x\n", "cv.yaml", "aliases"),
        ("work: !!python/object:os.system x\n", "cv.yaml", "tag"),
        ("work: !!binary aGVsbG8=\n", "cv.yaml", "tag"),
        ("work:\n  - name: a\n    name: b\n", "cv.yaml", "duplicate key"),
        ('{"work": [], "work": []}', "cv.json", "duplicate key"),
        ("work: hello\n", "cv.yaml", "expected a list of work entries"),
        ("work:\n  - highlights: {a: b}\n", "cv.yaml", "expected a list of texts"),
        ("basics: [1, 2]\n", "cv.yaml", "expected a mapping"),
        ("---\nwork: []\n---\nwork: []\n", "cv.yaml", "one YAML document"),
    ],
)
def test_bad_input_is_a_located_message(
    tmp_path: Path, text: str, name: str, expected: str
) -> None:
    err = problems(tmp_path, text, name)
    rendered = err.render()
    assert expected in rendered
    assert rendered.startswith(str(tmp_path / name))


def test_problems_name_line_and_column(tmp_path: Path) -> None:
    err = problems(tmp_path, "work:\n  - name: A\n    highlights: 3\n  - summary: [a]\n")
    assert len(err.problems) == 2  # all problems at once
    first, second = err.problems
    assert (first.line, first.column, first.path) == (3, 17, "work[0].highlights")
    assert (second.line, second.path) == (4, "work[1].summary")


def test_binary_missing_directory_not_utf8_and_huge(tmp_path: Path) -> None:
    assert "binary" in problems(tmp_path, b"\x89PNG\x00\x00\x01").render()
    assert "UTF-8" in problems(tmp_path, "work:\n  - name: caf\xe9\n".encode("latin-1")).render()
    assert "bytes" in problems(tmp_path, b"work: []\n" + b"#" * 1_100_000).render()
    with pytest.raises(InputError, match="no such file"):
        load_profile(tmp_path / "missing.yaml")
    with pytest.raises(InputError, match="folder"):
        load_profile(tmp_path)


def test_deep_nesting_and_alias_bomb_are_refused_fast(tmp_path: Path) -> None:
    deep = "work: " + "[" * 5000 + "]" * 5000 + "\n"
    assert "nested" in problems(tmp_path, deep).render()
    deep_json = '{"work": ' + "[" * 5000 + "]" * 5000 + "}"
    assert "nested" in problems(tmp_path, deep_json, "cv.json").render()
    bomb = (
        "a: &a [x, x, x, x, x, x, x, x, x]\n"
        + "".join(
            f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
            for p, c in zip("abcdefgh", "bcdefghi", strict=True)
        )
        + "work: *i\n"
    )
    assert "aliases" in problems(tmp_path, bomb).render()


def test_json_resume_json_locations(tmp_path: Path) -> None:
    doc = {"work": [{"name": "Acme", "highlights": ["Shipped it"]}]}
    profile = load_text(tmp_path, json.dumps(doc, indent=2), "cv.json")
    bullet = profile.section("work")[0].highlights[0]  # type: ignore[attr-defined]
    assert (bullet.value, bullet.line, bullet.column) == ("Shipped it", 6, 9)


yaml_text = st.text(
    alphabet=st.sampled_from(list("abc:-[]{}&*!|>'\"# \n\t,?%@`~\\0123456789.")), max_size=200
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=yaml_text)
def test_any_yaml_text_reads_or_fails_cleanly(data: str) -> None:
    try:
        profile_from_bytes(data.encode(), "cv.yaml")
    except InputError as exc:
        assert exc.problems and exc.render()


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300))
def test_any_bytes_read_or_fail_cleanly(data: bytes) -> None:
    for name in ("cv.yaml", "cv.json"):
        try:
            profile_from_bytes(data, name)
        except InputError as exc:
            assert exc.problems

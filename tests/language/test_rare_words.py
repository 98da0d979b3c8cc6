"""The rare-word counts (`language.rare_words`)."""

from __future__ import annotations

from cvcoach.language import spelling_model
from cvcoach.language.rare_words import _table, floor_count, parse, rare_count

SAMPLE = "# a header line\n# floor 50\n# unlisted 5\n900 alpha beta\n60 gamma\n"


def test_parse_reads_the_header_and_the_counts() -> None:
    floor, unlisted, counts = parse(SAMPLE)
    assert (floor, unlisted) == (50, 5)
    assert counts == {"alpha": 900, "beta": 900, "gamma": 60}


def test_only_a_floor_count_is_replaced() -> None:
    floor, unlisted, counts = _table()
    listed = next(iter(counts))
    assert rare_count(listed, floor) == counts[listed]
    assert rare_count("zzqxw", floor) == unlisted  # (no list holds it)
    assert rare_count(listed, floor + 1) == floor + 1  # (the table counts it)


def test_the_model_reads_the_list_for_every_floor_count() -> None:
    # (the model skips the list for counts above `_LOWEST_COUNTED`)
    assert floor_count() <= spelling_model._LOWEST_COUNTED


def test_the_packaged_list_is_lean_and_ordered() -> None:
    _, unlisted, counts = _table()
    assert 10_000 < len(counts) < 60_000
    assert all(w.isascii() and w.isalpha() and w.islower() for w in counts)
    assert min(counts.values()) >= unlisted

"""The letter-confusion channel (`cvcoach.language.confusion`), on invented words."""

from __future__ import annotations

import math

from cvcoach.language.confusion import ConfusionTable, edits


def test_edits_name_the_letters_of_each_kind() -> None:
    assert edits("globex", "globex") == []
    assert edits("globx", "globex") == [("del", "b", "e")]  # the e after b dropped
    assert edits("globeqx", "globex") == [("ins", "e", "q")]  # a q typed after the e
    assert edits("glabex", "globex") == [("sub", "a", "o")]  # a typed for o
    assert edits("intiech", "initech") == [("trans", "i", "t")]  # it typed ti
    assert edits("xinitech", "initech") == [("ins", "#", "x")]  # before the first letter


def test_a_confusion_writers_make_costs_less_than_one_they_do_not() -> None:
    # (invented: writers of these typed e for a, never u for a)
    seen = [("hoolei", "hoolai"), ("northwend", "northwand"), ("globex", "globax")]
    table = ConfusionTable.estimate(seen, k=0.5)
    made = table.channel("initeche", "initecha")  # e for a: counted
    unmade = table.channel("initechu", "initecha")  # u for a: only the smoothing
    assert made > unmade
    assert table.channel("initech", "initech") == 0.0
    assert math.isclose(10**unmade, 0.5 / (table.letters["a"] + 27 * 0.5), rel_tol=1e-9)


def test_two_edits_cost_more_than_either_alone() -> None:
    table = ConfusionTable.estimate([("hoolei", "hoolai"), ("globx", "globex")], k=0.5)
    one = table.channel("hoolei", "hoolai")
    two = table.channel("hooleii", "hoolai")
    assert two < one < 0.0


def test_a_pair_left_out_is_scored_as_if_never_counted() -> None:
    pairs = [("hoolei", "hoolai"), ("globx", "globex")]
    table = ConfusionTable.estimate(pairs, k=0.5)
    alone = ConfusionTable.estimate(pairs[1:], k=0.5)
    held = table.without(*pairs[0])
    assert held.channel("hoolei", "hoolai") == alone.channel("hoolei", "hoolai")
    assert held.channel("hoolei", "hoolai") < table.channel("hoolei", "hoolai")

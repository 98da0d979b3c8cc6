"""The letter-confusion channel (`cvcoach.language.confusion`), on invented words."""

from __future__ import annotations

import json
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


def _model_with(table: ConfusionTable, weight: float) -> object:
    from cvcoach.language.data_cache import package_data
    from cvcoach.language.spelling_model import from_json

    data = json.loads(package_data("spelling_model.json"))
    return from_json({**data, "confusion": table.as_json(weight)})


def test_a_weighted_table_ranks_the_confusion_writers_make_first() -> None:
    from cvcoach.language.spelling_model import Fitted, judge

    # (invented: these writers type a for u, and seldom err otherwise)
    seen = [("hoolai", "hoolui"), ("globax", "globux")] * 30 + [("initech", "initech")] * 200
    table = ConfusionTable.estimate(seen, k=0.5)
    weighted, unweighted = _model_with(table, 1.0), _model_with(table, 0.0)
    assert isinstance(weighted, Fitted) and isinstance(unweighted, Fitted)
    assert judge("plam", "lower", model=weighted).candidates[0].word == "plum"
    assert judge("plam", "lower", model=unweighted).candidates[0].word != "plum"


def test_the_table_round_trips_through_the_model_file() -> None:
    table = ConfusionTable.estimate([("hoolei", "hoolai"), ("globx", "globex")], k=0.5)
    back, weight = ConfusionTable.from_json(json.loads(json.dumps(table.as_json(0.25))))
    assert back == table and weight == 0.25
    assert ConfusionTable.from_json(None) == (None, 0.0)


def test_a_whole_error_keeps_the_fitted_channel() -> None:
    from cvcoach.language.confusion import mixed

    # (invented: writers who never moved a double, so the table prices one as two slips)
    table = ConfusionTable.estimate([("hoolai", "hoolui")] * 30, k=0.5)
    confusion = (table, 0.75)
    # a double moved (`error_model`'s one edit): the fitted channel alone
    assert mixed(confusion, -2.5, "comited", "commited", ["moved_double"]) == -2.5
    assert mixed(confusion, -2.5, "avalbity", "availabity", ["first:dropped_syllable"]) == -2.5
    # letter edits: the table's share mixed in
    assert mixed(confusion, -2.5, "hoolai", "hoolui", ["vowel"]) != -2.5


def test_a_moved_double_stays_likely_with_a_weighted_table() -> None:
    from cvcoach.language.spelling_model import Fitted, judge

    seen = [("hoolai", "hoolui"), ("globax", "globux")] * 30 + [("initech", "initech")] * 200
    weighted = _model_with(ConfusionTable.estimate(seen, k=0.5), 0.75)
    plain = _model_with(ConfusionTable.estimate(seen, k=0.5), 0.0)
    assert isinstance(weighted, Fitted) and isinstance(plain, Fitted)
    moved = judge("tommorow", "lower", model=weighted)  # (the double moved: tomorrow)
    assert moved.best is not None and moved.best.word == "tomorrow"
    assert moved.best.edits == ("moved_double",)
    alone = judge("tommorow", "lower", model=plain)
    assert alone.best is not None and moved.best.channel == alone.best.channel

"""The spelling fit's flag-threshold budgets (`scripts/fit_spelling_model.py`,
`within_shares`): each edit class's threshold within its own share of the false-flag budget,
so the far class is not traded for the commoner near one."""

from __future__ import annotations

import importlib.util
from types import ModuleType

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def fit() -> ModuleType:
    """scripts/fit_spelling_model.py as a module (its objective only: nothing is fitted)."""
    spec = importlib.util.spec_from_file_location(
        "fit_spelling_model", ROOT / "scripts" / "fit_spelling_model.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_class_shares_split_the_budget(fit: ModuleType) -> None:
    assert fit.NEAR_SHARE > 0 and fit.FAR_SHARE > 0
    assert fit.NEAR_SHARE + fit.FAR_SHARE <= 1.0 + 1e-9


def test_far_flags_within_their_share_pass(fit: ModuleType) -> None:
    # ten CVs: the counted budget is FLAG_MARGIN * FALSE_FLAGS_PER_TEN flags in all
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * 10
    assert fit.within_shares(0, int(fit.FAR_SHARE * budget), 10)
    assert fit.within_shares(int(fit.NEAR_SHARE * budget), 0, 10)


def test_near_flags_cannot_spend_the_far_share(fit: ModuleType) -> None:
    # within the whole budget, but more near flags than the near share: refused, so a
    # lower near threshold is not bought by raising the far one
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * 10
    near = int(fit.NEAR_SHARE * budget) + 1
    assert near <= budget
    assert not fit.within_shares(near, 0, 10)
    assert not fit.within_shares(0, int(fit.FAR_SHARE * budget) + 1, 10)


def test_no_clean_words_in_the_initial_shape_fit_no_threshold(fit: ModuleType) -> None:
    # (calibration facts that would pass any bar: a threshold fitted on no clean text
    # would take the lowest of them and flag every sentence's first unknown word)
    facts = [(0.5, True, True, False, False, True)] * 50
    assert fit.initial_threshold(facts, 0, [], 10.0) == 1.0
    assert fit.initial_threshold(facts, 0, [(0.1, False, 2, 0.0, False)], 10.0) < 1.0


def test_the_maintained_slips_are_lower_case_misspellings(fit: ModuleType) -> None:
    slips = fit.maintained_slips()
    assert len(slips) > 10_000 and all(w.islower() for w in slips)
    assert "management" not in slips and "initech" not in slips


def test_built_readings_spend_their_own_share(fit: ModuleType) -> None:
    # ten CVs; a built share of a tenth of the budget, taken from the near share
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * 10
    share = fit.NEAR_SHARE / 5
    built = int(share * budget)
    assert fit.within_shares(0, 0, 10, built, share)
    assert not fit.within_shares(0, 0, 10, built + 1, share)
    # the plain near slips cannot spend what the built readings were given, nor these theirs
    near = int((fit.NEAR_SHARE - share) * budget)
    assert fit.within_shares(near, 0, 10, 0, share)
    assert not fit.within_shares(near + 1, 0, 10, 0, share)


def test_the_built_share_follows_the_misspellings_it_stands_for(fit: ModuleType) -> None:
    # (probability, misspelt, best right, far, built, sounds near): 3 built misspellings,
    # 9 plain near ones, far ones and right words left out of the count
    facts = (
        [(0.5, True, True, False, True, True)] * 3
        + [(0.5, True, True, False, False, True)] * 9
        + [(0.5, True, True, True, False, True)] * 20
        + [(0.5, False, False, False, True, True)] * 40
    )
    assert fit.built_share_of(facts) == pytest.approx(fit.NEAR_SHARE * 3 / 12)
    assert fit.built_share_of([]) == 0.0


def test_each_class_is_counted_at_its_own_threshold(fit: ModuleType) -> None:
    # (probability, read as built, sound keys apart, base excess, far) of clean words
    clean = [(0.4, True, 0, 0.0, False), (0.4, False, 2, 0.0, False), (0.4, False, 2, 0.0, True)]
    assert fit.clean_flags(clean, 0.3, 0.3, 1.0) == 3
    assert fit.clean_flags(clean, 0.3, 0.3, 1.0, 0.5) == 2  # the built word under its own
    assert fit.clean_flags(clean, 0.5, 0.3, 1.0, 0.3) == 2  # the near word under the near one


def test_a_saturated_near_class_passes_its_unused_share_to_the_far_class(
    fit: ModuleType,
) -> None:
    # near: 845 found from 0.027 down (33 clean flags at 0.012, 27 at 0.027): its own best
    # is 0.027, and the share it leaves over lets far flags past the far share alone
    near = {0.012: (33, 845, 800, 0), 0.027: (27, 845, 800, 0), 0.044: (25, 844, 800, 0)}
    spent = fit.passed_on(near, [0.012, 0.027, 0.044])
    assert spent == 27
    tens = 50.0  # (fifty CVs: a budget of 100 counted flags, 50 to each class)
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * tens
    unused = fit.unused_share(spent, 0, tens, 0.0)
    assert unused == pytest.approx(fit.NEAR_SHARE * budget - 27)
    far = int(fit.FAR_SHARE * budget) + 3
    assert not fit.within_shares(0, far, tens)
    assert fit.within_shares(0, far, tens, 0, 0.0, unused)


def test_no_share_passes_when_the_near_class_spends_all_of_its_own(fit: ModuleType) -> None:
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * 10
    built_share = 0.05
    near_all = int((fit.NEAR_SHARE - built_share) * budget + 1)  # (over it: counted as all)
    built_all = int(built_share * budget) + 1
    assert fit.unused_share(near_all, built_all, 10, built_share) == 0.0
    far = int(fit.FAR_SHARE * budget) + 1
    passed = fit.unused_share(near_all, built_all, 10, built_share)
    assert not fit.within_shares(0, far, 10, 0, built_share, passed)
    # (a class with no threshold within its share spends nothing and passes nothing on)
    assert fit.passed_on({}, []) == 0

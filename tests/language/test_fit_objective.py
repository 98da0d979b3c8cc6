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


# -- class by class (`class_thresholds`): invented calibration facts, no fit ----------------
# (probability, misspelt, best right, far, read as built, sounds near enough)


def _near(p: float, right: bool) -> tuple[float, bool, bool, bool, bool, bool]:
    return (p, True, right, False, False, False)


def _far(p: float, right: bool) -> tuple[float, bool, bool, bool, bool, bool]:
    return (p, True, right, True, False, False)


def _facts() -> list[tuple[float, bool, bool, bool, bool, bool]]:
    # near slips, nearly all right first; far ones at a lower probability, right less often
    # (each its own probability: the fit tries every `GRID_STEP`-th of them)
    near = [_near(0.6 + i / 1000, True) for i in range(90)]
    near += [_near(0.02 + i / 1000, False) for i in range(12)]
    far = [_far(0.3 + i / 1000, i >= 1) for i in range(10)]
    far += [_far(0.01 + i / 1000, False) for i in range(6)]
    return near + far


def test_far_misspellings_are_flagged_on_what_the_near_class_leaves(fit: ModuleType) -> None:
    (near_t, far_t), objective = fit.class_thresholds(_facts(), [], 10.0, 1.0)
    assert near_t > 0.02  # not every wrong near correction flagged (right first held)
    assert far_t <= 0.3  # the far misspellings from 0.3 flagged
    assert objective["recall_far"] >= round(10 / 16, 3)
    assert objective["right_first"] >= fit.RIGHT_FIRST


def test_far_clean_flags_beyond_their_share_keep_them_unflagged(fit: ModuleType) -> None:
    # right words of the clean text whose best correction is far, at the far misspellings'
    # probability, more than the far share of the budget: the far misspellings stay unflagged
    budget = fit.FLAG_MARGIN * fit.FALSE_FLAGS_PER_TEN * 10
    clean = [(0.309, False, 2, 0.0, True)] * (int(fit.FAR_SHARE * budget) + 1)
    (_, far_t), objective = fit.class_thresholds(_facts(), clean, 10.0, 1.0)
    assert far_t > 0.309
    assert objective["recall_far"] == 0.0


def test_the_near_threshold_is_fitted_as_if_alone(fit: ModuleType) -> None:
    # far facts that are never right first do not move the near class's recall
    alone = fit.class_thresholds([f for f in _facts() if not f[3]], [], 10.0, 1.0)
    worse = [f for f in _facts() if not f[3]] + [_far(0.5 + i / 1000, False) for i in range(30)]
    (_, far_t), objective = fit.class_thresholds(worse, [], 10.0, 1.0)
    assert objective["recall_near"] == alone[1]["recall_near"]
    assert far_t > 0.5  # the far class, wrong first, flagged only while the bar holds
    assert objective["right_first"] >= fit.RIGHT_FIRST

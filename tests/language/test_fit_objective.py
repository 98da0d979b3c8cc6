"""The spelling fit's flag-threshold objective (`scripts/fit_spelling_model.py`): each edit
class's threshold within its own share of the false-flag budget (`within_shares`) and its
flags held to their own right-first target (`right_first_holds`), so the far class is not
traded for the commoner near one."""

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


def test_each_class_held_to_its_own_right_first(fit: ModuleType) -> None:
    # the far class's target is lower: its corrections are further away
    assert fit.RIGHT_FIRST_FAR < fit.RIGHT_FIRST_NEAR <= fit.RIGHT_FIRST + 1e-9
    # near flags right 196 of 200, far flags right 88 of 100: each class over its own
    # bound and 284 of 300 right (0.947) in all: passes, though the far class alone would
    # fail the near class's bar
    near = [True] * 196 + [False] * 4
    far = [True] * 88 + [False] * 12
    assert fit.wilson(far) < fit.RIGHT_FIRST_NEAR
    assert fit.right_first_holds(near, far)


def test_far_flags_below_their_own_bound_refused(fit: ModuleType) -> None:
    # far flags right 12 of 20 (0.6): refused, however right the near ones
    near = [True] * 200
    far = [True] * 12 + [False] * 8
    assert not fit.right_first_holds(near, far)


def test_the_pooled_share_is_still_checked(fit: ModuleType) -> None:
    # each class within its own bound but the pooled share under RIGHT_FIRST: refused
    near = [True] * 95 + [False] * 5
    far = [True] * 170 + [False] * 30
    assert fit.wilson(near) >= fit.RIGHT_FIRST_NEAR
    assert fit.wilson(far) >= fit.RIGHT_FIRST_FAR
    pooled = (95 + 170) / 300
    assert pooled < fit.RIGHT_FIRST
    assert not fit.right_first_holds(near, far)
    assert not fit.right_first_holds([], [])

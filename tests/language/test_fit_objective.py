"""The spelling fit's flag-threshold objective (`scripts/fit_spelling_model.py`,
`class_recall`): each edit class's recall weighed on its own, so the far class is not traded
for the commoner near one."""

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


def test_the_class_weights_are_a_share_each(fit: ModuleType) -> None:
    assert fit.NEAR_WEIGHT > 0 and fit.FAR_WEIGHT > 0
    assert abs(fit.NEAR_WEIGHT + fit.FAR_WEIGHT - 1.0) < 1e-9


def test_one_far_misspelling_outweighs_two_near_ones_of_a_larger_class(fit: ModuleType) -> None:
    # 90 near misspellings and 10 far: flagging one more far one (of ten) moves the
    # objective more than flagging two more near ones (of ninety), though two is the
    # greater count
    more_far = fit.class_recall(80, 6, 90, 10)
    more_near = fit.class_recall(82, 5, 90, 10)
    assert more_far > more_near


def test_more_recall_in_one_class_with_the_other_held_never_loses(fit: ModuleType) -> None:
    assert fit.class_recall(81, 5, 90, 10) > fit.class_recall(80, 5, 90, 10)
    assert not fit.class_recall(79, 5, 90, 10) > fit.class_recall(80, 5, 90, 10)


def test_an_empty_class_counts_nothing(fit: ModuleType) -> None:
    assert fit.class_recall(5, 0, 10, 0) == pytest.approx(fit.NEAR_WEIGHT * 0.5)

"""rank_bm25: the BM25 ranking of `cvcoach.keywords.coverage.rank_texts`."""

from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

class BM25Okapi:
    def __init__(
        self,
        corpus: Sequence[Sequence[str]],
        tokenizer: Callable[[str], list[str]] | None = None,
        k1: float = 1.5,
        b: float = 0.75,
        epsilon: float = 0.25,
    ) -> None: ...
    def get_scores(self, query: Sequence[str]) -> npt.NDArray[np.float64]: ...

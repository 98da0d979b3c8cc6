"""Which spans of months overlap which: for each, the first later one it overlaps, in
n log n, not by comparing every pair (a CV may hold many jobs at once)."""

from __future__ import annotations


def first_overlaps(spans: list[tuple[int, int] | None]) -> list[tuple[int, int]]:
    """(i, j) for each span i that overlaps a later span, j the first such: spans are
    (first, last) month indices, and two that share only the month one ends and the other
    begins do not overlap. In n log n: the spans are added from the last, and each is asked
    for the least index among those added that it overlaps.

    Two spans overlap when they share two months or more, or when one is a single month
    strictly inside the other (a single month at the other's edge is a change of job).
    Sharing two months is sharing a pair of adjacent months: span (s, e) holds the pairs
    s..e-1, and two such ranges meet when one holds the other's first pair or starts
    within it.
    """
    points = sorted({m + d for span in spans if span for m in span for d in (-1, 0, 1)})
    rank = {m: r for r, m in enumerate(points)}
    pairs = _LeastIndex(len(points))  # the pairs of months each span holds
    inner = _LeastIndex(len(points))  # its inner months (cover), or its single month (point)
    found: list[tuple[int, int]] = []
    for i in range(len(spans) - 1, -1, -1):
        span = spans[i]
        if span is None:
            continue
        s, e = rank[span[0]], rank[span[1]]
        if span[1] > span[0]:
            before = rank[span[1] - 1]
            j = min(pairs.covering(s), pairs.least(s, before))
            if span[1] - span[0] >= 2:
                j = min(j, inner.least(s + 1, e - 1))  # a single month inside it
            pairs.paint(s, before, i)
            pairs.put(s, i)
            if span[1] - span[0] >= 2:
                inner.paint(rank[span[0] + 1], before, i)
        else:
            j = inner.covering(s)  # a longer span holding this month inside
            inner.put(s, i)
        if j < len(spans):
            found.append((i, j))
    found.reverse()
    return found


class _LeastIndex:
    """The least value put at positions 0..n-1 (`put`, asked by range with `least`) and
    painted over ranges (`paint`, asked by position with `covering`); log n each."""

    def __init__(self, n: int) -> None:
        self.size = 1 << max(n - 1, 1).bit_length()
        self.none = 1 << 62
        self.points = [self.none] * (2 * self.size)
        self.cover = [self.none] * (2 * self.size)

    def put(self, pos: int, value: int) -> None:
        i = pos + self.size
        while i and value < self.points[i]:
            self.points[i] = value
            i //= 2

    def least(self, lo: int, hi: int) -> int:
        """The least value put at lo..hi (inclusive)."""
        best = self.none
        lo, hi = lo + self.size, hi + self.size + 1
        while lo < hi:
            if lo & 1:
                best = min(best, self.points[lo])
                lo += 1
            if hi & 1:
                hi -= 1
                best = min(best, self.points[hi])
            lo //= 2
            hi //= 2
        return best

    def paint(self, lo: int, hi: int, value: int) -> None:
        """Paint `value` over lo..hi (inclusive)."""
        lo, hi = lo + self.size, hi + self.size + 1
        while lo < hi:
            if lo & 1:
                self.cover[lo] = min(self.cover[lo], value)
                lo += 1
            if hi & 1:
                hi -= 1
                self.cover[hi] = min(self.cover[hi], value)
            lo //= 2
            hi //= 2

    def covering(self, pos: int) -> int:
        """The least value painted over `pos`."""
        best = self.none
        i = pos + self.size
        while i:
            best = min(best, self.cover[i])
            i //= 2
        return best

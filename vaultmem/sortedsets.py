"""Sets of integers (ids) as sorted arrays, without ``np.unique``/``np.union1d``/``np.isin``'s sort path, which
import ``numpy.ma`` on first use: ~10 ms of a search process's start (numpy 2.x)."""

from __future__ import annotations

import numpy as np


def distinct(a: np.ndarray) -> np.ndarray:
    """The sorted distinct values of a 1-d array (``np.unique(a)``)."""
    s = np.sort(a, kind="stable")
    return s[run_heads(s)] if len(s) > 1 else s


def run_heads(a: np.ndarray) -> np.ndarray:
    """Whether each value of a 1-d array begins a run of equal values (``np.r_[True, a[1:] != a[:-1]]`` for a
    non-empty one, without ``np.r_``'s ~3 µs of parsing its index, which a query paid several times)."""
    heads = np.empty(len(a), bool)
    heads[:1] = True
    np.not_equal(a[1:], a[:-1], out=heads[1:])
    return heads


def union(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``np.union1d(a, b)``."""
    return distinct(np.concatenate((a, b)))


def member(a: np.ndarray, sorted_set: np.ndarray) -> np.ndarray:
    """``np.isin(a, sorted_set)`` for a sorted array of distinct values."""
    if not len(sorted_set):
        return np.zeros(len(a), bool)
    pos = np.minimum(np.searchsorted(sorted_set, a), len(sorted_set) - 1)
    return sorted_set[pos] == a

"""Sorted id sets equal numpy's set routines."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from vaultmem.sortedsets import distinct, member, run_heads, union

ids = st.lists(st.integers(0, 50), max_size=40).map(lambda v: np.array(v, np.int64))


@given(ids, ids)
def test_equal_to_numpy(a: np.ndarray, b: np.ndarray) -> None:
    assert np.array_equal(distinct(a), np.unique(a))
    assert np.array_equal(union(a, b), np.union1d(a, b))
    assert np.array_equal(member(a, np.unique(b)), np.isin(a, b))


@given(ids)
def test_run_heads_mark_where_each_run_begins(a: np.ndarray) -> None:
    expected = [i == 0 or a[i] != a[i - 1] for i in range(len(a))]
    assert run_heads(a).tolist() == expected

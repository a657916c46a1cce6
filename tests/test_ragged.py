"""Ragged arrays: ``split`` gives the same pieces as ``np.split`` at the interior bounds, as views; ``join`` is
its inverse."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from vaultmem.ragged import join, split


@given(st.lists(st.integers(0, 5), max_size=30))
def test_split_matches_numpy(lengths: list[int]) -> None:
    flat = np.arange(sum(lengths), dtype=np.uint32)
    ends = np.cumsum(np.array(lengths, dtype=np.int64))
    got = split(flat, ends)
    assert [p.tolist() for p in got] == [p.tolist() for p in np.split(flat, ends[:-1])][:len(lengths)]
    assert all(p.base is flat for p in got)


def test_split_of_nothing_is_empty() -> None:
    assert split(np.zeros(0, np.uint32), np.zeros(0, np.int64)) == []


@given(st.lists(st.lists(st.integers(0, 2**32 - 1), max_size=5), max_size=20))
def test_join_then_split_gives_the_arrays_back(items: list[list[int]]) -> None:
    arrays = [np.array(it, dtype=np.uint32) for it in items]
    flat, ends = join(arrays)
    assert flat.tolist() == [x for it in items for x in it]
    assert [p.tolist() for p in split(flat, ends)] == items

"""Inline tombstones: exact round trip, and damage is caught by the checksum instead of changing which files
are live."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyroaring import BitMap

from vaultmem import IndexCorrupt
from vaultmem.index import tombstones


@given(st.sets(st.integers(0, 2**32 - 1), max_size=300))
def test_round_trip(ids: set[int]) -> None:
    assert tombstones.decode("seg.vms", tombstones.encode(BitMap(ids))) == BitMap(ids)


def test_no_tombstones_is_an_empty_bitmap() -> None:
    assert tombstones.decode("seg.vms", None) == BitMap()


@pytest.mark.parametrize("bitmap", ["not base64!", "AAAA", ""])
def test_damaged_bitmap_is_corrupt(bitmap: str) -> None:
    good = tombstones.encode(BitMap([1, 5, 9]))
    with pytest.raises(IndexCorrupt, match="seg.vms"):
        tombstones.decode("seg.vms", dataclasses.replace(good, bitmap=bitmap))


def test_checksum_of_another_bitmap_is_corrupt() -> None:
    other = tombstones.encode(BitMap([1, 5]))
    with pytest.raises(IndexCorrupt, match="checksum"):
        tombstones.decode("seg.vms", dataclasses.replace(tombstones.encode(BitMap([1, 5, 9])), sha256=other.sha256))

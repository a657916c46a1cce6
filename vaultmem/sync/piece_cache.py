"""Ingest's cached path to index terms and memory cues: each piece (``text.terms.pieces``) analysed once.

Pieces repeat (Zipf), so after a few files nearly every piece of a chunk is a dict hit: ``PieceCache`` remembers
each piece's terms (case kept: "Redis" and "redis" are two entries) and, marked once at first sight, the cue
words it can be part of (``memory.cue_pieces``). A batch's terms, and whether each chunk can hold a memory cue
at all, are then gathers over its pieces' entries; chunks that cannot skip the atom regexes.

The plain functions are the rule: ``text.terms.term_ids`` and ``memory.cue_pieces.may_hold_cue`` over
``piece_marks`` (``tests/sync/test_piece_cache.py`` holds the cache to them).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from itertools import chain

import numpy as np

from ..memory.cue_pieces import may_hold_cue, piece_marks
from ..ragged import split
from ..text.terms import piece_words, pieces, word_terms

PIECE_CACHE_MAX = 300_000  # entries (~100 bytes each); a batch that would pass it starts a fresh cache


class PieceCache:
    """piece (bytes) → its term ids and cue marks, held in flat arrays so a batch's are gathered by numpy."""

    def __init__(self) -> None:
        self.index = _EntryIndex()
        self.size = 0
        self._starts = np.zeros(1024, dtype=np.int64)  # entry i's ids are _flat[_starts[i]:_starts[i + 1]]
        self._flat = np.zeros(4096, dtype=np.uint32)
        self._marks = np.zeros(1024, dtype=np.uint32)  # entry i's cue marks

    def entries(self, batch: list[bytes]) -> np.ndarray | None:
        """The entry of each piece, new pieces added first; None (nothing added) when the new ones would grow
        the cache past ``PIECE_CACHE_MAX``."""
        idx = np.fromiter(map(self.index.__getitem__, batch), dtype=np.int64, count=len(batch))
        missing = np.flatnonzero(idx < 0)
        if missing.size:
            unseen = [batch[i] for i in missing.tolist()]
            new = list(dict.fromkeys(unseen))
            if self.size and self.size + len(new) > PIECE_CACHE_MAX:
                return None
            self._add(new)
            idx[missing] = np.fromiter(map(self.index.__getitem__, unseen), dtype=np.int64, count=missing.size)
        return idx

    def marks(self, idx: np.ndarray) -> np.ndarray:
        """The cue marks of the given entries."""
        return self._marks[idx]

    def gather(self, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(the entries' term ids concatenated, each entry's count of them)."""
        lo = self._starts[idx]
        n = self._starts[idx + 1] - lo
        if n.size and n.min() == 1 and n.max() == 1:  # prose: nearly every piece is one term
            return self._flat[lo], n
        ends = np.cumsum(n)
        return self._flat[np.repeat(lo - (ends - n), n) + np.arange(ends[-1] if ends.size else 0)], n

    def _add(self, new: list[bytes]) -> None:
        per_piece = piece_words(new)
        ids = word_terms(list(chain.from_iterable(per_piece)))
        bounds = np.cumsum(np.fromiter(map(len, per_piece), dtype=np.int64, count=len(per_piece)))
        base = int(self._starts[self.size])
        entries_end, flat_end = self.size + len(new) + 1, base + ids.size
        if entries_end > self._starts.size:
            self._starts = np.resize(self._starts, max(entries_end, 2 * self._starts.size))
            self._marks = np.resize(self._marks, self._starts.size)
        if flat_end > self._flat.size:
            self._flat = np.resize(self._flat, max(flat_end, 2 * self._flat.size))
        self._flat[base:flat_end] = ids
        self._starts[self.size + 1:entries_end] = base + bounds
        self._marks[self.size:entries_end - 1] = piece_marks(new)
        self.index.update(zip(new, range(self.size, self.size + len(new))))
        self.size += len(new)


class _EntryIndex(dict[bytes, int]):
    def __missing__(self, piece: bytes) -> int:
        return -1


_LOCAL = threading.local()  # one cache per thread: no locks on the hot path


def _cache(fresh: bool = False) -> PieceCache:
    """This thread's cache; a fresh one when asked (a vault of random identifiers cannot grow it without bound)."""
    cache = getattr(_LOCAL, "cache", None)
    if cache is None or fresh:
        cache = _LOCAL.cache = PieceCache()
    return cache


def term_ids_many(texts: Sequence[str]) -> list[np.ndarray]:
    """``text.terms.term_ids`` of each text, as one batch: one lookup pass and one gather."""
    return _terms(*_lookup(texts))


def terms_and_cues(texts: Sequence[str]) -> tuple[list[np.ndarray], np.ndarray]:
    """``term_ids_many`` of ``texts``, and per text whether its pieces can hold a memory cue
    (``memory.cue_pieces.may_hold_cue``)."""
    cache, idx, piece_ends = _lookup(texts)
    return _terms(cache, idx, piece_ends), may_hold_cue(cache.marks(idx), piece_ends)


def _lookup(texts: Sequence[str]) -> tuple[PieceCache, np.ndarray, np.ndarray]:
    """(the cache, the entry of every piece of the texts end to end, each text's end in those)."""
    per_text = [pieces(t) for t in texts]
    flat = list(chain.from_iterable(per_text))
    cache = _cache()
    idx = cache.entries(flat)
    if idx is None:  # the batch's new pieces do not fit: start afresh (an empty cache takes any one batch)
        cache = _cache(fresh=True)
        idx = cache.entries(flat)
        assert idx is not None
    return cache, idx, np.cumsum(np.fromiter(map(len, per_text), dtype=np.int64, count=len(per_text)))


def _terms(cache: PieceCache, idx: np.ndarray, piece_ends: np.ndarray) -> list[np.ndarray]:
    terms, n = cache.gather(idx)
    term_ends = np.concatenate(([0], np.cumsum(n)))[piece_ends]
    return split(terms, term_ends)

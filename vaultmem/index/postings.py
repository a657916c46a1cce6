"""Term → chunk postings, CSR style: sorted term ids, offsets, chunk ids, term frequencies.

Built and decoded with whole-array numpy operations (no Python loop per posting). On disk, chunk ids are
delta-coded within each term's list, which together with byte shuffling lets zstd shrink them to ~1 byte.
"""

from __future__ import annotations

import numpy as np


class Postings:
    """Postings of one segment. Chunk ids are kept delta-coded (as stored) and decoded per term on lookup, so
    opening a segment costs one decompression, not a pass over every posting."""

    __slots__ = ("_docs", "deltas", "offsets", "terms", "tfs")

    def __init__(self, terms: np.ndarray, offsets: np.ndarray, deltas: np.ndarray, tfs: np.ndarray) -> None:
        self.terms = terms  # uint32, sorted, unique
        self.offsets = offsets  # int64, len(terms) + 1
        self.deltas = deltas  # uint32: first chunk id of each term absolute, then gaps
        self.tfs = tfs  # uint16
        self._docs: np.ndarray | None = None

    @classmethod
    def from_docs(cls, terms: np.ndarray, offsets: np.ndarray, docs: np.ndarray, tfs: np.ndarray) -> Postings:
        deltas = docs.astype(np.int64)
        deltas[1:] -= docs[:-1].astype(np.int64)
        starts = offsets[:-1][np.diff(offsets) > 0]
        deltas[starts] = docs[starts]
        p = cls(terms, offsets, deltas.astype(np.uint32), tfs)
        p._docs = docs
        return p

    @property
    def docs(self) -> np.ndarray:
        """Every chunk id, ascending within each term (decoded once; merges and verification read it whole)."""
        if self._docs is None:
            cs = np.cumsum(self.deltas, dtype=np.int64)
            lengths = np.diff(self.offsets)
            before = np.where(self.offsets[:-1] > 0, cs[np.maximum(self.offsets[:-1] - 1, 0)], 0)
            self._docs = (cs - np.repeat(before, lengths)).astype(np.uint32) if len(cs) else _EMPTY_U32
        return self._docs

    def lookup(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        i = int(np.searchsorted(self.terms, term))
        if i == len(self.terms) or self.terms[i] != term:
            return _EMPTY_U32, _EMPTY_U16
        lo, hi = self.offsets[i], self.offsets[i + 1]
        if self._docs is not None:
            return self._docs[lo:hi], self.tfs[lo:hi]
        return np.cumsum(self.deltas[lo:hi], dtype=np.uint32), self.tfs[lo:hi]

    def df(self) -> np.ndarray:
        return np.diff(self.offsets)


_EMPTY_U32 = np.zeros(0, np.uint32)
_EMPTY_U16 = np.zeros(0, np.uint16)


def build(chunk_terms: list[np.ndarray]) -> Postings:
    """Invert per-chunk term sequences; tf saturates at 65535 (BM25 saturates long before)."""
    lengths = np.fromiter((len(t) for t in chunk_terms), dtype=np.int64, count=len(chunk_terms))
    if lengths.sum() == 0:
        return Postings(np.zeros(0, np.uint32), np.zeros(1, np.int64), _EMPTY_U32, _EMPTY_U16)
    docs = np.repeat(np.arange(len(chunk_terms), dtype=np.uint64), lengths)
    terms = np.concatenate(chunk_terms).astype(np.uint64)
    keys, counts = np.unique((terms << np.uint64(32)) | docs, return_counts=True)
    t = (keys >> np.uint64(32)).astype(np.uint32)
    d = (keys & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    uniq, starts = np.unique(t, return_index=True)
    offsets = np.append(starts, len(t)).astype(np.int64)
    return Postings.from_docs(uniq, offsets, d, np.minimum(counts, 65535).astype(np.uint16))


def to_sections(p: Postings) -> dict[str, np.ndarray]:
    return {"post.terms": p.terms, "post.offsets": p.offsets, "post.docs": p.deltas, "post.tfs": p.tfs}


def from_sections(terms: np.ndarray, offsets: np.ndarray, deltas: np.ndarray, tfs: np.ndarray) -> Postings:
    return Postings(terms, offsets, deltas, tfs)

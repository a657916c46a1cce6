"""Term → chunk postings, CSR style: sorted term ids, offsets, chunk ids, term frequencies.

Built and decoded with whole-array numpy operations (no Python loop per posting). On disk, chunk ids are
delta-coded within each term's list, which together with byte shuffling lets zstd shrink them to ~1 byte.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, slots=True)
class Postings:
    terms: np.ndarray  # uint32, sorted, unique
    offsets: np.ndarray  # int64, len(terms) + 1
    docs: np.ndarray  # uint32 local chunk ids, ascending within a term
    tfs: np.ndarray  # uint16

    def lookup(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        i = int(np.searchsorted(self.terms, term))
        if i == len(self.terms) or self.terms[i] != term:
            return _EMPTY_U32, _EMPTY_U16
        lo, hi = self.offsets[i], self.offsets[i + 1]
        return self.docs[lo:hi], self.tfs[lo:hi]

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
    return Postings(uniq, offsets, d, np.minimum(counts, 65535).astype(np.uint16))


def to_sections(p: Postings) -> dict[str, np.ndarray]:
    deltas = p.docs.astype(np.int64)
    deltas[1:] -= p.docs[:-1].astype(np.int64)
    starts = p.offsets[:-1][np.diff(p.offsets) > 0]
    deltas[starts] = p.docs[starts]
    return {"post.terms": p.terms, "post.offsets": p.offsets, "post.docs": deltas.astype(np.uint32),
            "post.tfs": p.tfs}


def from_sections(terms: np.ndarray, offsets: np.ndarray, deltas: np.ndarray, tfs: np.ndarray) -> Postings:
    cs = np.cumsum(deltas, dtype=np.int64)
    lengths = np.diff(offsets)
    before = np.where(offsets[:-1] > 0, cs[np.maximum(offsets[:-1] - 1, 0)], 0)
    docs = (cs - np.repeat(before, lengths)).astype(np.uint32) if len(cs) else _EMPTY_U32
    return Postings(terms, offsets, docs, tfs)

"""Term → chunk postings, CSR style: sorted term ids, offsets, chunk ids, term frequencies.

Built and decoded with whole-array numpy operations (no Python loop per posting). On disk each term's chunk
ids are delta-coded and the per-term lists are cut into zstd blocks of ``TERM_BLOCK`` terms (tfs
alike), so opening a segment decompresses nothing and a query decompresses only the blocks holding its
terms. Delta coding plus byte shuffling lets zstd shrink a chunk id to about a byte.
"""

from __future__ import annotations

import numpy as np

from ..ragged import join
from . import blocks

TF_MAX = 65535  # term frequencies saturate here (uint16); BM25 saturates long before
TERM_BLOCK = 16  # terms per compressed postings block: a query's rare term decompresses 15 neighbours, not 63
SECTIONS = ("post.terms", "post.offsets", "post.docs.blob", "post.docs.blocks", "post.tfs.blob", "post.tfs.blocks")


class Postings:
    """Postings of one segment: in memory when just built or merged, else read lazily from block stores."""

    __slots__ = ("_docs", "_docs_reader", "_tfs", "_tfs_reader", "offsets", "terms")

    def __init__(self, terms: np.ndarray, offsets: np.ndarray, docs: np.ndarray | None = None,
                 tfs: np.ndarray | None = None, readers: tuple[blocks.BlockReader, blocks.BlockReader] | None = None) -> None:
        self.terms = terms  # uint32, sorted, unique
        self.offsets = offsets  # int64, len(terms) + 1
        self._docs = docs  # uint32 chunk ids, ascending within each term
        self._tfs = tfs  # uint16
        self._docs_reader, self._tfs_reader = readers or (None, None)

    @property
    def docs(self) -> np.ndarray:
        """Every chunk id (decoded whole, once: merges and verification read all postings)."""
        if self._docs is None:
            assert self._docs_reader is not None
            self._docs = _undelta(self._docs_reader.flat(), self.offsets)
        return self._docs

    @property
    def tfs(self) -> np.ndarray:
        if self._tfs is None:
            assert self._tfs_reader is not None
            self._tfs = self._tfs_reader.flat()
        return self._tfs

    def lookup(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        i = int(np.searchsorted(self.terms, term))
        if i == len(self.terms) or self.terms[i] != term:
            return _EMPTY_U32, _EMPTY_U16
        if self._docs is not None and self._tfs is not None:
            lo, hi = self.offsets[i], self.offsets[i + 1]
            return self._docs[lo:hi], self._tfs[lo:hi]
        assert self._docs_reader is not None and self._tfs_reader is not None
        return np.cumsum(self._docs_reader.get(i), dtype=np.uint32), self._tfs_reader.get(i)

    def df(self) -> np.ndarray:
        return np.diff(self.offsets)


_EMPTY_U32 = np.zeros(0, np.uint32)
_EMPTY_U16 = np.zeros(0, np.uint16)


def _deltas(docs: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Gaps between consecutive chunk ids of a term; each term's first id stays absolute."""
    d = docs.astype(np.int64)
    d[1:] -= docs[:-1].astype(np.int64)
    starts = offsets[:-1][np.diff(offsets) > 0]
    d[starts] = docs[starts]
    return d.astype(np.uint32)


def _undelta(deltas: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    if not len(deltas):
        return _EMPTY_U32
    cs = np.cumsum(deltas, dtype=np.int64)
    before = np.where(offsets[:-1] > 0, cs[np.maximum(offsets[:-1] - 1, 0)], 0)
    return (cs - np.repeat(before, np.diff(offsets))).astype(np.uint32)


def build(chunk_terms: list[np.ndarray]) -> Postings:
    """Invert per-chunk term sequences; tf saturates at 65535 (BM25 saturates long before).

    Occurrences come in chunk order, so a stable sort by term alone leaves each term's chunk ids ascending: an
    LSD radix sort, two stable argsorts of 16-bit keys (numpy sorts those by counting), then runs of equal
    (term, chunk) pairs are the postings and their lengths the tfs: cheaper than sorting packed 64-bit
    (term, chunk) keys, on the sync's main thread (docs/performance.md#postings-by-radix-sort).
    """
    terms, ends = join(chunk_terms)
    if not terms.size:
        return Postings(np.zeros(0, np.uint32), np.zeros(1, np.int64), _EMPTY_U32, _EMPTY_U16)
    terms = terms.astype(np.uint32, copy=False)
    order = np.argsort((terms & 0xFFFF).astype(np.uint16), kind="stable")
    order = order[np.argsort((terms[order] >> 16).astype(np.uint16), kind="stable")]
    terms = terms[order]
    docs = np.repeat(np.arange(len(chunk_terms), dtype=np.uint32), np.diff(ends, prepend=0))[order]
    del order
    first = _run_starts(terms, docs)
    tfs = np.minimum(np.diff(np.append(first, terms.size)), TF_MAX).astype(np.uint16)
    terms, docs = terms[first], docs[first]
    starts = _run_starts(terms)
    return Postings(terms[starts], np.append(starts, terms.size).astype(np.int64), docs, tfs)


def _run_starts(*columns: np.ndarray) -> np.ndarray:
    """Index of the first row of each run of equal rows, for rows given as equal-length sorted columns."""
    new = np.zeros(columns[0].size, dtype=bool)
    new[:1] = True
    for col in columns:
        new[1:] |= col[1:] != col[:-1]
    return np.flatnonzero(new)


def to_sections(p: Postings) -> dict[str, np.ndarray]:
    docs = blocks.pack_flat(_deltas(p.docs, p.offsets), p.offsets, TERM_BLOCK)
    tfs = blocks.pack_flat(p.tfs, p.offsets, TERM_BLOCK)
    return {"post.terms": p.terms, "post.offsets": p.offsets, "post.docs.blob": docs["blob"],
            "post.docs.blocks": docs["blocks"], "post.tfs.blob": tfs["blob"], "post.tfs.blocks": tfs["blocks"]}


def from_sections(terms: np.ndarray, offsets: np.ndarray, docs_blob: np.ndarray, docs_blocks: np.ndarray,
                  tfs_blob: np.ndarray, tfs_blocks: np.ndarray) -> Postings:
    readers = (blocks.BlockReader(docs_blob, docs_blocks, offsets, np.dtype(np.uint32), TERM_BLOCK, _CACHE_BYTES),
               blocks.BlockReader(tfs_blob, tfs_blocks, offsets, np.dtype(np.uint16), TERM_BLOCK, _CACHE_BYTES))
    return Postings(terms, offsets, readers=readers)


# Decompressed blocks kept per segment and store. The snapshot's postings cache holds the gathered postings of
# the terms queries use; when that overflows (at 1M chunks a common term's postings are megabytes), a gather
# decodes the term's block in every segment again: 4 MB is where that stops costing at 1M chunks
# (docs/performance.md#memory).
_CACHE_BYTES = 4 << 20

"""Okapi BM25 over normalised token ids, vectorised over postings.

Formula (Robertson & Zaragoza 2009, "The Probabilistic Relevance Framework", eq. 3.15 with Lucene's IDF):

    score(q, c) = Σ_t∈q  idf(t) · tf·(k1+1) / (tf + k1·(1 − b + b·dl/avgdl))
    idf(t)      = ln(1 + (N − df + 0.5) / (df + 0.5))      # Lucene BM25Similarity; never negative

N and df count live (non-deleted) chunks only, so an index that has seen edits scores exactly like a fresh
rebuild. Query terms are distinct (query-side tf ignored). k1 = 1.2 and b = 0.75 are the standard defaults
(Lucene, Elasticsearch, bm25s); ContextFit's 1.5 / 0.9 gave no gain on our eval.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..index.snapshot import Snapshot

K1 = 1.2
B = 0.75


def idf(df: np.ndarray | float, n: int) -> np.ndarray | float:
    return np.log1p((n - df + 0.5) / (df + 0.5))


def tf_part(tf: np.ndarray, dl: np.ndarray, avgdl: float, k1: float = K1, b: float = B) -> np.ndarray:
    return tf * (k1 + 1.0) / (tf + k1 * (1.0 - b + b * dl / avgdl))


@dataclass(frozen=True, slots=True)
class TermStats:
    term: int
    df: int
    idf: float


@dataclass(frozen=True, slots=True)
class ChunkScores:
    """Sparse chunk scores: the chunks that matched at least one query term."""

    chunks: np.ndarray  # global chunk ids (int64), ascending
    scores: np.ndarray  # float64
    terms: tuple[TermStats, ...]


def score_chunks(snap: Snapshot, query_terms: np.ndarray, allowed_sessions: np.ndarray | None = None) -> ChunkScores:
    """BM25 of every live chunk containing a query term; one numpy pass per term, none per posting."""
    terms = np.unique(query_terms)
    n = snap.live_chunks
    docs_parts, contrib_parts, stats = [], [], []
    for t in terms:
        docs, tfs = snap.postings(int(t))
        if not len(docs):
            continue
        w = float(idf(len(docs), n))
        stats.append(TermStats(int(t), len(docs), w))
        docs_parts.append(docs)
        contrib_parts.append(w * tf_part(tfs.astype(np.float64), snap.chunk_dl[docs], snap.avgdl))
    if not docs_parts:
        return ChunkScores(np.zeros(0, np.int64), np.zeros(0), tuple(stats))
    docs = np.concatenate(docs_parts)
    contrib = np.concatenate(contrib_parts)
    if allowed_sessions is not None:
        keep = allowed_sessions[snap.chunk_session[docs]]
        docs, contrib = docs[keep], contrib[keep]
    # A dense accumulator over all chunk ids is O(postings) — no sort — and sums each chunk's contributions in
    # the same (term) order as before, so scores are bit-identical. Every contribution is > 0 (idf > 0, tf ≥ 1).
    dense = np.bincount(docs, weights=contrib, minlength=snap.n_chunks)
    chunks = np.flatnonzero(dense)
    return ChunkScores(chunks, dense[chunks], tuple(stats))


def best_chunk_per_session(snap: Snapshot, cs: ChunkScores) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(session gids, their best chunk gid, its score): a session scores as its best chunk."""
    if not len(cs.chunks):
        empty = np.zeros(0, np.int64)
        return empty, empty, np.zeros(0)
    sessions = snap.chunk_session[cs.chunks]
    if len(sessions) > 1 and (np.diff(sessions) < 0).any():  # not grouped (never for a sound index): sort
        order = np.lexsort((cs.chunks, -cs.scores))  # score desc, then chunk id for determinism
        uniq, first = np.unique(sessions[order], return_index=True)
        pick = order[first]
        return uniq, cs.chunks[pick], cs.scores[pick]
    # A session's chunks have contiguous ids, so ascending chunk ids come grouped by session: a segmented max
    # (O(n), no sort) finds each session's best score; its first chunk reaching it is the lowest id, as before.
    starts = np.flatnonzero(np.r_[True, sessions[1:] != sessions[:-1]])
    best = np.maximum.reduceat(cs.scores, starts)
    hits = np.flatnonzero(cs.scores == np.repeat(best, np.diff(np.r_[starts, len(sessions)])))
    group = np.searchsorted(starts, hits, side="right") - 1
    pick = hits[np.r_[True, group[1:] != group[:-1]]]
    return sessions[starts], cs.chunks[pick], cs.scores[pick]


def term_frequency(snap: Snapshot, term: int, chunk: int) -> int:
    """tf of one term in one chunk, by binary search in that chunk's segment's postings (for explanations).

    Only the one segment is consulted: gathering the term's postings across all segments cost O(df) per
    result and term, which dominated explained queries with common words."""
    seg = int(np.searchsorted(snap.chunk_base, chunk, side="right")) - 1
    docs, tfs = snap.segments[seg].postings.lookup(term)
    local = chunk - int(snap.chunk_base[seg])
    i = int(np.searchsorted(docs, local))
    return int(tfs[i]) if i < len(docs) and docs[i] == local else 0

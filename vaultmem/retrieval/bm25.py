"""Okapi BM25 over normalised token ids, vectorised over postings.

Formula (Robertson & Zaragoza 2009, "The Probabilistic Relevance Framework", eq. 3.15 with Lucene's IDF):

    score(q, c) = Σ_t∈q  idf(t) · tf·(k1+1) / (tf + k1·(1 − b + b·dl/avgdl))
    idf(t)      = ln(1 + (N − df + 0.5) / (df + 0.5))      # Lucene BM25Similarity; never negative

N and df count live (non-deleted) chunks only, so an index that has seen edits scores exactly like a fresh
rebuild. Query terms are distinct (query-side tf ignored). k1 = 1.2 and b = 0.75 are the standard defaults
(Lucene, Elasticsearch, bm25s); ContextFit's 1.5 / 0.9 gave no gain on our eval.

Top-k queries use MaxScore (Turtle & Flood 1995, "Query evaluation: strategies and optimizations"): a term
can add at most idf·(k1+1), so once the k-th best session scores above the summed bounds of the commonest
terms, a chunk holding only those terms cannot reach the top k. Only chunks holding a rarer term are
scored, each exactly (common terms are looked up for them by binary search). The result is the exact
top k with exactly the exhaustive scores — the loop widens until the bound proves it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..index.snapshot import Snapshot
from ..sortedsets import distinct, run_heads

K1 = 1.2
B = 0.75


def idf(df: np.ndarray | float, n: int) -> np.ndarray | float:
    return np.log1p((n - df + 0.5) / (df + 0.5))


def tf_part(tf: np.ndarray | float, dl: np.ndarray | float, avgdl: float, k1: float = K1, b: float = B) -> np.ndarray | float:
    return saturation(tf, length_norm(dl, avgdl, k1, b), k1)


def length_norm(dl: np.ndarray | float, avgdl: float, k1: float = K1, b: float = B) -> np.ndarray | float:
    """k1·(1 − b + b·dl/avgdl): the part of ``tf_part``'s denominator a chunk's length sets."""
    return k1 * (1.0 - b + b * dl / avgdl)


def saturation(tf: np.ndarray | float, norm: np.ndarray | float, k1: float = K1) -> np.ndarray | float:
    """``tf_part`` from a chunk's ``length_norm``: the same operations in the same order, so the same bits."""
    return tf * (k1 + 1.0) / (tf + norm)


def chunk_norms(snap: Snapshot) -> np.ndarray:
    """``length_norm`` of every chunk, once per snapshot: a term's pass gathers one value per posting instead of
    computing it from the chunk's length (~45 → ~24 µs of an exhaustive pass at the 100k tier)."""
    return snap.derived("bm25_norms", lambda s: length_norm(s.chunk_dl, s.avgdl))


@dataclass(frozen=True, slots=True, eq=False)
class TermStats:
    """One query term: its live postings (global chunk ids ascending, tfs) and IDF."""

    term: int
    df: int
    idf: float
    docs: np.ndarray
    tfs: np.ndarray

    def tfs_of(self, chunks: np.ndarray) -> np.ndarray:
        """This term's frequency in each of the given chunks (0 where it does not occur)."""
        if not len(self.docs):
            return np.zeros(len(chunks), np.int64)
        pos = np.minimum(np.searchsorted(self.docs, chunks), len(self.docs) - 1)
        return np.where(self.docs[pos] == chunks, self.tfs[pos], 0).astype(np.int64)


@dataclass(frozen=True, slots=True)
class ChunkScores:
    """Sparse chunk scores: every chunk matching a query term, or (pruned) a subset holding the top k."""

    chunks: np.ndarray  # global chunk ids (int64), ascending
    scores: np.ndarray  # float64
    terms: tuple[TermStats, ...]


# Below this many postings the exhaustive pass is as cheap as pruning's bookkeeping.
PRUNE_MIN_POSTINGS = 20_000
# A set of ids is handled through an array over all chunk ids (O(n_chunks), no sort, no binary search) once it
# holds more than 1/DENSE_SHARE of them; smaller sets by sort / binary search.
DENSE_SHARE = 16
# A top-k ranking keeps the best HOLD_PER_K·k chunks when they hold k sessions (``_holding_top``).
HOLD_PER_K = 4
# The k-th best of many scores is looked for among those reaching the k-th best of every SAMPLE_STRIDE-th one
# (``kth_largest``): at the 100k tier's median of ~5,000 matched chunks, ~45 → ~13 µs.
SAMPLE_STRIDE = 8


def query_terms(snap: Snapshot, terms: np.ndarray) -> tuple[TermStats, ...]:
    """The distinct query terms present in the index, in term-id order (the order scores are summed in)."""
    out = []
    for t in distinct(terms):
        docs, tfs = snap.postings(int(t))
        if len(docs):
            out.append(TermStats(int(t), len(docs), float(idf(len(docs), snap.live_chunks)), docs, tfs))
    return tuple(out)


def score_chunks(snap: Snapshot, query_terms_: np.ndarray, allowed_sessions: np.ndarray | None = None,
                 k: int | None = None) -> ChunkScores:
    """BM25 of the chunks that can matter: all matching chunks, or with ``k`` enough to hold the best ``k``
    sessions (MaxScore). One numpy pass per term, none per posting."""
    stats = query_terms(snap, query_terms_)
    if not stats:
        return ChunkScores(np.zeros(0, np.int64), np.zeros(0), stats)
    if k is None:
        return _exhaustive(snap, stats, allowed_sessions)
    if sum(t.df for t in stats) <= PRUNE_MIN_POSTINGS:
        return _holding_top(snap, _exhaustive(snap, stats, allowed_sessions), k)
    bounds = [t.idf * (K1 + 1.0) for t in stats]
    by_bound = sorted(range(len(stats)), key=lambda i: (bounds[i], i))
    below = np.concatenate([[0.0], np.cumsum([bounds[i] for i in by_bound])])  # below[j]: j weakest terms
    skipped = len(stats) - 1  # the weakest terms not traversed; start with only the strongest term traversed
    while skipped > 0:
        cand = _union([stats[i].docs for i in by_bound[skipped:]], snap.n_chunks)
        if allowed_sessions is not None:
            cand = cand[allowed_sessions[snap.chunk_session[cand]]]
        scores = chunk_scores_of(snap, stats, cand)
        theta = _kth_session_score(snap, cand, scores, k)
        if below[skipped] < theta:  # a chunk with only skipped terms scores < theta: cannot enter the top k
            # Nor can one below theta among these: k sessions reach it, and a session reaching it keeps every
            # chunk it scores its best with. Dropping the rest spares the per-session pass thousands of chunks.
            keep = scores >= theta
            return ChunkScores(cand[keep], scores[keep], stats)
        skipped = int(np.searchsorted(below, theta, side="left")) - 1 if theta > 0 else 0
        skipped = max(0, min(skipped, len(stats) - 1))
    return _holding_top(snap, _exhaustive(snap, stats, allowed_sessions), k)


def _holding_top(snap: Snapshot, cs: ChunkScores, k: int) -> ChunkScores:
    """The chunks of ``cs`` scoring at least its ``HOLD_PER_K``·k-th best, when those hold k sessions: every session
    that reaches that score keeps all the chunks it scores its best with, and any other session scores below k
    that do, so the best k sessions come out the same. Else ``cs``."""
    n = len(cs.chunks)
    if n <= HOLD_PER_K * k:
        return cs
    keep = cs.scores >= kth_largest(cs.scores, HOLD_PER_K * k)
    chunks = cs.chunks[keep]
    if len(distinct(snap.chunk_session[chunks])) < k:
        return cs
    return ChunkScores(chunks, cs.scores[keep], cs.terms)


def kth_largest(values: np.ndarray, k: int) -> float:
    """The ``k``-th largest of ``values`` (1 ≤ k ≤ their number), exactly ``np.partition``'s. Of many values, only
    those reaching the k-th largest of a strided sample are partitioned: a subset's k-th largest is no larger than
    the whole's, so they are the largest values down to it and past the answer, and far fewer."""
    if len(values) >= 4 * SAMPLE_STRIDE * k:
        sample = values[::SAMPLE_STRIDE]
        values = values[values >= np.partition(sample, len(sample) - k)[len(sample) - k]]
    return float(np.partition(values, len(values) - k)[len(values) - k])


def _union(sorted_ids: list[np.ndarray], n: int) -> np.ndarray:
    """Ascending distinct ids of several ascending id arrays below ``n``: a mark array when they cover a fair
    share of ``0..n`` (O(n), no sort), else a sort of the concatenation."""
    if len(sorted_ids) == 1:
        return sorted_ids[0]
    total = sum(len(a) for a in sorted_ids)
    if total * DENSE_SHARE >= n:
        marks = np.zeros(n, np.bool_)
        for a in sorted_ids:
            marks[a] = True
        return np.flatnonzero(marks)
    ids = np.sort(np.concatenate(sorted_ids))
    return ids[run_heads(ids)]


def _exhaustive(snap: Snapshot, stats: tuple[TermStats, ...], allowed_sessions: np.ndarray | None) -> ChunkScores:
    norms = chunk_norms(snap)
    per_term = []
    for t in stats:
        docs, tfs = t.docs, t.tfs
        if allowed_sessions is not None:
            keep = allowed_sessions[snap.chunk_session[docs]]
            docs, tfs = docs[keep], tfs[keep]
        per_term.append((docs, t.idf * saturation(tfs.astype(np.float64), norms[docs])))
    total = sum(len(d) for d, _ in per_term)
    if not total:
        return ChunkScores(np.zeros(0, np.int64), np.zeros(0), stats)
    if total * DENSE_SHARE >= snap.n_chunks:
        # A dense accumulator over all chunk ids is O(n_chunks) — no sort — and sums each chunk's contributions in
        # term order. Every contribution is > 0 (idf > 0, tf ≥ 1), so nonzero = matched; found through a boolean
        # array, since numpy's nonzero reads a float64 array ~6× slower than the comparison and a boolean one.
        dense = np.bincount(np.concatenate([d for d, _ in per_term]),
                            weights=np.concatenate([c for _, c in per_term]), minlength=snap.n_chunks)
        chunks = np.flatnonzero(dense != 0)
        return ChunkScores(chunks, dense[chunks], stats)
    # Few postings (most queries of a large vault): the matched chunks by sort, each term's contributions added in
    # term order as above (a term's postings are distinct chunks), so the scores are the same to the last bit.
    chunks = _union([d for d, _ in per_term], snap.n_chunks)
    scores = np.zeros(len(chunks))
    for docs, contrib in per_term:
        scores[np.searchsorted(chunks, docs)] += contrib
    return ChunkScores(chunks, scores, stats)


def chunk_scores_of(snap: Snapshot, stats: tuple[TermStats, ...], chunks: np.ndarray) -> np.ndarray:
    """Exact BM25 of the given chunks (ascending ids), summed in term order exactly like the exhaustive pass,
    so both give bit-identical scores. A large chunk set is addressed through a dense slot map (one gather per
    posting); a small one by binary search from each term's smaller side."""
    acc = np.zeros(len(chunks))
    if not len(chunks):
        return acc
    norms = chunk_norms(snap)
    slot = None
    if len(chunks) * DENSE_SHARE >= snap.n_chunks:
        slot = np.full(snap.n_chunks, -1, np.int32)
        slot[chunks] = np.arange(len(chunks), dtype=np.int32)
    for t in stats:
        if slot is not None:
            pos = slot[t.docs]
            hit = pos >= 0
            where, tfs = pos[hit], t.tfs[hit]
        elif len(t.docs) < len(chunks):
            pos = np.searchsorted(chunks, t.docs)
            hit = pos < len(chunks)
            hit[hit] = chunks[pos[hit]] == t.docs[hit]
            where, tfs = pos[hit], t.tfs[hit]
        else:
            tf_all = t.tfs_of(chunks)
            where = np.flatnonzero(tf_all)  # every stored tf is ≥ 1
            tfs = tf_all[where]
        acc[where] += t.idf * saturation(tfs.astype(np.float64), norms[chunks[where]])
    return acc


def _kth_session_score(snap: Snapshot, chunks: np.ndarray, scores: np.ndarray, k: int) -> float:
    """The k-th best session score among these chunks (a session scores as its best chunk); 0 if fewer."""
    if not len(chunks):
        return 0.0
    sessions = snap.chunk_session[chunks]
    starts = np.flatnonzero(run_heads(sessions))
    if len(starts) < k:
        return 0.0
    best = np.maximum.reduceat(scores, starts)
    return float(np.partition(best, len(best) - k)[len(best) - k])


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
    heads = run_heads(sessions)
    starts = np.flatnonzero(heads)
    best = np.maximum.reduceat(cs.scores, starts)
    group = np.cumsum(heads) - 1  # each chunk's session, counted from 0
    hits = np.flatnonzero(cs.scores == best[group])
    pick = hits[run_heads(group[hits])]
    return sessions[starts], cs.chunks[pick], cs.scores[pick]


def session_scores(snap: Snapshot, stats: tuple[TermStats, ...], sessions: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(best chunk gid, BM25) of each given (distinct) session, exactly as the exhaustive ranking gives them; a
    session matching no term gets chunk -1 and score 0."""
    best_chunk = np.full(len(sessions), -1, np.int64)
    best_score = np.zeros(len(sessions))
    if not len(sessions) or not stats:
        return best_chunk, best_score
    order = np.argsort(sessions, kind="stable")
    gids = np.asarray(sessions, np.int64)[order]
    lo = np.searchsorted(snap.chunk_session, gids, side="left")  # a session's chunks are contiguous
    lengths = np.searchsorted(snap.chunk_session, gids, side="right") - lo
    firsts = np.cumsum(lengths) - lengths
    chunks = np.arange(int(lengths.sum()), dtype=np.int64) + np.repeat(lo - firsts, lengths)
    scores = chunk_scores_of(snap, stats, chunks)
    has = lengths > 0
    if not has.any():
        return best_chunk, best_score
    best = np.maximum.reduceat(scores, firsts[has])
    group = np.repeat(np.arange(int(has.sum())), lengths[has])
    hits = np.flatnonzero(scores == best[group])
    first_hit = hits[run_heads(group[hits])]  # lowest chunk id reaching the max
    rows = order[np.flatnonzero(has)]
    matched = best > 0
    best_chunk[rows[matched]] = chunks[first_hit][matched]
    best_score[rows[matched]] = best[matched]
    return best_chunk, best_score

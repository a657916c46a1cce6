"""Query entry point: pick the pipeline for the mode, return ranked sessions with explanations."""

from __future__ import annotations

import numpy as np

from ..index.snapshot import ChunkInfo, Snapshot
from ..text.terms import term_ids, term_text
from . import bm25
from .explanation import Code, Explanation, SearchResult, SearchResults, StageRank, sum_node
from .filters import Filters, allowed_sessions
from .results import chunk_label, make_result
from .snippets import query_words

MODES = ("auto", "bm25")


def search(snap: Snapshot, query: str, k: int = 10, filters: Filters | None = None,
           mode: str = "auto") -> SearchResults:
    if mode not in MODES:
        raise ValueError(f"unknown search mode {mode!r}; expected one of {', '.join(MODES)}")
    if not query.strip() or snap.live_chunks == 0 or k <= 0:
        return SearchResults()
    allowed = allowed_sessions(snap, filters)
    if mode == "auto":
        from .pipeline import auto_search

        results = auto_search(snap, query, k, allowed)
    else:
        results = bm25_search(snap, query, k, allowed)
    matched = matched_sessions(snap, query, allowed)
    dates = snap.session_date[matched]
    return SearchResults(results, len(matched), tuple(dates[~np.isnan(dates)].tolist()))


def matched_sessions(snap: Snapshot, query: str, allowed: np.ndarray | None) -> np.ndarray:
    """Session gids holding any of the query's terms (within ``allowed``)."""
    stats = bm25.query_terms(snap, term_ids(query))
    if not stats:
        return np.zeros(0, np.int64)
    sessions = np.unique(snap.chunk_session[np.concatenate([t.docs for t in stats])])
    return sessions[allowed[sessions]] if allowed is not None else sessions


def bm25_search(snap: Snapshot, query: str, k: int, allowed: np.ndarray | None) -> list[SearchResult]:
    ranked = bm25_sessions(snap, query, allowed, k)
    words = query_words(query)
    top = ranked.top(snap, k)
    infos = [snap.chunk(chunk) for _, chunk, _ in top]
    explanations = explain_bm25(snap, ranked.terms, infos)
    return [make_result(snap, rank, sess, info, expl, words, stages=(StageRank("bm25", rank),))
            for rank, ((sess, _, _), info, expl) in enumerate(zip(top, infos, explanations), start=1)]


class RankedSessions:
    """Sessions ranked by their best chunk's BM25, with deterministic ties (session id)."""

    def __init__(self, sessions: np.ndarray, chunks: np.ndarray, scores: np.ndarray,
                 terms: tuple[bm25.TermStats, ...]) -> None:
        self.sessions, self.chunks, self.scores, self.terms = sessions, chunks, scores, terms

    def __len__(self) -> int:
        return len(self.sessions)

    def top(self, snap: Snapshot, k: int) -> list[tuple[int, int, float]]:
        """Best ``k`` as (session gid, chunk gid, score); ties at the cut resolved by session id string."""
        if not len(self.sessions):
            return []
        n = min(k, len(self.sessions))
        if n < len(self.scores):
            kth = np.partition(-self.scores, n - 1)[n - 1]
            idx = np.flatnonzero(-self.scores <= kth)
        else:
            idx = np.arange(len(self.scores))
        rows = sorted((-float(self.scores[i]), snap.session(int(self.sessions[i])).id, i) for i in idx)
        return [(int(self.sessions[i]), int(self.chunks[i]), -neg) for neg, _, i in rows[:n]]


def bm25_sessions(snap: Snapshot, query: str, allowed: np.ndarray | None, k: int | None = None) -> RankedSessions:
    """Sessions by BM25; with ``k``, only as many as it takes to hold the exact top ``k``."""
    cs = bm25.score_chunks(snap, term_ids(query), allowed, k)
    sessions, chunks, scores = bm25.best_chunk_per_session(snap, cs)
    return RankedSessions(sessions, chunks, scores, cs.terms)


def explain_bm25(snap: Snapshot, terms: tuple[bm25.TermStats, ...], chunks: list[ChunkInfo]) -> list[Explanation]:
    """Per-term contributions of each chunk; their sum is the chunk's (and its session's) BM25 score. The
    terms' frequencies in all the chunks are looked up at once, one binary search per term."""
    gids = np.array([c.gid for c in chunks], np.int64)
    tf_rows = [t.tfs_of(gids).tolist() for t in terms]
    words = [term_text(t.term) for t in terms]
    out = []
    for i, chunk in enumerate(chunks):
        dl = float(snap.chunk_dl[chunk.gid])
        children = []
        for t, word, tfs in zip(terms, words, tf_rows):
            tf = tfs[i]
            if tf == 0:
                continue
            # Python floats: the same IEEE double operations in the same order as the vectorised pass, 10×
            # cheaper than numpy scalars, so the parts still add up to the score bit for bit
            part = bm25.tf_part(float(tf), dl, snap.avgdl)
            children.append(Explanation(t.idf * part, Code.BM25_TERM, f'"{word}": idf {t.idf:.3f} × tf part {part:.3f}',
                                        detail={"term": word, "tf": tf, "df": t.df, "idf": t.idf, "dl": dl,
                                                "avgdl": snap.avgdl, "k1": bm25.K1, "b": bm25.B}))
        children.sort(key=lambda e: -e.value)
        where = chunk_label(chunk.metadata)
        out.append(sum_node(Code.BM25, f"BM25 of the best chunk, {where} (sum over query terms)", children,
                            {"chunk": where}))
    return out

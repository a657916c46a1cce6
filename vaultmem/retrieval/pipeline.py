"""The auto route: router → candidates → episode features → weighted score, fully explained.

Candidates are every live session in a small vault (a few hundred sessions cost less than BM25 bookkeeping),
otherwise the BM25 top ``CANDIDATES``. The score is a weighted sum of named features, so each result's
explanation is exact: contribution = raw value × weight, and the contributions add up to the score.
"""

from __future__ import annotations

import numpy as np

from ..index.snapshot import Snapshot
from .explanation import AtomHit, Code, Evidence, Explanation, SearchResult, StageRank, sum_node
from .features import DESCRIPTIONS, FEATURES, feature_matrix
from .profile import SessionProfile, session_profile
from .results import make_result
from .router import route
from .search import RankedSessions, bm25_sessions
from .snippets import query_words
from .weights import weight_vector

SMALL_VAULT = 256
CANDIDATES = 256


def auto_search(snap: Snapshot, query: str, k: int, allowed: np.ndarray | None) -> list[SearchResult]:
    decision = route(query)
    ranked = bm25_sessions(snap, query, allowed)
    candidates = _candidates(snap, ranked, allowed)
    if not len(candidates):
        return []
    bm25_by_session = dict(zip(ranked.sessions.tolist(), ranked.scores.tolist()))
    best_chunk = dict(zip(ranked.sessions.tolist(), ranked.chunks.tolist()))
    bm25_scores = np.array([bm25_by_session.get(int(s), 0.0) for s in candidates])
    profiles = [session_profile(snap, int(s)) for s in candidates]
    x = feature_matrix(query, decision, profiles, bm25_scores)
    w = np.array(weight_vector(decision.route.mode))
    scores = x @ w
    ids = [snap.session(int(s)).id for s in candidates]
    order = sorted(range(len(candidates)), key=lambda i: (-scores[i], ids[i]))
    bm25_rank = {int(s): r for r, s in enumerate(_bm25_order(ranked, snap), start=1)}
    words = query_words(query)
    results = []
    for rank, i in enumerate(order[:k], start=1):
        gid = int(candidates[i])
        expl = _explain(x[i], w, decision.route.mode)
        chunk = best_chunk.get(gid) or _atom_chunk(profiles[i], decision.intents) or snap.session_chunks(gid).start
        stages = (StageRank("bm25", bm25_rank.get(gid, 0)), StageRank("episode", rank))
        results.append(make_result(snap, rank, gid, chunk, expl, words, decision.route, stages,
                                   atoms=_atom_hits(snap, profiles[i], decision.intents)))
    return results


def _candidates(snap: Snapshot, ranked: RankedSessions, allowed: np.ndarray | None) -> np.ndarray:
    live = snap.session_live if allowed is None else (snap.session_live & allowed)
    if int(live.sum()) <= SMALL_VAULT:
        return np.flatnonzero(live)
    top = np.argsort(-ranked.scores, kind="stable")[:CANDIDATES]
    return np.sort(ranked.sessions[top])


def _bm25_order(ranked: RankedSessions, snap: Snapshot) -> list[int]:
    return [s for s, _, _ in ranked.top(snap, CANDIDATES)]


def _explain(row: np.ndarray, w: np.ndarray, mode: str) -> Explanation:
    children = [Explanation(float(row[j] * w[j]), Code.FEATURE, f"{f}: {DESCRIPTIONS[f]}",
                            detail={"feature": f, "raw": float(row[j]), "weight": float(w[j])})
                for j, f in enumerate(FEATURES) if row[j] != 0.0 and w[j] != 0.0]
    children.sort(key=lambda e: -abs(e.value))
    return sum_node(Code.SCORE, f"episode score, {mode} weights (sum of feature contributions)", children)


def _atom_chunk(p: SessionProfile, intents: frozenset[str]) -> int | None:
    aligned = [a for a in p.atoms if a.atom.type in intents] or list(p.atoms)
    return max(aligned, key=lambda a: a.atom.confidence).atom.chunk if aligned else None


def _atom_hits(snap: Snapshot, p: SessionProfile, intents: frozenset[str]) -> tuple[AtomHit, ...]:
    hits = []
    for a in p.atoms:
        if a.atom.type in intents:
            ordinal = int(snap.chunk(a.atom.chunk).metadata.get("ordinal", 0))
            hits.append(AtomHit(a.atom.type, a.atom.confidence,
                                Evidence(ordinal, a.session_start, a.session_end, a.text)))
    return tuple(sorted(hits, key=lambda h: -h.confidence)[:6])

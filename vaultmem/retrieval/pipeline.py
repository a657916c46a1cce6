"""The auto route: router → candidates → episode features → rerank → certificates, fully explained.

Candidates are every live session in a small vault; in a large one, the BM25 top ``CANDIDATES`` plus the
sessions holding the strongest memory atoms of the types the question asks about (so "a good surprise for
someone close to me" can reach "my sister has been into pottery" with no word in common).

The score is additive by construction: episode features (raw × weight) + rerank adjustments + certificate
bonuses. Each stage's ranking is kept, so every result shows how it moved.
"""

from __future__ import annotations

import numpy as np

from ..index.snapshot import Snapshot
from ..memory.patterns import ATOM_TYPES
from ..memory.store import AtomTable
from ..text.words import STOPWORDS
from ..text.words import words as query_words_in_order
from .bm25 import session_scores
from .certificates import certify
from .explanation import AtomHit, Code, Evidence, Explanation, SearchResult, StageRank, sum_node
from .features import DESCRIPTIONS, FEATURES, feature_matrix
from .profile import SessionProfile, session_profile
from .rerank import Adjustment, rerank
from .results import chunk_label, make_result
from .router import RouteDecision, route
from .search import RankedSessions, bm25_sessions
from .snippets import query_words
from .weights import weight_vector

SMALL_VAULT = 256
CANDIDATES = 100
ATOM_CANDIDATES = 100
STAGES = ("bm25", "episode", "rerank", "certificates")


def auto_search(snap: Snapshot, query: str, k: int, allowed: np.ndarray | None) -> list[SearchResult]:
    decision = route(query)
    ranked = bm25_sessions(snap, content_query(query), allowed, CANDIDATES)
    candidates = _candidates(snap, ranked, allowed, decision)
    if not len(candidates):
        return []
    chunk_of, bm25 = session_scores(snap, ranked.terms, candidates)
    best_chunk = {int(s): int(c) for s, c in zip(candidates, chunk_of) if c >= 0}
    profiles = [session_profile(snap, int(s)) for s in candidates]
    infos = [snap.session(int(s)) for s in candidates]
    ids = [s.id for s in infos]

    x = feature_matrix(query, decision, profiles, bm25)
    w = np.array(weight_vector(decision.route.mode))
    episode = x @ w
    re_adj = rerank(query, decision, profiles, x, episode, bm25, [s.title for s in infos])
    reranked = episode + np.array([sum(a.value for a in row) for row in re_adj])
    certs, cert_adj = certify(query, decision, profiles, x, reranked, lambda c: _ordinal(snap, c))
    final = reranked + np.array([sum(a.value for a in row) for row in cert_adj])

    stage_scores = {"bm25": bm25, "episode": episode, "rerank": reranked, "certificates": final}
    stage_ranks = {name: _ranks(scores, ids, positive_only=name == "bm25") for name, scores in stage_scores.items()}
    order = sorted(range(len(candidates)), key=lambda i: (-final[i], ids[i]))
    words = query_words(query)
    results = []
    for rank, i in enumerate(order[:k], start=1):
        gid = int(candidates[i])
        chunk = best_chunk.get(gid) or _atom_chunk(profiles[i], decision.intents) or snap.session_chunks(gid).start
        info = snap.chunk(chunk)
        expl = _explain(x[i], w, decision, re_adj[i], cert_adj[i], chunk_label(info.metadata))
        stages = tuple(StageRank(name, stage_ranks[name][i]) for name in STAGES)
        results.append(make_result(snap, rank, gid, info, expl, words, decision.route, stages, tuple(certs[i]),
                                   _atom_hits(snap, profiles[i], decision.intents)))
    return results


def content_query(query: str) -> str:
    """The question without function words, for the lexical stage: in a small vault BM25 over "what", "the"
    and "we" would otherwise rank sessions by their grammar. Falls back to the whole question."""
    kept = [w for w in query_words_in_order(query) if w not in STOPWORDS]
    return " ".join(kept) if kept else query


def _candidates(snap: Snapshot, ranked: RankedSessions, allowed: np.ndarray | None,
                decision: RouteDecision) -> np.ndarray:
    """Candidate session gids in canonical order (by session id), so every positional tie-break downstream is
    the same whatever the segment layout: an index after a burst of edits ranks exactly like a rebuild."""
    live = snap.session_live if allowed is None else (snap.session_live & allowed)
    if int(live.sum()) <= SMALL_VAULT:
        chosen = np.flatnonzero(live)
    else:
        lexical = [s for s, _, _ in ranked.top(snap, CANDIDATES)]
        chosen = np.union1d(np.asarray(lexical, np.int64), _atom_candidates(snap, live, decision))
    return np.asarray(sorted(chosen.tolist(), key=lambda g: snap.session(g).id), np.int64)


def _atom_candidates(snap: Snapshot, live: np.ndarray, decision: RouteDecision) -> np.ndarray:
    """Sessions whose strongest intent-aligned atom is among the most confident (newest first, then by id)."""
    table: AtomTable = snap.derived("atoms", AtomTable)
    codes = [ATOM_TYPES.index(t) for t in decision.intents if t in ATOM_TYPES]
    if not len(table.chunk) or not codes:
        return np.zeros(0, np.int64)
    mask = np.isin(table.type, codes) & snap.chunk_live[table.chunk]
    sessions = snap.chunk_session[table.chunk[mask]]
    best = np.zeros(snap.n_sessions)
    np.maximum.at(best, sessions, table.conf[mask])
    best[~live] = 0
    gids = np.flatnonzero(best > 0)
    # One sortable key: confidence (4 decimals) first, then date; ties at the cut fall to the session id.
    key = np.round(best[gids] * 1e4) * 1e10 + np.nan_to_num(snap.session_date[gids], nan=0.0).clip(0, 9e9)
    return top_k_by_id(snap, gids, key, ATOM_CANDIDATES)


def top_k_by_id(snap: Snapshot, gids: np.ndarray, key: np.ndarray, k: int) -> np.ndarray:
    """The ``k`` gids with the highest key; equal keys at the cut are resolved by session id, not position."""
    if len(gids) <= k:
        return gids
    threshold = -np.partition(-key, k - 1)[k - 1]
    above = gids[key > threshold]
    tied = sorted(gids[key == threshold].tolist(), key=lambda g: snap.session(g).id)
    return np.concatenate([above, np.asarray(tied[: k - len(above)], np.int64)])


def _ranks(scores: np.ndarray, ids: list[str], positive_only: bool) -> list[int]:
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], ids[i]))
    ranks = [0] * len(scores)
    for r, i in enumerate(order, start=1):
        ranks[i] = r if (scores[i] > 0 or not positive_only) else 0
    return ranks


def _explain(row: np.ndarray, w: np.ndarray, decision: RouteDecision, re_adj: list[Adjustment],
             cert_adj: list[Adjustment], where: str) -> Explanation:
    features = [Explanation(float(row[j] * w[j]), Code.FEATURE, f"{f}: {DESCRIPTIONS[f]}",
                            detail={"feature": f, "raw": float(row[j]), "weight": float(w[j])})
                for j, f in enumerate(FEATURES) if row[j] != 0.0 and w[j] != 0.0]
    features.sort(key=lambda e: -abs(e.value))
    groups = [sum_node(Code.FEATURE, f"episode score ({decision.route.mode} weights)", features)]
    if re_adj:
        groups.append(sum_node(Code.STAGE, "rerank adjustments", [_node(a, Code.STAGE) for a in re_adj]))
    if cert_adj:
        groups.append(sum_node(Code.CERTIFICATE, "evidence certificates", [_node(a, Code.CERTIFICATE) for a in cert_adj]))
    return sum_node(Code.SCORE, f"score = episode features + rerank + certificates; best chunk: {where}", groups,
                    {"chunk": where})


def _node(a: Adjustment, code: str) -> Explanation:
    detail = {"rule": a.code, **a.detail}
    if a.evidence:
        detail["evidence"] = [e.text for e in a.evidence]
    return Explanation(a.value, code, f"{a.code}: {a.description}", detail=detail)


def _ordinal(snap: Snapshot, chunk: int) -> int:
    return int(snap.chunk(chunk).metadata.get("ordinal", 0))


def _atom_chunk(p: SessionProfile, intents: frozenset[str]) -> int | None:
    aligned = [a for a in p.atoms if a.atom.type in intents] or list(p.atoms)
    return max(aligned, key=lambda a: a.atom.confidence).atom.chunk if aligned else None


def _atom_hits(snap: Snapshot, p: SessionProfile, intents: frozenset[str]) -> tuple[AtomHit, ...]:
    shown = sorted((a for a in p.atoms if a.atom.type in intents), key=lambda a: -a.atom.confidence)[:6]
    return tuple(AtomHit(a.atom.type, a.atom.confidence, Evidence(_ordinal(snap, a.atom.chunk), a.session_start,
                                                                  a.session_end, a.text)) for a in shown)

"""The auto route: router → candidates → episode features → rerank → certificates, fully explained.

Candidates are the sessions that share a word with the question (the best ``CANDIDATES`` by plain BM25 in a large
vault, every one in a small vault, plus those naming it in a field), and, when the question asks for a kind
of memory and names no topic ("what was I supposed to do?"), the sessions holding the strongest memory atoms of
that kind. A session that shares nothing with the question is never a result otherwise.

The score is additive by construction: episode features (raw × weight) + rerank adjustments + certificate
bonuses. Each stage's ranking is kept, so every result shows how it moved. Sessions below ``SCORE_FLOOR`` of the
best are a weak tail and are cut.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..index.snapshot import Snapshot
from ..memory.store import AtomTable
from ..memory.types import ATOM_TYPES
from ..model import chunk_location
from ..sortedsets import union
from . import weights as W
from .candidates import Candidates
from .certificates import certify
from .explanation import AtomHit, Certificate, Code, Evidence, Explanation, SearchResult, StageRank, sum_node
from .features import DESCRIPTIONS, FEATURES, feature_matrix, topic_mask
from .lexical import (
    RELATIONS,
    Concept,
    QueryConcepts,
    bm25_sessions,
    concepts,
    field_candidates,
    matched_sessions,
)
from .profile import SessionProfile
from .rerank import Adjustment, rerank, totals
from .results import make_result
from .router import RouteDecision, route
from .snippets import query_words

SMALL_VAULT = 256
CANDIDATES = 200
FIELD_CANDIDATES = 100  # besides the lexical candidates: the sessions whose fields hold the most of the question
ATOM_CANDIDATES = 100
STAGES = ("bm25", "episode", "rerank", "certificates")


@dataclass(slots=True)
class Ranking:
    """One pass of the auto route over a set of concepts: every stage's scores and adjustments."""

    cands: Candidates
    x: np.ndarray
    w: np.ndarray
    episode: np.ndarray
    re_adj: list[list[Adjustment]]
    reranked: np.ndarray
    certs: list[list[Certificate]]
    cert_adj: list[list[Adjustment]]
    final: np.ndarray


def auto_search(snap: Snapshot, query: str, k: int, allowed: np.ndarray | None) -> tuple[list[SearchResult], np.ndarray]:
    """(the top ``k`` results, every session the question matched)."""
    decision = route(query)
    qc = concepts(snap, query, synonyms=True, names=decision.names)
    gids, matched = _candidates(snap, qc, allowed, decision)
    if not len(gids):
        return [], matched
    # the other words a concept matched by (``text.synonyms``) are highlighted too: they are why it matched
    highlight = query_words(query) | frozenset(a.analysed for c in qc.concepts for a in c.aliases)
    ranking = _rank(snap, query, decision, Candidates(snap, gids, qc, decision.cue_words, decision.names, highlight))
    return _results(snap, query, k, decision, ranking), matched


def _rank(snap: Snapshot, query: str, decision: RouteDecision, cands: Candidates) -> Ranking:
    w = W.weight_vector(decision.route.mode, FEATURES)
    x = feature_matrix(query, decision, cands, w)
    episode = x @ w
    re_adj = rerank(decision, cands, x, episode)
    reranked = episode + totals(re_adj)
    certs, cert_adj = certify(decision, cands, x, reranked, lambda c: _ordinal(snap, c))
    final = reranked + totals(cert_adj)
    return Ranking(cands, x, w, episode, re_adj, reranked, certs, cert_adj, final)


def _results(snap: Snapshot, query: str, k: int, decision: RouteDecision, r: Ranking) -> list[SearchResult]:
    cands, final = r.cands, r.final
    stage_scores = {"bm25": cands.bm25f, "episode": r.episode, "rerank": r.reranked, "certificates": final}
    stage_ranks = {name: _ranks(scores, positive_only=name == "bm25") for name, scores in stage_scores.items()}
    order = np.lexsort((np.arange(len(cands)), -final)).tolist()  # candidates are in canonical order
    top = final[order[0]]
    shown = [i for i in order if final[i] > 0 and final[i] >= W.SCORE_FLOOR * top][:k]
    results = []
    for rank, i in enumerate(shown, start=1):
        gid = int(cands.gids[i])
        atoms = cands.profile(i).atoms if r.certs[i] else ()
        chunk = int(cands.evidence.best_chunk[i]) if cands.evidence.body[i].any() else (
            _atom_chunk(atoms, decision.intents) or int(cands.evidence.best_chunk[i]))
        info = snap.chunk(chunk)
        expl = _explain(cands, i, r.x[i], r.w, decision, r.re_adj[i], r.cert_adj[i],
                        chunk_location(info.metadata, info.ordinal))
        stages = tuple(StageRank(name, int(stage_ranks[name][i])) for name in STAGES)
        hits = _atom_hits(snap, cands.profile(i), decision.intents) if atoms else ()
        spans = cands.known_spans(i, cands.highlight) if chunk == int(cands.evidence.best_chunk[i]) else None
        results.append(make_result(snap, rank, gid, info, expl, cands.highlight, decision.route, stages,
                                   tuple(r.certs[i]), hits, spans))
    return results


def _candidates(snap: Snapshot, qc: QueryConcepts, allowed: np.ndarray | None,
                decision: RouteDecision) -> tuple[np.ndarray, np.ndarray]:
    """(candidate session gids in canonical order — by session id, so every positional tie-break downstream is
    the same whatever the segment layout —, every session sharing a word with the question)."""
    live = snap.session_live if allowed is None else (snap.session_live & allowed)
    matched = matched_sessions(snap, qc, allowed)
    if len(matched) > SMALL_VAULT:
        top = [s for s, _, _ in bm25_sessions(snap, qc.match_terms, allowed, CANDIDATES).top(snap, CANDIDATES)]
        in_fields = field_candidates(snap, qc, allowed, FIELD_CANDIDATES)
        chosen = union(np.asarray(top, np.int64), in_fields)
    else:
        chosen = matched
    if decision.intents:
        chosen = union(chosen, _atom_candidates(snap, live, decision))
    chosen = np.asarray(chosen, np.int64)
    return chosen[np.argsort(snap.session_order[chosen], kind="stable")], matched


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
    tied = sorted(gids[key == threshold].tolist(), key=lambda g: snap.session_order[g])
    return np.concatenate([above, np.asarray(tied[: k - len(above)], np.int64)])


def _ranks(scores: np.ndarray, positive_only: bool) -> np.ndarray:
    """Each candidate's 1-based rank by score (ties in canonical order); 0 for a non-positive score when
    ``positive_only``."""
    ranks = np.empty(len(scores), np.int64)
    ranks[np.lexsort((np.arange(len(scores)), -scores))] = np.arange(1, len(scores) + 1)
    return np.where(scores > 0, ranks, 0) if positive_only else ranks


def _explain(cands: Candidates, i: int, row: np.ndarray, w: np.ndarray, decision: RouteDecision,
             re_adj: list[Adjustment], cert_adj: list[Adjustment], where: str) -> Explanation:
    features = []
    for j, f in enumerate(FEATURES):
        if row[j] == 0.0 or w[j] == 0.0:
            continue
        value = float(row[j] * w[j])
        detail = {"feature": f, "raw": float(row[j]), "weight": float(w[j])}
        children = _bm25f_terms(cands, i, value) if f == "bm25f" else ()
        features.append(Explanation(value, Code.FEATURE, f"{f}: {DESCRIPTIONS[f]}", children, detail))
    features.sort(key=lambda e: -abs(e.value))
    groups = [sum_node(Code.FEATURE, f"episode score ({decision.route.mode} weights)", features)]
    if re_adj:
        groups.append(sum_node(Code.STAGE, "rerank adjustments", [_node(a, Code.STAGE) for a in re_adj]))
    if cert_adj:
        groups.append(sum_node(Code.CERTIFICATE, "evidence certificates", [_node(a, Code.CERTIFICATE) for a in cert_adj]))
    return sum_node(Code.SCORE, f"score = episode features + rerank + certificates; best chunk: {where}", groups,
                    {"chunk": where})


def _bm25f_terms(cands: Candidates, i: int, value: float) -> tuple[Explanation, ...]:
    """The bm25f contribution split over the question's words (each word's share of the session's BM25F), with
    where the word was found: the best chunk, elsewhere in the session, or a field."""
    parts = cands.parts[i]
    total = float(parts.sum())
    if total <= 0:
        return ()
    from ..index.fields import FIELDS

    ev = cands.evidence
    topic = topic_mask(cands)
    out = []
    for j, c in enumerate(cands.concepts.concepts):
        if parts[j] <= 0:
            continue
        where = [f"{float(ev.tf[i, j]):g}× in the best chunk"] if ev.body[i, j] > 0 else (
            ["elsewhere in the session"] if ev.spread[i, j] > 0 else [])
        where += [f"{FIELDS[f]}" for f in range(len(FIELDS)) if ev.field_tf[i, j, f] > 0]
        label = f'"{c.word}" read as "{c.corrected}"' if c.corrected else f'"{c.word}"'
        for relation, what in RELATIONS.items():
            if shown := [f"{a.word} ×{a.scale:.2g}" for a in c.aliases if a.relation == relation][:4]:
                label += f" or {what} ({', '.join(shown)})"
        if cands.named[j]:
            where.append(f"a name in the question (×{W.NAME_WEIGHT:g})")
        out.append(Explanation(value * float(parts[j]) / total, Code.BM25_TERM, f'{label}: {", ".join(where)}',
                               detail=_term_detail(c, ev, i, j, bool(topic[j]), bool(cands.named[j]))))
    out.sort(key=lambda e: -e.value)
    return tuple(out)


def _term_detail(c: Concept, ev, i: int, j: int, topic: bool, named: bool) -> dict:
    from ..index.fields import FIELDS

    return {"term": c.word, "analysed": c.analysed, "corrected": c.corrected, "aliases": [a.analysed for a in c.aliases], "idf": c.idf, "tf_best_chunk": float(ev.tf[i, j]),
            "best_chunk_norm": float(ev.body[i, j]), "session_max_norm": float(ev.spread[i, j]),
            "fields": {FIELDS[f]: float(ev.field_tf[i, j, f]) for f in range(len(FIELDS)) if ev.field_tf[i, j, f] > 0},
            "topic": topic, "named": named}


def _node(a: Adjustment, code: str) -> Explanation:
    detail = {"rule": a.code, **a.detail}
    if a.evidence:
        detail["evidence"] = [e.text for e in a.evidence]
    return Explanation(a.value, code, f"{a.code}: {a.description}", detail=detail)


def _ordinal(snap: Snapshot, chunk: int) -> int:
    return chunk - snap.session_chunks(int(snap.chunk_session[chunk])).start


def _atom_chunk(atoms: tuple, intents: frozenset[str]) -> int | None:
    aligned = [a for a in atoms if a.atom.type in intents] or list(atoms)
    return max(aligned, key=lambda a: a.atom.confidence).atom.chunk if aligned else None


def _atom_hits(snap: Snapshot, p: SessionProfile, intents: frozenset[str]) -> tuple[AtomHit, ...]:
    shown = sorted((a for a in p.atoms if a.atom.type in intents), key=lambda a: -a.atom.confidence)[:6]
    return tuple(AtomHit(a.atom.type, a.atom.confidence, Evidence(_ordinal(snap, a.atom.chunk), a.session_start,
                                                                  a.session_end, a.text)) for a in shown)

"""Rerank stage: structural rules applied to the episode ranking, each an additive named adjustment.

- supersession: for a current-state question, the newest statement about the asked-about thing wins and
  older ones are labelled superseded (dates come from the extractors: chat timestamps, mail Date, front
  matter, event start);
- question-type slots: who / when / where / how-many questions meet evidence of that type;
- BM25 confidence gate: a lookup (the query names something) whose lexical winner is far ahead keeps it;
- evidence coverage (synthesis questions): sessions adding uncovered parts of the question rise, near-
  duplicates (MinHash over the user's words, via datasketch) fall.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from . import weights as W
from .explanation import Evidence
from .features import FEATURES, query_topic_stems
from .profile import SessionProfile
from .router import RouteDecision
from .slots import asked_slots

_COL = {f: i for i, f in enumerate(FEATURES)}
STATEMENT_TYPES = frozenset({"temporal_update", "decision", "preference", "entity_fact", "goal", "interest",
                             "constraint"})


@dataclass(frozen=True, slots=True)
class Adjustment:
    code: str
    value: float
    description: str
    detail: dict = field(default_factory=dict)
    evidence: tuple[Evidence, ...] = ()


def rerank(query: str, decision: RouteDecision, profiles: list[SessionProfile], x: np.ndarray,
           base: np.ndarray, bm25: np.ndarray, titles: list[str]) -> list[list[Adjustment]]:
    adjustments: list[list[Adjustment]] = [[] for _ in profiles]
    _supersession(decision, profiles, x, adjustments, titles)
    _slots(query, profiles, adjustments)
    _bm25_gate(decision, bm25, adjustments)
    if decision.route.mode == "synthesis":
        _coverage(query, profiles, base, adjustments)
    return adjustments


def asks_current_state(decision: RouteDecision) -> bool:
    return decision.route.mode == "temporal" or any(s.startswith("current_state") for s in decision.route.signals)


def _supersession(decision: RouteDecision, profiles: list[SessionProfile], x: np.ndarray,
                  out: list[list[Adjustment]], titles: list[str]) -> None:
    if not asks_current_state(decision):
        return
    topical = (x[:, _COL["user_overlap"]] > 0) | (x[:, _COL["atom_topic"]] > 0)
    if not topical.any():  # "what did I switch to?" names no topic: the update statements themselves are it
        topical = np.array([any(a.atom.type == "temporal_update" for a in p.atoms) for p in profiles])
    stating = [not np.isnan(p.date) and any(a.atom.type in STATEMENT_TYPES for a in p.atoms) for p in profiles]
    related = [i for i in range(len(profiles)) if topical[i] and stating[i]]
    # An update may name the thing without the question's words ("switched from comedy podcasts to true
    # crime" for "what do I listen to"): it joins when it shares the user's words with a related statement.
    shared = set().union(*(profiles[i].user_stems for i in related)) if related else set()
    related += [i for i in range(len(profiles)) if i not in related and stating[i]
                and any(a.atom.type == "temporal_update" for a in profiles[i].atoms)
                and shared & set(profiles[i].user_stems)]
    if len(related) < 2:
        return
    newest = max(related, key=lambda i: (profiles[i].date, -i))
    when = _day(profiles[newest].date)
    out[newest].append(Adjustment("supersedes", W.SUPERSEDES,
                                  f"newest of {len(related)} statements about this (dated {when})",
                                  {"raw": 1.0, "weight": W.SUPERSEDES, "statements": len(related)}))
    for i in related:
        if i != newest:
            out[i].append(Adjustment("superseded", W.SUPERSEDED,
                                     f"superseded by a newer statement in “{titles[newest]}” ({when})",
                                     {"raw": 1.0, "weight": W.SUPERSEDED, "superseded_by": titles[newest]}))


def _slots(query: str, profiles: list[SessionProfile], out: list[list[Adjustment]]) -> None:
    for code in asked_slots(query):
        for i, p in enumerate(profiles):
            found = p.slot_evidence.get(code)
            if found is not None:
                out[i].append(Adjustment(code, W.SLOT_MATCH, f"the question asks {code[5:]}; the session has “{found}”",
                                         {"raw": 1.0, "weight": W.SLOT_MATCH}))


def _bm25_gate(decision: RouteDecision, bm25: np.ndarray, out: list[list[Adjustment]]) -> None:
    if not decision.lookup or len(bm25) < 2:
        return
    order = np.argsort(-bm25, kind="stable")
    first, second = float(bm25[order[0]]), float(bm25[order[1]])
    if first <= 0:
        return
    ratio = first / max(second, 1e-3)
    if ratio >= W.BM25_GATE_RATIO:
        out[int(order[0])].append(Adjustment("bm25_confident", W.BM25_CONFIDENT,
                                             f"lexical match {ratio:.1f}× stronger than the runner-up",
                                             {"raw": 1.0, "weight": W.BM25_CONFIDENT, "ratio": ratio}))


def _coverage(query: str, profiles: list[SessionProfile], base: np.ndarray, out: list[list[Adjustment]]) -> None:
    q = set(query_topic_stems(query))
    order = list(np.argsort(-base, kind="stable")[:10])
    if len(order) < 2:
        return
    covered = set(profiles[order[0]].user_stems) & q
    sigs = {int(order[0]): _signature(profiles[order[0]])}
    for i in order[1:]:
        p = profiles[i]
        sig = _signature(p)
        new = (set(p.user_stems) & q) - covered
        if q and new:
            share = len(new) / len(q)
            out[i].append(Adjustment("new_coverage", W.NEW_COVERAGE * share,
                                     f"adds {len(new)} of the question's {len(q)} topic words not covered above",
                                     {"raw": share, "weight": W.NEW_COVERAGE}))
        dup = max((sig.jaccard(sigs[j]) for j in sigs), default=0.0) if p.user_words else 0.0
        if dup >= W.DUPLICATE_JACCARD:
            out[i].append(Adjustment("near_duplicate", W.NEAR_DUPLICATE,
                                     f"repeats a session above it (MinHash Jaccard {dup:.2f})",
                                     {"raw": 1.0, "weight": W.NEAR_DUPLICATE, "jaccard": dup}))
        covered |= set(p.user_stems) & q
        sigs[int(i)] = sig


def _signature(p: SessionProfile):
    from datasketch import MinHash

    m = MinHash(num_perm=64, seed=7)
    for stem in sorted(p.user_stems) or ["\x00"]:
        m.update(stem.encode())
    return m


def _day(epoch: float) -> str:
    return datetime.fromtimestamp(epoch).strftime("%Y-%m-%d")

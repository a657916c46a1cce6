"""Ranking weights: one profile per route mode, the single place where ranking is tuned.

Values were chosen on the honest protocol (opaque ids, shuffled order, decoupled dates, 3 seeds) and
checked to hold on both the 79 hand-written and the 420 generated ContextFit cases; see docs/retrieval.md
for the measurements behind them.
"""

from __future__ import annotations

from .features import FEATURES

_BASE = {
    "bm25": 0.6, "user_overlap": 1.6, "context_overlap": 0.4, "entity_overlap": 0.8, "intent_atom": 1.2, "atom_topic": 1.0,
    "self_disclosure": 0.5, "question_only": -0.8, "relation": 0.6, "recency": 0.0, "specificity": 0.1,
}

PROFILES: dict[str, dict[str, float]] = {
    "episode": dict(_BASE),
    "preference": {**_BASE, "intent_atom": 1.4},
    "decision": {**_BASE, "intent_atom": 1.6, "bm25": 0.8},
    "temporal": {**_BASE, "recency": 0.9, "intent_atom": 1.0},
    "open_loop": {**_BASE, "intent_atom": 2.0},
    "synthesis": dict(_BASE),
    "fact": {**_BASE, "bm25": 1.0},
}


def weight_vector(mode: str) -> list[float]:
    profile = PROFILES.get(mode, PROFILES["episode"])
    return [profile[f] for f in FEATURES]

# Rerank stage (structural, supersession, coverage). Bonuses are in the same units as the episode score.
SUPERSEDES = 0.9  # newest statement about the thing a current-state question asks about
SUPERSEDED = -0.45  # an older statement about the same thing
SLOT_MATCH = 0.35  # who / when / where / how-many questions meet evidence of that type
BM25_CONFIDENT = 0.5  # a lookup whose BM25 winner leads the runner-up by BM25_GATE_RATIO
BM25_GATE_RATIO = 2.5
NEW_COVERAGE = 0.5  # synthesis: share of the question's topic words a session adds to the ones above it
NEAR_DUPLICATE = -0.6  # synthesis: MinHash Jaccard ≥ DUPLICATE_JACCARD with a session above it
DUPLICATE_JACCARD = 0.7

# Certificate stage: bonus = CERTIFICATE × strength (strength in [0, 1]).
CERTIFICATE = 0.6

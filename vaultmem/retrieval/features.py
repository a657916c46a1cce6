"""Episode relevance features: one named column per signal, computed over the candidate set with numpy.

Each feature is a pure function of the query, its route and the candidates' profiles, scaled to about
[0, 1] so that weights (``weights.py``) are comparable. Their weighted sum is the episode score; each term
is shown as a contribution in the explanation.
"""

from __future__ import annotations

import math
import re

import numpy as np

from ..text.words import content_stems, normalise
from .profile import SessionProfile, stem_idf
from .router import RouteDecision, names_something

FEATURES = ("bm25", "user_overlap", "context_overlap", "entity_overlap", "intent_atom", "atom_topic",
            "self_disclosure", "question_only", "relation", "recency", "specificity")

DESCRIPTIONS = {
    "bm25": "BM25 of the best chunk, relative to the best candidate",
    "user_overlap": "share of the question's topic words the user wrote in this session (IDF-weighted)",
    "context_overlap": "share of the question's topic words in the rest of the session",
    "entity_overlap": "share of the names in the question (people, places, products) the session mentions",
    "intent_atom": "strongest memory atom of a type the question asks about (× lookup gate)",
    "atom_topic": "topic overlap between the question and those atoms' sentences",
    "self_disclosure": "strongest memory atom of any type, the user stated something about themselves (× lookup gate)",
    "question_only": "share of the user's sentences that are questions or requests",
    "relation": "the question refers to someone close and the user mentions a relative or friend",
    "recency": "how recent the session is among the candidates (newest = 1)",
    "specificity": "how much the user wrote, saturating at 20 topic words (× lookup gate)",
}

# Words that shape a question without naming its topic; kept out of the topical overlap features.
SCAFFOLD = frozenset(content_stems("""
recommend recommendation suggest suggestion idea ideas tip tips advice help good best great nice fun thing things
tonight today tomorrow weekend week month year time times make get go try plan plans keep mind consider focus
decide decided decision choose chose choice pick picked current currently now switch switched change changed
remind reminder follow task tasks need supposed know think would could should upcoming next new latest right
activity activities option options way ways something anything someone somebody kind type sort regarding
""")) | {"i", "me", "my"}
_PERSON_REF = re.compile(r"\b(?:someone|somebody|person|people|loved ones?|close to me|relatives?|family|friends?|"
                         r"partner|spouse|kids?|children|parents?|sibling|colleagues?|coworkers?|boss|"
                         r"him|her|they|them|he|she)\b")


def query_topic_stems(query: str) -> list[str]:
    return list(dict.fromkeys(s for s in content_stems(query) if s not in SCAFFOLD))


def feature_matrix(query: str, decision: RouteDecision, profiles: list[SessionProfile],
                   bm25_scores: np.ndarray) -> np.ndarray:
    """Rows = candidates, columns = ``FEATURES``."""
    n = len(profiles)
    x = np.zeros((n, len(FEATURES)))
    if n == 0:
        return x
    col = {f: i for i, f in enumerate(FEATURES)}
    top = float(bm25_scores.max()) if len(bm25_scores) else 0.0
    if top > 0:
        x[:, col["bm25"]] = bm25_scores / top
    q = query_topic_stems(query)
    idf = stem_idf(profiles, q)
    weighted = [(t, idf.get(t, _UNSEEN)) for t in q]
    q_weight = sum(w for _, w in weighted)
    person = bool(_PERSON_REF.search(normalise(query)))
    names = {stem for name in names_something(query) for stem in content_stems(name)}
    dates = np.array([p.date for p in profiles])
    rows = [_profile_row(p, weighted, q_weight, names, decision.intents, person) for p in profiles]
    x[:, [col[f] for f in _ROW]] = np.array(rows, dtype=np.float64).reshape(n, len(_ROW))
    x[:, col["recency"]] = recency(dates)
    if decision.lookup:
        gate = topical_gate(x, col)
        for f in PRIORS:
            x[:, col[f]] *= gate
    return x


# The features computed per profile by ``_profile_row``, in its order.
_ROW = ("user_overlap", "context_overlap", "entity_overlap", "intent_atom", "atom_topic", "self_disclosure",
        "question_only", "relation", "specificity")


def _profile_row(p: SessionProfile, weighted: list[tuple[str, float]], q_weight: float, names: set[str],
                 intents: frozenset[str], person: bool) -> tuple[float, ...]:
    """One candidate's ``_ROW`` features, as a plain tuple (the matrix is filled once)."""
    user = context = entity = intent = topic = disclosure = 0.0
    if q_weight > 0:
        user = sum(w for t, w in weighted if t in p.user_stems) / q_weight
        context = sum(w for t, w in weighted if t in p.other_stems) / q_weight
    if names:
        entity = sum(1 for s in names if s in p.user_stems or s in p.other_stems) / len(names)
    aligned = [a for a in p.atoms if a.atom.type in intents]
    if aligned:
        intent = max(a.atom.confidence for a in aligned)
        if q_weight > 0:
            topic = max(sum(w for t, w in weighted if t in a.stems) for a in aligned) / q_weight
    if p.atoms:
        disclosure = max(a.atom.confidence for a in p.atoms)
    relation = 1.0 if person and p.relations else 0.0
    return (user, context, entity, intent, topic, disclosure, p.question_ratio, relation,
            min(p.user_words / 20.0, 1.0))


# Query-independent priors: they rank among sessions that are about the question, not across topics.
PRIORS = ("intent_atom", "self_disclosure", "specificity")
TOPICAL = ("bm25", "user_overlap", "context_overlap", "entity_overlap", "atom_topic", "relation")
GATE_FLOOR = 0.35
GATE_STRONG = 0.5


def topical_gate(x: np.ndarray, col: dict[str, int]) -> np.ndarray:
    """For lookups (the question names something): GATE_FLOOR for a session sharing nothing with the question
    when another session covers at least GATE_STRONG of it; otherwise 1.

    Without it a chatty session full of self-statements outranks the only note naming the thing asked about;
    with a relative gate, on-topic but generic sessions would beat the user's own off-word memory.
    """
    relevance = x[:, [col[f] for f in TOPICAL]].max(axis=1)
    if not len(relevance) or float(relevance.max()) < GATE_STRONG:
        return np.ones(len(x))
    return np.where(relevance > 0, 1.0, GATE_FLOOR)


_UNSEEN = math.log1p(2.0)


def recency(dates: np.ndarray) -> np.ndarray:
    """Rank of each date among the dated candidates scaled to [0, 1] (newest 1, oldest 0; undated 0)."""
    out = np.zeros(len(dates))
    known = ~np.isnan(dates)
    m = int(known.sum())
    if m <= 1:
        out[known] = 1.0 if m == 1 else 0.0
        return out
    ranks = np.argsort(np.argsort(dates[known], kind="stable"), kind="stable")
    out[known] = ranks / (m - 1)
    return out

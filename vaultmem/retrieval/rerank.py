"""Rerank stage: structural rules applied to the episode ranking, each an additive named adjustment.

- supersession: for a current-state question, the newest statement about the asked-about thing wins and
  older ones are labelled superseded (dates come from the extractors: chat timestamps, mail Date, front
  matter, event start);
- near-duplicates (questions in several parts): a session repeating one above it (Jaccard similarity of the
  sessions' word sets) falls.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from . import weights as W
from .candidates import Candidates
from .explanation import Evidence
from .features import FEATURES, topic_forms, topic_mask
from .router import RouteDecision

_COL = {f: i for i, f in enumerate(FEATURES)}
STATEMENT_TYPES = frozenset({"temporal_update", "decision", "preference", "entity_fact", "goal", "interest",
                             "constraint"})
DUPLICATE_DEPTH = 10  # near-duplicates are looked for within the first results only
# Sessions sharing less of their distinct token ids than this are not compared word by word (analysing ten long
# pages' words cost a fresh question ~100–200 ms). On 5,220 pairs of the development sets compared for near-duplicates,
# every pair with a word-set Jaccard of 0.5 or more shared at least 0.56 of its token ids; 99% of pairs shared under 0.29.
TOKEN_JACCARD = 0.35
# Supersession compares statements about the same thing: sessions covering most of what the best one covers
# of the question's topic, with a lexical match at least this share of the best.
SUPERSESSION_COVERAGE = 0.25
SUPERSESSION_BM25F = 0.25


@dataclass(frozen=True, slots=True)
class Adjustment:
    code: str
    value: float
    description: str
    detail: dict = field(default_factory=dict)
    evidence: tuple[Evidence, ...] = ()


def totals(rows: list[list[Adjustment]]) -> np.ndarray:
    """Each candidate's adjustments summed (most candidates have none)."""
    out = np.zeros(len(rows))
    for i, row in enumerate(rows):
        if row:
            out[i] = sum(a.value for a in row)
    return out


def rerank(decision: RouteDecision, cands: Candidates, x: np.ndarray, base: np.ndarray) -> list[list[Adjustment]]:
    adjustments: list[list[Adjustment]] = [[] for _ in range(len(cands))]
    _supersession(decision, cands, x, adjustments)
    if decision.route.mode == "synthesis" or decision.multi_part:
        _near_duplicates(cands, base, adjustments)
    return adjustments


def asks_current_state(decision: RouteDecision) -> bool:
    return decision.route.mode == "temporal" or any(s.startswith("current_state") for s in decision.route.signals)


def _supersession(decision: RouteDecision, cands: Candidates, x: np.ndarray, out: list[list[Adjustment]]) -> None:
    if not asks_current_state(decision):
        return
    n = len(cands)
    cov = x[:, _COL["coverage"]]
    lex = x[:, _COL["bm25f"]]
    topical = (cov > 0) & (cov >= SUPERSESSION_COVERAGE * cov.max()) & (lex >= SUPERSESSION_BM25F * lex.max())
    if not topical.any():  # "what did I switch to?" names no topic: the update statements themselves are it
        topical = np.array([any(a.atom.type == "temporal_update" for a in cands.profile(i).atoms) for i in range(n)])
    candidates = np.flatnonzero(topical)
    topic = set(topic_forms(cands))
    stating = {int(i): not np.isnan(cands.dates[i]) and _states(cands, int(i), topic) for i in candidates}
    same = _about_the_same(cands, candidates, lex)
    related = [i for i in stating if stating[i] and topical[i] and i in same]
    # An update may name the thing without the question's words ("switched from comedy podcasts to true
    # crime" for "what do I listen to"): it joins when it shares the owner's words with a related statement.
    shared = set().union(*(cands.forms(i).user for i in related)) if related else set()
    related += [i for i in stating if i not in related and stating[i]
                and any(a.atom.type == "temporal_update" for a in cands.profile(i).atoms)
                and shared & cands.forms(i).user]
    if len(related) < 2:
        return
    newest = max(related, key=lambda i: (cands.dates[i], -i))
    when = _day(cands.dates[newest])
    title = cands.info(newest).title
    out[newest].append(Adjustment("supersedes", W.SUPERSEDES, f"newest of {len(related)} statements about this "
                                  f"(dated {when})", {"raw": 1.0, "weight": W.SUPERSEDES, "statements": len(related)}))
    for i in related:
        if i != newest:
            out[i].append(Adjustment("superseded", W.SUPERSEDED, f"superseded by a newer statement in “{title}” ({when})",
                                     {"raw": 1.0, "weight": W.SUPERSEDED, "superseded_by": title}))


def _about_the_same(cands: Candidates, candidates: np.ndarray, lex: np.ndarray) -> set[int]:
    """The candidates about the same thing as the closest lexical match among them: sharing one of the question's
    topic words with it ("which video editor": the editor, not a video game). All when none holds a topic word."""
    has = cands.evidence.anywhere & topic_mask(cands)
    if not len(candidates) or not has[candidates].any():
        return set(candidates.tolist())
    anchor = has[max(candidates.tolist(), key=lambda i: (lex[i], -i))]
    return {i for i in candidates.tolist() if (has[i] & anchor).any()}


def _states(cands: Candidates, i: int, topic: set[str]) -> bool:
    """The session states something about the topic: a statement atom whose sentence names it (any statement
    when the question names no topic). A note that mentions the topic and states something else is no update."""
    atoms = [a for a in cands.profile(i).atoms if a.atom.type in STATEMENT_TYPES]
    return any(a.forms & topic for a in atoms) if topic else bool(atoms)


def _near_duplicates(cands: Candidates, base: np.ndarray, out: list[list[Adjustment]]) -> None:
    """In episode order, within the first ``DUPLICATE_DEPTH``: a session repeating one above it falls, so a
    question in several parts sees its other sources rather than copies of the first."""
    order = [int(i) for i in np.argsort(-base, kind="stable")[:DUPLICATE_DEPTH]]
    tokens = [cands.tokens(i) for i in order]
    for k, i in enumerate(order[1:], start=1):
        # only sessions sharing TOKEN_JACCARD of their token ids with it can share DUPLICATE_JACCARD of its words
        near = [order[j] for j in range(k) if _token_jaccard(tokens[k], tokens[j]) >= TOKEN_JACCARD]
        if not near:
            continue
        forms = _forms(cands, i)
        dup = max(jaccard(forms, _forms(cands, j)) for j in near)
        if dup >= W.DUPLICATE_JACCARD:
            out[i].append(Adjustment("near_duplicate", W.NEAR_DUPLICATE,
                                     f"repeats a result above it (word-set Jaccard {dup:.2f})",
                                     {"raw": 1.0, "weight": W.NEAR_DUPLICATE, "jaccard": dup}))


def _token_jaccard(a: np.ndarray, b: np.ndarray) -> float:
    both = np.intersect1d(a, b, assume_unique=True).size
    return both / (a.size + b.size - both) if a.size or b.size else 0.0


def _forms(cands: Candidates, i: int) -> frozenset[str]:
    """The session's words (analysed forms), for the exact Jaccard between the few sessions compared."""
    f = cands.forms(i)
    return f.user | f.other


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def _day(epoch: float) -> str:
    return datetime.fromtimestamp(epoch).strftime("%Y-%m-%d")

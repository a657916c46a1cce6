"""Evidence certificates: named, generic promotion rules with a reason code, a sentence and evidence spans.

A certificate fires when a session holds the *kind* of evidence the question asks for, stated by the user,
about the question's topic: a commitment for "what do I need to follow up on", a decision for "what did we
decide", the newest update for "what am I using now", a taste for "what should I watch". Its bonus is
``CERTIFICATE × strength``. A promotion never displaces protected answer-shaped evidence: a session above
it that already answers in the user's own words (most topic words plus an aligned atom) keeps its place, and
the capped amount is shown as ``answer_evidence_protection``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import weights as W
from .explanation import Certificate, Evidence
from .features import FEATURES, query_topic_stems
from .profile import AtomProfile, SessionProfile
from .rerank import Adjustment, asks_current_state
from .router import RouteDecision

_COL = {f: i for i, f in enumerate(FEATURES)}
PROTECT_OVERLAP = 0.5


@dataclass(frozen=True, slots=True)
class Rule:
    code: str
    atom_types: frozenset[str]
    sentence: str  # formatted with {type} and {topic}

    def applies(self, decision: RouteDecision) -> bool:
        mode, signals = decision.route.mode, decision.route.signals
        return {
            "open_loop_commitment": mode == "open_loop",
            "decision_statement": mode in ("decision", "fact") and "decision" in decision.intents,
            "current_state_statement": asks_current_state(decision),
            "preference_evidence": mode == "preference",
            "constraint_evidence": any(s.startswith("constraint") for s in signals),
            "goal_evidence": any(s.startswith("goal_focus") for s in signals),
        }.get(self.code, False)


RULES: tuple[Rule, ...] = (
    Rule("open_loop_commitment", frozenset({"open_loop"}), "you noted something still to do{topic}"),
    Rule("decision_statement", frozenset({"decision"}), "you stated a decision{topic}"),
    Rule("current_state_statement", frozenset({"temporal_update", "decision"}),
         "your most recent statement of a change{topic}"),
    Rule("preference_evidence", frozenset({"preference", "interest"}), "you told what you like{topic}"),
    Rule("constraint_evidence", frozenset({"constraint"}), "you stated a limit that applies{topic}"),
    Rule("goal_evidence", frozenset({"goal"}), "you stated a goal{topic}"),
)


def certify(query: str, decision: RouteDecision, profiles: list[SessionProfile], x: np.ndarray,
            pre_scores: np.ndarray, chunk_ordinal: Callable[[int], int]) -> tuple[list[list[Certificate]], list[list[Adjustment]]]:
    """Certificates per candidate and their score adjustments (bonuses, protection caps)."""
    topic = set(query_topic_stems(query))
    certs: list[list[Certificate]] = [[] for _ in profiles]
    adj: list[list[Adjustment]] = [[] for _ in profiles]
    newest_update = _newest_with(profiles, frozenset({"temporal_update", "decision"}), topic)
    for rule in RULES:
        if not rule.applies(decision):
            continue
        for i, p in enumerate(profiles):
            atom = _best_atom(p, rule.atom_types, topic)
            if atom is None:
                continue
            if rule.code == "current_state_statement" and i != newest_update:
                continue
            overlap = len(atom.stems & topic) / len(topic) if topic else 1.0
            strength = round(atom.atom.confidence * (0.5 + 0.5 * overlap), 4)
            words = sorted(atom.stems & topic)
            sentence = rule.sentence.format(topic=f" about {', '.join(words)}" if words else "")
            ev = Evidence(chunk_ordinal(atom.atom.chunk), atom.session_start, atom.session_end, atom.text)
            certs[i].append(Certificate(rule.code, sentence[0].upper() + sentence[1:] + ".", (ev,)))
            adj[i].append(Adjustment(rule.code, W.CERTIFICATE * strength, sentence,
                                     {"raw": strength, "weight": W.CERTIFICATE}, (ev,)))
    _protect(profiles, x, pre_scores, adj)
    return certs, adj


def _best_atom(p: SessionProfile, types: frozenset[str], topic: set[str]) -> AtomProfile | None:
    """The strongest atom of these types that is about the topic (any, when the question names no topic)."""
    best = None
    for a in p.atoms:
        if a.atom.type not in types or a.atom.polarity < 0 and a.atom.type != "preference":
            continue
        if topic and not (a.stems & topic):
            continue
        if best is None or (a.atom.confidence, len(a.stems & topic)) > (best.atom.confidence, len(best.stems & topic)):
            best = a
    return best


def _newest_with(profiles: list[SessionProfile], types: frozenset[str], topic: set[str]) -> int | None:
    dated = [i for i, p in enumerate(profiles) if not np.isnan(p.date) and _best_atom(p, types, topic) is not None]
    return max(dated, key=lambda i: (profiles[i].date, -i)) if dated else None


def _protect(profiles: list[SessionProfile], x: np.ndarray, pre: np.ndarray, adj: list[list[Adjustment]]) -> None:
    """Cap promotions so no session overtakes answer-shaped evidence ranked above it before this stage."""
    bonus = np.array([sum(a.value for a in row) for row in adj])
    final = pre + bonus
    answer_shaped = (x[:, _COL["user_overlap"]] >= PROTECT_OVERLAP) & (x[:, _COL["intent_atom"]] > 0)
    order = np.argsort(-pre, kind="stable")
    lowest_guard = np.inf  # the lowest final score of the answer-shaped sessions seen so far (ranked above)
    for i in order:
        if bonus[i] > 0 and np.isfinite(lowest_guard) and final[i] > lowest_guard - 1e-6:
            ceiling = lowest_guard - 1e-6
            cut = float(final[i] - ceiling)
            adj[i].append(Adjustment("answer_evidence_protection", -cut,
                                     "promotion capped below a session that already answers in your own words",
                                     {"raw": cut, "weight": -1.0}))
            final[i] = ceiling
        if answer_shaped[i]:
            lowest_guard = min(lowest_guard, final[i])

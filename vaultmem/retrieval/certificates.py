"""Evidence certificates: named, generic promotion rules with a reason code, a sentence and an evidence span.

A certificate fires when the question asks for a kind of memory (the route's intents: "what did I promise",
"what did we decide", "what should I watch") and a session holds a statement of that kind by its owner (a
memory atom). Its strength is the atom's confidence scaled by the weighted share of the question's topic the
atom's sentence names; a statement that names none of the topic counts (at ``OFF_TOPIC``, shared out when more
than ``OFF_TOPIC_POOL`` sessions hold one) only in a short conversation that does not mention the topic at all —
a chat about one thing, whose statement is about it in other words ("what sleeping method did I prefer?" / "I
chose a weighted blanket"). In a note or a mail, or a conversation that talks about the topic elsewhere, a
statement that does not name the topic is about something else (a daily note's "I love early starts" is no answer
to "which boat do I like rowing best").

The bonus is ``CERTIFICATE × strength`` for the strongest certificate of a session. A promotion never
displaces answer-shaped evidence: a session above it that covers most of the topic and holds a certificate of
its own keeps its place, and the capped amount is shown as ``answer_evidence_protection``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import weights as W
from .candidates import Candidates
from .explanation import Certificate, Evidence
from .features import FEATURES, topic_share, topic_weights
from .profile import AtomProfile
from .rerank import Adjustment, totals
from .router import RouteDecision

_COL = {f: i for i, f in enumerate(FEATURES)}
PROTECT_OVERLAP = 0.5
OFF_TOPIC = 0.5  # share of its confidence a statement that names none of the topic keeps (see module doc)
OFF_TOPIC_CHUNKS = 2  # "short session": at most this many chunks (less credit in proportion beyond)
OFF_TOPIC_POOL = 5  # up to this many sessions holding such a statement, each keeps OFF_TOPIC (less in proportion)
# A sentence that sends the reader elsewhere ("Sash windows – see [[sash-windows]] for what's outstanding", "details
# in the attached sheet") names the topic but holds none of the statement: the file it points to does.
_POINTER = re.compile(r"\[\[[^\]]*\]\]|\b(?:see|cf\.?|refer to|details in)\s+(?:the |my |our |his |her |their )?"
                      r"(?:e-?mail|mail|message|note|notes|file|doc|document|attached|attachment|below|above|thread|"
                      r"link|page|sheet|spreadsheet|chat)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Rule:
    code: str
    atom_types: frozenset[str]
    sentence: str  # formatted with {topic}


RULES: tuple[Rule, ...] = (
    Rule("open_loop_commitment", frozenset({"open_loop"}), "you noted something still to do{topic}"),
    Rule("decision_statement", frozenset({"decision"}), "you stated a decision{topic}"),
    Rule("current_state_statement", frozenset({"temporal_update"}), "you stated a change{topic}"),
    Rule("preference_evidence", frozenset({"preference", "interest"}), "you told what you like{topic}"),
    Rule("constraint_evidence", frozenset({"constraint"}), "you stated a limit that applies{topic}"),
    Rule("goal_evidence", frozenset({"goal"}), "you stated a goal{topic}"),
    Rule("fact_statement", frozenset({"entity_fact"}), "you stated a fact about yourself{topic}"),
)
# A message someone else sent that asks the owner for something still to do ("memory.store": not the owner's words).
REQUEST = Rule("request_to_you", frozenset({"open_loop"}), "a message to you asks for something still to do{topic}")


@dataclass(frozen=True, slots=True)
class Found:
    rule: Rule
    atom: AtomProfile
    strength: float
    named: tuple[str, ...]  # the topic words the atom's sentence names


def strongest(decision: RouteDecision, cands: Candidates, i: int, coverage: float,
              off_topic: float = OFF_TOPIC) -> Found | None:
    """The strongest certificate session ``i`` earns for this question, or None; ``off_topic`` is the share of
    its confidence a statement that names none of the topic keeps (``OFF_TOPIC`` unless many sessions hold one)."""
    rules = [r for r in RULES if r.atom_types & decision.intents]
    if not rules:
        return None
    requests = [REQUEST] if REQUEST.atom_types & decision.intents else []
    # A letter's sentences are about its message: its correspondents and its subject name what a sentence leaves
    # out ("we still need the following from you" from Building Control; "I'll send you the link" to Bernie).
    # The owner's own name is on every letter and names none of them.
    in_fields: frozenset[str] = frozenset()
    if cands.snap.session_kind[cands.gids[i]] == cands.snap.kind_code("email"):
        held = cands.evidence.field_tf[i].sum(axis=1) > 0
        in_fields = frozenset(c.analysed for c, h in zip(cands.concepts.concepts, held) if h) - cands.owner_forms()
    topic = topic_weights(cands)
    off = 0.0
    if coverage == 0 and cands.chat[i]:
        off = off_topic * min(1.0, OFF_TOPIC_CHUNKS / cands.chunk_count(i))
    best: Found | None = None
    for a in cands.profile(i).atoms:
        if (a.atom.polarity < 0 and a.atom.type != "preference") or _POINTER.search(a.text):
            continue
        rule = next((r for r in (rules if a.atom.own else requests) if a.atom.type in r.atom_types), None)
        if rule is None:
            continue
        named = tuple(sorted(f for f in topic if f in a.forms or f in in_fields))
        share = topic_share(topic, named) if topic else 1.0
        strength = a.atom.confidence * (off + (1.0 - off) * share)
        if strength > 0 and (best is None or strength > best.strength):
            best = Found(rule, a, round(strength, 4), named)
    return best


def certify(decision: RouteDecision, cands: Candidates, x: np.ndarray, pre_scores: np.ndarray,
            chunk_ordinal: Callable[[int], int]) -> tuple[list[list[Certificate]], list[list[Adjustment]]]:
    """Certificates per candidate and their score adjustments (bonuses, protection caps)."""
    n = len(cands)
    certs: list[list[Certificate]] = [[] for _ in range(n)]
    adj: list[list[Adjustment]] = [[] for _ in range(n)]
    held = np.zeros(n, bool)
    asked = frozenset(t for r in RULES if r.atom_types & decision.intents for t in r.atom_types)
    holders = np.flatnonzero(cands.holding_atoms(asked)) if asked else np.zeros(0, np.int64)
    # A statement in other words is evidence when few sessions hold one: among hundreds (a large vault of
    # conversations), that some session states, say, a preference says nothing about which one is asked about.
    off_topic_holders = int((x[holders, _COL["coverage"]] == 0).sum())
    off_topic = OFF_TOPIC * min(1.0, OFF_TOPIC_POOL / max(off_topic_holders, 1))
    for i in holders.tolist():
        found = strongest(decision, cands, i, float(x[i, _COL["coverage"]]), off_topic)
        if found is None:
            continue
        held[i] = True
        a = found.atom
        sentence = found.rule.sentence.format(topic=f" about {', '.join(found.named)}" if found.named else "")
        ev = Evidence(chunk_ordinal(a.atom.chunk), a.session_start, a.session_end, a.text)
        certs[i].append(Certificate(found.rule.code, sentence[0].upper() + sentence[1:] + ".", (ev,)))
        adj[i].append(Adjustment(found.rule.code, W.CERTIFICATE * found.strength, sentence,
                                 {"raw": found.strength, "weight": W.CERTIFICATE, "atom_type": a.atom.type}, (ev,)))
    _protect(x, held, pre_scores, adj)
    return certs, adj


def _protect(x: np.ndarray, held: np.ndarray, pre: np.ndarray, adj: list[list[Adjustment]]) -> None:
    """Cap promotions so no session overtakes answer-shaped evidence ranked above it before this stage."""
    bonus = totals(adj)
    promoted = bonus > 0
    if not promoted.any():
        return
    final = pre + bonus
    answer_shaped = (x[:, _COL["coverage"]] >= PROTECT_OVERLAP) & held
    order = np.argsort(-pre, kind="stable")
    last = int(np.flatnonzero(promoted[order])[-1])  # nothing below the last promoted session can change
    lowest_guard = np.inf  # the lowest final score of the answer-shaped sessions seen so far (ranked above)
    for i in order[: last + 1].tolist():
        if bonus[i] > 0 and np.isfinite(lowest_guard) and final[i] > lowest_guard - 1e-6:
            ceiling = lowest_guard - 1e-6
            cut = float(final[i] - ceiling)
            adj[i].append(Adjustment("answer_evidence_protection", -cut,
                                     "promotion capped below a session that already answers in your own words",
                                     {"raw": cut, "weight": -1.0}))
            final[i] = ceiling
        if answer_shaped[i]:
            lowest_guard = min(lowest_guard, final[i])

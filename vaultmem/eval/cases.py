"""The ContextFit agent-memory case format and its honest preparation.

Their files list gold first with ids like ``s_gold1`` and tie-break toward ingestion order, and dates leak the
answer (gold is usually the latest in the generated cases, the earliest in the hand-written ones). Preparing a
case therefore: replaces every session id with an opaque hash, shuffles session order, and — by default —
permutes dates among a case's sessions, except for temporal supersession where the order of events is the
point of the question.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..extract import parse_written

DATE_KEEP_BEHAVIORS = frozenset({"temporal_supersession"})


@dataclass(frozen=True, slots=True)
class Turn:
    role: str
    content: str


@dataclass(frozen=True, slots=True)
class CaseSession:
    id: str  # opaque after preparation
    date: datetime | None
    turns: tuple[Turn, ...]


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    behavior: str
    question: str
    gold: frozenset[str]
    sessions: tuple[CaseSession, ...]


def load_cases(path: Path) -> list[Case]:
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    cases = []
    for c in raw:
        sessions = tuple(
            CaseSession(s["session_id"], parse_written(s.get("date")),
                        tuple(Turn(t.get("role", "user"), t.get("content", "")) for t in s.get("turns", [])))
            for s in c["sessions"]
        )
        cases.append(Case(c["id"], c.get("behavior", "unknown"), c["question"], frozenset(c["answer_session_ids"]),
                          sessions))
    return cases


def prepare(case: Case, seed: int, decouple_dates: bool) -> Case:
    """Opaque ids, seeded shuffle, and (optionally) dates permuted among the case's sessions."""
    rng = random.Random(f"{seed}:{case.id}")
    mapping = {s.id: _opaque(seed, case.id, s.id) for s in case.sessions}
    sessions = list(case.sessions)
    rng.shuffle(sessions)
    dates = [s.date for s in sessions]
    if decouple_dates and case.behavior not in DATE_KEEP_BEHAVIORS:
        rng.shuffle(dates)
    prepared = tuple(CaseSession(mapping[s.id], d, s.turns) for s, d in zip(sessions, dates))
    return Case(case.id, case.behavior, case.question, frozenset(mapping[g] for g in case.gold), prepared)


def _opaque(seed: int, case_id: str, session_id: str) -> str:
    return hashlib.sha256(f"{seed}\x00{case_id}\x00{session_id}".encode()).hexdigest()[:12]


def session_export(session: CaseSession) -> str:
    """One session as a JSONL chat export (one turn per line), the format a user's chat tool would write."""
    lines = []
    for t in session.turns:
        turn = {"role": t.role, "content": t.content}
        if session.date is not None:
            turn["timestamp"] = session.date.isoformat()
        lines.append(json.dumps(turn, ensure_ascii=False))
    return "\n".join(lines) + "\n"

"""The one explanation model the CLI, the app and the JSON output render.

After Lucene's ``Explanation`` (value, description, details) with a stable reason ``code`` per node. The
invariant: a node's children add up to its value (within 1e-9). Multiplicative inputs (tf, idf, a feature's
raw value and weight) go into ``detail``, not into children, so the tree stays additive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..model import ChunkMetadata, chunk_location

if TYPE_CHECKING:
    from ..query import Query

ADDITIVE_TOLERANCE = 1e-9


class Code(StrEnum):
    SCORE = "score"
    BM25 = "bm25"
    BM25_TERM = "bm25_term"
    FEATURE = "feature"
    STAGE = "stage"
    CERTIFICATE = "certificate"


@dataclass(frozen=True, slots=True)
class Explanation:
    value: float
    code: str
    description: str
    children: tuple[Explanation, ...] = ()
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"value": self.value, "code": str(self.code), "description": self.description,
                               "children": [c.to_json() for c in self.children]}
        if self.detail:
            out["detail"] = self.detail
        return out

    def is_additive(self, tol: float = ADDITIVE_TOLERANCE) -> bool:
        if self.children and abs(sum(c.value for c in self.children) - self.value) > tol:
            return False
        return all(c.is_additive(tol) for c in self.children)

    def flatten(self) -> list[Explanation]:
        """Leaf contributions, largest first: the Splainer-style 'top contributions' list."""
        if not self.children:
            return [self]
        leaves = [leaf for c in self.children for leaf in c.flatten()]
        return sorted(leaves, key=lambda e: -abs(e.value))


def sum_node(code: str, description: str, children: list[Explanation], detail: dict[str, Any] | None = None) -> Explanation:
    """A node whose value is exactly the sum of its children (computed here, so the invariant holds)."""
    return Explanation(float(sum(c.value for c in children)), code, description, tuple(children), detail or {})


@dataclass(frozen=True, slots=True)
class Route:
    """The query router's decision: shown as a chip in the app and as the first line of ``--explain``."""

    mode: str
    confidence: float
    signals: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode, "confidence": self.confidence, "signals": list(self.signals)}


@dataclass(frozen=True, slots=True)
class StageRank:
    """Where a result stood after one pipeline stage (retrieval → rerank → certificates)."""

    stage: str
    rank: int  # 1-based; 0 = not in that stage's list

    def to_json(self) -> dict[str, Any]:
        return {"stage": self.stage, "rank": self.rank}


@dataclass(frozen=True, slots=True)
class Evidence:
    """A span of a chunk that justifies a certificate or an atom."""

    chunk_ordinal: int
    char_start: int  # offsets in the session text
    char_end: int
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"chunk": self.chunk_ordinal, "char_start": self.char_start, "char_end": self.char_end,
                "text": self.text}


@dataclass(frozen=True, slots=True)
class Certificate:
    code: str
    sentence: str
    evidence: tuple[Evidence, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "sentence": self.sentence, "evidence": [e.to_json() for e in self.evidence]}


@dataclass(frozen=True, slots=True)
class AtomHit:
    type: str
    confidence: float
    evidence: Evidence

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "confidence": self.confidence, **self.evidence.to_json()}


@dataclass(frozen=True, slots=True)
class Snippet:
    text: str
    highlights: tuple[tuple[int, int], ...]  # spans of query matches within ``text``
    chunk_ordinal: int
    chunk_metadata: ChunkMetadata
    char_start: int  # where the best chunk sits in the session text
    char_end: int

    @property
    def location(self) -> str:
        """Where the chunk sits in its session, in the one wording every formatter shows."""
        return chunk_location(self.chunk_metadata, self.chunk_ordinal)


@dataclass(frozen=True, slots=True)
class SearchResult:
    rank: int
    session_id: str
    path: str
    kind: str
    title: str
    date: datetime | None
    score: float
    snippet: Snippet
    explanation: Explanation
    route: Route | None = None
    stages: tuple[StageRank, ...] = ()
    certificates: tuple[Certificate, ...] = ()
    atoms: tuple[AtomHit, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank, "session_id": self.session_id, "path": self.path, "kind": self.kind,
            "title": self.title, "date": self.date.isoformat() if self.date else None, "score": self.score,
            "snippet": self.snippet.text,
            "chunk": {"ordinal": self.snippet.chunk_ordinal, "metadata": self.snippet.chunk_metadata,
                      "char_start": self.snippet.char_start, "char_end": self.snippet.char_end},
            "route": self.route.to_json() if self.route else None,
            "stages": [s.to_json() for s in self.stages],
            "certificates": [c.to_json() for c in self.certificates],
            "atoms": [a.to_json() for a in self.atoms],
            "explanation": self.explanation.to_json(),
        }


class SearchResults(list[SearchResult]):
    """The results on screen, plus the shape of the whole match set: how many sessions matched the query and
    their dates (epoch seconds, undated sessions left out), for a count and a timeline without fetching all;
    and the query as parsed (its operators, for chips, and the ones that could not be read)."""

    def __init__(self, results: list[SearchResult] | tuple[SearchResult, ...] = (), matched: int = 0,
                 matched_dates: tuple[float, ...] = (), query: Query | None = None) -> None:
        super().__init__(results)
        self.matched = matched
        self.matched_dates = matched_dates
        self.query = query


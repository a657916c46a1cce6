"""Records the engine passes between stages: sessions, chunks and per-file problems.

All are frozen dataclasses so that a stage can never mutate what an earlier stage produced.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

# Session kinds the extractors produce; the UI picks an icon per kind.
KINDS: tuple[str, ...] = ("note", "text", "email", "event", "todo", "journal", "chat", "table", "code", "record")


@dataclass(frozen=True, slots=True)
class Session:
    """The retrievable episode unit: a note, an email message, a calendar event, a conversation."""

    id: str  # stable: "<path>#<key>", unique in the vault
    kind: str
    title: str
    path: str  # relative to the vault root, POSIX separators
    date: datetime | None
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Chunk:
    """A structure-aware piece of a session, stored as tiktoken ids with its place in the session text."""

    session_id: str
    ordinal: int
    token_ids: tuple[int, ...]
    char_start: int  # offsets into the session's display text
    char_end: int
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a file (or part of it) could not be indexed; shown by ``vaultmem problems`` and the app."""

    path: str
    stage: str  # "walk", "read", "extract", "index"
    kind: str  # short machine-readable error kind, e.g. "too_large", "binary", "decode", "parse"
    message: str  # one human sentence

    def to_json(self) -> dict[str, str]:
        return {"path": self.path, "stage": self.stage, "kind": self.kind, "message": self.message}

    @property
    def is_failure(self) -> bool:
        """False for a record that only describes the file: an empty file (or calendar entry) was read fine."""
        return self.kind not in NOTICE_KINDS


# Problem kinds that describe a file rather than a failure to read it.
NOTICE_KINDS = frozenset({"empty"})


@dataclass(frozen=True, slots=True)
class ProblemFiles:
    """How many files problem records are about (one file may have several records): files not read completely,
    and files with nothing to index."""

    failed: int
    empty: int

    @classmethod
    def of(cls, problems: Iterable[Problem]) -> ProblemFiles:
        failed: set[str] = set()
        notices: set[str] = set()
        for p in problems:
            (failed if p.is_failure else notices).add(p.path)
        return cls(len(failed), len(notices - failed))

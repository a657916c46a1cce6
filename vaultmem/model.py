"""The vocabulary the engine's stages share: session kinds, session and chunk-metadata records, where a chunk
sits in its session (one wording for snippets, export citations, the CLI and the app), and per-file problems.

Records are frozen dataclasses so that a stage can never mutate what an earlier stage produced.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypedDict

# Session kinds the extractors produce; the UI picks an icon per kind.
KINDS: tuple[str, ...] = ("note", "text", "email", "event", "todo", "journal", "chat", "table", "code", "record",
                          "contact", "document")


@dataclass(frozen=True, slots=True)
class Session:
    """The retrievable episode unit: a note, an email message, a calendar event, a conversation."""

    id: str  # stable: "<path>#<key>", unique in the vault
    kind: str
    title: str
    path: str  # relative to the vault root, POSIX separators
    date: datetime | None
    metadata: dict[str, Any] = field(default_factory=dict)


class ChunkMetadata(TypedDict, total=False):
    """What an extractor may say about one chunk. Structural facts are not here: a chunk's position in its
    session and the session it belongs to come from the index (``ChunkInfo.ordinal``, the session row)."""

    heading_path: list[str]  # Markdown, reStructuredText: the headings above the chunk, outermost first
    section_level: int  # Markdown: the level of the innermost of those headings (0: before any heading)
    line_start: int  # Markdown, code: the chunk's first line in the file (1-based)
    line_end: int  # Markdown, code: its last line
    page_start: int  # PDF: the page the chunk starts on (1-based)
    page_end: int  # PDF: the page it ends on
    language: str  # code: the language the extension or shebang names ("python", "text" when unknown)
    symbol: str  # code: the top-level symbol the chunk starts with, or "<imports>" / "<module>"
    unit: str  # plain text: what a chunk is, "paragraphs" (a group of them) or "window" (unknown text)
    role: str  # chat: the speaker of the turn ("user", "assistant", or a person's name)
    turn: int  # chat: the turn's position in the conversation (0-based)
    time: str | None  # chat: when the turn was written (ISO 8601), when the export says
    json_path: str  # JSON records: the record the chunk starts in ("$.items[3]")
    subject: str  # mail: the message's subject
    part: str  # mail: "headers", "body", "quoted" or "attachment"
    quoted: bool  # mail: the text is quoted from an earlier message
    attachment: str  # mail: the attachment's file name (part "attachment")
    component: str  # calendar: the iCalendar component, "VEVENT", "VTODO" or "VJOURNAL"
    summary: str  # calendar: the entry's summary; address book: the card's name
    recurrence_id: str | None  # calendar: the occurrence a changed one replaces (ISO 8601; RECURRENCE-ID)
    row_start: int  # tables: the chunk's first row in the file (1-based, the header row counted)
    row_end: int  # tables: its last row
    fields: list[str]  # tables: the column names (tables of at most 64 columns)


def chunk_location(metadata: Mapping[str, Any], ordinal: int) -> str:
    """Where a chunk sits, named for a person: its heading path ("Decisions › Database"), chat turn
    ("user turn 3"), mail subject, event summary, code symbol, JSON record, PDF pages, table rows or file lines;
    else its position in the session ("chunk 2", counted from 0 as ``ordinal`` and the JSON output count it)."""
    if metadata.get("heading_path"):
        return " › ".join(map(str, metadata["heading_path"]))
    if metadata.get("role"):
        turn = metadata.get("turn")
        return f"{metadata['role']} turn {turn + 1}" if isinstance(turn, int) else f"{metadata['role']} turn"
    for key in ("subject", "summary", "symbol", "json_path"):
        if metadata.get(key):
            return str(metadata[key])
    for unit, first, last in (("page", "page_start", "page_end"), ("row", "row_start", "row_end"),
                              ("line", "line_start", "line_end")):
        if first in metadata:
            a, b = metadata[first], metadata.get(last, metadata[first])
            return f"{unit} {a}" if a == b else f"{unit}s {a}–{b}"
    return f"chunk {ordinal}"


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

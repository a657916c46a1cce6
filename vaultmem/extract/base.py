"""The extractor contract: bytes of one vault file in, text-level sessions and chunks (or problems) out.

Extractors are pure functions of (relative path, bytes, file date, limits); the file date — the day its name
carries, else its mtime (``filedate.file_date``) — is the date of a session whose contents name none (passed through
as given: ingest tells a session dated by the mtime alone by that value, ``SESSION_SAVED``). Tokenisation,
ids and storage happen later in the ingest pipeline, so an extractor never needs the tokenizer or the index.

Every chunk's ``text`` must equal ``session.text[char_start:char_end]``: the session text is what the app
previews and the spans are what it highlights.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from ..model import ChunkMetadata

# A title, mail subject or heading is one line: longer ones are cut here (each chunk carries its session's title
# and heading path into the index and its metadata, so one 1 MB Subject would otherwise be stored per chunk).
MAX_TITLE_CHARS = 300


@dataclass(frozen=True, slots=True)
class Limits:
    """Per-file budgets that keep one pathological file from stalling a sync."""

    max_file_bytes: int = 32 * 1024 * 1024
    max_chunks_per_file: int = 20_000
    seconds_per_file: float = 10.0  # over this a file gets a "slow" note
    # A file's extraction is stopped (a "timeout" problem) after seconds_per_file plus this much per MB: the
    # slowest extractors run ~1 s/MB here (mail, calendars), so a legitimate 32 MB mbox keeps ~3× its need.
    seconds_per_mb: float = 5.0
    chunk_target_chars: int = 1_500  # soft size for grouping paragraphs / rows / turns

    def deadline(self, size: int) -> float:
        """Seconds a file of ``size`` bytes may take to extract before it is stopped."""
        return self.seconds_per_file + self.seconds_per_mb * size / (1 << 20)


@dataclass(frozen=True, slots=True)
class ExtractedChunk:
    text: str
    char_start: int
    char_end: int
    metadata: ChunkMetadata = field(default_factory=ChunkMetadata)  # the keys ``model.ChunkMetadata`` lists
    # True when the text was written by the vault's owner (user chat turns, note bodies, sent mail, todos);
    # memory atoms are only extracted from such chunks.
    user_authored: bool = False


@dataclass(frozen=True, slots=True)
class ExtractedSession:
    key: str  # unique within the file; becomes part of the session id ("<path>#<key>")
    kind: str
    title: str
    date: datetime | None
    text: str
    chunks: tuple[ExtractedChunk, ...]
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PartProblem:
    """A recoverable problem inside a file (one broken VEVENT); the rest of the file is kept."""

    kind: str
    message: str


@dataclass(frozen=True, slots=True)
class Extraction:
    sessions: tuple[ExtractedSession, ...]
    problems: tuple[PartProblem, ...] = ()


class Extractor(Protocol):
    """A format handler; ``name`` is recorded in the index's file rows and in problem records. A handler of a
    format that is binary by nature (a zipped document, a PDF) says so with a class attribute ``reads_binary =
    True``; to every other, a file with NUL bytes is binary and is not handed over."""

    name: str
    extensions: tuple[str, ...]

    def sniff(self, head: bytes) -> bool:
        """True when the first bytes look like this format (used when the extension is unknown)."""
        ...

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        """Parse one file; raise ``ExtractError`` (or anything) on failure — the registry contains it."""
        ...

"""A session's display text for the app's preview pane, rebuilt from the vault file on demand.

The index stores chunks as token ids, not the whole session text (headers, gaps between chunks), so the
preview re-runs the same extractor on the file: the extractor contract guarantees
``chunk.text == session.text[char_start:char_end]``, so the spans a search result carries point straight
into this text. Email headers and calendar fields come back as ``fields``; HTML mail is already text here
(the extractors convert it), so nothing remote can ever be loaded by showing it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .errors import UnsafePath, VaultMemError
from .extract import Limits, Registry
from .session_ids import session_id, split_session_id
from .sync.source import SourceError, read_source

# Metadata keys shown first, in this order, when a session carries them (mail headers, calendar fields).
FIELD_ORDER = ("from", "to", "cc", "bcc", "reply_to", "date", "subject", "summary", "start", "end", "all_day",
               "location", "organizer", "attendees", "rrule", "recurrence", "status", "participants", "title",
               "model", "author", "tags")
# Bookkeeping keys that mean nothing to a reader.
HIDDEN_FIELDS = frozenset({"encoding", "ordinal", "unit", "front_matter", "links", "message_id", "in_reply_to",
                           "references", "uid", "line_start", "line_end", "extractor"})
MAX_FIELD_CHARS = 300


class PreviewUnavailable(VaultMemError):
    """The session's file is gone, unreadable, or no longer contains that session."""


@dataclass(frozen=True, slots=True)
class PreviewChunk:
    ordinal: int
    char_start: int
    char_end: int
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Preview:
    session_id: str
    path: str
    kind: str
    title: str
    date: datetime | None
    text: str
    chunks: tuple[PreviewChunk, ...]
    fields: tuple[tuple[str, str], ...]  # (label, value) pairs for a header form
    sha256: str  # of the file as read now; differs from the index's when the file changed since indexing

    def chunk_at(self, char_start: int) -> PreviewChunk | None:
        """The chunk that starts at (or contains) ``char_start``: how a result's snippet finds its chunk."""
        best = None
        for c in self.chunks:
            if c.char_start == char_start:
                return c
            if c.char_start <= char_start < c.char_end and best is None:
                best = c
        return best


def build_preview(root: Path, registry: Registry, limits: Limits, sid: str) -> Preview:
    try:
        path, _key = split_session_id(sid)
    except ValueError as exc:
        raise PreviewUnavailable(str(exc)) from None
    try:  # the path comes from the index: it must stay inside the vault, and the file is read as ingest reads it
        data, st = read_source(root, path, limits.max_file_bytes)
    except (SourceError, UnsafePath) as exc:
        raise PreviewUnavailable(f"cannot read {path}: {exc}") from exc
    mtime = datetime.fromtimestamp(st.st_mtime_ns / 1e9).astimezone()
    result = registry.extract(path, data, mtime, limits)
    for s in result.sessions:
        if session_id(path, s.key) != sid:
            continue
        chunks = tuple(PreviewChunk(i, c.char_start, c.char_end, dict(c.metadata)) for i, c in enumerate(s.chunks))
        return Preview(sid, path, s.kind, s.title, s.date, s.text, chunks, session_fields(s.metadata),
                       hashlib.sha256(data).hexdigest())
    why = "; ".join(p.message for p in result.problems) or "the file no longer contains it"
    raise PreviewUnavailable(f"session {sid} not found in {path}: {why}")


def session_fields(metadata: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """Readable (label, value) pairs from session metadata: known header fields first, then the rest."""
    keys = [k for k in FIELD_ORDER if k in metadata]
    keys += sorted(k for k in metadata if k not in FIELD_ORDER and k not in HIDDEN_FIELDS)
    out = []
    for k in keys:
        value = _field_text(metadata[k])
        if value:
            out.append((k.replace("_", " ").capitalize(), value))
    return tuple(out)


def _field_text(value: Any) -> str:
    """A field value as a reader would write it: a flag that is set reads "yes", one that is not (or an empty
    value) gives no line at all, never Python's ``False``/``None``."""
    if value is None or value is False or isinstance(value, dict):
        return ""
    if value is True:
        return "yes"
    if isinstance(value, (list, tuple)):
        text = ", ".join(str(v) for v in value if not isinstance(v, dict | list | tuple))
    else:
        text = str(value)
    return text if len(text) <= MAX_FIELD_CHARS else text[: MAX_FIELD_CHARS - 1] + "…"

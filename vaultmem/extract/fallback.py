"""Any other file: overlapping text windows if it decodes as text, a "binary" problem otherwise.

Unknown text (config files, logs, exports of tools we don't know) has no reliable paragraph structure, so
it is cut into windows of about the chunk target at line breaks, each repeating the tail of the previous
one so a sentence on a boundary stays findable. It is not marked user-authored: nobody knows who wrote it. A
chat log under another extension (an IRC client's ``.log``) is a conversation, as it is in a ``.txt``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import PurePosixPath

from ..errors import ExtractError
from ..model import ChunkMetadata
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits
from .chatlog import chat_log_extraction
from .decode import decode_text, looks_binary
from .paragraphs import Span, trim, window_spans

OVERLAP_FRACTION = 8  # each window repeats about 1/8 of the previous one


class FallbackExtractor:
    name = "fallback"
    extensions: tuple[str, ...] = ()

    def sniff(self, head: bytes) -> bool:
        return not looks_binary(head)

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        if looks_binary(data[:8192]):
            raise ExtractError("binary", "skipped: binary file")
        text, encoding = decode_text(data)
        if (log := chat_log_extraction(text, relpath, mtime, limits.chunk_target_chars)) is not None:
            return log
        spans = overlapping_windows(text, limits.chunk_target_chars)
        chunks = tuple(ExtractedChunk(text[s.start:s.end], s.start, s.end, ChunkMetadata(unit="window"))
                       for s in spans)
        session = ExtractedSession(key="0", kind="text", title=PurePosixPath(relpath).name, date=mtime,
                                   text=text, chunks=chunks, metadata={"encoding": encoding})
        return Extraction((session,) if chunks else ())


def overlapping_windows(text: str, target_chars: int) -> list[Span]:
    """Windows of ``window_spans``, each extended back to the nearest line break within the overlap."""
    whole = trim(text, 0, len(text))
    if whole is None:
        return []
    overlap = max(1, target_chars // OVERLAP_FRACTION)
    out: list[Span] = []
    for w in window_spans(text, whole, target_chars):
        start = w.start
        if out:
            back = text.rfind("\n", max(whole.start, w.start - overlap), w.start - 1)
            start = back + 1 if back >= 0 else start
        span = trim(text, start, w.end)
        if span is not None:
            out.append(span)
    return out

"""Plain text (.txt): paragraph groups with a one-paragraph overlap."""

from __future__ import annotations

from datetime import datetime
from pathlib import PurePosixPath

from .base import Extraction, ExtractedChunk, ExtractedSession, Limits
from .decode import decode_text, looks_binary
from .paragraphs import pack_spans, paragraph_spans


class TextExtractor:
    name = "text"
    extensions: tuple[str, ...] = (".txt", ".text", ".log", ".rst", ".org")

    def sniff(self, head: bytes) -> bool:
        return not looks_binary(head)

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        groups = pack_spans(paragraph_spans(text), limits.chunk_target_chars, overlap=1)
        chunks = tuple(
            ExtractedChunk(text[g.start:g.end], g.start, g.end, {"ordinal": i, "unit": "paragraphs"},
                           user_authored=True)
            for i, g in enumerate(groups[: limits.max_chunks_per_file])
        )
        title = _first_line(text) or PurePosixPath(relpath).stem
        session = ExtractedSession(key="0", kind="text", title=title, date=mtime, text=text, chunks=chunks,
                                   metadata={"encoding": encoding})
        return Extraction((session,) if chunks else ())


def _first_line(text: str) -> str:
    for line in text.split("\n", 20)[:20]:
        line = line.strip()
        if line:
            return line[:120]
    return ""

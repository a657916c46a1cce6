"""Plain text notes (.txt): paragraph groups with a one-paragraph overlap, titled by the first section title
(reStructuredText's underlined lines: ``rst``) or else the first line, each group with the section titles above
it; a chat log saved as text (``chatlog``) is a conversation."""

from __future__ import annotations

from datetime import datetime
from pathlib import PurePosixPath

from ..model import ChunkMetadata
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits
from .chatlog import chat_log_extraction
from .decode import decode_text
from .paragraphs import paragraph_groups
from .rst import first_title, heading_paths


class TextExtractor:
    name = "text"
    extensions: tuple[str, ...] = (".txt", ".text", ".rst", ".org", ".adoc", ".wiki")

    def sniff(self, head: bytes) -> bool:
        """Never claims a file by content: any text would match, so unknown text goes to the fallback."""
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        if (log := chat_log_extraction(text, relpath, mtime, limits.chunk_target_chars)) is not None:
            return log
        groups = paragraph_groups(text, limits.chunk_target_chars, overlap=1)
        paths = heading_paths(text, [g.start for g in groups])
        chunks = tuple(
            ExtractedChunk(text[g.start:g.end], g.start, g.end,
                           ChunkMetadata(unit="paragraphs", heading_path=path) if path
                           else ChunkMetadata(unit="paragraphs"), user_authored=True)
            for g, path in zip(groups, paths)
        )
        title = first_title(text) or first_line(text) or PurePosixPath(relpath).stem
        session = ExtractedSession(key="0", kind="text", title=title, date=mtime, text=text, chunks=chunks,
                                   metadata={"encoding": encoding})
        return Extraction((session,) if chunks else ())


def first_line(text: str, max_chars: int = 120) -> str:
    """The first non-blank line among the first 20, as a title."""
    for line in text.split("\n", 20)[:20]:
        line = line.strip()
        if line:
            return line[:max_chars]
    return ""

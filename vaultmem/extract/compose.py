"""Build a session's display text piece by piece while recording chunk spans into it.

Email, calendar, chat, table and record extractors render their own display text (header lines, turns,
rows). Appending through ``Composer`` makes the span invariant (``chunk.text == text[start:end]``, never
blank) hold by construction instead of by careful offset arithmetic in each format.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model import ChunkMetadata
from .base import ExtractedChunk
from .paragraphs import Span, paragraph_groups, trim


@dataclass(slots=True)
class Composer:
    parts: list[str] = field(default_factory=list)
    length: int = 0
    chunks: list[ExtractedChunk] = field(default_factory=list)

    def append(self, piece: str) -> Span:
        """Add ``piece`` to the text (no chunk) and return where it landed."""
        start = self.length
        self.parts.append(piece)
        self.length += len(piece)
        return Span(start, self.length)

    def chunk(self, piece: str, metadata: ChunkMetadata, user_authored: bool = False,
              include_from: int | None = None) -> bool:
        """Append ``piece`` as one chunk; ``include_from`` widens it back to an earlier offset (headers).

        Returns False (and still appends) when the piece is blank, so callers need no special case.
        """
        span = self.append(piece)
        return self._add(span.start if include_from is None else include_from, span.end, piece, span.start,
                         metadata, user_authored)

    def paragraphs(self, piece: str, target_chars: int, metadata: ChunkMetadata, user_authored: bool = False,
                   include_from: int | None = None) -> int:
        """Append ``piece`` chunked into paragraph groups; returns the number of chunks made."""
        base = self.append(piece).start
        made = 0
        for g in paragraph_groups(piece, target_chars):
            start = include_from if (made == 0 and include_from is not None) else base + g.start
            made += self._add(start, base + g.end, piece, base, metadata, user_authored)
        return made

    def text(self) -> str:
        return "".join(self.parts)

    def _add(self, start: int, end: int, piece: str, piece_base: int, metadata: ChunkMetadata,
             user_authored: bool) -> bool:
        if start < piece_base:
            # The chunk reaches back into earlier parts; they are already final, so trimming them is safe.
            head = "".join(self.parts)[start:piece_base] + piece[: end - piece_base]
            span = trim(head, 0, len(head))
            if span is None:
                return False
            start, end = start + span.start, start + span.end
            text = head[span.start:span.end]
        else:
            span = trim(piece, start - piece_base, end - piece_base)
            if span is None:
                return False
            text = piece[span.start:span.end]
            start, end = piece_base + span.start, piece_base + span.end
        self.chunks.append(ExtractedChunk(text, start, end, metadata.copy(), user_authored))
        return True

"""Markdown notes (.md): one chunk per heading section (minimal version; front matter, blocks, links to come)."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import PurePosixPath

from .base import Extraction, ExtractedChunk, ExtractedSession, Limits
from .decode import decode_text, looks_binary
from .paragraphs import Span, pack_spans, paragraph_spans

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.MULTILINE)


class MarkdownExtractor:
    name = "markdown"
    extensions: tuple[str, ...] = (".md", ".markdown")

    def sniff(self, head: bytes) -> bool:
        return not looks_binary(head) and bool(_HEADING.search(head.decode("utf-8", "replace")))

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, _ = decode_text(data)
        headings = list(_HEADING.finditer(text))
        title = next((m.group(2).strip() for m in headings if len(m.group(1)) == 1), PurePosixPath(relpath).stem)
        bounds = [0] + [m.start() for m in headings] + [len(text)]
        path: list[str] = []
        chunks: list[ExtractedChunk] = []
        for i in range(len(bounds) - 1):
            start, end = bounds[i], bounds[i + 1]
            if i > 0:
                m = headings[i - 1]
                level = len(m.group(1))
                path = path[: level - 1] + [m.group(2).strip()]
            for group in pack_spans(paragraph_spans(text, start, end), limits.chunk_target_chars):
                chunks.append(_chunk(text, group, path, len(chunks)))
        session = ExtractedSession(key="0", kind="note", title=title, date=mtime, text=text,
                                   chunks=tuple(chunks[: limits.max_chunks_per_file]))
        return Extraction((session,) if chunks else ())


def _chunk(text: str, span: Span, heading_path: list[str], ordinal: int) -> ExtractedChunk:
    meta = {"heading_path": list(heading_path), "section_level": len(heading_path), "ordinal": ordinal}
    return ExtractedChunk(text[span.start:span.end], span.start, span.end, meta, user_authored=True)

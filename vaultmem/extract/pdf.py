"""PDF documents: the text of each page in order, read by pypdf, as one document session.

A PDF holds no paragraphs or headings, only placed text; what it does often hold is an outline (the bookmarks a
reader shows beside the pages), and a section begins as a heading where its bookmark points (at the top of that
page: where on the page is not read). The text is then cut into heading sections by the note chunker, as a
word processor's document is (``office``). Its title is the document's own (its information dictionary's
``/Title``), else the file name (its first bookmark is a chapter's: "1 Introduction"); its date is when it was last modified, else
created, else the file's time. Its words are not taken as the owner's.

A PDF locked with a password (not merely restricted, which opens with an empty one) and a scan with no text
layer are problems of their own: VaultMem reads no images. The file is untrusted: pypdf is pure Python, so a file
that would parse for minutes is stopped by the extraction deadline (``deadline``).
"""

from __future__ import annotations

import logging
from bisect import bisect_right
from dataclasses import replace
from datetime import datetime
from io import BytesIO
from pathlib import PurePosixPath
from typing import Any

from ..errors import ExtractError
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits
from .markdown import literal, sectioned

_SIGNATURE = b"%PDF-"
_SIGNATURE_WITHIN = 1024  # readers accept the header anywhere in the first kilobyte
MAX_OUTLINE_DEPTH = 6  # a Markdown heading's deepest level
logging.getLogger("pypdf").setLevel(logging.ERROR)  # a damaged file's repairs are pypdf's to log, not the user's


class PdfExtractor:
    name = "pdf"
    extensions: tuple[str, ...] = (".pdf",)
    reads_binary = True

    def sniff(self, head: bytes) -> bool:
        return _SIGNATURE in head[:_SIGNATURE_WITHIN]

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        # imported on the first PDF: pypdf and its AES provider take ~50 ms, which no vault without one should pay
        from pypdf import PdfReader
        from pypdf.errors import PdfReadError

        try:
            reader = PdfReader(BytesIO(data))
            if reader.is_encrypted and not reader.decrypt(""):
                raise ExtractError("encrypted", "the PDF is locked with a password")
            headings = _outline(reader)
            pages = [(headings.get(i, []), page.extract_text() or "") for i, page in enumerate(reader.pages)]
            info = reader.metadata
            title = (info.title or "").strip() if info else ""
            date = _date(info, "modification_date") or _date(info, "creation_date")
        except ExtractError:
            raise
        except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, OSError) as exc:
            raise ExtractError("parse", f"not a readable PDF: {type(exc).__name__}: {exc}"[:300]) from None
        if not any(text.strip() for _, text in pages):
            raise ExtractError("no_text", f"no text in {len(pages)} page(s): a scan without a text layer "
                                          "(VaultMem does not read images)")
        text, starts = _text(pages)
        chunks, _ = sectioned(text, 0, limits.chunk_target_chars, user_authored=False)
        session = ExtractedSession(key="0", kind="document", title=title or PurePosixPath(relpath).stem,
                                   date=date or mtime, text=text, chunks=tuple(_paged(c, starts) for c in chunks),
                                   metadata={"format": "pdf", "pages": len(pages)})
        return Extraction((session,) if chunks else ())


def _text(pages: list[tuple[list[tuple[int, str]], str]]) -> tuple[str, list[int]]:
    """The pages as Markdown (each bookmark a heading line at the top of its page), and where each page starts."""
    parts: list[str] = []
    starts: list[int] = []
    size = 0
    for headings, text in pages:
        starts.append(size)
        lines = [literal(line.rstrip()) for line in text.splitlines() if line.strip()]
        for block in [f"{'#' * level} {title}" for level, title in headings] + (["\n".join(lines)] if lines else []):
            parts.append(f"{block}\n\n")
            size += len(parts[-1])
    return "".join(parts), starts


def _paged(chunk: ExtractedChunk, starts: list[int]) -> ExtractedChunk:
    """The chunk located by its pages: the lines of the text made from them would point nowhere in the file."""
    meta = {k: v for k, v in chunk.metadata.items() if k not in ("line_start", "line_end")}
    meta["page_start"] = bisect_right(starts, chunk.char_start)
    meta["page_end"] = bisect_right(starts, max(chunk.char_start, chunk.char_end - 1))
    return replace(chunk, metadata=meta)


def _outline(reader: Any) -> dict[int, list[tuple[int, str]]]:
    """Page index → the (level, title) of each bookmark pointing into it, in the outline's order; a broken
    outline is no outline (the text is what matters)."""
    found: dict[int, list[tuple[int, str]]] = {}

    def walk(items: list[Any], level: int) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item, min(level + 1, MAX_OUTLINE_DEPTH))
                continue
            title = " ".join(str(getattr(item, "title", "") or "").split())
            page = reader.get_destination_page_number(item) if title else None
            if page is not None and page >= 0:
                found.setdefault(page, []).append((level, title))

    try:
        walk(reader.outline, 1)
    except Exception:  # noqa: BLE001 — pypdf's errors are many; a broken outline is no outline, the text still is
        return {}
    return found


def _date(info: Any, name: str) -> datetime | None:
    try:
        value = getattr(info, name, None) if info is not None else None
    except (ValueError, TypeError):  # a malformed "D:…" string
        return None
    return value if isinstance(value, datetime) else None

"""PDF documents: the text of each page in order, read by pypdf, as one document session.

A PDF holds no paragraphs or headings, only placed text; what it does often hold is an outline (the bookmarks a
reader shows beside the pages), and a section begins as a heading where its bookmark points: at the line of that
page that names it, else at the page's top. The text is then cut into heading sections by the note chunker, as a
word processor's document is (``office``). Its title is the document's own (its information dictionary's
``/Title``), else the file name (its first bookmark is a chapter's: "1 Introduction"); its date is when it was last modified, else
created, else the file's time. Its words are not taken as the owner's.

A PDF locked with a password (not merely restricted, which opens with an empty one) and a scan with no text
layer are problems of their own: VaultMem reads no images. The file is untrusted: pypdf is pure Python, so a file
that would parse for minutes is stopped by the extraction deadline (``deadline``).
"""

from __future__ import annotations

import logging
import re
from bisect import bisect_right
from collections import Counter
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
SHORT_LINE = 0.7  # a line under this share of the page's median width that ends a sentence ends a paragraph
_NUMBER_CHARS = 12  # what may stand before a bookmark's title on its heading line ("Chapter 12.3.4 ")
_HYPHENATED = re.compile(r"(\w)-\n([a-z])")
RUNNING_SHARE = 0.3  # a line at the top or foot of this share of the pages is a running head or foot…
RUNNING_MIN_PAGES = 3  # …and of at least this many
_DIGITS = re.compile(r"\d+")
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
    """The pages as Markdown, and where each page starts: each bookmark a heading line before the first of its
    page's lines that names it ("2.3 Simple parsing" for "Simple parsing"), else at the page's top; the page's
    lines in paragraphs (``_paragraphs``), a word broken at a line's end by a hyphen joined again, running heads
    and feet kept only where first met."""
    parts: list[str] = []
    starts: list[int] = []
    size = 0
    paged = [[line.strip() for line in text.splitlines() if line.strip()] for _, text in pages]
    running = _running_lines(paged)
    shown: set[str] = set()  # running lines kept once, where first met: a statement's number is in its head
    for (headings, _), page_lines in zip(pages, paged):
        starts.append(size)
        lines = []
        for i, line in enumerate(page_lines):
            key = _DIGITS.sub("#", line) if i < 2 or i >= len(page_lines) - 2 else ""
            if key not in running or key not in shown:
                shown.add(key)
                lines.append(line)
        cuts: list[tuple[int, str]] = []  # (line index, heading) in page order
        at = 0
        for level, title in headings:
            at = next((i for i in range(at, len(lines)) if _names(lines[i], title)), at)
            cuts.append((at, f"{'#' * level} {title}"))
        blocks: list[str] = []
        for k, (i, heading) in enumerate([(0, ""), *cuts]):
            if heading:
                blocks.append(heading)
            end = cuts[k][0] if k < len(cuts) else len(lines)
            blocks.extend(_paragraphs(lines[i:end]))
        for block in blocks:
            parts.append(f"{block}\n\n")
            size += len(parts[-1])
    return "".join(parts), starts


def _running_lines(pages: list[list[str]]) -> set[str]:
    """The running heads and feet: a line among the first or last two of at least ``RUNNING_SHARE`` of the pages
    (and of three), its digits aside ("Chapter 2: Handling 4", "Page 7 of 36"), which says nothing of any one page."""
    if len(pages) < RUNNING_MIN_PAGES:
        return set()
    seen: Counter[str] = Counter()
    for lines in pages:
        seen.update({_DIGITS.sub("#", line) for line in lines[:2] + lines[-2:]})
    return {line for line, n in seen.items() if n >= max(RUNNING_MIN_PAGES, RUNNING_SHARE * len(pages))}


def _names(line: str, title: str) -> bool:
    """Whether a line is the heading a bookmark names: the title, perhaps after its section number."""
    folded, wanted = " ".join(line.split()).casefold(), " ".join(title.split()).casefold()
    return folded.endswith(wanted) and len(folded) <= len(wanted) + _NUMBER_CHARS


def _paragraphs(lines: list[str]) -> list[str]:
    """A page's lines as paragraphs: a line well short of the page's usual width that ends a sentence ends its
    paragraph, as in set text; a hyphen at a line's end before a lowercase letter was the line's, not the word's."""
    if not lines:
        return []
    width = sorted(len(line) for line in lines)[len(lines) // 2]
    out: list[list[str]] = [[]]
    for line in lines:
        out[-1].append(literal(line))
        if len(line) < SHORT_LINE * width and line[-1] in ".:!?":
            out.append([])
    return [_HYPHENATED.sub(r"\1\2", "\n".join(p)) for p in out if p]


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

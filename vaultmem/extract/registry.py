"""Pick the extractor for a file and contain every failure as a problem record.

Dispatch is by extension first, then by sniffing the first bytes, then the fallback. Nothing raised inside
an extractor escapes: the caller gets sessions or problems, never an exception, so one bad file can't stop
a sync. The registry also enforces what every format must guarantee, so no extractor repeats it: the
per-file chunk cap, session keys unique within the file, and text that is valid Unicode (JSON ``\\ud800`` escapes and undecodable header bytes
can smuggle lone surrogates in, which would break UTF-8 encoding and tokenisation later).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import PurePosixPath
from typing import Any

from ..errors import ExtractError
from ..model import Problem
from .base import MAX_TITLE_CHARS, ExtractedChunk, ExtractedSession, Extraction, Extractor, Limits
from .calendar import CalendarExtractor
from .chat import ChatExtractor
from .code import CodeExtractor
from .contacts import ContactsExtractor
from .deadline import ExtractionTimeout, call_with_deadline
from .decode import looks_binary
from .email import EmailExtractor
from .epub import EpubExtractor
from .fallback import FallbackExtractor
from .filedate import file_date
from .html import HtmlExtractor
from .markdown import MarkdownExtractor
from .notebook import NotebookExtractor
from .office import OfficeExtractor
from .pdf import PdfExtractor
from .presentation import PresentationExtractor
from .rtf import RtfExtractor
from .sms_backup import SmsBackupExtractor
from .spreadsheet import SpreadsheetExtractor
from .table import TableExtractor
from .text import TextExtractor

_SURROGATE = re.compile("[\ud800-\udfff]")
_ENCODE_SLICE = 1 << 20
# One encoder for every call: ``json.dumps`` with options builds a new one each time (~1 µs of 8 per note).
_METADATA_JSON = json.JSONEncoder(ensure_ascii=False, default=str).encode


@dataclass(frozen=True, slots=True)
class FileExtraction:
    extractor: str
    sessions: tuple[ExtractedSession, ...]
    problems: tuple[Problem, ...]


class Registry:
    def __init__(self, extractors: list[Extractor], fallback: Extractor | None = None) -> None:
        self._by_ext: dict[str, Extractor] = {}
        for ex in extractors:
            for ext in ex.extensions:
                self._by_ext.setdefault(ext, ex)
        self._sniff_order = list(extractors)
        self._fallback = fallback

    def choose(self, relpath: str, head: bytes, binary: bool = False) -> Extractor | None:
        """The extractor of the file's extension, else the first whose signature its first bytes show, else the
        fallback. A binary file (``binary``: NUL bytes in its head) goes only to an extractor of a format that is
        binary by nature (``reads_binary``: a zipped document, a PDF), by the same two ways, else to none: a binary
        file named .md or .txt would otherwise be indexed as mojibake."""
        def readable(ex: Extractor) -> bool:
            return not binary or getattr(ex, "reads_binary", False)

        ex = self._by_ext.get(PurePosixPath(relpath).suffix.lower())
        if ex is not None and readable(ex):
            return ex
        for candidate in self._sniff_order:
            if readable(candidate) and candidate.sniff(head):
                return candidate
        return None if binary else self._fallback

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> FileExtraction:
        if len(data) > limits.max_file_bytes:
            return _failed(relpath, "read", "too_large",
                           f"file is {len(data):,} bytes, over the {limits.max_file_bytes:,}-byte limit")
        head = data[:8192]
        binary = looks_binary(head)
        extractor = self.choose(relpath, head, binary)
        if extractor is None:
            return (_failed(relpath, "extract", "binary", "skipped: binary file") if binary
                    else _failed(relpath, "extract", "unsupported", "skipped: no extractor"))
        started = time.monotonic()
        date = file_date(relpath, mtime)
        result = _run(extractor, relpath, data, date, limits)
        if (isinstance(result, FileExtraction) and not binary and self._fallback not in (None, extractor)
                and result.problems[0].kind != "timeout"
                and PurePosixPath(relpath).suffix.lower() not in self._by_ext):
            # Claimed by its first bytes only (an .ini opening with "[" looks like JSON) and not parseable as
            # that: it is text to the fallback, not a loss.
            extractor = self._fallback
            result = _run(extractor, relpath, data, date, limits)
        if isinstance(result, FileExtraction):
            return result
        problems = [Problem(relpath, "extract", p.kind, p.message) for p in result.problems]
        elapsed = time.monotonic() - started
        if elapsed > limits.seconds_per_file:
            problems.append(Problem(relpath, "extract", "slow",
                                    f"extraction took {elapsed:.1f} s (budget {limits.seconds_per_file:.0f} s)"))
        sessions = cap_chunks(unique_keys(tuple(valid_unicode(short_title(s)) for s in result.sessions if s.chunks)),
                              limits.max_chunks_per_file)
        if sum(len(s.chunks) for s in sessions) < sum(len(s.chunks) for s in result.sessions):
            problems.append(Problem(relpath, "extract", "truncated",
                                    f"only the first {limits.max_chunks_per_file:,} chunks are indexed"))
        if not sessions and not problems:
            problems.append(Problem(relpath, "extract", "empty", "no text to index"))
        return FileExtraction(extractor.name, sessions, tuple(problems))


def _run(extractor: Extractor, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction | FileExtraction:
    """The extractor's result, or its failure as a ``FileExtraction`` holding one problem: nothing escapes."""
    try:
        return call_with_deadline(limits.deadline(len(data)), extractor.extract, relpath, data, mtime, limits)
    except ExtractionTimeout:
        return _failed(relpath, "extract", "timeout", f"extraction stopped after "
                       f"{limits.deadline(len(data)):.0f} s, the limit for a file of this size", extractor.name)
    except ExtractError as exc:
        return _failed(relpath, "extract", exc.kind, exc.message, extractor.name)
    except RecursionError:
        return _failed(relpath, "extract", "parse", "structure nested too deeply to parse", extractor.name)
    except Exception as exc:  # noqa: BLE001 — containment is the point: bad input is normal input
        return _failed(relpath, "extract", "parse", f"{type(exc).__name__}: {exc}"[:300], extractor.name)


def unique_keys(sessions: tuple[ExtractedSession, ...]) -> tuple[ExtractedSession, ...]:
    """Session keys made unique within the file: a repeated key (two messages with one Message-ID, a UID reused
    across events) gets ``#<position>`` appended, and primes until it is new."""
    seen: set[str] = set()
    out = []
    for i, s in enumerate(sessions):
        key = s.key
        while key in seen:
            key = f"{s.key}#{i}" if key == s.key else key + "'"
        seen.add(key)
        out.append(s if key == s.key else replace(s, key=key))
    return tuple(out)


def cap_chunks(sessions: tuple[ExtractedSession, ...], max_chunks: int) -> tuple[ExtractedSession, ...]:
    """Keep sessions in order until ``max_chunks`` chunks in all; the last kept one may be cut short."""
    out: list[ExtractedSession] = []
    left = max_chunks
    for s in sessions:
        if left <= 0:
            break
        out.append(s if len(s.chunks) <= left else replace(s, chunks=s.chunks[:left]))
        left -= len(out[-1].chunks)
    return tuple(out)


def short_title(session: ExtractedSession) -> ExtractedSession:
    """A title is one line: ``MAX_TITLE_CHARS`` at most. Every chunk of a session is indexed with its title
    (``ingest.chunk_context``), so a 1 MB mail Subject would otherwise be indexed again with each chunk."""
    if len(session.title) <= MAX_TITLE_CHARS:
        return session
    return replace(session, title=session.title[:MAX_TITLE_CHARS - 1] + "…")


def valid_unicode(session: ExtractedSession) -> ExtractedSession:
    """Replace lone surrogates with U+FFFD; one character for one, so every chunk span stays valid.

    Chunk texts are slices of the session text, so checking the text, the title and one JSON dump of all
    metadata covers everything; the dump runs in C, far cheaper than walking the dicts in Python.
    """
    blob = _METADATA_JSON([session.title, session.metadata, [c.metadata for c in session.chunks]])
    if not has_surrogates(session.text) and not has_surrogates(blob):
        return session
    chunks = tuple(ExtractedChunk(_clean(c.text), c.char_start, c.char_end, _clean(c.metadata), c.user_authored)
                   for c in session.chunks)
    return replace(session, title=_clean(session.title), text=_clean(session.text), chunks=chunks,
                   metadata=_clean(session.metadata))


def has_surrogates(text: str) -> bool:
    """True when ``text`` holds a surrogate code point (U+D800–U+DFFF), the only thing strict UTF-8 rejects.

    ``isascii`` is O(1) (CPython keeps the flag), and for other text a strict encode, in slices to bound the
    copy, is ~4× faster than searching with ``_SURROGATE`` (46 MB real-text vault: 137 → 10 ms CPU).
    """
    if text.isascii():
        return False
    try:
        for i in range(0, len(text), _ENCODE_SLICE):
            text[i:i + _ENCODE_SLICE].encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _clean(value: Any) -> Any:
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {_clean(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _failed(relpath: str, stage: str, kind: str, message: str, extractor: str = "") -> FileExtraction:
    return FileExtraction(extractor, (), (Problem(relpath, stage, kind, message),))


def default_registry() -> Registry:
    """All built-in extractors. Sniff order runs from the most to the least distinctive signature: ``%PDF-``, ``{\\rtf``,
    ``BEGIN:VCALENDAR``, ``BEGIN:VCARD``, mail headers, JSON brackets, an SMS backup's ``<smses>``, an HTML
    doctype, a shebang, Markdown headings; text and tables never claim a file by content, and whatever is left goes
    to the fallback."""
    return Registry(
        [PdfExtractor(), RtfExtractor(), CalendarExtractor(), ContactsExtractor(), EmailExtractor(), ChatExtractor(),
         SmsBackupExtractor(), HtmlExtractor(), CodeExtractor(), MarkdownExtractor(), TableExtractor(),
         TextExtractor(), OfficeExtractor(), SpreadsheetExtractor(), PresentationExtractor(),
         EpubExtractor(), NotebookExtractor()],
        fallback=FallbackExtractor(),
    )

"""Pick the extractor for a file and contain every failure as a problem record.

Dispatch is by extension first, then by sniffing the first bytes. Nothing raised inside an extractor
escapes: the caller gets sessions or problems, never an exception, so one bad file can't stop a sync.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import PurePosixPath

from ..errors import ExtractError
from ..model import Problem
from .base import ExtractedSession, Extractor, Limits
from .decode import looks_binary
from .markdown import MarkdownExtractor
from .text import TextExtractor


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

    def handles(self, relpath: str) -> bool:
        return PurePosixPath(relpath).suffix.lower() in self._by_ext or self._fallback is not None

    def choose(self, relpath: str, head: bytes) -> Extractor | None:
        ex = self._by_ext.get(PurePosixPath(relpath).suffix.lower())
        if ex is not None:
            return ex
        for candidate in self._sniff_order:
            if candidate.sniff(head):
                return candidate
        return self._fallback

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> FileExtraction:
        if len(data) > limits.max_file_bytes:
            return _failed(relpath, "read", "too_large",
                           f"file is {len(data):,} bytes, over the {limits.max_file_bytes:,}-byte limit")
        extractor = self.choose(relpath, data[:8192])
        if extractor is None:
            kind, why = ("binary", "binary file") if looks_binary(data[:8192]) else ("unsupported", "no extractor")
            return _failed(relpath, "extract", kind, f"skipped: {why}")
        started = time.monotonic()
        try:
            result = extractor.extract(relpath, data, mtime, limits)
        except ExtractError as exc:
            return _failed(relpath, "extract", exc.kind, exc.message, extractor.name)
        except RecursionError:
            return _failed(relpath, "extract", "parse", "structure nested too deeply to parse", extractor.name)
        except Exception as exc:  # noqa: BLE001 — containment is the point: bad input is normal input
            return _failed(relpath, "extract", "parse", f"{type(exc).__name__}: {exc}"[:300], extractor.name)
        problems = [Problem(relpath, "extract", p.kind, p.message) for p in result.problems]
        elapsed = time.monotonic() - started
        if elapsed > limits.seconds_per_file:
            problems.append(Problem(relpath, "extract", "slow",
                                    f"extraction took {elapsed:.1f} s (budget {limits.seconds_per_file:.0f} s)"))
        sessions = tuple(s for s in result.sessions if s.chunks)
        if not sessions and not problems:
            problems.append(Problem(relpath, "extract", "empty", "no text to index"))
        return FileExtraction(extractor.name, sessions, tuple(problems))


def _failed(relpath: str, stage: str, kind: str, message: str, extractor: str = "") -> FileExtraction:
    return FileExtraction(extractor, (), (Problem(relpath, stage, kind, message),))


def default_registry() -> Registry:
    """All built-in extractors; format modules register here."""
    return Registry([MarkdownExtractor(), TextExtractor()])

"""Turn changed files into segment rows: extract, tokenise (raw ids for storage, terms for postings).

Tokenisation is batched over the whole batch so tiktoken runs on both cores without the GIL.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np

from ..extract import ExtractedSession, Limits, Registry
from ..index.segment import ChunkRow, FileRow, SegmentBuilder, SessionRow
from ..memory.store import atom_sections
from ..model import Problem
from ..text import terms as term_norm
from ..text import tokenizer
from .walker import FileStat


@dataclass(frozen=True, slots=True)
class ReadFile:
    stat: FileStat
    data: bytes | None  # None when the file could not be read or was rejected at walk time
    sha256: str
    problem: Problem | None = None


def read_file(root: Path, stat: FileStat, limits: Limits) -> ReadFile:
    """Read and hash one file; over-size and unreadable files become problems, never exceptions."""
    if stat.problem is not None:
        return ReadFile(stat, None, "", Problem(stat.path, "walk", *stat.problem))
    if stat.size > limits.max_file_bytes:
        msg = f"file is {stat.size:,} bytes, over the {limits.max_file_bytes:,}-byte limit"
        return ReadFile(stat, None, "", Problem(stat.path, "read", "too_large", msg))
    try:
        data = (root / stat.path).read_bytes()
    except OSError as exc:
        return ReadFile(stat, None, "", Problem(stat.path, "read", "unreadable", f"cannot read: {exc.strerror}"))
    return ReadFile(stat, data, hashlib.sha256(data).hexdigest())


def chunk_context(title: str, metadata: dict) -> str:
    """Words indexed with every chunk of a session so a query naming the note and a fact in one section meets
    in a single chunk (a light BM25F): the session title and the chunk's heading path or subject."""
    heading = metadata.get("heading_path") or []
    return " ".join([title, *map(str, heading)])


def build_segment(files: list[ReadFile], registry: Registry, limits: Limits) -> tuple[SegmentBuilder, list[Problem]]:
    builder = SegmentBuilder()
    problems: list[Problem] = []
    texts: list[str] = []
    contexts: list[str] = []
    pending: list[tuple[int, int, int, int, bool, dict]] = []
    for rf in files:
        file_problems: list[Problem] = [rf.problem] if rf.problem else []
        sessions: tuple[ExtractedSession, ...] = ()
        extractor = ""
        if rf.data is not None:
            mtime = datetime.fromtimestamp(rf.stat.mtime_ns / 1e9).astimezone()
            result = registry.extract(rf.stat.path, rf.data, mtime, limits)
            sessions, extractor = result.sessions, result.extractor
            file_problems.extend(result.problems)
        fid = len(builder.files)
        builder.files.append(FileRow(rf.stat.path, rf.stat.size, rf.stat.mtime_ns, rf.sha256, extractor,
                                     [p.to_json() for p in file_problems]))
        problems.extend(file_problems)
        seen: set[str] = set()
        for s in sessions:
            sid = f"{rf.stat.path}#{s.key}"
            if sid in seen:  # a duplicate key inside one file: keep ids unique
                sid = f"{sid}~{len(seen)}"
            seen.add(sid)
            sidx = len(builder.sessions)
            builder.sessions.append(SessionRow(fid, sid, s.kind, s.title, rf.stat.path, _epoch(s.date),
                                               s.date.isoformat() if s.date else None, s.metadata))
            for c in s.chunks:
                texts.append(c.text)
                contexts.append(chunk_context(s.title, c.metadata))
                pending.append((sidx, c.char_start, c.char_end, len(texts) - 1, c.user_authored, c.metadata))
    raw = tokenizer.encode_batch(texts) if texts else []
    terms = term_norm.term_ids_batch([f"{ctx}\n{t}" for ctx, t in zip(contexts, texts)]) if texts else []
    for sidx, start, end, ti, user, meta in pending:
        builder.chunks.append(ChunkRow(sidx, np.asarray(raw[ti], np.uint32), terms[ti], start, end, user, meta))
    builder.extra.update(atom_sections(texts, [p[4] for p in pending]))
    return builder, problems


def _epoch(date: datetime | None) -> float:
    if date is None:
        return float("nan")
    try:
        return date.timestamp()
    except (OverflowError, OSError, ValueError):
        return float("nan")

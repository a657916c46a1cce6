"""Turn changed files into segment rows: extract, tokenise (raw ids for storage, terms for postings), atoms.

Each file becomes an ``IngestedFile`` of its own (``ingest_files`` over a slice of files), so a large batch can
be spread over worker processes (``sync.workers``) and put back together in order (``assemble``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

import numpy as np

from ..errors import UnsafePath
from ..extract import FileExtraction, Limits, Registry
from ..extract.base import ExtractedChunk
from ..extract.deadline import deadlines
from ..index.fields import FIELDS, field_columns
from ..index.segment import ChunkRow, FileRow, SegmentBuilder, SessionRow
from ..memory.atoms import (
    Atom,
    extract_atoms,
    mail_atoms,
    merge_atoms,
    structural_decisions,
    structural_open_loops,
)
from ..memory.chat_owner import spoken_by_name
from ..memory.store import atom_columns
from ..model import Problem
from ..session_ids import session_id
from ..text.tokenizer import encode_array
from .ownership import is_document
from .piece_cache import term_ids_many, terms_and_cues
from .session_fields import field_texts
from .source import SourceError, read_source
from .walker import FileStat


@dataclass(frozen=True, slots=True)
class ReadFile:
    stat: FileStat
    data: bytes | None  # None when the file could not be read or was rejected at walk time
    sha256: str
    problem: Problem | None = None


def read_file(root: Path, stat: FileStat, limits: Limits) -> ReadFile:
    """Read and hash one file, the very file the walk saw (``source.read_source``); over-size, unreadable and
    swapped files become problems, never exceptions."""
    if stat.problem is not None:
        return ReadFile(stat, None, "", Problem(stat.path, "walk", *stat.problem))
    if stat.size > limits.max_file_bytes:
        msg = f"file is {stat.size:,} bytes, over the {limits.max_file_bytes:,}-byte limit"
        return ReadFile(stat, None, "", Problem(stat.path, "read", "too_large", msg))
    try:
        data, _ = read_source(root, stat.path, limits.max_file_bytes, (stat.dev, stat.ino) if stat.ino else None)
    except (SourceError, UnsafePath) as exc:
        kind = exc.kind if isinstance(exc, SourceError) else "unsafe_path"
        return ReadFile(stat, None, "", Problem(stat.path, "read", kind, str(exc)))
    return ReadFile(stat, data, hashlib.sha256(data).hexdigest())


def chunk_context(metadata: dict) -> str:
    """Words indexed with a chunk besides its text: its heading path, or the speaker of a chat turn who is a
    named person (the session's title, people and place are session fields, ``index.fields``)."""
    heading = metadata.get("heading_path") or []
    role = metadata.get("role")
    speaker = [role] if isinstance(role, str) and role not in ("user", "assistant") else []
    return " ".join([*map(str, heading), *speaker])


@dataclass(frozen=True, slots=True)
class IngestedFile:
    """One file as segment rows, numbered within the file: ``assemble`` renumbers them into the batch."""

    file: FileRow
    sessions: tuple[SessionRow, ...]  # ``file`` is 0
    chunks: tuple[ChunkRow, ...]  # ``session`` indexes ``sessions``
    atoms: tuple[tuple[int, Atom], ...]  # (index into ``chunks``, atom)
    problems: tuple[Problem, ...]


def ingest_files(files: list[ReadFile], registry: Registry, limits: Limits) -> list[IngestedFile]:
    """Rows of a slice of a batch (the unit of work a worker process runs), one ``IngestedFile`` per file.

    Stage by stage over the whole slice: every file's extraction, then every chunk's raw tokens, then its
    terms, then its atoms, then the rows. Interleaving them file by file made each stage evict the others' code
    and tables (markdown-it, tiktoken's ranks, the cue regexes) from the CPU caches
    (docs/performance.md#stage-by-stage).
    """
    with deadlines():  # each file's extraction is time-limited (extract/deadline.py); one handler for the slice
        extractions = [_owned(rf.stat.path, _extract(rf, registry, limits)) for rf in files]
    chunks = [c for e in extractions for s in e.sessions for c in s.chunks]
    tokens = [encode_array(c.text) for c in chunks]
    # A chunk none of whose pieces can be part of a memory cue has no atom: its cue scan is skipped.
    terms, may_cue = terms_and_cues([c.text for c in chunks])
    contexts = [chunk_context(c.metadata) for e in extractions for s in e.sessions for c in s.chunks]
    distinct = list(dict.fromkeys(contexts))
    context_terms = dict(zip(distinct, term_ids_many(distinct)))
    # A chunk's terms are those of f"{context}\n{text}": term normalisation treats the newline as a word break, so
    # they are the context's terms followed by the text's, and each distinct context is normalised once.
    terms = [np.concatenate((context_terms[ctx], t)) for ctx, t in zip(contexts, terms)]
    atoms = [_atoms(c, bool(may_cue[i])) for i, c in enumerate(chunks)]
    fields = term_ids_many([t for rf, e in zip(files, extractions) for s in e.sessions
                            for t in field_texts(rf.stat.path, s)])
    out: list[IngestedFile] = []
    first = first_field = 0
    for rf, e in zip(files, extractions):
        n = sum(len(s.chunks) for s in e.sessions)
        m = len(e.sessions) * len(FIELDS)
        out.append(_rows(rf, e, tokens[first:first + n], terms[first:first + n], atoms[first:first + n],
                         fields[first_field:first_field + m]))
        first += n
        first_field += m
    return out


def _atoms(chunk: ExtractedChunk, may_cue: bool) -> list[Atom]:
    """A chunk's memory atoms: stated in words (only the owner's chunks, only when its pieces hold a cue word)
    and by structure (open checklist items, open to-dos, the first sentence under a decision heading). A mail
    message's own text (not its headers or quotes) is scanned too, for statements and for what it asks of its
    reader: whether the owner sent it is known only across the vault's mail, so its atoms are kept; statements
    count only in the owner's messages, requests in every message (``memory.store``). So are the statements of a
    chat message by a named speaker, which count where the owner said them."""
    if not chunk.user_authored:
        if chunk.metadata.get("part") == "body":
            return mail_atoms(chunk.text, may_cue)
        # a named speaker's chat message may be the owner's (a messaging app's export names everyone): kept, and
        # counted only where the speaker is the owner, which only the vault's mail tells (``memory.store``)
        return extract_atoms(chunk.text) if may_cue and spoken_by_name(chunk.metadata) else []
    headings = chunk.metadata.get("heading_path") or [""]
    return merge_atoms(extract_atoms(chunk.text) if may_cue else [],
                       [*structural_open_loops(chunk.text, chunk.metadata.get("component") == "VTODO"),
                        *structural_decisions(chunk.text, headings[-1])])


def _speaker(chunk: ChunkRow) -> str:
    """The chunk's speaker when it is a named speaker's chat message (``chat_owner``), else ""."""
    return "" if chunk.user_authored or not spoken_by_name(chunk.metadata) else chunk.metadata["role"]


def problem_file(rf: ReadFile, problem: Problem) -> IngestedFile:
    """The rows of a file that gave nothing but ``problem`` (its worker died reading it)."""
    return _rows(rf, FileExtraction("", (), (problem,)), [], [], [], [])


def _owned(path: str, extraction: FileExtraction) -> FileExtraction:
    """The extraction as the owner's (unchanged), or, for a document (``ownership.is_document``), with no chunk
    marked as written by the owner."""
    if not is_document(path) or not any(c.user_authored for s in extraction.sessions for c in s.chunks):
        return extraction
    sessions = tuple(replace(s, chunks=tuple(replace(c, user_authored=False) for c in s.chunks))
                     for s in extraction.sessions)
    return replace(extraction, sessions=sessions)


def _extract(rf: ReadFile, registry: Registry, limits: Limits) -> FileExtraction:
    """The file's sessions, its read problem first; failures are problems, never exceptions."""
    problems = (rf.problem,) if rf.problem else ()
    if rf.data is None:
        return FileExtraction("", (), problems)
    result = registry.extract(rf.stat.path, rf.data, _saved(rf), limits)
    return FileExtraction(result.extractor, result.sessions, problems + result.problems)


def _saved(rf: ReadFile) -> datetime:
    """The file's modification time: the date extractors give a session whose content names none."""
    return datetime.fromtimestamp(rf.stat.mtime_ns / 1e9).astimezone()


def _rows(rf: ReadFile, extraction: FileExtraction, tokens: list[np.ndarray], terms: list[np.ndarray],
          atoms: list[list[Atom]], fields: list[np.ndarray]) -> IngestedFile:
    """One file's rows from its extraction, its chunks' tokens, terms (context included) and atoms, and its
    sessions' field terms (``len(FIELDS)`` per session, in order)."""
    file_row = FileRow(rf.stat.path, rf.stat.size, rf.stat.mtime_ns, rf.sha256, extraction.extractor,
                       [p.to_json() for p in extraction.problems])
    session_rows: list[SessionRow] = []
    chunk_rows: list[ChunkRow] = []
    atom_rows: list[tuple[int, Atom]] = []
    saved = _saved(rf)
    for s in extraction.sessions:
        f = len(session_rows) * len(FIELDS)
        session_rows.append(SessionRow(0, session_id(rf.stat.path, s.key), s.kind, s.title, rf.stat.path,
                                       _epoch(s.date), s.date.isoformat() if s.date else None, s.metadata,
                                       tuple(fields[f:f + len(FIELDS)]), s.date == saved))
        for c in s.chunks:
            i = len(chunk_rows)
            atom_rows.extend((i, a) for a in atoms[i])
            chunk_rows.append(ChunkRow(len(session_rows) - 1, tokens[i], terms[i], c.char_start, c.char_end,
                                       c.user_authored, c.metadata))
    return IngestedFile(file_row, tuple(session_rows), tuple(chunk_rows), tuple(atom_rows), extraction.problems)


def assemble(ingested: list[IngestedFile]) -> tuple[SegmentBuilder, list[Problem]]:
    """The batch's segment rows in file order, with file, session and chunk ids renumbered to the segment.

    The rows are renumbered in place (``ingested`` is consumed), not copied: this runs on the sync's own
    thread."""
    builder = SegmentBuilder()
    problems: list[Problem] = []
    atoms: list[tuple[int, Atom]] = []
    for f in ingested:
        fid, session_base, chunk_base = len(builder.files), len(builder.sessions), len(builder.chunks)
        builder.files.append(f.file)
        for session in f.sessions:
            session.file = fid
        for chunk in f.chunks:
            chunk.session += session_base
        builder.sessions.extend(f.sessions)
        builder.chunks.extend(f.chunks)
        atoms.extend((chunk_base + i, a) for i, a in f.atoms)
        problems.extend(f.problems)
    builder.extra.update(atom_columns(atoms, [_speaker(builder.chunks[i]) for i, _ in atoms]))
    builder.extra.update(field_columns([(i, f, terms) for i, s in enumerate(builder.sessions)
                                        for f, terms in enumerate(s.fields) if len(terms)]))
    return builder, problems


def _epoch(date: datetime | None) -> float:
    if date is None:
        return float("nan")
    try:
        return date.timestamp()
    except (OverflowError, OSError, ValueError):
        return float("nan")

"""Turn changed files into segment rows: extract, tokenise (raw ids for storage, terms for postings), atoms.

Each file becomes an ``IngestedFile`` of its own (``ingest_files`` over a slice of files), so a large batch can
be spread over processes (``parallel.SharedPool``) and put back together in order (``assemble``). Small
batches, such as the single file a watcher hands over after an edit, never leave the calling thread: starting
or even waking a worker would cost more than the file.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

import numpy as np

from ..errors import UnsafePath
from ..extract import FileExtraction, Limits, Registry, deadline
from ..extract.base import ExtractedChunk
from ..extract.deadline import deadlines
from ..index.fields import FIELDS, field_columns
from ..index.segment import ChunkRow, FileRow, SegmentBuilder, SessionRow
from ..lifeline import exit_with_parent
from ..memory.atoms import Atom, extract_atoms, structural_open_loops
from ..memory.store import atom_columns
from ..model import Problem
from ..ragged import join, split
from ..session_ids import session_id
from ..text.tokenizer import encode_array, encoding, space_led
from .ownership import is_document
from .parallel import Shared, SharedPool, WorkerCrashed, limit_address_space, worker_count
from .piece_cache import term_ids_many, terms_and_cues
from .session_fields import field_texts
from .source import SourceError, read_source
from .walker import FileStat

# Batches below this many bytes of file data stay on the calling thread (one edited note, a watcher burst of
# a few files). Above it a worker process takes slices; ingest runs at ~0.8–4 MB/s per core (notes slowest,
# chat exports fastest: ``benchmarks/bench_extract.py --ingest``), so this is where a batch takes long enough
# (~0.3–1 s) for a second core to be worth a process (starting one costs ~0.5 s of CPU).
PARALLEL_MIN_BYTES = 1 << 20
SLICE_BYTES = 256 * 1024  # work unit handed to a worker: small enough to balance, large enough to amortise
# How far a worker may grow beyond its start-up size (~20 MB before its imports): the largest file allowed
# (32 MB of notes) took a worker to 640 MB of address space and 615 MB of RSS here; beyond this an allocation
# fails (the file becomes a problem record) instead of the machine swapping.
WORKER_MEMORY_HEADROOM = 1536 << 20


def harden_worker() -> None:
    """Every ingest worker's first step: it exits with the process that started it, its memory is capped, and a
    file whose extraction ignores its deadline ends the worker (``extract/deadline.py``), which the pool then
    records as a problem for that file (``isolate_slice``)."""
    exit_with_parent()
    limit_address_space(WORKER_MEMORY_HEADROOM)
    deadline.HARD_BACKSTOP = True


WORKERS = SharedPool(worker_count(), initializer=harden_worker)


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
    and tables (markdown-it, tiktoken's ranks, the cue regexes) from the CPU caches: 15–17 % more CPU for notes.
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
    and by structure (open checklist items, open to-dos)."""
    if not chunk.user_authored:
        return []
    worded = extract_atoms(chunk.text) if may_cue else []
    structural = structural_open_loops(chunk.text, chunk.metadata.get("component") == "VTODO")
    return sorted(worded + structural, key=lambda a: (a.start, a.end, a.type)) if structural else worded


@dataclass(frozen=True, slots=True)
class SliceRows:
    """A slice's ``IngestedFile``s as they travel back from a worker: every chunk's tokens and terms in two flat
    arrays, the rows holding empty ones. Pickling ~80k small arrays one by one cost 0.65 s of CPU per 46 MB of
    text (both ends), two flat arrays per slice 0.26 s."""

    files: list[IngestedFile]
    tokens: np.ndarray
    token_ends: np.ndarray
    terms: np.ndarray
    term_ends: np.ndarray

    @staticmethod
    def pack(files: list[IngestedFile]) -> SliceRows:
        chunks = [c for f in files for c in f.chunks]
        tokens, token_ends = join([c.tokens for c in chunks])
        terms, term_ends = join([c.terms for c in chunks])
        for c in chunks:
            c.tokens = c.terms = _EMPTY
        return SliceRows(files, tokens, token_ends, terms, term_ends)

    def unpack(self) -> list[IngestedFile]:
        chunks = [c for f in self.files for c in f.chunks]
        for c, tokens, terms in zip(chunks, split(self.tokens, self.token_ends), split(self.terms, self.term_ends)):
            c.tokens, c.terms = tokens, terms
        return self.files


_EMPTY = np.zeros(0, dtype=np.uint32)


def ingest_slice(files: list[ReadFile], registry: Registry, limits: Limits) -> SliceRows:
    """``ingest_files`` packed for the trip back from a worker process."""
    return SliceRows.pack(ingest_files(files, registry, limits))


def isolate_slice(files: list[ReadFile], registry: Registry, limits: Limits) -> SliceRows:
    """A slice whose worker died (killed for memory or time, or crashed). Most such slices only shared the pool
    with the culprit, so the slice runs again in a fresh worker; if that one dies too, file by file, and the file
    that kills its worker is a problem record. Never on this thread: what killed a worker would kill the sync."""
    try:
        return WORKERS.call(ingest_slice, files, registry, limits)
    except WorkerCrashed as exc:
        if len(files) == 1:
            return SliceRows.pack([_crashed(files[0], exc)])
    out: list[IngestedFile] = []
    for rf in files:
        try:
            out.extend(WORKERS.call(ingest_slice, [rf], registry, limits).unpack())
        except WorkerCrashed as exc:
            out.append(_crashed(rf, exc))
    return SliceRows.pack(out)


def _crashed(rf: ReadFile, exc: WorkerCrashed) -> IngestedFile:
    problem = Problem(rf.stat.path, "extract", "crashed", "reading this file ended its worker process (out of "
                      f"memory, over its time limit, or a crash: {exc}); it is skipped"[:300])
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
    mtime = datetime.fromtimestamp(rf.stat.mtime_ns / 1e9).astimezone()
    result = registry.extract(rf.stat.path, rf.data, mtime, limits)
    return FileExtraction(result.extractor, result.sessions, problems + result.problems)


def _rows(rf: ReadFile, extraction: FileExtraction, tokens: list[np.ndarray], terms: list[np.ndarray],
          atoms: list[list[Atom]], fields: list[np.ndarray]) -> IngestedFile:
    """One file's rows from its extraction, its chunks' tokens, terms (context included) and atoms, and its
    sessions' field terms (``len(FIELDS)`` per session, in order)."""
    file_row = FileRow(rf.stat.path, rf.stat.size, rf.stat.mtime_ns, rf.sha256, extraction.extractor,
                       [p.to_json() for p in extraction.problems])
    session_rows: list[SessionRow] = []
    chunk_rows: list[ChunkRow] = []
    atom_rows: list[tuple[int, Atom]] = []
    for s in extraction.sessions:
        f = len(session_rows) * len(FIELDS)
        session_rows.append(SessionRow(0, session_id(rf.stat.path, s.key), s.kind, s.title, rf.stat.path,
                                       _epoch(s.date), s.date.isoformat() if s.date else None, s.metadata,
                                       tuple(fields[f:f + len(FIELDS)])))
        for c in s.chunks:
            i = len(chunk_rows)
            atom_rows.extend((i, a) for a in atoms[i])
            chunk_rows.append(ChunkRow(len(session_rows) - 1, tokens[i], terms[i], c.char_start, c.char_end,
                                       c.user_authored, c.metadata))
    return IngestedFile(file_row, tuple(session_rows), tuple(chunk_rows), tuple(atom_rows), extraction.problems)


def assemble(ingested: list[IngestedFile]) -> tuple[SegmentBuilder, list[Problem]]:
    """The batch's segment rows in file order, with file, session and chunk ids renumbered to the segment.

    The rows are renumbered in place (``ingested`` is consumed): a copy of each by ``dataclasses.replace`` cost
    0.25 s of the sync thread's CPU in a 46 MB sync."""
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
    builder.extra.update(atom_columns(atoms))
    builder.extra.update(field_columns([(i, f, terms) for i, s in enumerate(builder.sessions)
                                        for f, terms in enumerate(s.fields) if len(terms)]))
    return builder, problems


def expect_bytes(total: int) -> None:
    """A sync is about to read ``total`` bytes of changed files: start the worker now if they will use it."""
    if total >= PARALLEL_MIN_BYTES:
        WORKERS.prewarm(warm_worker)


def warm_worker() -> None:
    """A starting worker's first task: this module's imports come with it, then the tokenizer is loaded."""
    encoding()
    space_led()


# Called as a part of a batch is extracted and tokenised: (its files, their bytes on disk).
SliceDone = Callable[[int, int], None]


class PendingSegment:
    """A batch on its way to segment rows. A large batch is with the workers from construction on, so the
    caller can commit the previous batch meanwhile; a small one runs on the calling thread in ``rows``."""

    def __init__(self, files: list[ReadFile], registry: Registry, limits: Limits) -> None:
        self._registry, self._limits = registry, limits
        self._slices = slice_by_bytes(files, SLICE_BYTES)
        self._shared: Shared[SliceRows] | None = None
        if sum(len(rf.data) for rf in files if rf.data is not None) >= PARALLEL_MIN_BYTES:
            self._shared = WORKERS.submit(ingest_slice, [(part, registry, limits) for part in self._slices],
                                          isolate_slice)

    def rows(self, meanwhile: PendingSegment | None = None,
             done: SliceDone | None = None) -> tuple[SegmentBuilder, list[Problem]]:
        """The batch's rows, doing the caller's share of the work (call once); while the worker finishes its
        last slices, the caller works on ``meanwhile`` (the batch after this one). ``done`` hears of each slice
        as its rows are in: the slow part of a sync, so the one a rate and an ETA can be measured on."""
        report = done or (lambda files, size: None)

        def slice_done(i: int) -> None:
            report(len(self._slices[i]), sum(rf.stat.size for rf in self._slices[i]))

        if self._shared is None:
            ingested = []
            for i, part in enumerate(self._slices):
                ingested += ingest_files(part, self._registry, self._limits)
                slice_done(i)
            return assemble(ingested)
        other = meanwhile._shared if meanwhile is not None else None
        return assemble([f for part in self._shared.results(other, slice_done) for f in part.unpack()])

    def discard(self) -> None:
        if self._shared is not None:
            self._shared.discard()


def build_segment(files: list[ReadFile], registry: Registry, limits: Limits) -> tuple[SegmentBuilder, list[Problem]]:
    """Rows of one batch: on this thread for small batches, shared with a worker process for large ones."""
    return PendingSegment(files, registry, limits).rows()


def slice_by_bytes(files: list[ReadFile], max_bytes: int) -> list[list[ReadFile]]:
    """Consecutive runs of files of about ``max_bytes`` data each (a larger file is a run of its own)."""
    slices: list[list[ReadFile]] = []
    current: list[ReadFile] = []
    size = 0
    for rf in files:
        n = len(rf.data) if rf.data is not None else 0
        if current and size + n > max_bytes:
            slices.append(current)
            current, size = [], 0
        current.append(rf)
        size += n
    if current:
        slices.append(current)
    return slices


def _epoch(date: datetime | None) -> float:
    if date is None:
        return float("nan")
    try:
        return date.timestamp()
    except (OverflowError, OSError, ValueError):
        return float("nan")

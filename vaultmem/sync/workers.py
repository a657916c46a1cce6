"""The worker processes a writer's syncs share large batches with, and the slices that travel to and from them.

A ``Vault`` that writes holds one ``IngestWorkers`` and ends it with itself (``close``). Its processes start
when a sync expects enough bytes of changes (``expect_bytes``) and stop after ``parallel.IDLE_SECONDS`` without
work. Small batches, such as the single file a watcher hands over after an edit, never leave the calling thread:
starting or even waking a worker would cost more than the file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..extract import Limits, Registry, deadline
from ..index.segment import SegmentBuilder
from ..lifeline import exit_with_parent
from ..model import Problem
from ..ragged import join, split
from ..text.tokenizer import encoding, space_led
from .ingest import IngestedFile, ReadFile, assemble, ingest_files, problem_file
from .parallel import IDLE_SECONDS, Shared, SharedPool, WorkerCrashed, limit_address_space, worker_count

# Batches below this many bytes of file data stay on the calling thread (one edited note, a watcher burst of
# a few files): under it a batch is over before a worker's start-up pays off
# (docs/performance.md#the-parallel-threshold).
PARALLEL_MIN_BYTES = 1 << 20
SLICE_BYTES = 256 * 1024  # work unit handed to a worker: small enough to balance, large enough to amortise
# How far a worker may grow beyond its start-up size: room for the largest file allowed
# (docs/performance.md#memory); beyond it an allocation fails (the file becomes a problem record) instead of
# the machine swapping.
WORKER_MEMORY_HEADROOM = 1536 << 20


def harden_worker() -> None:
    """Every ingest worker's first step: it exits with the process that started it, its memory is capped, and a
    file whose extraction ignores its deadline ends the worker (``extract/deadline.py``), which the pool then
    records as a problem for that file (``IngestWorkers.isolate_slice``)."""
    exit_with_parent()
    limit_address_space(WORKER_MEMORY_HEADROOM)
    deadline.HARD_BACKSTOP = True


def warm_worker() -> None:
    """A starting worker's first task: this module's imports come with it, then the tokenizer is loaded."""
    encoding()
    space_led()


@dataclass(frozen=True, slots=True)
class SliceRows:
    """A slice's ``IngestedFile``s as they travel back from a worker: every chunk's tokens and terms in two flat
    arrays, the rows holding empty ones; pickling a small array per chunk cost far more
    (docs/performance.md#slice-rows)."""

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


class IngestWorkers:
    """One writer's ingest worker processes (a ``parallel.SharedPool`` of hardened workers) and when a batch goes
    to them: from ``min_bytes`` of file data, in slices of about ``slice_bytes`` (by default the module's
    ``PARALLEL_MIN_BYTES`` and ``SLICE_BYTES`` when made)."""

    def __init__(self, processes: int | None = None, *, idle_seconds: float = IDLE_SECONDS,
                 min_bytes: int | None = None, slice_bytes: int | None = None) -> None:
        self.pool = SharedPool(worker_count() if processes is None else processes, idle_seconds,
                               initializer=harden_worker)
        self.min_bytes = PARALLEL_MIN_BYTES if min_bytes is None else min_bytes
        self.slice_bytes = SLICE_BYTES if slice_bytes is None else slice_bytes

    def expect_bytes(self, total: int) -> None:
        """A sync is about to read ``total`` bytes of changed files: start the worker now if they will use it."""
        if total >= self.min_bytes:
            self.pool.prewarm(warm_worker)

    def submit(self, slices: list[list[ReadFile]], registry: Registry, limits: Limits) -> Shared[SliceRows] | None:
        """A batch's slices handed to the workers, or None when the batch is too small to leave this thread."""
        if sum(len(rf.data) for part in slices for rf in part if rf.data is not None) < self.min_bytes:
            return None
        return self.pool.submit(ingest_slice, [(part, registry, limits) for part in slices], self.isolate_slice)

    def isolate_slice(self, files: list[ReadFile], registry: Registry, limits: Limits) -> SliceRows:
        """A slice whose worker died (killed for memory or time, or crashed). Most such slices only shared the
        pool with the culprit, so the slice runs again in a fresh worker; if that one dies too, file by file, and
        the file that kills its worker is a problem record. Never on this thread: what killed a worker would kill
        the sync."""
        try:
            return self.pool.call(ingest_slice, files, registry, limits)
        except WorkerCrashed as exc:
            if len(files) == 1:
                return SliceRows.pack([_crashed(files[0], exc)])
        out: list[IngestedFile] = []
        for rf in files:
            try:
                out.extend(self.pool.call(ingest_slice, [rf], registry, limits).unpack())
            except WorkerCrashed as exc:
                out.append(_crashed(rf, exc))
        return SliceRows.pack(out)

    def close(self) -> None:
        """Stop the worker processes (a no-op while a batch is with them: they stop when idle)."""
        self.pool.shutdown()


def _crashed(rf: ReadFile, exc: WorkerCrashed) -> IngestedFile:
    return problem_file(rf, Problem(rf.stat.path, "extract", "crashed", "reading this file ended its worker process "
                                    f"(out of memory, over its time limit, or a crash: {exc}); it is skipped"[:300]))


# Called as a part of a batch is extracted and tokenised: (its files, their bytes on disk).
SliceDone = Callable[[int, int], None]


class PendingSegment:
    """A batch on its way to segment rows. A large batch is with the workers from construction on, so the
    caller can commit the previous batch meanwhile; a small one, or any without ``workers``, runs on the calling
    thread in ``rows``."""

    def __init__(self, files: list[ReadFile], registry: Registry, limits: Limits,
                 workers: IngestWorkers | None = None) -> None:
        self._registry, self._limits = registry, limits
        self._slices = slice_by_bytes(files, workers.slice_bytes if workers is not None else SLICE_BYTES)
        self._shared = workers.submit(self._slices, registry, limits) if workers is not None else None

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


def build_segment(files: list[ReadFile], registry: Registry, limits: Limits,
                  workers: IngestWorkers | None = None) -> tuple[SegmentBuilder, list[Problem]]:
    """Rows of one batch: on this thread for small batches, shared with ``workers`` for large ones."""
    return PendingSegment(files, registry, limits, workers).rows()


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

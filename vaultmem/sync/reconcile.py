"""Bringing a live index in line with its folder: walk (or stat the hinted paths), read and hash what changed,
ingest it in batches, commit each batch atomically, tombstone deletes, detect renames, record touched files'
new stat without re-ingesting them.

A ``Syncer`` holds what syncs of one folder share — the extractors, the limits and the ingest worker processes
(started by the first sync large enough to use them, ended by ``close``) — and runs one sync at a time.
"""

from __future__ import annotations

import bisect
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..index.restat import restat_segment
from ..model import Problem
from .ingest import ReadFile, read_file
from .walker import IGNORE_FILE, FileStat, IgnoreRules, blocked_folders, stat_path, walk
from .workers import IngestWorkers, PendingSegment, SliceDone

if TYPE_CHECKING:
    from ..extract.base import Limits
    from ..extract.registry import Registry
    from ..index.live import LiveIndex
    from ..index.snapshot import LiveFile

# Commit a segment every ~8 MB of source: long first syncs survive a crash, and a batch's rows, tokens and
# postings stay in memory only that long (docs/performance.md, "Memory").
BATCH_BYTES = 8 * 1024 * 1024
BATCH_FILES = 4000


@dataclass(frozen=True, slots=True)
class SyncProgress:
    """Where a sync is. "read" counts files read and hashed (fast); "ingest" counts files and bytes extracted and
    tokenised (the slow part: the one to measure a rate and an ETA on), unchanged files included as they are
    recognised. ``done``/``total`` are files, ``bytes_done``/``bytes_total`` their sizes on disk."""

    phase: str  # "scan", "read", "ingest", "commit", "merge", "done"
    done: int
    total: int
    path: str = ""
    bytes_done: int = 0
    bytes_total: int = 0


@dataclass(frozen=True, slots=True)
class SyncReport:
    """What a sync committed. A cancelled sync reports the batches it committed before it stopped."""

    added: tuple[str, ...] = ()
    updated: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    unchanged: int = 0
    problems: tuple[Problem, ...] = ()
    seconds: float = 0.0
    generation: int = 0
    cancelled: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.deleted or self.renamed)


ProgressFn = Callable[[SyncProgress], None]


class Cancel(Protocol):
    """Set to stop a sync at the next file or batch (``threading.Event``, ``multiprocessing.Event``)."""

    def is_set(self) -> bool: ...


class Syncer:
    def __init__(self, live: LiveIndex, root: Path, registry: Registry, limits: Limits) -> None:
        self.live = live
        self.root = root
        self.registry = registry
        self.limits = limits
        self._workers: IngestWorkers | None = None
        self._lock = threading.Lock()  # one sync at a time

    @property
    def workers(self) -> IngestWorkers:
        """The ingest worker processes large batches are shared with (started by the first such sync)."""
        if self._workers is None:
            self._workers = IngestWorkers()
        return self._workers

    def close(self) -> None:
        if self._workers is not None:
            self._workers.close()

    def sync(self, progress: ProgressFn | None = None, *, only: set[str] | None = None, settle: bool = True,
             cancel: Cancel | None = None) -> SyncReport:
        """Reconcile the folder (or only the ``only`` paths and the folders they name: watcher hints). Returns
        once the change is searchable, and durable too unless ``settle`` is False (the caller then settles the
        live index itself: the watcher reports a batch first, so a save waits for one journal commit, not two).
        ``cancel`` stops it at the next file or batch; what was committed stays."""
        with self._lock:
            return _Run(self, progress or (lambda p: None), cancel).run(only, settle)


class _Run:
    """One sync: its progress counters and the batch being ingested while the previous one commits."""

    def __init__(self, syncer: Syncer, progress: ProgressFn, cancel: Cancel | None) -> None:
        self.s = syncer
        self.live = syncer.live
        self.progress = progress
        self.cancel = cancel
        self.problems: list[Problem] = []
        self.committed: set[str] = set()  # paths whose new version or deletion is committed
        self.pending: tuple[PendingSegment, list[str], list[str]] | None = None  # (batch, deletes, its paths)
        self.total = 0
        self.total_bytes = 0
        self.ingested = [0, 0]  # files, bytes

    def stopped(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def run(self, only: set[str] | None, settle: bool) -> SyncReport:
        started = time.monotonic()
        root, live = self.s.root, self.live
        self.progress(SyncProgress("scan", 0, 0))
        rules = IgnoreRules(root)
        if only is not None and ("" in only or "." in only or IGNORE_FILE in only):
            only = None  # the root itself or the ignore rules changed: reconcile everything
        current = walk(root, rules) if only is None else _stat_paths(root, only, rules)
        indexed = live.live_files()
        scope = indexed if only is None else _scope(indexed, live.sorted_paths(), only)
        candidates = [st for p, st in current.items()
                      if p not in scope or (scope[p].size, scope[p].mtime_ns) != (st.size, st.mtime_ns)]
        # What was indexed under a folder that cannot be read now stays (searchable, maybe stale), not deleted.
        blocked = blocked_folders(current)
        gone = [p for p in scope if p not in current and not (blocked and p.startswith(blocked))]
        added: list[str] = []
        updated: list[str] = []
        unchanged = len(current) - len(candidates)
        self.total = len(candidates)
        self.total_bytes = sum(st.size for st in candidates)
        self.s.workers.expect_bytes(self.total_bytes)
        batch: list[ReadFile] = []
        batch_bytes = 0
        deletes: list[str] = list(gone)  # paths whose live version is tombstoned by the next commit
        touched: dict[str, tuple[int, int]] = {}  # same content, new stat: the row is rewritten, not re-ingested
        done = 0
        try:
            for st in sorted(candidates, key=lambda s: s.path):
                if self.stopped():
                    break
                rf = read_file(root, st, self.s.limits)
                old = indexed.get(st.path)
                done += 1
                self.progress(SyncProgress("read", done, self.total, st.path))
                if old is not None and rf.sha256 and rf.sha256 == old.sha256 and not old.problems:
                    unchanged += 1
                    touched[st.path] = (st.size, st.mtime_ns)
                    self.ingest_progress(1, st.size)
                    continue
                (updated if old is not None else added).append(st.path)
                if old is not None:
                    deletes.append(st.path)
                batch.append(rf)
                batch_bytes += st.size if rf.data is not None else 0
                if batch_bytes >= BATCH_BYTES or len(batch) >= BATCH_FILES:
                    self.hand_over(batch, deletes)
                    batch, batch_bytes, deletes = [], 0, []
            if (batch or deletes) and not self.stopped():
                self.hand_over(batch, deletes)
            if self.pending is not None and not self.stopped():
                last, self.pending = self.pending, None
                self.commit_batch(*last)
        finally:
            if self.pending is not None:  # a commit failed, or the sync was cancelled: the batch is not wanted
                self.pending[0].discard()
                self.pending = None
        cancelled = self.stopped()
        if touched and not cancelled:
            live.commit(restat_segment(live.snapshot(), touched), list(touched))
        if settle or cancelled:
            live.settle()
        if not cancelled:
            self.progress(SyncProgress("merge", self.total, self.total))
            live.request_merge()
        renamed = _renames(gone, added, indexed, live.live_files()) if not cancelled else ()
        if cancelled:  # report what was committed
            added, updated = [p for p in added if p in self.committed], [p for p in updated if p in self.committed]
            gone = [p for p in gone if p in self.committed]
        moved_from = {old for old, _ in renamed}
        moved_to = {new for _, new in renamed}
        self.progress(SyncProgress("done", self.total, self.total))
        return SyncReport(tuple(p for p in added if p not in moved_to), tuple(updated),
                          tuple(p for p in gone if p not in moved_from), renamed, unchanged, tuple(self.problems),
                          time.monotonic() - started, live.snapshot().generation, cancelled)

    def ingest_progress(self, files: int, size: int) -> None:
        self.ingested[0] += files
        self.ingested[1] += size
        self.progress(SyncProgress("ingest", self.ingested[0], self.total, "", self.ingested[1], self.total_bytes))

    def hand_over(self, batch: list[ReadFile], deletes: list[str]) -> None:
        """Start ``batch`` on the workers and commit the pending one meanwhile: while this thread commits batch N
        (postings, compression, fsyncs), the workers ingest N + 1. A long first sync keeps every finished batch
        across a power cut, so that commit is settled."""
        full = (PendingSegment(batch, self.s.registry, self.s.limits, self.s.workers), deletes,
                [rf.stat.path for rf in batch])
        if self.pending is not None:
            last, self.pending = self.pending, full
            self.commit_batch(*last, meanwhile=full[0])
            self.live.settle()
        else:
            self.pending = full

    def commit_batch(self, batch: PendingSegment, deletes: list[str], paths: list[str],
                     meanwhile: PendingSegment | None = None) -> None:
        done: SliceDone = self.ingest_progress
        builder, problems = batch.rows(meanwhile, done)
        self.progress(SyncProgress("commit", len(builder.files), len(builder.files)))
        self.live.commit(builder.arrays() if builder.files else None, deletes)
        self.problems += problems
        self.committed.update(paths, deletes)


def _scope(indexed: dict[str, LiveFile], sorted_paths: list[str], hints: set[str]) -> dict[str, LiveFile]:
    """Indexed files a hint covers: the path itself, or everything below it when it names a folder
    (bisecting the sorted paths, so a batch of thousands of hints stays cheap on a large vault)."""
    out = {}
    for hint in hints:
        hint = hint.strip("/")
        if hint in indexed:
            out[hint] = indexed[hint]
        prefix = hint + "/"
        i = bisect.bisect_left(sorted_paths, prefix)
        while i < len(sorted_paths) and sorted_paths[i].startswith(prefix):
            out[sorted_paths[i]] = indexed[sorted_paths[i]]
            i += 1
    return out


def _stat_paths(root: Path, paths: set[str], rules: IgnoreRules) -> dict[str, FileStat]:
    """Stat just the hinted paths (a watcher batch); a hinted folder is walked (only that folder)."""
    out: dict[str, FileStat] = {}
    for rel in sorted(paths):
        rel = rel.strip("/")
        full = root / rel
        if full.is_dir() and not full.is_symlink():
            out.update(walk(root, rules, under=rel))
            continue
        st = stat_path(root, rel, rules)
        if st is not None:
            out[rel] = st
    return out


def _renames(gone: list[str], added: list[str], before: dict[str, LiveFile],
             now: dict[str, LiveFile]) -> tuple[tuple[str, str], ...]:
    """Pairs (old, new) where a deleted file's content reappeared under a new path."""
    if not gone or not added:
        return ()
    by_hash = {before[p].sha256: p for p in gone if before[p].sha256}
    return tuple((by_hash[now[p].sha256], p) for p in added if p in now and now[p].sha256 in by_hash)

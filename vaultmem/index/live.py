"""The writer's side of an index (tantivy's ``IndexWriter``): the one process allowed to change it, its current
snapshot, atomic commits, settling and background merges.

One process writes: an ``flock`` on ``<index>/lock``, released by the kernel if the process dies, so a crash never
leaves a stale lock. Every swap of the current snapshot (a commit, a merge's install) happens under
``_commit_lock``; a background merge builds its segment without it, so queries and ingestion never wait for it.
A commit is searchable at once (the new snapshot) and durable after ``settle`` (a directory fsync, then garbage
collection of the files it unreferenced).
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import IndexCorrupt, IndexWriteError, VaultLocked
from ..model import Problem
from . import filelock, folder
from . import manifest as manifest_io
from .manifest import Manifest
from .snapshot import LiveFile, Snapshot
from .writer import IndexWriter

if TYPE_CHECKING:
    from .segment import SegmentArrays


class LiveIndex:
    """Open with ``open``; ``close`` stops merges, settles and releases the lock."""

    def __init__(self, index_dir: Path, lock_fd: int) -> None:
        self.index_dir = index_dir
        self.recovered: Problem | None = None  # set when a corrupt index was discarded at open
        self.merge_error: Exception | None = None  # last background merge failure (retried next commit)
        self._lock_fd: int | None = lock_fd
        self._writer = IndexWriter(index_dir)
        self._commit_lock = threading.RLock()
        self._merge_wanted = threading.Event()
        self._merge_thread: threading.Thread | None = None
        self._merge_stop = False
        self._merging = False
        self._merge_idle = threading.Condition()
        self._live: tuple[int, dict[str, LiveFile]] = (-1, {})
        self._paths_sorted: tuple[dict[str, LiveFile] | None, list[str]] = (None, [])
        self._snapshot: Snapshot

    @classmethod
    def open(cls, index_dir: Path, owner: str) -> LiveIndex:
        """Take the writer lock of ``index_dir`` (``VaultLocked`` when another process holds it; ``owner`` names
        what is indexed, for that message) and open its newest snapshot; a corrupt index is discarded and
        started afresh (``recovered`` says so)."""
        folder.prepare(index_dir)
        live = cls(index_dir, _acquire_lock(index_dir, owner))
        try:
            live._open()
        except BaseException:
            live.close()
            raise
        return live

    def _open(self) -> None:
        try:
            m = manifest_io.read(self.index_dir)
            if m is None:  # a new index commits its empty generation 0 at once: it always has a manifest
                m = Manifest()
                self._write_empty(m)
            self._snapshot = self._writer.open_snapshot(m)
            self._writer.collect_garbage(m)
        except IndexCorrupt as exc:
            self.recovered = Problem(folder.INDEX_DIR, "index", "index_corrupt",
                                     f"{exc}; the index was discarded and is rebuilt from the vault")
            empty = Manifest(generation=0)
            self._write_empty(empty)
            self._writer.collect_garbage(empty)
            self._snapshot = self._writer.open_snapshot(empty)

    def _write_empty(self, m: Manifest) -> None:
        try:
            manifest_io.write(self.index_dir, m)
        except OSError as exc:
            raise folder.write_error(self.index_dir, exc, "write the index in") from exc

    def close(self) -> None:
        thread = self._merge_thread
        if thread is not None:
            self._merge_stop = True
            self._merge_wanted.set()
            thread.join()
            self._merge_thread = None
        with contextlib.suppress(OSError):  # not durable: the reconciliation scan at the next open redoes it
            self._writer.settle()
        if self._lock_fd is not None:
            filelock.unlock(self._lock_fd)
            os.close(self._lock_fd)
            self._lock_fd = None

    # ---- the current snapshot -------------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The newest snapshot: every commit of this writer is in it."""
        return self._snapshot

    def live_files(self) -> dict[str, LiveFile]:
        """``live_files()`` of the current snapshot, computed once per generation (callers must not mutate)."""
        snap = self._snapshot
        gen, files = self._live
        if gen != snap.generation:
            files = snap.live_files()
            self._live = (snap.generation, files)
        return files

    def sorted_paths(self) -> list[str]:
        """The live paths in order (for prefix lookups), once per generation."""
        files = self.live_files()
        if self._paths_sorted[0] is not files:
            self._paths_sorted = (files, sorted(files))
        return self._paths_sorted[1]

    # ---- commits ---------------------------------------------------------------------------------------------
    def commit(self, arrays: SegmentArrays | None, deletes: list[str]) -> None:
        """Add a segment and tombstone the live rows of ``deletes`` (paths) in one atomic commit: searchable at
        once, durable after ``settle``."""
        with self._commit_lock:
            # Resolve deleted paths against the snapshot we commit on top of: a background merge may have
            # moved those files to another segment since the sync started.
            live = self.live_files()
            seg_index = {ref.file.name: i for i, ref in enumerate(self._snapshot.manifest.segments)}
            by_segment: dict[int, set[int]] = {}
            for path in deletes:
                f = live.get(path)
                if f is not None:
                    by_segment.setdefault(seg_index[f.segment], set()).add(f.file_id)
            self._snapshot = self._writer.commit(self._snapshot, arrays, by_segment)

    def settle(self) -> None:
        """Make the last commit durable and delete the index files it unreferenced (a directory fsync, then
        garbage collection); a no-op when it is. ``close``, the next sync and every merge settle in any case."""
        with self._commit_lock:
            try:
                self._writer.settle()
            except OSError as exc:
                raise IndexWriteError(f"could not make the index in {self.index_dir} durable ({exc.strerror}); "
                                      "searches see the change, the next commit tries again") from exc

    # ---- merging ---------------------------------------------------------------------------------------------
    def start_background_merge(self) -> None:
        """Run merges on a daemon thread from now on (the watcher does this); ``close()`` stops it."""
        if self._merge_thread is not None:
            return
        self._merge_stop = False
        self._merge_thread = threading.Thread(target=self._merge_loop, name="vaultmem-merge", daemon=True)
        self._merge_thread.start()
        self._merge_wanted.set()

    def request_merge(self) -> None:
        """After a sync: merge per the policy — on the background thread when one runs, else here."""
        if self._merge_thread is not None:
            with self._merge_idle:
                self._merge_wanted.set()
            return
        with self._commit_lock:
            self._snapshot = self._writer.maybe_merge(self._snapshot)

    def merge_now(self) -> bool:
        """One merge step per the policy, off the commit lock except for its final install. True if merged."""
        with self._commit_lock:
            plan = self._writer.plan_merge(self._snapshot)
        if plan is None:
            return False
        built = self._writer.build_merge(plan)
        with self._commit_lock:
            self._snapshot = self._writer.install_merge(self._snapshot, built)
        return True

    def wait_merged(self, timeout: float | None = None) -> bool:
        """Block until the background merger has nothing left to do (tests, benchmarks, a clean shutdown)."""
        with self._merge_idle:
            return self._merge_idle.wait_for(lambda: not self._merge_wanted.is_set() and not self._merging, timeout)

    def _merge_loop(self) -> None:
        while True:
            self._merge_wanted.wait()
            with self._merge_idle:
                self._merging = True
                self._merge_wanted.clear()
            try:
                if self._merge_stop:
                    return
                while not self._merge_stop and self.merge_now():
                    pass
                self.merge_error = None
            except (IndexWriteError, IndexCorrupt, OSError) as exc:  # the thread lives on; the next request retries
                self.merge_error = exc
            finally:
                with self._merge_idle:
                    self._merging = False
                    self._merge_idle.notify_all()


def _acquire_lock(index_dir: Path, owner: str) -> int:
    try:
        fd = folder.open_lock(index_dir / "lock")
    except OSError as exc:
        raise folder.write_error(index_dir, exc, "write in the index folder") from exc
    if not filelock.try_lock(fd):
        try:
            holder = os.read(fd, 32).decode(errors="replace").strip()
        except OSError:
            holder = ""
        os.close(fd)
        who = f"another VaultMem process{f' (pid {holder})' if holder.isdigit() else ''}"
        raise VaultLocked(f"{who} is indexing {owner}; only one may write an index at a time, so this one "
                          "can open it read-only (search works, indexing does not)", who) from None
    with contextlib.suppress(OSError):  # the pid only informs; a full disk must not stop the writer
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
    return fd

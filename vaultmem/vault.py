"""``Vault``: the engine's public facade — open a folder, keep its index in sync, search it.

The index lives in ``<vault>/.vaultmem/`` (mode 0700, files 0600). The vault itself is only ever read.
One process writes (an ``flock`` on ``.vaultmem/lock``, released by the kernel if the process dies, so a
crash never leaves a stale lock); any number of readers query immutable snapshots.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import IndexCorrupt, VaultLocked, VaultNotFound
from .extract import Limits, Registry, default_registry
from .index import manifest as manifest_io
from .index.manifest import Manifest
from .index.snapshot import Snapshot
from .index.writer import IndexWriter
import numpy as np

from .model import KINDS, Problem
from .preview import Preview, build_preview
from .retrieval.explanation import SearchResult
from .retrieval.filters import Filters
from .retrieval.search import search as run_search
from .sync.ingest import ReadFile, build_segment, read_file
from .sync.walker import FileStat, IgnoreRules, walk

INDEX_DIR = ".vaultmem"
BATCH_BYTES = 24 * 1024 * 1024  # commit a segment every ~24 MB of source so long first syncs survive a crash
BATCH_FILES = 4000


@dataclass(frozen=True, slots=True)
class SyncProgress:
    phase: str  # "scan", "ingest", "commit", "merge", "done"
    done: int
    total: int
    path: str = ""


@dataclass(frozen=True, slots=True)
class SyncReport:
    added: tuple[str, ...] = ()
    updated: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    unchanged: int = 0
    problems: tuple[Problem, ...] = ()
    seconds: float = 0.0
    generation: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.deleted or self.renamed)


@dataclass(frozen=True, slots=True)
class VaultStats:
    root: str
    generation: int
    segments: int
    files: int
    sessions: int
    chunks: int
    index_bytes: int
    problems: int
    kinds: dict[str, int] = field(default_factory=dict)


ProgressFn = Callable[[SyncProgress], None]


class Vault:
    def __init__(self, root: Path, readonly: bool, limits: Limits, registry: Registry) -> None:
        self.root = root
        self.index_dir = root / INDEX_DIR
        self.readonly = readonly
        self.limits = limits
        self.registry = registry
        self.recovered: Problem | None = None  # set when a corrupt index was discarded at open
        self._lock_fd: int | None = None
        self._writer = IndexWriter(self.index_dir)
        self._sync_lock = threading.Lock()
        self._snapshot: Snapshot

    # ---- lifecycle ------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False, limits: Limits | None = None,
             registry: Registry | None = None) -> Vault:
        root = Path(path).expanduser()
        if not root.is_dir():
            raise VaultNotFound(f"vault folder not found: {root}")
        vault = cls(root.resolve(), readonly, limits or Limits(), registry or default_registry())
        vault._open_index()
        return vault

    def _open_index(self) -> None:
        if self.readonly:
            m = manifest_io.read(self.index_dir) if self.index_dir.is_dir() else None
            self._snapshot = self._writer.open_snapshot(m or Manifest())
            return
        self.index_dir.mkdir(mode=0o700, exist_ok=True)
        os.chmod(self.index_dir, 0o700)
        self._acquire_lock()
        try:
            m = manifest_io.read(self.index_dir) or Manifest()
            self._snapshot = self._writer.open_snapshot(m)
            self._writer.collect_garbage(m)
        except IndexCorrupt as exc:
            self.recovered = Problem(INDEX_DIR, "index", "index_corrupt",
                                     f"{exc}; the index was discarded and is rebuilt from the vault")
            self._reset_index()

    def _reset_index(self) -> None:
        empty = Manifest(generation=0)
        manifest_io.write(self.index_dir, empty)
        self._writer.collect_garbage(empty)
        self._snapshot = self._writer.open_snapshot(empty)

    def _acquire_lock(self) -> None:
        fd = os.open(self.index_dir / "lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise VaultLocked(f"another VaultMem process is indexing {self.root}; open it read-only instead") from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._lock_fd = fd

    def close(self) -> None:
        if self._lock_fd is not None:
            fcntl.flock(self._lock_fd, fcntl.LOCK_UN)
            os.close(self._lock_fd)
            self._lock_fd = None

    def __enter__(self) -> Vault:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- reading --------------------------------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        """The current consistent view; hold it for the duration of one query."""
        return self._snapshot

    def refresh(self) -> bool:
        """Readers: pick up a newer committed generation. Returns True when the view changed."""
        m = manifest_io.read(self.index_dir) if self.index_dir.is_dir() else None
        if m is None or m.generation == self._snapshot.generation:
            return False
        self._snapshot = self._writer.open_snapshot(m)
        return True

    def search(self, query: str, k: int = 10, *, filters: Filters | None = None, mode: str = "auto") -> list[SearchResult]:
        return run_search(self._snapshot, query, k, filters, mode)

    def problems(self) -> list[Problem]:
        out = [self.recovered] if self.recovered else []
        for f in sorted(self._snapshot.live_files().values(), key=lambda f: f.path):
            out.extend(Problem(**p) for p in f.problems)
        return out

    def stats(self) -> VaultStats:
        snap = self._snapshot
        files = snap.live_files()
        codes, counts = np.unique(snap.session_kind[snap.session_live], return_counts=True)
        kinds = {KINDS[int(c)]: int(n) for c, n in zip(codes, counts)}
        size = sum(e.stat().st_size for e in os.scandir(self.index_dir) if e.is_file()) if self.index_dir.is_dir() else 0
        return VaultStats(str(self.root), snap.generation, len(snap.segments), len(files), snap.live_sessions,
                          snap.live_chunks, size, sum(len(f.problems) for f in files.values()), kinds)

    def preview(self, session_id: str) -> Preview:
        """The session's display text, chunk spans and header fields, re-extracted from its file (for the app).

        Raises ``PreviewUnavailable`` (a ``VaultMemError``) when the file is gone or no longer has the session.
        """
        return build_preview(self.root, self.registry, self.limits, session_id)

    def verify(self) -> list[str]:
        """Re-read every index file, check checksums and cross-references; returns the inconsistencies."""
        from .index.verify import verify_index

        return verify_index(self.index_dir)

    # ---- writing --------------------------------------------------------------------------------------------
    def sync(self, progress: ProgressFn | None = None) -> SyncReport:
        """Bring the index in line with the folder: ingest adds and edits, tombstone deletes, detect renames."""
        if self.readonly:
            raise VaultLocked("this vault is open read-only")
        with self._sync_lock:
            return self._sync(progress or (lambda p: None))

    def sync_paths(self, paths: set[str], progress: ProgressFn | None = None) -> SyncReport:
        """Reconcile only ``paths`` (from watcher hints) by stat and content hash."""
        if self.readonly:
            raise VaultLocked("this vault is open read-only")
        with self._sync_lock:
            return self._sync(progress or (lambda p: None), only=paths)

    def _sync(self, progress: ProgressFn, only: set[str] | None = None) -> SyncReport:
        started = time.monotonic()
        progress(SyncProgress("scan", 0, 0))
        rules = IgnoreRules(self.root)
        if only is None:
            current = walk(self.root, rules)
        else:
            current = _stat_paths(self.root, only, rules)
        indexed = self._snapshot.live_files()
        if only is None:
            scope = indexed
        else:
            folders = tuple(p.rstrip("/") + "/" for p in only)
            scope = {p: f for p, f in indexed.items() if p in only or p.startswith(folders)}
        candidates = [st for p, st in current.items()
                      if p not in scope or (scope[p].size, scope[p].mtime_ns) != (st.size, st.mtime_ns)]
        gone = [p for p in scope if p not in current]
        seg_index = {ref.file.name: i for i, ref in enumerate(self._snapshot.manifest.segments)}
        added: list[str] = []
        updated: list[str] = []
        problems: list[Problem] = []
        unchanged = len(current) - len(candidates)
        total = len(candidates)
        done = 0
        batch: list[ReadFile] = []
        batch_bytes = 0
        deletes: dict[int, set[int]] = {}
        for p in gone:
            deletes.setdefault(seg_index[indexed[p].segment], set()).add(indexed[p].file_id)
        for st in sorted(candidates, key=lambda s: s.path):
            rf = read_file(self.root, st, self.limits)
            old = indexed.get(st.path)
            done += 1
            progress(SyncProgress("ingest", done, total, st.path))
            if old is not None and rf.sha256 and rf.sha256 == old.sha256 and not old.problems:
                unchanged += 1  # touched, not changed
                continue
            if old is not None:
                deletes.setdefault(seg_index[old.segment], set()).add(old.file_id)
                updated.append(st.path)
            else:
                added.append(st.path)
            batch.append(rf)
            batch_bytes += st.size if rf.data is not None else 0
            if batch_bytes >= BATCH_BYTES or len(batch) >= BATCH_FILES:
                problems += self._commit_batch(batch, deletes, progress)
                batch, batch_bytes, deletes = [], 0, {}
                seg_index = {ref.file.name: i for i, ref in enumerate(self._snapshot.manifest.segments)}
        if batch or deletes:
            problems += self._commit_batch(batch, deletes, progress)
        progress(SyncProgress("merge", total, total))
        self._snapshot = self._writer.maybe_merge(self._snapshot)
        renamed = _renames(gone, added, indexed, self._snapshot)
        moved_from = {old for old, _ in renamed}
        moved_to = {new for _, new in renamed}
        progress(SyncProgress("done", total, total))
        return SyncReport(tuple(p for p in added if p not in moved_to), tuple(updated),
                          tuple(p for p in gone if p not in moved_from), renamed, unchanged, tuple(problems),
                          time.monotonic() - started, self._snapshot.generation)

    def _commit_batch(self, batch: list[ReadFile], deletes: dict[int, set[int]], progress: ProgressFn) -> list[Problem]:
        builder, problems = build_segment(batch, self.registry, self.limits)
        progress(SyncProgress("commit", len(batch), len(batch)))
        self._snapshot = self._writer.commit(self._snapshot, builder.arrays() if batch else None, deletes)
        return problems


def _stat_paths(root: Path, paths: set[str], rules: IgnoreRules) -> dict[str, FileStat]:
    """Stat just the hinted paths (a watcher batch); a hinted folder is walked."""
    out: dict[str, FileStat] = {}
    for rel in paths:
        full = root / rel
        if full.is_dir() and not full.is_symlink():
            out.update({k: v for k, v in walk(root, rules).items() if k.startswith(rel.rstrip("/") + "/")})
            continue
        name = full.name
        parts = rel.split("/")
        if any(rules.skip_dir(part, "/".join(parts[: i + 1])) for i, part in enumerate(parts[:-1])):
            continue
        if rules.skip_file(name, rel):
            continue
        try:
            st = full.lstat()
        except OSError:
            continue
        if full.is_symlink() or not full.is_file():
            continue
        out[rel] = FileStat(rel, st.st_size, st.st_mtime_ns)
    return out


def _renames(gone: list[str], added: list[str], before: dict, snap: Snapshot) -> tuple[tuple[str, str], ...]:
    """Pairs (old, new) where a deleted file's content reappeared under a new path."""
    if not gone or not added:
        return ()
    by_hash = {before[p].sha256: p for p in gone if before[p].sha256}
    now = snap.live_files()
    return tuple((by_hash[now[p].sha256], p) for p in added if p in now and now[p].sha256 in by_hash)

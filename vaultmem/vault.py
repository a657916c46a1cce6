"""``Vault``: the engine's public facade — open a folder, keep its index in sync, search it.

The index lives in ``<vault>/.vaultmem/`` (mode 0700, files 0600). The vault itself is only ever read.
One process writes (an ``flock`` on ``.vaultmem/lock``, released by the kernel if the process dies, so a
crash never leaves a stale lock); any number of readers query immutable snapshots. Inside the writing process
one sync runs at a time (``_sync_lock``) and every snapshot swap happens under ``_commit_lock``; a background
merge (``start_background_merge``) builds its segment without either lock, so queries and ingestion never wait
for it.

A reader (``readonly``: ``vaultmem search --no-sync``, ``stats``, a second app window) opens the committed snapshot
and nothing else: the writer's machinery — extractors, ingest, the index writer — is imported on first use by
``sync``, ``preview`` and the writer's open, so a one-shot search does not pay for it.
"""

from __future__ import annotations

import bisect
import contextlib
import math
import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .errors import IndexCorrupt, IndexWriteError, VaultLocked, VaultNotFound
from .extract.base import Limits
from .index import filelock, folder
from .index import manifest as manifest_io
from .index.manifest import Manifest
from .index.snapshot import Snapshot, open_snapshot
from .model import KINDS, Problem, ProblemFiles, Session
from .query import Query, parse_query

if TYPE_CHECKING:
    from .extract.registry import Registry
    from .filters import Filters
    from .index.segment import Segment, SegmentArrays
    from .index.writer import IndexWriter
    from .preview import Preview
    from .retrieval.explanation import SearchResult, SearchResults
    from .sync.ingest import ReadFile
    from .sync.walker import FileStat, IgnoreRules
    from .sync.workers import IngestWorkers, PendingSegment, SliceDone

INDEX_DIR = ".vaultmem"
# Commit a segment every ~8 MB of source: long first syncs survive a crash, and a batch's rows, tokens and
# postings stay in memory only that long (24 MB batches took a 46 MB first sync to 462 MB of RSS; 8 MB: 256 MB).
BATCH_BYTES = 8 * 1024 * 1024
BATCH_FILES = 4000
SIMILAR_WORDS = 8  # "more like this": enough words to name a topic, few enough that BM25 still ranks by them


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
    problems: int  # files that could not be read completely
    kinds: dict[str, int] = field(default_factory=dict)
    empty: int = 0  # files read fine with nothing to index


ProgressFn = Callable[[SyncProgress], None]


class Vault:
    def __init__(self, root: Path, readonly: bool, limits: Limits, registry: Registry | None,
                 index_dir: Path | None = None) -> None:
        self.root = root
        self.index_dir = index_dir or root / INDEX_DIR
        self.readonly = readonly
        self.limits = limits
        self._registry = registry
        self.recovered: Problem | None = None  # set when a corrupt index was discarded at open
        self.readonly_reason: str | None = None  # why a writer open fell back to read-only
        self._lock_fd: int | None = None
        self._segments: dict[str, Segment] = {}  # a reader's open segments, reused by the next snapshot
        self._writer_: IndexWriter | None = None
        self._workers_: IngestWorkers | None = None  # this writer's ingest processes (``_workers``), ended by close
        self._sync_lock = threading.Lock()  # one ingest at a time
        self._commit_lock = threading.RLock()  # every swap of ``_snapshot`` (commits, merge installs)
        self._merge_wanted = threading.Event()
        self._merge_thread: threading.Thread | None = None
        self._merge_stop = False
        self._merging = False
        self._merge_idle = threading.Condition()
        self.merge_error: IndexWriteError | None = None  # last background merge failure (retried next commit)
        self._live: tuple[int, dict] = (-1, {})
        self._paths_sorted: tuple[dict | None, list[str]] = (None, [])
        self._settling_later = threading.local()  # .on: this thread's syncs leave settling to it
        self._snapshot: Snapshot

    # ---- lifecycle ------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False, limits: Limits | None = None,
             registry: Registry | None = None, fallback_readonly: bool = False,
             index_dir: str | os.PathLike[str] | None = None) -> Vault:
        """Open a vault; ``fallback_readonly`` opens it read-only (``readonly_reason`` says why) instead of
        raising ``VaultLocked`` when another process is its writer — a second app instance can still search.

        ``index_dir`` keeps the index in that folder (outside the vault) instead of ``<vault>/.vaultmem``: for a
        read-only vault (an archive, a read-only mounted volume). Opt-in only, since the index then no longer
        travels with the vault, and an encrypted vault's index would sit outside its encryption."""
        root = Path(path).expanduser()
        if not root.is_dir():
            raise VaultNotFound(f"vault folder not found: {root}")
        root = root.resolve()
        where = None if index_dir is None else _external_index_dir(root, index_dir)
        vault = cls(root, readonly, limits or Limits(), registry, where)
        try:
            vault._open_index()
        except VaultLocked as exc:
            if not fallback_readonly:
                raise
            vault = cls(root, True, vault.limits, vault._registry, where)
            vault.readonly_reason = str(exc)
            vault._open_index()
        return vault

    @property
    def indexed(self) -> bool:
        """Whether the vault has an index at all (a committed manifest): an empty search then means "no results",
        not "never indexed"."""
        return (self.index_dir / manifest_io.MANIFEST).exists()

    @property
    def registry(self) -> Registry:
        """The extractors (the default set unless ``open`` was given one), loaded when first needed."""
        if self._registry is None:
            from .extract.registry import default_registry

            self._registry = default_registry()
        return self._registry

    @property
    def _writer(self) -> IndexWriter:
        if self._writer_ is None:
            from .index.writer import IndexWriter

            self._writer_ = IndexWriter(self.index_dir)
        return self._writer_

    @property
    def _workers(self) -> IngestWorkers:
        """The ingest worker processes this writer's syncs share large batches with (started by such a sync)."""
        if self._workers_ is None:
            from .sync.workers import IngestWorkers

            self._workers_ = IngestWorkers()
        return self._workers_

    def _open_snapshot(self, m: Manifest) -> Snapshot:
        if self.readonly:
            snap, self._segments = open_snapshot(self.index_dir, m, self._segments)
            return snap
        return self._writer.open_snapshot(m)

    def _open_index(self) -> None:
        if self.readonly:
            self._snapshot = self._open_committed()
            return
        folder.prepare(self.index_dir)
        self._acquire_lock()
        try:
            m = manifest_io.read(self.index_dir)
            if m is None:  # a new index commits its empty generation 0 at once: it always has a manifest
                m = Manifest()
                self._write_empty(m)
            self._snapshot = self._writer.open_snapshot(m)
            self._writer.collect_garbage(m)
        except IndexCorrupt as exc:
            self.recovered = Problem(INDEX_DIR, "index", "index_corrupt",
                                     f"{exc}; the index was discarded and is rebuilt from the vault")
            self._reset_index()

    def _write_empty(self, m: Manifest) -> None:
        try:
            manifest_io.write(self.index_dir, m)
        except OSError as exc:
            raise folder.write_error(self.index_dir, exc, "write the index in") from exc

    def _reset_index(self) -> None:
        empty = Manifest(generation=0)
        self._write_empty(empty)
        self._writer.collect_garbage(empty)
        self._snapshot = self._writer.open_snapshot(empty)

    def _open_committed(self) -> Snapshot:
        """Readers: the newest committed snapshot. A writer may commit and delete the files of the manifest we
        just read before we open them; that shows up as a missing file while the manifest moved on — retry."""
        for _ in range(5):
            m = manifest_io.read(self.index_dir) if folder.exists(self.index_dir) else None
            try:
                return self._open_snapshot(m or Manifest())
            except IndexCorrupt:
                again = manifest_io.read(self.index_dir)
                if again is None or m is None or again.generation == m.generation:
                    raise
        return self._open_snapshot(manifest_io.read(self.index_dir) or Manifest())

    def _acquire_lock(self) -> None:
        try:
            fd = folder.open_lock(self.index_dir / "lock")
        except OSError as exc:
            raise folder.write_error(self.index_dir, exc, "write in the index folder") from exc
        if not filelock.try_lock(fd):
            try:
                holder = os.read(fd, 32).decode(errors="replace").strip()
            except OSError:
                holder = ""
            os.close(fd)
            who = f"another VaultMem process{f' (pid {holder})' if holder.isdigit() else ''}"
            raise VaultLocked(f"{who} is indexing {self.root}; only one may write an index at a time, so this one "
                              "can open it read-only (search works, indexing does not)", who) from None
        with contextlib.suppress(OSError):  # the pid only informs; a full disk must not stop the writer
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._lock_fd = fd

    def close(self) -> None:
        thread = self._merge_thread
        if thread is not None:
            self._merge_stop = True
            self._merge_wanted.set()
            thread.join()
            self._merge_thread = None
        if self._workers_ is not None:
            self._workers_.close()
        try:
            if self._writer_ is not None:
                self._writer_.settle()
        except OSError:
            pass  # not durable: after a power cut the reconciliation scan at the next open redoes the commit
        if self._lock_fd is not None:
            filelock.unlock(self._lock_fd)
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
        m = manifest_io.read(self.index_dir) if folder.exists(self.index_dir) else None
        if m is None or m.generation == self._snapshot.generation:
            return False
        if not self.readonly:
            return False  # the writer's own snapshot is always the newest
        self._snapshot = self._open_committed()
        return True

    @staticmethod
    def warm_up() -> None:
        """Load what a first query needs — the query-side modules (imported on first use) and the token table —
        so that a GUI can do it before its window shows. Loading holds the GIL in C calls of tens of ms, which
        stall every thread of the process; a query on a still-empty index returns before loading any of it, so a
        new vault's first real search would pay it in the middle of someone's typing."""
        from .retrieval import pipeline, search  # noqa: F401
        from .text.terms import query_words

        query_words(parse_query("warm up").ranking_text)

    def search(self, query: str | Query, k: int = 10, *, filters: Filters | None = None, mode: str = "auto",
               sort: str | None = None) -> SearchResults:
        """The best ``k`` sessions for ``query`` (text in the query language, docs/query-language.md, or a parsed
        ``Query``), within ``filters`` as well; ``sort`` ("relevance", "newest", "oldest") overrides the query's."""
        from .retrieval.search import search

        parsed = query if isinstance(query, Query) else parse_query(query)
        return search(self._snapshot, parsed, k, filters, mode, sort)

    def completions(self, operator: str, partial: str = "", limit: int = 20) -> list[str]:
        """Values the index holds for an operator (``kind``, ``folder``/``in``, ``tag``, ``ext``, ``from``, ``to``)
        that start with ``partial`` (or contain it, after those that start with it), most frequent first."""
        from .retrieval.completions import completions

        return completions(self._snapshot, operator, partial, limit)

    def sessions(self, results: Sequence[SearchResult]) -> list[Session | None]:
        """The stored session records of search results (kind, title, date and metadata: a mail's ``thread_id``,
        a chat's ``conversation_id`` …), from the current snapshot; None for one no longer indexed. The app
        groups results by thread with them."""
        snap = self._snapshot
        out: list[Session | None] = []
        for r in results:
            gid = _session_gid(snap, r.path, r.session_id)
            info = snap.session(gid) if gid is not None else None
            out.append(Session(info.id, info.kind, info.title, info.path, info.date, info.metadata) if info else None)
        return out

    def similar_query(self, result: SearchResult, n: int = SIMILAR_WORDS) -> str:
        """"More like this": the words most particular to a result's session — term frequency there × BM25 idf of
        the word's term in this index; stopwords, numbers and words under 3 letters left out — as a query."""
        from .text.terms import token_forms, tokens, word_term
        from .text.words import STOPWORDS

        snap = self._snapshot
        gid = _session_gid(snap, result.path, result.session_id)
        if gid is None:
            return ""
        tf: Counter[str] = Counter()  # analysed form → count
        surface: dict[str, Counter[str]] = {}  # analysed form → the words written for it
        for chunk in snap.session_chunks(gid):
            for m in tokens(snap.chunk_text(chunk)):
                word = m.group().lower()
                if len(word) < 3 or word in STOPWORDS or not word.replace("-", "").isalpha():
                    continue
                for form in token_forms(m.group()):
                    tf[form] += 1
                    surface.setdefault(form, Counter())[word] += 1
        n_chunks = max(snap.live_chunks, 1)

        def weight(form: str) -> float:
            df = len(snap.postings(word_term(form))[0])
            return tf[form] * math.log(1 + (n_chunks - df + 0.5) / (df + 0.5))

        words = (surface[form].most_common(1)[0][0] for form in sorted(tf, key=lambda f: (-weight(f), f)))
        return " ".join(list(dict.fromkeys(words))[:n])

    def problems(self) -> list[Problem]:
        out = [self.recovered] if self.recovered else []
        for f in sorted(self._snapshot.live_files().values(), key=lambda f: f.path):
            try:
                out.extend(Problem(**p) for p in f.problems)
            except TypeError as exc:
                raise IndexCorrupt(f"the index holds a malformed problem record for {f.path!r}") from exc
        return out

    def stats(self) -> VaultStats:
        snap = self._snapshot
        files = snap.live_files()
        codes, counts = np.unique(snap.session_kind[snap.session_live], return_counts=True)
        kinds = {KINDS[int(c)]: int(n) for c, n in zip(codes, counts)}
        problem_files = ProblemFiles.of(Problem(**p) for f in files.values() for p in f.problems)
        return VaultStats(str(self.root), snap.generation, len(snap.segments), len(files), snap.live_sessions,
                          snap.live_chunks, _folder_bytes(self.index_dir), problem_files.failed, kinds,
                          problem_files.empty)

    def preview(self, session_id: str) -> Preview:
        """The session's display text, chunk spans and header fields, re-extracted from its file (for the app).

        Raises ``PreviewUnavailable`` (a ``VaultMemError``) when the file is gone or no longer has the session.
        """
        from .preview import build_preview

        return build_preview(self.root, self.registry, self.limits, session_id)

    def file_path(self, relpath: str) -> Path:
        """The file a result's ``path`` names, to open or reveal it in another program. Raises ``UnsafePath`` when
        that path (read from the index, which may come from someone else) is absolute, climbs out with ``..``, or
        resolves outside the vault."""
        from .safepath import resolve

        return resolve(self.root, relpath)

    def verify(self) -> list[str]:
        """Re-read every index file, check checksums and cross-references, and report stored paths that would be
        refused (outside the vault); returns the inconsistencies."""
        from .index.verify import verify_index

        return verify_index(self.index_dir, self.root)

    # ---- writing --------------------------------------------------------------------------------------------
    def sync(self, progress: ProgressFn | None = None) -> SyncReport:
        """Bring the index in line with the folder: ingest adds and edits, tombstone deletes, detect renames.

        Returns once the change is searchable and durable (but see ``settling_later``)."""
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

    @contextlib.contextmanager
    def settling_later(self) -> Iterator[None]:
        """Syncs made by this thread inside the block return as soon as their change is searchable, before the
        directory fsync that makes it durable; the caller then calls ``settle``. The watcher reports a batch in
        between, so a save waits for one journal commit instead of two. Other threads' syncs are unaffected."""
        self._settling_later.on = True
        try:
            yield
        finally:
            self._settling_later.on = False

    def settle(self) -> None:
        """Make the last commit durable and delete the index files it unreferenced (a directory fsync, then
        garbage collection); a no-op when it is. ``close``, the next sync and every merge settle in any case."""
        with self._commit_lock:
            try:
                self._writer.settle()
            except OSError as exc:
                raise IndexWriteError(f"could not make the index in {self.index_dir} durable ({exc.strerror}); "
                                      "searches see the change, the next commit tries again") from exc

    def _sync(self, progress: ProgressFn, only: set[str] | None = None) -> SyncReport:
        from .sync.ingest import read_file
        from .sync.restat import restat_segment
        from .sync.walker import IGNORE_FILE, IgnoreRules, blocked_folders, walk
        from .sync.workers import PendingSegment

        started = time.monotonic()
        progress(SyncProgress("scan", 0, 0))
        rules = IgnoreRules(self.root)
        if only is not None and ("" in only or "." in only or IGNORE_FILE in only):
            only = None  # the root itself or the ignore rules changed: reconcile everything
        current = walk(self.root, rules) if only is None else _stat_paths(self.root, only, rules)
        indexed = self._live_files()
        scope = indexed if only is None else _scope(indexed, self._sorted_paths(), only)
        candidates = [st for p, st in current.items()
                      if p not in scope or (scope[p].size, scope[p].mtime_ns) != (st.size, st.mtime_ns)]
        # What was indexed under a folder that cannot be read now stays (searchable, maybe stale), not deleted.
        blocked = blocked_folders(current)
        gone = [p for p in scope if p not in current and not (blocked and p.startswith(blocked))]
        added: list[str] = []
        updated: list[str] = []
        problems: list[Problem] = []
        unchanged = len(current) - len(candidates)
        total = len(candidates)
        total_bytes = sum(st.size for st in candidates)
        self._workers.expect_bytes(total_bytes)
        done = 0
        ingested = [0, 0]  # files, bytes

        def ingest_progress(files: int, size: int) -> None:
            ingested[0] += files
            ingested[1] += size
            progress(SyncProgress("ingest", ingested[0], total, "", ingested[1], total_bytes))
        batch: list[ReadFile] = []
        batch_bytes = 0
        deletes: list[str] = list(gone)  # paths whose live version is tombstoned by the next commit
        touched: dict[str, FileStat] = {}  # same content, new stat: the file row is rewritten, not re-ingested
        # A full batch goes to the workers at once and is committed when the next one is full (or the folder is
        # done): while this thread commits batch N (postings, compression, fsyncs), the workers ingest N + 1.
        pending: tuple[PendingSegment, list[str]] | None = None

        def hand_over(batch: list[ReadFile], deletes: list[str]) -> None:
            """Start ``batch`` and commit the pending one meanwhile (a long first sync keeps every finished
            batch across a power cut, so that commit is settled)."""
            nonlocal pending, problems
            full = (PendingSegment(batch, self.registry, self.limits, self._workers), deletes)
            if pending is not None:
                problems += self._commit_batch(*pending, progress, ingest_progress, meanwhile=full[0])
                self.settle()
            pending = full

        try:
            for st in sorted(candidates, key=lambda s: s.path):
                rf = read_file(self.root, st, self.limits)
                old = indexed.get(st.path)
                done += 1
                progress(SyncProgress("read", done, total, st.path))
                if old is not None and rf.sha256 and rf.sha256 == old.sha256 and not old.problems:
                    unchanged += 1
                    touched[st.path] = st
                    ingest_progress(1, st.size)
                    continue
                if old is not None:
                    deletes.append(st.path)
                    updated.append(st.path)
                else:
                    added.append(st.path)
                batch.append(rf)
                batch_bytes += st.size if rf.data is not None else 0
                if batch_bytes >= BATCH_BYTES or len(batch) >= BATCH_FILES:
                    hand_over(batch, deletes)
                    batch, batch_bytes, deletes = [], 0, []
            if batch or deletes:
                hand_over(batch, deletes)
            if pending is not None:
                pending, last = None, pending
                problems += self._commit_batch(*last, progress, ingest_progress)
        finally:
            if pending is not None:  # a commit failed: the batch after it is not wanted
                pending[0].discard()
        if touched:
            self._commit(restat_segment(self._snapshot, touched), list(touched))
        if not getattr(self._settling_later, "on", False):
            self.settle()
        progress(SyncProgress("merge", total, total))
        self._request_merge()
        snap = self._snapshot
        renamed = _renames(gone, added, indexed, self._live_files())
        moved_from = {old for old, _ in renamed}
        moved_to = {new for _, new in renamed}
        progress(SyncProgress("done", total, total))
        return SyncReport(tuple(p for p in added if p not in moved_to), tuple(updated),
                          tuple(p for p in gone if p not in moved_from), renamed, unchanged, tuple(problems),
                          time.monotonic() - started, snap.generation)

    def _commit_batch(self, batch: PendingSegment, deletes: list[str], progress: ProgressFn, ingested: SliceDone,
                      meanwhile: PendingSegment | None = None) -> list[Problem]:
        builder, problems = batch.rows(meanwhile, ingested)
        progress(SyncProgress("commit", len(builder.files), len(builder.files)))
        self._commit(builder.arrays() if builder.files else None, deletes)
        return problems

    def _commit(self, arrays: SegmentArrays | None, deletes: list[str]) -> None:
        """Add a segment and tombstone the live rows of ``deletes`` (paths) in one atomic commit."""
        with self._commit_lock:
            # Resolve deleted paths against the snapshot we commit on top of: a background merge may have
            # moved those files to another segment since the sync started.
            live = self._live_files()
            seg_index = {ref.file.name: i for i, ref in enumerate(self._snapshot.manifest.segments)}
            by_segment: dict[int, set[int]] = {}
            for path in deletes:
                f = live.get(path)
                if f is not None:
                    by_segment.setdefault(seg_index[f.segment], set()).add(f.file_id)
            self._snapshot = self._writer.commit(self._snapshot, arrays, by_segment)

    def _sorted_paths(self) -> list[str]:
        files = self._live_files()
        if self._paths_sorted[0] is not files:
            self._paths_sorted = (files, sorted(files))
        return self._paths_sorted[1]

    def _live_files(self) -> dict:
        """``live_files()`` of the current snapshot, computed once per generation (callers must not mutate)."""
        snap = self._snapshot
        gen, files = self._live
        if gen != snap.generation:
            files = snap.live_files()
            self._live = (snap.generation, files)
        return files

    # ---- merging --------------------------------------------------------------------------------------------
    def start_background_merge(self) -> None:
        """Run merges on a daemon thread from now on (the watcher does this); ``close()`` stops it."""
        if self.readonly or self._merge_thread is not None:
            return
        self._merge_stop = False
        self._merge_thread = threading.Thread(target=self._merge_loop, name="vaultmem-merge", daemon=True)
        self._merge_thread.start()
        self._merge_wanted.set()

    def _request_merge(self) -> None:
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
            except IndexWriteError as exc:
                self.merge_error = exc  # the index is unchanged; the next commit asks again
            finally:
                with self._merge_idle:
                    self._merging = False
                    self._merge_idle.notify_all()


def _session_gid(snap: Snapshot, path: str, session_id: str) -> int | None:
    """A session's global id from its file (newest segment first; a file lives in one segment at a time)."""
    for i in reversed(range(len(snap.segments))):
        seg = snap.segments[i]
        f = seg.files_by_path.get(path)
        if f is None or f.file_id in snap.deleted[i]:
            continue
        for local in np.flatnonzero(seg.sess_file == f.file_id).tolist():
            gid = int(snap.session_base[i]) + local
            if snap.session(gid).id == session_id:
                return gid
    return None


def _scope(indexed: dict, sorted_paths: list[str], hints: set[str]) -> dict:
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
    from .sync.walker import stat_path, walk

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


def _renames(gone: list[str], added: list[str], before: dict, now: dict) -> tuple[tuple[str, str], ...]:
    """Pairs (old, new) where a deleted file's content reappeared under a new path."""
    if not gone or not added:
        return ()
    by_hash = {before[p].sha256: p for p in gone if before[p].sha256}
    return tuple((by_hash[now[p].sha256], p) for p in added if p in now and now[p].sha256 in by_hash)


def _external_index_dir(root: Path, index_dir: str | os.PathLike[str]) -> Path:
    """The resolved ``--index-dir``; it must lie outside the vault (the walk would otherwise index the index)."""
    where = Path(index_dir).expanduser().resolve()
    if where == root or root in where.parents:
        raise VaultNotFound(f"the index folder {where} is inside the vault {root}; choose one outside it, or omit "
                            "--index-dir to keep the index in the vault's own .vaultmem folder")
    return where


def _folder_bytes(path: Path) -> int:
    """Bytes of the files directly in ``path``; files the writer removes mid-listing (temp files, collected
    segments) count as gone, since another process may be committing while the app asks."""
    total = 0
    try:
        entries = list(os.scandir(path))
    except FileNotFoundError:
        return 0
    for entry in entries:
        try:
            if entry.is_file():
                total += entry.stat().st_size
        except FileNotFoundError:
            continue
    return total

"""``VaultWatcher``: keep a writable ``Vault`` live — events → dirty set → reconcile → commit, on one thread.

Start-up order matters: the observer starts first, then a full reconciliation is queued (changes made while
the app was closed), so no change can fall in between. From then on each quiet-period batch is reconciled with
``Vault.sync_paths`` (stat, then content hash); lost events (an inotify queue overflow) queue another full
reconciliation. A batch is reported as soon as its commit is searchable; the commit is made durable
(``Vault.settle``: a directory fsync, then garbage collection) right after, off that path. Merges run on the
vault's background merge thread, so a long merge never delays the next batch, and queries always run on the
last committed snapshot.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Self

from ..errors import IndexWriteError
from ..sync.reconcile import SyncReport
from ..text import tokenizer
from ..vault import Vault
from .config import WatchConfig
from .dirty import DirtyBatch, DirtySet
from .hints import HintHandler
from .observers import native_observer, start_observer, stop_observer

_OVERFLOW_LOGGER = "watchdog.observers.inotify_c"
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WatchBatch:
    """One reconciled batch, as reported to the ``on_batch`` callback."""

    paths: frozenset[str]
    full: bool
    report: SyncReport | None  # None when the batch failed
    error: str | None
    first_hint: float  # time.monotonic() of the oldest hint; finished - first_hint = freshness upper bound
    finished: float
    last_hint: float  # the newest hint: the quiet period ran from here
    flushed: float  # the dirty set handed the batch out; finished - flushed = the reconciliation (sync + commit)
    cpu: float  # CPU seconds the reconciliation used on its thread: wall minus this is waiting (fsync, stalls, GIL)


class VaultWatcher:
    def __init__(self, vault: Vault, config: WatchConfig | None = None,
                 on_batch: Callable[[WatchBatch], None] | None = None, *, native_factory=native_observer) -> None:
        if vault.readonly:
            raise IndexWriteError(f"cannot watch {vault.root}: it is open read-only ({vault.readonly_reason or 'by request'})")
        self.vault = vault
        self.config = config or WatchConfig.load(vault.index_dir)
        self.mode = "stopped"  # "native" | "polling" once started
        self.error: str | None = None
        self.batches = 0
        self._on_batch = on_batch
        self._native_factory = native_factory
        self._dirty = DirtySet(self.config.quiet_seconds, self.config.max_delay_seconds)
        self._handler = HintHandler(str(vault.root), self._dirty.add)
        self._observer = None
        self._worker: threading.Thread | None = None
        self._cond = threading.Condition()
        self._overflow = _OverflowHook(self._dirty)

    # ---- lifecycle ------------------------------------------------------------------------------------------
    def start(self) -> Self:
        threading.Thread(target=tokenizer.encoding, name="vaultmem-tokenizer-warmup", daemon=True).start()
        self.vault.start_background_merge()
        logging.getLogger(_OVERFLOW_LOGGER).addHandler(self._overflow)
        self._observer, self.mode = start_observer(self.vault.root, self.vault.index_dir, self._handler,
                                                   self.config, self._native_factory)
        self._dirty.add_all()  # reconciliation scan: whatever changed while nobody watched
        self._worker = threading.Thread(target=self._run, name="vaultmem-watch", daemon=True)
        self._worker.start()
        return self

    def stop(self) -> None:
        if self._observer is not None:
            stop_observer(self._observer)
            self._observer = None
        logging.getLogger(_OVERFLOW_LOGGER).removeHandler(self._overflow)
        self._dirty.close()
        if self._worker is not None:
            self._worker.join()
            self._worker = None
        self.mode = "stopped"

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def hint(self, paths: list[str]) -> None:
        """Feed hints from elsewhere (an app noticing a save, a test); same path as watchdog events."""
        self._dirty.add(paths)

    # ---- waiting (event-driven) -----------------------------------------------------------------------------
    def wait_for(self, predicate: Callable[[], bool], timeout: float) -> bool:
        """Block until ``predicate()`` holds, re-checking after every reconciled batch; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not predicate():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def wait_idle(self, timeout: float) -> bool:
        """Until no hint is pending and no batch is running (only meaningful once the hints were delivered)."""
        return self.wait_for(lambda: not self._dirty.pending() and not self._busy, timeout)

    # ---- worker ---------------------------------------------------------------------------------------------
    _busy = False

    def _run(self) -> None:
        while True:
            batch = self._dirty.take()
            if batch is None:
                return
            self._busy = True
            try:
                result = self._reconcile(batch)
                if self._on_batch is not None:
                    self._on_batch(result)
                with self._cond:
                    self.batches += 1
                    self._cond.notify_all()  # waiters see the searchable change now, not after the fsync below
                self._settle()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
            if result.error is not None:
                self._dirty.pause(self.config.retry_seconds)  # a full disk does not empty itself in 300 ms

    def _settle(self) -> None:
        try:
            self.vault.settle()
        except IndexWriteError as exc:
            self.error = str(exc)  # searchable but maybe not durable; the next batch's settle retries
            log.warning("%s", exc)

    def _reconcile(self, batch: DirtyBatch) -> WatchBatch:
        cpu = time.thread_time()
        try:
            # ``_run`` settles once the batch is reported
            report = (self.vault.sync(settle=False) if batch.full
                      else self.vault.sync_paths(set(batch.paths), settle=False))
        except IndexWriteError as exc:
            # Nothing is lost: the last good index stays, and the batch is retried (the vault is the truth).
            error = str(exc)
        except Exception as exc:
            # Anything else is a bug, but it must not end live indexing silently with the worker thread:
            # report it like a failed write (listeners and ``error`` see it) and retry after the back-off.
            log.exception("reconciling %s failed", "the vault" if batch.full else f"{len(batch.paths)} paths")
            error = f"{type(exc).__name__}: {exc}"
        else:
            self.error = None
            return _reported(batch, report, None, cpu)
        self.error = error
        if batch.full:
            self._dirty.add_all()
        else:
            self._dirty.add(batch.paths)
        return _reported(batch, None, error, cpu)


def _reported(batch: DirtyBatch, report: SyncReport | None, error: str | None, cpu_start: float) -> WatchBatch:
    return WatchBatch(batch.paths, batch.full, report, error, batch.first_hint, time.monotonic(), batch.last_hint,
                      batch.taken, time.thread_time() - cpu_start)


class _OverflowHook(logging.Handler):
    """watchdog only *logs* an inotify queue overflow; events were lost, so reconcile everything."""

    def __init__(self, dirty: DirtySet) -> None:
        super().__init__(logging.WARNING)
        self.dirty = dirty

    def emit(self, record: logging.LogRecord) -> None:
        if "overflow" in record.getMessage().lower():
            self.dirty.add_all()

"""The vault's writer runs in a child process; the app itself only reads.

Why a process and not a worker thread: extraction and tokenisation are largely pure Python and hold the GIL.
Measured here (2 cores, busy machine), a CPU-bound Python thread starves the Qt main thread of the GIL for
0.9–1.5 s at a time, so a thread-based sync cannot keep a 100 ms UI heartbeat. In a child process the
ingest has its own interpreter and the UI thread only competes with short searches.

The child opens the vault as the writer (it holds the ``flock``), answers "sync" commands and streams
``SyncProgress`` (≤ 10 Hz, plus every phase change) back. After the first sync it keeps the vault live with
the engine's ``VaultWatcher`` (the same one ``vaultmem watch`` runs) and streams the watcher's state and a
summary of every reconciled batch. The app opens the same vault read-only and calls ``refresh()`` after each
commit or batch, so search keeps working on the last committed snapshot while ingest runs. When another
process already writes the vault, the child reports ``locked`` and the app stays read-only (and does not
watch: the writer does). The index is crash-safe, so stopping the child mid-sync (window closed) never
corrupts it.

Events travel as ``(kind, payload)`` tuples on one queue, read by a single long-running relay task in the app
(``Indexer.relay``); the other methods only put commands and never block on the child.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vaultmem import Problem, SyncProgress, Vault, VaultLocked, VaultMemError, exit_with_parent
from vaultmem.watch import VaultWatcher, WatchBatch

PROGRESS_INTERVAL_S = 0.1
START_TIMEOUT_S = 180.0
POLL_S = 0.5  # how often a blocked read re-checks that the child is still alive
NICENESS = 10  # like desktop indexers (Tracker, Baloo): ingest yields the CPU to the UI under contention


class IndexerError(VaultMemError):
    """The indexer process failed or died."""


class SyncCancelled(VaultMemError):
    """A sync was stopped (window closed or vault switched); already committed batches stay."""


@dataclass(frozen=True, slots=True)
class IndexerStart:
    locked_reason: str | None  # set when another process is the writer
    recovered: Problem | None = None


@dataclass(frozen=True, slots=True)
class WatchState:
    """What the child's watcher is doing: ``mode`` is "native" or "polling" while it runs, "stopped" otherwise
    (``reason`` says why)."""

    mode: str
    reason: str = ""
    poll_seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class BatchSummary:
    """One reconciled watcher batch, small enough to send to the app (a ``WatchBatch`` without path lists)."""

    added: int
    updated: int
    deleted: int
    renamed: int
    problems: int
    full: bool  # a whole-vault reconciliation (start-up, lost events)
    error: str | None  # the batch failed (disk full, read-only index) and is retried
    latency: float  # seconds from the first hint to the commit
    generation: int
    sample: tuple[str, ...] = ()  # a few changed paths, for the status bar tooltip

    @property
    def changed(self) -> int:
        return self.added + self.updated + self.deleted + self.renamed

    @classmethod
    def of(cls, b: WatchBatch) -> BatchSummary:
        r = b.report
        if r is None:
            return cls(0, 0, 0, 0, 0, b.full, b.error or "failed", b.finished - b.first_hint, 0)
        sample = (*r.added, *r.updated, *r.deleted, *(new for _old, new in r.renamed))[:5]
        return cls(len(r.added), len(r.updated), len(r.deleted), len(r.renamed), len(r.problems), b.full, None,
                   b.finished - b.first_hint, r.generation, tuple(sample))


def _post(events: Any, event: tuple[str, Any]) -> None:
    """Send an event from any child thread; never raises (a watcher listener that raises kills the watcher)."""
    try:
        events.put(event)
    except (ValueError, OSError, AssertionError):
        pass  # the queue is closed: the app is gone


class _WatchRelay:
    """Runs the engine's watcher in the child and reports its state and batches on the event queue.

    An uncaught exception in any child thread (the watcher's worker, an observer, the merger) means the vault
    is no longer kept live: that is reported as "stopped" with the exception, and the next sync (F5) starts a
    fresh watcher.
    """

    def __init__(self, vault: Vault, events: Any) -> None:
        self.vault, self.events = vault, events
        self.watcher: VaultWatcher | None = None
        self.died: str | None = None
        self._previous_hook = threading.excepthook

    def install(self) -> None:
        threading.excepthook = self._thread_died

    def uninstall(self) -> None:
        threading.excepthook = self._previous_hook

    def _thread_died(self, args: threading.ExceptHookArgs) -> None:
        name = args.thread.name if args.thread is not None else "a thread"
        self.died = f"{args.exc_type.__name__}: {args.exc_value} (in {name})"
        _post(self.events, ("watch", WatchState("stopped", self.died)))
        self._previous_hook(args)

    def start(self) -> None:
        if self.watcher is not None and self.died is None:
            return
        self.stop()
        self.died = None
        try:
            watcher = VaultWatcher(self.vault, on_batch=lambda b: _post(self.events, ("batch", BatchSummary.of(b))))
            watcher.start()
        except (OSError, VaultMemError, ValueError) as exc:
            _post(self.events, ("watch", WatchState("stopped", f"{type(exc).__name__}: {exc}")))
            return
        self.watcher = watcher
        _post(self.events, ("watch", WatchState(watcher.mode, "", watcher.config.poll_seconds)))

    def stop(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None


def _child_main(path: str, commands: Any, events: Any, cancel: Any, niceness: int = 0) -> None:
    """Child process: own the vault as its writer until told to stop (or until the app is gone, however it ended:
    an orphan would keep the writer lock)."""
    exit_with_parent()
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)  # background work: on a busy machine the UI process gets the CPU first
    try:
        vault = Vault.open(path)
    except VaultLocked as exc:
        events.put(("locked", str(exc)))
        return
    except (VaultMemError, OSError) as exc:
        events.put(("error", f"{type(exc).__name__}: {exc}"))
        return
    events.put(("ready", vault.recovered))
    relay = _WatchRelay(vault, events)
    relay.install()
    try:
        while True:
            cmd = commands.get()
            if cmd is None:
                break
            if cmd == "sync":
                cancel.clear()
                if _child_sync(vault, events, cancel):
                    relay.start()  # after the first sync: its own start-up reconciliation catches what changed since
    finally:
        relay.stop()
        vault.close()
        relay.uninstall()
        events.put(("exit", None))


def _child_sync(vault: Vault, events: Any, cancel: Any) -> bool:
    """One full sync with throttled progress; False when it was cancelled (``cancel`` set: the sync stops at the
    next file or batch, keeping what it committed)."""
    last = [0.0, ""]

    def progress(p: SyncProgress) -> None:
        now = time.monotonic()
        if p.phase != last[1] or p.done == p.total or now - last[0] >= PROGRESS_INTERVAL_S:
            last[0], last[1] = now, p.phase
            events.put(("progress", p))

    try:
        report = vault.sync(progress=progress, cancel=cancel)
    except Exception as exc:  # noqa: BLE001 — reported to the app, which shows it in the status bar
        events.put(("failed", f"{type(exc).__name__}: {exc}"))
        return True
    if report.cancelled:
        events.put(("cancelled", None))
        return False
    events.put(("done", report))
    return True


def is_urgent(kind: str, payload: Any) -> bool:
    """Events the relay must deliver even inside the ≤ 10 Hz progress throttle (only mid-ingest progress may be
    dropped: the next one supersedes it)."""
    return not (kind == "progress" and payload.phase in ("read", "ingest") and payload.done != payload.total)


class Indexer:
    def __init__(self, path: Path) -> None:
        ctx = mp.get_context("spawn")  # no fork of a process that runs Qt threads
        self.commands = ctx.Queue()
        self.events = ctx.Queue()
        self.cancel = ctx.Event()
        self.process = ctx.Process(target=_child_main, args=(str(path), self.commands, self.events, self.cancel, NICENESS),
                                   name="vaultmem-indexer", daemon=True)

    def start(self) -> IndexerStart:
        """Blocks until the child holds the writer lock (or found it taken)."""
        self.process.start()
        kind, payload = self._next(START_TIMEOUT_S)
        if kind == "locked":
            self.process.join(5)
            return IndexerStart(payload)
        if kind == "error":
            self.process.join(5)
            raise IndexerError(payload)
        return IndexerStart(None, payload)

    def request_sync(self) -> None:
        """Ask for a full sync (non-blocking: the command is queued; progress arrives through ``relay``)."""
        self.cancel.clear()
        self.commands.put("sync")

    def relay(self, emit: Any) -> None:
        """Blocks: pass every event of the child to ``emit(event, force)`` until the child exits.

        Raises ``IndexerError`` when the child dies without saying goodbye (killed, crashed).
        """
        while True:
            kind, payload = self._next(None)
            if kind == "exit":
                return
            emit((kind, payload), is_urgent(kind, payload))

    def _next(self, timeout: float | None) -> tuple[str, Any]:
        waited = 0.0
        while True:
            try:
                return self.events.get(timeout=POLL_S)
            except queue.Empty:
                waited += POLL_S
                if not self.process.is_alive():
                    raise IndexerError(f"the indexer process exited (code {self.process.exitcode})") from None
                if timeout is not None and waited >= timeout:
                    raise IndexerError("the indexer process did not start in time") from None

    def stop(self, timeout: float = 10.0) -> None:
        """Stop a running sync at the next file and the watcher, then end the process (killed if it hangs).

        The queues stay open for the relay to read the goodbye; ``close()`` them once the relay has returned.
        """
        if self.process.pid is None:
            return
        self.cancel.set()
        try:
            self.commands.put(None)
        except (ValueError, OSError):
            pass
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(5)

    def close(self) -> None:
        for q in (self.commands, self.events):
            q.close()
            q.cancel_join_thread()

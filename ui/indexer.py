"""The vault's writer runs in a child process; the app itself only reads.

Why a process and not a worker thread: extraction and tokenisation are largely pure Python and hold the GIL.
Measured here (2 cores, busy machine), a CPU-bound Python thread starves the Qt main thread of the GIL for
0.9–1.5 s at a time, so a thread-based sync cannot keep a 100 ms UI heartbeat. In a child process the
ingest has its own interpreter and the UI thread only competes with short searches.

The child opens the vault as the writer (it holds the ``flock``), answers "sync" commands and streams
``SyncProgress`` (≤ 10 Hz, plus every phase change) back. The app opens the same vault read-only and calls
``refresh()`` after each commit, so search keeps working on the last committed snapshot while ingest runs.
When another process already writes the vault, the child reports ``locked`` and the app stays read-only.
The index is crash-safe, so stopping the child mid-sync (window closed) never corrupts it.

All methods block; the window calls them through the task runner, never on the UI thread.
"""

from __future__ import annotations

import multiprocessing as mp
import queue
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vaultmem import Problem, SyncProgress, SyncReport, Vault, VaultLocked, VaultMemError

PROGRESS_INTERVAL_S = 0.1
START_TIMEOUT_S = 180.0


class IndexerError(VaultMemError):
    """The indexer process failed or died."""


class SyncCancelled(VaultMemError):
    """A sync was stopped (window closed or vault switched); already committed batches stay."""


@dataclass(frozen=True, slots=True)
class IndexerStart:
    locked_reason: str | None  # set when another process is the writer
    recovered: Problem | None = None


def _child_main(path: str, commands: Any, events: Any, cancel: Any) -> None:
    """Child process: own the vault as its writer until told to stop."""
    try:
        vault = Vault.open(path)
    except VaultLocked as exc:
        events.put(("locked", str(exc)))
        return
    except (VaultMemError, OSError) as exc:
        events.put(("error", f"{type(exc).__name__}: {exc}"))
        return
    events.put(("ready", vault.recovered))
    try:
        while True:
            cmd = commands.get()
            if cmd is None:
                break
            if cmd == "sync":
                cancel.clear()
                _child_sync(vault, events, cancel)
    finally:
        vault.close()


def _child_sync(vault: Vault, events: Any, cancel: Any) -> None:
    last = [0.0, ""]

    def progress(p: SyncProgress) -> None:
        if cancel.is_set():
            raise SyncCancelled("indexing stopped")
        now = time.monotonic()
        if p.phase != last[1] or p.done == p.total or now - last[0] >= PROGRESS_INTERVAL_S:
            last[0], last[1] = now, p.phase
            events.put(("progress", p))

    try:
        report = vault.sync(progress=progress)
    except SyncCancelled:
        events.put(("cancelled", None))
    except Exception as exc:  # noqa: BLE001 — reported to the app, which shows it in the status bar
        events.put(("failed", f"{type(exc).__name__}: {exc}"))
    else:
        events.put(("done", report))


class Indexer:
    def __init__(self, path: Path) -> None:
        ctx = mp.get_context("spawn")  # no fork of a process that runs Qt threads
        self.commands = ctx.Queue()
        self.events = ctx.Queue()
        self.cancel = ctx.Event()
        self.process = ctx.Process(target=_child_main, args=(str(path), self.commands, self.events, self.cancel),
                                   name="vaultmem-indexer", daemon=True)

    def start(self) -> IndexerStart:
        self.process.start()
        kind, payload = self._next(START_TIMEOUT_S)
        if kind == "locked":
            self.process.join(5)
            return IndexerStart(payload)
        if kind == "error":
            self.process.join(5)
            raise IndexerError(payload)
        return IndexerStart(None, payload)

    def sync(self, on_progress: Any) -> SyncReport:
        """Ask for one sync and relay its progress until it ends."""
        self.commands.put("sync")
        while True:
            kind, payload = self._next(None)
            if kind == "progress":
                on_progress(payload)
            elif kind == "done":
                return payload
            elif kind == "cancelled":
                raise SyncCancelled("indexing stopped")
            elif kind == "failed":
                raise IndexerError(payload)

    def _next(self, timeout: float | None) -> tuple[str, Any]:
        waited = 0.0
        while True:
            try:
                return self.events.get(timeout=0.5)
            except queue.Empty:
                waited += 0.5
                if not self.process.is_alive():
                    raise IndexerError(f"the indexer process exited (code {self.process.exitcode})") from None
                if timeout is not None and waited >= timeout:
                    raise IndexerError("the indexer process did not start in time") from None

    def stop(self, timeout: float = 10.0) -> None:
        """Stop a running sync at the next file, then end the process (killed if it does not stop)."""
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
        for q in (self.commands, self.events):
            q.close()
            q.cancel_join_thread()

"""The writer loop: own a vault's index, sync it when asked, keep it live with the watcher, report typed events.

``vaultmem watch`` runs it on a thread and prints its events; the desktop app runs it in a child process
(``indexer.process``) and shows them. The loop opens the vault as its writer (it holds the ``flock``); when another
process already does, it reports ``Locked`` and ends. Each ``SYNC`` command syncs the whole vault with progress;
once a sync ran to its end the engine's ``VaultWatcher`` keeps the vault live — its own start-up reconciliation
catches what changed since — and every reconciled batch is reported. Meanwhile it answers command-line searches
from its live index (``served``). The index is crash-safe, so ending the loop mid-sync never corrupts it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import replace
from time import monotonic
from typing import Any, Protocol

from ..errors import VaultLocked, VaultMemError
from ..sync.reconcile import Cancel, SyncProgress
from ..vault import Vault
from ..watch import VaultWatcher, WatchConfig
from .answering import serve
from .events import (
    BatchSummary,
    Exited,
    IndexerEvent,
    Locked,
    OpenFailed,
    Progress,
    Ready,
    SyncCancelled,
    Synced,
    SyncFailed,
    WatchState,
)

SYNC = "sync"  # the one command; None ends the loop
PROGRESS_INTERVAL_S = 0.1

Emit = Callable[[IndexerEvent], None]


class Commands(Protocol):
    """Where the loop's commands come from (``queue.Queue``, ``multiprocessing.Queue``): ``get`` blocks."""

    def get(self) -> str | None: ...


def keep_live(path: str, emit: Emit, commands: Commands, cancel: Cancel, *, index_dir: str | None = None,
              watch: Mapping[str, Any] | None = None) -> None:
    """Own the vault at ``path`` as its writer until ``commands`` yields None; ``cancel`` stops a running sync at
    the next file or batch. ``watch`` overrides fields of the vault's ``WatchConfig``. ``emit`` is called from the
    loop's thread and the watcher's, and must not raise (a listener that raises ends the watcher)."""
    try:
        vault = Vault.open(path, index_dir=index_dir)
    except VaultLocked as exc:
        emit(Locked(str(exc), exc.holder))
        return
    except (VaultMemError, OSError) as exc:
        emit(OpenFailed.of(exc))
        return
    emit(Ready(vault.recovered))
    answering = serve(vault)  # command-line searches, answered from this live index
    watching = _Watching(vault, emit, watch or {})
    watching.install()
    try:
        while (command := commands.get()) is not None:
            if command == SYNC and _sync(vault, emit, cancel):
                watching.start()
    finally:
        if answering is not None:
            answering.stop()
        watching.stop()
        vault.close()
        watching.uninstall()
        emit(Exited())


def _sync(vault: Vault, emit: Emit, cancel: Cancel) -> bool:
    """One full sync with throttled progress; False when it was cancelled (a failed one still starts the watcher,
    which retries)."""
    last = [0.0, ""]

    def progress(p: SyncProgress) -> None:
        now = monotonic()
        if p.phase != last[1] or p.done == p.total or now - last[0] >= PROGRESS_INTERVAL_S:
            last[0], last[1] = now, p.phase
            emit(Progress(p))

    try:
        report = vault.sync(progress=progress, cancel=cancel)
    except Exception as exc:  # noqa: BLE001 — reported (the app shows it in its status bar)
        emit(SyncFailed.of(exc))
        return True
    if report.cancelled:
        emit(SyncCancelled())
        return False
    emit(Synced(report))
    return True


class _Watching:
    """The engine's watcher, reporting its state and batches.

    An uncaught exception in any thread (the watcher's worker, an observer, the merger) means the vault is no
    longer kept live: that is reported as "stopped" with the exception, and the next sync starts a fresh watcher.
    """

    def __init__(self, vault: Vault, emit: Emit, overrides: Mapping[str, Any]) -> None:
        self.vault, self.emit, self.overrides = vault, emit, overrides
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
        self.emit(WatchState("stopped", self.died))
        self._previous_hook(args)

    def start(self) -> None:
        if self.watcher is not None and self.died is None:
            return
        self.stop()
        self.died = None
        try:
            config = replace(WatchConfig.load(self.vault.index_dir), **self.overrides)
            watcher = VaultWatcher(self.vault, config, on_batch=lambda b: self.emit(BatchSummary.of(b)))
            watcher.start()
        except (OSError, VaultMemError, ValueError) as exc:
            self.emit(WatchState("stopped", f"{type(exc).__name__}: {exc}"))
            return
        self.watcher = watcher
        self.emit(WatchState(watcher.mode, "", watcher.config.poll_seconds))

    def stop(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None

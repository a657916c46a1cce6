"""The writer loop in a child process, for the desktop app, which itself only reads.

Why a process and not a worker thread: extraction and tokenisation are largely pure Python and hold the GIL.
Measured here (2 cores, busy machine), a CPU-bound Python thread starves the Qt main thread of the GIL for
0.9–1.5 s at a time, so a thread-based sync cannot keep a 100 ms UI heartbeat. In a child process the
ingest has its own interpreter and the UI thread only competes with short searches.

The child runs ``writer.keep_live`` (the loop ``vaultmem watch`` runs) and puts its events on one queue, read by a
single long-running relay task in the app (``Indexer.relay``); the other methods only put commands and never block
on the child. The app opens the same vault read-only and refreshes it after each commit or batch, so search keeps
working on the last committed snapshot while ingest runs; when another process already writes the vault, the
child reports ``Locked`` and the app stays read-only (and does not watch: the writer does).
"""

from __future__ import annotations

import functools
import multiprocessing as mp
import os
import queue
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import VaultMemError
from ..lifeline import exit_with_parent
from .events import Exited, IndexerEvent, Locked, Ready, is_urgent
from .writer import SYNC, keep_live

START_TIMEOUT_S = 180.0
POLL_S = 0.5  # how often a blocked read re-checks that the child is still alive
NICENESS = 10  # like desktop indexers (Tracker, Baloo): ingest yields the CPU to the UI under contention


class IndexerError(VaultMemError):
    """The indexer process failed or died."""


def _post(events: Any, event: IndexerEvent) -> None:
    """Send an event from any child thread; never raises (a watcher listener that raises kills the watcher)."""
    try:
        events.put(event)
    except (ValueError, OSError, AssertionError):
        pass  # the queue is closed: the app is gone


def _child_main(path: str, commands: Any, events: Any, cancel: Any, niceness: int = 0) -> None:
    """Child process: the writer loop, until told to stop — or until the app is gone, however it ended: an orphan
    would keep the writer lock."""
    exit_with_parent()
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)  # background work: on a busy machine the UI process gets the CPU first
    keep_live(path, functools.partial(_post, events), commands, cancel)


class Indexer:
    def __init__(self, path: Path) -> None:
        ctx = mp.get_context("spawn")  # no fork of a process that runs Qt threads
        self.commands = ctx.Queue()
        self.events = ctx.Queue()
        self.cancel = ctx.Event()
        self.process = ctx.Process(target=_child_main, args=(str(path), self.commands, self.events, self.cancel, NICENESS),
                                   name="vaultmem-indexer", daemon=True)

    def start(self) -> Ready | Locked:
        """Blocks until the child holds the writer lock (or found it taken); ``IndexerError`` when it cannot
        open the vault."""
        self.process.start()
        event = self._next(START_TIMEOUT_S)
        if isinstance(event, Ready):
            return event
        self.process.join(5)
        if isinstance(event, Locked):
            return event
        raise IndexerError(str(event))

    def request_sync(self) -> None:
        """Ask for a full sync (non-blocking: the command is queued; progress arrives through ``relay``)."""
        self.cancel.clear()
        self.commands.put(SYNC)

    def relay(self, emit: Callable[[IndexerEvent, bool], None]) -> None:
        """Blocks: pass every event of the child to ``emit(event, urgent)`` until the child exits.

        Raises ``IndexerError`` when the child dies without saying goodbye (killed, crashed).
        """
        while not isinstance(event := self._next(None), Exited):
            emit(event, is_urgent(event))

    def _next(self, timeout: float | None) -> IndexerEvent:
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

"""Choosing the observer: the OS-native one when its events demonstrably arrive, else polling.

On FUSE and encrypted mounts (gocryptfs, Cryptomator, some VeraCrypt setups) inotify may accept a watch and
then report nothing. The probe writes a file into ``<vault>/.vaultmem/`` (ours, never part of the vault's
content) and waits for its event; no event within the probe time → the polling observer, which snapshots
the tree every ``poll_seconds``. Running out of inotify watches (``OSError`` at start) also falls back, and so
does a probe that cannot be written (a full disk, an index kept outside the vault with ``--index-dir``).

Latency (measured with watchdog 7.1, see ``benchmarks/bench_freshness.py``): the inotify observer hands an
event to our handler within a few milliseconds, editor-style renames included — its move grouper only holds
back a ``moved_from`` that no ``moved_to`` pairs with (a move out of the vault: 0.5 s, and events queued behind
it wait too), and the observer's ``timeout`` is not a polling interval for it (its queues block). The polling
observer adds up to ``poll_seconds``. Either way the quiet period and the reconciliation come on top.
"""

from __future__ import annotations

import logging
import os
import secrets
from pathlib import Path

from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver
from watchdog.observers.polling import PollingObserver

from ..index import folder
from .config import WatchConfig
from .hints import HintHandler

log = logging.getLogger(__name__)


def native_observer() -> BaseObserver:
    return Observer()


def polling_observer(interval: float) -> BaseObserver:
    return PollingObserver(timeout=interval)


def start_observer(root: Path, index_dir: Path, handler: HintHandler, config: WatchConfig,
                   native_factory=native_observer) -> tuple[BaseObserver, str]:
    """A started observer scheduled recursively on ``root`` and its mode: ``"native"`` or ``"polling"``."""
    if config.observer in ("auto", "native"):
        observer = native_factory()
        try:
            observer.schedule(handler, str(root), recursive=True)
            observer.start()
        except OSError as exc:
            if config.observer == "native":
                raise
            log.warning("native file watching unavailable (%s); polling every %.1fs", exc, config.poll_seconds)
        else:
            seen = True if config.observer == "native" else probe(root, index_dir, handler, config.probe_seconds)
            if seen:
                return observer, "native"
            log.warning("%s on %s; polling every %.1fs", "no file events arrive" if seen is False else
                        "native file events cannot be checked (no probe file can be written)", root,
                        config.poll_seconds)
            stop_observer(observer)
    observer = polling_observer(config.poll_seconds)
    observer.schedule(handler, str(root), recursive=True)
    observer.start()
    return observer, "polling"


def probe(root: Path, index_dir: Path, handler: HintHandler, timeout: float) -> bool | None:
    """Write a probe file and wait (event-driven) for the observer to report it; ``None`` when no probe can be
    written (a full disk, an index kept outside the vault): polling then, which works everywhere, and the watch
    goes on instead of ending with a traceback."""
    if index_dir.parent != root:
        return None
    name = f"probe-{secrets.token_hex(4)}.tmp"
    handler.probe_seen.clear()
    handler.probe_name = f"{index_dir.name}/{name}"
    path = index_dir / name
    try:
        try:
            with open(folder.create_new(path), "wb") as fh:
                fh.write(b"probe")
        except OSError as exc:
            log.warning("cannot write the observer probe %s (%s)", path, exc.strerror)
            return None
        return handler.probe_seen.wait(timeout)
    finally:
        handler.probe_name = None
        try:
            os.unlink(path)
        except OSError:
            pass


def stop_observer(observer: BaseObserver) -> None:
    observer.stop()
    if observer.is_alive():
        observer.join()

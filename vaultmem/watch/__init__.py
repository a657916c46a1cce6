"""Keeping the index live: watchdog events as hints, a debounced dirty set, reconciliation, polling fallback."""

from .config import WatchConfig
from .watcher import VaultWatcher, WatchBatch

__all__ = ["VaultWatcher", "WatchBatch", "WatchConfig"]

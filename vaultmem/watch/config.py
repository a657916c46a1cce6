"""Watcher settings, stored with the vault (``<vault>/.vaultmem/settings.json``, key ``"watch"``) — portable
mode keeps nothing about a vault outside it."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from pathlib import Path

from ..sidecar import Sidecars

OBSERVERS = ("auto", "native", "polling")
SETTINGS_FILE = "settings.json"


@dataclass(frozen=True, slots=True)
class WatchConfig:
    # "auto": the OS observer (inotify / FSEvents / ReadDirectoryChangesW) if a probe write is seen within
    # probe_seconds, else polling — FUSE and encrypted mounts (gocryptfs, Cryptomator, VeraCrypt) often
    # deliver no events at all.
    observer: str = "auto"
    # Editors save in bursts (write temp, fsync, rename, chmod): flush the dirty set once no event arrived for
    # quiet_seconds, but at least every max_delay_seconds while a long burst (a sync tool) keeps going.
    quiet_seconds: float = 0.35
    max_delay_seconds: float = 2.0
    poll_seconds: float = 1.0  # polling observer interval (a snapshot walk of the vault each time)
    probe_seconds: float = 2.0
    retry_seconds: float = 5.0  # after an IndexWriteError (disk full) the batch is kept and retried

    def __post_init__(self) -> None:
        if self.observer not in OBSERVERS:
            raise ValueError(f"watch observer must be one of {', '.join(OBSERVERS)}, not {self.observer!r}")

    @classmethod
    def load(cls, index_dir: Path) -> WatchConfig:
        """Settings from the vault's settings file; unknown keys and an unreadable file fall back to defaults."""
        text = Sidecars(index_dir).read_text(SETTINGS_FILE)  # never through a link, never a FIFO, bounded
        try:
            doc = json.loads(text).get("watch", {}) if text is not None else {}
        except (ValueError, AttributeError, RecursionError):
            return cls()
        known = {f.name for f in fields(cls)}
        try:
            return replace(cls(), **{k: v for k, v in doc.items() if k in known})
        except (TypeError, ValueError):
            return cls()

"""A terminal progress bar for long syncs: redrawn at most 10×/s on a TTY, silent otherwise."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from .vault import SyncProgress


class ProgressBar:
    def __init__(self, stream: TextIO = sys.stderr) -> None:
        self.stream = stream
        self.enabled = stream.isatty()
        self._last = 0.0
        self._started = time.monotonic()

    def __call__(self, p: SyncProgress) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if p.phase == "ingest" and now - self._last < 0.1 and p.done != p.total:
            return
        self._last = now
        if p.phase == "ingest" and p.total:
            width = 30
            filled = int(width * p.done / p.total)
            rate = p.done / max(now - self._started, 1e-6)
            eta = (p.total - p.done) / rate if rate else 0
            line = f"\r[{'#' * filled}{'.' * (width - filled)}] {p.done}/{p.total} files  {rate:,.0f}/s  ETA {eta:,.0f}s"
        else:
            line = f"\r{p.phase}…"
        self.stream.write(line.ljust(78)[:100])
        if p.phase == "done":
            self.stream.write("\r" + " " * 78 + "\r")
        self.stream.flush()

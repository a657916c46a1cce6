"""A terminal progress bar for long syncs: redrawn at most 10×/s on a TTY, silent otherwise.

The bar, the rate and the ETA follow the bytes extracted and tokenised (``SyncProgress`` phase "ingest"), the
slow part of a sync; reading files only shows a count until the first of them is ingested.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

from .sync.reconcile import SyncProgress


class IngestRate:
    """Bytes ingested per second since files started being read, and the seconds left at that rate."""

    def __init__(self) -> None:
        self.started: float | None = None

    def update(self, p: SyncProgress, now: float) -> tuple[float, float]:
        if p.phase in ("read", "ingest") and self.started is None:
            self.started = now
        if p.phase != "ingest" or self.started is None or not p.bytes_done:
            return 0.0, 0.0
        rate = p.bytes_done / max(now - self.started, 1e-6)
        return rate, (p.bytes_total - p.bytes_done) / rate


class ProgressBar:
    def __init__(self, stream: TextIO | None = None) -> None:
        # sys.stderr as it is now, not at import: the CLI runs in-process (tests, an embedding app), where it changes
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty()
        self._last = 0.0
        self._rate = IngestRate()
        self._ingesting = False

    def __call__(self, p: SyncProgress) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        rate, eta = self._rate.update(p, now)
        self._ingesting = self._ingesting or p.phase == "ingest"
        if p.phase in ("read", "ingest") and now - self._last < 0.1 and p.done != p.total:
            return
        if p.phase == "read" and self._ingesting:
            return
        self._last = now
        if p.phase == "ingest" and p.bytes_total:
            width = 30
            filled = int(width * p.bytes_done / p.bytes_total)
            line = (f"\r[{'#' * filled}{'.' * (width - filled)}] {p.bytes_done / 1e6:,.1f}/{p.bytes_total / 1e6:,.1f} MB"
                    f"  {rate / 1e6:,.1f} MB/s  ETA {eta:,.0f}s")
        elif p.phase == "read":
            line = f"\rreading {p.done}/{p.total} files…"
        else:
            line = f"\r{p.phase}…"
        self.stream.write(line.ljust(78)[:100])
        if p.phase == "done":
            self.stream.write("\r" + " " * 78 + "\r")
        self.stream.flush()

"""The dirty set: vault-relative paths the watcher was told about, flushed as one batch after a quiet period.

Events are only hints (they may be lost, duplicated or reordered), so what matters is *which paths* to look at
again, never what happened to them: the reconciliation (stat, then content hash) decides. Keying by path makes
a burst of thousands of events for the same files collapse into one batch.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DirtyBatch:
    paths: frozenset[str]
    full: bool  # reconcile the whole vault (start-up, lost events)
    first_hint: float  # time.monotonic() of the oldest hint in the batch
    last_hint: float  # ... of the newest: the quiet period ran from here
    taken: float  # ... when the batch was handed out (taken - last_hint - quiet = how late the timer woke)


class DirtySet:
    def __init__(self, quiet: float, max_delay: float) -> None:
        self.quiet = quiet
        self.max_delay = max_delay
        self._cond = threading.Condition()
        self._paths: set[str] = set()
        self._full = False
        self._first = 0.0
        self._last = 0.0
        self._closed = False

    def add(self, paths: Iterable[str]) -> None:
        new = set(paths)
        if not new:
            return
        with self._cond:
            self._touch()
            self._paths |= new

    def add_all(self) -> None:
        """Ask for a full reconciliation (events were lost, or the watcher just started)."""
        with self._cond:
            self._touch()
            self._full = True

    def _touch(self) -> None:
        """Call *before* adding: the first hint of a batch starts its max-delay clock and wakes the taker.

        Later hints only move the due time *later*, so they do not wake it: it wakes at the old due time and
        waits out the rest. A burst of thousands of events then costs a handful of wake-ups, not one each.
        """
        now = time.monotonic()
        if not self._pending():
            self._first = now
            self._cond.notify_all()
        self._last = now

    def _pending(self) -> bool:
        return self._full or bool(self._paths)

    def pending(self) -> bool:
        with self._cond:
            return self._pending()

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def pause(self, seconds: float) -> None:
        """Wait ``seconds`` (back-off after a failed write) or until closed, whichever comes first."""
        deadline = time.monotonic() + seconds
        with self._cond:
            while not self._closed and (left := deadline - time.monotonic()) > 0:
                self._cond.wait(left)

    def take(self) -> DirtyBatch | None:
        """Block until a batch is due (quiet period over, or max delay reached); ``None`` once closed."""
        with self._cond:
            while True:
                if self._closed:
                    return None
                if not self._pending():
                    self._cond.wait()
                    continue
                now = time.monotonic()
                due = min(self._last + self.quiet, self._first + self.max_delay)
                if now >= due:
                    batch = DirtyBatch(frozenset(self._paths), self._full, self._first, self._last, now)
                    self._paths = set()
                    self._full = False
                    return batch
                self._cond.wait(due - now)

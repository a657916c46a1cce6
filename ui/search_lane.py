"""Search-as-you-type off the UI thread: one search at a time, the newest query wins.

A burst of keystrokes must not start a burst of searches: they would compete for the GIL with each other and
with the UI thread (the first query on a big vault takes a second or more). So one search runs; a request
made meanwhile waits as the only pending one (a newer request replaces it); when the running search ends, its
outcome is delivered only if no newer request came in, else dropped, and the pending one starts. Everything
here runs on the UI thread; the function itself runs through the window's ``TaskRunner``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .tasks import TaskRunner


@dataclass(frozen=True, slots=True)
class Request:
    fn: Callable[[], Any]
    on_success: Callable[[Any], None]
    on_failure: Callable[[BaseException], None]
    on_dropped: Callable[[], None]


class LatestOnly:
    def __init__(self, runner: TaskRunner) -> None:
        self.runner = runner
        self.generation = 0  # bumped by every request and by cancel(): an outcome is delivered only for its own
        self.running = False
        self._pending: Request | None = None

    def submit(self, fn: Callable[[], Any], on_success: Callable[[Any], None],
               on_failure: Callable[[BaseException], None], on_dropped: Callable[[], None] = lambda: None) -> None:
        if self._pending is not None:
            self._pending.on_dropped()
        self._pending = Request(fn, on_success, on_failure, on_dropped)
        self.generation += 1
        if not self.running:
            self._start()

    def cancel(self) -> None:
        """Drop the pending request and the running one's outcome (the vault is being closed)."""
        if self._pending is not None:
            self._pending.on_dropped()
        self._pending = None
        self.generation += 1

    def _start(self) -> None:
        request, self._pending = self._pending, None
        if request is None:
            return
        self.running = True
        generation = self.generation

        def finished(deliver: Callable[[], None]) -> None:
            self.running = False
            if generation == self.generation:
                deliver()
            else:
                request.on_dropped()
            self._start()

        self.runner.run(request.fn, on_success=lambda out: finished(lambda: request.on_success(out)),
                        on_failure=lambda exc: finished(lambda: request.on_failure(exc)))

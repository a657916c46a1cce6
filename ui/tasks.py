"""The one background-task helper: run a function off the UI thread, get its result back on the UI thread.

After Picard's ``run_task`` / ``to_main`` and Anki's ``QueryOp``: the caller hands over a function and
success / failure callbacks; the function runs on a ``QThreadPool`` worker and may report progress through
the ``progress`` callable it receives, throttled to ``PROGRESS_HZ``. Results, errors and progress travel to the
UI thread as queued signals, so callbacks may touch widgets and the worker never does.

Tasks with the same ``key`` supersede each other: when a newer one has been started, an older one's success
callback is dropped (search-as-you-type only ever shows the latest query's results).
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

PROGRESS_HZ = 10.0

ProgressFn = Callable[..., None]


@dataclass(slots=True)
class Task:
    id: int
    key: str | None
    on_success: Callable[[Any], None] | None
    on_failure: Callable[[BaseException], None] | None
    on_progress: Callable[[Any], None] | None
    started: float
    cancelled: threading.Event


class _Bridge(QObject):
    """Lives on the UI thread; signals emitted from workers are queued to it."""

    finished = Signal(int, object)
    failed = Signal(int, object, str)
    progressed = Signal(int, object)


class _Runnable(QRunnable):
    def __init__(self, task: Task, fn: Callable[..., Any], with_progress: bool, bridge: _Bridge) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.task, self.fn, self.with_progress, self.bridge = task, fn, with_progress, bridge

    def run(self) -> None:  # worker thread: no widget access here
        task, bridge = self.task, self.bridge
        last = [0.0]
        interval = 1.0 / PROGRESS_HZ

        def progress(value: Any, force: bool = False) -> None:
            now = time.monotonic()
            if force or now - last[0] >= interval:
                last[0] = now
                bridge.progressed.emit(task.id, value)

        try:
            result = self.fn(progress) if self.with_progress else self.fn()
        except BaseException as exc:  # noqa: BLE001 — every failure is reported to the UI thread
            bridge.failed.emit(task.id, exc, traceback.format_exc())
        else:
            bridge.finished.emit(task.id, result)


class TaskRunner(QObject):
    """Owns the worker pool and routes results back; one per main window."""

    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, max_threads: int = 3) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max_threads)
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._on_finished)
        self._bridge.failed.connect(self._on_failed)
        self._bridge.progressed.connect(self._on_progress)
        self._tasks: dict[int, Task] = {}
        self._latest: dict[str, int] = {}
        self._next = 0
        self.errors: list[str] = []  # tracebacks of failures nobody handled (shown in the log, asserted in tests)

    def run(self, fn: Callable[..., Any], *, on_success: Callable[[Any], None] | None = None,
            on_failure: Callable[[BaseException], None] | None = None,
            on_progress: Callable[[Any], None] | None = None, key: str | None = None) -> Task:
        """Run ``fn()`` (or ``fn(progress)`` when ``on_progress`` is given) on a worker thread."""
        self._next += 1
        task = Task(self._next, key, on_success, on_failure, on_progress, time.monotonic(), threading.Event())
        self._tasks[task.id] = task
        if key is not None:
            self._latest[key] = task.id
        if len(self._tasks) == 1:
            self.busy_changed.emit(True)
        self.pool.start(_Runnable(task, fn, on_progress is not None, self._bridge))
        return task

    def pending(self, key: str | None = None) -> int:
        return sum(1 for t in self._tasks.values() if key is None or t.key == key)

    def wait_idle(self, msecs: int = 30_000) -> bool:
        """Block until workers finish (shutdown only; results still arrive through the event loop)."""
        return self.pool.waitForDone(msecs)

    def _pop(self, task_id: int) -> Task | None:
        task = self._tasks.pop(task_id, None)
        if not self._tasks:
            self.busy_changed.emit(False)
        return task

    def _superseded(self, task: Task) -> bool:
        return task.key is not None and self._latest.get(task.key) != task.id

    @Slot(int, object)
    def _on_finished(self, task_id: int, result: Any) -> None:
        task = self._pop(task_id)
        if task is None or task.cancelled.is_set() or self._superseded(task) or task.on_success is None:
            return
        task.on_success(result)

    @Slot(int, object, str)
    def _on_failed(self, task_id: int, exc: BaseException, tb: str) -> None:
        task = self._pop(task_id)
        if task is None or task.cancelled.is_set() or self._superseded(task):
            return
        if task.on_failure is not None:
            task.on_failure(exc)
        else:
            self.errors.append(tb)

    @Slot(int, object)
    def _on_progress(self, task_id: int, value: Any) -> None:
        task = self._tasks.get(task_id)
        if task is not None and task.on_progress is not None and not task.cancelled.is_set():
            task.on_progress(value)


class NewestWins:
    """Writes of one file run on workers, which may start them in any order: each runs one at a time and only if
    no newer write was asked for since, so two quick changes never leave the older one on disk."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._version = 0

    def wrap(self, write: Callable[[], None]) -> Callable[[], None]:
        """``write`` as a task for the runner (call on the UI thread, in the order the changes were made)."""
        self._version += 1
        version = self._version

        def run() -> None:
            with self._lock:
                if version == self._version:
                    write()
        return run


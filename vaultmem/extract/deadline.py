"""A hard time limit on one file's extraction: a file that would parse for minutes is stopped and becomes a
problem record instead of stalling the sync.

``SIGALRM`` (a one-shot ``ITIMER_REAL``) raises ``ExtractionTimeout`` into the extracting code, which Python code
and the regex engine notice at once. Signals reach only the main thread, so the limit applies where extraction
runs on a process's main thread — the ingest workers, ``vaultmem index``, the app's indexer process — and
elsewhere (the watcher's thread) extraction is bounded only by the extractors' own caps. A C extension that
holds the interpreter without checking for signals would never see the exception; in the ingest workers
(``HARD_BACKSTOP``) a CPU-time timer (``ITIMER_PROF``, whose default action ends the process) fires after twice
the limit, and the pool turns the dead worker into a problem record for that file (``sync/parallel.py``).

Inside ``deadlines`` (a slice of files) arming costs two system calls a file, ~2 µs: nothing next to extracting
even a tiny note (~100 µs).
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import TypeVar

T = TypeVar("T")

HARD_BACKSTOP = False  # set in ingest worker processes (``sync.parallel``): overruns there end the process
BACKSTOP_FACTOR = 2.0
BACKSTOP_GRACE_S = 1.0  # CPU seconds; the handler needs milliseconds once it runs


class ExtractionTimeout(BaseException):
    """The file's time is up. A ``BaseException``: an extractor's own ``except Exception`` must not swallow it."""


class _State:
    installed = False  # our SIGALRM handler is in place (``deadlines``)
    armed = False  # a call's timer is running


_MAIN = threading.main_thread().ident


def _expired(signum: int, frame: object) -> None:
    if _State.armed:
        _State.armed = False
        raise ExtractionTimeout


@contextlib.contextmanager
def deadlines() -> Iterator[None]:
    """Install the handler once for a run of ``call_with_deadline`` calls (a slice of files), so each call only
    starts and stops its timer: ~2 µs a file instead of ~14 µs for installing the handler every time. A no-op off
    the main thread, and while an outer ``SIGALRM`` timer runs (a test runner's): that one is left alone."""
    if (hasattr(signal, "setitimer") and not _State.installed and threading.get_ident() == _MAIN
            and not signal.getitimer(signal.ITIMER_REAL)[0]):
        previous = signal.signal(signal.SIGALRM, _expired)
        _State.installed = True
        try:
            yield
        finally:
            _State.installed = False
            signal.signal(signal.SIGALRM, previous if previous is not None else signal.SIG_DFL)
    else:
        yield


def call_with_deadline(seconds: float, fn: Callable[..., T], *args: object) -> T:
    """``fn(*args)``, stopped with ``ExtractionTimeout`` after ``seconds`` of wall time where that can be enforced
    (see the module docstring and ``deadlines``)."""
    if _State.installed and threading.get_ident() == _MAIN:
        return _timed(seconds, fn, args)
    with deadlines():
        if _State.installed:
            return _timed(seconds, fn, args)
    return fn(*args)


def _timed(seconds: float, fn: Callable[..., T], args: tuple[object, ...]) -> T:
    _State.armed = True
    signal.setitimer(signal.ITIMER_REAL, seconds)
    if HARD_BACKSTOP:
        signal.setitimer(signal.ITIMER_PROF, seconds * BACKSTOP_FACTOR + BACKSTOP_GRACE_S)
    try:
        try:
            return fn(*args)
        finally:
            _stop()
    except ExtractionTimeout:
        _stop()  # the timer fires once; if it fired inside the ``finally`` above, that one did not finish
        raise


def _stop() -> None:
    _State.armed = False
    signal.setitimer(signal.ITIMER_REAL, 0)
    if HARD_BACKSTOP:
        signal.setitimer(signal.ITIMER_PROF, 0)

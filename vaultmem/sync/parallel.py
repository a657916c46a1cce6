"""A second core for ingest: slices of a batch run in a worker process while the caller works the other end.

Extraction, term normalisation and the atom regexes are Python code that holds the GIL, and tiktoken's own
thread pool cost more CPU than it saved on the shared 2-core machine, so the extra cores come from processes.
The pool starts on the first large batch and shuts down after ``IDLE_SECONDS`` without work, so a long first
sync reuses it across its commits and an idle app keeps no extra processes. Workers are ``spawn``ed: ``fork``
from an app running Qt, watcher and merge threads is unsafe, and ``forkserver`` talks over a Unix socket
whose file lives in the temp folder, while VaultMem writes nothing outside the vault (``tests/test_privacy``).

Work sharing: every slice is submitted, then the caller takes slices from the end that no worker has started
(``Future.cancel`` succeeds only for those) and runs them itself. No slice runs twice, both ends meet wherever
the machine's load puts them, and a worker that is slow to start costs only the slices it did not take.
A slice that cannot reach a worker (an argument that does not pickle) runs on the caller. A slice whose worker
died — killed for memory or time, or crashed — never does: whatever killed the worker would kill the caller too
(a file's parse blowing up in a worker and then again in the main process was how one email stopped a vault).
It goes to the ``isolate`` function of its submission, which retries it in a fresh worker and finds the file.

Workers are limited (``initializer``, see ``sync.workers.harden_worker``): each exits with the process that
started it (``lifeline``), and may grow its address space only so far (``limit_address_space``).

``submit`` hands slices over without waiting: a sync gives the workers batch N + 1 and then commits batch N (its
postings, compression and fsyncs are the caller's alone), so the workers do not idle through every commit.

Slices and results travel through the executor's pipes, written and read by its threads in this process,
which need the GIL again after every pipe-full while the calling thread runs its own slices: the pipes are
widened to 1 MB where the system allows it (``_widen_pipes``; docs/performance.md#wide-worker-pipes).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import time
import traceback
import weakref
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Generic, TypeVar

from .executor_internals import manager_thread, queue_pipes, worker_processes

try:
    import fcntl  # resizing pipes is Linux's; elsewhere they keep their default size
except ImportError:
    fcntl = None  # type: ignore[assignment]

R = TypeVar("R")

IDLE_SECONDS = 30.0
EXIT_GRACE_S = 1.0  # how long SIGTERM's shutdown waits for the killed pools' manager threads
PIPE_BYTES = 1 << 20  # Linux's default ceiling for an unprivileged process (/proc/sys/fs/pipe-max-size)
_POOLS: weakref.WeakSet[SharedPool] = weakref.WeakSet()


class WorkerCrashed(Exception):
    """The worker running a call died (killed for memory or time, or crashed), or none could be started."""


def stop_workers() -> None:
    """Kill every pool's workers now (the process is going: SIGTERM); they restart on the next large batch. Then
    give each pool's manager thread up to ``EXIT_GRACE_S`` to wind down: it closes the executor's wake-up pipe,
    which the interpreter's exit writes to unless it is closed, and on CPython 3.11 the two race (the write finds
    the pipe closed under it: "Bad file descriptor", printed as an ignored exception). Bounded: the manager may
    need a lock the interrupted main thread holds, and a kill must never wait for that."""
    _quiet_on_cancelled()  # before the kills: a manager may see its workers gone at once
    managers = [pool.kill() for pool in list(_POOLS)]
    deadline = time.monotonic() + EXIT_GRACE_S
    for manager in managers:
        if manager is not None and manager is not threading.current_thread():
            manager.join(max(0.0, deadline - time.monotonic()))


def _quiet_on_cancelled() -> None:
    """Let a killed pool's manager thread end without a traceback when, on CPython before 3.12, it sets the
    workers' death on a future already cancelled (``terminate_broken`` raises InvalidStateError: CPython
    gh-107219, fixed there by ignoring it). Every other exception of every thread is reported as before."""
    previous = threading.excepthook
    if getattr(previous, "quiet_on_cancelled", False):
        return

    def hook(args: threading.ExceptHookArgs) -> None:
        if not (isinstance(args.exc_value, InvalidStateError)
                and any(f.name == "terminate_broken" for f in traceback.extract_tb(args.exc_traceback))):
            previous(args)

    hook.quiet_on_cancelled = True  # type: ignore[attr-defined]
    threading.excepthook = hook


def limit_address_space(headroom: int) -> None:
    """Let this process grow its address space by at most ``headroom`` bytes from now (``RLIMIT_AS``): past it an
    allocation fails with ``MemoryError`` (a problem record for the file being read) instead of the machine
    swapping or the OOM killer choosing a victim. Linux only (elsewhere the limit is not enforced, or no
    ``/proc``): a no-op there."""
    try:
        import resource

        with open("/proc/self/statm", "rb") as fh:
            size = int(fh.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        want = size + headroom if hard == resource.RLIM_INFINITY else min(size + headroom, hard)
        if soft == resource.RLIM_INFINITY or want < soft:
            resource.setrlimit(resource.RLIMIT_AS, (want, hard))
    except (ImportError, OSError, ValueError, IndexError):
        return


def worker_count() -> int:
    """Processes besides the caller: one per additional core."""
    return max(0, (os.cpu_count() or 1) - 1)


class SharedPool:
    """A lazily started process pool that the calling thread shares work with (see the module docstring)."""

    def __init__(self, processes: int, idle_seconds: float = IDLE_SECONDS,
                 initializer: Callable[[], None] | None = None) -> None:
        self.processes = processes
        self.idle_seconds = idle_seconds
        self.initializer = initializer  # run first in every worker (limits; must pickle: a module-level function)
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._users = 0
        self._idle_timer: threading.Timer | None = None
        self.worker_slices = 0  # slices run by workers so far (the rest ran on the calling thread)
        # Its workers were killed (``kill``) and no executor started since: the dead executor's manager thread
        # fails every pending slice itself, and a slice cancelled under it makes CPython 3.11 raise there
        # (``InvalidStateError``, printed as a thread's traceback as the process exits)
        self.killed = False
        _POOLS.add(self)

    def start(self) -> bool:
        """Start the workers now and wait until one answers (otherwise the first large batch starts them);
        False when this machine cannot run them."""
        executor = self._acquire()
        try:
            if executor is None:
                return False
            with _signals_held():
                answer = executor.submit(os.getpid)
            return answer.result() != os.getpid()
        except Exception:  # noqa: BLE001 — no usable worker: the caller does the work, as in ``run``
            return False
        finally:
            self._release()

    def prewarm(self, warm: Callable[[], object]) -> None:
        """Start the workers and have one run ``warm`` without waiting for it: their start-up then overlaps what
        the caller does before its first large batch, such as reading and hashing the files. ``warm`` should
        live in the module the work comes from, so that unpickling it imports that module (a spawned worker
        imports nothing else of ours; warmed with a bare ``os.getpid`` it did those imports in its first
        slice)."""
        executor = self._acquire()
        try:
            if executor is not None:
                with _signals_held():
                    executor.submit(warm)
        except RuntimeError:  # the pool broke or shut down: ``run`` copes on its own
            pass
        finally:
            self._release()

    def run(self, fn: Callable[..., R], slices: Sequence[tuple[Any, ...]]) -> list[R]:
        """``[fn(*args) for args in slices]``, in order, with workers taking slices from the front."""
        return self.submit(fn, slices).results()

    def submit(self, fn: Callable[..., R], slices: Sequence[tuple[Any, ...]],
               isolate: Callable[..., R] | None = None) -> Shared[R]:
        """Hand ``slices`` to the workers now; ``results()`` later does the caller's share. In between the caller
        is free for other work (a sync commits the previous batch) while the workers get on with these.
        ``isolate(*args)`` stands in for a slice whose worker died (default: run it here, for callers whose work
        cannot harm the process)."""
        executor = self._acquire()
        futures: list[Future[R] | None] = [None] * len(slices)
        if executor is not None:
            try:
                with _signals_held():
                    futures = [executor.submit(fn, *args) for args in slices]
            except RuntimeError:  # the pool broke or shut down under us: everything runs here
                futures = [None] * len(slices)
        return Shared(self, fn, slices, futures, isolate)

    def call(self, fn: Callable[..., R], *args: Any) -> R:
        """``fn(*args)`` in a worker, waiting for it; ``WorkerCrashed`` if the worker dies (the pool is then
        replaced) or none can be started. Never runs ``fn`` on this thread."""
        executor = self._acquire()
        try:
            if executor is None:
                raise WorkerCrashed("no worker process could be started")
            try:
                with _signals_held():
                    future = executor.submit(fn, *args)
                return future.result()
            except (BrokenProcessPool, RuntimeError) as exc:
                self._discard()
                raise WorkerCrashed(str(exc) or type(exc).__name__) from exc
        finally:
            self._release()

    def _acquire(self) -> ProcessPoolExecutor | None:
        with self._lock:
            self._users += 1
            if self._idle_timer is not None:
                self._idle_timer.cancel()
                self._idle_timer = None
            # A daemonic process (the desktop app's indexer) may not have children: it does the work itself.
            if self._executor is None and self.processes > 0 and not multiprocessing.current_process().daemon:
                try:
                    ctx = multiprocessing.get_context("spawn")
                    self._executor = ProcessPoolExecutor(self.processes, mp_context=ctx,
                                                         initializer=self.initializer)
                    self.killed = False
                    _widen_pipes(self._executor)
                except (OSError, ValueError, ImportError):
                    self._executor = None  # no process support here: the caller does all the work
            return self._executor

    def _release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0 and self._executor is not None:
                self._idle_timer = threading.Timer(self.idle_seconds, self.shutdown)
                self._idle_timer.daemon = True
                self._idle_timer.start()

    def _discard(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def kill(self) -> threading.Thread | None:
        """End the workers at once, busy or not (their work is lost; the process is going). Called from a signal
        handler, which runs on the main thread wherever it was, maybe inside this pool's or the executor's locked
        code: so it takes no lock, and leaves the dead executor to the interpreter's exit. Returns the executor's
        manager thread, which winds down once it sees its workers gone."""
        executor, self._executor = self._executor, None
        if executor is None:
            return None
        self.killed = True
        for process in worker_processes(executor):
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.kill()
        return manager_thread(executor)

    def shutdown(self) -> None:
        """Stop the worker processes now (they restart on the next large batch); no-op while in use."""
        with self._lock:
            if self._users or self._executor is None:
                return
            executor, self._executor = self._executor, None
        executor.shutdown(wait=True)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """SIGTERM and SIGINT wait while the executor may be starting a worker, then arrive: a handler that raises
    (the CLI's) would otherwise leave the child half-started, dying on its unfinished start-up data with a
    traceback. Only the main thread runs signal handlers, so only there; handlers not set from Python stay."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    saved = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
    held = {sig: handler for sig, handler in saved.items() if handler is not None}
    for sig in held:
        signal.signal(sig, lambda signum, frame: caught.append(signum))
    try:
        yield
    finally:
        for sig, handler in held.items():
            signal.signal(sig, handler)
        for sig in dict.fromkeys(caught):
            signal.raise_signal(sig)


def _widen_pipes(executor: ProcessPoolExecutor) -> None:
    """Give the executor's call and result pipes ``PIPE_BYTES`` of buffer (see the module docstring). Best effort:
    only Linux can resize a pipe, and the pipes are the executor's private parts (``executor_internals``);
    anything else keeps the defaults, which are only slower."""
    setsize = getattr(fcntl, "F_SETPIPE_SZ", None)
    if setsize is None:
        return
    for fd in queue_pipes(executor):
        with contextlib.suppress(AttributeError, OSError, ValueError):
            fcntl.fcntl(fd, setsize, PIPE_BYTES)


class Shared(Generic[R]):
    """Slices handed to a ``SharedPool``: ``results()`` runs the ones no worker has started, from the end (see the
    module docstring), and collects the rest. Call it once, or ``discard`` when the results are unwanted: the
    pool counts as in use until then."""

    def __init__(self, pool: SharedPool, fn: Callable[..., R], slices: Sequence[tuple[Any, ...]],
                 futures: list[Future[R] | None], isolate: Callable[..., R] | None = None) -> None:
        self._pool, self._fn, self._slices, self._futures = pool, fn, slices, futures
        self._isolate = isolate
        self._done: dict[int, R] = {}
        self._last = len(slices) - 1  # the next slice from the end this thread may take

    def steal(self) -> bool:
        """Run the last slice no worker has started on this thread; False when there is none left."""
        if self._last < 0:
            return False
        i, fut = self._last, self._futures[self._last]
        if fut is not None and not fut.cancel():
            self._last = -1  # a worker has this one, so it has every slice before it as well
            return False
        self._last -= 1
        self._done[i] = self._fn(*self._slices[i])
        return True

    def results(self, meanwhile: Shared[Any] | None = None, done: Callable[[int], None] | None = None) -> list[R]:
        """Every slice's result, in order. While a worker still runs one of these, this thread takes slices of
        ``meanwhile`` (the next batch) instead of waiting: the executor hands a worker its next slice before
        it asks, so up to two slices per batch cannot be taken back (docs/performance.md#the-callers-share).
        ``done(i)`` is called as each slice's result comes in (progress)."""
        report = done or (lambda i: None)
        try:
            while self.steal():
                report(self._last + 1)
            for i, fut in enumerate(self._futures):
                if i not in self._done:
                    while meanwhile is not None and fut is not None and not fut.done() and meanwhile.steal():
                        pass
                    self._done[i] = self._result(i)
                    report(i)
            return [self._done[i] for i in range(len(self._slices))]
        finally:
            self._pool._release()

    def discard(self) -> None:
        """Drop the slices no worker has started (the others finish unread); after ``SharedPool.kill`` the dead
        executor fails them itself."""
        for fut in self._futures if not self._pool.killed else ():
            if fut is not None:
                fut.cancel()
        self._pool._release()

    def _result(self, i: int) -> R:
        fut, args = self._futures[i], self._slices[i]
        if fut is None:
            return self._fn(*args)
        try:
            result = fut.result()
            self._pool.worker_slices += 1
            return result
        except (BrokenProcessPool, MemoryError):  # its worker died or hit its memory limit: never retried here
            self._pool._discard()  # (a dead pool is replaced on next use)
            return (self._isolate or self._fn)(*args)
        except Exception:  # noqa: BLE001 — e.g. an argument that does not pickle: the slice runs here
            return self._fn(*args)

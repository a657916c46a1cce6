"""The shared process pool (sync/parallel.py) and ingest workers under limits (sync/workers.py): slices that cannot
reach a worker run here, discarded ones release the pool, the caller takes the next batch while it waits; a slice
whose worker dies is never run again on the sync's own thread; the file that killed the worker becomes a problem
record and the rest of the batch is indexed; a worker's memory is capped; a worker stuck in C code past its
deadline is ended."""

from __future__ import annotations

import os
import sys
import threading
from concurrent.futures import InvalidStateError
from pathlib import Path

import pytest

from tests.sync import workload
from vaultmem.extract import Limits
from vaultmem.lifeline import exit_with_parent
from vaultmem.sync import ingest, parallel
from vaultmem.sync.executor_internals import queue_pipes, worker_processes
from vaultmem.sync.parallel import Shared, SharedPool
from vaultmem.sync.walker import walk
from vaultmem.sync.workers import IngestWorkers, build_segment

linux_only = pytest.mark.skipif(sys.platform != "linux", reason="memory and CPU limits are Linux's")


@pytest.fixture
def worker_only(monkeypatch: pytest.MonkeyPatch) -> IngestWorkers:
    """One hardened worker that takes every slice (the caller steals none), as a vault's."""
    workers = IngestWorkers(1, idle_seconds=0.1, min_bytes=1, slice_bytes=2048)
    monkeypatch.setattr(Shared, "steal", lambda self: False)
    yield workers
    workers.close()


@linux_only
def test_a_slice_whose_worker_died_goes_to_isolate_not_to_the_caller(worker_only: IngestWorkers) -> None:
    isolated: list[int] = []
    shared = worker_only.pool.submit(workload.die, [(i,) for i in range(3)], isolate=lambda i: isolated.append(i) or -1)
    assert shared.results() == [-1, -1, -1]  # the old pool ran ``die`` here: the caller would have died
    assert isolated == [0, 1, 2]


def batch(root: Path, names: list[str]) -> list[ingest.ReadFile]:
    root.mkdir()
    for i in range(12):
        (root / f"note-{i:02d}.md").write_text(f"# Note {i}\n\n" + "kelp forest survey notes. " * 60)
    for name in names:
        (root / name).write_text("whatever is in it\n")
    return [ingest.read_file(root, st, Limits()) for st in sorted(walk(root).values(), key=lambda s: s.path)]


@linux_only
def test_files_that_kill_or_exhaust_their_worker_are_problems(tmp_path: Path, worker_only: IngestWorkers) -> None:
    files = batch(tmp_path / "v", ["note-05-x.kill", "note-09-y.hog"])
    builder, problems = build_segment(files, workload.registry(), Limits(), worker_only)
    kinds = {p.path: (p.kind, p.message) for p in problems}
    assert kinds["note-05-x.kill"][0] == "crashed"
    assert kinds["note-09-y.hog"][0] == "parse" and "MemoryError" in kinds["note-09-y.hog"][1]
    assert len(kinds) == 2
    assert [f.path for f in builder.files] == [rf.stat.path for rf in files]  # every file has its row
    assert sum(1 for s in builder.sessions if s.path.startswith("note-") and s.path.endswith(".md")) == 12


@linux_only
def test_a_worker_stuck_in_c_code_is_ended_by_the_backstop(tmp_path: Path, worker_only: IngestWorkers) -> None:
    """``sum(range(10**15))`` never looks at signals, so the deadline's exception cannot reach it; the CPU-time
    timer ends the worker (2 × 0.2 s + 1 s of CPU), twice (the slice is retried once), and the file is skipped."""
    files = batch(tmp_path / "v", ["stuck.stall"])
    limits = Limits(seconds_per_file=0.2, seconds_per_mb=0)
    _, problems = build_segment(files, workload.registry(), limits, worker_only)
    assert [(p.path, p.kind) for p in problems] == [("stuck.stall", "crashed")]


def test_pool_runs_slices_here_when_workers_cannot_take_them() -> None:
    """A function that does not pickle cannot reach a worker: every slice still runs, in order."""
    pool = SharedPool(1, idle_seconds=0.1)
    try:
        assert pool.run(lambda x, y: x * y, [(i, 2) for i in range(20)]) == [i * 2 for i in range(20)]
    finally:
        pool.shutdown()
    assert SharedPool(0).run(divmod, [(7, 2), (9, 4)]) == [(3, 1), (2, 1)]


def test_discarded_slices_release_the_pool() -> None:
    pool = SharedPool(1, idle_seconds=0.1)
    try:
        pool.submit(divmod, [(7, 2)] * 50).discard()
        assert pool._users == 0
        assert pool.run(divmod, [(9, 4)]) == [(2, 1)]
    finally:
        pool.shutdown()


def test_waiting_for_a_worker_the_caller_takes_the_next_batch() -> None:
    """While a worker still runs this batch's slices, the caller runs the next batch's slices that no worker has
    started instead of idling, and leaves a slice the executor already handed over to the worker. The futures
    stand in for the executor's, so which slices a worker holds is set here, not by the scheduler (with real
    processes and sleeps this depended on timing and failed about one run in four)."""
    from concurrent.futures import Future

    def started() -> Future:  # a slice a worker has begun: it can no longer be taken back
        future: Future = Future()
        future.set_running_or_notify_cancel()
        return future

    busy_futures = [started(), started(), Future()]  # the worker holds two slices, the third is still queued
    next_futures = [started(), Future(), Future(), Future()]  # the executor already handed it the first one
    ran_here: list[tuple[str, int]] = []

    def busy_slice(i: int) -> None:
        ran_here.append(("busy", i))

    def next_slice(i: int) -> None:
        ran_here.append(("next", i))
        if i == 1:  # the last slice the caller can take; meanwhile the worker finishes its two
            for future in busy_futures[:2]:
                future.set_result("worker")

    pool = SharedPool(0)
    pool._acquire()
    pool._acquire()
    busy = Shared(pool, busy_slice, [(i,) for i in range(3)], busy_futures)
    following = Shared(pool, next_slice, [(i,) for i in range(4)], next_futures)
    assert busy.results(meanwhile=following) == ["worker", "worker", None]
    assert ran_here == [("busy", 2), ("next", 3), ("next", 2), ("next", 1)]
    next_futures[0].set_result("worker")
    assert following.results() == ["worker", None, None, None]
    assert pool._users == 0


def test_worker_pipes_hold_a_slice_and_its_result() -> None:
    """The executor's pipes take a whole slice (~250 KB) and its rows (~450 KB) in one write, so the worker does
    not wait on this process's GIL-bound pipe threads after every 64 KB."""
    import fcntl

    from vaultmem.sync import parallel

    if not hasattr(fcntl, "F_GETPIPE_SZ"):
        pytest.skip("only Linux resizes pipes")
    if int(Path("/proc/sys/fs/pipe-max-size").read_text()) < parallel.PIPE_BYTES:
        pytest.skip("this system caps pipes below PIPE_BYTES")
    pool = SharedPool(1, idle_seconds=600)  # not stopped for idling before its pipes are looked at
    try:
        assert pool.start()
        executor = pool._executor
        pipes = queue_pipes(executor)
        assert len(pipes) == 2
        assert [fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ) for fd in pipes] == [parallel.PIPE_BYTES] * 2
        big = [(b"x" * 700_000,)] * 3
        assert pool.run(bytes.upper, big) == [b"X" * 700_000] * 3
    finally:
        pool.shutdown()


def _kill_inside_the_locks(out) -> None:
    """As SIGTERM's handler finds the main thread: inside the pool's and the executor's locked code."""
    from multiprocessing.connection import wait

    # idle workers stay for the test's length (a short idle timeout could stop them before they are looked up)
    pool = SharedPool(1, idle_seconds=600, initializer=exit_with_parent)  # no orphan if kill() fails
    try:
        assert pool.start()
        executor = pool._executor
        [worker] = worker_processes(executor)
        with pool._lock, executor._shutdown_lock:
            pool.kill()
            out.put("returned")
        # Ended, whoever reaps it: the executor's own thread may collect its exit status first.
        out.put("ended" if wait([worker.sentinel], 60) else "still running")
    except Exception as exc:  # noqa: BLE001 — reported to the test instead of a silent timeout
        out.put(repr(exc))
    out.close()
    out.join_thread()  # sent before this process's exit, which waits for the killed pool's manager thread


def test_kill_waits_for_no_lock_the_interrupted_code_may_hold() -> None:
    """SIGTERM's handler (``cli._terminated``) runs on the main thread wherever that was: inside
    ``executor.submit``, holding the executor's shutdown lock (``vaultmem index`` then never exited, one run in
    four of ``test_processes``), or inside the pool's own locked code. ``kill`` must end the workers without
    waiting for either lock. (In a child process: a kill that does wait never returns.)"""
    import multiprocessing
    import queue

    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    child = ctx.Process(target=_kill_inside_the_locks, args=(out,))
    child.start()
    said = []
    try:
        while len(said) < 2 and not (said and said[-1] not in ("returned", "ended")):
            said.append(out.get(timeout=120))
    except queue.Empty:
        pass
    finally:
        child.kill()
        child.join()
    assert said[:1] == ["returned"], f"kill() waited for a lock its own thread holds ({said})"
    assert said == ["returned", "ended"], said


def test_a_signal_that_arrives_while_a_worker_starts_waits_until_it_has(monkeypatch: pytest.MonkeyPatch) -> None:
    """``test_processes`` kills ``vaultmem index`` the moment its worker appears, which is while the executor is
    still handing the child its start-up data: the CLI's SIGTERM handler raised there and the child died reading
    it, with a traceback on stderr. The signal now arrives once the worker is started, and still arrives."""
    import signal
    from multiprocessing import popen_spawn_posix

    launch = popen_spawn_posix.Popen._launch
    launched: list[int] = []

    def signalled_launch(self, process_obj) -> None:
        signal.raise_signal(signal.SIGTERM)
        launch(self, process_obj)
        launched.append(self.pid)

    def terminated(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    monkeypatch.setattr(popen_spawn_posix.Popen, "_launch", signalled_launch)
    previous = signal.signal(signal.SIGTERM, terminated)
    pool = SharedPool(1, idle_seconds=0.1, initializer=exit_with_parent)
    try:
        with pytest.raises(SystemExit):
            pool.prewarm(os.getpid)
        assert signal.getsignal(signal.SIGTERM) is terminated
    finally:
        signal.signal(signal.SIGTERM, previous)
        monkeypatch.undo()
    try:
        assert len(launched) == 1, "the handler ran inside the spawn"
        assert pool.call(os.getpid) == launched[0]  # the worker started whole and works
    finally:
        pool.shutdown()


@linux_only
def test_slices_of_a_killed_pool_are_left_to_its_executor() -> None:
    """SIGTERM kills the workers, then the interrupted sync discards its next batch: cancelling those slices while
    the dead executor's manager thread fails them made CPython 3.11 raise there (``InvalidStateError``), a
    traceback on the way out (one run in several of ``test_processes``). They are left to the executor."""
    import threading
    import time
    from concurrent.futures.process import BrokenProcessPool

    errors: list[BaseException] = []
    previous = threading.excepthook
    threading.excepthook = lambda args: errors.append(args.exc_value)
    pool = SharedPool(1, idle_seconds=60)
    try:
        assert pool.start()
        shared = pool.submit(time.sleep, [(0.5,)] * 20)
        manager = pool.kill()
        shared.discard()
        if manager is not None:
            manager.join(10)
        futures = [f for f in shared._futures if f is not None]
        assert futures and not any(f.cancelled() for f in futures)
        assert all(isinstance(f.exception(timeout=10), BrokenProcessPool) for f in futures)
        assert not errors, errors
    finally:
        threading.excepthook = previous
        pool.shutdown()


def test_stopping_hides_only_the_manager_threads_race_with_a_cancelled_future(monkeypatch: pytest.MonkeyPatch) -> None:
    """CPython 3.11's ``terminate_broken`` raises InvalidStateError for a future cancelled before it; the hook
    ``stop_workers`` installs keeps that out of stderr, and every other thread exception still reaches the previous
    hook."""
    seen: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args.exc_value))
    parallel._quiet_on_cancelled()

    def terminate_broken() -> None:  # the name CPython's manager thread raises it from
        raise InvalidStateError("CANCELLED: <Future state=cancelled>")

    def other() -> None:
        raise InvalidStateError("a program's own")

    for target in (terminate_broken, other):
        thread = threading.Thread(target=target)
        thread.start()
        thread.join()
    assert [str(e) for e in seen] == ["a program's own"]
    installed = threading.excepthook
    parallel._quiet_on_cancelled()  # a second stop wraps nothing more
    assert threading.excepthook is installed

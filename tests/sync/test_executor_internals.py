"""The private parts of ``ProcessPoolExecutor`` the ingest pool reads (sync/executor_internals.py) still look as
expected on this Python: its worker processes, its manager thread and its two queue pipes. A Python that renames or reshapes them
fails here, loudly, instead of the pool quietly losing its instant kill on SIGTERM and its wide pipes."""

from __future__ import annotations

import multiprocessing
import os
import stat
from concurrent.futures import ProcessPoolExecutor

import pytest

from vaultmem.sync.executor_internals import manager_thread, queue_pipes, worker_processes


@pytest.fixture
def executor():
    executor = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
    yield executor
    executor.shutdown(wait=True, cancel_futures=True)


def test_the_worker_processes_are_the_ones_that_run_the_work(executor: ProcessPoolExecutor) -> None:
    pid = executor.submit(os.getpid).result()
    processes = worker_processes(executor)
    assert [p.pid for p in processes] == [pid] and pid != os.getpid()
    assert all(p.is_alive() for p in processes)


def test_the_queue_pipes_are_two_pipes_the_work_travels_through(executor: ProcessPoolExecutor) -> None:
    assert executor.submit(os.getpid).result() != os.getpid()
    fds = queue_pipes(executor)
    assert len(fds) == 2 and fds[0] != fds[1]
    assert all(stat.S_ISFIFO(os.fstat(fd).st_mode) for fd in fds)


def test_the_manager_thread_winds_down_once_its_workers_are_killed(executor: ProcessPoolExecutor) -> None:
    """What SIGTERM's shutdown waits for (``parallel.stop_workers``): the thread runs while workers do, and ends
    soon after they are killed, having closed the wake-up pipe the interpreter's exit would write to."""
    executor.submit(os.getpid).result()
    manager = manager_thread(executor)
    assert manager is not None and manager.is_alive()
    for process in worker_processes(executor):
        process.kill()
    manager.join(30)
    assert not manager.is_alive()

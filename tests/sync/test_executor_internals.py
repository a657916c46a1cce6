"""The private parts of ``ProcessPoolExecutor`` the ingest pool reads (sync/executor_internals.py) still look as
expected on this Python: its worker processes and its two queue pipes. A Python that renames or reshapes them
fails here, loudly, instead of the pool quietly losing its instant kill on SIGTERM and its wide pipes."""

from __future__ import annotations

import multiprocessing
import os
import stat
from concurrent.futures import ProcessPoolExecutor

import pytest

from vaultmem.sync.executor_internals import queue_pipes, worker_processes


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

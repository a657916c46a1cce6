"""Child processes die with their parent.

A spawned ingest worker, or the app's indexer process, whose parent was killed (kill -9, a crash, an abort) would
otherwise live on: the worker blocked on its task queue (with its resource tracker, and semaphores left in
/dev/shm), the indexer holding the vault's writer lock so that the next ``vaultmem index`` and the restarted
app are locked out. ``exit_with_parent`` starts a thread that waits on the parent's sentinel — a pipe whose only
writer is the parent, so the kernel closes it the moment the parent is gone, however it ended — and then ends
this process at once. No polling: the thread sleeps in ``select`` until then. (``prctl(PR_SET_PDEATHSIG)`` is
not used: it fires when the *thread* that started the child exits, and pool workers are started from whichever
thread submits work.) Outside a ``multiprocessing`` child, the parent's pid is watched instead.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from multiprocessing.connection import wait

EXIT_ORPHANED = 70  # EX_SOFTWARE-like: not a clean exit, nothing to report to anyone
POLL_SECONDS = 0.2  # only without a sentinel


def exit_with_parent() -> None:
    """End this process as soon as its parent process is gone (see the module docstring)."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    target = (_wait_sentinel, (sentinel,)) if sentinel is not None else (_poll_parent, (os.getppid(),))
    threading.Thread(target=target[0], args=target[1], name="vaultmem-lifeline", daemon=True).start()


def _wait_sentinel(sentinel: int) -> None:
    wait([sentinel])
    os._exit(EXIT_ORPHANED)


def _poll_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(POLL_SECONDS)
    os._exit(EXIT_ORPHANED)

"""What the ingest pool needs from ``ProcessPoolExecutor`` that the standard library keeps private: its worker
processes (to kill them at once when the process is told to go), its manager thread (to let it wind down before
the interpreter exits) and the pipes of its call and result queues (to widen them). Only this module reads those attributes, each defensively: on a Python that changed them the pool
still works, only without the instant kill or the wider pipes. ``tests/sync/test_executor_internals.py`` fails
loudly on such a Python.
"""

from __future__ import annotations

import contextlib
import threading
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess


def worker_processes(executor: ProcessPoolExecutor) -> list[BaseProcess]:
    """The executor's live worker processes (``_processes``: pid → process, since Python 3.2)."""
    processes = getattr(executor, "_processes", None)
    return list(processes.values()) if isinstance(processes, dict) else []


def manager_thread(executor: ProcessPoolExecutor) -> threading.Thread | None:
    """The thread that manages the executor's workers (``_executor_manager_thread``, since Python 3.9), if any."""
    thread = getattr(executor, "_executor_manager_thread", None)
    return thread if isinstance(thread, threading.Thread) else None


def queue_pipes(executor: ProcessPoolExecutor) -> list[int]:
    """File descriptors of the pipes the executor's call and result queues write to (``_call_queue._writer``,
    ``_result_queue._writer``: multiprocessing connections)."""
    out = []
    for name in ("_call_queue", "_result_queue"):
        writer = getattr(getattr(executor, name, None), "_writer", None)
        with contextlib.suppress(AttributeError, OSError, TypeError, ValueError):
            out.append(int(writer.fileno()))
    return out

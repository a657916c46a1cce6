"""Work that misbehaves inside an ingest worker, importable by spawned workers (tests/sync/test_parallel.py).

``Poison`` is an extractor for ``.kill`` (the worker kills itself), ``.hog`` (allocates 4 GB) and ``.stall``
(spins in C code that never checks for signals). Run anywhere but a worker it refuses loudly, so a test sees at
once if the sync's own process extracted it.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from datetime import datetime

from vaultmem.extract import Extraction, Limits, default_registry
from vaultmem.extract.registry import Registry


class Poison:
    name = "poison"
    extensions = (".kill", ".hog", ".stall")

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        if multiprocessing.parent_process() is None:
            raise AssertionError(f"{relpath} was extracted in the sync's own process")
        if relpath.endswith(".kill"):
            os.kill(os.getpid(), signal.SIGKILL)
        if relpath.endswith(".hog"):
            hog = bytearray(4 << 30)  # past the worker's address-space limit: MemoryError
            del hog
        sum(range(10**15))  # a C loop that never looks at signals: only the CPU-time backstop ends it
        return Extraction((), ())


def registry() -> Registry:
    base = default_registry()
    return Registry([Poison(), *base._sniff_order], fallback=base._fallback)


def pid_of(_: object) -> int:
    return os.getpid()


def die(_: object) -> int:
    os.kill(os.getpid(), signal.SIGKILL)
    return 0

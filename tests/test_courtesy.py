"""Work on a worker thread steps aside for the GIL now and then; the main thread (the CLI) never does."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from vaultmem import courtesy
from vaultmem.index.lru import LRU


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    slept: list[float] = []
    real_sleep = time.sleep
    monkeypatch.setattr(courtesy.time, "sleep", lambda s: (slept.append(s), real_sleep(s)))
    return slept


def _misses(cache: LRU[np.ndarray], seconds: float) -> None:
    """Cache misses (each one a decode) for ``seconds``."""
    end, key = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        cache.get(key, lambda: np.arange(64))
        key += 1


def test_a_worker_reading_through_a_cache_steps_aside_about_every_interval(pauses: list[float]) -> None:
    worker = threading.Thread(target=_misses, args=(LRU(1 << 20, lambda a: a.nbytes), 20 * courtesy.EVERY_S))
    worker.start()
    worker.join()
    assert set(pauses) == {courtesy.PAUSE_S}
    assert 5 <= len(pauses) <= 21  # one at the start, then one per interval at most


def test_the_main_thread_never_steps_aside(pauses: list[float]) -> None:
    _misses(LRU(1 << 20, lambda a: a.nbytes), 10 * courtesy.EVERY_S)
    assert pauses == []

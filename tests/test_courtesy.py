"""Work on a worker thread steps aside for the GIL now and then; the main thread (the CLI) never does."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable

import numpy as np
import pytest

from vaultmem import courtesy
from vaultmem.index.lru import LRU


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, float]]:
    """(when, how long) of every sleep ``courtesy`` takes."""
    slept: list[tuple[float, float]] = []
    real_sleep = time.sleep

    def sleep(seconds: float) -> None:
        slept.append((time.monotonic(), seconds))
        real_sleep(seconds)

    monkeypatch.setattr(courtesy.time, "sleep", sleep)
    return slept


def _misses(cache: LRU[np.ndarray], until: Callable[[], bool]) -> None:
    """Cache misses (each one a decode) until ``until()``."""
    key = 0
    while not until():
        cache.get(key, lambda: np.arange(64))
        key += 1


def test_a_worker_reading_through_a_cache_steps_aside_at_most_every_interval(pauses) -> None:
    deadline = time.monotonic() + 5.0
    worker = threading.Thread(target=_misses, args=(LRU(1 << 20, lambda a: a.nbytes),
                                                    lambda: len(pauses) >= 6 or time.monotonic() > deadline))
    worker.start()
    worker.join()
    assert len(pauses) >= 6
    assert {s for _, s in pauses} == {courtesy.PAUSE_S}
    gaps = [b - a for (a, _), (b, _) in itertools.pairwise(pauses)]
    assert min(gaps) >= courtesy.EVERY_S  # one step aside per interval at most: a search is not slowed more


def test_the_main_thread_never_steps_aside(pauses) -> None:
    end = time.monotonic() + 10 * courtesy.EVERY_S
    _misses(LRU(1 << 20, lambda a: a.nbytes), lambda: time.monotonic() > end)
    assert pauses == []

"""A thread-safe least-recently-used cache bounded by a total cost (bytes, characters, entries).

Snapshots and segments are shared by query threads, the writer and the background merge, so their caches
must tolerate concurrent use; a value is computed outside the lock (two threads may both compute it; the
first stored wins), so a slow decode never blocks other readers, and it steps aside for an app's window
(``courtesy``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from ..courtesy import step_aside

V = TypeVar("V")


class LRU(Generic[V]):
    def __init__(self, budget: int, cost: Callable[[V], int]) -> None:
        self._budget = budget
        self._cost = cost
        self._items: OrderedDict[Hashable, V] = OrderedDict()
        self._total = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    @property
    def total_cost(self) -> int:
        return self._total

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                self._items.move_to_end(key)
                return hit
        step_aside()  # a miss decodes or reads: the window's thread may be waiting for the GIL (``courtesy``)
        value = compute()
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                return hit
            self._items[key] = value
            self._total += self._cost(value)
            while self._total > self._budget and len(self._items) > 1:
                _, old = self._items.popitem(last=False)
                self._total -= self._cost(old)
        return value

"""The cost-bounded LRU (index/lru.py) shared by snapshots and block readers."""

from __future__ import annotations

import threading

from vaultmem.index.lru import LRU


def test_evicts_least_recently_used_beyond_the_budget() -> None:
    cache: LRU[str] = LRU(10, len)
    cache.get("a", lambda: "aaaa")
    cache.get("b", lambda: "bbbb")
    cache.get("a", lambda: "unused")  # a is now the most recent
    cache.get("c", lambda: "cccc")  # 12 > 10: b, the least recently used, goes
    assert len(cache) == 2 and cache.total_cost == 8
    assert cache.get("a", lambda: "recomputed") == "aaaa"
    assert cache.get("b", lambda: "bbbb!") == "bbbb!"  # recomputed; c is now the oldest and goes
    assert cache.get("c", lambda: "new c") == "new c"


def test_computes_once_per_key_when_hot_and_survives_threads() -> None:
    calls: list[int] = []
    cache: LRU[int] = LRU(1000, lambda _: 1)

    def work(offset: int) -> None:
        for i in range(2000):
            key = (i * 7 + offset) % 1500
            assert cache.get(key, lambda k=key: calls.append(k) or k * 2) == key * 2

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(cache) <= 1000 and cache.total_cost == len(cache)

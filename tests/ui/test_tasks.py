from __future__ import annotations

import threading

from vaultmem_ui.tasks import NewestWins


def test_only_the_newest_write_runs_whatever_order_the_workers_start_them():
    saves = NewestWins()
    written: list[str] = []
    tasks = [saves.wrap(lambda v=v: written.append(v)) for v in ("dark", "light", "system")]
    for task in (tasks[2], tasks[0], tasks[1]):
        task()
    assert written == ["system"]


def test_writes_run_one_at_a_time():
    saves = NewestWins()
    inside, overlaps = [], []

    def write() -> None:
        overlaps.append(len(inside))
        inside.append(1)
        threading.Event().wait(0.01)
        inside.pop()

    task = saves.wrap(write)
    threads = [threading.Thread(target=task) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert overlaps == [0, 0, 0, 0]

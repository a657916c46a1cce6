from __future__ import annotations

import threading

from watchdog.events import (
    DirModifiedEvent,
    DirMovedEvent,
    FileClosedNoWriteEvent,
    FileCreatedEvent,
    FileMovedEvent,
    FileOpenedEvent,
)

from vaultmem.watch.dirty import DirtySet
from vaultmem.watch.hints import HintHandler, is_noise


def test_hints_coalesce_into_one_batch() -> None:
    d = DirtySet(quiet=0.05, max_delay=5.0)
    for _ in range(3):
        d.add(["a.md", "b.md"])
    d.add(["a.md"])
    batch = d.take()
    assert batch is not None and batch.paths == {"a.md", "b.md"} and not batch.full
    assert not d.pending()


def test_quiet_period_runs_from_the_last_hint_even_while_the_taker_waits() -> None:
    """A hint that arrives while the taker is already waiting does not wake it, yet still extends the quiet
    period: the batch holds both hints and comes a full quiet period after the second one."""
    d = DirtySet(quiet=0.2, max_delay=5.0)
    waiting = threading.Event()
    got: list[object] = []

    def taker() -> None:
        waiting.set()
        got.append(d.take())

    d.add(["a.md"])
    t = threading.Thread(target=taker)
    t.start()
    waiting.wait()
    d.add(["b.md"])
    t.join()
    batch = got[0]
    assert batch is not None and batch.paths == {"a.md", "b.md"}
    assert batch.first_hint <= batch.last_hint and batch.taken >= batch.last_hint + 0.2


def test_full_reconciliation_request() -> None:
    d = DirtySet(quiet=0.0, max_delay=1.0)
    d.add_all()
    d.add(["x.md"])
    batch = d.take()
    assert batch is not None and batch.full and batch.paths == {"x.md"}


def test_close_releases_a_waiting_taker() -> None:
    d = DirtySet(quiet=0.05, max_delay=1.0)
    got: list[object] = []
    t = threading.Thread(target=lambda: got.append(d.take()))
    t.start()
    d.close()
    t.join()
    assert got == [None]


def test_max_delay_flushes_during_a_continuous_burst() -> None:
    """Hints keep arriving faster than the quiet period; the batch still comes after max_delay."""
    d = DirtySet(quiet=10.0, max_delay=0.2)
    stop = threading.Event()

    def feed() -> None:
        i = 0
        while not stop.is_set():
            d.add([f"f{i % 50}.md"])
            i += 1
            stop.wait(0.01)

    t = threading.Thread(target=feed)
    t.start()
    try:
        batch = d.take()
    finally:
        stop.set()
        t.join()
    assert batch is not None and batch.paths


def test_handler_maps_events_to_hints(tmp_path) -> None:
    got: list[list[str]] = []
    h = HintHandler(str(tmp_path), got.append)
    root = str(tmp_path)
    h.dispatch(FileCreatedEvent(f"{root}/a/n.md"))
    h.dispatch(DirMovedEvent(f"{root}/a", f"{root}/b"))
    h.dispatch(FileMovedEvent(f"{root}/a/.n.md.swp", f"{root}/a/n.md"))  # editor save: only the real name
    h.dispatch(FileMovedEvent(f"{root}/a/n.md", "/elsewhere/n.md"))  # moved out
    h.dispatch(DirModifiedEvent(f"{root}/a"))
    h.dispatch(FileOpenedEvent(f"{root}/a/n.md"))
    h.dispatch(FileClosedNoWriteEvent(f"{root}/a/n.md"))
    h.dispatch(FileCreatedEvent(f"{root}/.vaultmem/seg-1.vms"))
    h.dispatch(FileCreatedEvent(f"{root}/a/n.md~"))
    assert got == [["a/n.md"], ["a", "b"], ["a/n.md"], ["a/n.md"]]


def test_noise() -> None:
    assert is_noise(".vaultmem/manifest.json") and is_noise("a/.git/HEAD") and is_noise("a/x.swp")
    assert is_noise("a/#x#") is False and is_noise("a/x.md") is False and is_noise("a/.#x.md")

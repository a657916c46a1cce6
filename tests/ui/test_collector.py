"""Cyclic garbage is collected on the GUI thread only: a pool thread never destroys Qt objects."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

pytestmark = pytest.mark.qt


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


def test_cycles_are_collected_on_the_gui_thread_not_where_they_were_made(qtbot) -> None:
    from vaultmem_ui.app import make_app

    make_app()
    assert not gc.isenabled()
    freed_on: list[str] = []
    kept: list[list[int]] = []

    def make_garbage() -> None:
        node = Node()
        weakref.finalize(node, lambda: freed_on.append(threading.current_thread().name))
        del node
        kept.extend([i] for i in range(5 * gc.get_threshold()[0]))  # allocations past the threshold, here

    worker = threading.Thread(target=make_garbage, name="pool")
    worker.start()
    worker.join()
    assert freed_on == []  # the pool thread crossed the threshold without collecting
    qtbot.waitUntil(lambda: freed_on != [], timeout=10_000)
    assert freed_on == [threading.main_thread().name]

"""Work on a worker thread steps aside now and then, so the thread of an app's window gets the GIL.

CPython hands the GIL to a waiting thread when the holder has kept it a whole switch interval, counted from the
last time the waiter was woken. A search that releases it often but briefly (each block decompressed, each NumPy
copy of a decoded block) wakes the waiter every time, restarting that count, and takes the GIL back before the
waiter is running: a first search on a new snapshot, reading hundreds of blocks, starved an app's window 20–60 ms
at a time (measured: its thread blocked, neither running nor waiting for a CPU). Sleeping a moment every
``EVERY_S`` on a worker thread lets the waiter in; the main thread (the CLI, a script) never sleeps here.
"""

from __future__ import annotations

import threading
import time

EVERY_S = 0.002  # at most this long between two steps aside on one worker thread
PAUSE_S = 0.00005  # long enough for a woken thread to take the GIL

_last = threading.local()


def step_aside() -> None:
    """On a worker thread, sleep ``PAUSE_S`` if ``EVERY_S`` has passed since it last did."""
    if threading.get_ident() == threading.main_thread().ident:  # asked each time: a forked child has its own
        return
    now = time.monotonic()
    if now - getattr(_last, "at", 0.0) >= EVERY_S:
        time.sleep(PAUSE_S)
        _last.at = time.monotonic()

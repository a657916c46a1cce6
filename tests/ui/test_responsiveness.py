"""While 10,000 files are indexed, the UI thread keeps ticking (heartbeat never stalls > 100 ms) and a
query typed meanwhile still returns.

Shared CI machines stall *every* process now and then. Measured here (load 10–15 on 2 cores, hypervisor
steal): a bare ``time.sleep(0.01)`` loop in a fresh interpreter saw 0.7–2.7 s gaps, and even per-thread CPU
time is inflated by steal, so neither wall-clock nor CPU time can isolate the app on such a machine. The test
therefore runs a reference process with the same heartbeat alongside (CLOCK_MONOTONIC is shared by all
processes):

* quiet machine (the reference never stalls ≥ 50 ms): the spec as written — no UI heartbeat gap ≥ 100 ms;
* noisy machine: the share of wall time the UI thread spends in gaps ≥ 100 ms may not exceed the reference
  process's share by more than 1.5× + 5 points (a ratio, per the conventions). A UI thread blocked by the
  app — by I/O, scoring or the GIL — stalls far more than a bare process and fails either way.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer

pytestmark = [pytest.mark.qt, pytest.mark.slow]

N_FILES = 10_000
MAX_STALL_S = 0.100
WORDS = ["harbor", "cache", "postgres", "redis", "cello", "sourdough", "boiler", "flight", "brother", "birthday", "budget", "allergy", "passport", "invoice", "meeting", "decision", "migration", "schema", "replica", "backup", "garden", "tomato", "bicycle", "train", "museum"]


def write_many(root: Path, n: int) -> None:
    rng = random.Random(7)
    for d in range(n // 500):
        (root / f"f{d:02d}").mkdir(parents=True)
    for i in range(n):
        body = " ".join(rng.choices(WORDS, k=rng.randint(8, 40)))
        ext = ".md" if i % 2 else ".txt"
        head = f"# Note {i}\n\n" if ext == ".md" else f"Note {i}\n\n"
        (root / f"f{i // 500:02d}" / f"n{i:05d}{ext}").write_text(head + body.capitalize() + ".\n", encoding="utf-8")


REFERENCE = """
import json, select, sys, time
gaps, last = [], time.monotonic()
end = last + float(sys.argv[1])
while time.monotonic() < end:
    if select.select([sys.stdin], [], [], 0.005)[0]:
        break  # stdin closed by the test: done
    now = time.monotonic()
    if now - last > 0.05:
        gaps.append((last, now))
    last = now
print(json.dumps(gaps))
"""


class Heartbeat:
    def __init__(self, interval_ms: int = 10) -> None:
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self.last = 0.0
        self.max_gap = 0.0
        self.ticks = 0
        self.stalled = 0.0  # seconds spent in gaps ≥ MAX_STALL_S

    def start(self) -> None:
        self.last = time.monotonic()
        self.timer.start()

    def tick(self) -> None:
        now = time.monotonic()
        gap = now - self.last
        self.max_gap = max(self.max_gap, gap)
        if gap >= MAX_STALL_S:
            self.stalled += gap
        self.last = now
        self.ticks += 1

    def stop(self) -> None:
        self.timer.stop()


@pytest.mark.timeout(900)
def test_ui_stays_responsive_while_indexing_10k_files(make_window, tmp_path: Path, qtbot, capsys) -> None:
    vault = tmp_path / "big"
    write_many(vault, N_FILES)
    w = make_window()
    beat = Heartbeat()
    progress: list[int] = []
    original = w.status.indexing_progress
    w.status.indexing_progress = lambda p: (progress.append(p.done) if p.phase == "ingest" else None, original(p))  # type: ignore[method-assign]
    ref = subprocess.Popen([sys.executable, "-c", REFERENCE, "900"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           text=True)
    beat.start()
    started = time.perf_counter()
    with qtbot.waitSignal(w.sync_finished, timeout=900_000) as done:
        w.open_vault(vault)
        qtbot.waitUntil(lambda: bool(progress) and progress[-1] >= 1000, timeout=300_000)
        assert w.syncing
        # a query typed mid-index returns (from the last committed snapshot) while ingest goes on
        with qtbot.waitSignal(w.results_shown, timeout=30_000):
            qtbot.keyClicks(w.search, "harbor cache decision")
        query_during_sync = w.syncing
    beat.stop()
    seconds = time.perf_counter() - started
    ref_out, _ = ref.communicate(timeout=30)  # closing stdin ends the reference loop
    ref_gaps = [d - c for c, d in json.loads(ref_out)]
    machine_stall = max(ref_gaps, default=0.0)
    ui_share = beat.stalled / seconds
    ref_share = sum(g for g in ref_gaps if g >= MAX_STALL_S) / seconds
    report = done.args[0]
    assert len(report.added) == N_FILES
    assert query_during_sync, "the index finished before the query could be tested mid-sync"
    assert len(progress) < seconds * 10 + 50  # progress throttled to ≤ 10 Hz
    with capsys.disabled():
        print(f"\nheartbeat: max gap {beat.max_gap * 1000:.0f} ms, {ui_share:.1%} of the time in gaps ≥ 100 ms; "
              f"reference process on the same machine: max gap {machine_stall * 1000:.0f} ms, {ref_share:.1%}; "
              f"{beat.ticks} ticks; {N_FILES} files indexed in {seconds:.1f} s")
    if machine_stall < MAX_STALL_S / 2:
        assert beat.max_gap < MAX_STALL_S, f"UI heartbeat stalled {beat.max_gap * 1000:.0f} ms"
    else:
        assert ui_share <= 1.5 * ref_share + 0.05, (f"UI thread stalled {ui_share:.1%} of the time, the machine "
                                                    f"only {ref_share:.1%}")
    # and after indexing the query finds the notes
    with qtbot.waitSignal(w.results_shown, timeout=30_000) as got:
        w.run_search()
    assert got.args[0]

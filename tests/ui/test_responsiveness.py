"""While 10,000 files are indexed, the UI thread keeps ticking — a heartbeat never stalls more than 100 ms —
and a query typed meanwhile still returns.

The bound is absolute, per stall. What a heartbeat gap cannot tell by itself is whether the *app* held the UI
thread or the *machine* ran nobody: on the shared 2-core CI / developer VM, a bare ``select`` loop in an idle
process with nothing else of ours running was measured with 32 gaps ≥ 100 ms in 15 s (longest 870 ms, 66 % of
the time), as the VM's vCPUs get paused by the host — every process in the VM stops at once. So the test runs
such a control process alongside (CLOCK_MONOTONIC is shared by all processes) and charges each UI gap only
with the time in it when the control process was running: ``stall = gap − overlap(control gaps)``.

This is sound for what can stall a UI thread: a busy UI thread, a GIL held by a worker, or blocking I/O also
stop during a VM pause, so an app stall of X ms of machine time still shows as ≥ X ms after the subtraction
(``test_stall_detector_catches_a_blocked_ui_thread`` checks exactly that). On a quiet machine the control
never stalls and the assertion is the raw heartbeat bound.

The subtraction has a resolution: after a pause, processes resume in some order, and in bursts of VM time
slices a process that needs more work per tick (Qt's event loop, a Python callback) can miss a slice that the
tiny control catches, so even an idle process is charged some tens of ms (measured at load 7 on 2 cores: UI
thread idle in the event loop, no app thread running, yet 122 ms charged; in a CI run where the control spent
75 % of the time in gaps ≥ 100 ms, 172 ms were charged to the app against 55 ms to an idle *select* loop). So
the floor is measured in the same run by a twin of the heartbeat itself — an idle Qt process with the same
10 ms precise timer and Python callback, doing nothing else — charged the same way, and the bound is
``100 ms + floor``, printed, never hidden; on a calm machine the floor is 0. Measured costs behind it
(10k-file index, this VM, minimum of repeated runs): opening a new snapshot after a commit 7 ms, a search
6 ms, stats 14 ms on a worker with the GIL held ≤ 10 ms at a stretch; on the UI thread, showing 30 results
with their explanation 17 ms, a full window repaint 9 ms.
"""

from __future__ import annotations

import gc
import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from vaultmem import Vault

pytestmark = [pytest.mark.qt, pytest.mark.slow]

N_FILES = 10_000
MAX_STALL_S = 0.100
WORDS = ["harbor", "cache", "postgres", "redis", "cello", "sourdough", "boiler", "flight", "brother", "birthday",
         "budget", "allergy", "passport", "invoice", "meeting", "decision", "migration", "schema", "replica",
         "backup", "garden", "tomato", "bicycle", "train", "museum"]


def write_many(root: Path, n: int) -> None:
    rng = random.Random(7)
    for d in range(n // 500):
        (root / f"f{d:02d}").mkdir(parents=True)
    for i in range(n):
        body = " ".join(rng.choices(WORDS, k=rng.randint(8, 40)))
        ext = ".md" if i % 2 else ".txt"
        head = f"# Note {i}\n\n" if ext == ".md" else f"Note {i}\n\n"
        (root / f"f{i // 500:02d}" / f"n{i:05d}{ext}").write_text(head + body.capitalize() + ".\n", encoding="utf-8")


# The control: an idle process that only wakes every 2 ms and records when it could not (gaps > 5 ms, so that
# the VM's short pauses between short time slices are subtracted too, not only its long ones). It never waits
# for a CPU behind the app: the indexer runs niced and the UI process holds at most one core of the two.
CONTROL = """
import json, select, sys, time
print("ready", flush=True)
gaps, last = [], time.monotonic()
end = last + float(sys.argv[1])
while time.monotonic() < end:
    if select.select([sys.stdin], [], [], 0.002)[0]:
        break  # stdin closed by the test: done
    now = time.monotonic()
    if now - last > 0.005:
        gaps.append((last, now))
    last = now
print(json.dumps(gaps))
"""


# The twin: the heartbeat below in an idle Qt process of its own (same timer, same callback, nothing else).
TWIN = """
import json, select, sys, time
from PySide6.QtCore import QCoreApplication, Qt, QTimer
app = QCoreApplication([])
gaps, last = [], [time.monotonic()]
def tick():
    now = time.monotonic()
    if now - last[0] > 0.02:
        gaps.append((last[0], now))
    last[0] = now
    if select.select([sys.stdin], [], [], 0)[0]:
        app.quit()  # stdin closed by the test: done
timer = QTimer()
timer.setTimerType(Qt.TimerType.PreciseTimer)
timer.setInterval(10)
timer.timeout.connect(tick)
timer.start()
QTimer.singleShot(int(float(sys.argv[1]) * 1000), app.quit)
print("ready", flush=True)
last[0] = time.monotonic()
app.exec()
print(json.dumps(gaps))
"""


class Control:
    """A measuring subprocess (``CONTROL`` or ``TWIN``) that reports its gaps when its stdin closes."""

    def __init__(self, max_seconds: float, script: str = CONTROL) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", script, str(max_seconds)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None and self.proc.stdout.readline() == "ready\n"  # measuring from now on

    def gaps(self) -> list[tuple[float, float]]:
        out, _ = self.proc.communicate(timeout=60)  # closing stdin ends the loop
        return [(a, b) for a, b in json.loads(out)]


class Heartbeat:
    """A 10 ms timer on the UI thread; every late tick is a gap (start, end) on CLOCK_MONOTONIC."""

    def __init__(self, interval_ms: int = 10) -> None:
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)
        self.last = 0.0
        self.ticks = 0
        self.gaps: list[tuple[float, float]] = []

    def start(self) -> None:
        self.last = time.monotonic()
        self.timer.start()

    def tick(self) -> None:
        now = time.monotonic()
        if now - self.last > 0.02:
            self.gaps.append((self.last, now))
        self.last = now
        self.ticks += 1

    def stop(self) -> None:
        self.timer.stop()
        self.tick()


def app_stalls(ui_gaps: list[tuple[float, float]], machine_gaps: list[tuple[float, float]]) -> list[float]:
    """Each UI gap minus the part of it when the control process was not running either (merged intervals)."""
    merged: list[list[float]] = []
    for a, b in sorted(machine_gaps):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    out = []
    for a, b in ui_gaps:
        paused = sum(max(0.0, min(b, d) - max(a, c)) for c, d in merged if c < b and d > a)
        out.append((b - a) - paused)
    return out


def describe(beat: Heartbeat, machine: list[tuple[float, float]], stalls: list[float], seconds: float) -> str:
    raw = max((b - a for a, b in beat.gaps), default=0.0)
    ctl = max((b - a for a, b in machine), default=0.0)
    paused = sum(b - a for a, b in machine if b - a >= MAX_STALL_S) / seconds
    return (f"UI heartbeat: longest raw gap {raw * 1000:.0f} ms, longest stall charged to the app "
            f"{max(stalls, default=0.0) * 1000:.0f} ms; idle control process: longest gap {ctl * 1000:.0f} ms, "
            f"{paused:.0%} of the time in gaps ≥ 100 ms; {beat.ticks} ticks in {seconds:.1f} s")


@pytest.mark.timeout(900)
def test_ui_stays_responsive_while_indexing_10k_files(make_window, tmp_path: Path, qtbot, capsys) -> None:
    vault = tmp_path / "big"
    write_many(vault, N_FILES)
    w = make_window()
    beat = Heartbeat()
    progress: list[int] = []
    original = w.status.indexing_progress
    w.status.indexing_progress = lambda p: (progress.append(p.done) if p.phase == "ingest" else None, original(p))  # type: ignore[method-assign]
    control, twin = Control(900), Control(900, TWIN)
    beat.start()
    started = time.monotonic()
    with qtbot.waitSignal(w.sync_finished, timeout=900_000) as done:
        w.open_vault(vault)
        qtbot.waitUntil(lambda: bool(progress) and progress[-1] >= 1000, timeout=300_000)
        assert w.syncing
        # a query typed mid-index returns (from the last committed snapshot) while ingest goes on
        with qtbot.waitSignal(w.results_shown, timeout=30_000):
            qtbot.keyClicks(w.search, "harbor cache decision")
        query_during_sync = w.syncing
    beat.stop()
    seconds = time.monotonic() - started
    machine = control.gaps()
    stalls = app_stalls(beat.gaps, machine)
    floor = max(app_stalls(twin.gaps(), machine), default=0.0)  # an idle Qt heartbeat charged the same way
    report = done.args[0]
    assert len(report.added) == N_FILES
    assert query_during_sync, "the index finished before the query could be tested mid-sync"
    assert len(progress) < seconds * 10 + 50  # progress throttled to ≤ 10 Hz
    summary = (f"{describe(beat, machine, stalls, seconds)}; measurement floor (an idle Qt heartbeat "
               f"charged the same way) {floor * 1000:.0f} ms")
    with capsys.disabled():
        print(f"\n{summary}; {N_FILES} files indexed")
    assert max(stalls, default=0.0) < MAX_STALL_S + floor, summary
    # and after indexing the query finds the notes
    with qtbot.waitSignal(w.results_shown, timeout=30_000) as got:
        w.run_search()
    assert got.args[0]


SEARCH_STALL_S = 0.050
N_SEARCH_FILES = 1_000


class Typist:
    """Types into a widget one key every ``interval_ms`` (a fast typist), driven by a timer on the UI thread."""

    def __init__(self, widget, interval_ms: int = 30) -> None:
        self.widget = widget
        self.keys: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._key)

    def type(self, text: str) -> None:
        self.keys = list(text)
        self.timer.start()

    def idle(self) -> bool:
        return not self.keys

    def _key(self) -> None:
        if not self.keys:
            self.timer.stop()
            return
        QTest.keyClick(self.widget, self.keys.pop(0))


@pytest.mark.timeout(600)
def test_typing_searches_while_indexing_1k_files_never_blocks_the_ui(make_window, tmp_path: Path, qtbot,
                                                                     capsys, request) -> None:
    """Searching as one types while a generated 1,000-file vault (notes, mail threads, calendars, chats) is indexed
    and then searched for the first time: each query's results, timeline, legend, threads and explanation are
    shown, and no UI stall is longer than 50 ms (plus the measurement floor, as above).

    Measured on this VM when it was written: 59–96 ms before (a first real query built the tokenizer in a worker,
    holding the GIL ~80 ms; list and explanation were built and painted in one turn; a full cyclic-GC pass over
    the heap took ~80 ms), 25–40 ms after (``Vault.warm`` and ``gc.freeze`` at start, details one turn later).
    That turn still let both be painted together (Qt paints from a 5 ms update timer): 21–59 ms over 21 runs;
    with the details a frame later (``DETAILS_DELAY_MS``), 23–52 ms over 10 (52 on a slower hour of the VM); with
    the overview and the explanation a frame apart as well, 0–31 ms over 7. On a VM ~2.5× slower: 35–84 ms over 6
    (a CI run failed at 84), the first query parsing the lexicon in a worker (~45 ms of regular-expression calls
    holding the GIL); with it loaded by ``Vault.warm`` and the UI process's GIL switch interval at 1 ms
    (``make_app``), 29–45 ms over 5. A clean-clone run then failed at 62 ms: the first search on the merged index
    after the sync (~300 ms, building profiles) left the window's thread blocked — not running, not waiting for a
    CPU — 30–60 ms at a time, as each brief GIL release of the search (a block decompressed, a NumPy copy)
    restarted CPython's hand-off wait; and each keyword list rebuilt the legend's widgets (10–40 ms). With worker
    threads stepping aside every 2 ms (``vaultmem.courtesy``), the legend refilled and file records parsed in
    slices: 30–47 ms over 10 runs, what is left being the result list's own paint (15–30 ms while indexing).
    """
    from benchmarks.vaultgen import generate_vault, make_queries

    generate_vault(tmp_path / "gen", N_SEARCH_FILES)
    asked = make_queries(7)
    short = next(q["text"] for q in asked if q["kind"] == "short" and " " not in q["text"])
    queries = [short] + [q["text"] for q in asked[::25]][:7]  # a one-word query first: answered mid-sync
    # as the app's main() starts: query side loaded, window built and painted, the heap frozen
    Vault.warm()
    w = make_window()
    w.grab()
    gc.freeze()
    request.addfinalizer(gc.unfreeze)
    typist = Typist(w.search)
    finished: list[tuple[str, bool]] = []
    w.search_done.connect(lambda q, ok: finished.append((q, ok)))
    searched_while_syncing: list[str] = []
    w.search_done.connect(lambda q, ok: searched_while_syncing.append(q) if w.syncing else None)
    control, twin = Control(600), Control(600, TWIN)
    beat = Heartbeat()
    beat.start()
    started = time.monotonic()
    w.open_vault(tmp_path / "gen" / "vault")
    qtbot.waitUntil(lambda: w.syncing, timeout=120_000)
    for i, query in enumerate(queries):
        if i == len(queries) // 2 and w.syncing:  # the second half runs on the finished index
            with qtbot.waitSignal(w.sync_finished, timeout=300_000):
                pass
        w.search.clear()
        typist.type(query)
        qtbot.waitUntil(lambda q=query: typist.idle() and (q, True) in finished, timeout=60_000)
    beat.stop()
    seconds = time.monotonic() - started
    machine = control.gaps()
    stalls = app_stalls(beat.gaps, machine)
    floor = max(app_stalls(twin.gaps(), machine), default=0.0)
    summary = (f"{describe(beat, machine, stalls, seconds)}; measurement floor {floor * 1000:.0f} ms; "
               f"{len(queries)} queries typed, {len(set(searched_while_syncing))} answered while indexing")
    with capsys.disabled():
        print(f"\n{summary}")
    assert searched_while_syncing, "the index finished before a query could be typed mid-sync"
    assert w.last_report is not None and len(w.last_report.added) >= N_SEARCH_FILES
    assert max(stalls, default=0.0) < SEARCH_STALL_S + floor, summary


def _burn_cpu(seconds: float) -> None:
    """Keep this thread busy for ``seconds`` of its own CPU time: a VM pause or a busier neighbour lengthens the
    wall time but adds none (a loop count calibrated beforehand fell short when the machine sped up)."""
    start = time.thread_time()
    x = 0
    while time.thread_time() - start < seconds:
        for i in range(10_000):
            x += i * i


def test_stall_detector_catches_a_blocked_ui_thread(make_window, qtbot) -> None:
    """Block the UI thread for 250 ms of its CPU time: the stall charged to the app must exceed the bound,
    however much the VM is paused meanwhile (the detector above is not blind to real stalls)."""
    w = make_window()
    beat = Heartbeat()
    control = Control(120)
    beat.start()
    blocked: list[float] = []

    def block() -> None:
        t0 = time.perf_counter()
        _burn_cpu(0.25)
        blocked.append(time.perf_counter() - t0)

    QTimer.singleShot(300, block)
    qtbot.waitUntil(lambda: bool(blocked) and time.monotonic() - beat.last < 0.5, timeout=60_000)
    with qtbot.waitSignal(beat.timer.timeout, timeout=10_000):
        pass
    beat.stop()
    machine = control.gaps()
    stalls = app_stalls(beat.gaps, machine)
    assert w.isVisible()
    assert max(stalls) >= 0.2, describe(beat, machine, stalls, 1.0)

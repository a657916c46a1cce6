"""Freshness (issue 6): time from a file write until the change is searchable, with the live watcher.

    python -m benchmarks.bench_freshness [--files 1000] [--edits 30] [--burst 1000] [--observer native]

A generated vault (``benchmarks.live_vault``) is indexed and watched by ``vaultmem.watch.VaultWatcher``. Then:

* **single edits**: one file at a time is saved editor-style (temp file, rename over) with a unique marker
  word; the clock runs from the rename until ``Vault.search`` returns that file for the marker (re-checked after
  every reconciled batch — no polling loop);
* **burst**: ``--burst`` new files are written as fast as possible; each file's freshness is the end of the
  batch that committed it minus its write time; a sample is confirmed by searching.

Reports p50 / p95 / max in milliseconds; target: single-edit p95 <= 1 s. Single edits are also split into
stages, so a slow figure says where the time went: ``event`` (write → the watcher's hint), ``quiet`` (last hint →
the dirty set hands the batch out: the quiet period plus however late the timer woke), ``reconcile`` (stat, hash,
ingest, commit with its fsyncs) and ``search`` (commit → the search finds the marker); ``reconcile_cpu`` is the CPU
time of the reconciliation on its thread (``reconcile`` minus it is waiting: fsyncs, stalls, the GIL), and
``process_cpu_ms_per_edit`` the whole process's CPU time (watcher, merges, searches) per single edit. ``machine``
is how late a 10 ms sleep on a separate thread woke up during the run and the load average before and after:
on a shared, CPU-starved machine whole-process stalls of hundreds of milliseconds land in ``quiet`` and
``reconcile`` and say nothing about the watcher.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Self

from benchmarks.live_vault import make_vault, note_text, write
from vaultmem.vault import Vault
from vaultmem.watch import VaultWatcher, WatchBatch, WatchConfig

TARGET_SINGLE_P95_MS = 1000.0


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))] if s else float("nan")


def summary(seconds: list[float]) -> dict[str, float]:
    ms = [x * 1000 for x in seconds]
    return {"n": len(ms), "p50_ms": round(percentile(ms, 50), 1), "p95_ms": round(percentile(ms, 95), 1),
            "max_ms": round(max(ms), 1)}


class Committed:
    """The watcher batch that first committed each path (since it was last forgotten)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.by: dict[str, WatchBatch] = {}

    def __call__(self, batch: WatchBatch) -> None:
        if batch.report is None:
            return
        with self.lock:
            for p in (*batch.report.added, *batch.report.updated):
                self.by.setdefault(p, batch)

    def forget(self, path: str) -> None:
        with self.lock:
            self.by.pop(path, None)


class Stalls:
    """How late a 10 ms sleep wakes up, sampled on its own thread for the whole run: the machine's share of
    every latency measured alongside it."""

    def __init__(self, period: float = 0.01) -> None:
        self.period = period
        self.late: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)

    def _run(self) -> None:
        while True:
            t = time.monotonic()
            if self._stop.wait(self.period):
                return
            self.late.append(time.monotonic() - t - self.period)

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def marker(rng: random.Random) -> str:
    return "qz" + "".join(rng.choice("bcdfghjklmnpstvwxz") for _ in range(8))


def found(vault: Vault, word: str, rel: str) -> bool:
    return any(r.path == rel for r in vault.search(word, 5, mode="bm25"))


STAGES = ("event", "quiet", "reconcile", "search")


def single_edits(vault: Vault, w: VaultWatcher, log: Committed, root: Path, n: int,
                 rng: random.Random) -> tuple[list[float], dict[str, list[float]]]:
    """Freshness of ``n`` editor-style saves, and each one split into ``STAGES``."""
    notes = sorted(p for p in root.rglob("*.md") if ".vaultmem" not in p.parts)
    out: list[float] = []
    stages: dict[str, list[float]] = {k: [] for k in (*STAGES, "reconcile_cpu")}
    for _ in range(n):
        path = rng.choice(notes)
        rel = path.relative_to(root).as_posix()
        word = marker(rng)
        tmp = path.with_name(f".{path.name}.swp")
        tmp.write_text(path.read_text() + f"\n\nA new thought about {word}.\n")
        log.forget(rel)
        os.replace(tmp, path)
        start = time.monotonic()
        if not w.wait_for(lambda: found(vault, word, rel), 60):  # noqa: B023 — evaluated before the next loop
            raise TimeoutError(f"edit of {rel} not searchable after 60 s")
        end = time.monotonic()
        out.append(end - start)
        b = log.by[rel]
        for k, v in zip(STAGES, (b.first_hint - start, b.flushed - b.last_hint, b.finished - b.flushed,
                                 end - b.finished)):
            stages[k].append(v)
        stages["reconcile_cpu"].append(b.cpu)
        w.wait_idle(60)
    return out, stages


def burst(vault: Vault, w: VaultWatcher, log: Committed, root: Path, n: int, rng: random.Random) -> list[float]:
    written: dict[str, tuple[float, str]] = {}
    for i in range(n):
        rel = f"burst/new-{i:05d}.md"
        word = marker(rng)
        write(root, rel, note_text(rng, small=True) + f"\nBurst marker {word}.\n")
        written[rel] = (time.monotonic(), word)
    if not w.wait_for(lambda: all(rel in log.by for rel in written), 600):
        raise TimeoutError("burst not ingested after 600 s")
    for rel in rng.sample(sorted(written), min(20, n)):
        assert found(vault, written[rel][1], rel), rel
    return [log.by[rel].finished - t for rel, (t, _) in written.items()]


def run(args: argparse.Namespace) -> dict:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="vaultmem-freshness-", dir=args.workdir) as tmp:
        root = Path(tmp) / "vault"
        make_vault(root, args.files, seed=args.seed)
        with Vault.open(root) as vault:
            vault.sync()
            log = Committed()
            config = WatchConfig(observer=args.observer, quiet_seconds=args.quiet_ms / 1000)
            with VaultWatcher(vault, config, on_batch=log) as w:
                w.wait_for(lambda: w.batches >= 1, 120)
                w.wait_idle(120)
                load_before = os.getloadavg()[0]
                with Stalls() as stalls:
                    cpu = time.process_time()
                    edits, stages = single_edits(vault, w, log, root, args.edits, rng)
                    cpu_per_edit = (time.process_time() - cpu) / args.edits
                    bursts = burst(vault, w, log, root, args.burst, rng)
                mode = w.mode
    single = summary(edits)
    return {"files": args.files, "observer": mode, "quiet_ms": args.quiet_ms, "single_edit": single,
            "single_edit_stages": {k: summary(v) for k, v in stages.items()},
            "process_cpu_ms_per_edit": round(cpu_per_edit * 1000, 1),
            "burst": summary(bursts), "single_edit_p95_ok": single["p95_ms"] <= TARGET_SINGLE_P95_MS,
            "machine": {"sleep_10ms_late": summary(stalls.late), "load_average_before": load_before,
                        "load_average": os.getloadavg()[0]}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--edits", type=int, default=30)
    ap.add_argument("--burst", type=int, default=1000)
    ap.add_argument("--observer", choices=("auto", "native", "polling"), default="auto")
    ap.add_argument("--quiet-ms", type=int, default=350)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--workdir", type=Path, default=None)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    report = run(args)
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

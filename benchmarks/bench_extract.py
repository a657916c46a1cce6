"""Extraction and ingest speed per format on the sample vault scaled up: files/s, MB/s and ms per KB.

Every sample file is copied N times in memory with a perturbation (a few words swapped for other words of
the same file, plus a numbered line) so no two inputs are identical. Markdown and plain text have no shipped
sample of their own in every checkout, so a realistic note is generated for them too.

* default: ``default_registry().extract`` alone (no tokenizer, no index), CPU time;
* ``--ingest``: end to end — ``sync.workers.build_segment`` (extract, raw tokens, index terms, atoms, rows;
  large batches shared with a worker process) plus ``SegmentBuilder.arrays()`` (postings, record blobs) —
  with wall time, and CPU time including the worker's (the pool is started before and reaped after each
  format, so its start-up is counted too); ``--serial`` keeps everything on one core.

The acceptance bar (issue #3): Markdown and text must not be slower than 0.5 ms per KB.

    python -m benchmarks.bench_extract [--copies 200] [--ingest [--serial]] [--repeat 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import time
from collections import defaultdict
from datetime import datetime
from pathlib import Path

from vaultmem.extract import Limits, default_registry
from vaultmem.sync import ingest
from vaultmem.sync.walker import FileStat
from vaultmem.sync.workers import IngestWorkers, build_segment

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "sample_vault"
MS_PER_KB_BUDGET = {"markdown": 0.5, "text": 0.5}

NOTE = """---
title: Harbor weekly notes {n}
date: 2024-04-{day:02d}
tags: [harbor, work]
---
# Harbor weekly notes {n}

## Decisions

### Cache

We moved the delivery-event cache into Postgres as an UNLOGGED table. Tomás signed off after the
benchmark; [[Ingrid]] wants the latency graphs for the Q3 review. #decision

- cut-over planned for the second week of May
- rollback switch stays in the config for a month
- platform team decommissions the Redis cluster afterwards

## Open questions

| question | owner | due |
|----------|-------|-----|
| retention of scan events | Maya | Friday |
| alert thresholds | Tomás | Monday |

```sql
CREATE UNLOGGED TABLE delivery_event_cache (shipment_id bigint PRIMARY KEY, payload jsonb);
```

> Keep the tracking page under 50 ms at p99, whatever we choose.

## Personal

Sourdough on Saturday for Sam's parents; Gerald doubled in six hours with the oven light on.
Call Daniel about the lens before his birthday.
"""


def corpus(copies: int, seed: int = 7) -> dict[str, list[tuple[str, bytes]]]:
    """format name → perturbed (relpath, bytes) inputs."""
    rng = random.Random(seed)
    registry = default_registry()
    files = [(p.relative_to(SAMPLE).as_posix(), p.read_bytes()) for p in sorted(SAMPLE.rglob("*")) if p.is_file()]
    files.append(("notes/harbor-weekly.md", NOTE.format(n=0, day=1).encode()))
    files.append(("notes/harbor-weekly.txt", NOTE.split("---\n", 2)[2].encode()))
    out: dict[str, list[tuple[str, bytes]]] = defaultdict(list)
    for relpath, data in files:
        name = registry.choose(relpath, data[:8192])
        label = name.name if name is not None else "unknown"
        for i in range(copies):
            out[label].append((f"{i}/{relpath}", _perturb(data, rng, i)))
    return out


def _perturb(data: bytes, rng: random.Random, i: int) -> bytes:
    """Swap a few lowercase words for others of the same file: content changes, structure (JSON quotes,
    iCalendar property names, MIME headers, base64 lines) stays valid."""
    words = data.split(b" ")
    plain = [k for k, w in enumerate(words) if w.isalpha() and w.islower() and len(w) >= 4]
    for _ in range(min(5, len(plain) // 2)):
        a, b = rng.choice(plain), rng.choice(plain)
        words[a] = words[b]
    return b" ".join(words).replace(b"revision", f"revision{i}".encode())


def bench(copies: int, repeat: int = 1) -> dict[str, dict[str, float]]:
    registry = default_registry()
    limits = Limits()
    mtime = datetime(2024, 6, 1)
    report: dict[str, dict[str, float]] = {}
    for label, inputs in sorted(corpus(copies).items()):
        size = sum(len(d) for _, d in inputs)
        elapsed = float("inf")
        for _ in range(repeat):
            chunks = problems = 0
            started = time.process_time()  # CPU time: wall time is meaningless on a shared, loaded machine
            for relpath, data in inputs:
                result = registry.extract(relpath, data, mtime, limits)
                chunks += sum(len(s.chunks) for s in result.sessions)
                problems += len(result.problems)
            elapsed = min(elapsed, max(time.process_time() - started, 1e-9))
        report[label] = {"files": len(inputs), "mb": size / 1e6, "cpu_seconds": elapsed, "chunks": chunks,
                         "problems": problems,
                         "files_per_s": len(inputs) / elapsed, "mb_per_s": size / 1e6 / elapsed,
                         "ms_per_kb": elapsed * 1000 / (size / 1024)}
    return report


def _cpu_with_children() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def bench_ingest(copies: int, serial: bool, repeat: int = 1) -> dict[str, dict[str, float]]:
    """End-to-end rows for each format's inputs as one batch, the way ``Vault.sync`` builds a segment.

    With ``repeat`` > 1 each format runs that many times and wall and CPU time are each the minimum: on the
    shared machine a run is only ever slowed down by others, never sped up."""
    registry, limits = default_registry(), Limits()
    workers = None if serial else IngestWorkers()
    mtime_ns = int(datetime(2024, 6, 1).timestamp() * 1e9)
    report: dict[str, dict[str, float]] = {}
    for label, inputs in sorted(corpus(copies).items()):
        files = [ingest.ReadFile(FileStat(path, len(data), mtime_ns), data, "") for path, data in inputs]
        size = sum(len(d) for _, d in inputs)
        build_segment(files[:2], registry, limits)  # load the tokenizer outside the timing
        wall = cpu = float("inf")
        used = 0
        for _ in range(repeat):
            if workers is not None and size >= workers.min_bytes:  # a smaller batch never wakes the worker
                workers.pool.start()
            cpu_run, wall_run = _cpu_with_children(), time.perf_counter()
            builder, problems = build_segment(files, registry, limits, workers)
            builder.arrays()
            wall = min(wall, max(time.perf_counter() - wall_run, 1e-9))
            if workers is not None:
                used = workers.pool.worker_slices
                workers.close()  # reap the worker so its CPU time is counted
                workers.pool.worker_slices = 0
            cpu = min(cpu, max(_cpu_with_children() - cpu_run, 1e-9))
        report[label] = {"files": len(inputs), "mb": size / 1e6, "wall_seconds": wall, "cpu_seconds": cpu,
                         "chunks": len(builder.chunks), "problems": len(problems), "worker_slices": used,
                         "files_per_s": len(inputs) / wall, "mb_per_s": size / 1e6 / wall,
                         "ms_per_kb": wall * 1000 / (size / 1024), "cpu_ms_per_kb": cpu * 1000 / (size / 1024),
                         "loadavg_1m": os.getloadavg()[0]}
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=200, help="perturbed copies of each sample file")
    parser.add_argument("--ingest", action="store_true", help="end to end: tokens, terms, atoms, segment rows")
    parser.add_argument("--serial", action="store_true", help="with --ingest: no worker process")
    parser.add_argument("--repeat", type=int, default=1, help="runs per format; report the minimum times")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = bench_ingest(args.copies, args.serial, args.repeat) if args.ingest else bench(args.copies, args.repeat)
    if args.json:
        print(json.dumps(report, indent=2))
    elif args.ingest:
        print(f"{'format':<10}{'files':>7}{'MB':>7}{'files/s':>9}{'MB/s':>7}{'ms/KB':>7}{'cpu ms/KB':>10}"
              f"{'load':>6}  budget")
        for label, r in report.items():
            budget = MS_PER_KB_BUDGET.get(label)
            verdict = "" if budget is None else ("ok" if r["ms_per_kb"] <= budget else f"OVER {budget}")
            print(f"{label:<10}{r['files']:>7.0f}{r['mb']:>7.2f}{r['files_per_s']:>9.0f}{r['mb_per_s']:>7.2f}"
                  f"{r['ms_per_kb']:>7.3f}{r['cpu_ms_per_kb']:>10.3f}{r['loadavg_1m']:>6.1f}  {verdict}")
    else:
        print(f"{'format':<10}{'files':>7}{'MB':>8}{'files/s':>10}{'MB/s':>8}{'ms/KB':>8}{'probs':>7}  budget")
        for label, r in report.items():
            budget = MS_PER_KB_BUDGET.get(label)
            verdict = "" if budget is None else ("ok" if r["ms_per_kb"] <= budget else f"OVER {budget}")
            print(f"{label:<10}{r['files']:>7.0f}{r['mb']:>8.2f}{r['files_per_s']:>10.0f}{r['mb_per_s']:>8.2f}"
                  f"{r['ms_per_kb']:>8.3f}"
                  f"{r['problems']:>7.0f}  {verdict}")
    over = [k for k, b in MS_PER_KB_BUDGET.items() if k in report and report[k]["ms_per_kb"] > b]
    raise SystemExit(1 if over else 0)


if __name__ == "__main__":
    main()

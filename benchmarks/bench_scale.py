"""First scale benchmark: a seeded synthetic vault of N Markdown notes (``benchmarks/vaultgen.py``).

Measures, per size:

* **index time** — ``Vault.open(path).sync()`` from an empty index, in a fresh subprocess (files/s, MB/s);
* **index size vs raw text** — bytes under ``.vaultmem/`` over the bytes of the notes;
* **cold open** — a fresh interpreter running ``Vault.open(path, readonly=True)`` (import time and the first
  query, which loads the tokenizer, are reported separately); median of ``--opens`` runs. The OS page cache
  is warm (dropping it needs root), so this is "cold process", not "cold disk";
* wall-clock and CPU time (``process_time``) are both reported: on a shared, overloaded machine the CPU
  figures are the trustworthy ones;
* **BM25 query latency** — ``vault.search(q, 10, mode="bm25")`` over the generator's 200 queries
  (150 half-remembered phrases + 50 one/two-word lookups), after one warm-up query; p50 / p95 / max.

Targets from issue 2 at 100k notes: query p50 < 20 ms, cold open < 1 s, index smaller than the raw text.

    .venv/bin/python -m benchmarks.bench_scale --sizes 10k,100k [--seed 7] [--work DIR] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import vaultgen

TARGETS = {"query_p50_ms": 20.0, "cold_open_s": 1.0, "index_over_raw": 1.0}

_INDEX = """
import json, sys, time
from vaultmem import Vault
t = time.perf_counter()
with Vault.open(sys.argv[1]) as v:
    r = v.sync()
    s = v.stats()
print(json.dumps({"seconds": time.perf_counter() - t, "cpu_s": time.process_time(), "files": s.files, "sessions": s.sessions,
                  "chunks": s.chunks, "segments": s.segments, "problems": len(r.problems)}))
"""

_OPEN = """
import json, sys, time
c0, t0 = time.process_time(), time.perf_counter()
from vaultmem import Vault
c1, t1 = time.process_time(), time.perf_counter()
v = Vault.open(sys.argv[1], readonly=True)
c2, t2 = time.process_time(), time.perf_counter()
v.search(sys.argv[2], 10, mode="bm25")
c3, t3 = time.process_time(), time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "open_s": t2 - t1, "first_query_s": t3 - t2,
                  "open_cpu_s": c2 - c1, "first_query_cpu_s": c3 - c2}))
"""

_QUERY = """
import json, sys, time
from vaultmem import Vault
queries = json.load(open(sys.argv[2]))
v = Vault.open(sys.argv[1], readonly=True)
v.search("warm up the tokenizer", 10, mode="bm25")
out = []
for q in queries:
    c, t = time.process_time(), time.perf_counter()
    v.search(q, 10, mode="bm25")
    out.append((time.perf_counter() - t, time.process_time() - c))
print(json.dumps(out))
"""


def run_py(code: str, *args: str) -> dict | list:
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"benchmark step failed:\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def dir_bytes(path: Path) -> int:
    return sum(e.stat().st_size for e in os.scandir(path) if e.is_file())


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def bench(n: int, seed: int, work: Path, opens: int, reuse: bool = False) -> dict:
    out = work / f"notes-{n}-s{seed}"
    t = time.perf_counter()
    meta = vaultgen.generate_vault(out, n, seed, ["md"])
    gen_s = time.perf_counter() - t
    vault = out / "vault"
    done = out / "index-result.json"
    if not (reuse and done.exists()):
        shutil.rmtree(vault / ".vaultmem", ignore_errors=True)
        done.unlink(missing_ok=True)
    raw = sum(p.stat().st_size for p in vault.rglob("*") if p.is_file() and ".vaultmem" not in p.parts)
    print(f"[{n:,} notes] generated in {gen_s:.1f}s ({raw / 1e6:.1f} MB); indexing ...", file=sys.stderr, flush=True)
    if reuse and done.exists():
        idx = json.loads(done.read_text())
    else:
        idx = run_py(_INDEX, str(vault))
        done.write_text(json.dumps(idx))
    size = dir_bytes(vault / ".vaultmem")
    queries = [q["text"] for q in json.loads((out / "queries.json").read_text())["queries"]]
    qfile = out / "queries-text.json"
    qfile.write_text(json.dumps(queries))
    cold = [run_py(_OPEN, str(vault), queries[0]) for _ in range(opens)]
    lat = run_py(_QUERY, str(vault), str(qfile))
    ms = [wall * 1000 for wall, _ in lat]
    cpu_ms = [cpu * 1000 for _, cpu in lat]
    return {
        "notes": n, "seed": seed, "raw_bytes": raw, "meta_raw_bytes": meta.get("raw_bytes"),
        "index_s": round(idx["seconds"], 2), "index_cpu_s": round(idx.get("cpu_s", float("nan")), 2), "files_per_s": round(n / idx["seconds"], 1),
        "mb_per_s": round(raw / 1e6 / idx["seconds"], 2), "sessions": idx["sessions"], "chunks": idx["chunks"],
        "segments": idx["segments"], "problems": idx["problems"],
        "index_bytes": size, "index_over_raw": round(size / raw, 3),
        "import_s": round(statistics.median(c["import_s"] for c in cold), 3),
        "cold_open_s": round(statistics.median(c["open_s"] for c in cold), 3),
        "cold_open_cpu_s": round(statistics.median(c["open_cpu_s"] for c in cold), 3),
        "first_query_s": round(statistics.median(c["first_query_s"] for c in cold), 3),
        "queries": len(ms), "query_p50_ms": round(percentile(ms, 50), 2), "query_p95_ms": round(percentile(ms, 95), 2),
        "query_max_ms": round(max(ms), 2),
        "query_cpu_p50_ms": round(percentile(cpu_ms, 50), 2), "query_cpu_p95_ms": round(percentile(cpu_ms, 95), 2),
    }


def verdict(r: dict) -> str:
    checks = [("p50", r["query_p50_ms"] < TARGETS["query_p50_ms"]), ("open", r["cold_open_s"] < TARGETS["cold_open_s"]),
              ("size", r["index_over_raw"] < TARGETS["index_over_raw"])]
    return " ".join(f"{name}:{'ok' if ok else 'MISS'}" for name, ok in checks)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="10k,100k", help="comma-separated: 1k, 10k, 100k or numbers")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--work", type=Path, help="where vaults are generated (default: a temp dir, removed after)")
    ap.add_argument("--opens", type=int, default=3, help="cold-open runs per size (median reported)")
    ap.add_argument("--json", type=Path, help="also write the results here")
    ap.add_argument("--reuse", action="store_true", help="keep an index built by an earlier run with --work")
    args = ap.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="vaultmem-bench-"))
    results = []
    try:
        for size in args.sizes.split(","):
            r = bench(vaultgen.parse_count(size), args.seed, work, args.opens, args.reuse)
            results.append(r)
            print(f"{r['notes']:>7,} notes  index {r['index_s']:>7.1f}s ({r['files_per_s']:,.0f} files/s, "
                  f"{r['mb_per_s']} MB/s)  size {r['index_bytes'] / 1e6:.1f} MB = {r['index_over_raw']:.2f}× raw "
                  f"{r['raw_bytes'] / 1e6:.1f} MB  cold open {r['cold_open_s'] * 1000:.0f} ms (import "
                  f"{r['import_s'] * 1000:.0f} ms, first query {r['first_query_s'] * 1000:.0f} ms)  "
                  f"bm25 p50 {r['query_p50_ms']:.1f} ms p95 {r['query_p95_ms']:.1f} ms (CPU p50 "
                  f"{r['query_cpu_p50_ms']:.1f} ms)  [{verdict(r)}]", flush=True)
    finally:
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

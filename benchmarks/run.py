"""Run VaultMem and its peers side by side on one real-text tier, each engine in its own subprocess.

    python -m benchmarks.run --tier 10k --json benchmarks/out/10k.json
    python -m benchmarks.run --tier 100k --engines vaultmem-bm25 tantivy fts5

Builds (or reuses) the tier with ``benchmarks.corpus_realtext``, then runs every selected engine through
the common protocol (``benchmarks/peers/protocol.py``), prints a table and the ratios VaultMem / peer, and
writes ``{"tier", "engines": {...}, "ratios": {...}, "env": {...}}`` as JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sqlite3
import subprocess
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from benchmarks.peers.protocol import run_peer

ROOT = Path(__file__).resolve().parent
REPORTED = ("build_s", "mb_per_s", "index_size_ratio", "open_s", "query_p50_ms", "query_p95_ms",
            "peak_rss_mb")
# The same costs in CPU seconds: stable when other processes compete for the two cores (see README).
CPU_REPORTED = ("build_cpu_s", "mb_per_cpu_s", "query_cpu_p50_ms", "query_cpu_p95_ms")
VAULTMEM_BM25 = "vaultmem-bm25"


@dataclass(frozen=True)
class EngineSpec:
    name: str
    module: str
    args: tuple[str, ...] = ()

    @property
    def is_vaultmem(self) -> bool:
        return self.name.startswith("vaultmem")


ENGINES = {
    spec.name: spec
    for spec in (
        EngineSpec(VAULTMEM_BM25, "benchmarks.peers.vaultmem_engine", ("--mode", "bm25")),
        EngineSpec("vaultmem-auto", "benchmarks.peers.vaultmem_engine", ("--mode", "auto")),
        EngineSpec("fts5", "benchmarks.peers.fts5"),
        EngineSpec("bm25s", "benchmarks.peers.bm25s_peer"),
        EngineSpec("tantivy", "benchmarks.peers.tantivy_peer"),
    )
}


def ensure_corpus(tier: str) -> Path | None:
    """Build the tier in a child process (keeps this runner small); None when the corpus is unavailable."""
    flag = ["--scale", "1m"] if tier == "1m" else ["--tier", tier]
    proc = subprocess.run([sys.executable, "-m", "benchmarks.corpus_realtext", *flag],
                          capture_output=True, text=True, check=False)
    sys.stderr.write(proc.stderr)
    out = ROOT / "corpora" / tier
    return out if proc.returncode == 0 and (out / "meta.json").exists() else None


def run_engine(spec: EngineSpec, corpus: Path, workdir: Path, opts: argparse.Namespace,
               reuse_build: Path | None = None) -> dict[str, Any]:
    """One engine, one subprocess; returns its JSON object (or an ``error`` record)."""
    args = [*spec.args, "--docs", str(corpus / "docs.jsonl"), "--queries", str(corpus / "queries.json"),
            "--k", str(opts.k), *(["--drop-caches"] if opts.drop_caches else [])]
    if reuse_build is not None:  # same index, other query mode: only the query phase is new work
        args += ["--phase", "query", "--workdir", str(reuse_build)]
    else:
        args += ["--workdir", str(workdir)]
    result = {"engine": spec.name, **run_peer(spec.module, args, opts.timeout)}
    if reuse_build is not None and "error" not in result:
        result["build_shared_with"] = VAULTMEM_BM25
    return result


def ratios(engines: dict[str, dict[str, Any]]) -> dict[str, dict[str, float]]:
    """VaultMem / peer for every reported metric (below 1 is better except for mb_per_s)."""
    out: dict[str, dict[str, float]] = {}
    for vm, vm_fig in engines.items():
        if not vm.startswith("vaultmem") or "error" in vm_fig:
            continue
        for peer, peer_fig in engines.items():
            if peer.startswith("vaultmem") or "error" in peer_fig:
                continue
            out[f"{vm}/{peer}"] = {m: _ratio(vm_fig.get(m), peer_fig.get(m)) for m in REPORTED + CPU_REPORTED}
    return out


def _ratio(a: float | None, b: float | None) -> float:
    if a is None or b is None or b == 0:
        return math.nan
    return a / b


def environment() -> dict[str, Any]:
    versions = {}
    for dist in ("vaultmem", "tantivy", "bm25s", "PyStemmer", "numpy"):
        try:
            versions[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            versions[dist] = None
    versions["sqlite"] = sqlite3.sqlite_version
    return {"python": platform.python_version(), "platform": platform.platform(), "cpus": os.cpu_count(),
            "loadavg_1m": os.getloadavg()[0], "versions": versions}


def warn_if_busy() -> None:
    """Timings are only comparable on a quiet machine; say so when something else is using the CPUs."""
    load, cpus = os.getloadavg()[0], os.cpu_count() or 1
    if load > 0.5 * cpus:
        print(f"WARNING: load average {load:.1f} on {cpus} CPUs: figures will be noisy", file=sys.stderr)


def format_table(engines: dict[str, dict[str, Any]], rat: dict[str, dict[str, float]]) -> str:
    wall = ("build s", "MB/s", "size/raw", "open s", "p50 ms", "p95 ms", "RSS MB")
    cpu = ("build cpu s", "MB/cpu s", "cpu p50 ms", "cpu p95 ms")
    lines = _section("", ("engine", *wall), REPORTED, engines)
    lines += _section("CPU time (stable under load)", ("engine", *cpu), CPU_REPORTED, engines)
    if rat:
        title = "ratios VaultMem / peer (< 1 is better, except MB/s)"
        lines += _section(title, ("pair", *wall), REPORTED, rat)
        lines += _section("ratios in CPU time", ("pair", *cpu), CPU_REPORTED, rat)
    return "\n".join(lines)


def _section(title: str, head: tuple[str, ...], metrics: tuple[str, ...],
             rows: dict[str, dict[str, Any]]) -> list[str]:
    lines = ([title] if title else []) + [_row(head)]
    for name, fig in rows.items():
        if "error" in fig:
            lines.append(f"{name:<24}ERROR: {fig['error'][:100]}")
        else:
            lines.append(_row((name, *(_fmt(fig.get(m)) for m in metrics))))
    return lines + [""]


def _fmt(v: Any) -> str:
    if not isinstance(v, (int, float)) or math.isnan(v):
        return "-"
    return f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"


def _row(cells: tuple[str, ...]) -> str:
    return f"{cells[0]:<24}" + "".join(f"{c:>12}" for c in cells[1:])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tier", choices=("10k", "100k", "1m"), default="10k")
    ap.add_argument("--engines", nargs="+", choices=sorted(ENGINES), default=list(ENGINES))
    ap.add_argument("--json", type=Path, help="write the results here")
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--workdir", type=Path, default=ROOT / "out" / "work")
    ap.add_argument("--timeout", type=float, default=4 * 3600, help="per engine, seconds")
    ap.add_argument("--drop-caches", action="store_true",
                    help="drop the machine-wide page cache before each cold open (root; default: evict the "
                         "index files only)")
    args = ap.parse_args(argv)

    corpus = ensure_corpus(args.tier)
    if corpus is None:
        print(f"SKIP: real-text corpus for tier {args.tier} unavailable (see message above)")
        return 0
    warn_if_busy()
    env = environment()
    engines: dict[str, dict[str, Any]] = {}
    for name in args.engines:
        spec = ENGINES[name]
        workdir = args.workdir / args.tier / name
        shared = (args.workdir / args.tier / VAULTMEM_BM25
                  if name == "vaultmem-auto" and "error" not in engines.get(VAULTMEM_BM25, {"error": 1})
                  else None)
        print(f"[{name}] running ...", file=sys.stderr, flush=True)
        engines[name] = run_engine(spec, corpus, workdir, args, shared)
    rat = ratios(engines)
    report = {"tier": args.tier, "corpus": json.loads((corpus / "meta.json").read_text()),
              "engines": engines, "ratios": rat, "env": env}
    print(format_table(engines, rat))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2))
    return 0 if all("error" not in fig for fig in engines.values()) else 1


if __name__ == "__main__":
    sys.exit(main())

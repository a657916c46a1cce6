"""Whole-process command-line latency: ``vaultmem search VAULT "q" --no-sync`` (``--mode auto`` and ``bm25``) on
the sample vault and a generated 1,000-file vault, beside the ``sqlite3`` shell running an FTS5 query over the
same files the same way — a fresh process per query — as a ratio.

    python -m benchmarks.bench_cli [--runs 15] [--json benchmarks/out/bench_cli.json]

Each measurement is one process from spawn to exit: wall clock, and its CPU (user + system, from the children's
rusage). The configurations take turns run by run, so the machine's drift (other agents share its two cores)
hits them alike; the figure is the median of ``--runs`` runs per configuration, cycling through the vault's
queries. The same commands are then timed again while ``vaultmem watch`` runs on each vault: the watcher answers
them over its query socket (``vaultmem.served``), so the command loads no engine. The FTS5 table holds each file's raw text (``vaultmem.eval.fts5``: porter stemmer, unicode61 tokens,
an OR of the query's words, ``bm25()`` order), the yardstick the eval uses. A last row times the interpreter
importing numpy and nothing else (its BLAS held to one thread, as the CLI does): the floor of any process built
on numpy. The package's modules are compiled to
``.pyc`` first, as an installed package has them (an editable install under ``PYTHONDONTWRITEBYTECODE`` would
compile them in every process). Work files go to ``benchmarks/out/bench_cli/`` and the generated vault to
``benchmarks/corpora/``; the shipped sample vault is copied, never indexed in place.
"""

from __future__ import annotations

import argparse
import compileall
import json
import platform
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.vaultgen import FORMATS, default_out, generate_vault
from vaultmem import Vault
from vaultmem.eval.fts5 import Fts5Baseline

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "out" / "bench_cli"
SAMPLE_QUERIES = ("boiler repair", "harbor cache decision", "renew passport", "what did we decide about the database?",
                  "gift for my sister")
N_FILES = 1000


def vaults() -> dict[str, tuple[Path, list[str]]]:
    """name → (indexed vault, its queries). The generated vault's queries are its first phrase queries."""
    sample = OUT / "sample"
    if not (sample / ".vaultmem").is_dir():
        shutil.rmtree(sample, ignore_errors=True)
        shutil.copytree(ROOT / "resources" / "sample_vault", sample)
    gen = default_out(N_FILES, 7, list(FORMATS))
    generate_vault(gen, N_FILES)
    queries = [q["text"] for q in json.loads((gen / "queries.json").read_text())["queries"][:5]]
    out = {"sample vault (27 files)": (sample, list(SAMPLE_QUERIES)),
           f"generated vault ({N_FILES:,} files)": (gen / "vault", queries)}
    for root, _ in out.values():
        with Vault.open(root) as vault:
            vault.sync()
    return out


def fts5_database(name: str, root: Path) -> Path:
    """The vault's files in an FTS5 table on disk (rebuilt each run: cheap at these sizes)."""
    path = OUT / f"{name.split()[0]}.fts5.sqlite"
    path.unlink(missing_ok=True)
    with Fts5Baseline.build(root) as base:
        base.db.commit()  # the load's transaction is still open: a backup would wait for it forever
        disk = sqlite3.connect(path)
        try:
            base.db.backup(disk)
        finally:
            disk.close()
    return path


def fts5_sql(query: str) -> str:
    """The statement ``Fts5Baseline.search`` runs, as one SQL line for the shell (word characters only, so no
    quoting is needed)."""
    words = dict.fromkeys(w.lower() for w in re.findall(r"[^\W_]+", query))
    match = " OR ".join(f'"{w}"' for w in words)
    return f"SELECT path FROM files WHERE files MATCH '{match}' ORDER BY bm25(files), path LIMIT 10;"


def timed(argv: list[str]) -> tuple[float, float]:
    """(wall ms, CPU ms) of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall * 1000, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def run(runs: int) -> list[dict]:
    import vaultmem_resources

    import vaultmem as package

    for module in (package, vaultmem_resources):
        compileall.compile_dir(Path(module.__file__).parent, quiet=1)
    vaultmem = str(Path(sys.executable).parent / "vaultmem")
    sqlite = shutil.which("sqlite3")
    floor = "import os; os.environ['OPENBLAS_NUM_THREADS'] = '1'; import numpy"  # as the CLI imports it
    alone: list[Config] = [("—", "python -c 'import numpy'", [[sys.executable, "-c", floor]])]
    served: list[Config] = []
    roots = vaults()
    for name, (root, queries) in roots.items():
        for mode in ("auto", "bm25"):
            argvs = [[vaultmem, "search", str(root), q, "--no-sync", "--mode", mode] for q in queries]
            label = "vaultmem search --no-sync" + ("" if mode == "auto" else " --mode bm25")
            alone.append((name, label, argvs))
            served.append((name, label + ", watch running", argvs))
        if sqlite:
            db = fts5_database(name, root)
            fts = [[sqlite, str(db), fts5_sql(q)] for q in queries]
            alone.append((name, "sqlite3 (FTS5)", fts))
            served.append((name, "sqlite3 (FTS5), watch running", fts))
    rows = measure(alone, runs)
    watchers = [subprocess.Popen([vaultmem, "watch", str(root)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                for root, _ in roots.values()]
    try:
        for root, _ in roots.values():
            wait_served(root)
        rows += measure(served, runs)
    finally:
        for w in watchers:
            w.terminate()
            w.wait(60)
    return rows[1:] + rows[:1]  # the floor last


Config = tuple[str, str, list[list[str]]]


def measure(configs: list[Config], runs: int) -> list[dict]:
    """Each configuration ``runs`` times, taking turns run by run, after one warm-up pass (page cache, .pyc)."""
    samples: dict[tuple[str, str], list[tuple[float, float]]] = {(v, c): [] for v, c, _ in configs}
    for _, _, commands in configs:
        for argv in commands:
            timed(argv)
    for i in range(runs):
        for name, command, commands in configs:
            samples[(name, command)].append(timed(commands[i % len(commands)]))
    rows = []
    for (name, command), got in samples.items():
        wall = [w for w, _ in got]
        rows.append({"vault": name, "command": command, "runs": len(got), "wall_ms_median": statistics.median(wall),
                     "wall_ms_p90": sorted(wall)[int(0.9 * (len(wall) - 1))],
                     "cpu_ms_median": statistics.median(c for _, c in got)})
    for row in rows:
        yardstick = "sqlite3 (FTS5)" + (", watch running" if row["command"].endswith("watch running") else "")
        base = next((r for r in rows if r["vault"] == row["vault"] and r["command"] == yardstick), None)
        row["vs_sqlite3"] = row["wall_ms_median"] / base["wall_ms_median"] if base else None
    return rows


def wait_served(root: Path, timeout: float = 300.0) -> None:
    """Until the ``watch`` started on ``root`` answers searches over its socket."""
    from vaultmem.answers import SearchRequest
    from vaultmem.served import ask

    request = SearchRequest("warm", 1, "auto", (), None, None, None, None, False, False)
    real = root.resolve()
    deadline = time.monotonic() + timeout
    while ask(real, real / ".vaultmem", request) is None:
        if time.monotonic() > deadline:
            raise RuntimeError(f"vaultmem watch {root} never answered")
        time.sleep(0.2)


def table(rows: list[dict]) -> str:
    lines = ["| vault | command | wall median | wall p90 | CPU median | × sqlite3 |", "|---|---|---|---|---|---|"]
    for r in rows:
        ratio = f"{r['vs_sqlite3']:.1f}×" if r["vs_sqlite3"] is not None else "—"
        lines.append(f"| {r['vault']} | `{r['command']}` | {r['wall_ms_median']:.0f} ms | {r['wall_ms_p90']:.0f} ms | "
                     f"{r['cpu_ms_median']:.0f} ms | {ratio} |")
    return "\n".join(lines)


def runs_note(runs: int) -> str:
    return f"median of {runs} processes per row"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=15, help="processes per configuration (default 15)")
    ap.add_argument("--json", type=Path, help="write the rows here")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    rows = run(args.runs)
    print(table(rows))
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else []
    print(f"\n{platform.python_implementation()} {platform.python_version()}, {runs_note(args.runs)}; "
          f"load average after the runs {' '.join(load) or 'unknown'}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"rows": rows, "load": load}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Shared measurement protocol for every search engine in the benchmark.

Each engine module only says how to *build* an index, how to *open* it and how to *search* it; all timing,
cache dropping, percentile maths and RSS accounting live here so that no peer is measured differently from
another. A run is two processes:

1. the **build** phase (this process): load the corpus (untimed), build the index (timed), record
   ``ru_maxrss``, and write ``build.json`` into the work directory;
2. the **query** phase (a fresh child process started with ``--phase query``): evict the index files from
   the page cache, time the open, run one warm-up pass over all queries, then time a second pass.

Running the query phase in a fresh process is what makes ``open_s`` a *cold* open and keeps the build's
memory out of the query-time RSS. The two phases' figures are merged into one JSON object on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import time
import traceback
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BUILD_RECORD = "build.json"
MB = 1_000_000  # decimal megabytes, as in the reference figures of issue 8


@dataclass(frozen=True)
class Doc:
    """One chunk of the corpus: the unit peers index and return."""

    id: str
    text: str


@dataclass(frozen=True)
class Query:
    """One benchmark query; ``kind`` is ``phrase`` (3–6 words) or ``short`` (1–2 words)."""

    id: str
    text: str
    kind: str


@dataclass
class Corpus:
    """Where the corpus lives; docs are loaded lazily so engines that read the vault never pay for them."""

    docs_path: Path
    vault_path: Path
    _docs: list[Doc] | None = field(default=None, repr=False)

    def docs(self) -> list[Doc]:
        if self._docs is None:
            self._docs = list(read_docs(self.docs_path))
        return self._docs

    def raw_bytes(self) -> int:
        """UTF-8 size of the chunk texts: the denominator of MB/s and of the index size ratio."""
        return sum(len(d.text.encode("utf-8")) for d in self.docs())


class Searcher(ABC):
    """An opened index. ``search`` returns result identifiers, best first."""

    @abstractmethod
    def search(self, query: str, k: int) -> list[str]: ...

    def close(self) -> None:
        """Release resources; most peers need nothing."""


class Engine(ABC):
    """How one engine builds, sizes and opens an index. Subclasses hold no timing code."""

    name: str = "engine"

    def setup(self) -> None:
        """Import the engine's library. Called untimed at process start, so open_s excludes imports."""

    def prepare(self, corpus: Corpus, workdir: Path) -> None:
        """Untimed work before the build (loading docs into memory). Default: load the chunk list."""
        corpus.docs()

    def raw_bytes(self, corpus: Corpus) -> int:
        return corpus.raw_bytes()

    def doc_count(self, corpus: Corpus) -> int:
        return len(corpus.docs())

    @abstractmethod
    def build(self, corpus: Corpus, workdir: Path) -> None:
        """Build a fresh index under ``workdir`` (timed)."""

    @abstractmethod
    def index_path(self, workdir: Path) -> Path:
        """The file or directory whose size is the index size (and whose pages are evicted before open)."""

    @abstractmethod
    def open(self, workdir: Path) -> Searcher:
        """Open the index built in ``workdir`` for querying (timed as the cold open)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Engine-specific command-line options."""

    def configure(self, args: argparse.Namespace) -> None:
        """Read the engine-specific options."""

    def child_args(self, args: argparse.Namespace) -> list[str]:
        """Engine-specific options to forward to the query-phase child process."""
        return []


# ----------------------------------------------------------------------------------------------- I/O


def read_docs(path: Path) -> Iterable[Doc]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                obj = json.loads(line)
                yield Doc(str(obj["id"]), obj["text"])


def read_queries(path: Path) -> list[Query]:
    data = json.loads(path.read_text(encoding="utf-8"))
    items = data["queries"] if isinstance(data, dict) else data
    return [Query(str(q.get("id", i)), q["text"], q.get("kind", "phrase")) for i, q in enumerate(items)]


# ------------------------------------------------------------------------------------------ measures


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far, in MiB.

    On Linux ``ru_maxrss`` survives ``execve``: a child started by a process holding a 1 GB corpus would
    report at least 1 GB. ``VmHWM`` in ``/proc/self/status`` is the high-water mark of the current address
    space only, so it is used when available; ``ru_maxrss`` (KiB on Linux, bytes on macOS) otherwise.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return maxrss / (1024 * 1024) if sys.platform == "darwin" else maxrss / 1024


def path_bytes(path: Path) -> int:
    """Apparent size of a file or of everything below a directory (what ``du -sb`` reports)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def fsync_tree(path: Path) -> None:
    """Make a built index durable. Part of the timed build for every engine, so no peer wins by skipping
    fsync (bm25s's ``save`` never syncs; tantivy's commit does; SQLite's depends on pragmas)."""
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    for f in files:
        fd = os.open(f, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def evict_from_page_cache(path: Path, global_drop: bool = False) -> str:
    """Make the next open cold: flush dirty pages, then drop the index files' pages from the page cache.

    ``posix_fadvise(DONTNEED)`` per file works unprivileged for clean pages and touches nothing but the
    index. Writing ``/proc/sys/vm/drop_caches`` (root only, opt-in) also evicts shared libraries, and every
    other process's cache on a shared machine. Returns ``"global"`` or ``"files"``: what was done.
    """
    os.sync()
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    for f in files:
        try:
            fd = os.open(f, os.O_RDONLY)
        except OSError:
            continue
        try:
            if hasattr(os, "posix_fadvise"):
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
    if global_drop:
        try:
            Path("/proc/sys/vm/drop_caches").write_text("3\n")
            return "global"
        except OSError:
            pass
    return "files"


def percentile(sorted_values: Sequence[float], pct: float) -> float:
    """Linear-interpolated percentile (numpy's default) without needing numpy in every peer."""
    if not sorted_values:
        return float("nan")
    pos = (len(sorted_values) - 1) * pct / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def cpu_timed(fn: Callable[[], Any]) -> tuple[float, float, Any]:
    """Wall and CPU seconds of ``fn``. CPU time (all threads of this process) barely moves when other
    processes compete for the cores, so it stays comparable on a busy machine where wall time does not."""
    cpu0 = time.process_time()
    wall, value = timed(fn)
    return wall, time.process_time() - cpu0, value


def time_queries(searcher: Searcher, queries: Sequence[Query], k: int) -> dict[str, Any]:
    """One untimed warm-up pass, then one timed pass; latency percentiles overall and per query kind."""
    for q in queries:
        searcher.search(q.text, k)
    latencies: dict[str, list[float]] = {}
    nonempty = 0
    for q in queries:
        wall, cpu, hits = cpu_timed(lambda q=q: searcher.search(q.text, k))
        latencies.setdefault("all", []).append(wall * 1000.0)
        latencies.setdefault(q.kind, []).append(wall * 1000.0)
        latencies.setdefault("cpu", []).append(cpu * 1000.0)
        nonempty += bool(hits)
    out: dict[str, Any] = {"n_queries": len(queries), "nonempty_frac": nonempty / max(1, len(queries))}
    for kind, values in latencies.items():
        values.sort()
        prefix = {"all": "query", "cpu": "query_cpu"}.get(kind, f"query_{kind}")
        out[f"{prefix}_p50_ms"] = percentile(values, 50)
        out[f"{prefix}_p95_ms"] = percentile(values, 95)
    out["query_mean_ms"] = sum(latencies.get("all", [])) / max(1, len(queries))
    out["query_max_ms"] = max(latencies.get("all", [float("nan")]))
    return out


# -------------------------------------------------------------------------------------------- phases


def run_build(engine: Engine, corpus: Corpus, workdir: Path) -> dict[str, Any]:
    """Build into an emptied ``workdir``; return (and persist) the build-side figures."""
    if workdir.exists():
        shutil.rmtree(workdir)
    workdir.mkdir(parents=True)
    engine.prepare(corpus, workdir)
    raw = engine.raw_bytes(corpus)
    n_docs = engine.doc_count(corpus)
    load_before = os.getloadavg()[0]
    build_s, build_cpu_s, _ = cpu_timed(
        lambda: (engine.build(corpus, workdir), fsync_tree(engine.index_path(workdir))))
    index_bytes = path_bytes(engine.index_path(workdir))
    record = {
        "engine": engine.name,
        "n_docs": n_docs,
        "raw_bytes": raw,
        "build_s": build_s,
        "mb_per_s": raw / MB / build_s if build_s > 0 else float("inf"),
        "build_cpu_s": build_cpu_s,
        "mb_per_cpu_s": raw / MB / build_cpu_s if build_cpu_s > 0 else float("inf"),
        "build_loadavg": max(load_before, os.getloadavg()[0]),
        "docs_per_s": n_docs / build_s if build_s > 0 else float("inf"),
        "index_bytes": index_bytes,
        "index_size_ratio": index_bytes / raw if raw else float("nan"),
        "build_peak_rss_mb": peak_rss_mb(),
    }
    (workdir / BUILD_RECORD).write_text(json.dumps(record, indent=2))
    return record


def run_query(engine: Engine, workdir: Path, queries: Sequence[Query], k: int,
              global_drop: bool = False) -> dict[str, Any]:
    """Cold open and timed queries; meant to run in a process that has not touched the index yet."""
    eviction = evict_from_page_cache(engine.index_path(workdir), global_drop)
    open_s, searcher = timed(lambda: engine.open(workdir))
    load_before = os.getloadavg()[0]
    try:
        figures = time_queries(searcher, queries, k)
    finally:
        searcher.close()
    figures["query_loadavg"] = max(load_before, os.getloadavg()[0])
    return {"open_s": open_s, "cache_eviction": eviction, **figures, "query_peak_rss_mb": peak_rss_mb()}


def run_peer(module: str, args: Sequence[str], timeout: float | None = None) -> dict[str, Any]:
    """Run an engine module in a fresh interpreter and return its one JSON object (or an ``error`` record).

    Used by the build phase to start the query phase and by every runner, so all engines are started the
    same way (same interpreter, no inherited state).
    """
    cmd = [sys.executable, "-m", module, *args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:.0f} s"}
    lines = proc.stdout.strip().splitlines()
    if not lines:
        return {"error": f"no output (exit {proc.returncode}): {proc.stderr.strip()[-1500:]}"}
    return json.loads(lines[-1])


def spawn_query_phase(module: str, args: argparse.Namespace, extra: list[str]) -> dict[str, Any]:
    """Re-run the engine module as a child process for the query phase."""
    child = ["--phase", "query", "--queries", str(args.queries), "--workdir", str(args.workdir),
             "--k", str(args.k), *extra]
    if args.docs:
        child += ["--docs", str(args.docs)]
    result = run_peer(module, child)
    if "error" in result:
        raise RuntimeError(f"query phase failed: {result['error']}")
    return result


def merge(build: dict[str, Any], query: dict[str, Any]) -> dict[str, Any]:
    out = {**build, **query}
    out["peak_rss_mb"] = max(build.get("build_peak_rss_mb", 0.0), query.get("query_peak_rss_mb", 0.0))
    return out


def parser_for(engine: Engine) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=f"Benchmark peer: {engine.name}")
    p.add_argument("--docs", type=Path, help="docs.jsonl (one chunk per line: id, text)")
    p.add_argument("--vault", type=Path, help="vault folder (default: <docs dir>/vault)")
    p.add_argument("--queries", type=Path, required=True)
    p.add_argument("--workdir", type=Path, required=True)
    p.add_argument("--k", type=int, default=10)
    p.add_argument("--phase", choices=("all", "build", "query"), default="all",
                   help="all = build here, then query in a fresh child process")
    p.add_argument("--drop-caches", action="store_true",
                   help="also write /proc/sys/vm/drop_caches before the cold open (root; machine-wide)")
    engine.add_arguments(p)
    return p


def corpus_from_args(args: argparse.Namespace) -> Corpus:
    docs = args.docs.resolve() if args.docs else Path("/nonexistent/docs.jsonl")
    vault = args.vault.resolve() if args.vault else docs.parent / "vault"
    return Corpus(docs, vault)


def main(engine: Engine, module: str, argv: list[str] | None = None) -> int:
    """Entry point shared by every peer module: print exactly one JSON object on stdout."""
    args = parser_for(engine).parse_args(argv)
    engine.configure(args)
    args.workdir = args.workdir.resolve()
    try:
        engine.setup()
        if args.phase == "query":
            build = json.loads((args.workdir / BUILD_RECORD).read_text())
            queries = read_queries(args.queries)
            result = merge(build, run_query(engine, args.workdir, queries, args.k, args.drop_caches))
        else:
            build = run_build(engine, corpus_from_args(args), args.workdir)
            if args.phase == "build":
                result = build
            else:
                extra = engine.child_args(args)
                if args.vault:
                    extra += ["--vault", str(args.vault)]
                if args.drop_caches:
                    extra.append("--drop-caches")
                result = merge(build, spawn_query_phase(module, args, extra))
        result["engine"] = engine.name
    except Exception as exc:  # noqa: BLE001 - the runner records the failure and carries on with other engines
        traceback.print_exc(file=sys.stderr)
        print(json.dumps({"engine": engine.name, "error": f"{type(exc).__name__}: {exc}"}))
        return 1
    print(json.dumps(result))
    return 0

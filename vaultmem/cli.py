"""``vaultmem`` command line: index, search, export, watch, stats, verify, problems (``python -m vaultmem`` is the same).

Errors print one line to stderr and exit non-zero. ``--json`` output is stable; see docs/cli-json.md.

Each command imports the engine when it runs, after ``main`` has limited numpy's BLAS to one thread: OpenBLAS
starts a thread per core as numpy is imported, which a one-shot command pays for (~50 ms of a search on the
project's busy 2-core machine, ``benchmarks/bench_cli.py``) and VaultMem's few small matrix products never use.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from . import served
from .answers import ExportRequest, Request, SearchRequest, answer
from .errors import IndexCorrupt, VaultMemError, VaultNotFound, VaultReadOnly
from .index import folder
from .terminal import terminal_safe

if TYPE_CHECKING:
    from .vault import Vault

EXIT_INCONSISTENT = 1
EXIT_ERROR = 2
EXIT_NO_INDEX = 3  # ``verify`` on a folder never indexed: nothing to check, and nothing wrong either
WATCH_POLL_S = 0.2  # how often ``watch`` looks for a SIGTERM while it waits


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before anything imports numpy (see the docstring)
    parser = _parser()
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8 must not crash printing it
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if args.command != "watch":  # watch stops cleanly on SIGTERM by itself
        signal.signal(signal.SIGTERM, _terminated)
    try:
        return int(args.func(args) or 0)
    except VaultMemError as exc:
        print(f"vaultmem: error: {terminal_safe(str(exc))}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("vaultmem: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="vaultmem", description="Offline, explainable search over your vault.")
    sub = p.add_subparsers(dest="command", required=True)

    ix = sub.add_parser("index", help="index (or incrementally re-sync) a vault folder")
    ix.add_argument("path")
    ix.add_argument("--json", action="store_true", help="print the sync report as JSON")
    ix.set_defaults(func=cmd_index)

    se = sub.add_parser("search", help="search a vault (syncs it first unless --no-sync)")
    se.add_argument("path")
    se.add_argument("query")
    se.add_argument("-k", type=int, default=10, help="number of results (default 10)")
    se.add_argument("--json", action="store_true", help="machine-readable output (docs/cli-json.md)")
    se.add_argument("--explain", action="store_true", help="print each result's explanation tree")
    se.add_argument("--mode", choices=("auto", "bm25"), default="auto")
    se.add_argument("--kind", action="append", default=[], help="only sessions of this kind (repeatable)")
    se.add_argument("--folder", help="only sessions under this vault-relative folder")
    se.add_argument("--since", type=_date, help="only sessions dated on/after YYYY-MM-DD")
    se.add_argument("--until", type=_date, help="only sessions dated on/before YYYY-MM-DD")
    se.add_argument("--sort", choices=("relevance", "newest", "oldest", "date"),
                    help="order by relevance (default) or by date ('date' is newest first); overrides sort:")
    se.add_argument("--no-sync", action="store_true", help="search the index as it is (read-only)")
    se.set_defaults(func=cmd_search)

    ex = sub.add_parser("export", help="search, then print the results as LLM context within a token budget")
    ex.add_argument("path")
    ex.add_argument("query")
    ex.add_argument("--budget", type=int, default=2000, help="token budget, citations included (default 2000)")
    ex.add_argument("--format", choices=("md", "json"), default="md")
    ex.add_argument("-k", type=int, default=5, help="results to consider (default 5)")
    ex.add_argument("--mode", choices=("auto", "bm25"), default="auto", help="ranking, as for search")
    ex.add_argument("--no-sync", action="store_true", help="use the index as it is (read-only)")
    ex.set_defaults(func=cmd_export)

    st = sub.add_parser("stats", help="index statistics")
    st.add_argument("path")
    st.add_argument("--json", action="store_true")
    st.set_defaults(func=cmd_stats)

    ve = sub.add_parser("verify", help="check every index checksum and cross-reference")
    ve.add_argument("path")
    ve.set_defaults(func=cmd_verify)

    ev = sub.add_parser("eval", help="evaluation harnesses")
    ev_sub = ev.add_subparsers(dest="suite", required=True)
    am = ev_sub.add_parser("agent-memory", help="ContextFit agent-memory cases, honest protocol")
    am.add_argument("file", type=Path)
    am.add_argument("--seeds", type=int, default=3, help="shuffles to average over (default 3)")
    am.add_argument("--mode", choices=("auto", "bm25"), default="auto")
    am.add_argument("--dates", choices=("decoupled", "as-given"), default="decoupled")
    am.add_argument("--pooled", action="store_true", help="all cases' sessions in one vault")
    am.add_argument("--exclude", type=Path, help="skip cases whose ids appear in this case file")
    am.add_argument("--json", type=Path, dest="json_out", help="write the full report here")
    am.set_defaults(func=cmd_eval_agent_memory)

    vq = ev_sub.add_parser("vault", help="questions over a whole vault, beside BM25, FTS5 and a query-blind control")
    vq.add_argument("vault", type=Path)
    vq.add_argument("queries", type=Path, help="JSON list of {id, query, gold: [vault-relative paths], kind}")
    vq.add_argument("--mode", choices=("auto", "bm25"), default="auto")
    vq.add_argument("--json", type=Path, dest="json_out", help="write the full report here")
    vq.set_defaults(func=cmd_eval_vault)

    wa = sub.add_parser("watch", help="keep a vault's index live, printing what is ingested (Ctrl-C stops)")
    wa.add_argument("path")
    wa.add_argument("--observer", choices=("auto", "native", "polling"),
                    help="file events: OS-native, polling (FUSE / encrypted mounts), or auto-probe (default)")
    wa.add_argument("--quiet-ms", type=int, help="flush changes after this long without events (default 350)")
    wa.add_argument("--poll-ms", type=int, help="polling interval (default 1000)")
    wa.set_defaults(func=cmd_watch)

    pr = sub.add_parser("problems", help="files that could not be indexed, and why")
    pr.add_argument("path")
    pr.add_argument("--json", action="store_true")
    pr.set_defaults(func=cmd_problems)
    for name in ("index", "search", "export", "watch", "stats", "verify", "problems"):
        sub.choices[name].add_argument(
            "--index-dir", help="keep the index in this folder outside the vault (for a read-only vault; the index "
                                "then no longer travels with the vault): pass it to every command")
    return p


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM: stop the ingest workers now, then unwind like an interrupt (the lock goes with the process, and
    a commit cut short is never half-visible)."""
    parallel = sys.modules.get("vaultmem.sync.parallel")  # not imported: no worker was ever started
    if parallel is not None:
        parallel.stop_workers()
    raise SystemExit(128 + signum)


def _date(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text).astimezone()
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not a date: {text!r} (use YYYY-MM-DD)") from exc


def _open_synced(args: argparse.Namespace) -> Vault:
    """The vault synced first. A read-only vault (an archive, a read-only mount) is searched as it is; so is one
    whose index another process (``watch``, the app) writes: that process keeps it live."""
    from .progress import ProgressBar
    from .vault import Vault

    try:
        vault = Vault.open(args.path, index_dir=args.index_dir, fallback_readonly=True)
    except VaultReadOnly:
        return _open_indexed(args)
    if not vault.readonly:
        vault.sync(ProgressBar())
    return vault


def _index_command(args: argparse.Namespace) -> str:
    """The command that builds this vault's index where the reader looked for it."""
    return f"vaultmem index {args.path}" + (f" --index-dir {args.index_dir}" if args.index_dir else "")


def _open_indexed(args: argparse.Namespace) -> Vault:
    """The vault's index read-only, as it is; "no index" (not "no results") when it was never indexed."""
    from .vault import Vault

    try:
        vault = Vault.open(args.path, readonly=True, index_dir=args.index_dir)
    except IndexCorrupt as exc:  # a reader leaves the index as it is; a writer discards and rebuilds it
        raise IndexCorrupt(f"{exc}: `{_index_command(args)}` rebuilds it") from exc
    if not vault.indexed:
        vault.close()
        raise VaultNotFound(f"no index for {vault.root} yet: run `{_index_command(args)}` first")
    return vault


def cmd_index(args: argparse.Namespace) -> int:
    from .model import ProblemFiles
    from .progress import ProgressBar
    from .vault import Vault

    with Vault.open(args.path, index_dir=args.index_dir) as vault:
        if vault.recovered:
            print(f"vaultmem: {vault.recovered.message}", file=sys.stderr)
        report = vault.sync(ProgressBar())
        stats = vault.stats()
    problems = ProblemFiles.of(report.problems)
    if args.json:
        print(json.dumps({"added": len(report.added), "updated": len(report.updated), "deleted": len(report.deleted),
                          "renamed": len(report.renamed), "unchanged": report.unchanged,
                          "problems": problems.failed, "empty": problems.empty, "seconds": round(report.seconds, 3),
                          "sessions": stats.sessions, "chunks": stats.chunks}, indent=2))
    else:
        empty = f", {problems.empty} empty" if problems.empty else ""
        print(f"indexed {stats.files} files → {stats.sessions} sessions, {stats.chunks} chunks in {report.seconds:.2f}s "
              f"(+{len(report.added)} ~{len(report.updated)} -{len(report.deleted)} "
              f"renamed {len(report.renamed)}; {problems.failed} not read completely{empty})")
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    return _answer(args, SearchRequest(args.query, args.k, args.mode, tuple(args.kind), args.folder,
                                       args.since.isoformat() if args.since else None,
                                       args.until.isoformat() if args.until else None,
                                       "newest" if args.sort == "date" else args.sort, args.json, args.explain))


def _answer(args: argparse.Namespace, request: Request) -> int:
    """Print the answer of the process that keeps the vault live (``served``: no engine to load here), or else
    this process's own, from the index synced first unless ``--no-sync``."""
    root = Path(args.path).expanduser().resolve()
    got = served.ask(root, folder.location(root, args.index_dir), request)
    if got is None:
        vault = _open_indexed(args) if args.no_sync else _open_synced(args)
        try:
            got = answer(vault, request)
        finally:
            vault.close()
    sys.stdout.write(got.out)
    sys.stdout.flush()
    sys.stderr.write(got.err)
    return got.code


def cmd_eval_agent_memory(args: argparse.Namespace) -> int:
    from .eval.agent_memory import run

    if not args.file.is_file():
        raise VaultNotFound(f"case file not found: {args.file}")
    bar = _EvalProgress()
    report = run(args.file, seeds=args.seeds, mode=args.mode, decouple_dates=args.dates == "decoupled",
                 pooled=args.pooled, exclude=args.exclude, progress=bar)
    bar.finish()
    if args.json_out:
        args.json_out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    o, lat = report["overall"], report["latency_ms"]
    print(f"{report['cases']} cases × {report['seeds']} seeds  mode={report['mode']}  dates={report['dates']}"
          f"{'  pooled' if report['pooled'] else ''}")
    print(f"{'behavior':<36}{'n':>5}{'R@1':>8}{'R@3':>8}{'R@5':>8}{'MRR':>8}")
    for name, m in [("overall", {**o, "cases": report["cases"]}), *report["by_behavior"].items()]:
        print(f"{name:<36}{m['cases']:>5}{m['recall@1']:>8.3f}{m['recall@3']:>8.3f}{m['recall@5']:>8.3f}{m['mrr']:>8.3f}")
    c = report["control"]
    print(f"{'control: ' + repr(c['query']):<36}{report['cases']:>5}{c['recall@1']:>8.3f}{c['recall@3']:>8.3f}"
          f"{c['recall@5']:>8.3f}{c['mrr']:>8.3f}   (every question replaced: a ranking that reads questions drops)")
    sp = report["spread"]
    print("spread  " + "  ".join(f"{k} {v['min']:.3f}–{v['max']:.3f}" for k, v in sp.items()))
    print(f"latency  ingest/session p50 {lat['ingest_per_session_p50']:.2f} ms  query p50 {lat['query_p50']:.2f} ms"
          f"  p95 {lat['query_p95']:.2f} ms   explanation violations {report['explanation_violations']}")
    certs = report["certificates"]
    print(f"certificates in top 10: {certs['fired_in_top10'] or 'none'}; gold promoted by them in "
          f"{certs['gold_promoted']} cases, demoted in {certs['gold_demoted']}")
    return 1 if report["explanation_violations"] else 0


def cmd_eval_vault(args: argparse.Namespace) -> int:
    from .eval.vault_questions import format_report, run

    tty = sys.stderr.isatty()

    def say(stage: str) -> None:
        if tty:
            sys.stderr.write(f"\r{stage:<20}")
            sys.stderr.flush()

    report = run(args.vault, args.queries, mode=args.mode, progress=say)
    if tty:
        sys.stderr.write("\r" + " " * 20 + "\r")
    if args.json_out:
        args.json_out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(format_report(report))
    return 1 if report["explanation_violations"] else 0


class _EvalProgress:
    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        if self.tty and (done % 25 == 0 or done == total):
            sys.stderr.write(f"\r{done}/{total} cases")
            sys.stderr.flush()

    def finish(self) -> None:
        if self.tty:
            sys.stderr.write("\r" + " " * 30 + "\r")


def cmd_export(args: argparse.Namespace) -> int:
    return _answer(args, ExportRequest(args.query, args.k, args.mode, args.budget, args.format))


def cmd_stats(args: argparse.Namespace) -> int:
    from .vault import Vault

    with Vault.open(args.path, readonly=True, index_dir=args.index_dir) as vault:
        s = vault.stats()
    if args.json:
        print(json.dumps(_asdict(s), indent=2))
    else:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(s.kinds.items()))
        print(f"vault      {terminal_safe(s.root)}\ngeneration {s.generation} ({s.segments} segments)\nfiles      {s.files}\n"
              f"sessions   {s.sessions} ({kinds})\nchunks     {s.chunks}\nindex      {s.index_bytes / 1e6:.2f} MB\n"
              f"problems   {s.problems} files not read completely, {s.empty} empty")
    return 0


def _asdict(obj: object) -> dict:
    from dataclasses import asdict

    return asdict(obj)  # type: ignore[arg-type]


def cmd_verify(args: argparse.Namespace) -> int:
    from .vault import Vault

    with Vault.open(args.path, readonly=True, index_dir=args.index_dir) as vault:
        if not vault.indexed:
            print(f"no index yet in {terminal_safe(str(vault.index_dir))}: `vaultmem index` builds one")
            return EXIT_NO_INDEX
        issues = vault.verify()
    for line in issues:
        print(f"inconsistent: {terminal_safe(line)}")
    if not issues:
        print("index OK")
    return EXIT_INCONSISTENT if issues else 0


def cmd_watch(args: argparse.Namespace) -> int:
    """The writer loop the app runs in its indexer process (``indexer.writer``), on a thread of this one: one sync,
    then the watcher; its events are printed. Ctrl-C or SIGTERM (a service manager) stops it cleanly."""
    import queue
    import threading

    from .indexer.console import ConsolePrinter
    from .indexer.events import OpenFailed
    from .indexer.writer import SYNC, keep_live

    out = ConsolePrinter(Path(args.path).expanduser().resolve())
    commands: queue.Queue[str | None] = queue.Queue()
    commands.put(SYNC)
    cancel = threading.Event()
    overrides = {"observer": args.observer,
                 "quiet_seconds": args.quiet_ms / 1000 if args.quiet_ms is not None else None,
                 "poll_seconds": args.poll_ms / 1000 if args.poll_ms is not None else None}
    failed: list[BaseException] = []

    def run() -> None:
        try:
            keep_live(args.path, out, commands, cancel, index_dir=args.index_dir,
                      watch={k: v for k, v in overrides.items() if v is not None})
        except BaseException as exc:  # noqa: BLE001 — raised again on the main thread, as before the loop moved
            failed.append(exc)
            out.ended.set()

    loop = threading.Thread(target=run, name="vaultmem-writer")
    # The handler only appends: setting an Event takes its lock, which the main thread may hold right then
    # (inside Event.wait), and a signal handler runs on that very thread.
    terminated: list[int] = []
    previous = signal.signal(signal.SIGTERM, lambda signum, _frame: terminated.append(signum))
    loop.start()
    try:
        try:
            while not terminated and not out.ended.wait(WATCH_POLL_S):
                pass
        except KeyboardInterrupt:
            pass
        cancel.set()
        commands.put(None)
        loop.join()
    finally:
        signal.signal(signal.SIGTERM, previous)
    if failed:
        raise failed[0]
    if out.refusal is not None:
        return EXIT_ERROR if isinstance(out.refusal, OpenFailed) else 0
    print("stopped", flush=True)
    return 0


def cmd_problems(args: argparse.Namespace) -> int:
    from .vault import Vault

    with Vault.open(args.path, readonly=True, index_dir=args.index_dir) as vault:
        problems = vault.problems()
    if args.json:
        print(json.dumps({"problems": [p.to_json() for p in problems]}, indent=2))
    else:
        for p in problems:
            print(terminal_safe(f"{p.path}: [{p.stage}/{p.kind}] {p.message}"))
        if not problems:
            print("no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())

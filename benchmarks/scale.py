"""VaultMem on generated vaults: the scale benchmark of issue 2 and ingest throughput per format.

    python -m benchmarks.scale vault --files 10k [--formats md]    # index time, size, cold open, p50/p95
    python -m benchmarks.scale ingest --files 1k                  # MB/s and files/s for each format alone

Vaults come from ``benchmarks.vaultgen`` (seeded, cached under ``benchmarks/corpora/``); the measuring is
the common peer protocol run through ``benchmarks.peers.vaultmem_engine`` in a subprocess, so these
figures are taken exactly like the side-by-side ones in ``benchmarks.run``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from benchmarks import vaultgen
from benchmarks.peers.protocol import run_peer

ROOT = Path(__file__).resolve().parent
ENGINE = "benchmarks.peers.vaultmem_engine"
# Issue 2's acceptance at 100k notes.
TARGETS = {"query_p50_ms": 20.0, "open_s": 1.0, "index_size_ratio": 1.0}


def ensure_vault(n_files: int, seed: int, formats: list[str]) -> Path:
    out = vaultgen.default_out(n_files, seed, formats)
    vaultgen.generate_vault(out, n_files, seed, formats)
    return out


def measure(out: Path, workdir: Path, mode: str, phase: str = "all") -> dict[str, Any]:
    args = ["--vault", str(out / "vault"), "--queries", str(out / "queries.json"), "--workdir", str(workdir),
            "--mode", mode, "--phase", phase]
    return run_peer(ENGINE, args)


def check_targets(fig: dict[str, Any]) -> dict[str, bool]:
    return {m: fig.get(m, float("inf")) < limit for m, limit in TARGETS.items()}


def cmd_vault(args: argparse.Namespace) -> dict[str, Any]:
    formats = args.formats.split(",")
    out = ensure_vault(args.files, args.seed, formats)
    fig = measure(out, args.workdir / out.name, args.mode)
    return {"vault": out.name, "meta": json.loads((out / "meta.json").read_text()), "figures": fig,
            "targets_met": check_targets(fig) if "error" not in fig else {}}


def cmd_ingest(args: argparse.Namespace) -> dict[str, Any]:
    """Each format in its own vault, so MB/s reflects that extractor (and what follows it) alone."""
    per_format: dict[str, Any] = {}
    for fmt in args.formats.split(","):
        out = ensure_vault(args.files, args.seed, [fmt])
        fig = measure(out, args.workdir / out.name, "bm25", phase="build")
        keep = ("n_docs", "raw_bytes", "build_s", "mb_per_s", "docs_per_s", "index_size_ratio",
                "build_peak_rss_mb", "error")
        per_format[fmt] = {k: fig[k] for k in keep if k in fig}
        per_format[fmt]["files_per_s"] = per_format[fmt].pop("docs_per_s", None)
    return {"files": args.files, "per_format": per_format}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("vault", "ingest"):
        p = sub.add_parser(name)
        p.add_argument("--files", type=vaultgen.parse_count, default=vaultgen.SIZES["10k"])
        p.add_argument("--seed", type=int, default=7)
        p.add_argument("--formats", default=",".join(vaultgen.FORMATS))
        p.add_argument("--workdir", type=Path, default=ROOT / "out" / "work" / "scale")
        p.add_argument("--json", type=Path)
        if name == "vault":
            p.add_argument("--mode", choices=("bm25", "auto"), default="bm25")
    args = ap.parse_args(argv)
    report = cmd_vault(args) if args.cmd == "vault" else cmd_ingest(args)
    text = json.dumps(report, indent=2)
    print(text)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

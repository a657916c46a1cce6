"""Log-log plot of how VaultMem's costs grow with the corpus: query time and index size per tier.

Reads the JSON files ``benchmarks/run.py --tier T --json OUT`` wrote (one per tier, any engines) and writes
one self-contained SVG (no plotting dependency): left, query p50 / p95 CPU ms of each VaultMem engine against
the number of chunks; right, index bytes against raw text bytes, with the y = x line for reference.

Usage: ``python -m benchmarks.plot_scaling OUT.svg RUN_10K.json RUN_100K.json RUN_1M.json``
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

W, H, PAD = 360, 260, 48
COLOURS = {"vaultmem-bm25": "#2563eb", "vaultmem-auto": "#d97706", "index": "#059669"}


@dataclass(frozen=True)
class Series:
    label: str
    colour: str
    points: tuple[tuple[float, float], ...]
    dashed: bool = False


def load_runs(paths: list[Path]) -> list[dict[str, Any]]:
    runs = [json.loads(p.read_text()) for p in paths]
    return sorted(runs, key=lambda r: next(iter(r["engines"].values())).get("n_docs", 0))


def query_series(runs: list[dict[str, Any]]) -> list[Series]:
    out = []
    for engine in ("vaultmem-bm25", "vaultmem-auto"):
        for stat, dashed in (("p50", False), ("p95", True)):
            pts = tuple((float(e["n_docs"]), float(e[f"query_cpu_{stat}_ms"]))
                        for r in runs if (e := r["engines"].get(engine)) and f"query_cpu_{stat}_ms" in e)
            if pts:
                out.append(Series(f"{engine.removeprefix('vaultmem-')} {stat}", COLOURS[engine], pts, dashed))
    return out


def size_series(runs: list[dict[str, Any]]) -> list[Series]:
    pts = tuple((e["raw_bytes"] / 1e6, e["index_bytes"] / 1e6)
                for r in runs if (e := r["engines"].get("vaultmem-bm25")) and "index_bytes" in e)
    if not pts:
        return []
    lo, hi = min(p[0] for p in pts), max(p[0] for p in pts)
    return [Series("index MB", COLOURS["index"], pts), Series("y = x (raw text)", "#9ca3af", ((lo, lo), (hi, hi)), True)]


def _decades(lo: float, hi: float) -> tuple[int, int]:
    return math.floor(math.log10(lo)), math.ceil(math.log10(hi))


def panel(x0: float, title: str, xlabel: str, ylabel: str, series: list[Series]) -> list[str]:
    """One log-log panel at horizontal offset ``x0``; axes span whole decades around the data."""
    xs = [p[0] for s in series for p in s.points]
    ys = [p[1] for s in series for p in s.points]
    (xa, xb), (ya, yb) = _decades(min(xs), max(xs)), _decades(min(ys), max(ys))
    xb, yb = max(xb, xa + 1), max(yb, ya + 1)

    def px(x: float) -> float:
        return x0 + PAD + (math.log10(x) - xa) / (xb - xa) * (W - 2 * PAD)

    def py(y: float) -> float:
        return H - PAD - (math.log10(y) - ya) / (yb - ya) * (H - 2 * PAD)

    el = [f'<text x="{x0 + W / 2}" y="18" text-anchor="middle" font-weight="bold">{title}</text>',
          f'<rect x="{x0 + PAD}" y="{PAD}" width="{W - 2 * PAD}" height="{H - 2 * PAD}" fill="none" stroke="#374151"/>']
    for d in range(xa, xb + 1):
        x = px(10.0 ** d)
        el.append(f'<line x1="{x}" y1="{PAD}" x2="{x}" y2="{H - PAD}" stroke="#e5e7eb"/>')
        el.append(f'<text x="{x}" y="{H - PAD + 14}" text-anchor="middle">1e{d}</text>')
    for d in range(ya, yb + 1):
        y = py(10.0 ** d)
        el.append(f'<line x1="{x0 + PAD}" y1="{y}" x2="{x0 + W - PAD}" y2="{y}" stroke="#e5e7eb"/>')
        el.append(f'<text x="{x0 + PAD - 4}" y="{y + 4}" text-anchor="end">1e{d}</text>')
    el.append(f'<text x="{x0 + W / 2}" y="{H - 10}" text-anchor="middle">{xlabel}</text>')
    el.append(f'<text x="{x0 + 12}" y="{H / 2}" text-anchor="middle" transform="rotate(-90 {x0 + 12} {H / 2})">'
              f'{ylabel}</text>')
    for i, s in enumerate(series):
        pts = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in s.points)
        dash = ' stroke-dasharray="5 3"' if s.dashed else ""
        el.append(f'<polyline points="{pts}" fill="none" stroke="{s.colour}" stroke-width="2"{dash}/>')
        el.extend(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{s.colour}"/>' for x, y in s.points)
        ly = PAD + 14 + 14 * i
        el.append(f'<line x1="{x0 + PAD + 8}" y1="{ly - 4}" x2="{x0 + PAD + 26}" y2="{ly - 4}" stroke="{s.colour}" '
                  f'stroke-width="2"{dash}/>')
        el.append(f'<text x="{x0 + PAD + 30}" y="{ly}">{s.label}</text>')
    return el


def render(runs: list[dict[str, Any]]) -> str:
    body = panel(0, "Query CPU time", "chunks indexed", "ms per query", query_series(runs))
    body += panel(W, "Index size", "raw text MB", "index MB", size_series(runs))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * W}" height="{H}" font-family="sans-serif" '
            f'font-size="11"><rect width="100%" height="100%" fill="white"/>{"".join(body)}</svg>\n')


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("runs", type=Path, nargs="+")
    args = ap.parse_args(argv)
    args.out.write_text(render(load_runs(args.runs)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

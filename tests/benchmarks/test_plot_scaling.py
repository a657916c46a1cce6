"""The scaling plot (benchmarks/plot_scaling.py): points land where their values say on log-log axes."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from benchmarks.plot_scaling import main

SVG = "{http://www.w3.org/2000/svg}"


def run(n: int, p50: float, raw: float, index: float) -> dict:
    engine = {"n_docs": n, "query_cpu_p50_ms": p50, "query_cpu_p95_ms": p50 * 3, "raw_bytes": raw, "index_bytes": index}
    return {"tier": str(n), "engines": {"vaultmem-bm25": engine}}


def test_plot_places_each_tier_on_log_axes(tmp_path: Path) -> None:
    paths = []
    for i, r in enumerate([run(100_000, 2.0, 46e6, 24e6), run(10_000, 0.2, 4.6e6, 2.4e6), run(1_000_000, 20.0, 460e6, 240e6)]):
        paths.append(tmp_path / f"r{i}.json")
        paths[-1].write_text(json.dumps(r))
    out = tmp_path / "plot.svg"
    assert main([str(out), *map(str, paths)]) == 0
    root = ET.parse(out).getroot()
    lines = root.findall(f"{SVG}polyline")
    p50 = [tuple(map(float, p.split(","))) for p in lines[0].get("points").split()]
    # tiers sorted by size; ×10 chunks and ×10 time are equal steps on both log axes
    xs, ys = [x for x, _ in p50], [y for _, y in p50]
    assert xs == sorted(xs) and ys == sorted(ys, reverse=True)  # SVG y grows downwards
    assert abs((xs[1] - xs[0]) - (xs[2] - xs[1])) < 0.5 and abs((ys[0] - ys[1]) - (ys[1] - ys[2])) < 0.5
    labels = [t.text for t in root.iter(f"{SVG}text")]
    assert "bm25 p50" in labels and "bm25 p95" in labels and "index MB" in labels
    assert any(re.fullmatch(r"1e\d", t or "") for t in labels)

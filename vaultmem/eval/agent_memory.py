"""``vaultmem eval agent-memory``: rank sessions for ContextFit's agent-memory cases, honestly.

Every case becomes a fresh vault of JSONL chat exports written to a temp folder, synced through the real
extractor and index path, then queried. Ids are opaque, order shuffled, dates decoupled (see ``cases``), ties
fall to the opaque id; metrics are averaged over ``seeds`` shuffles with their min–max spread.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..retrieval.explanation import SearchResult
from ..vault import Vault
from .cases import Case, load_cases, prepare, session_export

CONTROL_QUERY = "Any thoughts?"  # the query-blind control: a ranking that scores well on it does not read questions

METRICS = ("recall@1", "recall@3", "recall@5", "mrr")
# Throwaway case vaults go to tmpfs when the machine has one: the harness measures ranking and CPU cost, and
# thousands of fsyncs on a real disk would only measure the disk.
SCRATCH = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
POOLED_K = 100


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    case_id: str
    behavior: str
    gold_rank: int | None  # 1-based rank of the best gold session; None when absent
    route: str
    top: tuple[dict[str, Any], ...]
    certificates: tuple[str, ...]  # codes that fired among the top 10
    gold_moved_by_certificates: int  # best gold rank before the certificate stage minus after (+ = promoted)


@dataclass(slots=True)
class SeedRun:
    outcomes: list[CaseOutcome] = field(default_factory=list)
    control_ranks: list[int | None] = field(default_factory=list)  # the same cases asked CONTROL_QUERY
    ingest_ms_per_session: list[float] = field(default_factory=list)
    query_ms: list[float] = field(default_factory=list)
    additive_violations: int = 0


def metrics(ranks: list[int | None]) -> dict[str, float]:
    n = max(len(ranks), 1)
    out = {f"recall@{k}": sum(1 for r in ranks if r is not None and r <= k) / n for k in (1, 3, 5)}
    out["mrr"] = sum(1.0 / r for r in ranks if r is not None) / n
    return out


def run(path: Path, seeds: int = 3, mode: str = "auto", decouple_dates: bool = True, pooled: bool = False,
        exclude: Path | None = None, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    cases = load_cases(path)
    if exclude is not None:
        skip = {c.id for c in load_cases(exclude)}
        cases = [c for c in cases if c.id not in skip]
    runs: list[SeedRun] = []
    total = seeds * len(cases)
    for seed in range(seeds):
        prepared = [prepare(c, seed, decouple_dates) for c in cases]
        base = seed * len(cases)
        step = (lambda i, base=base: progress(base + i, total)) if progress else None
        runs.append(_run_pooled(prepared, mode, step) if pooled else _run_per_case(prepared, mode, step))
    return _report(cases, runs, seeds, mode, decouple_dates, pooled)


def _run_per_case(cases: list[Case], mode: str, step: Callable[[int], None] | None) -> SeedRun:
    out = SeedRun()
    with tempfile.TemporaryDirectory(prefix="vaultmem-eval-", dir=SCRATCH) as tmp:
        for i, case in enumerate(cases):
            root = Path(tmp) / f"case{i}"
            root.mkdir()
            _write_sessions(root, case)
            with Vault.open(root) as vault:
                t0 = time.perf_counter()
                vault.sync()
                out.ingest_ms_per_session.append((time.perf_counter() - t0) * 1000 / len(case.sessions))
                t0 = time.perf_counter()
                results = vault.search(case.question, k=len(case.sessions), mode=mode)
                out.query_ms.append((time.perf_counter() - t0) * 1000)
                out.control_ranks.append(_gold_rank(case, vault.search(CONTROL_QUERY, k=len(case.sessions), mode=mode)))
            out.additive_violations += sum(not r.explanation.is_additive() or abs(r.explanation.value - r.score) > 1e-9
                                           for r in results)
            out.outcomes.append(_outcome(case, results))
            if step:
                step(i + 1)
    return out


def _run_pooled(cases: list[Case], mode: str, step: Callable[[int], None] | None) -> SeedRun:
    out = SeedRun()
    with tempfile.TemporaryDirectory(prefix="vaultmem-eval-pooled-", dir=SCRATCH) as tmp:
        root = Path(tmp)
        for case in cases:
            _write_sessions(root, case)
        n_sessions = sum(len(c.sessions) for c in cases)
        with Vault.open(root) as vault:
            t0 = time.perf_counter()
            vault.sync()
            out.ingest_ms_per_session.append((time.perf_counter() - t0) * 1000 / n_sessions)
            control = vault.search(CONTROL_QUERY, k=POOLED_K, mode=mode)  # one question for every case
            for i, case in enumerate(cases):
                t0 = time.perf_counter()
                results = vault.search(case.question, k=POOLED_K, mode=mode)
                out.query_ms.append((time.perf_counter() - t0) * 1000)
                out.control_ranks.append(_gold_rank(case, control))
                out.additive_violations += sum(not r.explanation.is_additive() for r in results)
                out.outcomes.append(_outcome(case, results))
                if step:
                    step(i + 1)
    return out


def _write_sessions(root: Path, case: Case) -> None:
    for s in case.sessions:
        (root / f"{s.id}.jsonl").write_text(session_export(s), encoding="utf-8")


def _gold_rank(case: Case, results: list[SearchResult]) -> int | None:
    opaque = [r.path.rsplit("/", 1)[-1].removesuffix(".jsonl") for r in results]
    return next((i + 1 for i, sid in enumerate(opaque) if sid in case.gold), None)


def _outcome(case: Case, results: list[SearchResult]) -> CaseOutcome:
    opaque = [r.path.rsplit("/", 1)[-1].removesuffix(".jsonl") for r in results]
    rank = next((i + 1 for i, sid in enumerate(opaque) if sid in case.gold), None)
    route = results[0].route.mode if results and results[0].route else "bm25"
    top = tuple({"session": sid, "gold": sid in case.gold, "score": r.score,
                 "explanation": r.explanation.to_json(), "certificates": [c.to_json() for c in r.certificates]}
                for sid, r in zip(opaque[:3], results[:3]))
    fired = tuple(c.code for r in results[:10] for c in r.certificates)
    return CaseOutcome(case.id, case.behavior, rank, route, top, fired, _certificate_move(case, opaque, results))


def _certificate_move(case: Case, opaque: list[str], results: list[SearchResult]) -> int:
    """How many places the certificate stage moved the best gold session (+ up, − down, 0 none)."""
    stages = [{s.stage: s.rank for s in r.stages} for sid, r in zip(opaque, results) if sid in case.gold]
    stages = [st for st in stages if "rerank" in st and "certificates" in st]
    if not stages:
        return 0
    return min(st["rerank"] for st in stages) - min(st["certificates"] for st in stages)


def _report(cases: list[Case], runs: list[SeedRun], seeds: int, mode: str, decouple: bool, pooled: bool) -> dict[str, Any]:
    per_seed_overall = [metrics([o.gold_rank for o in r.outcomes]) for r in runs]
    overall = {m: statistics.fmean(s[m] for s in per_seed_overall) for m in METRICS}
    per_seed_control = [metrics(r.control_ranks) for r in runs]
    control = {m: statistics.fmean(s[m] for s in per_seed_control) for m in METRICS}
    spread = {m: {"min": min(s[m] for s in per_seed_overall), "max": max(s[m] for s in per_seed_overall)}
              for m in METRICS}
    behaviors = sorted({c.behavior for c in cases})
    by_behavior = {}
    for b in behaviors:
        per_seed = [metrics([o.gold_rank for o in r.outcomes if o.behavior == b]) for r in runs]
        by_behavior[b] = {m: statistics.fmean(s[m] for s in per_seed) for m in METRICS}
        by_behavior[b]["cases"] = sum(1 for c in cases if c.behavior == b)
    ingest = [x for r in runs for x in r.ingest_ms_per_session]
    queries = sorted(x for r in runs for x in r.query_ms)
    failures = [{"case": o.case_id, "behavior": o.behavior, "gold_rank": o.gold_rank, "route": o.route, "top": list(o.top)}
                for o in runs[0].outcomes if o.gold_rank != 1]
    routes: dict[str, int] = defaultdict(int)
    fired: dict[str, int] = defaultdict(int)
    for o in runs[0].outcomes:
        routes[o.route] += 1
        for code in o.certificates:
            fired[code] += 1
    moves = [o.gold_moved_by_certificates for o in runs[0].outcomes]
    return {
        "cases": len(cases), "seeds": seeds, "mode": mode, "dates": "decoupled" if decouple else "as-given",
        "pooled": pooled, "overall": overall, "spread": spread, "by_behavior": by_behavior,
        "control": {"query": CONTROL_QUERY, **control},
        "latency_ms": {"ingest_per_session_p50": statistics.median(ingest) if ingest else 0.0,
                       "query_p50": pct(queries, 50), "query_p95": pct(queries, 95)},
        "routes": dict(routes),
        "certificates": {"fired_in_top10": dict(sorted(fired.items())),
                         "gold_promoted": sum(1 for m in moves if m > 0),
                         "gold_demoted": sum(1 for m in moves if m < 0)},
        "explanation_violations": sum(r.additive_violations for r in runs),
        "failures": failures,
    }


def pct(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, round(p / 100 * (len(sorted_values) - 1))))
    return sorted_values[i]

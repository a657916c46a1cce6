"""``vaultmem eval vault``: questions typed as people type them, over a whole vault, against three yardsticks.

A queries file is a list of ``{id, query, gold: [vault-relative paths], kind}``. Results are sessions; a file
ranks where its first session does (the session list collapsed to files in order). A query scores at the rank
of its first gold file, except ``multi_source`` queries, which need **every** gold file: they score at the rank
of the last one, and only when all are in the list (so R@1 is out of reach for them by design).

Beside the ranking under test, the same run measures: ``bm25`` mode, SQLite FTS5 over each file's raw bytes
(porter stemmer, OR of the query's words: what a naive desktop tool does) and a query-blind control (every
query replaced by ``CONTROL_QUERY``). A ranking that does not beat its control by a wide margin does not read
the question.

The vault is copied to a scratch folder and indexed there: it is never written to, and an index someone else
left in it is never trusted.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import VaultMemError
from ..index.folder import INDEX_DIR
from ..retrieval.explanation import SearchResult
from ..vault import Vault
from .agent_memory import SCRATCH, pct
from .fts5 import Fts5Baseline

CONTROL_QUERY = "Any thoughts?"
ALL_OF = frozenset({"multi_source"})  # query kinds that need every gold file
RESULTS_K = 200  # sessions asked for per query: deep enough to place gold files that rank poorly
KS = (1, 5, 10)


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    query: str
    gold: tuple[str, ...]
    kind: str


@dataclass(frozen=True, slots=True)
class Outcome:
    id: str
    kind: str
    rank: int | None  # the rank the query scores at (see module doc); None = not found
    ms: float
    top: tuple[str, ...]  # the first files listed
    gold_ranks: dict[str, int | None]


def load_questions(path: Path) -> list[Question]:
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise VaultMemError(f"cannot read queries file {path}: {exc}") from exc
    if not isinstance(raw, list):
        raise VaultMemError(f"queries file {path}: expected a JSON list of {{id, query, gold, kind}}")
    out = []
    for i, q in enumerate(raw):
        if not isinstance(q, dict) or not isinstance(q.get("query"), str) or not isinstance(q.get("gold"), list):
            raise VaultMemError(f"queries file {path}: entry {i} needs a 'query' string and a 'gold' list")
        out.append(Question(str(q.get("id", i)), q["query"], tuple(str(g) for g in q["gold"]), str(q.get("kind", "all"))))
    return out


def query_rank(question: Question, files: Sequence[str]) -> tuple[int | None, dict[str, int | None]]:
    """(the rank the question scores at, each gold file's rank) given the ranked, de-duplicated file list."""
    where = {f: i + 1 for i, f in enumerate(files)}
    ranks = {g: where.get(g) for g in question.gold}
    found = [r for r in ranks.values() if r is not None]
    if question.kind in ALL_OF:
        return (max(found) if len(found) == len(ranks) and found else None), ranks
    return (min(found) if found else None), ranks


def files_in_order(results: Sequence[SearchResult]) -> list[str]:
    return list(dict.fromkeys(r.path for r in results))


def metrics(outcomes: Sequence[Outcome]) -> dict[str, float]:
    n = max(len(outcomes), 1)
    out = {f"recall@{k}": sum(1 for o in outcomes if o.rank is not None and o.rank <= k) / n for k in KS}
    out["mrr"] = sum(1.0 / o.rank for o in outcomes if o.rank) / n
    return out


def summary(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    kinds = sorted({o.kind for o in outcomes})
    times = sorted(o.ms for o in outcomes)
    slowest = max(outcomes, key=lambda o: o.ms) if outcomes else None
    return {"overall": metrics(outcomes), "by_kind": {k: metrics([o for o in outcomes if o.kind == k]) for k in kinds},
            "latency_ms": {"p50": pct(times, 50), "p95": pct(times, 95),
                           "slowest": {"id": slowest.id, "ms": slowest.ms} if slowest else None},
            "queries": [{"id": o.id, "kind": o.kind, "rank": o.rank, "ms": round(o.ms, 3), "top": list(o.top),
                         "gold_ranks": o.gold_ranks} for o in outcomes]}


Ranker = Callable[[str], list[str]]  # query → ranked vault-relative file paths


def evaluate(questions: Sequence[Question], ranker: Ranker, replace_query: str | None = None) -> list[Outcome]:
    out = []
    for q in questions:
        t0 = time.perf_counter()
        files = ranker(replace_query if replace_query is not None else q.query)
        ms = (time.perf_counter() - t0) * 1000
        rank, ranks = query_rank(q, files)
        out.append(Outcome(q.id, q.kind, rank, ms, tuple(files[:5]), ranks))
    return out


def run(vault_path: Path, queries_path: Path, mode: str = "auto",
        progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Index a scratch copy of the vault, then rank every question under ``mode`` and the yardsticks."""
    questions = load_questions(queries_path)
    source = Path(vault_path)
    if not source.is_dir():
        raise VaultMemError(f"vault folder not found: {source}")
    say = progress or (lambda _: None)
    with tempfile.TemporaryDirectory(prefix="vaultmem-eval-vault-", dir=SCRATCH) as tmp:
        root = Path(tmp) / "vault"
        shutil.copytree(source, root, symlinks=True, ignore=shutil.ignore_patterns(INDEX_DIR))
        say("indexing")
        with Vault.open(root) as vault:
            t0 = time.perf_counter()
            report = vault.sync()
            index_s = time.perf_counter() - t0
            vault.search("warm up", 1, mode=mode)  # first-query costs are measured by benchmarks/, not here

            def ranker(m: str) -> Ranker:
                def rank(query: str) -> list[str]:
                    return files_in_order(vault.search(query, RESULTS_K, mode=m))
                return rank

            violations = _violations(vault, questions, mode)
            say(mode)
            runs = {mode: evaluate(questions, ranker(mode))}
            if mode != "bm25":
                say("bm25")
                runs["bm25"] = evaluate(questions, ranker("bm25"))
            say("control")
            runs["control"] = evaluate(questions, ranker(mode), replace_query=CONTROL_QUERY)
        say("fts5")
        with Fts5Baseline.build(root) as fts:
            runs["fts5"] = evaluate(questions, lambda q: fts.search(q, RESULTS_K))
    return {"vault": str(source), "queries": len(questions), "mode": mode, "files": report.unchanged + len(report.added),
            "problems": len(report.problems), "index_seconds": round(index_s, 3), "control_query": CONTROL_QUERY,
            "explanation_violations": violations, "runs": {name: summary(o) for name, o in runs.items()}}


def _violations(vault: Vault, questions: Sequence[Question], mode: str) -> int:
    """Results whose explanation does not add up to their score (must be 0)."""
    bad = 0
    for q in questions:
        for r in vault.search(q.query, RESULTS_K, mode=mode):
            bad += (not r.explanation.is_additive()) or abs(r.explanation.value - r.score) > 1e-9
    return bad


def format_report(report: dict[str, Any]) -> str:
    runs = report["runs"]
    names = list(runs)
    lines = [(f"{report['queries']} questions over {report['files']} files  (primary: {report['mode']}; "
              f"control: every query replaced by {report['control_query']!r})")]
    head = f"{'':<22}" + "".join(f"{n:>22}" for n in names)
    lines.append(head)
    lines.append(f"{'R@1 / R@5 / MRR':<22}" + "".join(f"{_triple(runs[n]['overall']):>22}" for n in names))
    for kind in runs[names[0]]["by_kind"]:
        lines.append(f"  {kind:<20}" + "".join(f"{_triple(runs[n]['by_kind'][kind]):>22}" for n in names))
    lat = runs[names[0]]["latency_ms"]
    slow = lat["slowest"]
    lines.append(f"query latency ({names[0]}, up to {RESULTS_K} results a query, each with its snippet and "
                 f"explanation): p50 {lat['p50']:.2f} ms  p95 {lat['p95']:.2f} ms  slowest "
                 f"{slow['id']} {slow['ms']:.1f} ms" if slow else "no queries")
    lines.append(f"explanation violations: {report['explanation_violations']}")
    return "\n".join(lines)


def _triple(m: dict[str, float]) -> str:
    return f"{m['recall@1']:.3f} {m['recall@5']:.3f} {m['mrr']:.3f}"

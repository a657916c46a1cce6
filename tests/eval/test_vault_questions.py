"""``vaultmem eval vault``: scoring rules, the yardsticks in one run, and the vault left untouched."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vaultmem.errors import VaultMemError
from vaultmem.eval.fts5 import Fts5Baseline
from vaultmem.eval.vault_questions import Question, load_questions, query_rank, run


def test_a_query_scores_at_its_first_gold_file() -> None:
    q = Question("q", "x", ("b.md", "c.md"), "fact")
    assert query_rank(q, ["a.md", "c.md", "b.md"]) == (2, {"b.md": 3, "c.md": 2})
    assert query_rank(q, ["a.md"]) == (None, {"b.md": None, "c.md": None})


def test_multi_source_needs_every_gold_file() -> None:
    q = Question("q", "x", ("b.md", "c.md"), "multi_source")
    assert query_rank(q, ["b.md", "a.md", "c.md"])[0] == 3
    assert query_rank(q, ["b.md", "a.md"])[0] is None


def test_queries_file_errors_are_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "q.json"
    bad.write_text('{"not": "a list"}')
    with pytest.raises(VaultMemError, match="JSON list"):
        load_questions(bad)


def test_fts5_reads_raw_bytes_and_ors_the_words(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("the boiler was serviced")
    (tmp_path / "b.txt").write_text("boilers and radiators")
    (tmp_path / "c.txt").write_text("nothing here")
    with Fts5Baseline.build(tmp_path) as fts:
        assert set(fts.search("boiler radiators?", 10)) == {"a.txt", "b.txt"}
        assert fts.search("?!", 10) == []


def _vault(tmp_path: Path) -> tuple[Path, Path]:
    vault = tmp_path / "vault"
    (vault / "notes").mkdir(parents=True)
    (vault / "notes" / "boiler.md").write_text("# Boiler\n\nThe Worcester boiler guarantee ref is WB-7731.\n")
    (vault / "notes" / "garden.md").write_text("# Garden\n\nPlant the tulip bulbs in October.\n")
    (vault / "notes" / "bins.md").write_text("# Bins\n\nRecycling goes out on Tuesday.\n")
    queries = tmp_path / "q.json"
    queries.write_text(json.dumps([
        {"id": "1", "query": "boiler guarantee ref", "gold": ["notes/boiler.md"], "kind": "fact"},
        {"id": "2", "query": "when do the tulips go in", "gold": ["notes/garden.md"], "kind": "event_time"},
        {"id": "3", "query": "boiler and tulips", "gold": ["notes/boiler.md", "notes/garden.md"], "kind": "multi_source"},
    ]))
    return vault, queries


def test_run_reports_every_yardstick_and_never_writes_the_vault(tmp_path: Path) -> None:
    vault, queries = _vault(tmp_path)
    before = sorted(p.relative_to(vault) for p in vault.rglob("*"))
    report = run(vault, queries)
    assert sorted(p.relative_to(vault) for p in vault.rglob("*")) == before  # no .vaultmem, nothing new
    assert set(report["runs"]) == {"auto", "bm25", "control", "fts5"}
    assert report["explanation_violations"] == 0
    auto = report["runs"]["auto"]
    assert auto["overall"]["recall@1"] >= 2 / 3
    assert set(auto["by_kind"]) == {"fact", "event_time", "multi_source"}
    assert auto["latency_ms"]["slowest"]["id"] in {"1", "2", "3"}


def test_cli_prints_the_table_and_writes_json(tmp_path: Path, cli: Callable[..., Any]) -> None:
    vault, queries = _vault(tmp_path)
    out = tmp_path / "r.json"
    done = cli("eval", "vault", str(vault), str(queries), "--mode", "bm25", "--json", str(out))
    assert done.returncode == 0
    printed = done.stdout
    assert "bm25" in printed and "fts5" in printed and "control" in printed
    assert json.loads(out.read_text())["mode"] == "bm25"


MEG = Path(__file__).resolve().parents[3] / "shared" / "data" / "vaults" / "meg"


@pytest.mark.slow
def test_the_development_vault_reads_the_question() -> None:
    """The Meg vault (when this machine has it): every result of every question explains its score exactly,
    the auto route is ahead of plain BM25 and of FTS5, and the query-blind control finds next to nothing."""
    if not (MEG / "queries.json").is_file():
        pytest.skip("the development vault is not on this machine")
    report = run(MEG / "vault", MEG / "queries.json")
    runs = report["runs"]
    assert report["explanation_violations"] == 0
    assert runs["auto"]["overall"]["mrr"] > runs["bm25"]["overall"]["mrr"]
    assert runs["auto"]["overall"]["mrr"] > runs["fts5"]["overall"]["mrr"]
    assert runs["control"]["overall"]["recall@1"] <= 0.10

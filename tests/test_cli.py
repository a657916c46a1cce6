"""The command line (``vaultmem.cli.main``, run in this process; ``python -m vaultmem`` once as a program):
stable ``--json`` output (docs/cli-json.md), explanation trees that add up, and one-line errors with non-zero
exits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

NOTES = {
    "projects/harbor-cache.md": (
        "---\ntitle: Harbor cache design\ndate: 2024-03-12\ntags: [work, harbor]\n---\n\n# Harbor cache design\n\n"
        "## Storage\n\n### Decision\n\nWe decided to use PostgreSQL for the metadata database; Redis stays as the "
        "hot cache.\n\n## Open questions\n\nEviction policy for large blobs.\n"),
    "journal/2024-04-02.md": "---\ntitle: Tuesday\ndate: 2024-04-02\n---\n\nCello practice, then sourdough.\n",
    "notes/gifts.txt": "Gift ideas for Daniel\n\nA good fountain pen, or a book by Ursula K. Le Guin.\n",
    "junk.bin": bytes(range(256)) * 4,
}


@pytest.fixture(scope="module")
def run(cli: Callable[..., Any]) -> Callable[..., Any]:
    """``vaultmem ARGS`` in this process; a non-zero exit fails the test unless ``check=False``."""
    def run(*args: str, check: bool = True) -> Any:
        proc = cli(*args)
        if check and proc.returncode != 0:
            raise AssertionError(f"vaultmem {' '.join(args)} exited {proc.returncode}: {proc.stderr}")
        return proc

    return run


def assert_one_line_error(proc: Any) -> None:
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("vaultmem: error:"), proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.fixture(scope="module")
def vault(tmp_path_factory, run: Callable[..., Any]) -> Path:
    root = tmp_path_factory.mktemp("cli") / "vault"
    for rel, content in NOTES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content) if isinstance(content, bytes) else p.write_text(content)
    out = json.loads(run("index", str(root), "--json").stdout)
    assert out["added"] == 4 and out["problems"] == 1 and out["sessions"] == 3
    return root


def check_node(node: dict) -> None:
    assert set(node) >= {"value", "code", "description", "children"}
    assert isinstance(node["value"], float | int) and isinstance(node["code"], str) and node["code"]
    assert isinstance(node["description"], str) and isinstance(node["children"], list)
    if node["children"]:
        assert abs(sum(c["value"] for c in node["children"]) - node["value"]) <= 1e-9
    for child in node["children"]:
        check_node(child)


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_search_json_schema(vault: Path, mode: str, run: Callable[..., Any]) -> None:
    doc = json.loads(run("search", str(vault), "what did we decide about the database?", "--json", "-k", "5",
                         "--mode", mode).stdout)
    assert doc["query"] == "what did we decide about the database?"
    results = doc["results"]
    assert results and results[0]["path"] == "projects/harbor-cache.md"
    for i, r in enumerate(results, start=1):
        assert r["rank"] == i
        assert set(r) >= {"rank", "session_id", "path", "kind", "title", "date", "score", "snippet", "explanation"}
        assert r["session_id"].startswith(r["path"] + "#")
        assert isinstance(r["score"], float) and isinstance(r["snippet"], str) and r["snippet"]
        assert r["date"] is None or isinstance(r["date"], str)
        assert r["explanation"]["value"] == pytest.approx(r["score"], abs=1e-12)
        check_node(r["explanation"])
    assert [r["score"] for r in results] == sorted((r["score"] for r in results), reverse=True)
    top = results[0]
    assert top["kind"] == "note" and top["title"] == "Harbor cache design" and top["date"].startswith("2024-03-12")
    assert "PostgreSQL" in top["snippet"]


def test_search_filters_and_k(vault: Path, run: Callable[..., Any]) -> None:
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "--mode", "bm25",
                         "--folder", "journal").stdout)
    assert [r["path"] for r in doc["results"]] == ["journal/2024-04-02.md"]
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "--kind", "text",
                         "--no-sync").stdout)
    assert [r["path"] for r in doc["results"]] == ["notes/gifts.txt"]
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "-k", "1").stdout)
    assert len(doc["results"]) == 1


def test_search_explain_text(vault: Path, run: Callable[..., Any]) -> None:
    out = run("search", str(vault), "PostgreSQL database", "--explain", "--mode", "bm25", "-k", "2").stdout
    assert " 1. Harbor cache design" in out
    assert "bm25" in out and "postgres" in out.lower()


def test_search_without_matches(vault: Path, run: Callable[..., Any]) -> None:
    for mode in ("bm25", "auto"):
        assert run("search", str(vault), "xylophone", "--mode", mode).stdout.strip() == "no matches for xylophone"
    assert json.loads(run("search", str(vault), "xylophone", "--json", "--mode", "bm25").stdout)["results"] == []


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_export_ranks_with_the_chosen_mode(vault: Path, mode: str, run: Callable[..., Any]) -> None:
    """``export --mode`` ranks the passages as ``search --mode`` does (the app's ranking switch, on the CLI)."""
    query = "what did we decide about the database?"
    searched = json.loads(run("search", str(vault), query, "--json", "-k", "3", "--mode", mode, "--no-sync").stdout)
    exported = json.loads(run("export", str(vault), query, "--format", "json", "-k", "3", "--mode", mode,
                              "--no-sync").stdout)
    assert [p["session_id"] for p in exported["passages"]] == [r["session_id"] for r in searched["results"]]


def test_stats_and_problems_json(vault: Path, run: Callable[..., Any]) -> None:
    stats = json.loads(run("stats", str(vault), "--json").stdout)
    assert stats["files"] == 4 and stats["sessions"] == 3 and stats["problems"] == 1
    assert stats["kinds"] == {"note": 2, "text": 1}
    assert stats["index_bytes"] > 0 and stats["segments"] >= 1
    problems = json.loads(run("problems", str(vault), "--json").stdout)["problems"]
    assert problems == [{"path": "junk.bin", "stage": "extract", "kind": "binary", "message": "skipped: binary file"}]


def test_verify_then_corruption_then_rebuild(vault: Path, tmp_path: Path, run: Callable[..., Any]) -> None:
    import shutil

    root = tmp_path / "copy"
    shutil.copytree(vault, root)
    ok = run("verify", str(root))
    assert ok.returncode == 0 and "index OK" in ok.stdout
    seg = next((root / ".vaultmem").glob("*.vms"))
    data = bytearray(seg.read_bytes())
    data[len(data) // 2] ^= 0xFF
    seg.write_bytes(bytes(data))
    bad = run("verify", str(root), check=False)
    assert bad.returncode != 0
    assert seg.name in bad.stdout + bad.stderr
    refused = run("search", str(root), "database", "--no-sync", check=False)  # readers refuse it, saying what to do
    assert_one_line_error(refused)
    assert f"`vaultmem index {root}` rebuilds it" in refused.stderr
    fixed = run("index", str(root), "--json")  # a writer discards and rebuilds
    assert "rebuilt" in fixed.stderr
    assert json.loads(fixed.stdout)["sessions"] == 3
    assert run("verify", str(root)).returncode == 0


def test_an_index_from_another_version_is_refused_by_a_reader_and_rebuilt_by_a_writer(
        vault: Path, tmp_path: Path, run: Callable[..., Any]) -> None:
    import shutil

    root = tmp_path / "copy"
    shutil.copytree(vault, root)
    manifest = root / ".vaultmem" / "manifest.json"
    doc = json.loads(manifest.read_text())
    manifest.write_text(json.dumps({**doc, "schema": doc["schema"] - 1}))
    refused = run("search", str(root), "database", "--no-sync", check=False)
    assert_one_line_error(refused)
    assert f"schema {doc['schema'] - 1}, not {doc['schema']}" in refused.stderr and "vaultmem index" in refused.stderr
    synced = run("search", str(root), "database")  # without --no-sync it is the writer: rebuilt, then searched
    assert "notes/" in synced.stdout or "database" in synced.stdout.lower()
    assert json.loads(manifest.read_text())["schema"] == doc["schema"]


def test_python_m_vaultmem_is_the_command_line(vault: Path, tmp_path: Path) -> None:
    """The program itself, once (every other test runs ``cli.main`` in this process): ``python -m vaultmem``
    prints its results and exits 0, and an error is one line on stderr and exit status 2."""
    def program(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "vaultmem", *args], capture_output=True, text=True, timeout=120,
                              env={**os.environ, "PYTHONIOENCODING": "utf-8"}, check=False)

    found = program("search", str(vault), "PostgreSQL database", "--json", "--no-sync")
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)["results"][0]["path"] == "projects/harbor-cache.md"
    missing = program("search", str(tmp_path / "nope"), "database")
    assert missing.returncode == 2
    assert_one_line_error(missing)


def test_missing_folder_is_a_one_line_error(tmp_path: Path, run: Callable[..., Any]) -> None:
    for args in (("index",), ("search",), ("verify",)):
        extra = ("q",) if args == ("search",) else ()
        proc = run(*args, str(tmp_path / "nope"), *extra, check=False)
        assert_one_line_error(proc)
        assert "not found" in proc.stderr


def test_unreadable_index_is_a_one_line_error(vault: Path, tmp_path: Path, run: Callable[..., Any]) -> None:
    import shutil

    root = tmp_path / "copy"
    shutil.copytree(vault, root)
    (root / ".vaultmem" / "manifest.json").write_text("{ this is not json")
    for args in (("search", str(root), "database", "--no-sync"), ("stats", str(root))):
        assert_one_line_error(run(*args, check=False))


def test_bad_arguments_exit_non_zero(vault: Path, run: Callable[..., Any]) -> None:
    assert run("search", str(vault), "x", "--since", "not-a-date", check=False).returncode != 0


def test_verify_a_folder_never_indexed_says_so(tmp_path: Path, run: Callable[..., Any]) -> None:
    """No index yet is not an inconsistency: its own wording and exit code (3), and the folder stays untouched."""
    root = tmp_path / "fresh"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nnot indexed yet\n")
    proc = run("verify", str(root), check=False)
    assert proc.returncode == 3
    assert "no index yet" in proc.stdout and "inconsistent" not in proc.stdout + proc.stderr
    assert not (root / ".vaultmem").exists()


@pytest.fixture(scope="module")
def query_vault(tmp_path_factory, query_files, run: Callable[..., Any]) -> Path:
    from datetime import date

    root = tmp_path_factory.mktemp("cli-query") / "vault"
    for rel, text in query_files(date.today()).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    run("index", str(root))
    return root


def search_paths(run: Callable[..., Any], root: Path, query: str, *extra: str) -> list[str]:
    out = json.loads(run("search", str(root), query, "--json", "-k", "50", "--mode", "bm25", "--no-sync",
                         *extra).stdout)
    return [r["path"] for r in out["results"]]


@pytest.mark.parametrize(("query", "expected"), [
    ('"boiler repair"', {"mail/invoice.eml", "mail/quote.eml", "data/expenses.csv"}),
    ("boiler -invoice", {"chat/boiler.json", "code/boiler.py", "data/expenses.csv"}),
    ('boiler -"boiler repair"', {"chat/boiler.json", "code/boiler.py"}),
    ("furnace OR ryokan", {"notes/furnace.txt", "notes/trip.md", "data/expenses.csv"}),
    ("kind:email", {"mail/invoice.eml", "mail/quote.eml"}),
    ("from:ingrid kind:email", {"mail/invoice.eml"}),
    ("to:ingrid", {"mail/quote.eml"}),
    ("subject:quote", {"mail/quote.eml"}),
    ("title:furnace", {"notes/furnace.txt"}),
    ("in:notes/projects", {"notes/projects/harbor.md"}),
    ("folder:code", {"code/boiler.py"}),
    ("ext:csv", {"data/expenses.csv"}),
    ("tag:travel", {"notes/trip.md"}),
    ("after:2025-11-03 before:2025-11-05 kind:note", {"notes/projects/harbor.md"}),
    ("before:2025-01-01", {"notes/old-harbor.md"}),
    ("on:2025-09", {"mail/quote.eml"}),
    ("on:yesterday", {"journal/yesterday.md"}),
    ("has:attachment", {"mail/invoice.eml"}),
    ("boiler -kind:email -ext:py", {"chat/boiler.json", "data/expenses.csv"}),
])
def test_search_operators(query_vault: Path, query: str, expected: set[str], run: Callable[..., Any]) -> None:
    assert set(search_paths(run, query_vault, query)) == expected


def test_search_sort_by_date_and_filters_alone_list_newest_first(query_vault: Path,
                                                                  run: Callable[..., Any]) -> None:
    listed = search_paths(run, query_vault, "kind:email|note -in:journal")
    assert listed == ["notes/projects/harbor.md", "mail/invoice.eml", "notes/trip.md", "mail/quote.eml",
                      "notes/old-harbor.md"]
    oldest = search_paths(run, query_vault, "kind:email|note -in:journal", "--sort", "oldest")
    assert oldest == list(reversed(listed))
    out = json.loads(run("search", str(query_vault), "boiler", "--json", "--sort", "date", "--no-sync").stdout)
    dates = [r["date"] for r in out["results"]]
    assert dates == sorted(dates, reverse=True) and out["parsed"]["sort"] == "relevance"
    assert search_paths(run, query_vault, "boiler sort:oldest")[0] == "mail/quote.eml"


def test_search_reports_unreadable_operators(query_vault: Path, run: Callable[..., Any]) -> None:
    proc = run("search", str(query_vault), "boiler after:someday kind:hologram", "--no-sync")
    notes = proc.stderr.strip().splitlines()
    assert len(notes) == 2 and notes[0].startswith("vaultmem: after:someday: 'someday' is not a date")
    assert all(line.endswith("searched as words") for line in notes) and "Traceback" not in proc.stderr
    assert "Boiler" in proc.stdout
    parsed = json.loads(run("search", str(query_vault), "boiler kind:email -in:archive after:nope", "--json",
                            "--no-sync").stdout)["parsed"]
    assert [(o["name"], o["negated"], o["problem"] is not None) for o in parsed["operators"]] == [
        ("kind", False, False), ("folder", True, False), ("after", False, True)]
    assert parsed["problems"][0]["text"] == "after:nope"
    assert parsed["canonical"] == "boiler kind:email -folder:archive after:nope"


def test_a_search_loads_only_what_searching_needs(query_vault: Path) -> None:
    """The loading structure that keeps a one-shot search fast (benchmarks/bench_cli.py): a read-only search
    imports none of the writer's machinery, the memory-cue patterns, tiktoken or numpy.ma (np.unique's import)
    and never builds the tokenizer's encoder, whatever operators the query uses and whether it asks for a
    memory; numpy's BLAS is held to one thread."""
    script = (
        "import sys, io, contextlib, os\n"
        "import vaultmem.cli as cli\n"
        "assert 'numpy' not in sys.modules, 'importing the CLI imported numpy'\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    for mode in ('auto', 'bm25'):\n"
        "        for q in ('\"boiler repair\" -draft furnace OR ryokan kind:email|note', 'what did we decide?'):\n"
        "            cli.main(['search', sys.argv[1], q, '--no-sync', '--mode', mode])\n"
        "from vaultmem.text import tokenizer\n"
        "print(os.environ['OPENBLAS_NUM_THREADS'], tokenizer.encoding.cache_info().currsize)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith(('vaultmem', 'tiktoken', 'numpy.ma')))))\n")
    out = subprocess.run([sys.executable, "-c", script, str(query_vault)], capture_output=True, text=True,
                         timeout=120, check=True, env={k: v for k, v in os.environ.items()
                                                       if k != "OPENBLAS_NUM_THREADS"})
    settings, modules = out.stdout.splitlines()
    assert settings == "1 0"
    loaded = set(modules.split())
    assert "vaultmem.retrieval.pipeline" in loaded  # it did search
    for heavy in ("vaultmem.extract.registry", "vaultmem.sync.ingest", "vaultmem.index.writer", "vaultmem.preview",
                  "vaultmem.memory.patterns", "vaultmem.memory.atoms", "vaultmem.watch", "tiktoken", "numpy.ma"):
        assert heavy not in loaded, heavy

"""The command line as a user runs it: ``python -m vaultmem`` in a subprocess, stable ``--json`` output
(docs/cli-json.md), explanation trees that add up, and one-line errors with non-zero exits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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


def run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "NO_COLOR": "1"}
    proc = subprocess.run([sys.executable, "-m", "vaultmem", *args], capture_output=True, text=True, env=env,
                          timeout=120)
    if check and proc.returncode != 0:
        raise AssertionError(f"vaultmem {' '.join(args)} exited {proc.returncode}: {proc.stderr}")
    return proc


def assert_one_line_error(proc: subprocess.CompletedProcess[str]) -> None:
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("vaultmem: error:"), proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.fixture(scope="module")
def vault(tmp_path_factory) -> Path:
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
def test_search_json_schema(vault: Path, mode: str) -> None:
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


def test_search_filters_and_k(vault: Path) -> None:
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "--mode", "bm25",
                         "--folder", "journal").stdout)
    assert [r["path"] for r in doc["results"]] == ["journal/2024-04-02.md"]
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "--kind", "text",
                         "--no-sync").stdout)
    assert [r["path"] for r in doc["results"]] == ["notes/gifts.txt"]
    doc = json.loads(run("search", str(vault), "cello sourdough daniel harbor", "--json", "-k", "1").stdout)
    assert len(doc["results"]) == 1


def test_search_explain_text(vault: Path) -> None:
    out = run("search", str(vault), "PostgreSQL database", "--explain", "--mode", "bm25", "-k", "2").stdout
    assert " 1. Harbor cache design" in out
    assert "bm25" in out and "postgres" in out.lower()


def test_search_without_matches(vault: Path) -> None:
    assert run("search", str(vault), "xylophone", "--mode", "bm25").stdout.strip() == "no results"
    assert json.loads(run("search", str(vault), "xylophone", "--json", "--mode", "bm25").stdout)["results"] == []


def test_stats_and_problems_json(vault: Path) -> None:
    stats = json.loads(run("stats", str(vault), "--json").stdout)
    assert stats["files"] == 4 and stats["sessions"] == 3 and stats["problems"] == 1
    assert stats["kinds"] == {"note": 2, "text": 1}
    assert stats["index_bytes"] > 0 and stats["segments"] >= 1
    problems = json.loads(run("problems", str(vault), "--json").stdout)["problems"]
    assert problems == [{"path": "junk.bin", "stage": "extract", "kind": "binary", "message": "skipped: binary file"}]


def test_verify_then_corruption_then_rebuild(vault: Path, tmp_path: Path) -> None:
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
    assert_one_line_error(run("search", str(root), "database", "--no-sync", check=False))  # readers refuse it
    fixed = run("index", str(root), "--json")  # a writer discards and rebuilds
    assert "rebuilt" in fixed.stderr
    assert json.loads(fixed.stdout)["sessions"] == 3
    assert run("verify", str(root)).returncode == 0


def test_missing_folder_is_a_one_line_error(tmp_path: Path) -> None:
    for args in (("index",), ("search",), ("verify",)):
        extra = ("q",) if args == ("search",) else ()
        proc = run(*args, str(tmp_path / "nope"), *extra, check=False)
        assert_one_line_error(proc)
        assert "not found" in proc.stderr


def test_unreadable_index_is_a_one_line_error(vault: Path, tmp_path: Path) -> None:
    import shutil

    root = tmp_path / "copy"
    shutil.copytree(vault, root)
    (root / ".vaultmem" / "manifest.json").write_text("{ this is not json")
    for args in (("search", str(root), "database", "--no-sync"), ("stats", str(root))):
        assert_one_line_error(run(*args, check=False))


def test_bad_arguments_exit_non_zero(vault: Path) -> None:
    assert run("search", str(vault), "x", "--since", "not-a-date", check=False).returncode != 0


def test_verify_a_folder_never_indexed_says_so(tmp_path: Path) -> None:
    """No index yet is not an inconsistency: its own wording and exit code (3), and the folder stays untouched."""
    root = tmp_path / "fresh"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nnot indexed yet\n")
    proc = run("verify", str(root), check=False)
    assert proc.returncode == 3
    assert "no index yet" in proc.stdout and "inconsistent" not in proc.stdout + proc.stderr
    assert not (root / ".vaultmem").exists()

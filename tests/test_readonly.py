"""Read-only vaults (an archive, a read-only mounted volume): search and export use the existing index as it is,
``index`` says plainly that the vault is read-only, ``--index-dir`` keeps an index elsewhere, and searching a
vault that was never indexed says "no index" rather than "no results"."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vaultmem import Vault
from vaultmem.index import folder

NOTE = "# Harbor\n\nThe harbor cache stays in Redis.\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "harbor.md").write_text(NOTE)
    return root


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a read-only file system answers every write with (root writes anywhere, so it is simulated)."""
    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "mkdir", refuse)
    monkeypatch.setattr(folder, "open_lock", refuse)


def test_search_and_export_use_the_existing_index_without_complaint(root: Path, monkeypatch,
                                                                   cli: Callable[..., Any]) -> None:
    assert cli("index", root).returncode == 0
    (root / "later.md").write_text("# Later\n\nharbor lights\n")  # changed since: cannot be indexed, not an error
    read_only(monkeypatch)
    found = cli("search", root, "harbor redis")
    assert found.returncode == 0
    assert "harbor.md" in found.stdout and found.stderr == ""
    exported = cli("export", root, "harbor redis")
    assert exported.returncode == 0
    assert "Redis" in exported.stdout and "error" not in exported.stderr
    refused = cli("index", root)
    assert refused.returncode == 2
    err = refused.stderr
    assert "the vault is read-only" in err and "--index-dir" in err and len(err.strip().splitlines()) == 1


def test_searching_a_vault_never_indexed_says_no_index(root: Path, monkeypatch, cli: Callable[..., Any]) -> None:
    unindexed = cli("search", root, "harbor", "--no-sync")
    assert unindexed.returncode == 2
    assert "no index" in unindexed.stderr and "vaultmem index" in unindexed.stderr
    read_only(monkeypatch)
    unindexed = cli("search", root, "harbor")
    assert unindexed.returncode == 2
    assert "no index" in unindexed.stderr


def test_index_dir_keeps_the_index_outside_the_vault(root: Path, tmp_path: Path, cli: Callable[..., Any]) -> None:
    elsewhere = tmp_path / "index"
    unindexed = cli("search", root, "harbor", "--index-dir", elsewhere, "--no-sync")
    assert f"run `vaultmem index {root} --index-dir {elsewhere}` first" in unindexed.stderr  # the command that helps
    assert cli("index", root, "--index-dir", elsewhere).returncode == 0
    assert not (root / ".vaultmem").exists() and (elsewhere / "manifest.json").is_file()
    found = cli("search", root, "harbor", "--index-dir", elsewhere, "--no-sync")
    assert found.returncode == 0
    assert "harbor.md" in found.stdout
    with Vault.open(root, readonly=True, index_dir=elsewhere) as v:
        assert [r.path for r in v.search("redis", mode="bm25")] == ["harbor.md"]
    inside = cli("index", root, "--index-dir", root / "sub")  # inside the vault: refused
    assert inside.returncode == 2
    assert "inside the vault" in inside.stderr

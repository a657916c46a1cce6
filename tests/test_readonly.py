"""Read-only vaults (an archive, a read-only mounted volume): search and export use the existing index as it is,
``index`` says plainly that the vault is read-only, ``--index-dir`` keeps an index elsewhere, and searching a
vault that was never indexed says "no index" rather than "no results"."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.cli import main
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


def test_search_and_export_use_the_existing_index_without_complaint(root: Path, monkeypatch, capsys) -> None:
    assert main(["index", str(root)]) == 0
    (root / "later.md").write_text("# Later\n\nharbor lights\n")  # changed since: cannot be indexed, not an error
    capsys.readouterr()
    read_only(monkeypatch)
    assert main(["search", str(root), "harbor redis"]) == 0
    out, err = capsys.readouterr()
    assert "harbor.md" in out and err == ""
    assert main(["export", str(root), "harbor redis"]) == 0
    out, err = capsys.readouterr()
    assert "Redis" in out and "error" not in err
    assert main(["index", str(root)]) == 2
    _, err = capsys.readouterr()
    assert "the vault is read-only" in err and "--index-dir" in err and len(err.strip().splitlines()) == 1


def test_searching_a_vault_never_indexed_says_no_index(root: Path, monkeypatch, capsys) -> None:
    assert main(["search", str(root), "harbor", "--no-sync"]) == 2
    _, err = capsys.readouterr()
    assert "no index" in err and "vaultmem index" in err
    read_only(monkeypatch)
    assert main(["search", str(root), "harbor"]) == 2
    _, err = capsys.readouterr()
    assert "no index" in err


def test_index_dir_keeps_the_index_outside_the_vault(root: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    elsewhere = tmp_path / "index"
    assert main(["index", str(root), "--index-dir", str(elsewhere)]) == 0
    assert not (root / ".vaultmem").exists() and (elsewhere / "manifest.json").is_file()
    assert main(["search", str(root), "harbor", "--index-dir", str(elsewhere), "--no-sync"]) == 0
    assert "harbor.md" in capsys.readouterr().out
    with Vault.open(root, readonly=True, index_dir=elsewhere) as v:
        assert [r.path for r in v.search("redis", mode="bm25")] == ["harbor.md"]
    assert main(["index", str(root), "--index-dir", str(root / "sub")]) == 2  # inside the vault: refused
    assert "inside the vault" in capsys.readouterr().err

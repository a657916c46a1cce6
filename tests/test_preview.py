"""An index from someone else (preview.py, export, ``Vault.file_path``, verify): an index with valid checksums whose
records name files outside the vault must not make VaultMem read, print or open them; verify names such records."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vaultmem import PreviewUnavailable, UnsafePath, Vault
from vaultmem.extract import Limits, default_registry
from vaultmem.sync.ingest import ReadFile, assemble, ingest_files
from vaultmem.sync.walker import FileStat

OUTSIDE = "# Credentials\n\nroot:x:0:0 the zanzibar passphrase is hunter2\n"
DECOY = "# Meeting notes\n\nWe talked about the zanzibar trip budget.\n"


def craft(root: Path, stored: list[str]) -> None:
    """Commit, through the real writer, records whose paths are ``stored`` (an attacker's index has valid
    checksums); each record's text is harmless, so anything from outside in the output came from a file read."""
    data = DECOY.encode()
    files = [ReadFile(FileStat(p, len(data), 0), data, hashlib.sha256(data).hexdigest()) for p in stored]
    builder, _ = assemble(ingest_files(files, default_registry(), Limits()))
    with Vault.open(root) as v:
        v._commit(builder.arrays(), [])


@pytest.fixture
def crafted(tmp_path: Path) -> tuple[Path, Path, list[str]]:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "passwd.md").write_text(OUTSIDE)
    root = tmp_path / "vault"
    root.mkdir()
    (root / "inside.md").write_text("# Inside\n\nordinary\n")
    (root / "link").symlink_to(outside, target_is_directory=True)
    stored = [str(outside / "passwd.md"), "../outside/passwd.md", "link/passwd.md", "notes/../../outside/passwd.md"]
    craft(root, stored)
    return root, outside, stored


def test_preview_and_open_refuse_paths_outside_the_vault(crafted) -> None:
    root, _, stored = crafted
    with Vault.open(root, readonly=True) as v:
        results = v.search("zanzibar", 10, mode="bm25")
        assert sorted(r.path for r in results) == sorted(stored)
        for r in results:
            with pytest.raises(PreviewUnavailable, match="refusing"):
                v.preview(r.session_id)
            with pytest.raises(UnsafePath):
                v.file_path(r.path)
        assert v.file_path("inside.md") == root / "inside.md"


def test_export_of_a_crafted_index_prints_nothing_from_outside(crafted) -> None:
    root, _, _ = crafted
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.run([sys.executable, "-m", "vaultmem", "export", str(root), "zanzibar", "--no-sync"],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "zanzibar trip" in proc.stdout  # the results are exported from the index's own text ...
    for secret in ("Credentials", "root:x", "hunter2"):  # ... never from the files their paths name
        assert secret not in proc.stdout + proc.stderr


def test_verify_reports_records_with_paths_outside_the_vault(crafted) -> None:
    root, _, stored = crafted
    with Vault.open(root, readonly=True) as v:
        issues = v.verify()
    for path in stored:
        assert any(repr(path) in line and "refused" in line for line in issues), (path, issues)


def test_preview_reads_the_file_the_path_names_inside_the_vault(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nkelp forest\n")
    with Vault.open(root) as v:
        v.sync()
        hit = v.search("kelp", mode="bm25")[0]
        assert "kelp forest" in v.preview(hit.session_id).text
        (root / "a.md").unlink()
        os.mkfifo(root / "a.md")  # replaced by a FIFO: refused at once, no hang
        with pytest.raises(PreviewUnavailable, match="not a regular file"):
            v.preview(hit.session_id)

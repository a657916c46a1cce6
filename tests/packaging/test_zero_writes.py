"""Nothing written outside the vault and no network, for the installed programs (this virtual environment):
``vaultmem index``, ``search``, ``export`` and the desktop app opening a vault, searching and copying context.

Each runs in the ``private_run`` harness (tests/conftest.py): HOME, TMPDIR, XDG_* and the working folder are
empty read-only folders that must stay empty, and the write audit records every process, the ingest workers
and the app's indexer process included. The bundle gets the same treatment in test_bundle.py.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from pathlib import Path

import pytest

QUERY = "boiler repair"


@pytest.fixture
def sample_vault(tmp_path: Path) -> Path:
    from vaultmem_resources import SAMPLE_VAULT

    vault = tmp_path / "vault"
    shutil.copytree(SAMPLE_VAULT, vault, ignore=shutil.ignore_patterns(".vaultmem"))
    return vault


def contents(vault: Path) -> dict[str, str]:
    """The vault's own files (not the index) by content, to show they were only read."""
    return {str(p.relative_to(vault)): hashlib.sha256(p.read_bytes()).hexdigest() for p in vault.rglob("*")
            if p.is_file() and ".vaultmem" not in p.relative_to(vault).parts}


def test_the_cli_writes_only_inside_the_vault(sample_vault: Path, private_run) -> None:
    before = contents(sample_vault)
    env = private_run.env(dict(os.environ), python=True)
    cli = [sys.executable, "-m", "vaultmem"]
    private_run.run([*cli, "index", sample_vault], env)
    found = private_run.run([*cli, "search", sample_vault, QUERY, "--json"], env)
    assert '"results"' in found.stdout
    out = private_run.run([*cli, "export", sample_vault, QUERY, "--budget", "500"], env)
    assert out.stdout.strip()
    assert private_run.violations(sample_vault) == []
    assert contents(sample_vault) == before


@pytest.mark.parametrize("portable", [True, False], ids=["portable", "default"])
def test_the_app_writes_only_inside_the_vault(sample_vault: Path, private_run, tmp_path: Path,
                                              portable: bool) -> None:
    before = contents(sample_vault)
    shot = tmp_path / "shots"
    shot.mkdir()
    cmd = [sys.executable, "-m", "vaultmem_ui", sample_vault, "--screenshot", shot / "app.png", "--query", QUERY,
           "--copy-context", *(["--portable"] if portable else [])]
    private_run.run(cmd, private_run.env(dict(os.environ), python=True))
    assert (shot / "app.png").stat().st_size > 10_000
    assert private_run.violations(sample_vault) == []
    assert contents(sample_vault) == before
    index = sample_vault / ".vaultmem"
    assert (index / "app.json").is_file()  # the export budget, saved when the context was copied
    assert (index / "logs").is_dir()
    assert (index / "recent.json").is_file() == portable

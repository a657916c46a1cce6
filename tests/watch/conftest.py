from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem.vault import Vault
from vaultmem.watch import VaultWatcher, WatchConfig


@pytest.fixture
def vault_dir(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    (root / "notes").mkdir(parents=True)
    (root / "notes" / "db.md").write_text("# Database\n\nWe decided to keep postgres and drop redis.\n")
    (root / "notes" / "gifts.md").write_text("# Gifts\n\nMy brother wants a new bicycle helmet.\n")
    return root


@pytest.fixture(params=["native", "polling"])
def observer_mode(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def watching(vault_dir: Path, observer_mode: str):
    vault = Vault.open(vault_dir)
    config = WatchConfig(observer=observer_mode, quiet_seconds=0.1, max_delay_seconds=1.0, poll_seconds=0.1,
                         retry_seconds=0.1)
    watcher = VaultWatcher(vault, config).start()
    assert watcher.wait_for(lambda: watcher.batches >= 1, 20.0)  # the start-up reconciliation
    yield vault, watcher
    watcher.stop()
    vault.close()


@pytest.fixture
def live():
    """Indexed paths of a vault's current snapshot."""
    return lambda vault: set(vault.snapshot().live_files())


@pytest.fixture
def hits():
    """Paths BM25 returns for a query (only sessions that contain a query term)."""
    return lambda vault, query: [r.path for r in vault.search(query, 10, mode="bm25")]

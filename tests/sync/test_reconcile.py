"""The sync loop's own controls: a cancelled sync keeps what it committed and says so; the next sync finishes
the rest; a sync that leaves settling to its caller is searchable before it is durable."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from vaultmem import SyncProgress, Vault
from vaultmem.sync import reconcile


def test_a_cancelled_sync_keeps_its_committed_batches(tmp_path: Path, write_vault, corpus,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    files = corpus(12, 40)
    root = write_vault(tmp_path / "v", files)
    monkeypatch.setattr(reconcile, "BATCH_FILES", 3)
    cancel = threading.Event()

    def stop_after_first_commit(p: SyncProgress) -> None:
        if p.phase == "commit":
            cancel.set()

    with Vault.open(root) as v:
        report = v.sync(stop_after_first_commit, cancel=cancel)
        assert report.cancelled
        committed = set(v.snapshot().live_files())
        assert 0 < len(committed) < len(files)
        assert set(report.added) == committed  # the report names exactly what was committed
        rest = v.sync()
        assert not rest.cancelled
        assert set(rest.added) == set(files) - committed
        assert set(v.snapshot().live_files()) == set(files)


def test_a_sync_that_is_never_cancelled_reports_everything(tmp_path: Path, write_vault, corpus) -> None:
    files = corpus(5, 30)
    with Vault.open(write_vault(tmp_path / "v", files)) as v:
        report = v.sync(cancel=threading.Event())
    assert not report.cancelled and set(report.added) == set(files)

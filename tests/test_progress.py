"""Sync progress (vault.SyncProgress, progress.py): the rate and the ETA measure bytes extracted and tokenised,
never the fast reading of files (which once showed "70,252 files/s · ETA 0 s" while nothing was searchable)."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem import IngestRate, SyncProgress, Vault
from vaultmem.sync import ingest, workers


def test_ingest_progress_never_runs_ahead_of_extraction(tmp_path: Path, write_vault, corpus,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    extracted = [0, 0]  # files, bytes whose rows are built
    real = ingest.ingest_files

    def counted(files, registry, limits):
        rows = real(files, registry, limits)
        extracted[0] += len(files)
        extracted[1] += sum(rf.stat.size for rf in files)
        return rows

    events: list[SyncProgress] = []

    def progress(p: SyncProgress) -> None:
        if p.phase == "ingest":
            assert p.done <= extracted[0] and p.bytes_done <= extracted[1], (p, extracted)
        events.append(p)

    monkeypatch.setattr(workers, "ingest_files", counted)  # where a batch's slices look it up
    monkeypatch.setattr(workers, "SLICE_BYTES", 2048)
    root = write_vault(tmp_path / "v", corpus(40, 120))
    sizes = [p.stat().st_size for p in root.rglob("*") if p.is_file()]
    with Vault.open(root) as vault:
        vault.sync(progress)
    steps = [p for p in events if p.phase == "ingest"]
    assert len(steps) > 3  # slice by slice, not once per batch
    assert [p.bytes_done for p in steps] == sorted(p.bytes_done for p in steps)
    assert (steps[-1].done, steps[-1].total) == (len(sizes), len(sizes))
    assert steps[-1].bytes_done == steps[-1].bytes_total == sum(sizes)
    assert [p.done for p in events if p.phase == "read"][-1] == len(sizes)


def test_rate_and_eta_come_from_ingested_bytes() -> None:
    meter = IngestRate()
    total = 10_000_000
    for i in range(1, 1001):  # a thousand files read in a millisecond: no rate to claim yet
        assert meter.update(SyncProgress("read", i, 1000, bytes_total=total), i * 1e-6) == (0.0, 0.0)
    rate, eta = meter.update(SyncProgress("ingest", 100, 1000, bytes_done=2_000_000, bytes_total=total), 2.0)
    assert rate == pytest.approx(1_000_000, rel=1e-3)
    assert eta == pytest.approx(8.0, rel=1e-3)


def test_the_progress_bar_writes_to_stderr_as_it_is_when_made(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not to the stderr of when the module was imported: the CLI also runs in-process, where it is replaced (a
    closed capture of an earlier test made `vaultmem index` fail with 'I/O operation on closed file')."""
    import io
    import sys

    from vaultmem.progress import ProgressBar

    now = io.StringIO()
    monkeypatch.setattr(sys, "stderr", now)
    assert ProgressBar().stream is now

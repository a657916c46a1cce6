"""fsync_files: every file is fsynced, all at the same time (that is what lets them share a journal commit),
and a failure of any of them reaches the caller."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from vaultmem.index import durable


def files(tmp_path: Path, n: int) -> list[Path]:
    out = []
    for i in range(n):
        out.append(tmp_path / f"f{i}")
        out[-1].write_bytes(b"x" * i)
    return out


def test_files_are_fsynced_concurrently(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = files(tmp_path, 3)
    together = threading.Barrier(len(paths), timeout=30)  # serial fsyncs would never all be waiting at once
    synced: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}") if os.path.isdir("/proc/self/fd") else str(fd))
        together.wait()
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    durable.fsync_files(paths)
    assert len(synced) == 3
    if os.path.isdir("/proc/self/fd"):
        assert sorted(synced) == sorted(str(p.resolve()) for p in paths)


@pytest.mark.parametrize("bad", [0, 1])
def test_a_failing_fsync_is_raised(tmp_path: Path, bad: int) -> None:
    paths = files(tmp_path, 2)
    paths[bad] = tmp_path / "missing"
    with pytest.raises(FileNotFoundError):
        durable.fsync_files(paths)

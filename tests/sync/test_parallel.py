"""Ingest workers under limits (sync/parallel.py, sync/ingest.py): a slice whose worker dies is never run again
on the sync's own thread; the file that killed the worker becomes a problem record and the rest of the batch is
indexed; a worker's memory is capped; a worker stuck in C code past its deadline is ended."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.sync import workload
from vaultmem.extract import Limits
from vaultmem.sync import ingest
from vaultmem.sync.parallel import Shared, SharedPool
from vaultmem.sync.walker import walk

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="memory and CPU limits are Linux's")


@pytest.fixture
def worker_only(monkeypatch: pytest.MonkeyPatch) -> SharedPool:
    """One hardened worker that takes every slice (the caller steals none), as ingest's pool."""
    pool = SharedPool(1, idle_seconds=0.1, initializer=ingest.harden_worker)
    monkeypatch.setattr(Shared, "steal", lambda self: False)
    monkeypatch.setattr(ingest, "WORKERS", pool)
    monkeypatch.setattr(ingest, "PARALLEL_MIN_BYTES", 1)
    monkeypatch.setattr(ingest, "SLICE_BYTES", 2048)
    yield pool
    pool.shutdown()


def test_a_slice_whose_worker_died_goes_to_isolate_not_to_the_caller(worker_only: SharedPool) -> None:
    isolated: list[int] = []
    shared = worker_only.submit(workload.die, [(i,) for i in range(3)], isolate=lambda i: isolated.append(i) or -1)
    assert shared.results() == [-1, -1, -1]  # the old pool ran ``die`` here: the caller would have died
    assert isolated == [0, 1, 2]


def batch(root: Path, names: list[str]) -> list[ingest.ReadFile]:
    root.mkdir()
    for i in range(12):
        (root / f"note-{i:02d}.md").write_text(f"# Note {i}\n\n" + "kelp forest survey notes. " * 60)
    for name in names:
        (root / name).write_text("whatever is in it\n")
    return [ingest.read_file(root, st, Limits()) for st in sorted(walk(root).values(), key=lambda s: s.path)]


def test_files_that_kill_or_exhaust_their_worker_are_problems(tmp_path: Path, worker_only: SharedPool) -> None:
    files = batch(tmp_path / "v", ["note-05-x.kill", "note-09-y.hog"])
    builder, problems = ingest.build_segment(files, workload.registry(), Limits())
    kinds = {p.path: (p.kind, p.message) for p in problems}
    assert kinds["note-05-x.kill"][0] == "crashed"
    assert kinds["note-09-y.hog"][0] == "parse" and "MemoryError" in kinds["note-09-y.hog"][1]
    assert len(kinds) == 2
    assert [f.path for f in builder.files] == [rf.stat.path for rf in files]  # every file has its row
    assert sum(1 for s in builder.sessions if s.path.startswith("note-") and s.path.endswith(".md")) == 12


def test_a_worker_stuck_in_c_code_is_ended_by_the_backstop(tmp_path: Path, worker_only: SharedPool) -> None:
    """``sum(range(10**15))`` never looks at signals, so the deadline's exception cannot reach it; the CPU-time
    timer ends the worker (2 × 0.2 s + 1 s of CPU), twice (the slice is retried once), and the file is skipped."""
    files = batch(tmp_path / "v", ["stuck.stall"])
    limits = Limits(seconds_per_file=0.2, seconds_per_mb=0)
    _, problems = ingest.build_segment(files, workload.registry(), limits)
    assert [(p.path, p.kind) for p in problems] == [("stuck.stall", "crashed")]

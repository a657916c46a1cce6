"""Ingest worker processes (sync/workers.py): the same segment whether a batch runs on this thread or is shared
with a worker, bad files as problem records in both paths, batches pipelined with commits, and workers that
belong to the vault that writes (started by its large syncs, ended by its ``close``)."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.extract import Limits, default_registry
from vaultmem.index.live import LiveIndex
from vaultmem.sync import ingest, reconcile, workers
from vaultmem.sync.parallel import SharedPool
from vaultmem.sync.workers import IngestWorkers, build_segment, slice_by_bytes, warm_worker


def rows(builder) -> tuple:
    """Everything a segment is written from, as comparable values."""
    chunks = [(c.session, c.tokens.tolist(), c.terms.tolist(), c.char_start, c.char_end, c.user_authored,
               c.metadata) for c in builder.chunks]
    sessions = [(s.file, s.id, s.kind, s.title, s.path, s.date_iso, s.metadata, [f.tolist() for f in s.fields])
                for s in builder.sessions]
    extra = {k: v.tolist() for k, v in builder.extra.items()}
    return builder.files, sessions, chunks, extra


def owned_by_vaults(monkeypatch: pytest.MonkeyPatch, **kw) -> list[IngestWorkers]:
    """Every ``IngestWorkers`` the vaults opened from now on create, made with ``kw``."""
    made: list[IngestWorkers] = []

    def make() -> IngestWorkers:
        made.append(IngestWorkers(**kw))
        return made[-1]

    monkeypatch.setattr(reconcile, "IngestWorkers", make)  # where the syncer looks it up
    return made


def test_shared_batch_equals_serial(batch: list[ingest.ReadFile]) -> None:
    registry, limits = default_registry(), Limits()
    serial, serial_problems = ingest.assemble(ingest.ingest_files(batch, registry, limits))
    workers = IngestWorkers(1, idle_seconds=0.1, min_bytes=1, slice_bytes=2048)  # many slices: both sides take some
    try:
        assert workers.pool.start(), "a worker process should start on this machine"
        shared, shared_problems = build_segment(batch, registry, limits, workers)
    finally:
        workers.close()
    assert workers.pool.worker_slices > 0 and workers.pool.worker_slices < len(slice_by_bytes(batch, 2048))
    assert rows(shared) == rows(serial)
    assert shared_problems == serial_problems
    assert {p.path for p in serial_problems} >= {"bad/binary.md", "bad/truncated.json"}
    assert len(serial.extra["atom.chunk"]) > 0, "the sample vault states facts about its owner"


def test_slices_cover_the_batch_in_order(batch: list[ingest.ReadFile]) -> None:
    slices = slice_by_bytes(batch, 4096)
    assert [rf for part in slices for rf in part] == batch
    assert all(sum(len(rf.data or b"") for rf in part) <= 4096 or len(part) == 1 for part in slices)


def test_sync_starts_the_worker_early_only_for_large_changes(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sync whose changed files reach ``min_bytes`` starts the worker before reading them (its imports overlap
    the reads); an everyday small sync never spawns a process."""
    made = owned_by_vaults(monkeypatch, processes=0)  # no processes: the batch itself runs here
    warmed: list[object] = []
    monkeypatch.setattr(SharedPool, "prewarm", lambda pool, warm: warmed.append(warm))
    root = tmp_path / "v"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nsmall note about the harbor\n", encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        assert warmed == []
        made[0].min_bytes = 64
        (root / "b.md").write_text("# B\n\n" + "a longer note about the harbor cache. " * 4, encoding="utf-8")
        v.sync()
        assert warmed == [warm_worker]


def test_a_vault_ends_its_workers_when_it_closes(tmp_path: Path, write_vault, corpus,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The workers are the writing vault's: made by its first sync, alive between its syncs, gone (not left to an
    idle timer or to the interpreter's exit) once it is closed; a read-only vault never makes any."""
    made = owned_by_vaults(monkeypatch, processes=1, min_bytes=1, slice_bytes=1024)
    root = write_vault(tmp_path / "v", corpus(20, 200))
    with Vault.open(root) as v:
        v.sync()
        pid = made[0].pool.call(os.getpid)
        assert pid != os.getpid() and pid in {p.pid for p in multiprocessing.active_children()}
    assert pid not in {p.pid for p in multiprocessing.active_children()}
    with Vault.open(root, readonly=True) as reader:
        assert reader.search("harbor")
    assert len(made) == 1


def _run_in_daemon(out) -> None:
    pool = SharedPool(1, idle_seconds=0.1)
    pool.prewarm(warm_worker)
    out.put(pool.run(divmod, [(7, 2), (9, 4), (11, 5)]))


def test_pool_in_a_daemonic_process_does_the_work_itself() -> None:
    """The app's indexer runs as a daemonic child, which may not start processes: prewarm is a no-op and every
    slice runs in that process instead of the sync failing."""
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    child = ctx.Process(target=_run_in_daemon, args=(out,), daemon=True)
    child.start()
    child.join(120)
    assert child.exitcode == 0  # the old pool raised "daemonic processes are not allowed to have children"
    assert out.get(timeout=10) == [(3, 1), (2, 1), (2, 1)]


def test_sync_ingests_the_next_batch_while_committing_one(tmp_path: Path, write_vault, corpus,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Batch N + 1 is with the worker before batch N is committed, and the index equals a one-thread build."""
    files = corpus(60, 200)
    events: list[str] = []
    pending, commit = workers.PendingSegment, LiveIndex.commit

    def start(files_: list, *a):
        events.append(f"start {files_[0].stat.path}")
        return pending(files_, *a)

    def committed(self, arrays, deletes):
        events.append("commit")
        return commit(self, arrays, deletes)

    monkeypatch.setattr(reconcile, "BATCH_BYTES", 4096)
    made = owned_by_vaults(monkeypatch, processes=1, idle_seconds=0.1, min_bytes=1, slice_bytes=1024)
    monkeypatch.setattr(reconcile, "PendingSegment", start)  # where the sync looks it up
    monkeypatch.setattr(LiveIndex, "commit", committed)
    with Vault.open(write_vault(tmp_path / "shared", files)) as v:
        v.sync()
        shared = [(r.session_id, round(r.score, 9)) for q in ("harbor cache", "budget") for r in v.search(q)]
    assert made[0].pool.worker_slices > 0
    assert events.count("commit") >= 3 and events[:3] == [events[0], events[1], "commit"]  # start, start, commit
    owned_by_vaults(monkeypatch, processes=0, min_bytes=1, slice_bytes=1024)
    with Vault.open(write_vault(tmp_path / "serial", files)) as v:
        v.sync()
        assert [(r.session_id, round(r.score, 9)) for q in ("harbor cache", "budget") for r in v.search(q)] == shared


def test_a_failed_commit_releases_the_batch_after_it(tmp_path: Path, write_vault, corpus,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem.errors import IndexWriteError

    monkeypatch.setattr(reconcile, "BATCH_BYTES", 4096)
    made = owned_by_vaults(monkeypatch, processes=0, min_bytes=1)

    def fail(self, arrays, deletes):
        raise IndexWriteError("disk full")

    monkeypatch.setattr(LiveIndex, "commit", fail)
    with Vault.open(write_vault(tmp_path / "v", corpus(30, 200))) as v, pytest.raises(IndexWriteError):
        v.sync()
    assert made[0].pool._users == 0  # the pending batch was discarded, so the pool can shut down when idle

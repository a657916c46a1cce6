"""Ingest rows (sync/ingest.py): the same segment whether a batch runs on this thread or is shared with a worker
process, chunk terms equal to the whole-string rule, bad files as problem records in both paths."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from vaultmem.extract import Limits, default_registry
from vaultmem.sync import ingest
from vaultmem.sync.parallel import Shared, SharedPool
from vaultmem.sync.walker import walk
from vaultmem.text import tokenizer
from vaultmem.text.terms import term_ids

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"


def read_batch(root: Path) -> list[ingest.ReadFile]:
    limits = Limits()
    return [ingest.read_file(root, st, limits) for st in sorted(walk(root).values(), key=lambda s: s.path)]


@pytest.fixture
def batch(tmp_path: Path, write_vault, corpus) -> list[ingest.ReadFile]:
    files: dict[str, str | bytes] = {**corpus(5, 40), "bad/binary.md": b"\x00\x01\x02" * 400,
                                     "bad/broken.ics": "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:nonsense\n",
                                     "bad/truncated.json": '[{"role": "user", "content": "I decided'}
    for path in sorted(SAMPLE_VAULT.rglob("*")):
        if path.is_file():
            files[f"sample/{path.relative_to(SAMPLE_VAULT).as_posix()}"] = path.read_bytes()
    return read_batch(write_vault(tmp_path / "vault", files))


def rows(builder) -> tuple:
    """Everything a segment is written from, as comparable values."""
    chunks = [(c.session, c.tokens.tolist(), c.terms.tolist(), c.char_start, c.char_end, c.user_authored,
               c.metadata) for c in builder.chunks]
    sessions = [(s.file, s.id, s.kind, s.title, s.path, s.date_iso, s.metadata, [f.tolist() for f in s.fields])
                for s in builder.sessions]
    extra = {k: v.tolist() for k, v in builder.extra.items()}
    return builder.files, sessions, chunks, extra


def test_shared_batch_equals_serial(batch: list[ingest.ReadFile], monkeypatch: pytest.MonkeyPatch) -> None:
    registry, limits = default_registry(), Limits()
    serial, serial_problems = ingest.assemble(ingest.ingest_files(batch, registry, limits))
    monkeypatch.setattr(ingest, "PARALLEL_MIN_BYTES", 1)
    monkeypatch.setattr(ingest, "SLICE_BYTES", 2048)  # many slices: workers and this thread both take some
    pool = SharedPool(1, idle_seconds=0.1)
    monkeypatch.setattr(ingest, "WORKERS", pool)
    try:
        assert pool.start(), "a worker process should start on this machine"
        shared, shared_problems = ingest.build_segment(batch, registry, limits)
    finally:
        pool.shutdown()
    assert pool.worker_slices > 0 and pool.worker_slices < len(ingest.slice_by_bytes(batch, 2048))
    assert rows(shared) == rows(serial)
    assert shared_problems == serial_problems
    assert {p.path for p in serial_problems} >= {"bad/binary.md", "bad/truncated.json"}
    assert len(serial.extra["atom.chunk"]) > 0, "the sample vault states facts about its owner"


def test_chunk_terms_equal_the_whole_string_rule(batch: list[ingest.ReadFile]) -> None:
    """Context terms are computed once per heading path and joined to the text's: exactly the terms (and raw
    tokens) of the rule as stated, ``term_ids(f"{context}\\n{text}")`` per chunk (as multisets: BM25 counts)."""
    registry, limits = default_registry(), Limits()
    builder, _ = ingest.assemble(ingest.ingest_files(batch, registry, limits))
    expected_terms, expected_tokens = [], []
    for rf in batch:
        if rf.data is None:
            continue
        for s in registry.extract(rf.stat.path, rf.data, datetime.fromtimestamp(0).astimezone(), limits).sessions:
            for c in s.chunks:
                expected_terms.append(sorted(term_ids(f"{ingest.chunk_context(c.metadata)}\n{c.text}").tolist()))
                expected_tokens.append(tokenizer.encode(c.text))
    assert len(expected_terms) > 50
    assert [sorted(c.terms.tolist()) for c in builder.chunks] == expected_terms
    assert [c.tokens.tolist() for c in builder.chunks] == expected_tokens


def test_slices_cover_the_batch_in_order(batch: list[ingest.ReadFile]) -> None:
    slices = ingest.slice_by_bytes(batch, 4096)
    assert [rf for part in slices for rf in part] == batch
    assert all(sum(len(rf.data or b"") for rf in part) <= 4096 or len(part) == 1 for part in slices)


def test_pool_runs_slices_here_when_workers_cannot_take_them() -> None:
    """A function that does not pickle cannot reach a worker: every slice still runs, in order."""
    pool = SharedPool(1, idle_seconds=0.1)
    try:
        assert pool.run(lambda x, y: x * y, [(i, 2) for i in range(20)]) == [i * 2 for i in range(20)]
    finally:
        pool.shutdown()
    assert SharedPool(0).run(divmod, [(7, 2), (9, 4)]) == [(3, 1), (2, 1)]


def test_sync_starts_the_worker_early_only_for_large_changes(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sync whose changed files reach PARALLEL_MIN_BYTES starts the worker before reading them (its imports
    overlap the reads); an everyday small sync never spawns a process."""
    from vaultmem import Vault

    warmed: list[object] = []
    pool = SharedPool(0)  # no processes: the batch itself runs here
    monkeypatch.setattr(pool, "prewarm", warmed.append)
    monkeypatch.setattr(ingest, "WORKERS", pool)
    root = tmp_path / "v"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nsmall note about the harbor\n", encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        assert warmed == []
        monkeypatch.setattr(ingest, "PARALLEL_MIN_BYTES", 64)
        (root / "b.md").write_text("# B\n\n" + "a longer note about the harbor cache. " * 4, encoding="utf-8")
        v.sync()
        assert warmed == [ingest.warm_worker]


def _run_in_daemon(out) -> None:
    pool = SharedPool(1, idle_seconds=0.1)
    pool.prewarm(ingest.warm_worker)
    out.put(pool.run(divmod, [(7, 2), (9, 4), (11, 5)]))


def test_pool_in_a_daemonic_process_does_the_work_itself() -> None:
    """The app's indexer runs as a daemonic child, which may not start processes: prewarm is a no-op and every
    slice runs in that process instead of the sync failing."""
    import multiprocessing

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
    from vaultmem import Vault
    from vaultmem import vault as vault_mod

    files = corpus(60, 200)
    events: list[str] = []
    pending, commit = ingest.PendingSegment, vault_mod.Vault._commit

    def start(files_: list, *a):
        events.append(f"start {files_[0].stat.path}")
        return pending(files_, *a)

    def committed(self, arrays, deletes):
        events.append("commit")
        return commit(self, arrays, deletes)

    monkeypatch.setattr(vault_mod, "BATCH_BYTES", 4096)
    monkeypatch.setattr(ingest, "PARALLEL_MIN_BYTES", 1)
    monkeypatch.setattr(ingest, "SLICE_BYTES", 1024)
    pool = SharedPool(1, idle_seconds=0.1)
    monkeypatch.setattr(ingest, "WORKERS", pool)
    monkeypatch.setattr(ingest, "PendingSegment", start)  # where the sync looks it up
    monkeypatch.setattr(vault_mod.Vault, "_commit", committed)
    try:
        with Vault.open(write_vault(tmp_path / "shared", files)) as v:
            v.sync()
            shared = [(r.session_id, round(r.score, 9)) for q in ("harbor cache", "budget") for r in v.search(q)]
    finally:
        pool.shutdown()
    assert pool.worker_slices > 0
    assert events.count("commit") >= 3 and events[:3] == [events[0], events[1], "commit"]  # start, start, commit
    monkeypatch.setattr(ingest, "WORKERS", SharedPool(0))
    with Vault.open(write_vault(tmp_path / "serial", files)) as v:
        v.sync()
        assert [(r.session_id, round(r.score, 9)) for q in ("harbor cache", "budget") for r in v.search(q)] == shared


def test_a_failed_commit_releases_the_batch_after_it(tmp_path: Path, write_vault, corpus,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem import Vault
    from vaultmem import vault as vault_mod
    from vaultmem.errors import IndexWriteError

    monkeypatch.setattr(vault_mod, "BATCH_BYTES", 4096)
    monkeypatch.setattr(ingest, "PARALLEL_MIN_BYTES", 1)
    pool = SharedPool(0)
    monkeypatch.setattr(ingest, "WORKERS", pool)

    def fail(self, arrays, deletes):
        raise IndexWriteError("disk full")

    monkeypatch.setattr(vault_mod.Vault, "_commit", fail)
    with Vault.open(write_vault(tmp_path / "v", corpus(30, 200))) as v, pytest.raises(IndexWriteError):
        v.sync()
    assert pool._users == 0  # the pending batch was discarded, so the pool can shut down when idle


def test_discarded_slices_release_the_pool() -> None:
    pool = SharedPool(1, idle_seconds=0.1)
    try:
        pool.submit(divmod, [(7, 2)] * 50).discard()
        assert pool._users == 0
        assert pool.run(divmod, [(9, 4)]) == [(2, 1)]
    finally:
        pool.shutdown()


def test_waiting_for_a_worker_the_caller_takes_the_next_batch() -> None:
    """While a worker still runs this batch's slices, the caller runs the next batch's slices that no worker has
    started instead of idling, and leaves a slice the executor already handed over to the worker. The futures
    stand in for the executor's, so which slices a worker holds is set here, not by the scheduler (with real
    processes and sleeps this depended on timing and failed about one run in four)."""
    from concurrent.futures import Future

    def started() -> Future:  # a slice a worker has begun: it can no longer be taken back
        future: Future = Future()
        future.set_running_or_notify_cancel()
        return future

    busy_futures = [started(), started(), Future()]  # the worker holds two slices, the third is still queued
    next_futures = [started(), Future(), Future(), Future()]  # the executor already handed it the first one
    ran_here: list[tuple[str, int]] = []

    def busy_slice(i: int) -> None:
        ran_here.append(("busy", i))

    def next_slice(i: int) -> None:
        ran_here.append(("next", i))
        if i == 1:  # the last slice the caller can take; meanwhile the worker finishes its two
            for future in busy_futures[:2]:
                future.set_result("worker")

    pool = SharedPool(0)
    pool._acquire()
    pool._acquire()
    busy = Shared(pool, busy_slice, [(i,) for i in range(3)], busy_futures)
    following = Shared(pool, next_slice, [(i,) for i in range(4)], next_futures)
    assert busy.results(meanwhile=following) == ["worker", "worker", None]
    assert ran_here == [("busy", 2), ("next", 3), ("next", 2), ("next", 1)]
    next_futures[0].set_result("worker")
    assert following.results() == ["worker", None, None, None]
    assert pool._users == 0


def test_worker_pipes_hold_a_slice_and_its_result() -> None:
    """The executor's pipes take a whole slice (~250 KB) and its rows (~450 KB) in one write, so the worker does
    not wait on this process's GIL-bound pipe threads after every 64 KB."""
    import fcntl

    from vaultmem.sync import parallel

    if not hasattr(fcntl, "F_GETPIPE_SZ"):
        pytest.skip("only Linux resizes pipes")
    if int(Path("/proc/sys/fs/pipe-max-size").read_text()) < parallel.PIPE_BYTES:
        pytest.skip("this system caps pipes below PIPE_BYTES")
    pool = SharedPool(1, idle_seconds=0.1)
    try:
        assert pool.start()
        executor = pool._executor
        pipes = [q._writer.fileno() for q in (executor._call_queue, executor._result_queue)]
        assert [fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ) for fd in pipes] == [parallel.PIPE_BYTES] * 2
        big = [(b"x" * 700_000,)] * 3
        assert pool.run(bytes.upper, big) == [b"X" * 700_000] * 3
    finally:
        pool.shutdown()

"""The writer under concurrency and failure: background merges that never block queries or ingestion,
full disk / read-only index folder, a second writer, stale locks, readers refreshing during commits."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from benchmarks.live_vault import fresh_rebuild, make_vault, ranking, sessions, write
from vaultmem import IndexWriteError, Vault, VaultLocked, VaultReadOnly
from vaultmem.index import manifest as manifest_io
from vaultmem.index import writer as writer_mod

WAIT = 30.0  # upper bound only: every wait below ends on an event


@pytest.fixture
def root(tmp_path: Path) -> Path:
    r = tmp_path / "vault"
    make_vault(r, 24, seed=3)
    return r


def segments_on_disk(v: Vault) -> set[str]:
    return {p.name for p in v.index_dir.iterdir() if p.suffix == ".vms"}


# ---- background merge ---------------------------------------------------------------------------------------
def test_background_merge_never_blocks_queries_or_commits(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A merge held half-way (its segment being built) while queries run and new commits land — including
    deletes of files inside the segments being merged — then installs on top of the newer snapshot."""
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 2)  # 12 segments → the policy wants a merge
    building, release = threading.Event(), threading.Event()
    real_merge = writer_mod.merge

    def slow_merge(*args, **kwargs):
        building.set()
        assert release.wait(WAIT)
        return real_merge(*args, **kwargs)

    monkeypatch.setattr(writer_mod, "merge", slow_merge)
    with Vault.open(root) as v:
        v.start_background_merge()
        v.sync()
        assert building.wait(WAIT)
        before = v.snapshot().generation
        # While the merge is stuck: queries answer and the sync thread keeps committing.
        assert v.search("redis cache", 5, mode="bm25") is not None
        victims = sorted(v.snapshot().live_files())[:5]
        for rel in victims:
            (root / rel).unlink()
        write(root, "f1/late.md", "# Late\n\nwritten while a merge was running: wombat\n")
        report = v.sync_paths({*victims, "f1/late.md"})
        assert set(report.deleted) == set(victims) and report.added == ("f1/late.md",)
        assert v.snapshot().generation > before
        release.set()
        assert v.wait_merged(WAIT)
        assert len(v.snapshot().segments) <= writer_mod.MAX_SEGMENTS
        assert v.verify() == []
        got = sessions(v), ranking(v, mode="bm25")
    assert got == fresh_rebuild(root, mode="bm25")


def test_failed_background_merge_keeps_the_index(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 2)
    with Vault.open(root) as v:
        v.sync()  # inline merges
        monkeypatch.setattr(writer_mod.IndexWriter, "_write_segment", _raise(errno.ENOSPC))
        monkeypatch.setattr(writer_mod, "MAX_SEGMENTS", 1)
        gen = v.snapshot().generation
        with pytest.raises(IndexWriteError, match="disk is full"):
            v.merge_now()
        assert v.snapshot().generation == gen and v.verify() == []
        assert segments_on_disk(v) <= manifest_io.read(v.index_dir).referenced()


def test_a_merge_segment_created_while_garbage_is_collected_stays(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Garbage collection (on the commit thread) and a background merge's build race: a segment the merge
    creates while the folder is being listed is pending and must stay, or installing the merge finds it gone."""
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 2)
    with Vault.open(root) as v:
        v.sync()
        expected = sessions(v), ranking(v, mode="bm25")
        index_dir = v.index_dir
    writer = writer_mod.IndexWriter(index_dir)  # the vault is closed: this is the only writer
    m = manifest_io.read(index_dir)
    snap = writer.open_snapshot(m)
    monkeypatch.setattr(writer_mod, "MAX_SEGMENTS", 1)
    plan = writer.plan_merge(snap)
    assert plan is not None
    built: list[writer_mod.BuiltMerge] = []
    real_scandir = os.scandir

    def listing(path):  # the merge thread writes its segment just as collection lists the folder
        if not built:
            built.append(writer.build_merge(plan))
        return real_scandir(path)

    monkeypatch.setattr(writer_mod.os, "scandir", listing)
    writer.collect_garbage(m)
    assert built and built[0].ref is not None and (index_dir / built[0].ref.name).exists()
    assert len(writer.install_merge(snap, built[0]).segments) == len(snap.segments) - len(plan.which) + 1
    with Vault.open(root) as again:
        assert again.recovered is None and again.verify() == []
        assert (sessions(again), ranking(again, mode="bm25")) == expected


# ---- full disk, read-only index folder --------------------------------------------------------------------
def _raise(code: int):
    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    return fail


@pytest.mark.parametrize("code, reason", [(errno.ENOSPC, "disk is full"), (errno.EACCES, "read-only"),
                                          (errno.EROFS, "read-only")])
@pytest.mark.parametrize("where", ["segment", "manifest"])
def test_write_failure_keeps_last_good_index_and_loses_nothing(root: Path, monkeypatch: pytest.MonkeyPatch,
                                                                code: int, reason: str, where: str) -> None:
    with Vault.open(root) as v:
        v.sync()
        good = ranking(v, mode="bm25"), sessions(v), v.snapshot().generation
        files_before = segments_on_disk(v)
    # A change that needs both writes: a new file (segment), a deleted one (tombstones, in the manifest).
    write(root, "f2/new.md", "# New\n\nthe quokka budget\n")
    min((root / "f3").iterdir()).unlink()
    target = {"segment": (writer_mod.IndexWriter, "_write_segment"),
              "manifest": (writer_mod.manifest_io, "replace")}[where]
    with monkeypatch.context() as m:
        m.setattr(*target, _raise(code))
        with Vault.open(root) as v:
            with pytest.raises(IndexWriteError, match=reason) as exc:
                v.sync()
            assert "last good index is kept" in str(exc.value)
            assert (ranking(v, mode="bm25"), sessions(v), v.snapshot().generation) == good  # still serving
            assert segments_on_disk(v) == files_before  # the failed attempt left nothing behind
    with Vault.open(root) as v:  # reopened: the last good index
        assert v.recovered is None and v.verify() == []
        assert (ranking(v, mode="bm25"), sessions(v)) == good[:2]
        v.sync()  # space is back: nothing was lost
        got = sessions(v), ranking(v, mode="bm25")
    assert got == fresh_rebuild(root, mode="bm25")


def test_unwritable_vault_gives_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "ro"
    make_vault(root, 2)
    monkeypatch.setattr(os, "mkdir", _raise(errno.EROFS))
    with pytest.raises(VaultReadOnly, match="the vault is read-only.*--index-dir"):
        Vault.open(root)
    with Vault.open(root, readonly=True) as v:  # searching an unindexed read-only vault: empty, no error
        assert v.search("redis", 5) == []


# ---- one writer, many readers --------------------------------------------------------------------------------
def test_second_writer_is_refused_with_the_reason_or_opens_read_only(root: Path) -> None:
    with Vault.open(root) as first:
        first.sync()
        with pytest.raises(VaultLocked, match=rf"pid {os.getpid()}.*read-only"):
            Vault.open(root)
        with Vault.open(root, fallback_readonly=True) as second:
            assert second.readonly and "another VaultMem process" in second.readonly_reason
            assert sessions(second) == sessions(first)
            with pytest.raises(VaultLocked):
                second.sync()
    with Vault.open(root) as again:  # released on close
        assert not again.readonly


def test_lock_of_a_killed_process_is_recovered(root: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys; from vaultmem import Vault; v = Vault.open(sys.argv[1]); print('locked', flush=True); "
        "sys.stdin.read()"), str(root)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(VaultLocked, match=f"pid {holder.pid}"):
            Vault.open(root)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(WAIT)
    assert (root / ".vaultmem" / "lock").exists()  # the stale lock file is still there…
    with Vault.open(root) as v:  # …but the kernel released the flock with the process
        v.sync()
        assert not v.readonly


def test_readers_refresh_safely_while_the_writer_commits(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Readers follow the writer's generations; garbage collection of superseded segments never makes a
    reader that picked up an older manifest fail (it retries with the newer one)."""
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 3)
    stop = threading.Event()
    seen: set[int] = set()
    errors: list[BaseException] = []
    with Vault.open(root) as writer:
        writer.sync()

        def read_loop() -> None:
            try:
                with Vault.open(root, readonly=True) as reader:
                    while not stop.is_set():
                        reader.refresh()
                        seen.add(reader.snapshot().generation)
                        reader.search("redis cache", 3, mode="bm25")
            except BaseException as exc:  # noqa: BLE001 - a reader thread's failure is collected for the assert
                errors.append(exc)

        threads = [threading.Thread(target=read_loop) for _ in range(2)]
        for t in threads:
            t.start()
        for i in range(12):
            write(root, f"f{i % 4}/churn-{i}.md", f"# Churn {i}\n\nredis cache churn {i}\n")
            writer.sync_paths({f"f{i % 4}/churn-{i}.md"})
        stop.set()
        for t in threads:
            t.join()
        last = writer.snapshot().generation
    assert not errors, errors
    with Vault.open(root, readonly=True) as reader:
        assert reader.snapshot().generation == last
    assert len(seen) > 1


def test_sync_paths_walks_only_the_hinted_folder(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import vaultmem.sync.reconcile as walker_mod

    with Vault.open(root) as v:
        v.sync()
        write(root, "f5/sub/n.md", "# N\n\nnested\n")
        walked: list[str] = []
        real = walker_mod.walk
        monkeypatch.setattr(walker_mod, "walk", lambda r, rules=None, under="": walked.append(under) or real(r, rules, under))
        report = v.sync_paths({"f5/sub"})
        assert report.added == ("f5/sub/n.md",) and walked == ["f5/sub"]
        os.replace(root / "f5", root / "g5")
        report = v.sync_paths({"f5", "g5"})
        assert {new for _, new in report.renamed} == {p for p in v.snapshot().live_files() if p.startswith("g5/")}
        assert not any(p.startswith("f5/") for p in v.snapshot().live_files())


def test_merge_whose_directory_fsync_fails_keeps_its_segment(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the merged manifest is renamed into place it names the merged segment: a failing directory fsync
    after it must leave that segment on disk (settled later), not delete it and corrupt the index."""
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 2)
    with Vault.open(root) as v:
        v.sync()
        expected = sessions(v), ranking(v, mode="bm25")
        with monkeypatch.context() as failing:
            for module in (writer_mod.durable, manifest_io):  # every name the directory fsync is called by
                failing.setattr(module, "fsync_dir", _raise(errno.EIO))
            failing.setattr(writer_mod, "MAX_SEGMENTS", 1)
            failing.setattr(writer_mod, "MERGE_TO", 1)
            assert v.merge_now()
            named = {r.file.name for r in manifest_io.read(v.index_dir).segments}
            assert len(named) == 1 and named <= segments_on_disk(v)
        assert v.verify() == []
    with Vault.open(root) as again:  # opens without a rebuild: every named segment is there
        assert again.recovered is None
        assert (sessions(again), ranking(again, mode="bm25")) == expected

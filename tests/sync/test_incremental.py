"""Incremental sync: adds, edits, deletes, renames and touches re-ingest only what changed, and after every
step the index answers exactly like a fresh rebuild of the same folder."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.sync import ingest, reconcile, workers

pytestmark = pytest.mark.usefixtures("no_network")


class ReadCounter:
    """Counts which vault files ``Vault.sync`` actually reads (it calls ``read_file`` once per candidate)."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self.read_file = ingest.read_file

    def __call__(self, root, stat, limits):
        self.paths.append(stat.path)
        return self.read_file(root, stat, limits)

    def take(self) -> list[str]:
        out, self.paths = sorted(self.paths), []
        return out


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> ReadCounter:
    counter = ReadCounter()
    monkeypatch.setattr(reconcile, "read_file", counter)  # where the sync looks it up
    return counter


@pytest.fixture
def vault(tmp_path: Path, write_vault, corpus) -> Iterator[Vault]:
    root = write_vault(tmp_path / "vault", corpus(11, 24))
    with Vault.open(root) as v:
        v.sync()
        yield v


def bump_mtime(path: Path, seconds: int = 5) -> None:
    """Move mtime forward explicitly: coarse-timestamp filesystems must not hide an edit, and no sleeps."""
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + seconds * 1_000_000_000))


def assert_equals_fresh_rebuild(v: Vault, tmp_path: Path, ranked, scores_equal, queries) -> None:
    """Copy the folder (mtimes kept) elsewhere, index from scratch, compare ids, live stats and top-10 scores."""
    other = tmp_path / f"fresh-{v.snapshot().generation}"
    shutil.copytree(v.root, other, ignore=shutil.ignore_patterns(".vaultmem"))
    with Vault.open(other) as fresh:
        fresh.sync()
        a, b = v.snapshot(), fresh.snapshot()
        ids = lambda s: sorted(s.session(int(g)).id for g in range(s.n_sessions) if s.session_live[g])
        assert ids(a) == ids(b)
        assert (a.live_chunks, a.live_sessions) == (b.live_chunks, b.live_sessions)
        assert a.avgdl == pytest.approx(b.avgdl, rel=1e-12)
        mine, theirs = ranked(v), ranked(fresh)
        assert scores_equal(mine, theirs), (mine, theirs)
        assert {f: (s.size, s.mtime_ns, s.sha256) for f, s in a.live_files().items()} == \
               {f: (s.size, s.mtime_ns, s.sha256) for f, s in b.live_files().items()}
    assert v.verify() == []


def test_first_sync_then_nothing_changed(vault: Vault, reads: ReadCounter) -> None:
    report = vault.sync()
    assert not report.changed and report.unchanged == 24 and not report.problems
    assert reads.take() == []


def test_add(vault: Vault, reads: ReadCounter, tmp_path: Path, ranked, scores_equal, queries) -> None:
    gen = vault.snapshot().generation
    (vault.root / "notes" / "new.md").write_text("# Cello\n\nRehearsal moved to Thursday; bring the rosin.\n")
    report = vault.sync()
    assert report.added == ("notes/new.md",)
    assert (report.updated, report.deleted, report.renamed) == ((), (), ())
    assert report.unchanged == 24 and report.generation > gen
    assert reads.take() == ["notes/new.md"]
    assert vault.search("rosin", mode="bm25")[0].path == "notes/new.md"
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)


def test_edit(vault: Vault, reads: ReadCounter, tmp_path: Path, ranked, scores_equal, queries) -> None:
    path = vault.root / "notes" / "note-000.md"
    path.write_text(path.read_text() + "\nAdded later: the quarterly zeppelin review.\n")
    bump_mtime(path)
    report = vault.sync()
    assert report.updated == ("notes/note-000.md",)
    assert (report.added, report.deleted, report.renamed) == ((), (), ())
    assert report.unchanged == 23
    assert reads.take() == ["notes/note-000.md"]
    hits = vault.search("zeppelin", mode="bm25")
    assert [h.path for h in hits] == ["notes/note-000.md"]
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)


def test_edit_with_same_size_and_explicit_mtime_change(vault: Vault, reads: ReadCounter) -> None:
    path = vault.root / "projects" / "note-002.md"
    text = path.read_text()
    path.write_text(text.replace("Part", "Pert", 1))
    bump_mtime(path)
    assert vault.sync().updated == ("projects/note-002.md",)
    assert reads.take() == ["projects/note-002.md"]


def test_delete(vault: Vault, reads: ReadCounter, tmp_path: Path, ranked, scores_equal, queries) -> None:
    (vault.root / "journal" / "note-001.md").unlink()
    (vault.root / "journal" / "note-007.txt").unlink()
    report = vault.sync()
    assert report.deleted == ("journal/note-001.md", "journal/note-007.txt")
    assert (report.added, report.updated, report.renamed) == ((), (), ())
    assert report.unchanged == 22
    assert reads.take() == []  # deletes need no reading
    hits = [r.path for q in ("harbor cache", "budget", "invoice decision") for r in vault.search(q, 50, mode="bm25")]
    assert hits and "journal/note-001.md" not in hits and "journal/note-007.txt" not in hits
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)


def test_rename(vault: Vault, reads: ReadCounter, tmp_path: Path, ranked, scores_equal, queries) -> None:
    old = vault.root / "projects" / "note-005.md"
    (vault.root / "archive").mkdir()
    os.rename(old, vault.root / "archive" / "renamed.md")
    report = vault.sync()
    assert report.renamed == (("projects/note-005.md", "archive/renamed.md"),)
    assert (report.added, report.updated, report.deleted) == ((), (), ())
    assert reads.take() == ["archive/renamed.md"]  # the new path is hashed once to recognise the content
    paths = {f for f in vault.snapshot().live_files()}
    assert "archive/renamed.md" in paths and "projects/note-005.md" not in paths
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)


def test_rename_with_edit_is_delete_plus_add(vault: Vault) -> None:
    old = vault.root / "notes" / "note-003.txt"
    new = vault.root / "notes" / "moved.txt"
    new.write_text(old.read_text() + "\nand one more line\n")
    old.unlink()
    report = vault.sync()
    assert report.renamed == ()
    assert report.added == ("notes/moved.txt",) and report.deleted == ("notes/note-003.txt",)


def test_touch_without_content_change_is_unchanged(vault: Vault, reads: ReadCounter, ranked) -> None:
    path = vault.root / "notes" / "note-000.md"
    before = ranked(vault)
    bump_mtime(path, 60)
    report = vault.sync()
    assert not report.changed and report.unchanged == 24
    assert (report.added, report.updated, report.deleted, report.renamed) == ((), (), (), ())
    assert reads.take() == ["notes/note-000.md"]  # stat changed, so it is hashed to find out
    assert ranked(vault) == before


def test_touched_file_is_hashed_only_once(vault: Vault, reads: ReadCounter, monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path, ranked, scores_equal, queries) -> None:
    """The sync that finds a touched file unchanged records its new stat (a row rewrite, no re-extraction)."""
    path = vault.root / "notes" / "note-000.md"
    bump_mtime(path, 60)
    extracted: list[str] = []
    pending = workers.PendingSegment
    monkeypatch.setattr(reconcile, "PendingSegment",
                        lambda files, *a: (extracted.extend(f.stat.path for f in files), pending(files, *a))[1])
    report = vault.sync()
    assert not report.changed and reads.take() == ["notes/note-000.md"] and extracted == []
    assert vault.snapshot().live_files()["notes/note-000.md"].mtime_ns == path.stat().st_mtime_ns
    assert not vault.sync().changed
    assert reads.take() == []  # the index knows the new stat
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)
    reads.take()  # the fresh rebuild's own reads
    vault.close()
    with Vault.open(vault.root) as reopened:  # the rewritten row was committed, not just held in memory
        assert not reopened.sync().changed
    assert reads.take() == []


def test_all_steps_in_sequence(vault: Vault, reads: ReadCounter, tmp_path: Path, ranked, scores_equal,
                               queries) -> None:
    """Several changes in one sync, then several syncs in a row, then reopen: always equal to a fresh build."""
    root = vault.root
    (root / "notes" / "a.md").write_text("# Budget\n\nMonthly budget for the boiler repair: 400 euros.\n")
    (root / "notes" / "note-000.md").unlink()
    os.rename(root / "journal" / "note-004.md", root / "journal" / "renamed-004.md")
    edited = root / "projects" / "note-008.md"
    edited.write_text(edited.read_text() + "\nPostgres schema migration done.\n")
    bump_mtime(edited)
    report = vault.sync()
    assert report.added == ("notes/a.md",)
    assert report.deleted == ("notes/note-000.md",)
    assert report.updated == ("projects/note-008.md",)
    assert report.renamed == (("journal/note-004.md", "journal/renamed-004.md"),)
    assert reads.take() == ["journal/renamed-004.md", "notes/a.md", "projects/note-008.md"]
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)
    for i in range(12):  # enough commits to trigger merges
        f = root / "notes" / f"extra-{i}.md"
        f.write_text(f"# Extra {i}\n\nharbor cache note number {i} about redis latency\n")
        vault.sync()
        if i % 3 == 0:
            (root / "notes" / f"extra-{i}.md").unlink()
            vault.sync()
    reads.take()
    assert len(vault.snapshot().segments) <= 8
    assert_equals_fresh_rebuild(vault, tmp_path, ranked, scores_equal, queries)
    before = ranked(vault)
    reads.take()  # the fresh rebuild above read its own copy
    vault.close()
    with Vault.open(root) as reopened:
        assert ranked(reopened) == before
        assert not reopened.sync().changed
        assert reads.take() == []


def test_sync_paths_reconciles_only_the_hinted_files(vault: Vault, reads: ReadCounter) -> None:
    (vault.root / "notes" / "hinted.md").write_text("# Hinted\n\nsaxophone\n")
    (vault.root / "notes" / "unhinted.md").write_text("# Not hinted\n\nclarinet\n")
    report = vault.sync_paths({"notes/hinted.md"})
    assert report.added == ("notes/hinted.md",)
    assert reads.take() == ["notes/hinted.md"]
    assert vault.search("clarinet", mode="bm25") == []
    assert vault.sync().added == ("notes/unhinted.md",)

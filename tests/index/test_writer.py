"""The commit protocol as the disk sees it: which files are fsynced, in which order relative to the manifest
rename and to garbage collection — the order crash safety rests on, and the fsync count freshness pays for."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.live_vault import make_vault, write
from vaultmem import Vault

DIR = "<index dir>"


@pytest.fixture
def vault(tmp_path: Path) -> Iterator[Vault]:
    root = tmp_path / "vault"
    make_vault(root, 12, seed=5)
    with Vault.open(root) as v:
        v.sync()
        yield v


class Recorder:
    """Every fsync (by file name, or ``DIR``), rename (by target) and unlink the writer makes from now on, and
    the segment files named by each manifest at the moment it is renamed into place."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, index_dir: Path) -> None:
        self.ops: list[tuple[str, str]] = []
        self.named: list[set[str]] = []
        self._index = os.path.realpath(index_dir)
        self._real = os.fsync, os.replace, os.unlink
        monkeypatch.setattr(os, "fsync", self.fsync)
        monkeypatch.setattr(os, "replace", self.replace)
        monkeypatch.setattr(os, "unlink", self.unlink)

    def fsync(self, fd: int) -> None:
        path = os.readlink(f"/proc/self/fd/{fd}")
        self.ops.append(("fsync", DIR if path == self._index else os.path.basename(path)))
        self._real[0](fd)

    def replace(self, src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        self.ops.append(("replace", os.path.basename(dst)))
        self.named.append({s["file"]["name"] for s in json.loads(Path(src).read_text())["segments"]})
        self._real[1](src, dst)

    def unlink(self, path: str | os.PathLike[str], *args: object, **kwargs: object) -> None:
        self.ops.append(("unlink", os.path.basename(path)))
        self._real[2](path, *args, **kwargs)


def segment_files(v: Vault) -> set[str]:
    return {p.name for p in v.index_dir.glob("*.vms")}


pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="names fsynced files via /proc")


def test_an_edit_is_one_segment_fsync_and_one_manifest_commit(vault: Vault, monkeypatch: pytest.MonkeyPatch) -> None:
    rel = min(vault.snapshot().live_files())
    write(vault.root, rel, "# Edited\n\nthe wombat budget\n")
    before = segment_files(vault)
    ops = Recorder(monkeypatch, vault.index_dir).ops
    assert vault.sync_paths({rel}).updated == (rel,)
    (new,) = segment_files(vault) - before
    # Three fsyncs: the segment's and the manifest's data (concurrently: either may come first), then the
    # directory after the rename — which also persists the new segment's entry. The tombstones of the edited
    # file's old row ride in the manifest.
    assert set(ops[:2]) == {("fsync", new), ("fsync", "manifest.json.tmp")}
    assert ops[2:] == [("replace", "manifest.json"), ("fsync", DIR)]
    doc = json.loads((vault.index_dir / "manifest.json").read_text())
    assert [bool(s["tombstones"]) for s in doc["segments"]] == [True, False]
    assert not list(vault.index_dir.glob("*.del"))


def test_a_delete_writes_only_the_manifest(vault: Vault, monkeypatch: pytest.MonkeyPatch) -> None:
    rel = min(vault.snapshot().live_files())
    (vault.root / rel).unlink()
    ops = Recorder(monkeypatch, vault.index_dir).ops
    assert vault.sync_paths({rel}).deleted == (rel,)
    assert ops == [("fsync", "manifest.json.tmp"), ("replace", "manifest.json"), ("fsync", DIR)]


def test_every_commit_and_merge_keeps_the_crash_safe_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A first sync in many batches with synchronous merges, then deletes and an add: before each manifest
    rename every segment it names is fsynced, the rename is followed by the directory fsync, and nothing is
    deleted before that fsync made the rename durable."""
    monkeypatch.setattr("vaultmem.sync.reconcile.BATCH_FILES", 2)  # 12 segments: the merge policy merges, GC deletes
    root = tmp_path / "vault"
    paths = make_vault(root, 24, seed=9)
    with Vault.open(root) as v:
        rec = Recorder(monkeypatch, v.index_dir)
        v.sync()
        for p in paths[:5]:
            (root / p).unlink()
        write(root, "f1/new.md", "# New\n\nthe quokka\n")
        v.sync()
    synced: set[str] = set()
    renames = 0
    durable = True
    for i, (op, name) in enumerate(rec.ops):
        if op == "replace":
            assert rec.named[renames] <= synced, "a manifest named a segment that was not fsynced"
            assert ("fsync", "manifest.json.tmp") in rec.ops[i - 2:i] and rec.ops[i + 1] == ("fsync", DIR)
            renames += 1
            durable = False
        elif op == "fsync":
            synced.add(name)
            durable = durable or name == DIR
        else:
            assert durable, f"{name} deleted before the rename was durable"
    assert renames > 12 and any(op == "unlink" for op, _ in rec.ops)  # merges ran and collected their inputs
    assert sum(op == "fsync" for op, _ in rec.ops) <= 3 * renames


def test_an_unsettled_commit_is_searchable_and_collects_nothing_before_its_directory_fsync(
        vault: Vault, monkeypatch: pytest.MonkeyPatch) -> None:
    write(vault.root, "f0/solo.md", "# Solo\n\nthe wombat budget\n")
    vault.sync_paths({"f0/solo.md"})  # its own one-file segment
    (solo,) = {r.file.name for r in vault.snapshot().manifest.segments[1:]}
    (vault.root / "f0" / "solo.md").unlink()
    ops = Recorder(monkeypatch, vault.index_dir).ops
    assert vault.sync_paths({"f0/solo.md"}, settle=False).deleted == ("f0/solo.md",)
    assert vault.search("wombat", mode="bm25") == []  # searchable at once ...
    assert ops == [("fsync", "manifest.json.tmp"), ("replace", "manifest.json")]  # ... before it is durable
    assert solo in segment_files(vault)  # the dropped segment stays until the rename is durable
    vault.settle()
    assert ops[2:] == [("fsync", DIR), ("unlink", solo)]
    vault.settle()  # nothing left to settle
    assert len(ops) == 4

"""Crash safety and corruption handling: the previous manifest survives a crash at commit time, orphans are
collected, and a corrupt or foreign index is detected, reported and rebuilt to the same results."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest

from vaultmem import IndexCorrupt, Vault
from vaultmem.index import manifest as manifest_io

pytestmark = pytest.mark.usefixtures("no_network")


class Crash(BaseException):
    """Stands in for the process dying: not an ``Exception``, so no handler in the engine swallows it."""


def index_files(root: Path, suffix: str) -> set[str]:
    return {e.name for e in os.scandir(root / ".vaultmem") if e.name.endswith(suffix)}


def manifest_doc(root: Path) -> dict:
    return json.loads((root / ".vaultmem" / "manifest.json").read_text())


@pytest.fixture
def indexed(tmp_path: Path, write_vault, corpus, ranked):
    """A synced vault (writer closed) and its reference results."""
    root = write_vault(tmp_path / "v", corpus(21, 20))
    with Vault.open(root) as v:
        v.sync()
        # a second commit with deletes, so the index has tombstones as well as segments
        (root / "notes" / "note-000.md").unlink()
        v.sync()
        assert any(s["tombstones"] for s in manifest_doc(root)["segments"])
        expected = ranked(v)
    assert any(expected.values())
    return root, expected


@pytest.mark.parametrize("where", ["manifest.replace", "os.replace"])
def test_crash_before_manifest_rename_keeps_previous_state(indexed, ranked, monkeypatch, where: str) -> None:
    root, expected = indexed
    committed = (root / ".vaultmem" / "manifest.json").read_bytes()
    before_segments = index_files(root, ".vms")

    def crash(*args: object, **kwargs: object) -> None:
        raise Crash()

    if where == "manifest.replace":
        monkeypatch.setattr(manifest_io, "replace", crash)
    else:
        monkeypatch.setattr(manifest_io.os, "replace", crash)
    v = Vault.open(root)
    (root / "notes" / "new.md").write_text("# Zebra\n\nA brand new note about zebras and redis.\n")
    (root / "notes" / "note-003.txt").unlink()
    with pytest.raises(Crash):
        v.sync()
    v.close()  # the kernel would drop the flock of a dead process
    monkeypatch.undo()

    orphans = index_files(root, ".vms") - before_segments
    assert orphans, "the new segment was written before the crash"
    assert (root / ".vaultmem" / "manifest.json").read_bytes() == committed

    ro = Vault.open(root, readonly=True)  # readers see exactly the previous generation
    assert ranked(ro) == expected
    assert ro.search("zebras", mode="bm25") == []

    with Vault.open(root) as w:  # the next writer collects the orphans ...
        assert w.recovered is None
        assert not (index_files(root, ".vms") & orphans)
        assert not index_files(root, ".tmp")
        assert ranked(w) == expected
        report = w.sync()  # ... and the next sync redoes the lost work
        assert report.added == ("notes/new.md",) and report.deleted == ("notes/note-003.txt",)
        assert w.search("zebras", mode="bm25")[0].path == "notes/new.md"
        assert w.verify() == []


def damaged(data: bytes, how: str) -> bytes:
    if how == "flip":
        return data[:len(data) // 2] + bytes([data[len(data) // 2] ^ 0x40]) + data[len(data) // 2 + 1:]
    if how == "truncate":
        return data[:len(data) * 2 // 3]
    assert how == "empty"
    return b""


def corrupt(path: Path, how: str) -> None:
    path.write_bytes(damaged(path.read_bytes(), how))


def corrupt_tombstones(root: Path, how: str) -> str:
    """Damage the first inline tombstone bitmap of the manifest (which stays valid JSON); returns its segment."""
    path = root / ".vaultmem" / "manifest.json"
    doc = json.loads(path.read_text())
    seg = next(s for s in doc["segments"] if s["tombstones"])
    tomb = seg["tombstones"]
    tomb["bitmap"] = base64.b64encode(damaged(base64.b64decode(tomb["bitmap"]), how)).decode()
    path.write_text(json.dumps(doc))
    return seg["file"]["name"]


@pytest.mark.parametrize("target", [".vms", "tombstones"])
@pytest.mark.parametrize("how", ["flip", "truncate", "empty"])
def test_corrupt_index_file_is_detected_and_rebuilt(indexed, ranked, target: str, how: str) -> None:
    root, expected = indexed
    if target == ".vms":
        victim = min(index_files(root, target))
        corrupt(root / ".vaultmem" / victim, how)
    else:
        victim = corrupt_tombstones(root, how)  # the segment's tombstones are discarded with it

    with pytest.raises(IndexCorrupt):
        Vault.open(root, readonly=True)
    with Vault.open(root) as v:
        assert v.recovered is not None
        assert v.recovered.kind == "index_corrupt"
        assert v.recovered in v.problems()
        assert v.search("harbor cache", mode="bm25") == []  # discarded, not half-used
        report = v.sync()
        assert len(report.added) == 19
        assert ranked(v) == expected
        assert v.verify() == []
    assert victim not in index_files(root, ".vms")  # the corrupt file is gone after the rebuild
    with Vault.open(root) as again:
        assert again.recovered is None


def test_corrupt_manifest_is_rebuilt(indexed, ranked) -> None:
    root, expected = indexed
    (root / ".vaultmem" / "manifest.json").write_text("{not json")
    with pytest.raises(IndexCorrupt):
        Vault.open(root, readonly=True)
    with Vault.open(root) as v:
        assert v.recovered is not None and v.recovered.kind == "index_corrupt"
        v.sync()
        assert ranked(v) == expected


def test_manifest_of_another_schema_version_is_rebuilt(indexed, ranked) -> None:
    root, expected = indexed
    path = root / ".vaultmem" / "manifest.json"
    doc = json.loads(path.read_text())
    doc["schema"] = doc["schema"] + 1
    path.write_text(json.dumps(doc))
    with pytest.raises(IndexCorrupt, match="schema"):
        Vault.open(root, readonly=True)
    with Vault.open(root) as v:
        assert v.recovered is not None and v.recovered.kind == "index_corrupt"
        assert "schema" in v.recovered.message
        v.sync()
        assert ranked(v) == expected
        assert json.loads(path.read_text())["schema"] == doc["schema"] - 1


def test_missing_segment_file_is_detected(indexed, ranked) -> None:
    root, expected = indexed
    (root / ".vaultmem" / min(index_files(root, ".vms"))).unlink()
    with pytest.raises(IndexCorrupt):
        Vault.open(root, readonly=True)
    with Vault.open(root) as v:
        assert v.recovered is not None
        v.sync()
        assert ranked(v) == expected


def test_verify_on_a_sound_index_finds_nothing(indexed) -> None:
    root, _ = indexed
    assert Vault.open(root, readonly=True).verify() == []


@pytest.mark.parametrize("target", [".vms", "tombstones"])
def test_verify_reports_a_flipped_byte(indexed, target: str) -> None:
    root, _ = indexed
    if target == ".vms":
        victim = min(index_files(root, target))
        corrupt(root / ".vaultmem" / victim, "flip")
    else:
        victim = corrupt_tombstones(root, "flip")
    issues = _verify(root)  # a reader: Vault.open itself would refuse the corrupt file
    assert issues and any(victim in line for line in issues), issues


def _verify(root: Path) -> list[str]:
    from vaultmem.index.verify import verify_index

    return verify_index(root / ".vaultmem")


def test_verify_without_an_index(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"a.md": "# A\n\nx"})
    assert Vault.open(root, readonly=True).verify() != []


def test_the_vault_itself_is_never_written(indexed) -> None:
    root, _ = indexed
    snapshot = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in root.rglob("*")
                if p.is_file() and ".vaultmem" not in p.parts}
    corrupt(root / ".vaultmem" / min(index_files(root, ".vms")), "flip")
    with Vault.open(root) as v:
        v.sync()
    after = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in root.rglob("*")
             if p.is_file() and ".vaultmem" not in p.parts}
    assert after == snapshot

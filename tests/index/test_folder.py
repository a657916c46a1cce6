"""The index folder from someone else (index/folder.py): links planted in or as ``.vaultmem`` never make VaultMem
write, chmod or delete outside the vault; garbage collection touches only names the writer makes; a FIFO in the
index cannot hang a reader; another user's folder is refused."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest

from vaultmem import UnsafeIndex, Vault
from vaultmem.index import folder

NOTE = "# Harbor\n\nThe harbor cache stays in Redis.\n"


def fingerprint(path: Path) -> tuple:
    """Everything about a file or folder tree that a stray write, chmod or delete would change."""
    st = os.lstat(path)
    if stat.S_ISDIR(st.st_mode):
        return ("dir", stat.S_IMODE(st.st_mode), tuple((p.name, fingerprint(p)) for p in sorted(path.iterdir())))
    return ("file", stat.S_IMODE(st.st_mode), hashlib.sha256(path.read_bytes()).hexdigest())


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    """A folder outside the vault holding files whose names the old garbage collection deleted."""
    out = tmp_path / "outside"
    out.mkdir(mode=0o755)
    os.chmod(out, 0o755)
    for name in ("notes.tmp", "old.vms", "x.del", "seg-00000001-deadbeef.vms", "manifest.json", "lock"):
        (out / name).write_text(f"precious {name}\n")
        os.chmod(out / name, 0o644)
    return out


@pytest.fixture
def root(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "harbor.md").write_text(NOTE)
    return root


def test_a_symlinked_index_folder_is_refused_and_its_target_untouched(root: Path, victim: Path) -> None:
    before = fingerprint(victim)
    (root / ".vaultmem").symlink_to(victim, target_is_directory=True)
    with pytest.raises(UnsafeIndex, match="symbolic link"):
        Vault.open(root)
    with pytest.raises(UnsafeIndex, match="symbolic link"):
        Vault.open(root, readonly=True)
    assert fingerprint(victim) == before  # not chmod 0700, nothing collected, no manifest or lock written


@pytest.mark.parametrize("name", ["lock", "manifest.json.tmp", "manifest.json", "seg-00000001-deadbeef.vms"])
def test_links_inside_the_index_folder_are_never_followed(root: Path, victim: Path, name: str) -> None:
    """The lock (once truncated and given a pid), the manifest's temp file (once overwritten), the manifest and a
    segment name: each planted as a link to a file outside, through a whole index-sync-reopen cycle."""
    target = victim / ("notes.tmp" if name != "seg-00000001-deadbeef.vms" else name)
    before = fingerprint(victim)
    (root / ".vaultmem").mkdir()
    (root / ".vaultmem" / name).symlink_to(target)
    with Vault.open(root) as v:
        v.sync()
        assert [r.path for r in v.search("harbor redis", mode="bm25")] == ["harbor.md"]
    with Vault.open(root) as v:
        assert v.verify() == []
    assert fingerprint(victim) == before


def test_garbage_collection_removes_only_names_the_writer_makes(root: Path) -> None:
    index = root / ".vaultmem"
    index.mkdir()
    foreign = {"notes.tmp": b"mine", "backup.vms": b"mine too", "x.del": b"also", "README": b"keep"}
    for name, data in foreign.items():
        (index / name).write_bytes(data)
    ours = ["seg-00000003-0badcafe.vms", "seg-00000003-0badcafe.g4.del", "manifest.json.tmp", "probe-0a1b2c3d.tmp"]
    for name in ours:
        (index / name).write_bytes(b"leftover of a crashed writer")
    with Vault.open(root) as v:
        v.sync()
    assert {n: (index / n).read_bytes() for n in foreign} == foreign
    assert not any((index / n).exists() for n in ours)
    assert all(folder.is_writer_file(n) for n in ours) and not any(folder.is_writer_file(n) for n in foreign)


@pytest.mark.timeout(60)
def test_a_fifo_as_manifest_does_not_hang_readers_and_the_writer_rebuilds(root: Path) -> None:
    (root / ".vaultmem").mkdir()
    os.mkfifo(root / ".vaultmem" / "manifest.json")
    with pytest.raises(Exception, match="not a regular file|cannot read"):
        Vault.open(root, readonly=True)
    with Vault.open(root) as v:
        assert v.recovered is not None and v.recovered.kind == "index_corrupt"
        v.sync()
        assert [r.path for r in v.search("harbor", mode="bm25")] == ["harbor.md"]


def test_the_writer_restricts_its_folder_to_the_user(root: Path) -> None:
    (root / ".vaultmem").mkdir(mode=0o777)
    os.chmod(root / ".vaultmem", 0o777)
    with Vault.open(root):
        pass
    assert stat.S_IMODE(os.lstat(root / ".vaultmem").st_mode) == 0o700


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can make a folder owned by someone else")
def test_another_users_index_folder_is_refused_for_writing(root: Path) -> None:
    (root / ".vaultmem").mkdir(mode=0o755)
    os.chown(root / ".vaultmem", 65534, 65534)
    with pytest.raises(UnsafeIndex, match="another user"):
        Vault.open(root)
    with Vault.open(root, readonly=True) as v:  # reading someone else's (read-only mounted) index is allowed
        assert not v.indexed

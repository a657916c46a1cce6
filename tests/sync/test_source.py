"""Reading vault files (sync/source.py, sync/walker.py): the read finds the very file the walk saw, or a problem
record — never an outside file through a link swapped in, never a hang on a FIFO, never more than the size limit;
special files and folders that cannot be read are named, and what was indexed from such a folder is kept."""

from __future__ import annotations

import errno
import os
import stat
import tracemalloc
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.extract import Limits
from vaultmem.sync import reconcile
from vaultmem.sync import walker as walker_mod
from vaultmem.sync.walker import walk

pytestmark = pytest.mark.usefixtures("no_network")

SECRET = "# Secret\n\nThe outside file mentions the zanzibar passphrase.\n"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    out = tmp_path / "outside"
    (out / "folder").mkdir(parents=True)
    (out / "secret.md").write_text(SECRET)
    (out / "folder" / "b.md").write_text(SECRET)
    return out


@pytest.mark.timeout(60)
def test_files_swapped_between_walk_and_read(tmp_path: Path, outside: Path, monkeypatch) -> None:
    """After the walk: a file becomes a link to an outside file, a folder a link to an outside folder, a file a
    FIFO, and a file grows to 200 MB (sparse) past the 1 MB limit. No outside text is indexed, nothing hangs,
    and memory stays far below what reading the grown file would take."""
    root = tmp_path / "vault"
    (root / "sub").mkdir(parents=True)
    for rel in ("a.md", "sub/b.md", "fifo.md", "grown.md", "good.md"):
        (root / rel).write_text(f"# {rel}\n\nAn ordinary note about kelp.\n")
    real_walk = walker_mod.walk

    def walk_then_swap(*args, **kwargs):
        found = real_walk(*args, **kwargs)
        (root / "a.md").unlink()
        (root / "a.md").symlink_to(outside / "secret.md")
        (root / "sub").rename(tmp_path / "moved-sub")
        (root / "sub").symlink_to(outside / "folder", target_is_directory=True)
        (root / "fifo.md").unlink()
        os.mkfifo(root / "fifo.md")
        with open(root / "grown.md", "r+b") as fh:
            fh.truncate(200 << 20)
        return found

    monkeypatch.setattr(reconcile, "walk", walk_then_swap)  # where the sync looks it up
    tracemalloc.start()
    try:
        with Vault.open(root, limits=Limits(max_file_bytes=1 << 20)) as v:
            report = v.sync()
            peak = tracemalloc.get_traced_memory()[1]
            assert v.search("zanzibar passphrase", mode="bm25") == []
            assert [r.path for r in v.search("kelp", mode="bm25")] == ["good.md"]
    finally:
        tracemalloc.stop()
    kinds = {p.path: p.kind for p in report.problems}
    assert kinds == {"a.md": "symlink", "sub/b.md": "replaced", "fifo.md": "special_file", "grown.md": "too_large"}
    assert peak < 64 << 20, f"{peak / 1e6:.0f} MB allocated during the sync"


def test_special_files_are_named_problems(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "ok.md").write_text("# ok\n\nfine\n")
    os.mkfifo(root / "pipe.md")
    os.mknod(root / "sock.md", stat.S_IFSOCK | 0o600)  # what a bound Unix socket leaves in a folder
    with Vault.open(root) as v:
        problems = {p.path: p for p in v.sync().problems}
    assert {p: problems[p].kind for p in problems} == {"pipe.md": "special_file", "sock.md": "special_file"}
    assert "named pipe" in problems["pipe.md"].message and "socket" in problems["sock.md"].message


def deny(monkeypatch, folder: Path, code: int = errno.EACCES) -> None:
    """Make listing ``folder`` fail as it would without read permission (root reads everything, so the tests
    also run as root) or on a flaky mount (EIO)."""
    real = os.scandir

    def scandir(path=".", *args, **kwargs):
        if os.fspath(path) == os.fspath(folder):
            raise OSError(code, os.strerror(code), os.fspath(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "scandir", scandir)


@pytest.mark.parametrize("code", [errno.EACCES, errno.EIO])
def test_an_unreadable_folder_is_a_problem_and_its_files_stay_searchable(tmp_path: Path, monkeypatch,
                                                                         code: int) -> None:
    root = tmp_path / "vault"
    (root / "mail" / "deep").mkdir(parents=True)
    (root / "mail" / "a.md").write_text("# A\n\nThe quarterly budget for the lighthouse.\n")
    (root / "mail" / "deep" / "b.md").write_text("# B\n\nNotes on the lighthouse keeper.\n")
    (root / "top.md").write_text("# Top\n\nlighthouse\n")
    with Vault.open(root) as v:
        v.sync()
        with monkeypatch.context() as m:
            deny(m, root / "mail", code)
            report = v.sync()
            assert report.deleted == ()  # the old code deleted both files from the index here
            assert {p.path: p.kind for p in report.problems} == {"mail/": "unreadable_folder"}
            assert "stay searchable" in report.problems[0].message
            assert sorted(r.path for r in v.search("lighthouse", mode="bm25")) == ["mail/a.md", "mail/deep/b.md",
                                                                                    "top.md"]
            assert not v.sync().changed  # stable while it stays unreadable
        report = v.sync()  # readable again: the folder's problem goes, its files were never re-read
        assert not report.added and not report.updated and "mail/" not in {p.path for p in v.problems()}
        (root / "mail" / "a.md").unlink()
        (root / "mail" / "deep" / "b.md").unlink()
        (root / "mail" / "deep").rmdir()
        (root / "mail").rmdir()
        assert sorted(v.sync().deleted) == ["mail/a.md", "mail/deep/b.md"]  # really gone: deleted


def test_an_unreadable_vault_folder_keeps_the_index(tmp_path: Path, monkeypatch) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nlighthouse\n")
    with Vault.open(root) as v:
        v.sync()
        deny(monkeypatch, root)
        with pytest.raises(Exception, match="cannot read the vault folder"):
            v.sync()
        monkeypatch.undo()
        assert [r.path for r in v.search("lighthouse", mode="bm25")] == ["a.md"]


def test_a_path_longer_than_the_system_allows_is_a_problem(tmp_path: Path) -> None:
    root = tmp_path / "vault"
    root.mkdir()
    (root / "ok.md").write_text("# ok\n\nfine\n")
    fd = os.open(root, os.O_RDONLY)
    depth = 0
    try:  # build it relative to a descriptor: the full path is over PATH_MAX
        while depth * 201 < 4300:
            os.mkdir("d" * 200, dir_fd=fd)
            nxt = os.open("d" * 200, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = nxt
            depth += 1
        os.close(os.open("deep.md", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd))
    finally:
        os.close(fd)
    stats = walk(root)
    long = [p for p, st in stats.items() if st.problem]
    assert len(long) == 1 and stats[long[0]].problem[0] == "unreadable_folder"
    assert "longer than this system allows" in stats[long[0]].problem[1]

"""Sidecar files (an app's settings and log inside the index folder) are read and written like index files: never
through a link planted in a vault that may come from someone else, bounded, and replaced atomically."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from vaultmem import SidecarError, Sidecars, Vault
from vaultmem.sidecar import MAX_BYTES


@pytest.fixture
def index_dir(tmp_path: Path) -> Path:
    d = tmp_path / "vault" / ".vaultmem"
    d.mkdir(parents=True, mode=0o700)
    return d


def test_write_then_read_round_trips_and_leaves_no_temp_file(index_dir: Path) -> None:
    sc = Sidecars(index_dir)
    assert sc.read_text("app.json") is None
    sc.write_text("app.json", '{"theme": "dark"}')
    sc.write_text("app.json", '{"theme": "light"}')
    assert sc.read_text("app.json") == '{"theme": "light"}'
    assert sorted(p.name for p in index_dir.iterdir()) == ["app.json"]
    assert (index_dir / "app.json").stat().st_mode & 0o777 == 0o600


def test_a_planted_link_is_replaced_not_followed(index_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "victim.txt"
    target.write_text("precious", encoding="utf-8")
    (index_dir / "app.json").symlink_to(target)
    sc = Sidecars(index_dir)
    assert sc.read_text("app.json") is None  # a link is not read through
    sc.write_text("app.json", "{}")
    assert target.read_text(encoding="utf-8") == "precious"
    assert not (index_dir / "app.json").is_symlink()
    assert sc.read_text("app.json") == "{}"


def test_a_linked_index_folder_is_neither_read_nor_written(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "app.json").write_text("{}", encoding="utf-8")
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / ".vaultmem").symlink_to(elsewhere)
    sc = Sidecars(vault / ".vaultmem")
    assert sc.read_text("app.json") is None
    with pytest.raises(SidecarError):
        sc.write_text("recent.json", "{}")
    assert sc.log_handler("app.log", 1000, 1) is None
    assert sorted(p.name for p in elsewhere.iterdir()) == ["app.json"]


def test_names_are_plain_file_names(index_dir: Path) -> None:
    sc = Sidecars(index_dir)
    for bad in ("../app.json", "logs/app.log", "manifest.json.tmp", "seg-00000001-0badf00d.vms", ".app.json", "",
                "manifest.json"):
        with pytest.raises(ValueError):
            sc.write_text(bad, "{}")


def test_an_oversized_or_special_file_reads_as_missing(index_dir: Path) -> None:
    (index_dir / "big.json").write_bytes(b" " * (MAX_BYTES + 1))
    os.mkfifo(index_dir / "fifo.json")
    sc = Sidecars(index_dir)
    assert sc.read_text("big.json") is None
    assert sc.read_text("fifo.json") is None  # and does not block


def test_a_missing_index_folder_is_not_created(tmp_path: Path) -> None:
    sc = Sidecars(tmp_path / "gone" / ".vaultmem")
    with pytest.raises(SidecarError):
        sc.write_text("app.json", "{}")
    assert sc.log_handler("app.log", 1000, 1) is None
    assert not (tmp_path / "gone").exists()


def test_the_log_appends_to_its_own_file_never_a_planted_links_target(index_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "bashrc"
    target.write_text("export PATH\n", encoding="utf-8")
    (index_dir / "logs").mkdir(mode=0o700)
    (index_dir / "logs" / "app.log").symlink_to(target)
    handler = Sidecars(index_dir).log_handler("app.log", 1000, 1)
    assert handler is not None
    record = logging.LogRecord("t", logging.WARNING, __file__, 1, "hello", None, None)
    with pytest.raises(OSError):
        handler._open()  # what emit() calls: refused (ELOOP), logging reports it on stderr
    handler.close()
    (index_dir / "logs" / "app.log").unlink()
    handler = Sidecars(index_dir).log_handler("app.log", 1000, 1)
    assert handler is not None
    handler.emit(record)
    handler.close()
    assert target.read_text(encoding="utf-8") == "export PATH\n"
    assert "hello" in (index_dir / "logs" / "app.log").read_text(encoding="utf-8")


def test_a_linked_logs_folder_is_refused(index_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (index_dir / "logs").symlink_to(tmp_path / "out")
    assert Sidecars(index_dir).log_handler("app.log", 1000, 1) is None


def test_the_vault_offers_its_index_folders_sidecars(tmp_path: Path) -> None:
    root = tmp_path / "v"
    root.mkdir()
    (root / "a.md").write_text("# A\n\nalpha\n", encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        v.sidecars.write_text("app.json", "{}")
    assert (root / ".vaultmem" / "app.json").read_text(encoding="utf-8") == "{}"

"""The watcher against real files and real watchdog observers (native inotify and polling).

Every wait is event-driven: ``VaultWatcher.wait_for`` re-checks its condition after each reconciled batch.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from watchdog.observers.polling import PollingObserver

from vaultmem.vault import Vault
from vaultmem.watch import VaultWatcher, WatchConfig

TIMEOUT = 20.0  # an upper bound for a loaded CI machine; every wait returns as soon as its condition holds


def test_create_modify_delete(watching, vault_dir: Path, live, hits) -> None:
    vault, w = watching
    f = vault_dir / "notes" / "trip.md"
    f.write_text("# Trip\n\nFlight to Lisbon on Friday.\n")
    assert w.wait_for(lambda: "notes/trip.md" in hits(vault, "lisbon flight"), TIMEOUT)
    f.write_text("# Trip\n\nTrain to Porto instead.\n")
    assert w.wait_for(lambda: "notes/trip.md" in hits(vault, "porto train"), TIMEOUT)
    assert "notes/trip.md" not in hits(vault, "lisbon flight")
    f.unlink()
    assert w.wait_for(lambda: "notes/trip.md" not in live(vault), TIMEOUT)
    assert hits(vault, "porto train") == []


def test_file_rename(watching, vault_dir: Path, live, hits) -> None:
    vault, w = watching
    os.replace(vault_dir / "notes" / "db.md", vault_dir / "notes" / "database.md")
    assert w.wait_for(lambda: "notes/database.md" in live(vault) and "notes/db.md" not in live(vault), TIMEOUT)
    assert hits(vault, "postgres redis") == ["notes/database.md"]


def test_directory_rename_and_move_out(watching, vault_dir: Path, tmp_path: Path, live) -> None:
    vault, w = watching
    sub = vault_dir / "notes" / "deep" / "er"
    sub.mkdir(parents=True)
    (sub / "x.md").write_text("# X\n\nquokka sightings\n")
    assert w.wait_for(lambda: "notes/deep/er/x.md" in live(vault), TIMEOUT)
    os.replace(vault_dir / "notes", vault_dir / "archive")  # moved folder: src_path and dest_path
    want = {"archive/db.md", "archive/gifts.md", "archive/deep/er/x.md"}
    assert w.wait_for(lambda: live(vault) == want, TIMEOUT), live(vault)
    os.replace(vault_dir / "archive" / "deep", tmp_path / "outside")  # moved out of the vault: src only
    assert w.wait_for(lambda: live(vault) == {"archive/db.md", "archive/gifts.md"}, TIMEOUT)
    os.replace(tmp_path / "outside", vault_dir / "back")  # moved in: dest only
    assert w.wait_for(lambda: "back/er/x.md" in live(vault), TIMEOUT)


def test_editor_save_and_temp_files_are_never_indexed(watching, vault_dir: Path, live, hits) -> None:
    vault, w = watching
    notes = vault_dir / "notes"
    # vim: swap file, backup, write the new content to a temp name and rename it over the original.
    (notes / ".gifts.md.swp").write_bytes(b"\x00vim swap quokka")
    (notes / "gifts.md~").write_text("backup quokka")
    (notes / ".#gifts.md").write_text("emacs lock quokka")
    (notes / "gifts.md.tmp").write_text("# Gifts\n\nMy brother wants a quokka plush.\n")
    os.replace(notes / "gifts.md.tmp", notes / "gifts.md")
    assert w.wait_for(lambda: hits(vault, "quokka plush") == ["notes/gifts.md"], TIMEOUT)
    assert live(vault) == {"notes/db.md", "notes/gifts.md"}
    assert all(p == "notes/gifts.md" for p in hits(vault, "quokka"))


def test_burst_of_new_files(watching, vault_dir: Path, live, hits) -> None:
    vault, w = watching
    burst = vault_dir / "inbox"
    burst.mkdir()
    for i in range(500):
        (burst / f"m{i:03d}.md").write_text(f"# Mail {i}\n\nticket number tkt{i:03d}x\n")
    want = {f"inbox/m{i:03d}.md" for i in range(500)}
    assert w.wait_for(lambda: want <= live(vault), TIMEOUT * 3)
    assert hits(vault, "tkt499x")[:1] == ["inbox/m499.md"]


def test_changes_while_closed_are_reconciled_on_start(vault_dir: Path, observer_mode: str, live) -> None:
    with Vault.open(vault_dir) as vault:
        vault.sync()
    (vault_dir / "notes" / "db.md").unlink()
    (vault_dir / "notes" / "offline.md").write_text("# Offline\n\nwritten while the app was closed\n")
    with Vault.open(vault_dir) as vault:
        w = VaultWatcher(vault, WatchConfig(observer=observer_mode, quiet_seconds=0.05, poll_seconds=0.1))
        with w:
            assert w.wait_for(lambda: live(vault) == {"notes/gifts.md", "notes/offline.md"}, TIMEOUT)


def test_auto_falls_back_to_polling_when_no_events_arrive(vault_dir: Path, hits) -> None:
    """A "native" observer that never reports anything in time (like inotify on a FUSE mount)."""
    config = WatchConfig(observer="auto", probe_seconds=0.3, quiet_seconds=0.05, poll_seconds=0.1)
    with Vault.open(vault_dir) as vault:
        w = VaultWatcher(vault, config, native_factory=lambda: PollingObserver(timeout=3600))
        with w:
            assert w.mode == "polling"
            (vault_dir / "notes" / "fuse.md").write_text("# Fuse\n\nencrypted volume wombat\n")
            assert w.wait_for(lambda: hits(vault, "wombat") == ["notes/fuse.md"], TIMEOUT)


def test_auto_keeps_native_observer_when_the_probe_event_arrives(vault_dir: Path) -> None:
    with Vault.open(vault_dir) as vault, VaultWatcher(vault, WatchConfig(observer="auto", quiet_seconds=0.05)) as w:
        assert w.mode == "native"
        assert not any(p.name.startswith("probe-") for p in vault.index_dir.iterdir())


def test_lost_events_trigger_full_reconciliation(vault_dir: Path, live) -> None:
    """watchdog only logs an inotify queue overflow; the watcher turns that log record into a full scan."""
    config = WatchConfig(observer="native", quiet_seconds=0.05)
    # The observer never reports anything: only the overflow-triggered scan can find the new file.
    never = lambda: PollingObserver(timeout=3600)
    with Vault.open(vault_dir) as vault, VaultWatcher(vault, config, native_factory=never) as w:
        assert w.wait_for(lambda: w.batches >= 1, TIMEOUT)
        (vault_dir / "notes" / "lost.md").write_text("# Lost\n\nan event the kernel dropped\n")
        logging.getLogger("watchdog.observers.inotify_c").warning("Inotify queue overflowed; events were lost")
        assert w.wait_for(lambda: "notes/lost.md" in live(vault), TIMEOUT)


def test_index_write_failure_keeps_the_batch_and_retries(vault_dir: Path, monkeypatch, live) -> None:
    import errno

    from vaultmem.index import writer as writer_mod

    real = writer_mod.IndexWriter._write_segment
    failures = []

    def full_disk(self, *args, **kwargs):
        if not failures:
            failures.append(1)
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(self, *args, **kwargs)

    batches = []
    with Vault.open(vault_dir) as vault:
        vault.sync()
        config = WatchConfig(observer="native", quiet_seconds=0.05, retry_seconds=0.05)
        with VaultWatcher(vault, config, on_batch=batches.append) as w:
            assert w.wait_for(lambda: w.batches >= 1, TIMEOUT)
            monkeypatch.setattr(writer_mod.IndexWriter, "_write_segment", full_disk)
            (vault_dir / "notes" / "later.md").write_text("# Later\n\nwritten when the disk was full\n")
            assert w.wait_for(lambda: "notes/later.md" in live(vault), TIMEOUT)
    errors = [b.error for b in batches if b.error]
    assert errors and "disk is full" in errors[0]
    assert batches[-1].error is None


def test_unexpected_reconcile_error_is_reported_and_retried(vault_dir: Path, monkeypatch, live) -> None:
    """A bug in a sync (here: one injected exception) is reported as a failed batch; the worker survives and
    the retried batch lands."""
    real = Vault.sync_paths
    failures = []

    def broken_once(self, paths, progress=None, **kw):
        if not failures:
            failures.append(1)
            raise RuntimeError("injected")
        return real(self, paths, progress, **kw)

    batches = []
    with Vault.open(vault_dir) as vault:
        vault.sync()
        config = WatchConfig(observer="native", quiet_seconds=0.05, retry_seconds=0.05)
        with VaultWatcher(vault, config, on_batch=batches.append) as w:
            assert w.wait_for(lambda: w.batches >= 1, TIMEOUT)
            monkeypatch.setattr(Vault, "sync_paths", broken_once)
            (vault_dir / "notes" / "later.md").write_text("# Later\n\nwritten while a bug struck\n")
            assert w.wait_for(lambda: "notes/later.md" in live(vault), TIMEOUT)
            assert w.error is None
    assert [b.error for b in batches if b.error] == ["RuntimeError: injected"]
    assert batches[-1].report is not None and "notes/later.md" in batches[-1].report.added


def test_a_batch_is_reported_before_its_commit_is_made_durable(vault_dir: Path, monkeypatch) -> None:
    """The directory fsync (``Vault.settle``) is off the save-to-searchable path, and done before idle."""
    events: list[str] = []
    real = Vault.settle

    def settle(self) -> None:
        events.append("settle")
        real(self)

    monkeypatch.setattr(Vault, "settle", settle)
    with Vault.open(vault_dir) as vault:
        config = WatchConfig(observer="native", quiet_seconds=0.05)
        with VaultWatcher(vault, config, on_batch=lambda b: events.append("batch")) as w:
            assert w.wait_for(lambda: w.batches >= 1, TIMEOUT) and w.wait_idle(TIMEOUT)
            (vault_dir / "notes" / "new.md").write_text("# New\n\nquokka\n")
            assert w.wait_for(lambda: w.batches >= 2, TIMEOUT) and w.wait_idle(TIMEOUT)
    assert events[:4] == ["batch", "settle", "batch", "settle"]


def test_read_only_vault_cannot_be_watched(vault_dir: Path) -> None:
    import pytest

    from vaultmem.errors import IndexWriteError

    with Vault.open(vault_dir) as writer, Vault.open(vault_dir, fallback_readonly=True) as reader:
        assert reader.readonly and "pid" in (reader.readonly_reason or "")
        with pytest.raises(IndexWriteError, match="read-only"):
            VaultWatcher(reader)
        assert writer.readonly is False


def test_corrupt_index_is_rebuilt_automatically_when_watching_starts(vault_dir: Path, live) -> None:
    """A bit flip in a segment is caught by its checksum on open; the watcher's start-up reconciliation then
    rebuilds the index from the vault, and the problem record says what happened."""
    with Vault.open(vault_dir) as vault:
        vault.sync()
        before = live(vault)
        seg = next(p for p in vault.index_dir.iterdir() if p.suffix == ".vms")
    data = bytearray(seg.read_bytes())
    data[len(data) // 2] ^= 0x10
    seg.write_bytes(bytes(data))
    with Vault.open(vault_dir) as vault:
        assert vault.recovered is not None and vault.recovered.kind == "index_corrupt"
        assert "checksum" in vault.recovered.message and vault.problems()[0] == vault.recovered
        with VaultWatcher(vault, WatchConfig(observer="native", quiet_seconds=0.05)) as w:
            assert w.wait_for(lambda: live(vault) == before, TIMEOUT)
        assert vault.verify() == []


def test_a_full_disk_at_the_probe_falls_back_to_polling_and_keeps_watching(vault_dir: Path, hits,
                                                                            monkeypatch) -> None:
    """The probe file could not be written (ENOSPC): the watch once ended with a traceback; now it polls (which
    works on every mount) and keeps indexing, and reports why in its log."""
    import errno

    from vaultmem.index import folder

    real = folder.create_new

    def full_for_probes(path):
        if Path(path).name.startswith("probe-"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real(path)

    monkeypatch.setattr(folder, "create_new", full_for_probes)
    config = WatchConfig(observer="auto", quiet_seconds=0.05, poll_seconds=0.1)
    with Vault.open(vault_dir) as vault, VaultWatcher(vault, config) as w:
        assert w.mode == "polling"
        (vault_dir / "notes" / "disk.md").write_text("# Disk\n\nthe numbat survived the full disk\n")
        assert w.wait_for(lambda: hits(vault, "numbat") == ["notes/disk.md"], TIMEOUT)


def test_watching_a_vault_whose_index_is_kept_elsewhere(vault_dir: Path, tmp_path: Path, hits) -> None:
    config = WatchConfig(observer="auto", quiet_seconds=0.05, poll_seconds=0.1)
    with Vault.open(vault_dir, index_dir=tmp_path / "idx") as vault, VaultWatcher(vault, config) as w:
        assert w.mode == "polling"  # nothing may be written into the vault, so native events cannot be probed
        (vault_dir / "notes" / "away.md").write_text("# Away\n\nthe quoll lives elsewhere\n")
        assert w.wait_for(lambda: hits(vault, "quoll") == ["notes/away.md"], TIMEOUT)
    assert not (vault_dir / ".vaultmem").exists()


def test_a_name_that_is_not_utf8_is_indexed_while_watching(vault_dir: Path, hits) -> None:
    """Such a name once failed every batch (UnicodeEncodeError), and the watcher retried it forever."""
    config = WatchConfig(observer="native", quiet_seconds=0.05, retry_seconds=0.1)
    with Vault.open(vault_dir) as vault, VaultWatcher(vault, config) as w:
        with open(os.fsencode(vault_dir / "notes") + b"/caf\xe9.md", "wb") as fh:
            fh.write(b"# Cafe\n\nthe bilby cafe\n")
        assert w.wait_for(lambda: hits(vault, "bilby") == ["notes/caf\udce9.md"], TIMEOUT)
        assert w.error is None

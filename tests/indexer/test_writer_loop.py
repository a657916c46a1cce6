"""The writer loop (``indexer.writer.keep_live``), run on a thread as ``vaultmem watch`` runs it: it owns the vault,
syncs on command, watches after a sync ran to its end, and reports every step as a typed event."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from vaultmem import SyncProgress, SyncReport, Vault
from vaultmem.indexer.events import (
    BatchSummary,
    Exited,
    IndexerEvent,
    Locked,
    OpenFailed,
    Progress,
    Ready,
    SyncCancelled,
    Synced,
    WatchState,
)
from vaultmem.indexer.writer import SYNC, keep_live

KIWI = "# Kiwi\n\nThe kiwi harvest is in October, after the first frost.\n"
FAST = {"observer": "polling", "quiet_seconds": 0.05, "poll_seconds": 0.1, "retry_seconds": 0.1}


@pytest.fixture
def vault_dir(tmp_path: Path, write_vault: Callable[[Path, dict[str, str]], Path]) -> Path:
    return write_vault(tmp_path / "vault", {"notes/db.md": "# DB\n\nWe keep postgres.\n",
                                            "notes/garden.md": "# Garden\n\nTomatoes need water.\n"})


class Loop:
    """``keep_live`` on a thread, its events on a queue."""

    def __init__(self, path: Path) -> None:
        self.commands: queue.Queue[str | None] = queue.Queue()
        self.events: queue.Queue[IndexerEvent] = queue.Queue()
        self.cancel = threading.Event()
        self.thread = threading.Thread(target=keep_live, args=(str(path), self.events.put, self.commands, self.cancel),
                                       kwargs={"watch": FAST})

    def until(self, wanted: Callable[[IndexerEvent], bool]) -> IndexerEvent:
        """The next event that is ``wanted`` (events before it are skipped)."""
        for _ in range(1000):
            event = self.events.get(timeout=60)
            if wanted(event):
                return event
        raise AssertionError("the event never came")

    def stop(self) -> None:
        self.cancel.set()
        self.commands.put(None)
        self.thread.join(60)
        assert not self.thread.is_alive()


@pytest.fixture
def loop(vault_dir: Path) -> Iterator[Loop]:
    running = Loop(vault_dir)
    running.thread.start()
    yield running
    if running.thread.is_alive():
        running.stop()


def test_sync_then_watch_then_exit(loop: Loop, vault_dir: Path) -> None:
    assert loop.until(lambda ev: True) == Ready(None)
    loop.commands.put(SYNC)
    synced = loop.until(lambda ev: isinstance(ev, Synced))
    assert set(synced.report.added) == {"notes/db.md", "notes/garden.md"}
    assert loop.until(lambda ev: isinstance(ev, WatchState)).mode == "polling"
    assert loop.until(lambda ev: isinstance(ev, BatchSummary)).full  # the watcher's start-up reconciliation
    (vault_dir / "notes" / "kiwi.md").write_text(KIWI, encoding="utf-8")
    batch = loop.until(lambda ev: isinstance(ev, BatchSummary) and ev.changed > 0)
    assert (batch.added, batch.sample, batch.full, batch.error) == (1, ("notes/kiwi.md",), False, None)
    loop.stop()
    assert loop.until(lambda ev: isinstance(ev, Exited)) == Exited()
    with Vault.open(vault_dir):  # the loop released the writer lock
        pass


def test_failed_batches_are_reported(loop: Loop, vault_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reconciliation that raises is reported (and retried by the watcher)."""

    def broken(self: Vault, paths: set[str], progress: object = None, **kw: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(Vault, "sync_paths", broken)
    loop.until(lambda ev: isinstance(ev, Ready))
    loop.commands.put(SYNC)
    loop.until(lambda ev: isinstance(ev, BatchSummary) and ev.full)
    (vault_dir / "notes" / "kiwi.md").write_text(KIWI, encoding="utf-8")
    failed = loop.until(lambda ev: isinstance(ev, BatchSummary) and ev.error is not None)
    assert failed.error == "RuntimeError: disk on fire" and failed.changed == 0 and failed.report is None


def test_a_cancelled_sync_reports_it_and_starts_no_watcher(loop: Loop) -> None:
    loop.until(lambda ev: isinstance(ev, Ready))
    loop.cancel.set()  # stops the sync at its first file or batch
    loop.commands.put(SYNC)
    seen = [loop.until(lambda ev: not isinstance(ev, Progress))]
    loop.stop()
    while not isinstance(seen[-1], Exited):
        seen.append(loop.events.get(timeout=60))
    assert [type(ev) for ev in seen if not isinstance(ev, Progress)] == [SyncCancelled, Exited]


def test_progress_is_throttled_but_phase_changes_and_the_last_file_arrive(
        vault_dir: Path, write_vault: Callable[[Path, dict[str, str]], Path],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a frozen clock the ≤ 10 Hz throttle lets through exactly each phase's first step and its last file."""
    write_vault(vault_dir, {f"more/n{i}.md": f"# Note {i}\n\nbody {i}\n" for i in range(30)})
    raw: list[SyncProgress] = []
    sync = Vault.sync

    def recorded(self: Vault, progress: Callable[[SyncProgress], None], **kw: object) -> SyncReport:
        return sync(self, lambda p: (raw.append(p), progress(p)), **kw)

    monkeypatch.setattr(Vault, "sync", recorded)
    monkeypatch.setattr("vaultmem.indexer.writer.monotonic", lambda: 1000.0)
    events: list[IndexerEvent] = []
    commands: queue.Queue[str | None] = queue.Queue()
    for command in (SYNC, None):
        commands.put(command)
    keep_live(str(vault_dir), events.append, commands, threading.Event(), watch=FAST)
    shown = [ev.progress for ev in events if isinstance(ev, Progress)]
    assert len(raw) > 2 * len({p.phase for p in raw})  # there was something to hold back
    assert shown == [p for i, p in enumerate(raw) if i == 0 or p.phase != raw[i - 1].phase or p.done == p.total]
    assert any(isinstance(ev, Synced) for ev in events)


def test_a_vault_another_process_writes_is_locked(vault_dir: Path) -> None:
    with Vault.open(vault_dir):
        events: list[IndexerEvent] = []
        keep_live(str(vault_dir), events.append, queue.Queue(), threading.Event())
    assert len(events) == 1 and isinstance(events[0], Locked) and "pid" in events[0].holder


def test_a_missing_folder_cannot_be_opened(tmp_path: Path) -> None:
    events: list[IndexerEvent] = []
    keep_live(str(tmp_path / "gone"), events.append, queue.Queue(), threading.Event())
    assert [type(ev) for ev in events] == [OpenFailed]
    assert events[0].error == "VaultNotFound" and str(events[0]).startswith("VaultNotFound: vault folder not found")

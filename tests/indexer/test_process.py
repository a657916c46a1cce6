"""The writer loop in a child process (``indexer.process.Indexer``), as the desktop app runs it: started, asked to
sync, relayed, stopped — and a child that dies is reported, not waited for."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.indexer.events import IndexerEvent, Locked, Ready, Synced, WatchState
from vaultmem.indexer.process import Indexer, IndexerError


@pytest.fixture
def vault_dir(tmp_path: Path, write_vault: Callable[[Path, dict[str, str]], Path]) -> Path:
    root = write_vault(tmp_path / "vault", {"notes/db.md": "# DB\n\nWe keep postgres.\n"})
    (root / ".vaultmem").mkdir()
    (root / ".vaultmem" / "settings.json").write_text('{"watch": {"observer": "polling", "poll_seconds": 0.1}}')
    return root


class Relay:
    """``Indexer.relay`` on a thread, as the app's relay task runs it."""

    def __init__(self, indexer: Indexer) -> None:
        self.events: list[tuple[IndexerEvent, bool]] = []
        self.error: BaseException | None = None
        self.arrived = threading.Condition()
        self.thread = threading.Thread(target=self._run, args=(indexer,))
        self.thread.start()

    def _run(self, indexer: Indexer) -> None:
        try:
            indexer.relay(self._emit)
        except BaseException as exc:  # noqa: BLE001 — the test looks at it
            self.error = exc

    def _emit(self, event: IndexerEvent, urgent: bool) -> None:
        with self.arrived:
            self.events.append((event, urgent))
            self.arrived.notify_all()

    def wait_for(self, kind: type) -> IndexerEvent:
        with self.arrived:
            assert self.arrived.wait_for(lambda: any(isinstance(e, kind) for e, _ in self.events), 120), self.events
            return next(e for e, _ in self.events if isinstance(e, kind))


def test_start_sync_watch_and_stop(vault_dir: Path) -> None:
    indexer = Indexer(vault_dir)
    assert indexer.start() == Ready(None)
    relay = Relay(indexer)
    try:
        indexer.request_sync()
        assert relay.wait_for(Synced).report.added == ("notes/db.md",)
        assert relay.wait_for(WatchState).mode == "polling"
    finally:
        indexer.stop()
        relay.thread.join(60)
        indexer.close()
    assert relay.error is None and not relay.thread.is_alive()  # the relay read the goodbye and returned
    assert indexer.process.exitcode == 0
    assert all(urgent for e, urgent in relay.events if not hasattr(e, "progress"))


def test_a_vault_with_another_writer_starts_locked(vault_dir: Path) -> None:
    with Vault.open(vault_dir):
        indexer = Indexer(vault_dir)
        started = indexer.start()
        indexer.close()
    assert isinstance(started, Locked) and "pid" in started.holder
    assert not indexer.process.is_alive()


def test_a_vault_that_cannot_be_opened_raises(tmp_path: Path) -> None:
    indexer = Indexer(tmp_path / "gone")
    with pytest.raises(IndexerError, match="VaultNotFound: vault folder not found"):
        indexer.start()
    indexer.close()


def test_a_killed_child_ends_the_relay_with_an_error(vault_dir: Path) -> None:
    indexer = Indexer(vault_dir)
    indexer.start()
    relay = Relay(indexer)
    os.kill(indexer.process.pid, signal.SIGKILL)
    relay.thread.join(60)
    indexer.close()
    assert isinstance(relay.error, IndexerError)
    assert str(relay.error) == "the indexer process exited (code -9)"

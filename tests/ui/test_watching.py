"""Live indexing in the app: the indexer process watches the vault, files saved after the app opened become
searchable, and the status bar says what the watcher is doing (or why this window does not watch)."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

pytestmark = pytest.mark.qt

KIWI = "# Kiwi\n\nThe kiwi harvest is in October, after the first frost.\n"


def wait_watching(qtbot, w) -> str:
    qtbot.waitUntil(lambda: w.status.watch_state is not None, timeout=30_000)
    return w.status.watch_state.mode


def wait_startup_reconciliation(qtbot, w) -> None:
    """The watcher's first batch is its whole-vault reconciliation; later batches come from file events."""
    qtbot.waitUntil(lambda: w.watch_batches >= 1, timeout=30_000)


def test_file_saved_after_opening_becomes_searchable(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault, wait_sync=False)
    assert w.status.watcher.text() == "Watcher starts after the first scan"
    with qtbot.waitSignal(w.watch_batch_shown, timeout=60_000, check_params_cb=lambda b: b.full):
        pass  # initial sync, then the watcher's start-up reconciliation (nothing changed in between)
    assert w.status.watch_state.mode in ("native", "polling")
    assert w.status.watcher.text() == f"Watching ({w.status.watch_state.mode})"
    assert not any(r.path == "notes/kiwi.md" for r in type_query(qtbot, w, "kiwi harvest frost"))

    with qtbot.waitSignal(w.results_shown, timeout=30_000,
                          check_params_cb=lambda rs: bool(rs) and rs[0].path == "notes/kiwi.md") as shown:
        (small_vault / "notes" / "kiwi.md").write_text(KIWI, encoding="utf-8")
    assert shown.args[0][0].title == "Kiwi"
    assert w.search.text() == "kiwi harvest frost"  # the query re-ran by itself on the new snapshot
    batch = w.status.last_batch
    assert batch is not None and not batch.full and batch.added == 1 and batch.sample == ("notes/kiwi.md",)
    assert w.status.watcher.text().startswith(f"Watching ({w.status.watch_state.mode}) · 1 file added at ")
    assert "notes/kiwi.md" in w.status.watcher.toolTip()
    qtbot.waitUntil(lambda: w.status.size.text().startswith("6 sessions"), timeout=10_000)

    # an edit and a delete go the same way; the selected result stays selected across the refresh
    results = type_query(qtbot, w, "postgres")
    w.move_selection(1)
    selected = w.current_result().session_id
    with qtbot.waitSignal(w.watch_batch_shown, timeout=30_000, check_params_cb=lambda b: b.deleted == 1):
        (small_vault / "notes" / "garden.md").unlink()
    qtbot.waitUntil(lambda: w.model.results is not results and w.current_query == "postgres", timeout=10_000)
    assert w.current_result().session_id == selected
    assert w.status.watcher.text().split(" · ")[1].startswith("1 file deleted at ")


def test_polling_watcher_when_configured(make_window, small_vault: Path, qtbot, type_query) -> None:
    """Encrypted / FUSE mounts deliver no file events: the vault's settings (or the probe) choose polling."""
    (small_vault / ".vaultmem").mkdir()
    (small_vault / ".vaultmem" / "settings.json").write_text(
        json.dumps({"watch": {"observer": "polling", "poll_seconds": 0.2}}), encoding="utf-8")
    w = make_window(small_vault)
    assert wait_watching(qtbot, w) == "polling"
    assert w.status.watcher.text() == "Watching (polling)"
    assert "every 0.2 s" in w.status.watcher.toolTip()
    wait_startup_reconciliation(qtbot, w)
    type_query(qtbot, w, "cello metronome")
    with qtbot.waitSignal(w.results_shown, timeout=30_000,
                          check_params_cb=lambda rs: bool(rs) and "bassoon" in rs[0].snippet.text.lower()):
        (small_vault / "notes" / "cello.md").write_text(
            "# Cello\n\nSold the cello; the metronome now ticks for the bassoon.\n", encoding="utf-8")
    assert w.status.last_batch.updated == 1


def test_killed_indexer_shows_watcher_stopped(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    wait_watching(qtbot, w)
    pid = w.indexer.process.pid
    with qtbot.waitSignal(w.watch_changed, timeout=30_000, check_params_cb=lambda s: s.mode == "stopped"):
        os.kill(pid, signal.SIGKILL)
    assert w.status.watcher.text() == "Watcher stopped: the indexer process exited (code -9)"
    assert w.indexer is None
    assert type_query(qtbot, w, "postgres decision")[0].path == "notes/db.md"  # search goes on


def test_read_only_window_says_why_it_does_not_watch(make_window, small_vault: Path, qtbot, type_query) -> None:
    first = make_window(small_vault)
    wait_watching(qtbot, first)
    wait_startup_reconciliation(qtbot, first)
    second = make_window(small_vault, readonly_expected=True)
    assert second.status.watcher.text() == "Not watching"
    assert "another VaultMem process indexes and watches this vault" in second.status.watcher.toolTip()
    type_query(qtbot, second, "kiwi harvest frost")
    # the first window's watcher indexes the new note; the second picks up the commit by polling the manifest
    with qtbot.waitSignal(second.results_shown, timeout=30_000,
                          check_params_cb=lambda rs: bool(rs) and rs[0].path == "notes/kiwi.md"):
        (small_vault / "notes" / "kiwi.md").write_text(KIWI, encoding="utf-8")

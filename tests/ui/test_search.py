"""Searching in the app: the newest query wins (a slower older one never replaces it), how many sessions matched,
the no-matches state with its hints, and the ranking switch remembered per vault."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from vaultmem import Vault

pytestmark = pytest.mark.qt


def hold_query(w, slow: str) -> tuple[threading.Event, threading.Event]:
    """Make the window's vault block in ``search(slow)`` until released (a slow first query on a big vault)."""
    started, release = threading.Event(), threading.Event()
    real = w.vault.search

    def search(query: str, k: int = 10, **kw):
        if query == slow:
            started.set()
            release.wait(60)
        return real(query, k, **kw)

    w.vault.search = search
    return started, release


def submit(w, text: str) -> None:
    """Type ``text`` and search it now (the debounce, which would do the same 120 ms later, is stopped)."""
    w.search.setText(text)
    w._debounce.stop()
    w.run_search()


def test_a_slower_older_query_never_replaces_a_newer_one(make_window, small_vault: Path, qtbot) -> None:
    w = make_window(small_vault)
    started, release = hold_query(w, "postgres")
    shown, outcomes = [], []
    w.results_shown.connect(lambda _r: shown.append(w.current_query))
    w.search_done.connect(lambda q, ok: outcomes.append((q, ok)))
    submit(w, "postgres")
    qtbot.waitUntil(started.is_set)
    submit(w, "tomato")  # typed while the first search still runs: it waits, the first one's outcome is dropped
    assert w.search_lane.running
    with qtbot.waitSignal(w.results_shown, timeout=20_000):
        release.set()
    assert shown == ["tomato"] and outcomes == [("postgres", False), ("tomato", True)]
    assert w.model.results[0].path == "notes/garden.md"


def test_results_of_a_query_the_user_has_typed_past_are_not_shown(make_window, small_vault: Path, qtbot) -> None:
    w = make_window(small_vault)
    started, release = hold_query(w, "postgres")
    shown = []
    w.results_shown.connect(lambda _r: shown.append(w.current_query))
    submit(w, "postgres")
    qtbot.waitUntil(started.is_set)
    w.search.setText("postgres migr")  # still typing: the debounce has not sent the new query yet
    w._debounce.stop()
    with qtbot.waitSignal(w.search_done, timeout=20_000) as done:
        release.set()
    assert done.args == ["postgres", False] and shown == []


def test_count_of_matched_sessions(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    results = type_query(qtbot, w, "postgres")
    with Vault.open(small_vault, readonly=True) as v:
        matched = v.search("postgres", 30).matched
    assert matched == results.matched > 0
    assert w.result_info.text().startswith(f"{matched} sessions matched")


def test_no_matches_says_so_with_hints_and_no_padding(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    w.set_ranking_mode("bm25")
    assert type_query(qtbot, w, 'xylophone kind:"email"') == []
    assert w.results_area.currentWidget() is w.no_matches and w.model.rowCount() == 0
    assert w.no_matches.title.text() == 'No matches for “xylophone kind:"email"”'
    texts = [h.text() for h in w.no_matches.hint_labels]
    assert any("spelling" in t for t in texts) and any("operator" in t for t in texts)
    assert not any("filter" in t for t in texts) and w.no_matches.clear_btn.isHidden()
    assert w.result_info.text() == "No matches" and w.route_chip.isHidden() and w.legend.isHidden()
    # a filter that excludes every match: the hint names it and "Clear filters" brings the results back
    w.folder_filter.setText("journal")
    results = type_query(qtbot, w, "tomato")
    assert results == [] and any("Remove a filter: folder journal" in h.text() for h in w.no_matches.hint_labels)
    assert not w.no_matches.clear_btn.isHidden()
    with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
        qtbot.mouseClick(w.no_matches.clear_btn, Qt.MouseButton.LeftButton)
    assert got.args[0] and w.folder_filter.text() == "" and w.results_area.currentWidget() is w.list


def test_ranking_switch_is_visible_and_remembered_per_vault(make_window, small_vault: Path, tmp_path: Path,
                                                           write_vault, qtbot, type_query) -> None:
    w = make_window(small_vault)
    buttons = {b.defaultAction().data(): b for b in w.findChildren(QToolButton) if b.objectName() == "segment"}
    assert set(buttons) == {"auto", "bm25"} and all(b.isVisible() for b in buttons.values())
    assert w.ranking_mode() == "auto"
    query = "postgres harbor cache"
    type_query(qtbot, w, query)
    assert w.route_chip.text() != "keyword"
    with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
        qtbot.mouseClick(buttons["bm25"], Qt.MouseButton.LeftButton)
    with Vault.open(small_vault, readonly=True) as v:
        expected = [r.session_id for r in v.search(query, 30, mode="bm25")]
    assert [r.session_id for r in got.args[0]] == expected and w.route_chip.text() == "keyword"
    settings = small_vault / ".vaultmem" / "app.json"
    qtbot.waitUntil(lambda: settings.is_file() and json.loads(settings.read_text())["ranking_mode"] == "bm25")
    w.close()
    # the same vault opens in keyword mode again; another vault keeps the default
    again = make_window(small_vault)
    assert again.ranking_mode() == "bm25" and again.mode_actions["bm25"].isChecked()
    other = make_window(write_vault(tmp_path / "other", {"a.md": "# A\n\nPostgres.\n"}))
    assert other.ranking_mode() == "auto"

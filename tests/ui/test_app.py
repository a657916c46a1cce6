"""The desktop app end to end (offscreen): open + index, search, explanation, copy context, problems,
keyboard, a second instance on the same vault."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from vaultmem import (
    AtomHit,
    Certificate,
    ContextExport,
    Evidence,
    Explanation,
    Route,
    SearchResult,
    Snippet,
    StageRank,
    Vault,
)
from vaultmem.text.tokenizer import count

pytestmark = pytest.mark.qt


def test_open_vault_indexes_with_progress(make_window, small_vault: Path, qtbot) -> None:
    from vaultmem_ui.window import MainWindow

    w: MainWindow = make_window()
    seen: list[tuple[str, int, int]] = []
    original = w.status.indexing_progress
    w.status.indexing_progress = lambda p: (seen.append((p.phase, p.done, p.total)), original(p))  # type: ignore[method-assign]
    with qtbot.waitSignal(w.sync_finished, timeout=60_000) as blocker:
        w.open_vault(small_vault)
        qtbot.waitUntil(lambda: w.status.progress.isVisible() or bool(seen) or w.last_report is not None,
                        timeout=30_000)
    report = blocker.args[0]
    assert len(report.added) == 6  # five notes and the binary attachment (which becomes a problem)
    assert any(phase == "ingest" and done == total == 6 for phase, done, total in seen)
    assert w.status.progress.isHidden()
    assert w.status.progress_label.text().startswith("Up to date")
    qtbot.waitUntil(lambda: w.status.size.text().startswith("5 sessions"), timeout=10_000)
    assert w.windowTitle().startswith("vault")
    assert (small_vault / ".vaultmem").is_dir()


def test_typing_a_query_gives_ranked_results(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    results = type_query(qtbot, w, "postgres decision")
    assert results and results[0].path == "notes/db.md"
    assert [r.rank for r in results] == list(range(1, len(results) + 1))
    assert [r.score for r in results] == sorted((r.score for r in results), reverse=True)
    assert w.model.rowCount() == len(results)
    assert w.list.currentIndex().row() == 0
    assert w.explain.result is results[0]
    assert w.route_chip.isVisible() and w.route_chip.text()
    assert w.result_info.text().startswith(f"{results.matched} sessions matched")
    # filters: kind and folder narrow the list
    w.folder_filter.setText("journal")
    qtbot.waitUntil(lambda: all(r.path.startswith("journal/") for r in w.model.results) and w.model.rowCount() > 0,
                    timeout=10_000)
    w.folder_filter.setText("nowhere")
    qtbot.waitUntil(lambda: w.model.rowCount() == 0 and w.result_info.text() == "No matches", timeout=10_000)
    assert w.explain.result is None


def test_explanation_contributions_sum_to_score(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    for query in ("postgres decision", "harbor cache redis latency", "tomato"):
        results = type_query(qtbot, w, query)
        for row, r in enumerate(results):
            w.move_selection(row - w.list.currentIndex().row())
            assert w.explain.result is r
            assert sum(w.explain.contributions) == pytest.approx(r.score, abs=1e-9)
            total = w.explain.table.topLevelItem(w.explain.table.topLevelItemCount() - 1)
            assert total.text(0) == "Total = score" and total.text(3) == f"{r.score:.4f}"
            assert w.explain.certificate_codes == [c.code for c in r.certificates]


def constructed_result() -> SearchResult:
    ev = Evidence(0, 10, 40, "we decided to use Postgres")
    expl = Explanation(2.0, "score", "episode score", (
        Explanation(1.25, "feature", "bm25: BM25 of the best chunk", detail={"feature": "bm25", "raw": 0.625, "weight": 2.0}),
        Explanation(0.5, "feature", "recency", detail={"feature": "recency", "raw": 0.5, "weight": 1.0}),
        Explanation(0.25, "certificate", "decision certificate", detail={"certificate": "DECISION_STATED"}),
    ))
    return SearchResult(1, "notes/db.md#0", "notes/db.md", "note", "DB decision", datetime(2024, 3, 1), 2.0,
                        Snippet("We decided to use Postgres.", ((18, 26),), 0, {"heading_path": ["Outcome"]}, 0, 40),
                        expl, Route("decision", 0.9, ("cue: decided", "question: what did we decide")),
                        (StageRank("bm25", 3), StageRank("rerank", 2), StageRank("certificates", 1)),
                        (Certificate("DECISION_STATED", "The note states a decision about the asked topic.", (ev,)),),
                        (AtomHit("decision", 0.92, ev),))


def test_explanation_renders_route_certificates_stages_and_atoms(make_window, qtbot) -> None:
    w = make_window()
    r = constructed_result()
    w.explain.show_result(r)
    assert w.explain.contributions == [1.25, 0.5, 0.25] and w.explain.total == pytest.approx(r.score)
    assert w.explain.certificate_codes == ["DECISION_STATED"]
    from PySide6.QtWidgets import QFrame, QLabel

    texts = " | ".join(lbl.text() for lbl in w.explain.findChildren(QLabel))
    assert "decision · 90%" in texts and "cue: decided" in texts
    assert "bm25 <b>#3</b>" in texts and "▲1" in texts
    assert "we decided to use Postgres" in texts and "chars 10–40" in texts
    cards = [f for f in w.explain.findChildren(QFrame) if f.objectName() == "card"]
    assert any(c.accessibleName().startswith("Certificate DECISION_STATED") for c in cards)
    first = w.explain.table.topLevelItem(0)
    assert (first.text(0), first.text(1), first.text(2), first.text(3)) == ("bm25", "0.625", "2", "+1.2500")
    # copy as JSON puts the engine's own JSON on the clipboard
    w.explain.copy_json()
    data = json.loads(QGuiApplication.clipboard().text())
    assert data["certificates"][0]["code"] == "DECISION_STATED" and data["score"] == 2.0


def test_copy_context_puts_markdown_within_budget(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    results = type_query(qtbot, w, "postgres harbor cache")
    assert len(results) >= 2
    w.list.selectAll()
    dialog = w.copy_context()
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.export_result is not None, timeout=10_000)
    with qtbot.waitSignal(dialog.result_ready, timeout=10_000):
        dialog.budget.setValue(90)
    out = dialog.export_result
    assert out is not None and out.budget == 90 and out.tokens <= 90
    assert "/ 90 tokens" in dialog.count.text()
    dialog.copy_and_close()
    text = QGuiApplication.clipboard().text()
    with Vault.open(small_vault, readonly=True) as v:
        expected = ContextExport(90, "md", "postgres harbor cache").from_results(results, v)
    assert text == expected.text
    assert count(text) <= 90
    assert text.startswith("# Context for: postgres harbor cache")
    assert f"Source: `{results[0].path}`" in text
    assert w.vault_settings.export_budget == 90  # remembered inside the vault
    qtbot.waitUntil(lambda: (small_vault / ".vaultmem" / "app.json").is_file())
    assert json.loads((small_vault / ".vaultmem" / "app.json").read_text())["export_budget"] == 90


def test_copy_context_closed_at_once_ignores_its_late_results(make_window, small_vault: Path, qtbot,
                                                              type_query) -> None:
    """Closing the dialog before its passages are read (Esc right after Ctrl+Shift+C): the task that finishes later
    must not touch the deleted dialog (it raised "Internal C++ object already deleted")."""
    w = make_window(small_vault)
    type_query(qtbot, w, "postgres harbor cache")
    w.list.selectAll()
    dialog = w.copy_context()
    dialog.reject()  # before the event loop ran: the passages task is still in flight
    qtbot.waitUntil(lambda: w.runner.pending(f"export-passages-{id(dialog)}") == 0, timeout=10_000)
    assert dialog.closed and dialog.export_result is None


def test_problems_panel_lists_unreadable_files(make_window, small_vault: Path, qtbot) -> None:
    w = make_window(small_vault)
    qtbot.waitUntil(lambda: w.problems_panel.model.rowCount() > 0, timeout=10_000)
    problems = w.problems_panel.model.problems
    assert [p.path for p in problems] == ["attachments/blob.bin"]
    assert problems[0].kind == "binary"
    assert "1 file could not be read" in w.problems_panel.summary.text()
    assert w.problems_dock.windowTitle() == "Problems (1)"
    assert w.problems_dock.isHidden()
    qtbot.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.problems_dock.isVisible()
    idx = w.problems_panel.model.index(0, 3)
    assert "binary" in w.problems_panel.model.data(idx)


def test_keyboard_navigation(make_window, small_vault: Path, qtbot, type_query) -> None:
    w = make_window(small_vault)
    w.list.setFocus()
    qtbot.keyClick(w.list, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert w.search.hasFocus()
    results = type_query(qtbot, w, "postgres")
    assert len(results) >= 3
    qtbot.keyClick(w.search, Qt.Key.Key_Down)
    assert w.list.currentIndex().row() == 1 and w.explain.result is results[1]
    qtbot.keyClick(w.search, Qt.Key.Key_Down)
    qtbot.keyClick(w.search, Qt.Key.Key_Up)
    assert w.list.currentIndex().row() == 1
    with qtbot.waitSignal(w.preview_shown, timeout=10_000):
        qtbot.keyClick(w.search, Qt.Key.Key_Return)
    assert w.detail.currentWidget() is w.preview and w.list.hasFocus()
    assert w.preview.preview is not None and w.preview.preview.session_id == results[1].session_id
    start, end = w.preview.chunk_span
    assert w.preview.preview.text[start:end].strip()
    qtbot.keyClick(w.list, Qt.Key.Key_Down)
    assert w.list.currentIndex().row() == 2
    qtbot.keyClick(w.list, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert w.detail.currentWidget() is w.explain
    qtbot.keyClick(w.list, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert w.detail.isHidden()
    qtbot.keyClick(w.list, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert w.detail.isVisible()
    qtbot.keyClick(w.list, Qt.Key.Key_F1)
    assert w.help.isVisible()
    qtbot.keyClick(w.help, Qt.Key.Key_Escape)
    assert w.help.isHidden()
    qtbot.keyClick(w.list, Qt.Key.Key_Escape)
    assert w.search.hasFocus()
    qtbot.keyClick(w.search, Qt.Key.Key_Escape)
    assert w.search.text() == ""


def test_second_instance_opens_read_only(make_window, small_vault: Path, qtbot, type_query) -> None:
    first = make_window(small_vault)
    assert first.readonly_reason is None
    second = make_window(small_vault, readonly_expected=True)
    assert second.readonly_reason and "another VaultMem process" in second.readonly_reason
    assert second.status.readonly.text() == "Read-only"
    assert not second.syncing
    results = type_query(qtbot, second, "postgres decision")
    assert results and results[0].path == "notes/db.md"
    # the writer indexes a new note; the reader picks it up by polling the manifest
    (small_vault / "notes" / "new.md").write_text("# Kiwi\n\nThe kiwi harvest is in October.\n", encoding="utf-8")
    with qtbot.waitSignal(first.sync_finished, timeout=30_000):
        first.start_sync()
    second.request_refresh(rerun_search=True)
    qtbot.waitUntil(lambda: bool(type_query(qtbot, second, "kiwi harvest")), timeout=15_000)


def test_welcome_page_and_recent_vaults_need_consent(make_window, small_vault: Path, qtbot, tmp_path: Path) -> None:
    from vaultmem_ui import settings as cfg

    w = make_window()
    assert w.stack.currentWidget() is w.welcome
    with qtbot.waitSignal(w.sync_finished, timeout=60_000):
        w.open_vault(small_vault)
    config = cfg.app_settings_path()
    assert config.parent == tmp_path / "app-config"
    assert not config.exists()  # portable by default: nothing written outside the vault
    w._set_remember(True)
    qtbot.waitUntil(config.is_file)
    data = json.loads(config.read_text())
    assert data["remember_recent"] is True and data["recent"] == [cfg.portable(small_vault.resolve())]
    w._set_remember(False)
    qtbot.waitUntil(lambda: not config.exists())

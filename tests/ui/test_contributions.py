"""One colour per feature — the same in every row's bar, in the explanation table and in the legend — derived
from the feature's name (features change with the ranking), and the bar's hover names the part."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QStyleOptionViewItem, QToolTip
from vaultmem_ui.contributions import PALETTE, assign_slots, preferred_slot
from vaultmem_ui.plain import tip

from vaultmem import Explanation, SearchResult, Snippet

pytestmark = pytest.mark.qt


def part(name: str, value: float) -> Explanation:
    return Explanation(value, "feature", f"{name}: a feature", detail={"feature": name, "raw": value, "weight": 1.0})


def result(rank: int, parts: list[Explanation]) -> SearchResult:
    total = sum(p.value for p in parts)
    return SearchResult(rank, f"n{rank}.md#0", f"n{rank}.md", "note", f"Note {rank}", datetime(2024, 1, rank), total,
                        Snippet("some text", (), 0, {}, 0, 9), Explanation(total, "score", "score", tuple(parts)))


# The same features in a different order in every row (and one feature only some rows have).
ROWS = [result(1, [part("bm25", 1.2), part("recency", 0.5), part("brand_new_feature", 0.3)]),
        result(2, [part("recency", 0.9), part("bm25", 0.4)]),
        result(3, [part("brand_new_feature", 0.6), part("bm25", 0.2), part("recency", 0.1)])]


def show(w, qtbot, results: list[SearchResult]) -> None:
    """Show constructed results as a search's (the explanation of the first comes one event-loop turn later)."""
    with qtbot.waitSignal(w.results_shown, timeout=10_000):
        w._show_results(results, "q")


@given(st.lists(st.text(min_size=1, max_size=12), max_size=30, unique=True))
def test_features_in_view_never_share_a_colour(names: list[str]) -> None:
    slots = assign_slots(names)
    used = [s for s in slots.values() if s >= 0]
    assert len(used) == len(set(used)) == min(len(names), len(PALETTE))
    if names:
        assert slots[names[0]] == preferred_slot(names[0])  # the most important feature keeps its own colour


def test_a_name_keeps_its_colour_across_runs_and_orders() -> None:
    names = ["bm25", "recency", "user_overlap", "term \"harbor\""]
    code = f"from vaultmem_ui.contributions import preferred_slot; print([preferred_slot(n) for n in {names!r}])"
    for seed in ("1", "2"):  # str hashes are salted per process; the colour must not be
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        assert out.strip() == str([preferred_slot(n) for n in names])
    alone = assign_slots(["recency"])["recency"]
    assert assign_slots(["recency", "bm25"])["recency"] == alone


def test_bars_table_and_legend_colour_each_feature_the_same(make_window, qtbot) -> None:
    w = make_window()
    w.stack.setCurrentIndex(1)
    show(w, qtbot, ROWS)
    delegate = w.list.itemDelegate()
    per_row = [{s.name: s.color for s in delegate.bar_segments(r, 84.0)} for r in ROWS]
    colour = per_row[0]
    assert len(set(colour.values())) == 3  # three features, three colours
    for row in per_row[1:]:
        assert all(colour[name] == c for name, c in row.items())
    legend = {name: c for name, c in w.legend.items}
    assert legend == colour
    for row, r in enumerate(ROWS):
        w.move_selection(row - w.list.currentIndex().row())
        table = w.explain.table
        for i in range(table.topLevelItemCount() - 1):  # the last row is the total
            item = table.topLevelItem(i)
            assert item.data(0, Qt.ItemDataRole.UserRole) == colour[item.text(0)]
            swatch = item.icon(0).pixmap(12, 12).toImage().pixelColor(6, 6)
            assert swatch.name() == colour[item.text(0)]
    # colours come from the names: the largest feature gets its own slot; a later one whose slot is taken moves
    assert colour["bm25"] == PALETTE[preferred_slot("bm25")]
    # another query without the third feature: the other two keep their colours
    show(w, qtbot, [replace(ROWS[1], rank=1)])
    assert {s.name: s.color for s in delegate.bar_segments(ROWS[1], 84.0)} == {
        n: colour[n] for n in ("recency", "bm25")}


def test_hovering_the_bar_names_the_feature_and_its_contribution(make_window, qtbot) -> None:
    w = make_window()
    w.stack.setCurrentIndex(1)
    show(w, qtbot, ROWS)
    qtbot.waitUntil(lambda: w.list.visualRect(w.model.index(1)).height() > 0)
    delegate = w.list.itemDelegate()
    option = QStyleOptionViewItem()
    option.initFrom(w.list)
    option.rect = w.list.visualRect(w.model.index(1))
    bar = delegate.bar_rect(option)
    first = delegate.bar_segments(ROWS[1], bar.width())[0]  # "recency" leads row 2
    pos = QPoint(int(bar.x() + (first.x0 + first.x1) / 2), int(bar.center().y()))
    assert delegate.bar_tooltip(ROWS[1], option, pos) == "recency: +0.9000"
    event = QHelpEvent(QEvent.Type.ToolTip, pos, w.list.viewport().mapToGlobal(pos))
    assert delegate.helpEvent(event, w.list, option, w.model.index(1))
    assert QToolTip.text() == tip("recency: +0.9000")
    above = QPoint(pos.x(), int(option.rect.top() + 12))  # over the score: every part and the total
    assert delegate.bar_tooltip(ROWS[1], option, above) == "recency: +0.9000\nbm25: +0.4000\nscore 1.3000"

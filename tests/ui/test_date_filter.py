"""Date presets filter the results by the sessions' dates; a custom range's calendar opens at the current month
with every row visible."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QTableView
from vaultmem_ui.date_filter import ANY, CUSTOM, LAST_7, LAST_30, THIS_YEAR, TODAY, preset_range

pytestmark = pytest.mark.qt


def test_presets_cover_the_days_they_name() -> None:
    today = date(2025, 3, 10)
    assert preset_range(ANY, today) == (None, None)
    assert preset_range(TODAY, today) == (today, today)
    assert preset_range(LAST_7, today) == (date(2025, 3, 4), today)
    assert preset_range(LAST_30, today) == (date(2025, 2, 9), today)
    assert preset_range(THIS_YEAR, today) == (date(2025, 1, 1), date(2025, 12, 31))


def test_presets_filter_the_results(make_window, tmp_path: Path, write_vault, qtbot, type_query) -> None:
    today = date.today()
    days = {"today": today, "weeks": today - timedelta(days=20), "old": today - timedelta(days=400)}
    vault = write_vault(tmp_path / "v", {f"notes/{name}.md": f"---\ndate: {d.isoformat()}\n---\n# {name}\n\nQuokka sighting.\n"
                                         for name, d in days.items()})
    w = make_window(vault)
    assert {r.path for r in type_query(qtbot, w, "quokka sighting")} == {f"notes/{n}.md" for n in days}

    def shown_after(preset: str) -> set[str]:
        with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
            w.date_filter.set_preset(preset)
        return {r.path for r in got.args[0]}

    assert shown_after(TODAY) == {"notes/today.md"}
    assert shown_after(LAST_7) == {"notes/today.md"}
    assert shown_after(LAST_30) == {"notes/today.md", "notes/weeks.md"}
    assert shown_after(THIS_YEAR) == {f"notes/{n}.md" for n, d in days.items() if d.year == today.year}
    assert shown_after(ANY) == {f"notes/{n}.md" for n in days}


def test_custom_range_calendar_opens_at_this_month_with_every_row_visible(make_window, qtbot) -> None:
    w = make_window()
    w.stack.setCurrentIndex(1)
    f = w.date_filter
    assert f.date_from.isHidden()
    f.set_preset(CUSTOM)
    assert f.date_from.isVisible() and f.date_to.isVisible()
    today = date.today()
    for edit in (f.date_from, f.date_to):
        qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() - 8, edit.height() // 2))
        calendar = edit.calendarWidget()
        qtbot.waitUntil(lambda c=calendar: c.isVisible())
        assert (calendar.yearShown(), calendar.monthShown()) == (today.year, today.month)
        table = calendar.findChild(QTableView)
        last = table.model().index(table.model().rowCount() - 1, 0)
        assert table.visualRect(last).bottom() < table.viewport().height(), "the calendar's last week is clipped"
        calendar.window().hide()
    assert f.range() == (today.replace(day=1), today)

"""The timeline strip: how the matching sessions spread over time, the selected result marked, and dragging
across it sets the date filter."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from vaultmem_ui.timeline import MAX_WEEKS, histogram

pytestmark = pytest.mark.qt


def ts(d: date) -> float:
    return datetime(d.year, d.month, d.day, 12).timestamp()


def test_histogram_counts_every_week_from_first_to_last() -> None:
    days = [date(2024, 4, 1), date(2024, 4, 3), date(2024, 4, 17), date(2024, 5, 2)]  # Mondays: 1, 15, 29 Apr
    h = histogram([ts(d) for d in days])
    assert h.unit == "week"
    assert h.starts == (date(2024, 4, 1), date(2024, 4, 8), date(2024, 4, 15), date(2024, 4, 22), date(2024, 4, 29))
    assert h.counts == (2, 0, 1, 0, 1)
    assert h.bin_end(4) == date(2024, 5, 5) and h.bin_of(date(2024, 4, 10)) == 1


def test_long_spans_go_by_month_then_year() -> None:
    start = date(2020, 1, 15)
    h = histogram([ts(start), ts(start + timedelta(weeks=MAX_WEEKS + 1))])
    assert h.unit == "month" and h.starts[0] == date(2020, 1, 1) and sum(h.counts) == 2
    assert h.bin_end(0) == date(2020, 1, 31) and h.bin_end(11) == date(2020, 12, 31)
    h = histogram([ts(date(1970, 1, 2)), ts(date(2024, 6, 1))])  # a bad date far back: by year, not 650 months
    assert h.unit == "year" and len(h.starts) == 55 and h.bin_end(54) == date(2024, 12, 31)
    assert histogram([]).starts == ()


def test_dragging_across_the_timeline_sets_the_date_filter(make_window, tmp_path: Path, write_vault, qtbot,
                                                           type_query) -> None:
    dates = [date(2024, m, 10) for m in (1, 2, 2, 3, 5, 6)]
    vault = write_vault(tmp_path / "v", {f"notes/n{i}.md": f"---\ndate: {d.isoformat()}\n---\n# N{i}\n\nOtter log.\n"
                                         for i, d in enumerate(dates)})
    w = make_window(vault)
    results = type_query(qtbot, w, "otter log")
    strip = w.timeline
    assert strip.isVisible() and strip.hist.unit == "week" and sum(strip.hist.counts) == len(dates)
    assert strip.selected == w.current_result().date.date()  # the selected result is marked
    w.move_selection(1)
    assert strip.selected == results[1].date.date()
    # drag from the week of 2 Feb to the week of 10 Mar
    a, b = strip.hist.bin_of(date(2024, 2, 10)), strip.hist.bin_of(date(2024, 3, 10))
    x0, x1 = strip.bin_rect(a).center().toPoint(), strip.bin_rect(b).center().toPoint()
    with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
        qtbot.mousePress(strip, Qt.MouseButton.LeftButton, pos=x0)
        qtbot.mouseMove(strip, QPoint((x0.x() + x1.x()) // 2, x0.y()))
        qtbot.mouseMove(strip, x1)
        qtbot.mouseRelease(strip, Qt.MouseButton.LeftButton, pos=x1)
    assert w.date_filter.range() == (date(2024, 2, 5), date(2024, 3, 10))  # Monday to Sunday
    assert sorted(r.date.date() for r in got.args[0]) == [date(2024, 2, 10), date(2024, 2, 10), date(2024, 3, 10)]
    assert w.date_filter.preset.currentData() == "custom"
    # a double click clears the date filter again
    with qtbot.waitSignal(w.results_shown, timeout=20_000) as got:
        qtbot.mouseDClick(strip, Qt.MouseButton.LeftButton, pos=x0)
    assert not w.date_filter.is_set() and len(got.args[0]) == len(dates)

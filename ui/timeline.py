"""The timeline strip above the results: when the matching sessions happened, as a small histogram by week, month
or year (painted with QPainter), the selected result marked. Dragging across it (or clicking a bar) sets the
date filter to those weeks / months; a double click clears it. People remember *when* before they remember words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPalette, QPolygonF
from PySide6.QtWidgets import QToolTip, QWidget

from .theme import colors

MAX_WEEKS = 78  # up to a year and a half by week; longer spans by month
MAX_MONTHS = 240  # up to twenty years by month; longer by year
HEIGHT = 54
LABEL_H = 14
DRAG_PX = 3  # a press that moves less is a click on one bar


@dataclass(frozen=True, slots=True)
class Histogram:
    unit: str  # "week", "month" or "year"
    starts: tuple[date, ...]  # first day of each bin, consecutive
    counts: tuple[int, ...]

    def bin_end(self, i: int) -> date:
        """Last day of bin ``i``."""
        return _next(self.unit, self.starts[i]) - timedelta(days=1)

    def bin_of(self, d: date) -> int | None:
        if not self.starts or d < self.starts[0] or d > self.bin_end(len(self.starts) - 1):
            return None
        return next(i for i in range(len(self.starts) - 1, -1, -1) if self.starts[i] <= d)

    def label(self, i: int) -> str:
        s = self.starts[i]
        return {"week": f"week of {s:%Y-%m-%d}", "month": f"{s:%B %Y}", "year": f"{s:%Y}"}[self.unit]


def _floor(unit: str, d: date) -> date:
    if unit == "week":
        return d - timedelta(days=d.weekday())
    return d.replace(day=1) if unit == "month" else d.replace(month=1, day=1)


def _next(unit: str, d: date) -> date:
    if unit == "week":
        return d + timedelta(days=7)
    if unit == "month":
        return date(d.year + d.month // 12, d.month % 12 + 1, 1)
    return date(d.year + 1, 1, 1)


def histogram(epoch_seconds: Sequence[float]) -> Histogram:
    """Sessions per week (month, year for long spans), every bin from the first to the last date, in local time."""
    days = [datetime.fromtimestamp(t).date() for t in epoch_seconds]
    if not days:
        return Histogram("week", (), ())
    first, last = min(days), max(days)
    weeks = (_floor("week", last) - _floor("week", first)).days // 7 + 1
    months = (last.year - first.year) * 12 + last.month - first.month + 1
    unit = "week" if weeks <= MAX_WEEKS else "month" if months <= MAX_MONTHS else "year"
    counts = Counter(_floor(unit, d) for d in days)
    starts, d = [], _floor(unit, first)
    while d <= last:
        starts.append(d)
        d = _next(unit, d)
    return Histogram(unit, tuple(starts), tuple(counts.get(s, 0) for s in starts))


class TimelineStrip(QWidget):
    range_selected = Signal(object, object)  # first day, last day (datetime.date)
    cleared = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Timeline of matching sessions")
        self.setFixedHeight(HEIGHT)
        self.setMouseTracking(True)
        self.setToolTip("When the matching sessions happened. Drag across it to filter by date; double-click to "
                        "clear the date filter.")
        self.hist = Histogram("week", (), ())
        self.selected: date | None = None
        self._drag: tuple[int, int] | None = None  # bins under the press and the pointer
        self._press_x = 0.0

    # ---- data -----------------------------------------------------------------------------------------------
    def set_dates(self, epoch_seconds: Sequence[float]) -> None:
        self.hist = histogram(epoch_seconds)
        self._drag = None
        self.setAccessibleDescription(
            f"{sum(self.hist.counts)} dated sessions, by {self.hist.unit}" if self.hist.starts else "no dates")
        self.update()

    def set_selected(self, when: datetime | None) -> None:
        self.selected = when.date() if when is not None else None
        self.update()

    # ---- geometry -------------------------------------------------------------------------------------------
    def _plot(self) -> QRectF:
        return QRectF(2, 4, max(1.0, self.width() - 4), self.height() - 8 - LABEL_H)

    def bin_at(self, x: float) -> int:
        n = len(self.hist.starts)
        plot = self._plot()
        return min(n - 1, max(0, int((x - plot.x()) / plot.width() * n)))

    def bin_rect(self, i: int) -> QRectF:
        plot = self._plot()
        w = plot.width() / max(1, len(self.hist.starts))
        return QRectF(plot.x() + i * w, plot.y(), w, plot.height())

    # ---- painting -------------------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.hist.starts:
            return
        c = colors()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        accent = self.palette().color(QPalette.ColorRole.Highlight)
        top = max(self.hist.counts) or 1
        plot = self._plot()
        if self._drag is not None:
            a, b = sorted(self._drag)
            shade = QColor(accent)
            shade.setAlpha(50)
            p.fillRect(self.bin_rect(a).united(self.bin_rect(b)), shade)
        bar = QColor(c.muted)
        bar.setAlpha(170)
        w = plot.width() / len(self.hist.starts)
        gap = min(1.0, w * 0.15)
        bars = [QRectF(plot.x() + i * w + gap, plot.bottom() - (h := max(2.0, plot.height() * n / top)),
                       max(1.0, w - 2 * gap), h) for i, n in enumerate(self.hist.counts) if n]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bar)
        p.drawRects(bars)  # one call: a long span has hundreds of bins
        p.setPen(c.border)
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        i = self.hist.bin_of(self.selected) if self.selected else None
        if i is not None:
            r = self.bin_rect(i)
            x = r.center().x()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(accent)
            p.drawRect(QRectF(x - 1, plot.top(), 2, plot.height()))
            p.drawPolygon(QPolygonF([QPointF(x - 4, plot.top()), QPointF(x + 4, plot.top()),
                                     QPointF(x, plot.top() + 5)]))
        p.setPen(c.muted)
        f = p.font()
        f.setPointSizeF(f.pointSizeF() * 0.8)
        p.setFont(f)
        fm = QFontMetrics(f)
        label_box = QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height())
        p.drawText(label_box, Qt.AlignmentFlag.AlignLeft, self.hist.label(0))
        if len(self.hist.starts) > 1:
            p.drawText(label_box, Qt.AlignmentFlag.AlignRight, self.hist.label(len(self.hist.starts) - 1))
        p.end()

    # ---- interaction ----------------------------------------------------------------------------------------
    def mousePressEvent(self, e: QMouseEvent) -> None:
        if self.hist.starts and e.button() == Qt.MouseButton.LeftButton:
            i = self.bin_at(e.position().x())
            self._drag, self._press_x = (i, i), e.position().x()
            self.update()

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        if not self.hist.starts:
            return
        i = self.bin_at(e.position().x())
        if self._drag is not None:
            self._drag = (self._drag[0], i)
            self.update()
        n = self.hist.counts[i]
        QToolTip.showText(e.globalPosition().toPoint(),
                          f"{self.hist.label(i)}: {n} session{'s' if n != 1 else ''}", self)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if self._drag is None or e.button() != Qt.MouseButton.LeftButton:
            return
        a, b = self._drag
        if abs(e.position().x() - self._press_x) >= DRAG_PX:
            b = self.bin_at(e.position().x())
        a, b = sorted((a, b))
        self._drag = None
        self.update()
        self.range_selected.emit(self.hist.starts[a], self.hist.bin_end(b))

    def mouseDoubleClickEvent(self, e: QMouseEvent) -> None:
        self._drag = None
        self.cleared.emit()

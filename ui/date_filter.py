"""The date filter: presets (any time, today, last 7 / 30 days, this year) and a custom range whose calendars open
at the current month (the old "any" date was 1900-01-01, so the calendar opened there)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import QComboBox, QDateEdit, QHBoxLayout, QLabel, QWidget

ANY, TODAY, LAST_7, LAST_30, THIS_YEAR, CUSTOM = "any", "today", "7d", "30d", "year", "custom"
PRESETS = ((ANY, "Any time"), (TODAY, "Today"), (LAST_7, "Last 7 days"), (LAST_30, "Last 30 days"),
           (THIS_YEAR, "This year"), (CUSTOM, "Custom range…"))

DateRange = tuple[date | None, date | None]


def preset_range(preset: str, today: date) -> DateRange:
    """The days a preset covers, both ends included (None: open)."""
    if preset == TODAY:
        return today, today
    if preset == LAST_7:
        return today - timedelta(days=6), today
    if preset == LAST_30:
        return today - timedelta(days=29), today
    if preset == THIS_YEAR:
        return date(today.year, 1, 1), date(today.year, 12, 31)
    return None, None


def _qdate(d: date) -> QDate:
    return QDate(d.year, d.month, d.day)


class DateFilter(QWidget):
    changed = Signal()

    def __init__(self, today: Callable[[], date] = date.today, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.today = today
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.preset = QComboBox()
        self.preset.setAccessibleName("Date filter")
        for code, label in PRESETS:
            self.preset.addItem(label, code)
        self.date_from = self._edit("From date")
        self.date_to = self._edit("To date")
        self.to_label = QLabel("to")
        self.to_label.setObjectName("muted")
        lay.addWidget(self.preset)
        lay.addWidget(self.date_from)
        lay.addWidget(self.to_label)
        lay.addWidget(self.date_to)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self._show_custom(False)

    def _edit(self, name: str) -> QDateEdit:
        d = QDateEdit()
        d.setAccessibleName(name)
        d.setCalendarPopup(True)
        d.setDisplayFormat("yyyy-MM-dd")
        d.dateChanged.connect(self._custom_edited)
        return d

    def _show_custom(self, on: bool) -> None:
        for w in (self.date_from, self.to_label, self.date_to):
            w.setVisible(on)

    def _preset_changed(self, _i: int) -> None:
        custom = self.preset.currentData() == CUSTOM
        if custom and self.date_from.isHidden():
            today = self.today()
            self._set_edits(today.replace(day=1), today)  # both calendars open at the current month
        self._show_custom(custom)
        self.changed.emit()

    def _set_edits(self, a: date, b: date) -> None:
        for edit, d in ((self.date_from, a), (self.date_to, b)):
            edit.blockSignals(True)
            edit.setDate(_qdate(d))
            edit.blockSignals(False)

    def _custom_edited(self, _d: QDate) -> None:
        if self.date_to.date() < self.date_from.date():
            other = self.date_to if self.sender() is self.date_from else self.date_from
            other.blockSignals(True)
            other.setDate(self.sender().date())
            other.blockSignals(False)
        self.changed.emit()

    def range(self) -> DateRange:
        code = self.preset.currentData()
        if code == CUSTOM:
            return self.date_from.date().toPython(), self.date_to.date().toPython()
        return preset_range(code, self.today())

    def set_range(self, a: date, b: date) -> None:
        """A custom range chosen elsewhere (dragging on the timeline)."""
        self._set_edits(min(a, b), max(a, b))
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(self.preset.findData(CUSTOM))
        self.preset.blockSignals(False)
        self._show_custom(True)
        self.changed.emit()

    def set_preset(self, code: str) -> None:
        self.preset.setCurrentIndex(self.preset.findData(code))

    def describe(self) -> str:
        if self.preset.currentData() != CUSTOM:
            return self.preset.currentText().lower()
        a, b = self.range()
        return f"{a:%Y-%m-%d} to {b:%Y-%m-%d}"

    def is_set(self) -> bool:
        return self.preset.currentData() != ANY

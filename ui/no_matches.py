"""What the result area shows when a query matches nothing: say so, and what the user can change."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .plain import plain_label

# Only to decide whether the "drop an operator" hint applies; the query language itself is the engine's.
_LOOKS_LIKE_OPERATOR = re.compile(r'(?:^|\s)(?:-\S|\w+:\S)|"')


def hints(query: str, active_filters: list[str]) -> list[str]:
    out = ["Check the spelling, or try fewer or other words."]
    if _LOOKS_LIKE_OPERATOR.search(query):
        out.append('Drop an operator: each of kind:, from:, after:, "quotes" and -word narrows the search.')
    if active_filters:
        out.append("Remove a filter: " + ", ".join(active_filters) + ".")
    return out


class NoMatchesPanel(QWidget):
    clear_filters = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("No matches")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 32, 24, 24)
        lay.setSpacing(8)
        self.title = plain_label("", "resultTitle")
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.hint_labels: list[QLabel] = []
        self._hints = QVBoxLayout()
        self._hints.setSpacing(4)
        lay.addLayout(self._hints)
        self.clear_btn = QPushButton("Clear filters")
        self.clear_btn.setAccessibleName("Clear filters")
        self.clear_btn.clicked.connect(self.clear_filters)
        lay.addWidget(self.clear_btn, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addStretch(1)

    def show_for(self, query: str, active_filters: list[str]) -> None:
        self.title.setText(f"No matches for “{query}”")
        for label in self.hint_labels:
            label.deleteLater()
        self.hint_labels = [plain_label(f"•  {h}", "muted") for h in hints(query, active_filters)]
        for label in self.hint_labels:
            label.setWordWrap(True)
            self._hints.addWidget(label)
        self.clear_btn.setVisible(bool(active_filters))

"""The legend of the score bars: each feature in view with its colour (the same as in the bars and the table)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from .plain import plain_label, tip
from .theme import swatch_icon

MAX_SHOWN = 8  # plain keyword ranking has one part per query term; the rest go into "+N more"


class LegendItem(QWidget):
    """One feature's swatch and name, refilled in place for each result list."""

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.swatch = QLabel()
        self.name = plain_label("", "muted")
        row.addWidget(self.swatch)
        row.addWidget(self.name)
        self.color = ""

    def set_feature(self, name: str, color: str) -> None:
        if color != self.color:
            self.color = color
            self.swatch.setPixmap(swatch_icon(color, 10).pixmap(10, 10))
        self.name.setText(name)
        self.setToolTip(tip(f"{name}: its share of each score is drawn in this colour"))
        self.setAccessibleName(f"Feature {name}")


class FeatureLegend(QWidget):
    """Its widgets are made once and refilled: a keyword query's features change with every word typed, and
    building a dozen styled widgets for each list held the UI thread 10–40 ms while the user typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Score legend")
        self.items: list[tuple[str, str]] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(plain_label("Score:", "muted"))
        self.shown = [LegendItem() for _ in range(MAX_SHOWN)]
        for item in self.shown:
            layout.addWidget(item)
        self.more = plain_label("", "muted")
        layout.addWidget(self.more)
        layout.addStretch(1)

    def set_features(self, items: list[tuple[str, str]]) -> None:
        items = list(items)
        if items != self.items:
            self.items = items
            for i, item in enumerate(self.shown):
                if i < len(items):
                    item.set_feature(*items[i])
                item.setVisible(i < len(items))
            rest = items[MAX_SHOWN:]
            self.more.setText(f"+{len(rest)} more")
            self.more.setToolTip(tip("\n".join(name for name, _ in rest)))
            self.more.setVisible(bool(rest))
        self.setVisible(bool(items))

"""The legend of the score bars: each feature in view with its colour (the same as in the bars and the table)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from .plain import plain_label, tip
from .theme import swatch_icon

MAX_SHOWN = 8  # plain keyword ranking has one part per query term; the rest go into "+N more"


class FeatureLegend(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Score legend")
        self.items: list[tuple[str, str]] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(10)

    def set_features(self, items: list[tuple[str, str]]) -> None:
        if list(items) == self.items and self._layout.count():
            self.setVisible(bool(items))
            return  # most queries show the same features: keep the widgets
        self.items = list(items)
        while self._layout.count():
            w = self._layout.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        if not items:
            self.hide()
            return
        self._layout.addWidget(plain_label("Score:", "muted"))
        for name, color in items[:MAX_SHOWN]:
            self._layout.addWidget(self._item(name, color))
        rest = items[MAX_SHOWN:]
        if rest:
            more = plain_label(f"+{len(rest)} more", "muted")
            more.setToolTip(tip("\n".join(name for name, _ in rest)))
            self._layout.addWidget(more)
        self._layout.addStretch(1)
        self.show()

    def _item(self, name: str, color: str) -> QWidget:
        item = QWidget()
        row = QHBoxLayout(item)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        swatch = QLabel()
        swatch.setPixmap(swatch_icon(color, 10).pixmap(10, 10))
        row.addWidget(swatch)
        row.addWidget(plain_label(name, "muted"))
        item.setToolTip(tip(f"{name}: its share of each score is drawn in this colour"))
        item.setAccessibleName(f"Feature {name}")
        item.setProperty("featureColor", color)
        return item

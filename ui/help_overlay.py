"""A keyboard help overlay (F1 / ?): a dimmed sheet over the window listing every shortcut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget


class HelpOverlay(QWidget):
    def __init__(self, shortcuts: list[tuple[str, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("helpOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAccessibleName("Keyboard shortcuts")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        card = QFrame()
        card.setObjectName("helpCard")
        card.setMinimumWidth(460)
        grid = QGridLayout(card)
        grid.setContentsMargins(24, 20, 24, 20)
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(7)
        title = QLabel("<span style='font-size:17px; font-weight:600'>Keyboard shortcuts</span>")
        grid.addWidget(title, 0, 0, 1, 2)
        for row, (keys, what) in enumerate(shortcuts, start=1):
            k = QLabel(" ".join(f"<span style='font-family:monospace; font-weight:600'>{part}</span>"
                                for part in keys.split(" ")))
            k.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(k, row, 0)
            grid.addWidget(QLabel(what), row, 1)
        hint = QLabel("Press Esc or any key to close")
        hint.setObjectName("muted")
        grid.addWidget(hint, len(shortcuts) + 1, 0, 1, 2, Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(card)
        self.hide()
        parent.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def toggle(self) -> None:
        if self.isVisible():
            self.hide()
        else:
            self.setGeometry(self.parentWidget().rect())
            self.raise_()
            self.show()
            self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.hide()
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide()

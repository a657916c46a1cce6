"""First run: choose a vault folder or open the bundled sample; recent vaults only if the user allows it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .icons import kind_pixmap
from .settings import AppSettings, app_settings_path


class WelcomePage(QWidget):
    open_folder = Signal()
    open_sample = Signal()
    open_path = Signal(Path)
    remember_changed = Signal(bool)

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Welcome")
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        card = QFrame()
        card.setObjectName("card")
        card.setFixedWidth(520)
        lay = QVBoxLayout(card)
        lay.setContentsMargins(32, 28, 32, 28)
        lay.setSpacing(10)
        logo = QLabel()
        logo.setPixmap(kind_pixmap("journal", 48))
        lay.addWidget(logo, 0, Qt.AlignmentFlag.AlignHCenter)
        title = QLabel("<span style='font-size:22px; font-weight:600'>VaultMem</span>")
        lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        sub = QLabel("Offline, explainable search over your notes, mail, calendars and chats. "
                     "The index lives inside the vault; nothing leaves this computer.")
        sub.setObjectName("muted")
        sub.setWordWrap(True)
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(sub)
        lay.addSpacing(8)
        self.open_btn = QPushButton("Open a vault folder…")
        self.open_btn.setDefault(True)
        self.open_btn.setAccessibleName("Open a vault folder")
        self.open_btn.clicked.connect(self.open_folder)
        self.sample_btn = QPushButton("Open the sample vault")
        self.sample_btn.setAccessibleName("Open the sample vault")
        self.sample_btn.clicked.connect(self.open_sample)
        lay.addWidget(self.open_btn)
        lay.addWidget(self.sample_btn)
        self.recent_label = QLabel("Recent vaults")
        self.recent_label.setObjectName("sectionTitle")
        self.recent = QListWidget()
        self.recent.setAccessibleName("Recent vaults")
        self.recent.setMaximumHeight(130)
        self.recent.itemActivated.connect(lambda item: self.open_path.emit(Path(item.data(Qt.ItemDataRole.UserRole))))
        lay.addWidget(self.recent_label)
        lay.addWidget(self.recent)
        self.remember = QCheckBox("Remember recent vaults on this computer")
        where = app_settings_path()  # None in portable mode: each vault keeps its own list
        self.remember.setToolTip(f"Off by default. When on, the list is kept in {where}" if where else
                                 "Portable mode: each vault keeps its recent list in its .vaultmem folder")
        self.remember.setEnabled(where is not None)
        self.remember.setChecked(settings.remember_recent)
        self.remember.toggled.connect(self.remember_changed)
        lay.addWidget(self.remember)
        outer.addWidget(card)
        self.set_recent(settings)

    def set_recent(self, settings: AppSettings) -> None:
        self.recent.clear()
        for path in settings.recent_paths() if settings.remember_recent else []:
            item = QListWidgetItem(f"{path.name}    {path.parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.recent.addItem(item)
        has = self.recent.count() > 0
        self.recent.setVisible(has)
        self.recent_label.setVisible(has)

"""The Problems panel: every file that could not be (fully) read, and why — from ``Vault.problems()``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget

from vaultmem import Problem, ProblemFiles

from .plain import plain_label, tip

COLUMNS = ("File", "Stage", "Kind", "Why")
Index = QModelIndex | QPersistentModelIndex


class ProblemsModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.problems: list[Problem] = []

    def set_problems(self, problems: list[Problem]) -> None:
        self.beginResetModel()
        self.problems = list(problems)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.problems)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        p = self.problems[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return (p.path, p.stage, p.kind, p.message)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip((p.path, p.stage, p.kind, p.message)[index.column()])
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None


class ProblemsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Problems")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 8)
        self.summary = plain_label("", "muted")
        lay.addWidget(self.summary)
        self.model = ProblemsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName("Problem files")
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        h = self.table.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        h.setStretchLastSection(True)
        lay.addWidget(self.table, 1)
        self.set_problems([])

    def set_problems(self, problems: list[Problem]) -> None:
        self.model.set_problems(problems)
        files = ProblemFiles.of(problems)
        lines = [(f"{files.failed} file{'s' if files.failed != 1 else ''} could not be read completely. "
                  "They are skipped; the rest of the vault is searchable.")] if files.failed else []
        if files.empty:
            lines.append(f"{files.empty} file{'s' if files.empty != 1 else ''} had nothing to index (empty).")
        self.summary.setText(" ".join(lines) or "No problems: every file was read.")
        if problems:
            self.table.setColumnWidth(0, max(220, min(420, self.table.sizeHintForColumn(0) + 16)))

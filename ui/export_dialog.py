"""Copy context: selected results (or a passage) as Markdown / JSON with citations within a token budget.

The formatting and the token count are the engine's ``ContextExport`` — the same code as ``vaultmem export``.
Building passages (re-reading whole chunks) and counting tokens run through the task runner.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vaultmem import ContextExport, ExportResult, Passage, SearchResult, Vault, passages_for

from .tasks import TaskRunner
from .theme import mono_font

DEBOUNCE_MS = 150
FORMATS = (("Markdown", "md"), ("JSON", "json"))


class ExportDialog(QDialog):
    result_ready = Signal(object)  # ExportResult
    copied = Signal(object)

    def __init__(self, runner: TaskRunner, vault: Vault, query: str, results: list[SearchResult] | None = None,
                 passage: Passage | None = None, budget: int = 2000, fmt: str = "md",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Copy context")
        self.setAccessibleName("Copy context")
        self.resize(720, 560)
        self.runner, self.vault, self.query = runner, vault, query
        self.passages: list[Passage] | None = [passage] if passage is not None else None
        self._results = results or []
        self.export_result: ExportResult | None = None
        self.closed = False  # set when the dialog is done: a task finishing later must not touch its widgets

        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 14)
        what = (f"{len(self._results)} selected result{'s' if len(self._results) != 1 else ''}"
                if passage is None else "the selected passage")
        intro = QLabel(f"Copy {what} as LLM context with citations. The budget counts every token that gets "
                       f"pasted, citations included (tiktoken cl100k_base).")
        intro.setWordWrap(True)
        intro.setObjectName("muted")
        lay.addWidget(intro)

        row = QHBoxLayout()
        budget_label = QLabel("&Token budget")
        self.budget = QSpinBox()
        self.budget.setRange(50, 200_000)
        self.budget.setSingleStep(250)
        self.budget.setGroupSeparatorShown(True)
        self.budget.setValue(budget)
        self.budget.setSuffix(" tokens")
        self.budget.setAccessibleName("Token budget")
        budget_label.setBuddy(self.budget)
        fmt_label = QLabel("&Format")
        self.format = QComboBox()
        for label, code in FORMATS:
            self.format.addItem(label, code)
        self.format.setCurrentIndex(max(0, [c for _, c in FORMATS].index(fmt) if fmt in dict(FORMATS).values() else 0))
        self.format.setAccessibleName("Export format")
        fmt_label.setBuddy(self.format)
        row.addWidget(budget_label)
        row.addWidget(self.budget)
        row.addSpacing(16)
        row.addWidget(fmt_label)
        row.addWidget(self.format)
        row.addStretch(1)
        self.count = QLabel("Counting…")
        self.count.setTextFormat(Qt.TextFormat.RichText)  # bold figures; the error text below is escaped
        self.count.setAccessibleName("Token count")
        row.addWidget(self.count)
        lay.addLayout(row)

        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setFont(mono_font())
        self.preview.setAccessibleName("Context preview")
        lay.addWidget(self.preview, 1)

        buttons = QDialogButtonBox()
        self.copy_btn = buttons.addButton("&Copy to clipboard", QDialogButtonBox.ButtonRole.AcceptRole)
        self.copy_btn.setDefault(True)
        self.copy_btn.setEnabled(False)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.copy_and_close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        QShortcut(QKeySequence("Ctrl+Shift+C"), self, self.copy_and_close)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.recompute)
        self.budget.valueChanged.connect(lambda _v: self._debounce.start())
        self.format.currentIndexChanged.connect(lambda _i: self.recompute())
        self.budget.setFocus(Qt.FocusReason.OtherFocusReason)
        self._load_passages()

    def _load_passages(self) -> None:
        if self.passages is not None:
            self.recompute()
            return
        results, vault = list(self._results), self.vault
        self.runner.run(lambda: passages_for(results, vault), on_success=self._passages_loaded,
                        on_failure=self._failed, key=f"export-passages-{id(self)}")

    def done(self, result: int) -> None:
        self.closed = True
        super().done(result)

    def _passages_loaded(self, passages: list[Passage]) -> None:
        if self.closed:
            return
        self.passages = passages
        self.recompute()

    def recompute(self) -> None:
        if self.passages is None:
            return
        exporter = ContextExport(self.budget.value(), self.format.currentData(), self.query)
        passages = list(self.passages)
        self.copy_btn.setEnabled(False)
        self.count.setText("Counting…")
        self.runner.run(lambda: exporter.export(passages), on_success=self._show, on_failure=self._failed,
                        key=f"export-{id(self)}")

    def _show(self, out: ExportResult) -> None:
        if self.closed:
            return
        self.export_result = out
        self.preview.setPlainText(out.text)
        extra = []
        if out.truncated:
            extra.append(f"{out.truncated} trimmed")
        if out.omitted:
            extra.append(f"{out.omitted} left out")
        self.count.setText(f"<b>{out.tokens:,}</b> / {out.budget:,} tokens · {out.included} passage"
                           f"{'s' if out.included != 1 else ''}" + (f" ({', '.join(extra)})" if extra else ""))
        self.copy_btn.setEnabled(True)
        self.result_ready.emit(out)

    def _failed(self, exc: BaseException) -> None:
        if self.closed:
            return
        self.count.setText(html.escape(f"Could not build the context: {exc}"))

    def copy(self) -> ExportResult | None:
        if self.export_result is None:
            return None
        QGuiApplication.clipboard().setText(self.export_result.text)
        self.copied.emit(self.export_result)
        return self.export_result

    def copy_and_close(self) -> None:
        if self.copy() is not None:
            self.accept()

"""The preview pane: the session's text (plain text only — HTML mail arrives as text, nothing remote loads),
header fields (mail headers, calendar fields), the matching chunk highlighted and scrolled into view.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from vaultmem import Preview, SearchResult

from .plain import plain_label
from .results import date_text
from .theme import colors, mono_font


class PreviewPane(QWidget):
    open_requested = Signal()
    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Preview")
        self.preview: Preview | None = None
        self.result: SearchResult | None = None
        self.chunk_span: tuple[int, int] | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 12, 16, 12)
        lay.setSpacing(8)
        head = QHBoxLayout()
        self.title = plain_label("", "resultTitle")
        self.title.setWordWrap(True)
        head.addWidget(self.title, 1)
        self.open_btn = QPushButton("Open")
        self.open_btn.setToolTip("Open in the default application (Ctrl+Return)")
        self.open_btn.setAccessibleName("Open in default application")
        self.reveal_btn = QPushButton("Reveal in folder")
        self.reveal_btn.setToolTip("Show the file in its folder (Ctrl+Shift+R)")
        self.reveal_btn.setAccessibleName("Reveal in folder")
        self.open_btn.clicked.connect(self.open_requested)
        self.reveal_btn.clicked.connect(self.reveal_requested)
        head.addWidget(self.open_btn, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.reveal_btn, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(head)
        self.meta = plain_label("", "muted")
        lay.addWidget(self.meta)
        self.fields_box = QFrame()
        self.fields_box.setObjectName("card")
        self.fields = QFormLayout(self.fields_box)
        self.fields.setContentsMargins(12, 8, 12, 8)
        self.fields.setHorizontalSpacing(14)
        self.fields.setVerticalSpacing(3)
        lay.addWidget(self.fields_box)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Session text")
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        lay.addWidget(self.text, 1)
        self.show_message("Select a result to preview it.")

    def show_message(self, message: str) -> None:
        self.preview = None
        self.title.setText("")
        self.meta.setText(message)
        self.fields_box.hide()
        self.text.clear()
        self.open_btn.setEnabled(self.result is not None)
        self.reveal_btn.setEnabled(self.result is not None)

    def set_loading(self, r: SearchResult) -> None:
        self.result = r
        self.show_message("Loading…")
        self.title.setText(r.title or r.path)

    def show_preview(self, pv: Preview, r: SearchResult) -> None:
        self.preview, self.result = pv, r
        self.title.setText(pv.title or pv.path)
        self.meta.setText("  ·  ".join(x for x in (pv.kind, pv.path, date_text(r)) if x))
        while self.fields.rowCount():
            self.fields.removeRow(0)
        for label, value in pv.fields:
            v = plain_label(value)
            v.setWordWrap(True)
            v.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            k = plain_label(label, "muted")
            self.fields.addRow(k, v)
        self.fields_box.setVisible(bool(pv.fields))
        self.text.setFont(mono_font() if pv.kind == "code" else self.font())
        self.text.setPlainText(pv.text)  # plain text: no markup is interpreted, nothing is fetched
        self.open_btn.setEnabled(True)
        self.reveal_btn.setEnabled(True)
        self._highlight(pv, r)

    def _highlight(self, pv: Preview, r: SearchResult) -> None:
        c = colors()
        start, end = r.snippet.char_start, r.snippet.char_end
        if not (0 <= start < end <= len(pv.text)):
            chunk = pv.chunk_at(start)
            start, end = (chunk.char_start, chunk.char_end) if chunk else (0, 0)
        self.chunk_span = (start, end) if end > start else None
        selections = []
        if self.chunk_span:
            chunk_sel = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setBackground(c.chunk_bg)
            chunk_sel.format = fmt
            cur = QTextCursor(self.text.document())
            cur.setPosition(start)
            cur.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            chunk_sel.cursor = cur
            selections.append(chunk_sel)
            words = {r.snippet.text[a:b].lower() for a, b in r.snippet.highlights}
            if words:
                pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                                     + r")\b", re.IGNORECASE)
                for m in pattern.finditer(pv.text, start, end):
                    sel = QTextEdit.ExtraSelection()
                    f = QTextCharFormat()
                    f.setBackground(c.highlight_bg)
                    f.setFontWeight(600)
                    sel.format = f
                    cur = QTextCursor(self.text.document())
                    cur.setPosition(m.start())
                    cur.setPosition(m.end(), QTextCursor.MoveMode.KeepAnchor)
                    sel.cursor = cur
                    selections.append(sel)
            # scroll the chunk to the top third of the view
            cur = QTextCursor(self.text.document())
            cur.setPosition(end)
            self.text.setTextCursor(cur)
            self.text.ensureCursorVisible()
            cur.setPosition(start)
            self.text.setTextCursor(cur)
            self.text.ensureCursorVisible()
        self.text.setExtraSelections(selections)

    def selected_passage(self) -> str:
        return self.text.textCursor().selectedText().replace("\u2029", "\n").strip()

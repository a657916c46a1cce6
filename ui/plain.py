"""Vault text on screen is always text, never Qt rich text.

Qt guesses: a ``QLabel`` in its default ``Qt.AutoText`` format, a tooltip or an item's tooltip role is rendered as
HTML when the string looks like HTML. A mail subject ``<img src="/dev/zero">`` then makes Qt read /dev/zero for
the picture (the app dies of ``bad_alloc``), ``<img src="FIFO">`` freezes it, and a remote ``src`` would be a
request. So every label that can show vault data (titles, paths, snippets, certificate sentences, evidence,
problem messages, file names) is created here as ``PlainText``, and every such tooltip is escaped HTML.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def plain_label(text: str = "", name: str = "") -> QLabel:
    """A label that never interprets markup."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    if name:
        label.setObjectName(name)
    return label


def tip(text: str) -> str:
    """A tooltip that shows ``text`` literally: escaped, in a paragraph that keeps line breaks and spaces."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"

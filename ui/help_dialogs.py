"""Help ▸ Query Language and Help ▸ About: short plain-text sheets (nothing here is rendered as rich text)."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

import vaultmem

from .theme import mono_font

# Written after docs/query-language.md (the engine parses the query; this is only the summary a user needs).
QUERY_LANGUAGE = """\
Type what you remember, as you would say it:
    what did we decide about the database?
    boiler repair cost

Words and phrases
    "exact phrase"          the words in this order
    -word   -"a phrase"     leave out results that have it
    this OR that            either

Filters (alone or with words)
    kind:email              email, note, event, todo, chat, table, code
    from:ana   to:bo        sender / recipient, by name or address
    subject:boiler          in the subject or title (also title:)
    in:mail/2024            under a folder (also folder:)
    ext:md                  file type
    tag:work                #tags and front-matter tags
    after:2024-03-01   before:2024-06   on:yesterday   after:"last week"
    has:attachment

The filter bar (kind, folder, dates) narrows the same way; the timeline above the results sets a date range by
dragging. "Memory-aware" ranking (default) reads the question; "Keyword" ranks by the words alone.
An operator the engine cannot read is searched as words and flagged in the explanation.
"""


def _sheet(parent: QWidget, title: str, text: str, name: str) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setAccessibleName(name)
    dialog.resize(640, 520)
    lay = QVBoxLayout(dialog)
    body = QPlainTextEdit()
    body.setReadOnly(True)
    body.setPlainText(text)
    body.setFont(mono_font())
    lay.addWidget(body)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    lay.addWidget(buttons)
    return dialog


def query_language(parent: QWidget) -> QDialog:
    return _sheet(parent, "Query language", QUERY_LANGUAGE, "Query language")


def about_text() -> str:
    return (f"VaultMem {vaultmem.__version__}\n\nOffline, explainable search over your notes, mail, calendars and "
            "chats. The index lives inside the vault (.vaultmem/); nothing is sent anywhere and nothing remote is "
            f"ever loaded.\n\nPython {platform.python_version()} · PySide6 {pyside_version}")


def about(parent: QWidget) -> QDialog:
    return _sheet(parent, "About VaultMem", about_text(), "About VaultMem")

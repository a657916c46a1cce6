"""Help ▸ Query Language and Help ▸ About: short plain-text sheets (nothing here is rendered as rich text)."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

import vaultmem

from .theme import mono_font

# A summary of docs/query-language.md (the engine parses the query; this is the sheet a user needs at hand).
QUERY_LANGUAGE = """\
Type what you remember, as you would say it:
    what did we decide about the database?
    boiler repair cost

Words, phrases, negation
    boiler repair           words rank the results (a result need not hold every word)
    "boiler repair"         a phrase: these words, in this order (required)
    -invoice  -"old quote"  leave out sessions that contain it
    furnace OR boiler       at least one of them (OR in capitals)

Operators (name:value, or name:"a value"; put - in front to leave out what it selects)
    kind:email              email, note, event, todo, journal, chat, table, code; kind:event|todo for several
    from:ingrid  to:maya    sender / recipient, by name or address
    subject:invoice         in the title (also title:)
    in:mail/2024            in a folder (also folder:)
    ext:md                  file type
    tag:travel              front-matter tags, #tags, calendar categories
    after:2025-10   before:2025   on:yesterday   on:"last week"
    has:attachment
    sort:newest  sort:oldest    by date (relevance is the default)

Filters alone list by date:  kind:event after:today sort:oldest
An operator that cannot be read is searched as words, and the route chip says so.

The filter bar (kind, folder, dates) narrows the same way, and dragging across the timeline above the results
sets the dates. "Memory-aware" ranking (the default) reads the question; "Keyword" ranks by the words alone.
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

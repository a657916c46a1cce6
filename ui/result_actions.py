"""What can be done with the selected result: open it, show it in its folder, copy its path or a citation, and
search for more like it. The menu bar's Result menu and the list's context menu share these actions."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QWidget

from vaultmem import Passage, SearchResult, Vault

from . import opener
from .status import StatusBar
from .tasks import TaskRunner


def citation(r: SearchResult) -> str:
    """Title and where it came from, in the context export's citation form (path · location · date)."""
    return f"{r.title or r.path} — {Passage.from_result(r).citation()}"


class ResultActions(QObject):
    similar_query_ready = Signal(str)  # "more like this": the query to search

    def __init__(self, window: QWidget, runner: TaskRunner, status: StatusBar,
                 current: Callable[[], SearchResult | None], vault: Callable[[], Vault | None]) -> None:
        super().__init__(window)
        self.runner, self.status, self.current, self.vault = runner, status, current, vault

        def act(text: str, keys: list[str], slot: Callable[[], object], tip: str) -> QAction:
            a = QAction(text, window)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.setStatusTip(tip)
            a.triggered.connect(lambda _checked=False: slot())
            window.addAction(a)
            return a

        self.act_open = act("&Open File", ["Ctrl+Return", "Ctrl+Enter"], self.open_file,
                            "Open the file in its default application")
        self.act_reveal = act("&Reveal in Folder", ["Ctrl+Shift+R"], self.reveal,
                              "Show the file in its folder")
        self.act_copy_path = act("Copy &Path", ["Ctrl+Shift+L"], self.copy_path, "Copy the file's full path")
        self.act_copy_citation = act("Copy C&itation", ["Ctrl+Shift+I"], self.copy_citation,
                                     "Copy the title, path, location and date")
        self.act_more = act("&More Like This", ["Ctrl+M"], self.more_like_this,
                            "Search with the words most particular to this result")
        self.actions = [self.act_open, self.act_reveal, self.act_copy_path, self.act_copy_citation, self.act_more]

    def _target(self) -> tuple[SearchResult, Path] | None:
        r, vault = self.current(), self.vault()
        if r is None or vault is None:
            self.status.showMessage("Select a result first", 3000)
            return None
        return r, vault.root / r.path

    def open_file(self) -> None:
        target = self._target()
        if target is None:
            return
        r, path = target
        if not path.exists():
            self.status.showMessage(f"{r.path} is no longer in the vault", 5000)
        elif not opener.open_file(path):
            self.status.offer(f"No application is set up to open {r.path} on this system.",
                              [("Reveal in folder", self.reveal), ("Copy path", self.copy_path)])

    def reveal(self) -> None:
        target = self._target()
        if target is not None and not opener.reveal(target[1]):
            self.copy_path()
            self.status.showMessage(f"No file manager to show it in; its path is copied: {target[1]}", 8000)

    def copy_path(self) -> None:
        target = self._target()
        if target is not None:
            QGuiApplication.clipboard().setText(str(target[1]))
            self.status.showMessage(f"Copied {target[1]}", 3000)

    def copy_citation(self) -> None:
        target = self._target()
        if target is not None:
            QGuiApplication.clipboard().setText(citation(target[0]))
            self.status.showMessage("Citation copied", 3000)

    def more_like_this(self) -> None:
        target, vault = self._target(), self.vault()
        if target is None or vault is None:
            return
        r = target[0]
        self.runner.run(lambda: vault.similar_query(r), on_success=self._similar_ready, key="similar")

    def _similar_ready(self, query: str) -> None:
        if query:
            self.similar_query_ready.emit(query)
        else:
            self.status.showMessage("This result is no longer indexed", 4000)

"""``vaultmem-app VAULT --screenshot PNG [--query Q] [--copy-context]``: one scripted session, no person needed.

Opens the vault, waits for its first sync (or for the read-only open), runs the query and waits for its
results, optionally copies the top three results as context the way Ctrl+Shift+C does, saves a picture of the
window and quits. It checks an installation or a bundle on a machine without a display
(``QT_QPA_PLATFORM=offscreen``), and the privacy tests drive the app with it. Exit status 0 when every step
ran, 1 when the vault could not be opened or a step failed or timed out.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QObject, QTimer
from PySide6.QtWidgets import QApplication

from .window import MainWindow

CONTEXT_RESULTS = 3


class Autorun(QObject):
    def __init__(self, app: QApplication, window: MainWindow, out: Path, query: str | None = None,
                 copy_context: bool = False, timeout_s: float = 600.0) -> None:
        super().__init__(window)
        self.app, self.window, self.out = app, window, out
        self.query, self.copy_context = query, copy_context
        self.copied: Any = None
        self._stage = "opening"
        window.vault_opened.connect(self._opened)
        window.sync_finished.connect(self._synced)
        window.open_failed.connect(lambda msg: self._fail(f"could not open the vault: {msg}"))
        QTimer.singleShot(int(timeout_s * 1000), self, lambda: self._fail(f"timed out while {self._stage}"))

    def _opened(self, _vault: object) -> None:
        if self.window.indexer is None:  # read-only: there is no sync to wait for
            self._search()
        else:
            self._stage = "indexing"

    def _synced(self, _report: object) -> None:
        if self._stage == "indexing":
            self._search()

    def _search(self) -> None:
        if not self.query:
            self._finish()
            return
        self._stage = "searching"
        self.window.results_shown.connect(self._results)
        self.window.search.setText(self.query)

    def _results(self, results: list[object]) -> None:
        if self._stage != "searching" or self.window.current_query != self.query.strip():
            return
        if not self.copy_context:
            self._finish()
            return
        if not results:
            self._fail(f"no results for {self.query!r}, nothing to copy")
            return
        self._stage = "copying context"
        w = self.window
        last = min(CONTEXT_RESULTS, len(results)) - 1
        w.list.selectionModel().select(QItemSelection(w.model.index(0), w.model.index(last)),
                                       QItemSelectionModel.SelectionFlag.ClearAndSelect)
        dialog = w.copy_context()
        if dialog is None:
            self._fail("the copy-context dialog did not open")
            return
        dialog.result_ready.connect(lambda _out: self._copy(dialog))

    def _copy(self, dialog: Any) -> None:
        if self._stage != "copying context":
            return
        self.copied = dialog.copy()
        dialog.accept()
        self._finish()

    def _finish(self) -> None:
        if not self.window.grab().save(str(self.out)):
            self._fail(f"could not write {self.out}")
            return
        self._stage = "done"
        self.app.exit(0)

    def _fail(self, message: str) -> None:
        if self._stage in ("done", "failed"):
            return
        self._stage = "failed"
        print(f"vaultmem-app: {message}", file=sys.stderr)
        self.app.exit(1)

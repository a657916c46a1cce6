"""``make screenshots``: render the app's main views on the sample vault to PNG files with ``QWidget.grab()``.

The sample vault is copied to a temporary folder first (its index is built there and removed afterwards), and
one unreadable attachment is added to the copy so the Problems panel has something to show.
Usage: ``python -m vaultmem_ui.screenshots [OUT_DIR]`` (default ``docs/screenshots``); offscreen works.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QItemSelection, QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QMenu, QWidget

QUERY = "what did we decide about the delivery-event cache?"
PREVIEW_QUERY = "boiler repair cost"
THREAD_QUERY = "redis or postgres for the delivery-event cache"  # keyword ranking puts the mail thread first
NO_MATCH_QUERY = "sourdough hydration"  # with the kind filter set to email: nothing
SIZE = (1360, 860)


def _wait(signal: object, ms: int = 60_000) -> None:
    loop = QEventLoop()
    signal.connect(loop.quit)  # type: ignore[attr-defined]
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _settle(app: QApplication, ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    app.processEvents()


def _save(widget: QWidget, path: Path) -> None:
    widget.grab().save(str(path))
    print(f"wrote {path}")


def _save_with_menu(app: QApplication, w: QWidget, menu: QMenu, path: Path) -> None:
    """The window with an open menu drawn where it pops up (a menu is a window of its own: grab() leaves it out)."""
    shot = w.grab()
    painter = QPainter(shot)
    painter.drawPixmap(menu.geometry().topLeft() - w.geometry().topLeft(), menu.grab())
    painter.end()
    shot.save(str(path))
    print(f"wrote {path}")


def _search(app: QApplication, w: object, text: str) -> None:
    w.search.setText(text)  # type: ignore[attr-defined]
    _wait(w.results_shown)  # type: ignore[attr-defined]
    w.run_search()  # again, warm: the status shows a typical query time, not the first one's
    _wait(w.results_shown)  # type: ignore[attr-defined]
    _settle(app)


def render(out: Path, vault_src: Path, dark: bool = False) -> None:
    from . import theme
    from .app import make_app
    from .window import MainWindow

    if dark:
        os.environ["VAULTMEM_THEME"] = "dark"
    app = make_app()
    theme.apply(app)
    suffix = "-dark" if dark else ""
    with tempfile.TemporaryDirectory(prefix="vaultmem-shots-") as tmp:
        vault = Path(tmp) / vault_src.name
        shutil.copytree(vault_src, vault, ignore=shutil.ignore_patterns(".vaultmem"))
        (vault / "attachments").mkdir(exist_ok=True)
        (vault / "attachments" / "scan-2024-02.pdf").write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 64)
        w = MainWindow()
        w.resize(*SIZE)
        w.show()
        if not dark:
            _settle(app)
            _save(w, out / "welcome.png")
        w.open_vault(vault)
        _wait(w.sync_finished)
        if w.status.watch_state is None:
            _wait(w.watch_changed)  # the status bar shows the live watcher, as a user sees it
        _settle(app, 300)

        _search(app, w, QUERY)
        _save(w, out / f"results-explanation{suffix}.png")
        if dark:
            w.close()
            return

        view = next(a.menu() for a in w.menuBar().actions() if a.menu() and a.text() == "&View")
        view.popup(w.mapToGlobal(w.menuBar().actionGeometry(view.menuAction()).bottomLeft()))
        _settle(app)
        _save_with_menu(app, w, view, out / "menu.png")
        view.hide()

        w.set_ranking_mode("bm25")
        _search(app, w, THREAD_QUERY)
        lead = next(i for i, row in enumerate(w.model.rows) if row.group is not None)
        w.list.setCurrentIndex(w.model.index(lead))
        w.toggle_thread(expand=True)
        _settle(app)
        _save(w, out / "thread.png")

        w.kind_filter.setCurrentIndex(w.kind_filter.findData("email"))
        w.search.setText(NO_MATCH_QUERY)
        _wait(w.results_shown)
        _settle(app)
        _save(w, out / "no-matches.png")
        w.clear_filters()
        _wait(w.results_shown)
        w.set_ranking_mode("auto")

        _search(app, w, PREVIEW_QUERY)
        w.show_preview_tab()
        _wait(w.preview_shown, 10_000)
        _settle(app)
        _save(w, out / "preview.png")

        _search(app, w, QUERY)
        w.list.selectionModel().select(
            QItemSelection(w.model.index(0), w.model.index(2)), QItemSelectionModel.SelectionFlag.ClearAndSelect)
        dialog = w.copy_context()
        assert dialog is not None
        dialog.resize(900, 620)
        _wait(dialog.result_ready, 20_000)
        dialog.budget.setValue(400)
        _wait(dialog.result_ready, 20_000)
        dialog.copy_btn.setFocus()
        _settle(app)
        _save(dialog, out / "export.png")
        dialog.reject()

        w.list.clearSelection()
        w.move_selection(0)
        w.detail.setCurrentIndex(0)
        w.problems_dock.show()
        w.problems_dock.raise_()
        w.resizeDocks([w.problems_dock], [170], Qt.Orientation.Vertical)
        _settle(app, 300)
        _save(w, out / "problems.png")
        w.problems_dock.hide()

        w.help.toggle()
        _settle(app)
        _save(w, out / "shortcuts.png")
        w.help.hide()
        w.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    from vaultmem_resources import SAMPLE_VAULT

    render(out, Path(SAMPLE_VAULT), dark="--dark" in args)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Open a file, or show it in its folder, with the desktop's own applications — and tell when there are none.

``QDesktopServices.openUrl`` on Linux hands the URL to ``xdg-open``; on a machine without it (a minimal install,
a container, an X server without a desktop) nothing happens and nothing is said. So the opener is looked up
first, and a False return lets the window offer "Reveal in folder" and "Copy path" instead.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QProcess, QUrl
from PySide6.QtGui import QDesktopServices

LINUX_OPENERS = ("xdg-open", "gio", "kde-open", "kde-open5", "exo-open")


def opener_available() -> bool:
    """Is there a program that opens files by type? (macOS and Windows always have one.)"""
    if sys.platform in ("darwin", "win32"):
        return True
    return any(shutil.which(tool) for tool in LINUX_OPENERS)


def _detached(program: str, args: list[str]) -> bool:
    started = QProcess.startDetached(program, args)
    return bool(started[0] if isinstance(started, tuple) else started)


def open_file(path: Path) -> bool:
    """Open ``path`` in its default application; False when there is none to ask."""
    return opener_available() and QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def reveal(path: Path) -> bool:
    """Show ``path`` selected in the file manager (its folder opened, on Linux); False when there is none."""
    if sys.platform == "darwin":
        return _detached("open", ["-R", str(path)])
    if sys.platform == "win32":
        return _detached("explorer", [f"/select,{path}"])
    return opener_available() and QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))

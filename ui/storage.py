"""Where the desktop app writes: Qt's own settings and caches (nowhere), logs (the vault), portable mode.

The promise is that nothing about a vault is written outside it. VaultMem's own files are easy (the index,
``app.json`` and the log live in ``<vault>/.vaultmem/``); Qt writes files of its own unless told not to:

* ``QFileDialog`` saves its history and last folder (the vault's path) to ``QtProject.conf`` in the user's
  config folder when it closes, whether or not anything asked for settings. Qt offers no switch for that, so
  the user scope of ``QSettings`` points where no file can be made: under ``os.devnull`` (a device file, so
  creating a folder there fails with ENOTDIR even for root). VaultMem keeps no settings in ``QSettings``.
* Native file dialogs are not Qt's: GTK's records the chosen folder in ``recently-used.xbel`` and the
  desktop portal in its own state, so Qt's dialog is used instead.
* Qt's shader disk cache (``qtshadercache-*`` under the cache folder) is off; the app draws with the raster
  engine and has nothing to cache.

Portable mode (``--portable``, or a bundle opening a vault on its own volume) also keeps the recent-vault
list in the vault (see ``settings.Storage``), so a bundle and a vault on one encrypted volume leave nothing
on the machine they ran on.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QSettings, Qt

from vaultmem import Sidecars

NOWHERE = Path(os.devnull) / "vaultmem"  # no file can be created below a device file
LOG_FILE = "app.log"  # in the vault's .vaultmem/logs/
LOG_BYTES = 1 << 20  # one rotation: at most 2 MB of log per vault
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def contain_qt() -> None:
    """Qt's own settings and caches go nowhere. Call before the ``QApplication`` exists: the attributes are
    read when it is built."""
    contain_qt_settings()
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DisableShaderDiskCache)


def contain_qt_settings() -> None:
    """Every ``QSettings`` made from now on in the user scope (``QFileDialog``'s among them) has no file."""
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(NOWHERE))


def frozen() -> bool:
    """Running from the PyInstaller bundle (``sys.frozen`` is set by its bootloader)."""
    return bool(getattr(sys, "frozen", False))


def same_volume(a: Path, b: Path) -> bool:
    try:
        return os.stat(a).st_dev == os.stat(b).st_dev
    except OSError:
        return False


def portable_wanted(flag: bool, vault: Path | None, bundle: Path | None = None) -> bool:
    """``--portable``; or a bundle (``bundle`` is its folder) started on a vault on its own volume, or without
    a vault yet — until one is chosen nothing tells the two cases apart, so the private one is taken."""
    if flag:
        return True
    if bundle is None:
        return False
    return vault is None or same_volume(bundle, vault)


def bundle_dir() -> Path | None:
    return Path(sys.executable).resolve().parent if frozen() else None


class VaultLog:
    """The open vault's log, ``.vaultmem/logs/app.log`` (rotated at 1 MB, one old file kept): warnings and
    errors of the app and the engine, and uncaught exceptions. Before a vault is open, or when its index folder
    cannot be written, they go to stderr only, as Python's logging does by default."""

    def __init__(self) -> None:
        self.handler: logging.Handler | None = None
        self.path: Path | None = None
        self._previous_hook: Callable[..., object] | None = None

    def attach(self, sidecars: Sidecars) -> None:
        self.detach()
        handler = sidecars.log_handler(LOG_FILE, LOG_BYTES, backups=1)
        if handler is None:
            return
        self.handler, self.path = handler, Path(handler.baseFilename)
        handler.setLevel(logging.WARNING)
        handler.setFormatter(logging.Formatter(LOG_FORMAT))
        logging.getLogger().addHandler(handler)
        self._previous_hook, sys.excepthook = sys.excepthook, self._excepthook

    def detach(self) -> None:
        if self.handler is None:
            return
        logging.getLogger().removeHandler(self.handler)
        self.handler.close()
        self.handler = self.path = None
        if self._previous_hook is not None:
            sys.excepthook, self._previous_hook = self._previous_hook, None

    def _excepthook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        logging.getLogger("vaultmem_ui").error("uncaught exception", exc_info=(kind, exc, tb))
        if self._previous_hook is not None:
            self._previous_hook(kind, exc, tb)

"""``vaultmem-app [VAULT]`` / ``python -m vaultmem_ui``: start the desktop app, optionally on a vault."""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from . import settings as cfg
from . import theme
from .window import MainWindow


def make_app(argv: Sequence[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv or sys.argv[:1]))
    assert isinstance(app, QApplication)
    app.setApplicationName("VaultMem")
    app.setApplicationDisplayName("VaultMem")
    app.setOrganizationName("VaultMem")
    theme.follow_system(app)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="vaultmem-app", description="VaultMem desktop app")
    parser.add_argument("vault", nargs="?", help="vault folder to open (default: the welcome page)")
    parser.add_argument("--sample", action="store_true", help="open the bundled sample vault")
    parser.add_argument("--readonly", action="store_true", help="search only; never write the index")
    args, qt_args = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    app = make_app([sys.argv[0], *qt_args])
    window = MainWindow(cfg.load_app_settings())
    window.show()
    # Ctrl+C / SIGTERM quit cleanly: the indexer stops at the next file and the vault lock is released.
    app.aboutToQuit.connect(window.close_vault)
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: app.quit())
    wake = QTimer(app)  # lets Python run its signal handlers while Qt's loop is in C++
    wake.start(250)
    wake.timeout.connect(lambda: None)
    if args.vault:
        window.open_vault(Path(args.vault), readonly=args.readonly)
    elif args.sample:
        window.open_sample()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

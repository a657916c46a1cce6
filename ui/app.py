"""``vaultmem-app [VAULT]`` / ``python -m vaultmem_ui``: start the desktop app, optionally on a vault.

Qt is imported inside the functions: ``main`` first checks that Qt's platform plugin can load here
(``qt_check``), and importing PySide6 already needs some of the same system libraries.
"""

from __future__ import annotations

import argparse
import gc
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import settings as cfg
from .qt_check import ensure_binding_is_sound, ensure_qt_can_start

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from vaultmem import Vault

    from . import storage
    from .window import MainWindow


def make_app(argv: Sequence[str] | None = None) -> QApplication:
    from PySide6.QtWidgets import QApplication

    from . import storage, theme
    from .collector import MainThreadCollector

    app = QApplication.instance()
    if app is None:
        storage.contain_qt()
        app = QApplication(list(argv or sys.argv[:1]))
    else:
        storage.contain_qt_settings()
    assert isinstance(app, QApplication)
    app.setApplicationName("VaultMem")
    app.setApplicationDisplayName("VaultMem")
    app.setOrganizationName("VaultMem")
    theme.follow_system(app)
    if app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)
    # A worker running Python holds the GIL until another thread has waited the switch interval for it, and the
    # UI thread needs the GIL at every call into Python (each row's paint, each model lookup): at CPython's
    # 5 ms, a frame drawn during a search waited that long call after call. At 1 ms, the longest UI stall while
    # typing during indexing (tests/ui/test_responsiveness.py) fell from 31–48 ms to 29–45 ms over five runs each.
    sys.setswitchinterval(0.001)
    return app


def start(argv: Sequence[str] | None = None) -> tuple[QApplication, MainWindow] | None:
    """Everything ``main`` does before the event loop: check Qt can start here, load the query side, show the
    window and open the vault asked for. None when Qt cannot start (the reason is printed)."""
    parser = argparse.ArgumentParser(prog="vaultmem-app", description="VaultMem desktop app")
    parser.add_argument("vault", nargs="?", help="vault folder to open (default: the welcome page)")
    parser.add_argument("--sample", action="store_true", help="open the bundled sample vault")
    parser.add_argument("--readonly", action="store_true", help="search only; never write the index")
    # ---- where the app writes (portable mode) and scripted runs -----------------------------------------------
    parser.add_argument("--portable", action="store_true",
                        help="keep settings, the recent-vault list and logs only in the vault (automatic for a "
                             "bundle on the vault's volume)")
    parser.add_argument("--screenshot", metavar="PNG", type=Path,
                        help="open VAULT, wait for indexing (and --query), save the window to PNG and quit")
    parser.add_argument("--query", help="with --screenshot: search this first")
    parser.add_argument("--copy-context", action="store_true",
                        help="with --screenshot and --query: copy the top results as context first")
    args, qt_args = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot and not args.vault:
        parser.error("--screenshot needs a VAULT")
    vault = Path(args.vault) if args.vault else None
    if not ensure_qt_can_start() or not ensure_binding_is_sound():
        return None
    from vaultmem import Vault

    from . import storage
    from .window import MainWindow

    cfg.set_portable(storage.portable_wanted(args.portable, vault, storage.bundle_dir()))
    app = make_app([sys.argv[0], *qt_args])
    # The query side (modules imported on first use, the token table) loads once per process in C calls that hold
    # the GIL for tens of ms: before the window shows, not in a worker while someone types.
    Vault.warm()
    window = MainWindow(cfg.load_app_settings())
    log = storage.VaultLog()
    window.vault_opened.connect(lambda v: _vault_opened(window, log, v))
    app.aboutToQuit.connect(log.detach)
    if args.screenshot:
        from .autorun import Autorun

        Autorun(app, window, args.screenshot, args.query, args.copy_context)
    # What exists now lives as long as the app: keep it out of the cyclic garbage collector, whose full passes
    # over it held the GIL (so the UI thread) for ~80 ms during searches; 6 ms once frozen.
    gc.freeze()
    window.show()
    # Ctrl+C / SIGTERM quit cleanly: the indexer stops at the next file and the vault lock is released.
    app.aboutToQuit.connect(window.close_vault)
    quit_on_signals(app)
    if vault is not None:
        window.open_vault(vault, readonly=args.readonly)
    elif args.sample:
        window.open_sample()
    return app, window


def quit_on_signals(app: QApplication) -> None:
    """Ctrl+C and SIGTERM quit between events, never inside one.

    Python runs a signal handler between any two bytecodes of the UI thread, and ``quit()`` called there closes
    the windows at once: a handler that quit directly closed the vault's indexer in the middle of the slot that
    was starting its first sync, which then wrote to a closed queue. A zero-time timer defers the quit to the
    event loop. The wake timer lets Python run its handlers while Qt's loop is in C++.
    """
    from PySide6.QtCore import QTimer

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: QTimer.singleShot(0, app.quit))
    wake = QTimer(app)
    wake.start(250)
    wake.timeout.connect(lambda: None)


def main(argv: Sequence[str] | None = None) -> int:
    started = start(argv)
    if started is None:
        return 1
    return started[0].exec()


def _vault_opened(window: MainWindow, log: storage.VaultLog, vault: Vault) -> None:
    """The vault's log, and in portable mode its recent list; neither where the vault is not to be written."""
    log.detach()
    if window.readonly_reason:
        return
    log.attach(vault.sidecars)
    if cfg.is_portable():
        known = list(window.app_settings.recent)

        def remembered(recent: list[str]) -> None:
            window.app_settings.recent = recent

        window.runner.run(lambda: cfg.remember_in_vault(vault.sidecars, vault.root, known), on_success=remembered)


if __name__ == "__main__":
    sys.exit(main())

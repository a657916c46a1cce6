"""Ctrl+C / SIGTERM quit the app between events. Python runs a handler between two bytecodes of whatever slot is
running, and ``QApplication.quit()`` called there closes the windows (and a vault's indexer) under that slot."""

from __future__ import annotations

import signal

import pytest
from PySide6.QtCore import QObject

pytestmark = pytest.mark.qt


class App(QObject):
    """Counts quits: the real application must not be quit inside a test session."""

    def __init__(self) -> None:
        super().__init__()
        self.quits = 0

    def quit(self) -> None:
        self.quits += 1


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["sigterm", "sigint"])
def test_a_signal_quits_after_the_running_slot(qapp, qtbot, sig: int) -> None:
    from vaultmem_ui.app import quit_on_signals

    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    app = App()
    try:
        quit_on_signals(app)  # type: ignore[arg-type]
        signal.getsignal(sig)(sig, None)  # as Python calls it, in the middle of the code that runs now
        assert app.quits == 0, "the handler quit inside the running code"
        qtbot.waitUntil(lambda: app.quits == 1, timeout=5_000)  # the event loop's next turn quits
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)

"""The app in a real window: started as ``vaultmem-app`` starts (the Qt library check, the query side loaded, the
window shown) on a copy of the sample vault under an X server with Qt's ``xcb`` platform, a query typed, its
results awaited, and the window grabbed *from the X server* to a PNG that must not be blank.

``.ci/run`` runs this under ``xvfb-run`` with ``QT_QPA_PLATFORM=xcb`` (after installing Xvfb and the xcb
libraries when it can); everywhere else — the offscreen test run — it is skipped. ``VAULTMEM_SMOKE_PNG`` names
where the screenshot goes (default: the test's temporary folder).
"""

from __future__ import annotations

import gc
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage

pytestmark = [pytest.mark.qt, pytest.mark.skipif(
    os.environ.get("QT_QPA_PLATFORM") != "xcb" or not os.environ.get("DISPLAY"),
    reason="needs an X server and QT_QPA_PLATFORM=xcb (.ci/run runs it under xvfb-run)")]

QUERY = "boiler repair"


def distinct_colours(image: QImage, step: int = 4) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def test_the_app_in_a_real_x11_window(tmp_path: Path, qtbot, request) -> None:
    from vaultmem_resources import SAMPLE_VAULT
    from vaultmem_ui.app import start

    vault = tmp_path / "sample"
    shutil.copytree(SAMPLE_VAULT, vault, ignore=shutil.ignore_patterns(".vaultmem"))
    started = start([str(vault)])
    assert started is not None, "Qt cannot start here (the check printed why)"
    request.addfinalizer(gc.unfreeze)
    app, w = started
    qtbot.addWidget(w)
    assert QGuiApplication.platformName() == "xcb"
    qtbot.waitExposed(w, timeout=20_000)
    with qtbot.waitSignal(w.sync_finished, timeout=120_000):
        pass
    with qtbot.waitSignal(w.results_shown, timeout=30_000,
                          check_params_cb=lambda r: w.current_query == QUERY and len(r) > 0):
        w.search.setFocus()
        qtbot.keyClicks(w.search, QUERY)
    qtbot.waitUntil(lambda: w.explain.result is not None, timeout=10_000)
    w.raise_()
    app.processEvents()
    shot = w.screen().grabWindow(w.winId())  # the pixels the X server shows, not a widget re-render
    out = Path(os.environ.get("VAULTMEM_SMOKE_PNG", tmp_path / "real-window.png"))
    out.parent.mkdir(parents=True, exist_ok=True)
    assert shot.save(str(out)), out
    image = QImage(str(out))
    assert image.width() >= 800 and image.height() >= 500
    assert distinct_colours(image) > 50, f"{out} looks blank"
    # the results list, left of the splitter, holds painted cards (text, icons, bars), not an empty background
    left = image.copy(0, image.height() // 4, image.width() // 2, image.height() // 2)
    assert distinct_colours(left, 2) > 20, f"{out}: the result list is blank"
    print(f"real-window screenshot: {out} ({image.width()}×{image.height()}, {distinct_colours(image)} colours)")
    w.close()

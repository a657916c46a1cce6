"""``make icons``: render resources/icons/vaultmem.svg to the PNG sizes of the freedesktop hicolor theme.

The PNGs are committed (resources/icons/hicolor/NxN.png) so that installing the desktop entry needs neither Qt
nor Python, and so the wheel and the bundle carry them; re-run this after changing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)  # what desktops look up in hicolor/NxN/apps/
ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"


def render(svg: Path, out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out / f"{size}x{size}.png"
        if not image.save(str(path)):
            raise SystemExit(f"cannot write {path}")
        written.append(path)
    return written


if __name__ == "__main__":
    for p in render(ICONS / "vaultmem.svg", ICONS / "hicolor"):
        print(f"wrote {p}")

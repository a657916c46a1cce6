"""Light / dark following the system colour scheme, one stylesheet, and the few accent colours the views use."""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

# One hue per session kind (icons, chips); chosen to stay readable on both light and dark backgrounds.
KIND_COLORS = {
    "note": "#3b82f6", "text": "#64748b", "email": "#d97706", "event": "#16a34a", "todo": "#9333ea",
    "journal": "#0d9488", "chat": "#db2777", "table": "#0891b2", "code": "#475569", "record": "#7c3aed",
    "contact": "#b45309", "document": "#be123c",
}


@dataclass(frozen=True, slots=True)
class Colors:
    dark: bool
    text: QColor
    muted: QColor
    highlight_bg: QColor  # query matches
    chunk_bg: QColor  # the matching chunk in the preview
    badge_bg: QColor
    badge_fg: QColor
    chip_bg: QColor
    chip_fg: QColor
    card_bg: QColor
    border: QColor
    up: QColor
    down: QColor


THEME_CHOICES = ("system", "light", "dark")
_choice = ["system"]  # View ▸ Theme (remembered per vault by the window)


def choice() -> str:
    return _choice[0]


def set_choice(app: QApplication, value: str) -> None:
    """Light, dark, or follow the system; re-applies palette and stylesheet."""
    _choice[0] = value if value in THEME_CHOICES else "system"
    apply(app)


def is_dark() -> bool:
    """Follow the system scheme unless the user chose one; ``VAULTMEM_THEME=dark|light`` overrides both."""
    forced = os.environ.get("VAULTMEM_THEME", "").lower()
    if forced in ("dark", "light"):
        return forced == "dark"
    if _choice[0] != "system":
        return _choice[0] == "dark"
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else Qt.ColorScheme.Unknown
    if scheme == Qt.ColorScheme.Dark:
        return True
    if scheme == Qt.ColorScheme.Light:
        return False
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def colors() -> Colors:
    """The current theme's colours (a result card asks on every paint: built once per theme and text colour)."""
    return _colors(is_dark(), QGuiApplication.palette().color(QPalette.ColorRole.Text).rgba())


@functools.lru_cache(maxsize=4)
def _colors(dark: bool, text_rgba: int) -> Colors:
    text = QColor.fromRgba(text_rgba)
    if dark:
        return Colors(True, text, QColor("#9aa4b2"), QColor("#7c5e10"),
                      QColor("#3a3320"), QColor("#1e3a5f"), QColor("#bfdbfe"), QColor("#2d3340"),
                      QColor("#d7dde8"), QColor("#252a33"), QColor("#3a404c"), QColor("#4ade80"), QColor("#f87171"))
    return Colors(False, text, QColor("#5f6b7a"), QColor("#fde68a"),
                  QColor("#fff7d6"), QColor("#dbeafe"), QColor("#1e40af"), QColor("#eef1f5"), QColor("#334155"),
                  QColor("#f7f8fa"), QColor("#dfe3ea"), QColor("#15803d"), QColor("#b91c1c"))


def dark_palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#1f232a", QPalette.ColorRole.WindowText: "#e6e9ef",
        QPalette.ColorRole.Base: "#171a20", QPalette.ColorRole.AlternateBase: "#20242c",
        QPalette.ColorRole.Text: "#e6e9ef", QPalette.ColorRole.Button: "#2a2f38",
        QPalette.ColorRole.ButtonText: "#e6e9ef", QPalette.ColorRole.Highlight: "#2f6fdb",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2a2f38",
        QPalette.ColorRole.ToolTipText: "#e6e9ef", QPalette.ColorRole.PlaceholderText: "#7d8696",
        QPalette.ColorRole.Link: "#7aa7ff", QPalette.ColorRole.Mid: "#3a404c", QPalette.ColorRole.Dark: "#14171c",
    }
    for role, value in roles.items():
        p.setColor(role, QColor(value))
    return p


def light_palette() -> QPalette:
    p = QApplication.style().standardPalette()
    p.setColor(QPalette.ColorRole.Window, QColor("#f3f4f7"))
    p.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#f7f8fa"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#2563eb"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a94a3"))
    return p


def stylesheet(c: Colors) -> str:
    border = c.border.name()
    return f"""
    QLineEdit#search {{ font-size: 15px; padding: 7px 10px; border: 1px solid {border}; border-radius: 8px; }}
    QLineEdit#search:focus {{ border: 1px solid palette(highlight); }}
    QLabel#routeChip {{ background: {c.chip_bg.name()}; color: {c.chip_fg.name()}; border-radius: 11px;
                        padding: 3px 10px; font-size: 12px; }}
    QLabel#sectionTitle {{ font-weight: 600; font-size: 12px; color: {c.muted.name()};
                           text-transform: uppercase; letter-spacing: 0.5px; padding-top: 8px; }}
    QLabel#resultTitle {{ font-size: 16px; font-weight: 600; }}
    QLabel#muted {{ color: {c.muted.name()}; }}
    QFrame#card QPushButton {{ padding: 7px 14px; }}
    QFrame#card {{ background: {c.card_bg.name()}; border: 1px solid {border}; border-radius: 8px; }}
    QLabel#badge {{ background: {c.badge_bg.name()}; color: {c.badge_fg.name()}; border-radius: 4px;
                    padding: 1px 6px; font-size: 11px; font-weight: 600; }}
    QListView#results {{ border: none; }}
    QTreeWidget, QTableView {{ border: 1px solid {border}; border-radius: 6px; }}
    QCalendarWidget QTableView {{ border: none; }}
    QStatusBar QLabel {{ color: {c.muted.name()}; padding: 0 6px; }}
    QWidget#helpOverlay {{ background: rgba(0, 0, 0, 150); }}
    QFrame#helpCard {{ background: palette(window); border-radius: 12px; border: 1px solid {border}; }}
    QToolButton#segment {{ border: 1px solid {border}; padding: 6px 10px; margin-left: -1px; }}
    QToolButton#segment:checked {{ background: palette(highlight); color: palette(highlighted-text);
                                   border-color: palette(highlight); }}
    QToolButton#pill {{ border: 1px solid {border}; border-radius: 6px; padding: 4px 8px; }}
    """


def apply(app: QApplication) -> None:
    """Apply the palette for the current system scheme; re-applied when the scheme changes."""
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if is_dark() else light_palette())
    app.setStyleSheet(stylesheet(colors()))


def follow_system(app: QApplication) -> None:
    apply(app)
    hints = QGuiApplication.styleHints()
    if hasattr(hints, "colorSchemeChanged"):
        hints.colorSchemeChanged.connect(lambda _scheme: apply(app) if _choice[0] == "system" else None)


def mono_font() -> QFont:
    f = QFont("DejaVu Sans Mono")
    f.setStyleHint(QFont.StyleHint.Monospace)
    return f


def swatch_icon(color: str, size: int = 12) -> QIcon:
    """A small rounded square of a feature's colour (explanation table rows, legend)."""
    px = QPixmap(size, size)
    px.fill(Qt.GlobalColor.transparent)
    p = QPainter(px)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color))
    p.drawRoundedRect(0, 0, size, size, 3, 3)
    p.end()
    return QIcon(px)

"""Kind icons drawn with QPainter (crisp at any DPI, no image files, the same shapes in light and dark)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from .theme import KIND_COLORS


def _glyph(p: QPainter, kind: str, r: QRectF) -> None:
    """White line drawing for ``kind`` inside ``r`` (the inner area of the tile)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    if kind == "email":
        p.drawRoundedRect(QRectF(x, y + h * 0.18, w, h * 0.64), 1.5, 1.5)
        path = QPainterPath(QPointF(x, y + h * 0.2))
        path.lineTo(x + w / 2, y + h * 0.55)
        path.lineTo(x + w, y + h * 0.2)
        p.drawPath(path)
    elif kind == "event":
        p.drawRoundedRect(QRectF(x, y + h * 0.12, w, h * 0.82), 1.5, 1.5)
        p.drawLine(QPointF(x, y + h * 0.36), QPointF(x + w, y + h * 0.36))
        p.drawLine(QPointF(x + w * 0.28, y), QPointF(x + w * 0.28, y + h * 0.22))
        p.drawLine(QPointF(x + w * 0.72, y), QPointF(x + w * 0.72, y + h * 0.22))
    elif kind == "chat":
        path = QPainterPath()
        path.addRoundedRect(QRectF(x, y + h * 0.08, w, h * 0.64), 3, 3)
        p.drawPath(path)
        tail = QPainterPath(QPointF(x + w * 0.25, y + h * 0.72))
        tail.lineTo(x + w * 0.2, y + h * 0.95)
        tail.lineTo(x + w * 0.48, y + h * 0.72)
        p.drawPath(tail)
    elif kind == "table":
        p.drawRect(QRectF(x, y + h * 0.1, w, h * 0.8))
        for f in (0.37, 0.63):
            p.drawLine(QPointF(x, y + h * f), QPointF(x + w, y + h * f))
        p.drawLine(QPointF(x + w * 0.4, y + h * 0.1), QPointF(x + w * 0.4, y + h * 0.9))
    elif kind == "code":
        for sign, cx in ((-1, x + w * 0.3), (1, x + w * 0.7)):
            path = QPainterPath(QPointF(cx, y + h * 0.2))
            path.lineTo(cx + sign * w * 0.28, y + h / 2)
            path.lineTo(cx, y + h * 0.8)
            p.drawPath(path)
    elif kind == "todo":
        p.drawRoundedRect(QRectF(x + w * 0.05, y + h * 0.05, w * 0.9, h * 0.9), 2, 2)
        path = QPainterPath(QPointF(x + w * 0.25, y + h * 0.52))
        path.lineTo(x + w * 0.43, y + h * 0.7)
        path.lineTo(x + w * 0.77, y + h * 0.3)
        p.drawPath(path)
    elif kind == "journal":
        p.drawRoundedRect(QRectF(x + w * 0.12, y, w * 0.76, h), 1.5, 1.5)
        p.drawLine(QPointF(x + w * 0.3, y), QPointF(x + w * 0.3, y + h))
    elif kind == "contact":  # a head and shoulders
        p.drawEllipse(QRectF(x + w * 0.32, y, w * 0.36, h * 0.4))
        path = QPainterPath(QPointF(x + w * 0.1, y + h))
        path.quadTo(x + w * 0.1, y + h * 0.5, x + w * 0.5, y + h * 0.5)
        path.quadTo(x + w * 0.9, y + h * 0.5, x + w * 0.9, y + h)
        p.drawPath(path)
    elif kind == "document":  # a page with a ribbon of type and a block of text below it
        p.drawRect(QRectF(x + w * 0.1, y, w * 0.8, h))
        p.drawLine(QPointF(x + w * 0.25, y + h * 0.2), QPointF(x + w * 0.75, y + h * 0.2))
        p.drawRect(QRectF(x + w * 0.25, y + h * 0.38, w * 0.5, h * 0.42))
    elif kind == "record":
        for sign, cx in ((-1, x + w * 0.38), (1, x + w * 0.62)):
            path = QPainterPath(QPointF(cx, y))
            path.quadTo(cx + sign * w * 0.3, y, cx + sign * w * 0.25, y + h * 0.5)
            path.quadTo(cx + sign * w * 0.3, y + h, cx, y + h)
            p.drawPath(path)
    else:  # note / text: a page with lines and a folded corner
        fold = w * 0.3
        path = QPainterPath(QPointF(x + w * 0.1, y))
        path.lineTo(x + w * 0.9 - fold, y)
        path.lineTo(x + w * 0.9, y + fold)
        path.lineTo(x + w * 0.9, y + h)
        path.lineTo(x + w * 0.1, y + h)
        path.closeSubpath()
        p.drawPath(path)
        for f in (0.45, 0.65, 0.85 if kind == "note" else 0.0):
            if f:
                p.drawLine(QPointF(x + w * 0.28, y + h * f), QPointF(x + w * 0.72, y + h * f))


@functools.cache
def kind_pixmap(kind: str, size: int = 32, ratio: float = 1.0) -> QPixmap:
    px = QPixmap(int(size * ratio), int(size * ratio))
    px.setDevicePixelRatio(ratio)
    px.fill(Qt.GlobalColor.transparent)
    p = QPainter(px)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = QColor(KIND_COLORS.get(kind, "#64748b"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(QRectF(0, 0, size, size), size * 0.25, size * 0.25)
    pen = QPen(QColor("white"), max(1.4, size / 18))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    m = size * 0.26
    _glyph(p, kind, QRectF(m, m, size - 2 * m, size - 2 * m))
    p.end()
    return px


def kind_icon(kind: str) -> QIcon:
    icon = QIcon()
    for s in (16, 24, 32):
        icon.addPixmap(kind_pixmap(kind, s))
    return icon


def app_icon() -> QIcon:
    return kind_icon("journal")

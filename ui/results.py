"""The result list: a model over ``SearchResult`` and a delegate that paints one result card.

Card: kind icon · title · certificate badges · score with a small stacked bar of contributions, then the
path, date and chunk location, then the best snippet with query matches highlighted (the engine's snippet
spans; this view is only a formatter).
"""

from __future__ import annotations

import functools
import html
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QToolTip

from vaultmem import SearchResult

from .contributions import FeatureColors, contribution_parts, feature_name
from .grouping import ResultGroup
from .icons import kind_pixmap
from .plain import tip
from .snippet_text import readable
from .theme import Colors, colors

ResultRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2
INDENT = 28  # thread members sit under their lead
BAR_W = 84
PAD = 10
ICON = 30
SNIPPET_LINES = 2
SNIPPET_DOCS = 96  # laid-out snippet documents kept (three lists' worth of cards)

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class BarSegment:
    name: str
    value: float
    color: str
    x0: float  # from the bar's left edge
    x1: float


def date_text(r: SearchResult) -> str:
    return r.date.strftime("%Y-%m-%d") if r.date else ""


@dataclass(frozen=True, slots=True)
class Row:
    result: SearchResult
    group: ResultGroup | None  # on the row that leads a thread of two or more
    depth: int  # 1: a thread member shown under its expanded lead


class ResultsModel(QAbstractListModel):
    """Result rows: a thread is one row (its best result) that expands to show its other members below it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.groups: list[ResultGroup] = []
        self.rows: list[Row] = []
        self.expanded: set[str] = set()  # session ids of expanded leads (kept when the same query re-runs)

    @property
    def results(self) -> list[SearchResult]:
        """The result on each visible row."""
        return [row.result for row in self.rows]

    def set_results(self, results: Sequence[SearchResult], groups: list[ResultGroup] | None = None) -> None:
        self.beginResetModel()
        self.groups = groups if groups is not None else [ResultGroup((r,)) for r in results]
        self.expanded &= {g.lead.session_id for g in self.groups}
        self.rows = [row for g in self.groups for row in self._rows_of(g)]
        self.endResetModel()

    def _rows_of(self, g: ResultGroup) -> list[Row]:
        if len(g.members) == 1:
            return [Row(g.lead, None, 0)]
        rows = [Row(g.lead, g, 0)]
        if g.lead.session_id in self.expanded:
            rows += [Row(m, None, 1) for m in g.members[1:]]
        return rows

    def toggle(self, row: int) -> bool:
        """Expand or collapse the thread led by ``row``; False when that row leads none."""
        g = self.rows[row].group if 0 <= row < len(self.rows) else None
        if g is None:
            return False
        n = len(g.members) - 1
        if g.lead.session_id in self.expanded:
            self.beginRemoveRows(QModelIndex(), row + 1, row + n)
            self.expanded.discard(g.lead.session_id)
            del self.rows[row + 1:row + 1 + n]
            self.endRemoveRows()
        else:
            self.beginInsertRows(QModelIndex(), row + 1, row + n)
            self.expanded.add(g.lead.session_id)
            self.rows[row + 1:row + 1] = [Row(m, None, 1) for m in g.members[1:]]
            self.endInsertRows()
        self.dataChanged.emit(self.index(row), self.index(row))
        return True

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        r = row.result
        if role == Qt.ItemDataRole.DisplayRole:
            return r.title
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            certs = f", certificates {', '.join(c.code for c in r.certificates)}" if r.certificates else ""
            thread = (f", {thread_text(row.group)} ({'expanded' if r.session_id in self.expanded else 'collapsed'})"
                      if row.group else "")
            text = (f"{r.rank}. {r.title} — {r.kind}, {r.path}, {date_text(r) or 'no date'}, score {r.score:.3f}"
                    f"{certs}{thread}")
            return tip(text) if role == Qt.ItemDataRole.ToolTipRole else text
        if role == ResultRole:
            return r
        if role == RowRole:
            return row
        return None


def thread_text(g: ResultGroup) -> str:
    noun = "messages" if g.lead.kind == "email" else "conversations"
    return f"{len(g.members)} {noun} in this thread"


class ResultDelegate(QStyledItemDelegate):
    def __init__(self, feature_colors: FeatureColors, parent: Any = None) -> None:
        super().__init__(parent)
        self.feature_colors = feature_colors
        self._docs: OrderedDict[tuple[str, int, str], QTextDocument] = OrderedDict()  # laid-out snippets
        self._font_sets: dict[str, tuple[QFont, QFont, QFont]] = {}

    def _snippet_doc(self, html_text: str, width: int, font: QFont) -> QTextDocument:
        """The card's snippet, laid out once and kept (painting a list re-lays no text: ~1 ms a card)."""
        key = (html_text, width, font.key())
        doc = self._docs.get(key)
        if doc is None:
            doc = QTextDocument()
            doc.setDocumentMargin(0)
            doc.setDefaultFont(font)
            doc.setHtml(html_text)
            doc.setTextWidth(width)
            self._docs[key] = doc
            while len(self._docs) > SNIPPET_DOCS:
                self._docs.popitem(last=False)
        else:
            self._docs.move_to_end(key)
        return doc

    # ---- geometry -------------------------------------------------------------------------------------------
    def _fonts(self, base: QFont) -> tuple[QFont, QFont, QFont]:
        """The card's title, small and badge fonts for the view's font, built once per font (asked on every paint
        and size hint)."""
        key = base.key()
        fonts = self._font_sets.get(key)
        if fonts is None:
            fonts = self._font_sets[key] = self._derive_fonts(base)
        return fonts

    @staticmethod
    def _derive_fonts(base: QFont) -> tuple[QFont, QFont, QFont]:
        title = QFont(base)
        title.setPointSizeF(base.pointSizeF() * 1.12)
        title.setWeight(QFont.Weight.DemiBold)
        small = QFont(base)
        small.setPointSizeF(base.pointSizeF() * 0.9)
        badge = QFont(small)
        badge.setPointSizeF(base.pointSizeF() * 0.78)
        badge.setWeight(QFont.Weight.Bold)
        return title, small, badge

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        title, small, _ = self._fonts(option.font)
        h = (PAD + QFontMetrics(title).height() + 4 + QFontMetrics(small).height() + 6
             + QFontMetrics(option.font).lineSpacing() * SNIPPET_LINES + PAD + 2)
        return QSize(320, h)

    # ---- painting -------------------------------------------------------------------------------------------
    def paint(self, p: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        row: Row | None = index.data(RowRole)
        if row is None:
            return
        r = row.result
        c = colors()
        pal: QPalette = option.palette
        rect: QRect = option.rect.adjusted(INDENT * row.depth, 0, 0, 0)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        card = QRectF(rect.adjusted(4, 3, -4, -3))
        if selected:
            hl = QColor(pal.color(QPalette.ColorRole.Highlight))
            hl.setAlpha(48 if not c.dark else 90)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(hl)
            p.drawRoundedRect(card, 8, 8)
            p.setBrush(pal.color(QPalette.ColorRole.Highlight))
            p.drawRoundedRect(QRectF(card.x(), card.y() + 8, 3, card.height() - 16), 1.5, 1.5)
        elif option.state & QStyle.StateFlag.State_MouseOver:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(c.card_bg)
            p.drawRoundedRect(card, 8, 8)
        else:
            p.setPen(c.border)
            y = rect.bottom()
            p.drawLine(rect.left() + PAD + ICON + 12, y, rect.right() - PAD, y)

        title_f, small_f, badge_f = self._fonts(option.font)
        x0 = rect.left() + PAD + 4
        y0 = rect.top() + PAD
        p.drawPixmap(x0, y0 + 2, kind_pixmap(r.kind, ICON, p.device().devicePixelRatioF() if p.device() else 1.0))
        left = x0 + ICON + 12
        right = rect.right() - PAD - 4
        if row.group is not None:
            self._paint_thread_badge(p, c, self.thread_badge_rect(option), row.group,
                                     getattr(index.model(), "expanded", set()), badge_f)

        # score + stacked contribution bar on the right
        p.setFont(small_f)
        fm_small = QFontMetrics(small_f)
        score_txt = f"{r.score:.2f}"
        p.setPen(c.muted)
        p.drawText(QRect(right - BAR_W, y0, BAR_W, fm_small.height()), Qt.AlignmentFlag.AlignRight, score_txt)
        self._paint_bar(p, c, self.bar_rect(option), r)
        text_right = right - BAR_W - 12

        # title + certificate badges
        fm_title = QFontMetrics(title_f)
        badges = [cert.code for cert in r.certificates]
        fm_badge = QFontMetrics(badge_f)
        badge_w = sum(fm_badge.horizontalAdvance(b) + 14 for b in badges)
        title_w = max(40, text_right - left - badge_w)
        p.setFont(title_f)
        p.setPen(pal.color(QPalette.ColorRole.Text))
        title = fm_title.elidedText(r.title or r.path, Qt.TextElideMode.ElideRight, title_w)
        p.drawText(QRect(left, y0, title_w, fm_title.height()), Qt.AlignmentFlag.AlignVCenter, title)
        bx = left + fm_title.horizontalAdvance(title) + 8
        p.setFont(badge_f)
        for b in badges:
            w = fm_badge.horizontalAdvance(b) + 10
            br = QRectF(bx, y0 + (fm_title.height() - fm_badge.height() - 2) / 2, w, fm_badge.height() + 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(c.badge_bg)
            p.drawRoundedRect(br, 4, 4)
            p.setPen(c.badge_fg)
            p.drawText(br, Qt.AlignmentFlag.AlignCenter, b)
            bx += w + 4

        # path · date (always whole) · location (elided to the room left)
        y1 = y0 + fm_title.height() + 4
        where = r.snippet.location
        where = "" if where == r.title else where
        thread = thread_text(row.group) if row.group is not None else ""
        head = "  ·  ".join(x for x in (r.path, date_text(r), thread) if x)
        width = text_right - left
        head = fm_small.elidedText(head, Qt.TextElideMode.ElideMiddle, width)
        rest = width - fm_small.horizontalAdvance(head + "  ·  ")
        meta = head + (f"  ·  {fm_small.elidedText(where, Qt.TextElideMode.ElideRight, rest)}"
                       if where and rest > 60 else "")
        p.setFont(small_f)
        p.setPen(c.muted)
        p.drawText(QRect(left, y1, width, fm_small.height()), Qt.AlignmentFlag.AlignVCenter, meta)

        # snippet with highlights, clipped to SNIPPET_LINES
        y2 = y1 + fm_small.height() + 6
        fm = QFontMetrics(option.font)
        doc = self._snippet_doc(snippet_html(r, c.highlight_bg.name(), pal.color(QPalette.ColorRole.Text).name()),
                                right - left, option.font)
        p.translate(left, y2)
        clip = QRectF(0, 0, right - left, fm.lineSpacing() * SNIPPET_LINES)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.clip = clip
        ctx.palette.setColor(QPalette.ColorRole.Text, pal.color(QPalette.ColorRole.Text))
        p.setClipRect(clip)
        doc.documentLayout().draw(p, ctx)
        p.restore()

    def thread_badge_rect(self, option: QStyleOptionViewItem) -> QRect:
        """Under the kind icon of a thread's lead row: "▸ 3" (click, or → / ←, to expand / collapse)."""
        return QRect(option.rect.left() + PAD + 2, option.rect.top() + PAD + ICON + 8, ICON + 4, 18)

    def _paint_thread_badge(self, p: QPainter, c: Colors, box: QRect, g: ResultGroup, expanded: set[str],
                            font: QFont) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.badge_bg)
        p.drawRoundedRect(QRectF(box), 9, 9)
        p.setPen(c.badge_fg)
        p.setFont(font)
        arrow = "▾" if g.lead.session_id in expanded else "▸"
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{arrow} {len(g.members)}")

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: Index) -> bool:
        """A click on a thread's badge expands or collapses it."""
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                and isinstance(model, ResultsModel) and self.thread_badge_rect(option).contains(event.position().toPoint())
                and model.toggle(index.row())):
            return True
        return super().editorEvent(event, model, option, index)

    def bar_rect(self, option: QStyleOptionViewItem) -> QRectF:
        """Where a card's stacked bar sits (under the score, at the card's right edge)."""
        _, small, _ = self._fonts(option.font)
        right = option.rect.right() - PAD - 4
        return QRectF(right - BAR_W, option.rect.top() + PAD + QFontMetrics(small).height() + 4, BAR_W, 6)

    def bar_segments(self, r: SearchResult, width: float) -> list[BarSegment]:
        """The bar's segments, left to right: the positive parts of the score, each in its feature's colour."""
        parts = [x for x in contribution_parts(r.explanation) if x.value > 0]
        total = sum(x.value for x in parts)
        out, x = [], 0.0
        for part in parts if total > 0 else []:
            name = feature_name(part)
            w = width * part.value / total
            out.append(BarSegment(name, part.value, self.feature_colors.color(name), x, x + w))
            x += w
        return out

    def _paint_bar(self, p: QPainter, c: Colors, rect: QRectF, r: SearchResult) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(c.border)
        p.drawRoundedRect(rect, 3, 3)
        p.save()
        rounded = QPainterPath()
        rounded.addRoundedRect(rect, 3, 3)
        p.setClipPath(rounded)
        for seg in self.bar_segments(r, rect.width()):
            p.setBrush(QColor(seg.color))
            p.drawRect(QRectF(rect.x() + seg.x0, rect.y(), seg.x1 - seg.x0 + 0.5, rect.height()))
        p.restore()

    def bar_tooltip(self, r: SearchResult, option: QStyleOptionViewItem, pos: QPoint) -> str | None:
        """Over the bar: the hovered feature's name and contribution; over the score: every part."""
        bar = self.bar_rect(option)
        zone = bar.adjusted(0, -bar.top() + option.rect.top() + PAD, 0, 4)
        if not zone.contains(QPointF(pos)):
            return None
        segments = self.bar_segments(r, bar.width())
        x = pos.x() - bar.x()
        hit = [s for s in segments if s.x0 <= x < s.x1] if pos.y() >= bar.top() - 2 else []
        shown = hit or segments
        return "\n".join(f"{s.name}: {s.value:+.4f}" for s in shown) + ("" if hit else f"\nscore {r.score:.4f}")

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem,
                  index: Index) -> bool:
        r = index.data(ResultRole)
        text = self.bar_tooltip(r, option, event.pos()) if r is not None else None
        if text is None:
            return super().helpEvent(event, view, option, index)
        QToolTip.showText(event.globalPos(), tip(text), view)
        return True


def snippet_html(r: SearchResult, mark_bg: str, fg: str) -> str:
    """The card's snippet: readable text (``snippet_text``) with the query matches marked, all of it escaped."""
    return _snippet_html(r.snippet.text, r.snippet.highlights, r.kind, mark_bg, fg)


@functools.lru_cache(maxsize=256)
def _snippet_html(text: str, highlights: tuple[tuple[int, int], ...], kind: str, mark_bg: str, fg: str) -> str:
    shown = readable(text, highlights, kind)
    out, pos = [], 0
    for a, b in shown.highlights:
        out.append(html.escape(shown.text[pos:a]))
        out.append(f'<span style="background-color:{mark_bg}; font-weight:600;">{html.escape(shown.text[a:b])}</span>')
        pos = b
    out.append(html.escape(shown.text[pos:]))
    return f'<div style="color:{fg};">{"".join(out)}</div>'

"""The explanation pane: route and signals, feature table (raw · weight · contribution, total = score),
certificates with their evidence, rank movement by stage, memory atoms, and "Copy explanation as JSON".

It renders the engine's ``SearchResult`` as is; nothing here computes a score.
"""

from __future__ import annotations

import html
import json

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vaultmem import Explanation, SearchResult

from .contributions import FeatureColors, contribution_parts, feature_name
from .plain import plain_label, tip
from .results import date_text
from .theme import colors, swatch_icon


def _fmt(value: object) -> str:
    if value is None or value == "":
        return ""
    if isinstance(value, float):
        return f"{value:.4g}" if abs(value) < 1e4 else f"{value:,.0f}"
    return str(value)


def raw_and_weight(e: Explanation) -> tuple[str, str]:
    """A feature's raw value and weight from ``detail``; BM25 terms show tf and idf, their two factors."""
    d = e.detail or {}
    if "raw" in d or "weight" in d:
        return _fmt(d.get("raw")), _fmt(d.get("weight"))
    if "tf" in d:
        return f"tf {d['tf']}", f"idf {_fmt(d.get('idf'))}"
    return "", ""


def section(title: str) -> QLabel:
    return plain_label(title, "sectionTitle")


def muted(text: str) -> QLabel:
    label = plain_label(text, "muted")
    label.setWordWrap(True)
    return label


def rich(html_text: str) -> QLabel:
    """Formatting of our own around escaped vault text (numbers, arrows, atom types)."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(html_text)
    return label


class ExplanationPane(QScrollArea):
    copy_json_requested = Signal()

    def __init__(self, feature_colors: FeatureColors | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.feature_colors = feature_colors or FeatureColors()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAccessibleName("Explanation")
        self.result: SearchResult | None = None
        self.contributions: list[float] = []  # top-level rows of the feature table (tests check their sum)
        self.total = 0.0
        self.certificate_codes: list[str] = []
        body = QWidget()
        self._layout = QVBoxLayout(body)
        self._layout.setContentsMargins(16, 12, 16, 16)
        self._layout.setSpacing(6)
        self.setWidget(body)
        self.show_result(None)

    # ---- building -------------------------------------------------------------------------------------------
    def _clear(self) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
            elif item.layout() is not None:
                _delete_layout(item.layout())

    def show_result(self, r: SearchResult | None) -> None:
        self._clear()
        self.result = r
        self.contributions, self.total, self.certificate_codes = [], 0.0, []
        if r is None:
            empty = muted("Select a result to see why it was retrieved: the route, every feature's contribution "
                          "to the score, the certificates that moved it, and its rank at each stage.")
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._layout.addStretch(1)
            self._layout.addWidget(empty)
            self._layout.addStretch(2)
            return
        c = colors()
        title = plain_label(r.title or r.path, "resultTitle")
        title.setWordWrap(True)
        title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._layout.addWidget(title)
        self._layout.addWidget(muted(f"#{r.rank} · {r.kind} · {r.path}" + (f" · {date_text(r)}" if r.date else "")))
        score = rich(f"<span style='font-size:22px; font-weight:600'>{r.score:.4f}</span>"
                     f"&nbsp;&nbsp;<span style='color:{c.muted.name()}'>score</span>")
        score.setAccessibleName(f"Score {r.score:.4f}")
        self._layout.addWidget(score)

        # route
        self._layout.addWidget(section("Route"))
        if r.route is not None:
            row = QHBoxLayout()
            chip = plain_label(f"{r.route.mode} · {r.route.confidence:.0%}", "routeChip")
            chip.setToolTip(tip("\n".join(r.route.signals) or "no signals"))
            chip.setAccessibleName(f"Route {r.route.mode}, confidence {r.route.confidence:.0%}")
            row.addWidget(chip)
            row.addStretch(1)
            self._layout.addLayout(row)
            if r.route.signals:
                self._layout.addWidget(muted("Signals: " + " · ".join(r.route.signals)))
        else:
            self._layout.addWidget(muted("Keyword search (BM25); no router decision for this query."))

        # feature table
        self._layout.addWidget(section("Score breakdown"))
        self.table = self._feature_table(r)
        self._layout.addWidget(self.table)

        # rank movement
        self._layout.addWidget(section("Rank by stage"))
        if r.stages:
            self._layout.addWidget(self._stages(r))
        else:
            self._layout.addWidget(muted("Single stage."))

        # certificates
        self._layout.addWidget(section("Certificates"))
        if r.certificates:
            for cert in r.certificates:
                self.certificate_codes.append(cert.code)
                self._layout.addWidget(self._certificate_card(cert))
        else:
            self._layout.addWidget(muted("No certificate fired for this result."))

        # atoms
        if r.atoms:
            self._layout.addWidget(section("Memory atoms"))
            for a in r.atoms:
                lbl = rich(f"<b>{html.escape(a.type)}</b> <span style='color:{c.muted.name()}'>"
                           f"{a.confidence:.2f}</span> — “{html.escape(a.evidence.text)}”")
                lbl.setWordWrap(True)
                self._layout.addWidget(lbl)

        copy = QPushButton("Copy explanation as JSON")
        copy.setToolTip("Ctrl+Shift+J")
        copy.setAccessibleName("Copy explanation as JSON")
        copy.clicked.connect(self.copy_json_requested)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(copy)
        self._layout.addSpacing(8)
        self._layout.addLayout(row)
        self._layout.addStretch(1)

    def _feature_table(self, r: SearchResult) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setAccessibleName("Feature contributions")
        tree.setColumnCount(4)
        tree.setHeaderLabels(["Feature", "Raw", "Weight", "Contribution"])
        tree.setRootIsDecorated(True)
        tree.setUniformRowHeights(True)
        tree.setAlternatingRowColors(True)
        tree.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        header = tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        top = contribution_parts(r.explanation)  # one level below single wrapper nodes; still sums to the score
        for node in top:
            item = self._tree_item(node, self.feature_colors.color(feature_name(node)))
            tree.addTopLevelItem(item)
            self.contributions.append(node.value)
        self.total = float(sum(self.contributions))
        total = QTreeWidgetItem(["Total = score", "", "", f"{self.total:.4f}"])
        font = total.font(0)
        font.setBold(True)
        for col in range(4):
            total.setFont(col, font)
        total.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        tree.addTopLevelItem(total)
        tree.expandAll()
        rows = sum(1 + _count_children(tree.topLevelItem(i)) for i in range(tree.topLevelItemCount()))
        tree.setFixedHeight(min(380, tree.sizeHintForRow(0) * rows + header.sizeHint().height() + 6))
        return tree

    def _tree_item(self, node: Explanation, color: str | None = None) -> QTreeWidgetItem:
        raw, weight = raw_and_weight(node)
        name = feature_name(node)
        item = QTreeWidgetItem([name, raw, weight, f"{node.value:+.4f}"])
        hint = tip(f"{name}: {node.value:+.4f}\n{node.code}: {node.description}")
        for col in range(4):
            item.setToolTip(col, hint)
        for col in (1, 2, 3):
            item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if color:
            item.setIcon(0, swatch_icon(color))
            item.setData(0, Qt.ItemDataRole.UserRole, color)
        for child in node.children:
            item.addChild(self._tree_item(child))
        return item

    def _stages(self, r: SearchResult) -> QLabel:
        c = colors()
        parts, prev = [], None
        for s in r.stages:
            rank = f"#{s.rank}" if s.rank else "–"
            arrow = ""
            if prev and s.rank and prev.rank:
                delta = prev.rank - s.rank
                if delta:
                    col = (c.up if delta > 0 else c.down).name()
                    arrow = f" <span style='color:{col}'>{'▲' if delta > 0 else '▼'}{abs(delta)}</span>"
            parts.append(f"{html.escape(s.stage)} <b>{rank}</b>{arrow}")
            prev = s
        label = rich("  →  ".join(parts))
        label.setAccessibleName("Rank by stage: " + ", ".join(f"{s.stage} {s.rank}" for s in r.stages))
        return label

    def _certificate_card(self, cert: object) -> QFrame:
        from vaultmem import Certificate

        assert isinstance(cert, Certificate)
        card = QFrame()
        card.setObjectName("card")
        lay = QVBoxLayout(card)
        lay.setContentsMargins(10, 8, 10, 8)
        head = QHBoxLayout()
        head.addWidget(plain_label(cert.code, "badge"))
        sentence = plain_label(cert.sentence)
        sentence.setWordWrap(True)
        head.addWidget(sentence, 1)
        lay.addLayout(head)
        for ev in cert.evidence:
            quote = muted(f"“{ev.text}”  — chunk {ev.chunk_ordinal}, chars {ev.char_start}–{ev.char_end}")
            quote.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            lay.addWidget(quote)
        card.setAccessibleName(f"Certificate {cert.code}: {cert.sentence}")
        return card

    def copy_json(self) -> str:
        if self.result is None:
            return ""
        text = json.dumps(self.result.to_json(), indent=2, ensure_ascii=False)
        QGuiApplication.clipboard().setText(text)
        return text


def _count_children(item: QTreeWidgetItem) -> int:
    return sum(1 + _count_children(item.child(i)) for i in range(item.childCount()))


def _delete_layout(layout: object) -> None:
    from PySide6.QtWidgets import QLayout

    assert isinstance(layout, QLayout)
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _delete_layout(item.layout())
    layout.deleteLater()

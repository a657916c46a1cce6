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
    """Its widgets are built once and refilled for each result: building ~20 widgets per selection (and Qt
    polishing and laying them out) cost ~12 ms, a refill a third of that."""

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
        outer = QVBoxLayout(body)
        outer.setContentsMargins(16, 12, 16, 16)
        self.empty = muted("Select a result to see why it was retrieved: the route, every feature's contribution to "
                           "the score, the certificates that moved it, and its rank at each stage.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.empty, 1)  # centred in the upper half while no result is selected
        self.content = QWidget()
        outer.addWidget(self.content)
        outer.addStretch(1)  # a result's explanation starts at the top
        lay = QVBoxLayout(self.content)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.title = plain_label("", "resultTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.meta = muted("")
        self.score = rich("")
        self.route_chip = plain_label("", "routeChip")
        self.signals = muted("")
        self.no_route = muted("Keyword search (BM25); no router decision for this query.")
        self.table = self._feature_table()
        self.stages = rich("")
        self.single_stage = muted("Single stage.")
        self.certificates = QVBoxLayout()
        self.no_certificate = muted("No certificate fired for this result.")
        self.atoms_title = section("Memory atoms")
        self.atoms = QVBoxLayout()
        copy = QPushButton("Copy explanation as JSON")
        copy.setToolTip("Ctrl+Shift+J")
        copy.setAccessibleName("Copy explanation as JSON")
        copy.clicked.connect(self.copy_json_requested)
        chip_row, copy_row = QHBoxLayout(), QHBoxLayout()
        chip_row.addWidget(self.route_chip)
        chip_row.addStretch(1)
        copy_row.addStretch(1)
        copy_row.addWidget(copy)
        for item in (self.title, self.meta, self.score, section("Route"), chip_row, self.signals, self.no_route,
                     section("Score breakdown"), self.table, section("Rank by stage"), self.stages, self.single_stage,
                     section("Certificates"), self.certificates, self.no_certificate, self.atoms_title, self.atoms):
            lay.addLayout(item) if isinstance(item, QHBoxLayout | QVBoxLayout) else lay.addWidget(item)
        lay.addSpacing(8)
        lay.addLayout(copy_row)
        self.setWidget(body)
        self.show_result(None)

    # ---- filling --------------------------------------------------------------------------------------------
    def show_result(self, r: SearchResult | None) -> None:
        self.result = r
        self.contributions, self.total, self.certificate_codes = [], 0.0, []
        self.empty.setVisible(r is None)
        self.content.setVisible(r is not None)
        if r is None:
            return
        c = colors()
        self.title.setText(r.title or r.path)
        self.meta.setText(f"#{r.rank} · {r.kind} · {r.path}" + (f" · {date_text(r)}" if r.date else ""))
        self.score.setText(f"<span style='font-size:22px; font-weight:600'>{r.score:.4f}</span>"
                           f"&nbsp;&nbsp;<span style='color:{c.muted.name()}'>score</span>")
        self.score.setAccessibleName(f"Score {r.score:.4f}")
        route = r.route
        self.route_chip.setVisible(route is not None)
        self.signals.setVisible(bool(route and route.signals))
        self.no_route.setVisible(route is None)
        if route is not None:
            self.route_chip.setText(f"{route.mode} · {route.confidence:.0%}")
            self.route_chip.setToolTip(tip("\n".join(route.signals) or "no signals"))
            self.route_chip.setAccessibleName(f"Route {route.mode}, confidence {route.confidence:.0%}")
            self.signals.setText("Signals: " + " · ".join(route.signals))
        self._fill_table(r)
        self.stages.setVisible(bool(r.stages))
        self.single_stage.setVisible(not r.stages)
        if r.stages:
            self._fill_stages(r)
        _refill(self.certificates, [self._certificate_card(cert) for cert in r.certificates])
        self.certificate_codes = [cert.code for cert in r.certificates]
        self.no_certificate.setVisible(not r.certificates)
        self.atoms_title.setVisible(bool(r.atoms))
        atoms = []
        for a in r.atoms:
            label = rich(f"<b>{html.escape(a.type)}</b> <span style='color:{c.muted.name()}'>"
                         f"{a.confidence:.2f}</span> — “{html.escape(a.evidence.text)}”")
            label.setWordWrap(True)
            atoms.append(label)
        _refill(self.atoms, atoms)

    def _feature_table(self) -> QTreeWidget:
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
        return tree

    def _fill_table(self, r: SearchResult) -> None:
        tree = self.table
        tree.clear()
        top = contribution_parts(r.explanation)  # one level below single wrapper nodes; still sums to the score
        for node in top:
            tree.addTopLevelItem(self._tree_item(node, self.feature_colors.color(feature_name(node))))
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
        tree.setFixedHeight(min(380, tree.sizeHintForRow(0) * rows + tree.header().sizeHint().height() + 6))

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

    def _fill_stages(self, r: SearchResult) -> None:
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
        self.stages.setText("  →  ".join(parts))
        self.stages.setAccessibleName("Rank by stage: " + ", ".join(f"{s.stage} {s.rank}" for s in r.stages))

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


def _refill(layout: QVBoxLayout, widgets: list[QWidget]) -> None:
    """Replace a container's widgets (certificate cards, atoms: a few per result)."""
    while layout.count():
        old = layout.takeAt(0).widget()
        if old is not None:
            old.deleteLater()
    for w in widgets:
        layout.addWidget(w)

"""The score legend: each feature in view with its colour, refilled in place as the results change."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.qt


def shown(legend) -> list[tuple[str, str]]:
    from vaultmem_ui.legend import LegendItem

    return [(item.name.text(), item.color) for item in legend.findChildren(LegendItem) if not item.isHidden()]


def test_a_new_list_refills_the_same_widgets(qtbot) -> None:
    """A keyword query has a feature per word, so its legend changes with every word typed: it is refilled, not
    rebuilt (building a dozen styled widgets a keystroke held the window 10–40 ms while someone typed)."""
    from vaultmem_ui.app import make_app
    from vaultmem_ui.legend import MAX_SHOWN, FeatureLegend

    make_app()
    legend = FeatureLegend()
    qtbot.addWidget(legend)
    legend.show()
    legend.set_features([("bm25f", "#111111"), ("coverage", "#222222")])
    widgets = legend.findChildren(object)
    assert shown(legend) == [("bm25f", "#111111"), ("coverage", "#222222")] and legend.more.isHidden()
    many = [(f"term {i}", f"#0000{i:02d}") for i in range(MAX_SHOWN + 3)]
    legend.set_features(many)
    assert shown(legend) == many[:MAX_SHOWN]
    assert not legend.more.isHidden() and legend.more.text() == "+3 more"
    legend.set_features([("recency", "#333333")])
    assert shown(legend) == [("recency", "#333333")] and legend.more.isHidden()
    assert legend.findChildren(object) == widgets
    legend.set_features([])
    assert legend.isHidden()

"""A score's parts as the views show them: which parts, their names, and one fixed colour per feature.

The stacked bar on every result card, the explanation table and the legend all colour a feature the same way.
Colours follow the feature's *name*, not its position in a row (positions differ from row to row) and not a
list of today's features (the ranking's features change): a name's preferred palette slot comes from a
hash of the name; within one result list, names are placed in order of their total contribution and a name
whose slot is taken moves to the next free one, so no two features in view share a colour. Beyond the palette,
and for unnamed parts, the fallback colour is used.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence

from vaultmem import Explanation, SearchResult

# Twelve hues that stay apart from each other on light and dark backgrounds (Tableau 10 plus two).
PALETTE = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f",
           "#2f9bd6", "#8cd17d", "#d37295")
FALLBACK = "#9aa4b2"


def contribution_parts(e: Explanation) -> tuple[Explanation, ...]:
    """The parts a score is the sum of, one level down from a single wrapper node (the stacked bar's segments)."""
    parts: tuple[Explanation, ...] = e.children or (e,)
    while len(parts) == 1 and parts[0].children:
        parts = parts[0].children
    return parts


def feature_name(e: Explanation) -> str:
    """Short label of a part (its colour key too); the full description is the row's tooltip."""
    d = e.detail or {}
    if d.get("term"):
        return f'term "{d["term"]}"'
    for key in ("feature", "name", "certificate", "stage"):
        if d.get(key):
            return str(d[key])
    head, sep, _ = e.description.partition(":")
    return head if sep and len(head) < 40 else e.description


def preferred_slot(name: str, slots: int = len(PALETTE)) -> int:
    """Stable across runs and machines (``hash()`` of a str is salted per process)."""
    return zlib.crc32(name.encode("utf-8")) % slots


def assign_slots(names: Iterable[str], slots: int = len(PALETTE)) -> dict[str, int]:
    """Name → palette slot, in the given order (most important first); -1 when the palette is used up."""
    out: dict[str, int] = {}
    taken: set[int] = set()
    for name in names:
        if name in out:
            continue
        if not name or len(taken) == slots:
            out[name] = -1
            continue
        slot = preferred_slot(name, slots)
        while slot in taken:
            slot = (slot + 1) % slots
        taken.add(slot)
        out[name] = slot
    return out


class FeatureColors:
    """The colour of every feature in the current result list; one instance shared by the views of a window."""

    def __init__(self) -> None:
        self.slots: dict[str, int] = {}

    def update(self, results: Sequence[SearchResult]) -> None:
        totals: dict[str, float] = {}
        for r in results:
            for part in contribution_parts(r.explanation):
                name = feature_name(part)
                totals[name] = totals.get(name, 0.0) + abs(part.value)
        self.slots = assign_slots(sorted(totals, key=lambda n: (-totals[n], n)))

    def color(self, name: str) -> str:
        slot = self.slots.get(name)
        if slot is None:
            slot = assign_slots([*self.slots, name])[name]  # a part outside the list (a constructed result)
            self.slots[name] = slot
        return PALETTE[slot] if slot >= 0 else FALLBACK

    def legend(self) -> list[tuple[str, str]]:
        """(name, colour) of the features in view, most contributing first."""
        return [(name, self.color(name)) for name in self.slots]

"""Completions for operator values from the index (the app's search box offers them after ``kind:``,
``folder:``/``in:``, ``tag:``, ``ext:``, ``from:``, ``to:``): what the vault's live sessions hold, most frequent
first. Each operator's table is counted once per snapshot."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator

import numpy as np

from ..index.snapshot import Snapshot
from ..model import KINDS
from ..query import OPERATOR_NAMES
from .session_fields import SessionFields

COMPLETED = ("kind", "folder", "tag", "ext", "from", "to")


def completions(snap: Snapshot, operator: str, partial: str = "", limit: int = 20) -> list[str]:
    """Values of ``operator`` that start with ``partial`` (case-insensitive), then those that contain it; each
    group most frequent first, then alphabetical. ``ValueError`` for an operator without completions."""
    name = OPERATOR_NAMES.get(operator.lower().rstrip(":"), "")
    if name not in COMPLETED:
        raise ValueError(f"no completions for {operator!r}; there are for {', '.join(COMPLETED)}")
    counts: Counter[str] = snap.derived(f"completions:{name}", lambda s: Counter(_values(s, name)))
    want = partial.lower().strip().strip({"tag": "#", "ext": ".", "folder": "/"}.get(name, ""))
    ranked = sorted(counts.items(), key=lambda vc: (-vc[1], vc[0]))
    starts = [v for v, _ in ranked if v.lower().startswith(want)]
    contains = [v for v, _ in ranked if want in v.lower() and not v.lower().startswith(want)]
    return (starts + contains)[:limit]


def _values(snap: Snapshot, name: str) -> Iterator[str]:
    """One value per live session that has it (every enclosing folder for ``folder``)."""
    live = np.flatnonzero(snap.session_live).tolist()
    if name == "kind":
        yield from (KINDS[int(c)] for c in snap.session_kind[live])
    elif name in ("folder", "ext"):
        paths = snap.session_paths
        for g in live:
            if name == "ext":
                ext = os.path.splitext(paths[g])[1].lower().lstrip(".")
                if ext:
                    yield ext
                continue
            parts = paths[g].split("/")[:-1]
            yield from ("/".join(parts[:i]) for i in range(1, len(parts) + 1))
    else:
        fields = SessionFields.of(snap)
        for g in live:
            if name == "tag":
                yield from fields.tags[g]
            elif name == "from" and fields.senders[g]:
                yield fields.senders[g]
            elif name == "to" and fields.recipients[g]:
                yield from fields.recipients[g].split("\n")

"""Per-session fields the query operators look at (tags, sender, recipients, title, attachments), read from the
session records once per snapshot and only when an operator (or a completion) needs them.

Text is lowercased and whitespace-collapsed, as ``Filters`` normalises the values it is compared with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..index.snapshot import Snapshot


@dataclass(frozen=True, slots=True)
class SessionFields:
    """Column per field, indexed by global session id."""

    tags: list[tuple[str, ...]]  # note tags (front matter and #tags), calendar categories
    senders: list[str]  # mail From, event organizer
    recipients: list[str]  # To and Cc, attendees: one per line
    titles: list[str]
    attachments: list[bool]

    @staticmethod
    def of(snap: Snapshot) -> SessionFields:
        """This snapshot's table (built on first use, then kept with the snapshot)."""
        return snap.derived("session_fields", _build)


def _build(snap: Snapshot) -> SessionFields:
    tags: list[tuple[str, ...]] = []
    senders: list[str] = []
    recipients: list[str] = []
    titles: list[str] = []
    attachments: list[bool] = []
    for seg in snap.segments:
        for local in range(seg.n_sessions):
            rec = seg.session_record(local)
            meta: dict[str, Any] = rec.get("metadata") or {}
            tags.append(tuple(dict.fromkeys(_text(t).lstrip("#") for t in _items(meta.get("tags"))
                                            + _items(meta.get("categories")) if _text(t).lstrip("#"))))
            senders.append(_text(meta.get("from") or meta.get("organizer") or ""))
            recipients.append("\n".join(_text(r) for r in _items(meta.get("to")) + _items(meta.get("cc"))
                                        + _items(meta.get("attendees"))))
            titles.append(_text(rec.get("title") or ""))
            attachments.append(bool(meta.get("attachments")))
    return SessionFields(tags, senders, recipients, titles, attachments)


def _items(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list | tuple) else [value]


def _text(value: Any) -> str:
    return " ".join(str(value).lower().split())

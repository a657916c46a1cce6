"""What each session field holds, from an extracted session: the texts that name it rather than tell it.

Generic roles like "user" and "assistant" are not people; everything else a chat calls its speakers is.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import Any

from ..extract.base import ExtractedSession
from ..index.fields import FIELDS

_GENERIC_ROLES = frozenset(["user", "assistant", "system", "tool", "function", "model", "bot", "human", "ai"])


def field_texts(path: str, session: ExtractedSession) -> tuple[str, ...]:
    """One text per field of ``index.fields.FIELDS``, in its order (empty when the session has none)."""
    meta = session.metadata
    folders = PurePosixPath(path).parts[:-1]
    texts = {
        "title": session.title,
        "name": " ".join([*folders, PurePosixPath(path).stem]),
        "people": " ".join(_strings([meta.get("from"), meta.get("to"), meta.get("cc"), meta.get("organizer"),
                                     meta.get("attendees"), meta.get("people")])
                           + [r for r in _strings([meta.get("roles")]) if r.lower() not in _GENERIC_ROLES]),
        "place": " ".join(_strings([meta.get("location")])),
        "headings": " ".join(list(dict.fromkeys(
            h for c in session.chunks for h in _strings([c.metadata.get("heading_path")])))
            + _strings([meta.get("tags"), meta.get("aliases"), meta.get("categories")])),
    }
    return tuple(texts[f] for f in FIELDS)


def _strings(values: Iterable[Any]) -> list[str]:
    """Every string in the values, lists flattened (metadata holds a string or a list of them)."""
    out: list[str] = []
    for v in values:
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            out.extend(_strings(v))
    return out

"""YAML front matter of Markdown notes, limited to the subset note apps write.

Obsidian, Jekyll, Hugo and Zettlr notes use flat ``key: value`` lines, inline lists ``[a, b]`` and block
lists (``- item``). That subset is parsed here so the engine needs no YAML dependency; anything else
(nested maps, anchors, multi-line scalars) is kept as its raw string rather than guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

_FENCE = re.compile(r"\A---[ \t]*\n")
_END = re.compile(r"^(?:---|\.\.\.)[ \t]*$", re.MULTILINE)
_KEY = re.compile(r"^([A-Za-z_][\w .-]*?)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
_ITEM = re.compile(r"^[ \t]+-[ \t]*(.*?)[ \t]*$|^-[ \t]+(.*?)[ \t]*$")
MAX_FRONT_MATTER_CHARS = 64 * 1024  # a note whose "front matter" runs longer is just a note with a --- line


@dataclass(frozen=True, slots=True)
class FrontMatter:
    fields: dict[str, Any]
    end: int  # offset just past the closing fence line; 0 when the note has none


def split_front_matter(text: str) -> FrontMatter:
    """Find and parse a leading ``---`` … ``---`` block."""
    opening = _FENCE.match(text)
    if opening is None:
        return FrontMatter({}, 0)
    closing = _END.search(text, opening.end(), min(len(text), MAX_FRONT_MATTER_CHARS))
    if closing is None:
        return FrontMatter({}, 0)
    end = closing.end() + (1 if text.startswith("\n", closing.end()) else 0)
    return FrontMatter(parse_fields(text[opening.end():closing.start()]), end)


def parse_fields(block: str) -> dict[str, Any]:
    """``key: value`` lines and their lists; values are str or list[str] (JSON-safe by construction)."""
    fields: dict[str, Any] = {}
    key: str | None = None
    for line in block.split("\n"):
        item = _ITEM.match(line)
        if item and key is not None:
            value = fields.get(key)
            items = value if isinstance(value, list) else []
            items.append(_scalar(item.group(1) if item.group(1) is not None else item.group(2)))
            fields[key] = items
            continue
        m = _KEY.match(line)
        if m is None:
            continue
        key = m.group(1).strip().lower()
        fields[key] = _value(m.group(2) or "")
    return fields


def _value(raw: str) -> str | list[str]:
    if raw.startswith("[") and raw.endswith("]"):
        return [_scalar(p) for p in raw[1:-1].split(",") if p.strip()]
    return _scalar(raw)


def _scalar(raw: str) -> str:
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
        return raw[1:-1]
    return raw.split(" #", 1)[0].rstrip()  # YAML comment after a plain scalar


def as_list(value: Any) -> list[str]:
    """A field that may be a single string (``tags: a, b``), a list, or absent."""
    if isinstance(value, list):
        return [v for v in value if v]
    if isinstance(value, str) and value:
        return [v.strip() for v in re.split(r"[,\s]+", value) if v.strip()] if "," in value or " " in value \
            else [value]
    return []


def parse_date(value: Any) -> datetime | None:
    """ISO 8601 date or datetime from front matter; date-only means local midnight (naive)."""
    if not isinstance(value, str) or not value:
        return None
    raw = value.strip().replace("Z", "+00:00")
    try:
        return datetime.fromisoformat(raw)
    except ValueError:
        pass
    try:
        return datetime.combine(date.fromisoformat(raw[:10]), datetime.min.time())
    except ValueError:
        return None

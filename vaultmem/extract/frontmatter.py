"""YAML front matter of Markdown notes, limited to the subset note apps write.

Obsidian, Jekyll, Hugo and Zettlr notes use flat ``key: value`` lines, inline lists ``[a, b]`` and block
lists (``- item``). That subset is parsed here so the engine needs no YAML dependency; anything else
(nested maps, anchors, multi-line scalars) is kept as its raw string rather than guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_FENCE = re.compile(r"\A---[ \t]*\n")
_END = re.compile(r"^(?:---|\.\.\.)[ \t]*$", re.MULTILINE)
_KEY = re.compile(r"[A-Za-z_][\w .-]{0,100}")
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
    """``key: value`` lines and their lists; values are str or list[str] (JSON-safe by construction).

    Plain string operations, not regexes with lazy groups: those backtrack quadratically on long lines.
    """
    fields: dict[str, Any] = {}
    key: str | None = None
    for line in block.split("\n"):
        stripped = line.strip()
        if stripped.startswith("-") and (stripped == "-" or stripped[1] in " \t") and key is not None:
            value = fields.get(key)
            items = value if isinstance(value, list) else []
            items.append(_scalar(stripped[1:]))
            fields[key] = items
            continue
        name, colon, rest = line.partition(":")
        if not colon or line[:1].isspace() or not _KEY.fullmatch(name.strip()) or rest[:1] not in ("", " ", "\t"):
            continue
        key = name.strip().lower()
        fields[key] = _value(rest.strip())
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
    """A field written as a list, as one string (``tags: a, b`` or ``tags: a b``), or absent."""
    items = value if isinstance(value, list) else re.split(r"[,\s]+", value) if isinstance(value, str) else []
    return [v.strip().lstrip("#") for v in items if v.strip().lstrip("#")]



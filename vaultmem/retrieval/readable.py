"""Chunk text as a reader sees it in a snippet: Markdown link syntax reduced to the words it shows.

``[the plan](https://…/plan)`` reads "the plan", ``![diagram](x.png)`` "diagram", ``[[Harbor cache|the
cache]]`` "the cache" and ``[[Harbor cache]]`` "Harbor cache". Snippets are cut from this text, so a fragment
never ends inside a URL; the chunk's place in the session text (what the preview highlights) is unchanged.
"""

from __future__ import annotations

import re

# An inline link or image whose label and target stay on one line (an optional "title" after the target);
# a wiki link with an optional alias.
_LINK = re.compile(r"""!?\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"\n]*")?\)|\[\[([^\]|\n]+)(?:\|([^\]\n]+))?\]\]""")


def readable(text: str) -> str:
    """``text`` with every Markdown link replaced by its label (its target when the label is empty)."""
    if "](" not in text and "[[" not in text:
        return text
    return _LINK.sub(_label, text)


def _label(m: re.Match[str]) -> str:
    label, target, page, alias = m.groups()
    if page is not None:
        return (alias or page).strip()
    return label if label.strip() else target

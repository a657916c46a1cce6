"""``ContextExport``: results or a passage → Markdown (or JSON) with citations, within a token budget.

The budget counts *everything* that gets pasted — header, citation lines, separators, text — with the
engine's own tokenizer (tiktoken ``cl100k_base``), so "2,000 tokens" means what the user's LLM will see.
Passages are kept in rank order; when the next one does not fit whole it is cut to the whole sentences around
the one that matched (never mid-word), marked with "…" where text was left out; passages after a cut are left
out. The same formatter serves
``vaultmem export`` and the app's "Copy context".
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .errors import VaultMemError
from .retrieval.explanation import SearchResult
from .retrieval.snippets import best_fragment
from .text.tokenizer import count

if TYPE_CHECKING:
    from .vault import Vault

FORMATS = ("md", "json")
ELLIPSIS = " …"
LEADING = "… "
# A sentence ends at . ! ? (optionally closed by a quote or bracket) followed by space, or at a line break.
_SENTENCE_END = re.compile(r"""[.!?…]["'”’)\]]*(?=\s)|\n""")
_WORD_END = re.compile(r"\S(?=\s)")


@dataclass(frozen=True, slots=True)
class Passage:
    """One piece of text to paste and where it came from."""

    path: str
    title: str
    text: str
    kind: str = ""
    date: datetime | None = None
    location: str = ""  # heading path, mail subject, event name, chat role …
    session_id: str = ""
    rank: int = 0
    truncated: bool = False
    focus: int = 0  # offset in ``text`` of the match: a cut keeps the sentences around it

    @classmethod
    def from_result(cls, r: SearchResult, text: str | None = None) -> Passage:
        """``text`` is the whole matching chunk when the caller has it; otherwise the result's snippet."""
        body = (text if text is not None else r.snippet.text).strip()
        words = frozenset(r.snippet.text[a:b].lower() for a, b in r.snippet.highlights)
        return cls(r.path, r.title, body, r.kind, r.date, r.snippet.location,
                   r.session_id, r.rank, focus=match_offset(body, words))

    def citation(self) -> str:
        parts = [f"`{self.path}`"]
        if self.location:
            parts.append(self.location)
        if self.date:
            parts.append(self.date.strftime("%Y-%m-%d"))
        return " · ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "path": self.path, "title": self.title, "kind": self.kind,
                "date": self.date.isoformat() if self.date else None, "location": self.location,
                "session_id": self.session_id, "text": self.text, "truncated": self.truncated}


@dataclass(frozen=True, slots=True)
class ExportResult:
    text: str
    tokens: int
    budget: int
    format: str
    included: int  # passages in the output (whole or cut)
    truncated: int  # passages cut at a sentence boundary
    omitted: int  # passages left out for lack of budget

    @property
    def within_budget(self) -> bool:
        return self.tokens <= self.budget


@dataclass(frozen=True, slots=True)
class ContextExport:
    budget: int = 2000
    format: str = "md"
    query: str = ""

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise ValueError(f"unknown export format {self.format!r}; expected one of {', '.join(FORMATS)}")
        if self.budget <= 0:
            raise ValueError("the token budget must be positive")

    # ---- entry points ---------------------------------------------------------------------------------------
    def from_results(self, results: Sequence[SearchResult], vault: Vault | None = None) -> ExportResult:
        """Export results; with ``vault`` each brings its whole matching chunk, not just the snippet."""
        return self.export(passages_for(results, vault))

    def export(self, passages: Sequence[Passage]) -> ExportResult:
        render = self._render_md if self.format == "md" else self._render_json
        kept: list[Passage] = []
        truncated = 0
        for i, p in enumerate(passages):
            if self._fits(render, [*kept, p]):
                kept.append(p)
                continue
            cut = self._largest_cut(render, kept, p)
            if cut is not None:
                kept.append(cut)
                truncated += 1
            text = render(kept)
            return ExportResult(text, count(text), self.budget, self.format, len(kept), truncated,
                                len(passages) - len(kept))
        text = render(kept)
        return ExportResult(text, count(text), self.budget, self.format, len(kept), 0, 0)

    # ---- trimming -------------------------------------------------------------------------------------------
    def _fits(self, render: Callable[[list[Passage]], str], passages: list[Passage]) -> bool:
        return count(render(passages)) <= self.budget

    def _largest_cut(self, render: Callable[[list[Passage]], str], kept: list[Passage],
                     p: Passage) -> Passage | None:
        """The most whole sentences around ``p``'s match that fit after ``kept``: the matched sentence, then one
        more after and one more before it in turn (nested windows, so a binary search finds the largest).

        Falls back to words only when not even the matched sentence fits and nothing is kept yet, so a single
        huge first passage still yields something useful.
        """
        for cuts in (sentence_cuts(p.text), word_cuts(p.text) if not kept else []):
            candidates = [replace(p, text=excerpt(p.text, a, b), truncated=True) for a, b in windows(cuts, p.focus)]
            lo, hi, best = 0, len(candidates) - 1, None
            while lo <= hi:
                mid = (lo + hi) // 2
                if self._fits(render, [*kept, candidates[mid]]):
                    best, lo = candidates[mid], mid + 1
                else:
                    hi = mid - 1
            if best is not None:
                return best
        return None

    # ---- formats --------------------------------------------------------------------------------------------
    def _render_md(self, passages: list[Passage]) -> str:
        out = [f"# Context for: {self.query}\n" if self.query else "# Context\n"]
        for i, p in enumerate(passages, start=1):
            out.append(f"## [{i}] {p.title or p.path}\nSource: {p.citation()}\n\n{p.text}\n")
        return "\n".join(out)

    def _render_json(self, passages: list[Passage]) -> str:
        return json.dumps({"query": self.query, "budget": self.budget,
                           "passages": [p.to_json() for p in passages]}, ensure_ascii=False, indent=1)


def sentence_cuts(text: str) -> list[int]:
    """Offsets where ``text`` may be cut after a whole sentence (ascending, excluding 0)."""
    cuts = sorted({m.end() for m in _SENTENCE_END.finditer(text)} | {len(text)})
    return [c for c in cuts if text[:c].strip()]


def word_cuts(text: str) -> list[int]:
    return sorted({m.end() for m in _WORD_END.finditer(text)} | {len(text)})


def windows(cuts: list[int], focus: int) -> list[tuple[int, int]]:
    """Growing (start, end) spans of whole pieces (the text between consecutive ``cuts``, the first from 0): the
    piece holding ``focus``, then the next piece after, the next before, and so on; each holds the last."""
    if not cuts:
        return []
    bounds = [0, *cuts]
    first = min(bisect_right(cuts, focus), len(cuts) - 1)
    lo, hi = first, first + 1
    out = [(bounds[lo], bounds[hi])]
    while lo > 0 or hi < len(cuts):
        if hi < len(cuts) and (len(out) % 2 == 1 or lo == 0):
            hi += 1
        else:
            lo -= 1
        out.append((bounds[lo], bounds[hi]))
    return out


def excerpt(text: str, start: int, end: int) -> str:
    """``text[start:end]`` with "…" where text was left out before or after it."""
    body = text[start:end].strip()
    return (LEADING if text[:start].strip() else "") + body + (ELLIPSIS if text[end:].strip() else "")


def match_offset(text: str, words: frozenset[str]) -> int:
    """Where in ``text`` the snippet's highlighted words come closest together (the snippet pipeline's own window),
    0 when there are none."""
    if not words:
        return 0
    frag = best_fragment(text, words)
    return frag.highlights[0][0] if frag.highlights else 0


def passages_for(results: Sequence[SearchResult], vault: Vault | None = None) -> list[Passage]:
    """Passages for results; the whole chunk comes from ``vault.preview`` (one extraction per session)."""
    out = []
    for r in results:
        text = None
        if vault is not None:
            try:
                pv = vault.preview(r.session_id)
                chunk = pv.text[r.snippet.char_start:r.snippet.char_end]
                text = chunk if chunk.strip() else None
            except VaultMemError:  # a vanished or changed file still exports its snippet
                text = None
        out.append(Passage.from_result(r, text))
    return out

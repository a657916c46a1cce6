"""Assemble ``SearchResult`` records (session fields, snippet) for the sessions a ranking put on screen."""

from __future__ import annotations

from ..index.snapshot import ChunkInfo, Snapshot
from .explanation import AtomHit, Certificate, Explanation, Route, SearchResult, Snippet, StageRank
from .readable import readable
from .snippets import best_fragment


def chunk_label(meta: dict) -> str:
    """How a chunk is named to a person: its heading path, mail subject, chat turn, code symbol or JSON path."""
    if meta.get("heading_path"):
        return " > ".join(map(str, meta["heading_path"]))
    if meta.get("role"):
        turn = meta.get("turn")
        return f"{meta['role']} turn {turn + 1}" if isinstance(turn, int) else f"{meta['role']} turn"
    for key in ("subject", "summary", "symbol", "json_path"):
        if meta.get(key):
            return f"{key} {meta[key]}"
    return f"chunk {meta.get('ordinal', 0)}"


def make_snippet(snap: Snapshot, info: ChunkInfo, words: frozenset[str]) -> Snippet:
    text = readable(snap.chunk_text(info.gid))
    frag = best_fragment(text, words)
    highlights = tuple((a - frag.start, b - frag.start) for a, b in frag.highlights)
    return Snippet(text[frag.start:frag.end], highlights, info.ordinal, info.metadata,
                   info.char_start, info.char_end)


def make_result(snap: Snapshot, rank: int, session_gid: int, chunk: ChunkInfo, explanation: Explanation,
                words: frozenset[str], route: Route | None = None, stages: tuple[StageRank, ...] = (),
                certificates: tuple[Certificate, ...] = (), atoms: tuple[AtomHit, ...] = ()) -> SearchResult:
    s = snap.session(session_gid)
    return SearchResult(rank, s.id, s.path, s.kind, s.title, s.date, explanation.value,
                        make_snippet(snap, chunk, words), explanation, route, stages, certificates, atoms)

"""Assemble ``SearchResult`` records (session fields, snippet) for the sessions a ranking put on screen."""

from __future__ import annotations

from ..index.snapshot import ChunkInfo, Snapshot
from .explanation import AtomHit, Certificate, Explanation, Route, SearchResult, Snippet, StageRank
from .readable import readable
from .snippets import best_fragment


def make_snippet(snap: Snapshot, info: ChunkInfo, words: frozenset[str],
                 spans: list[tuple[int, int, str]] | None = None) -> Snippet:
    """``spans``: the chunk text's matches for ``words`` when already read (used only if no link was reduced)."""
    raw = snap.chunk_text(info.gid)
    text = readable(raw)
    frag = best_fragment(text, words, spans=spans if text is raw else None)
    highlights = tuple((a - frag.start, b - frag.start) for a, b in frag.highlights)
    return Snippet(text[frag.start:frag.end], highlights, info.ordinal, info.metadata,
                   info.char_start, info.char_end)


def make_result(snap: Snapshot, rank: int, session_gid: int, chunk: ChunkInfo, explanation: Explanation,
                words: frozenset[str], route: Route | None = None, stages: tuple[StageRank, ...] = (),
                certificates: tuple[Certificate, ...] = (), atoms: tuple[AtomHit, ...] = (),
                spans: list[tuple[int, int, str]] | None = None) -> SearchResult:
    s = snap.session(session_gid)
    return SearchResult(rank, s.id, s.path, s.kind, s.title, s.date, explanation.value,
                        make_snippet(snap, chunk, words, spans), explanation, route, stages, certificates, atoms)

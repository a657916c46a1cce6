"""Assemble ``SearchResult`` records (session fields, snippet) for the sessions a ranking put on screen."""

from __future__ import annotations

from ..index.snapshot import ChunkInfo, Snapshot
from .explanation import AtomHit, Certificate, Explanation, Route, SearchResult, Snippet, StageRank
from .readable import readable
from .snippets import best_fragment


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

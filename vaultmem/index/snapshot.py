"""A consistent, read-only view of the index at one manifest generation.

Segments are concatenated into one global id space (chunk ids, session ids) with tombstones applied as a
live mask; everything ranking needs is a numpy array here. Queries hold a snapshot for their whole run, so a
commit happening meanwhile is never half-seen.
"""

from __future__ import annotations

import functools
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from pyroaring import BitMap

from ..errors import IndexCorrupt
from ..model import KINDS, ChunkMetadata
from ..ragged import concat
from ..text.tokenizer import decode
from . import tombstones
from .lru import LRU
from .manifest import Manifest
from .segment import FLAG_USER, SESSION_SAVED, LiveFile, Segment, open_segment

T = TypeVar("T")

POSTINGS_CACHE_BYTES = 64 << 20  # gathered postings per snapshot (all of a 100k-chunk vault's common words)
TEXT_CACHE_CHARS = 8 << 20  # decoded chunk texts per snapshot (~6,000 chunks: a query's candidates many times over)


@dataclass(frozen=True, slots=True)
class SessionInfo:
    gid: int
    id: str
    kind: str
    title: str
    path: str
    date: datetime | None
    metadata: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ChunkInfo:
    gid: int
    session_gid: int
    char_start: int
    char_end: int
    user_authored: bool
    metadata: ChunkMetadata
    ordinal: int  # the chunk's position in its session, from 0: a structural fact the index knows


class Snapshot:
    def __init__(self, index_dir: Path, manifest: Manifest, cache: dict[str, Segment] | None = None) -> None:
        cache = cache or {}
        self.index_dir = index_dir
        self.manifest = manifest
        self.generation = manifest.generation
        self.segments: list[Segment] = []
        self.deleted: list[BitMap] = []
        for ref in manifest.segments:
            seg = cache.get(ref.file.name) or open_segment(index_dir / ref.file.name, ref.file.sha256, ref.file.size)
            self.segments.append(seg)
            self.deleted.append(tombstones.decode(ref.file.name, ref.tombstones))
        self.chunk_base = np.cumsum([0] + [s.n_chunks for s in self.segments]).astype(np.int64)
        self.session_base = np.cumsum([0] + [s.n_sessions for s in self.segments]).astype(np.int64)
        # The same starts as Python ints: one record lookup bisects them (numpy's searchsorted on a handful of
        # segments costs more in call overhead than the search).
        self._chunk_starts: list[int] = self.chunk_base.tolist()
        self._session_starts: list[int] = self.session_base.tolist()
        parts_live, parts_dl, parts_cs, parts_sess_live = [], [], [], []
        for i, (seg, dead) in enumerate(zip(self.segments, self.deleted)):
            file_live = tombstones.live_mask(dead, seg.n_files)
            sess_live = file_live[seg.sess_file] if seg.n_sessions else np.zeros(0, bool)
            parts_sess_live.append(sess_live)
            parts_live.append(sess_live[seg.chunk_session] if seg.n_chunks else np.zeros(0, bool))
            parts_dl.append(seg.chunk_dl)
            parts_cs.append(seg.chunk_session.astype(np.int64) + self.session_base[i])
        self.chunk_live = concat(parts_live, bool)
        self.chunk_dl = concat(parts_dl, np.uint32).astype(np.float64)
        self.chunk_session = concat(parts_cs, np.int64)
        self.session_live = concat(parts_sess_live, bool)
        self.session_kind = concat([s.sess_kind for s in self.segments], np.uint8)
        self.session_date = concat([s.sess_date for s in self.segments], np.float64)
        # when the session's content was written or happened (a mail's Date, an event, a chat's timestamps, front
        # matter, a day in the file's name); NaN where only the file's save time dates it: a note saved last week
        # may state a price from last year, so it says nothing about which statement is current
        self.session_said = np.where(concat([s.sess_flags & SESSION_SAVED != 0 for s in self.segments], bool),
                                     np.nan, self.session_date)
        self.n_chunks = int(self.chunk_base[-1])
        self.n_sessions = int(self.session_base[-1])
        self.live_chunks = int(self.chunk_live.sum())
        self.live_sessions = int(self.session_live.sum())
        self.avgdl = float(self.chunk_dl[self.chunk_live].mean()) if self.live_chunks else 1.0
        self._any_deleted = any(len(d) for d in self.deleted)
        self._sessions: dict[int, SessionInfo] = {}
        self._texts: LRU[str] = LRU(TEXT_CACHE_CHARS, len)
        self._derived: dict[str, Any] = {}
        self._postings: LRU[tuple[np.ndarray, np.ndarray]] = LRU(POSTINGS_CACHE_BYTES, lambda p: p[0].nbytes + p[1].nbytes)

    def derived(self, key: str, build: Callable[[Snapshot], T]) -> T:
        """A query-side structure computed once per snapshot (atom table, session profiles)."""
        hit = self._derived.get(key)
        if hit is None:
            hit = self._derived[key] = build(self)
        return hit

    def user_authored(self) -> np.ndarray:
        """[chunk] whether the vault's owner wrote it (``segment.FLAG_USER``), all chunks at once; once per
        snapshot."""
        return self.derived("user_authored",
                            lambda s: concat([seg.chunk_flags & FLAG_USER != 0 for seg in s.segments], bool))

    # ---- postings -------------------------------------------------------------------------------------------
    def postings(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        """Live global chunk ids (ascending) and term frequencies of one term across all segments.

        Kept in a byte-bounded LRU: the common words of a language recur in most queries, and gathering
        them across segments is the largest cost left once their blocks are decompressed."""
        return self._postings.get(term, lambda: self._gather_postings(term))

    def _gather_postings(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        docs_parts, tf_parts = [], []
        for base, seg in zip(self.chunk_base, self.segments):
            docs, tfs = seg.postings.lookup(term)
            if len(docs):
                docs_parts.append(docs.astype(np.int64) + base)
                tf_parts.append(tfs)
        if not docs_parts:
            return np.zeros(0, np.int64), np.zeros(0, np.uint16)
        docs = np.concatenate(docs_parts)
        tfs = np.concatenate(tf_parts)
        if self._any_deleted:
            keep = self.chunk_live[docs]
            docs, tfs = docs[keep], tfs[keep]
        return docs, tfs

    # ---- records --------------------------------------------------------------------------------------------
    def locate_session(self, gid: int) -> tuple[int, int]:
        """(segment index, local session index) of a global session id."""
        i = bisect_right(self._session_starts, gid) - 1
        return i, gid - self._session_starts[i]

    def _locate_chunk(self, gid: int) -> tuple[int, Segment, int]:
        i = bisect_right(self._chunk_starts, gid) - 1
        return i, self.segments[i], gid - self._chunk_starts[i]

    def session(self, gid: int) -> SessionInfo:
        hit = self._sessions.get(gid)
        if hit is not None:
            return hit
        i, local = self.locate_session(gid)
        rec = self.segments[i].session_record(local)
        try:
            date = datetime.fromisoformat(rec["date"]) if rec.get("date") else None
            info = SessionInfo(gid, rec["id"], rec["kind"], rec["title"], rec["path"], date, rec["metadata"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise IndexCorrupt(f"index file {self.segments[i].name} has a malformed session record") from exc
        self._sessions[gid] = info
        return info

    def session_chunks(self, gid: int) -> range:
        i, local = self.locate_session(gid)
        seg, base = self.segments[i], self._chunk_starts[i]
        return range(base + int(seg.sess_chunks[local]), base + int(seg.sess_chunks[local + 1]))

    def chunk(self, gid: int) -> ChunkInfo:
        _, seg, local = self._locate_chunk(gid)
        start, end = seg.chunk_chars[local].tolist()
        first = int(seg.sess_chunks[int(seg.chunk_session[local])])
        return ChunkInfo(gid, int(self.chunk_session[gid]), start, end, bool(seg.chunk_flags[local] & FLAG_USER),
                         seg.chunk_metadata(local), local - first)

    def chunk_tokens(self, gid: int) -> np.ndarray:
        _, seg, local = self._locate_chunk(gid)
        return seg.chunk_tokens(local)

    def chunk_text(self, gid: int) -> str:
        """Exact chunk text: tiktoken decoding is lossless. Cached because rerankers re-read candidates."""
        return self._texts.get(gid, lambda: decode(self.chunk_tokens(gid)))

    def kind_code(self, kind: str) -> int:
        return KINDS.index(kind)

    # ---- files ----------------------------------------------------------------------------------------------
    def session_gid(self, path: str, session_id: str) -> int | None:
        """A live session's global id from its file (newest segment first; a file lives in one segment at a time),
        or None when it is no longer indexed."""
        for i in reversed(range(len(self.segments))):
            seg = self.segments[i]
            f = seg.files_by_path.get(path)
            if f is None or f.file_id in self.deleted[i]:
                continue
            for local in np.flatnonzero(seg.sess_file == f.file_id).tolist():
                gid = int(self.session_base[i]) + local
                if self.session(gid).id == session_id:
                    return gid
        return None

    def live_files(self) -> dict[str, LiveFile]:
        """Every indexed file (including ones that only produced problems), keyed by vault-relative path.

        Runs after every commit, so it costs a C-level merge of the segments' cached path tables plus one step
        per tombstone — not one Python step per file, which was most of an edit's CPU at 10,000 files.
        A path is live in at most one segment; a dead row that shadowed a live one of an earlier segment in the
        merge is looked up again."""
        out: dict[str, LiveFile] = {}
        for seg in self.segments:
            try:
                out.update(seg.files_by_path)
            except (KeyError, TypeError, ValueError) as exc:
                raise IndexCorrupt(f"index file {seg.name} has a malformed file record") from exc
        shadowed: list[str] = []
        for seg, dead in zip(self.segments, self.deleted):
            records = seg.file_records
            for fid in dead:
                path = records[fid]["path"]
                hit = out.get(path)
                if hit is not None and hit.segment == seg.name and hit.file_id == fid:
                    del out[path]
                    shadowed.append(path)
        for path in shadowed:
            for seg, dead in zip(self.segments, self.deleted):
                hit = seg.files_by_path.get(path)
                if hit is not None and hit.file_id not in dead:
                    out[path] = hit
        return out

    @functools.cached_property
    def session_offsets(self) -> np.ndarray:
        """First global chunk id of every session, and the chunk count at the end (n_sessions + 1 entries)."""
        parts = [seg.sess_chunks[:-1].astype(np.int64) + base for seg, base in zip(self.segments, self.chunk_base)]
        return np.concatenate([*parts, [self.n_chunks]]).astype(np.int64)

    @functools.cached_property
    def session_order(self) -> np.ndarray:
        """Rank of every session in (path, position in its file) order: the same whatever the segment layout,
        so ties broken by it rank an index after edits exactly like a rebuild. From the file tables, without
        decoding session records."""
        index_in_file = np.concatenate([np.arange(seg.n_sessions) - seg.file_sessions[seg.sess_file]
                                        for seg in self.segments] or [np.zeros(0, np.int64)])
        order = sorted(range(self.n_sessions), key=lambda g: (self.session_paths[g], int(index_in_file[g])))
        rank = np.empty(self.n_sessions, np.int64)
        rank[order] = np.arange(self.n_sessions)
        return rank

    @functools.cached_property
    def session_paths(self) -> list[str]:
        """Vault-relative path of every session (global id order), from the file tables."""
        out: list[str] = []
        for seg in self.segments:
            paths = [r["path"] for r in seg.file_records]
            out.extend(paths[int(f)] for f in seg.sess_file)
        return out


def open_snapshot(index_dir: Path, manifest: Manifest,
                  segments: dict[str, Segment]) -> tuple[Snapshot, dict[str, Segment]]:
    """The snapshot of ``manifest``, reusing the open ``segments`` (by file name) it shares with an earlier one,
    and the table of its own segments for the next (the writer and each reader keep one)."""
    snap = Snapshot(index_dir, manifest, segments)
    return snap, {s.name: s for s in snap.segments}

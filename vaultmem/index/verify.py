"""Full consistency check of an index directory (``vaultmem verify``): checksums and cross-references."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..errors import IndexCorrupt
from . import manifest as manifest_io
from . import tombstones
from .segment import Segment


def verify_index(index_dir: Path) -> list[str]:
    """Every inconsistency found, as one sentence each; empty means the index is sound."""
    try:
        m = manifest_io.read(index_dir)
    except IndexCorrupt as exc:
        return [str(exc)]
    if m is None:
        return ["no index yet: run `vaultmem index` first"]
    issues: list[str] = []
    seen_paths: dict[str, str] = {}
    for ref in m.segments:
        try:
            seg = Segment(index_dir / ref.file.name, ref.file.sha256, ref.file.size)
            dead = tombstones.decode(ref.file.name, ref.tombstones)
        except IndexCorrupt as exc:
            issues.append(str(exc))
            continue
        issues += _check_segment(seg, dead)
        for fid, rec in enumerate(seg.file_records):
            if fid in dead:
                continue
            if rec["path"] in seen_paths:
                issues.append(f"{rec['path']} is live in both {seen_paths[rec['path']]} and {seg.name}")
            seen_paths[rec["path"]] = seg.name
    return issues


def _check_segment(seg: Segment, dead) -> list[str]:
    out: list[str] = []
    name = seg.name
    if len(dead) and max(dead) >= seg.n_files:
        out.append(f"{name}: tombstone refers to file {max(dead)} of {seg.n_files}")
    if len(seg.file_sessions) != seg.n_files + 1 or seg.file_sessions[-1] != seg.n_sessions:
        out.append(f"{name}: file → session offsets do not cover the {seg.n_sessions} sessions")
    if len(seg.sess_chunks) != seg.n_sessions + 1 or seg.sess_chunks[-1] != seg.n_chunks:
        out.append(f"{name}: session → chunk offsets do not cover the {seg.n_chunks} chunks")
    if seg.n_sessions and (np.diff(seg.sess_file.astype(np.int64)) < 0).any():
        out.append(f"{name}: sessions are not grouped by file")
    if seg.n_sessions and seg.sess_file.max(initial=0) >= seg.n_files:
        out.append(f"{name}: a session points past the file table")
    if seg.n_chunks and seg.chunk_session.max(initial=0) >= seg.n_sessions:
        out.append(f"{name}: a chunk points past the session table")
    p = seg.postings
    if len(p.docs) and int(p.docs.max()) >= seg.n_chunks:
        out.append(f"{name}: postings refer to chunk {int(p.docs.max())} of {seg.n_chunks}")
    if (np.diff(p.terms.astype(np.int64)) <= 0).any() or p.offsets[-1] != len(p.docs):
        out.append(f"{name}: postings term table is not sorted or its offsets are wrong")
    counts = np.bincount(p.docs, weights=p.tfs, minlength=seg.n_chunks) if len(p.docs) else np.zeros(seg.n_chunks)
    if seg.n_chunks and not np.array_equal(counts.astype(np.int64), seg.chunk_dl.astype(np.int64)):
        out.append(f"{name}: chunk lengths disagree with the postings")
    for i in range(seg.n_chunks):
        if len(seg.chunk_tokens(i)) != int(seg.chunk_ntok[i]):
            out.append(f"{name}: chunk {i} token count disagrees with its token array")
            break
    return out

"""Full consistency check of an index directory (``vaultmem verify``): checksums and cross-references."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..errors import IndexCorrupt, UnsafePath
from ..safepath import check_relative, resolve
from ..text.terms import TRUNCATED_BASE
from . import manifest as manifest_io
from . import tombstones
from .postings import TF_MAX
from .segment import Segment, open_segment


def verify_index(index_dir: Path, root: Path | None = None) -> list[str]:
    """Every inconsistency found, as one sentence each; empty means the index is sound. With the vault's ``root``,
    stored paths that could not be opened safely (absolute, ``..``, resolving outside the vault) are reported too:
    the index may come from someone else, and such a record is never opened."""
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
            seg = open_segment(index_dir / ref.file.name, ref.file.sha256, ref.file.size)
            dead = tombstones.decode(ref.file.name, ref.tombstones)
            issues += _check_segment(seg, dead)
            live = [(fid, rec) for fid, rec in enumerate(seg.file_records) if fid not in dead]
            issues += _check_paths(seg, [rec for _, rec in live], root)
        except IndexCorrupt as exc:
            issues.append(str(exc))
            continue
        except Exception as exc:  # noqa: BLE001 — a crafted segment can break any decoder; that is a finding
            issues.append(f"{ref.file.name}: malformed ({type(exc).__name__}: {exc})"[:300])
            continue
        for _, rec in live:
            if rec["path"] in seen_paths:
                issues.append(f"{rec['path']} is live in both {seen_paths[rec['path']]} and {seg.name}")
            seen_paths[rec["path"]] = seg.name
    return issues


def _check_paths(seg: Segment, files: list[dict], root: Path | None) -> list[str]:
    """Stored paths that would be refused: any file record's that is absolute or climbs out with ``..``, and
    the paths sessions are opened by (preview, export, "Open") that also do not resolve inside the vault. (A
    problem record of a link, say, names a path that is not opened and resolves elsewhere: that is sound.)"""
    out: list[str] = []
    opened: list[str] = []
    for i in range(seg.n_sessions):
        rec = seg.session_record(i)
        opened += [rec["path"], rec["id"].rpartition("#")[0]]
    named = {path: False for path in (rec["path"] for rec in files)} | {path: True for path in opened}
    for path, is_opened in named.items():
        why = unsafe_reason(root if is_opened else None, path) if isinstance(path, str) else "it is not text"
        if why is not None:
            out.append(f"{seg.name}: the stored path {path!r} is refused: {why}")
    return out


def unsafe_reason(root: Path | None, relpath: str) -> str | None:
    """``safepath.check_relative``, and with ``root`` also whether the path resolves inside the vault."""
    why = check_relative(relpath)
    if why is None and root is not None:
        try:
            resolve(root, relpath)
        except UnsafePath:
            why = "it does not resolve inside the vault"
    return why


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
    words = int(p.offsets[np.searchsorted(p.terms, TRUNCATED_BASE)])  # a truncated form is no word of a length
    if seg.n_chunks and not lengths_agree(seg.chunk_dl, p.docs[:words], p.tfs[:words]):
        out.append(f"{name}: chunk lengths disagree with the postings")
    for i in range(seg.n_chunks):
        if len(seg.chunk_tokens(i)) != int(seg.chunk_ntok[i]):
            out.append(f"{name}: chunk {i} token count disagrees with its token array")
            break
    return out


def lengths_agree(chunk_dl: np.ndarray, docs: np.ndarray, tfs: np.ndarray) -> bool:
    """Each chunk's length equals the sum of its term frequencies — with the saturation ``postings.build`` applies:
    a chunk holding a term more than ``TF_MAX`` times has a smaller sum, never a larger one."""
    n = len(chunk_dl)
    counts = np.bincount(docs, weights=tfs, minlength=n).astype(np.int64) if len(docs) else np.zeros(n, np.int64)
    dl = chunk_dl.astype(np.int64)
    saturated = np.zeros(n, bool)
    saturated[docs[tfs == TF_MAX]] = True
    return bool(np.all((counts == dl) | (saturated & (counts < dl))))

"""Splice the live rows of several segments into one new segment without re-extracting or re-tokenising.

Postings are filtered and remapped as arrays; JSON records and token arrays are copied verbatim. Extra
row tables (memory atoms, signatures) follow one rule: every section ``<prefix>.*`` shares rows, and the
``<prefix>.chunk`` or ``<prefix>.session`` column says which chunk or session a row belongs to, and a table
with a ``<prefix>.term`` column stays sorted by it.
"""

from __future__ import annotations

import numpy as np
from pyroaring import BitMap

from ..ragged import concat
from . import postings, tombstones
from .segment import Segment, SegmentArrays


def merge(segments: list[Segment], deleted: list[BitMap]) -> SegmentArrays:
    acc: dict[str, list] = {k: [] for k in (
        "file_counts", "file_json", "sess_file", "sess_kind", "sess_date", "sess_flags", "sess_counts", "sess_json",
        "chunk_session", "chunk_chars", "chunk_dl", "chunk_ntok", "chunk_flags", "chunk_json", "tokens",
        "p_terms", "p_docs", "p_tfs")}
    extra_parts: dict[str, list[np.ndarray]] = {}
    f_base = s_base = c_base = 0
    for seg, dead in zip(segments, deleted):
        file_live = tombstones.live_mask(dead, seg.n_files)
        sess_live = file_live[seg.sess_file]
        chunk_live = sess_live[seg.chunk_session]
        fmap = np.cumsum(file_live) - 1 + f_base
        smap = np.cumsum(sess_live) - 1 + s_base
        cmap = np.cumsum(chunk_live) - 1 + c_base
        acc["file_counts"].append(np.diff(seg.file_sessions)[file_live])
        acc["file_json"].extend(_pick(seg.raw_records("files"), file_live))
        acc["sess_file"].append(fmap[seg.sess_file[sess_live]])
        acc["sess_kind"].append(seg.sess_kind[sess_live])
        acc["sess_date"].append(seg.sess_date[sess_live])
        acc["sess_flags"].append(seg.sess_flags[sess_live])
        acc["sess_counts"].append(np.diff(seg.sess_chunks)[sess_live])
        acc["sess_json"].extend(_pick(seg.raw_records("sessrec"), sess_live))
        acc["chunk_session"].append(smap[seg.chunk_session[chunk_live]])
        acc["chunk_chars"].append(seg.chunk_chars[chunk_live])
        acc["chunk_dl"].append(seg.chunk_dl[chunk_live])
        acc["chunk_ntok"].append(seg.chunk_ntok[chunk_live])
        acc["chunk_flags"].append(seg.chunk_flags[chunk_live])
        acc["chunk_json"].extend(_pick(seg.raw_records("chunkmeta"), chunk_live))
        acc["tokens"].extend(_pick(seg.token_items(), chunk_live))
        p = seg.postings
        terms = np.repeat(p.terms, np.diff(p.offsets))
        keep = chunk_live[p.docs]
        acc["p_terms"].append(terms[keep])
        acc["p_docs"].append(cmap[p.docs[keep]].astype(np.uint32))
        acc["p_tfs"].append(p.tfs[keep])
        for name, column in _extra_tables(seg).items():
            key = seg.container.array(column)
            live = chunk_live[key] if column.endswith(".chunk") else sess_live[key]
            remap = cmap if column.endswith(".chunk") else smap
            for section in _sections_with_prefix(seg, name):
                arr = seg.container.array(section)[live]
                extra_parts.setdefault(section, []).append(remap[arr].astype(arr.dtype) if section == column else arr)
        f_base += int(file_live.sum())
        s_base += int(sess_live.sum())
        c_base += int(chunk_live.sum())

    terms = np.concatenate(acc["p_terms"]) if acc["p_terms"] else np.zeros(0, np.uint32)
    order = np.argsort(terms, kind="stable")  # segments are in doc order, so docs stay ascending per term
    terms, docs = terms[order], np.concatenate(acc["p_docs"])[order]
    uniq, starts = np.unique(terms, return_index=True)
    merged_postings = postings.Postings(uniq.astype(np.uint32), np.append(starts, len(terms)).astype(np.int64),
                                        docs, np.concatenate(acc["p_tfs"])[order])
    return SegmentArrays(
        file_sessions=_offsets(acc["file_counts"]),
        file_json=acc["file_json"],
        sess_file=concat(acc["sess_file"], np.uint32),
        sess_kind=concat(acc["sess_kind"], np.uint8),
        sess_date=concat(acc["sess_date"], np.float64),
        sess_flags=concat(acc["sess_flags"], np.uint8),
        sess_chunks=_offsets(acc["sess_counts"]),
        sess_json=acc["sess_json"],
        chunk_session=concat(acc["chunk_session"], np.uint32),
        chunk_chars=np.concatenate(acc["chunk_chars"]) if acc["chunk_chars"] else np.zeros((0, 2), np.uint32),
        chunk_dl=concat(acc["chunk_dl"], np.uint32),
        chunk_ntok=concat(acc["chunk_ntok"], np.uint32),
        chunk_flags=concat(acc["chunk_flags"], np.uint8),
        chunk_json=acc["chunk_json"],
        tokens=acc["tokens"],
        postings=merged_postings,
        extra=_term_sorted({k: np.concatenate(v) for k, v in extra_parts.items()}),
    )


def _term_sorted(extra: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """A row table with a ``<prefix>.term`` column is kept sorted by term (stably: within a term, rows stay in
    segment order, so ascending by session), as one segment's is: lookups binary-search it."""
    for column in [k for k in extra if k.endswith(".term")]:
        prefix = column[: -len("term")]
        order = np.argsort(extra[column], kind="stable")
        for key in [k for k in extra if k.startswith(prefix)]:
            extra[key] = extra[key][order]
    return extra


def _pick(items: list[np.ndarray], live: np.ndarray) -> list[np.ndarray]:
    return [item for item, keep in zip(items, live) if keep]


def _offsets(counts: list[np.ndarray]) -> np.ndarray:
    flat = concat(counts, np.int64)
    out = np.zeros(len(flat) + 1, np.int64)
    np.cumsum(flat, out=out[1:])
    return out


_CORE_PREFIXES = ("file.", "sess.", "chunk.", "post.", "files.", "sessrec.", "chunkmeta.", "tokens.")


def _extra_tables(seg: Segment) -> dict[str, str]:
    """Extra row tables in a segment: prefix → its key column."""
    tables: dict[str, str] = {}
    for section in seg.container.section_names():
        if section.startswith(_CORE_PREFIXES):
            continue
        prefix, _, column = section.partition(".")
        if column in ("chunk", "session"):
            tables[prefix] = section
    return tables


def _sections_with_prefix(seg: Segment, prefix: str) -> list[str]:
    return [s for s in seg.container.section_names() if s.startswith(prefix + ".")]

"""Atoms in the index: a per-segment row table (``atom.*`` sections keyed by ``atom.chunk``) and its reader.

Spans are relative to the chunk text, so an atom can be shown without re-reading the vault file.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..index.snapshot import Snapshot
from ..model import KINDS
from .chat_owner import owner_keys, speaker_key
from .mail_owner import sent_by_owner
from .types import ATOM_TYPES, Atom

TYPE_CODES = {t: i for i, t in enumerate(ATOM_TYPES)}
_CHAT = KINDS.index("chat")


def atom_columns(rows: list[tuple[int, Atom]], speakers: list[str] | None = None) -> dict[str, np.ndarray]:
    """The ``atom.*`` sections of one segment from (segment-local chunk id, atom) rows in chunk order, and each
    row's speaker ("" where the chunk is no named speaker's chat message: ``chat_owner.speaker_key``)."""
    return {
        "atom.chunk": np.asarray([i for i, _ in rows], np.uint32),
        "atom.type": np.asarray([TYPE_CODES[a.type] for _, a in rows], np.uint8),
        "atom.conf": np.asarray([a.confidence for _, a in rows], np.float32),
        "atom.pol": np.asarray([a.polarity for _, a in rows], np.int8),
        "atom.span": np.asarray([(a.start, a.end) for _, a in rows], np.uint32).reshape(-1, 2),
        "atom.speaker": np.asarray([speaker_key(n) for n in speakers] if speakers else np.zeros(len(rows)), np.uint32),
    }


@dataclass(frozen=True, slots=True)
class ChunkAtom:
    chunk: int  # global chunk id
    type: str
    confidence: float
    polarity: int
    start: int  # within the chunk text
    end: int
    own: bool = True  # the owner's words; False: a request to the owner in a message someone else sent


class AtomTable:
    """All atoms of a snapshot in global chunk order; built once per snapshot."""

    def __init__(self, snap: Snapshot) -> None:
        parts: dict[str, list[np.ndarray]] = {"chunk": [], "type": [], "conf": [], "pol": [], "span": [], "said": []}
        for base, seg in zip(snap.chunk_base, snap.segments):
            c = seg.container
            if "atom.chunk" not in c:
                continue
            parts["chunk"].append(c.array("atom.chunk").astype(np.int64) + base)
            for key in ("type", "conf", "pol", "span"):
                parts[key].append(c.array(f"atom.{key}"))
            spoken = c.array("atom.speaker")  # 0 where no one is named, which no owner's key is
            parts["said"].append(np.isin(spoken, owner_keys(snap)) if spoken.any() else np.zeros(len(spoken), bool))
        self.chunk = np.concatenate(parts["chunk"]) if parts["chunk"] else np.zeros(0, np.int64)
        self.type = np.concatenate(parts["type"]) if parts["type"] else np.zeros(0, np.uint8)
        self.conf = np.concatenate(parts["conf"]) if parts["conf"] else np.zeros(0, np.float32)
        self.pol = np.concatenate(parts["pol"]) if parts["pol"] else np.zeros(0, np.int8)
        self.span = np.concatenate(parts["span"]) if parts["span"] else np.zeros((0, 2), np.uint32)
        # Mail bodies hold atoms at ingest (who sent a message is known only across the vault's mail); they are the
        # owner's words only in the messages the owner sent (``mail_owner``). In a message someone else sent, what is
        # still to do ("we still need the electrical certificate", "outstanding before completion") is kept too, as
        # a request to the owner (``own`` False), and nothing else is. A chat message by a named speaker holds atoms
        # too; they are the owner's where the speaker is (``chat_owner``), and dropped elsewhere.
        self.own = np.ones(len(self.chunk), bool)
        if len(self.chunk):
            own = snap.user_authored()[self.chunk] | np.concatenate(parts["said"])
            if not own.all():
                own |= sent_by_owner(snap)[snap.chunk_session[self.chunk]]
                chat = snap.session_kind[snap.chunk_session[self.chunk]] == _CHAT
                keep = own | ((self.type == TYPE_CODES["open_loop"]) & ~chat)
                self.own = own
                for key in ("chunk", "type", "conf", "pol", "span", "own"):
                    setattr(self, key, getattr(self, key)[keep])

    def for_chunks(self, chunks: range) -> list[ChunkAtom]:
        lo = int(np.searchsorted(self.chunk, chunks.start))
        hi = int(np.searchsorted(self.chunk, chunks.stop))
        return [ChunkAtom(int(self.chunk[i]), ATOM_TYPES[int(self.type[i])], float(self.conf[i]), int(self.pol[i]),
                          int(self.span[i, 0]), int(self.span[i, 1]), bool(self.own[i])) for i in range(lo, hi)]

"""Whose mail is it: the vault owner's address, read from the vault's own mail, and the messages they sent.

A mailbox's owner is on nearly every message in it — as the sender of what they wrote and a recipient of what
they received — while any correspondent is on only their own threads. So the address found on the most messages
(From, To or Cc), when it is on at least half of them and on ``MIN_MESSAGES`` or more, is taken as the owner's;
the messages it sent are the owner's words, and their own (unquoted) text may hold memory atoms like a note.
No address or name is configured or assumed.
"""

from __future__ import annotations

import re
from collections import Counter

import numpy as np

from ..index.snapshot import Snapshot
from ..model import KINDS

MIN_MESSAGES = 3
OWNER_SHARE = 0.5
_EMAIL = KINDS.index("email")
_ADDRESS = re.compile(r"<([^<>@\s]+@[^<>\s]+)>|([^<>@\s,;]+@[^<>\s,;]+)")


def address(value: str) -> str:
    """The bare, lowercased address of a "Name <addr>" or "addr" string ("" when it holds none)."""
    m = _ADDRESS.search(value)
    return (m.group(1) or m.group(2)).lower() if m else ""


def owner_address(messages: list[dict]) -> str:
    """The owner's address among messages' metadata (``from``, ``to``, ``cc``), or "" when no address is on
    enough of them."""
    seen: Counter[str] = Counter()
    for meta in messages:
        people = [meta.get("from") or "", *(meta.get("to") or []), *(meta.get("cc") or [])]
        seen.update({a for a in (address(p) for p in people if isinstance(p, str)) if a})
    if not seen:
        return ""
    best, count = max(seen.items(), key=lambda kv: (kv[1], kv[0]))
    return best if count >= MIN_MESSAGES and count >= OWNER_SHARE * len(messages) else ""


def sent_by_owner(snap: Snapshot) -> np.ndarray:
    """[session] the live mail sessions the owner sent; once per snapshot."""
    def build(s: Snapshot) -> np.ndarray:
        out = np.zeros(s.n_sessions, bool)
        mail = np.flatnonzero(s.session_live & (s.session_kind == _EMAIL))
        metas = [s.session(int(g)).metadata for g in mail]
        owner = owner_address(metas)
        if owner:
            out[mail] = [address(m.get("from") or "") == owner for m in metas]
        return out
    return snap.derived("sent_by_owner", build)

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

from ..index.segment import Segment
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
    return _pick(_count(messages), len(messages))


def _count(messages: list[dict]) -> Counter[str]:
    """On how many of the messages each address is (From, To or Cc)."""
    seen: Counter[str] = Counter()
    for meta in messages:
        people = [meta.get("from") or "", *(meta.get("to") or []), *(meta.get("cc") or [])]
        seen.update({a for a in (address(p) for p in people if isinstance(p, str)) if a})
    return seen


def on_most_mail(count: int, messages: int) -> bool:
    """Whether something on ``count`` of a vault's ``messages`` is on enough of them to be the owner's."""
    return count >= MIN_MESSAGES and count >= OWNER_SHARE * messages


def _pick(seen: Counter[str], messages: int) -> str:
    if not seen:
        return ""
    best, count = max(seen.items(), key=lambda kv: (kv[1], kv[0]))
    return best if on_most_mail(count, messages) else ""


def sent_by_owner(snap: Snapshot) -> np.ndarray:
    """[session] the live mail sessions the owner sent; once per snapshot, from counts kept with each
    (immutable) segment, so a commit reads only its new segment's mail, not the whole vault's again."""
    def build(s: Snapshot) -> np.ndarray:
        per = [_segment_mail(seg) for seg in s.segments]
        owner = _pick(sum((seen for _, seen, _ in per), Counter()), sum(n for _, _, n in per))
        if not owner or not per:
            return np.zeros(s.n_sessions, bool)
        return np.concatenate([senders == owner for senders, _, _ in per]) & s.session_live
    return snap.derived("sent_by_owner", build)


def _segment_mail(seg: Segment) -> tuple[np.ndarray, Counter[str], int]:
    """(each session's sender address, "" for one that is not mail; the address counts; the number of messages)
    of one segment, its deleted sessions included (they change who the owner is by little)."""
    memo = seg.session_memo.setdefault("mail_owner", {})
    hit = memo.get(0)
    if hit is None:
        mail = np.flatnonzero(seg.sess_kind == _EMAIL)
        metas = [seg.session_record(int(i)).get("metadata") or {} for i in mail]
        senders = np.full(len(seg.sess_kind), "", dtype=object)
        senders[mail] = [address(m.get("from") or "") if isinstance(m, dict) else "" for m in metas]
        dicts = [m for m in metas if isinstance(m, dict)]
        hit = memo[0] = (senders, _count(dicts), len(dicts))
    return hit

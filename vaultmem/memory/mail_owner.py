"""Whose mail is it: the vault owner's addresses, read from the vault's own mail, and the messages they sent.

A mailbox's owner is on nearly every message in it — as the sender of what they wrote and a recipient of what
they received — while any correspondent is on only their own threads. So the address found on the most messages
(From, To or Cc), when it is on at least half of them and on ``MIN_MESSAGES`` or more, is taken as the owner's.
A person with a work and a home address is on half the messages with neither alone: when no address is, the
addresses written with one name ("Chidi Okonkwo <chidi@garage…>", "Chidi Okonkwo <chidi.okonkwo@mail…>") are one
person's, and theirs when together they are on enough of them. The messages the owner sent are the owner's words,
and their own (unquoted) text may hold memory atoms like a note. No address or name is configured or assumed.
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


def owner_addresses(messages: list[dict]) -> frozenset[str]:
    """The owner's addresses among messages' metadata (``from``, ``to``, ``cc``); none when no address, nor one
    name's addresses together, is on enough of them."""
    return _pick([_on(m) for m in messages], _names(messages))


def on_most_mail(count: int, messages: int) -> bool:
    """Whether something on ``count`` of a vault's ``messages`` is on enough of them to be the owner's."""
    return count >= MIN_MESSAGES and count >= OWNER_SHARE * messages


def owner_of(snap: Snapshot) -> frozenset[str]:
    """The owner's addresses (``owner_addresses``) on the vault's mail; once per snapshot."""
    def build(s: Snapshot) -> frozenset[str]:
        per = [_segment_mail(seg) for seg in s.segments]
        names: dict[str, set[str]] = {}
        for _, _, named in per:
            for a, n in named.items():
                names.setdefault(a, set()).update(n)
        return _pick([m for _, on, _ in per for m in on], names)
    return snap.derived("mail_owner", build)


def sent_by_owner(snap: Snapshot) -> np.ndarray:
    """[session] the live mail sessions the owner sent; once per snapshot, from what each (immutable) segment
    keeps of its mail, so a commit reads only its new segment's mail, not the whole vault's again."""
    def build(s: Snapshot) -> np.ndarray:
        owner = owner_of(s)
        if not owner or not s.segments:
            return np.zeros(s.n_sessions, bool)
        sent = [np.fromiter((a in owner for a in senders), bool, len(senders))
                for senders, _, _ in (_segment_mail(seg) for seg in s.segments)]
        return np.concatenate(sent) & s.session_live
    return snap.derived("sent_by_owner", build)


def owner_names(snap: Snapshot) -> frozenset[str]:
    """The names the owner's addresses are written with on the vault's mail ("chidi okonkwo"), lowercased."""
    def build(s: Snapshot) -> frozenset[str]:
        owner = owner_of(s)
        return frozenset(n for seg in s.segments for a, names in _segment_mail(seg)[2].items() if a in owner
                         for n in names)
    return snap.derived("mail_owner_names", build)


def _people(meta: dict) -> list[str]:
    """Who is on one message, as written ("Name <addr>"): From, To and Cc."""
    return [p for p in [meta.get("from") or "", *(meta.get("to") or []), *(meta.get("cc") or [])] if isinstance(p, str)]


def _on(meta: dict) -> frozenset[str]:
    """The addresses on one message."""
    return frozenset(a for a in map(address, _people(meta)) if a)


def _names(messages: list[dict]) -> dict[str, set[str]]:
    """Each address → the display names it is written with (From, To or Cc), lowercased."""
    names: dict[str, set[str]] = {}
    if not messages:
        return names
    from email.utils import parseaddr  # imported here, for a vault with mail: ~15 ms of a first query

    for meta in messages:
        for person in _people(meta):
            name, addr = parseaddr(person)[0], address(person)
            if name.strip() and addr:
                names.setdefault(addr, set()).add(" ".join(name.lower().split()))
    return names


def _pick(on: list[frozenset[str]], names: dict[str, set[str]]) -> frozenset[str]:
    """The address on the most messages when on enough of them; else the addresses of the name whose addresses
    together are on the most, when on enough; else none."""
    seen = Counter(a for m in on for a in m)
    if not seen:
        return frozenset()
    best, count = max(seen.items(), key=lambda kv: (kv[1], kv[0]))
    if on_most_mail(count, len(on)):
        return frozenset({best})
    by_name: dict[str, set[str]] = {}
    for a, written in names.items():
        for n in written:
            by_name.setdefault(n, set()).add(a)
    shared = [(sum(1 for m in on if m & addrs), n, frozenset(addrs)) for n, addrs in by_name.items() if len(addrs) > 1]
    count, _, addrs = max(shared, default=(0, "", frozenset()))
    return addrs if on_most_mail(count, len(on)) else frozenset()


def _segment_mail(seg: Segment) -> tuple[np.ndarray, list[frozenset[str]], dict[str, set[str]]]:
    """(each session's sender address, "" for one that is not mail; the addresses on each message; the names
    each address is written with) of one segment, its deleted sessions included (they change who the owner is by
    little)."""
    memo = seg.session_memo.setdefault("mail_owner", {})
    hit = memo.get(0)
    if hit is None:
        mail = np.flatnonzero(seg.sess_kind == _EMAIL)
        metas = [seg.session_record(int(i)).get("metadata") or {} for i in mail]
        senders = np.full(len(seg.sess_kind), "", dtype=object)
        senders[mail] = [address(m.get("from") or "") if isinstance(m, dict) else "" for m in metas]
        dicts = [m for m in metas if isinstance(m, dict)]
        hit = memo[0] = (senders, [_on(m) for m in dicts], _names(dicts))
    return hit

"""Thread and conversation grouping: the replies of one mail thread (and sessions of one chat conversation) in a
result list become one row with a count, expandable; the row stands where the thread's best result ranked."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from vaultmem import SearchResult, Session

GROUPED_KINDS = frozenset({"email", "chat"})


@dataclass(frozen=True, slots=True)
class ResultGroup:
    members: tuple[SearchResult, ...]  # rank order; the first one leads

    @property
    def lead(self) -> SearchResult:
        return self.members[0]


def thread_key(session: Session | None) -> str | None:
    """What makes two sessions one thread: a mail's thread id (its first reference, else its own Message-ID),
    a chat's conversation id. None for everything else."""
    if session is None:
        return None
    meta = session.metadata or {}
    if session.kind == "email" and meta.get("thread_id"):
        return f"mail {meta['thread_id']}"
    if session.kind == "chat" and meta.get("conversation_id"):
        return f"chat {meta['conversation_id']}"
    return None


def group_results(results: Sequence[SearchResult], keys: Sequence[str | None]) -> list[ResultGroup]:
    """Results with the same key form one group, placed at its best member's rank; the rest stay alone."""
    order: list[list[SearchResult]] = []
    by_key: dict[str, list[SearchResult]] = {}
    for r, key in zip(results, keys):
        if key is None:
            order.append([r])
        elif key in by_key:
            by_key[key].append(r)
        else:
            by_key[key] = [r]
            order.append(by_key[key])
    return [ResultGroup(tuple(members)) for members in order]

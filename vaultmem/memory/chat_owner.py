"""Whose words in a messaging app's export are the owner's.

ChatGPT's, Signal's, Skype's and iMessage's exports and phones' SMS backups mark the owner's messages ("user");
WhatsApp's, Telegram's, Slack's, Messenger's, LINE's, KakaoTalk's and Discord's name every speaker, the owner
among them ("Chidi Okonkwo"). The vault's mail says who the owner is (``mail_owner``): a chat message is the
owner's when its speaker's name is made of words of a name the owner's address is written with ("Chidi",
"chidi okonkwo"). No name is configured or assumed: in a vault without mail no named speaker is the owner. The
atom table keeps each atom's speaker as a digest (``speaker_key``), so telling the owner's takes no chunk read.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable
from itertools import combinations
from typing import Any

import numpy as np

from ..index.snapshot import Snapshot
from ..text.terms import fold
from .mail_owner import owner_names

MAX_NAME_WORDS = 6  # the words of a mail name read for the owner's (a longer name is cut: its subsets would be many)
UNNAMED = frozenset({"user", "assistant", "system", "tool"})  # roles that name no person
_WORD = re.compile(r"[^\W_]+")


def spoken_by_name(metadata: Any) -> bool:
    """Whether a chunk is a chat message by a speaker named as a person (not "user", "assistant"…)."""
    role = metadata.get("role") if isinstance(metadata, dict) else None
    return isinstance(role, str) and "turn" in metadata and role not in UNNAMED and bool(name_words(role))


def speaker_key(name: str) -> int:
    """A speaker as the atom table keeps them: a digest of their name's words (0 for no name)."""
    return _digest(name_words(name))


def owner_keys(snap: Snapshot) -> np.ndarray:
    """The ``speaker_key`` of every name the owner may speak by: each set of words of a name their mail is
    written with ("Chidi", "Okonkwo", "Chidi Okonkwo"), of its first ``MAX_NAME_WORDS`` words; none in a vault
    whose mail names no owner."""
    def build(s: Snapshot) -> np.ndarray:
        keys = {_digest(part) for n in owner_names(s) for words in [_words(n)[:MAX_NAME_WORDS]]
                for k in range(1, len(words) + 1) for part in combinations(words, k)}
        return np.asarray(sorted(keys), np.uint32)
    return snap.derived("chat_owner_keys", build)


def name_words(name: str) -> frozenset[str]:
    """A name's words, lowercased and folded, of two letters or more ("Wei-Ling Tan" → {"wei", "ling", "tan"})."""
    return frozenset(_words(name))


def _words(name: str) -> tuple[str, ...]:
    """``name_words`` in the name's order, each once."""
    return tuple(dict.fromkeys(w for part in _WORD.findall(name.lower()) for w in fold(part) if len(w) > 1))


def _digest(words: Iterable[str]) -> int:
    """The words' digest, whatever their order; 0 for none, never 0 for some."""
    ordered = sorted(words)
    return (zlib.crc32(" ".join(ordered).encode()) or 1) if ordered else 0

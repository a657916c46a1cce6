"""Chat logs saved as text: WhatsApp's "Export chat" and the exports that copy it. Each message opens a line
with its date, time and sender ("[08/05/2023, 13:56:02] Ana: …" on iPhones, "08/05/2023, 13:56 - Ana: …" and
"5/8/23, 1:56 PM - Ana: …" on Android); a line without that prefix continues the message above it, and a
stamped line without a sender ("Messages and calls are end-to-end encrypted") is the app's own notice.

Such a file is a conversation like a JSON export (``chat.conversation_session``): one chunk per message, each
dated, the senders its participants, the session dated by its first message. Read as plain text it would be a
single paragraph dated by the file's modification time.
"""

from __future__ import annotations

import re
from itertools import islice

from .chat import Conversation, Turn, role_name
from .dates import numeric_order, parse_written

_MARKS = "\ufeff\u200e\u200f\u202a\u202c"  # byte-order and direction marks phones put before a line
_STAMP = re.compile(
    r"\[?(?P<when>(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}[:.]\d\d(?:[:.]\d\d)?"
    r"(?:\s?[aApP]\.?\s?[mM]\.?)?)\]?(?:\s+-)?\s+(?P<rest>.*)")
_SENDER = re.compile(r"(?P<who>[^:\s]+(?:\s[^:\s]+){0,3}):\s(?P<text>.*)", re.DOTALL)  # a name: up to four words
SNIFF_LINES = 40  # lines looked at to tell a chat log from a note (within the first SNIFF_CHARS)
SNIFF_CHARS = 16_384
SNIFF_SHARE = 0.6  # …of which at least this share open with a date and time
SNIFF_SENDERS = 3  # …and at least this many name a sender


def _lines(text: str) -> list[str]:
    return [line.strip(_MARKS).rstrip() for line in text.split("\n")]


def is_chat_log(text: str) -> bool:
    """Whether the text reads as a chat log: most of its first lines open with a date and time, and several
    of those name a sender. A diary whose entries start with a date has no "Name:" after the time."""
    head = list(islice((x for x in _lines(text[:SNIFF_CHARS]) if x.strip()), SNIFF_LINES))
    stamped = [m for line in head if (m := _STAMP.match(line))]
    senders = sum(1 for m in stamped if _SENDER.fullmatch(m["rest"]))
    return bool(head) and len(stamped) >= SNIFF_SHARE * len(head) and senders >= SNIFF_SENDERS


def chat_log(text: str, title: str) -> Conversation:
    """The log's messages as turns, each sender its role. A numeric date is read in the order the log's own
    dates show ("25/05/23" can only be day first: ``dates.numeric_order``)."""
    messages: list[tuple[str, str, list[str]]] = []  # (when, sender, lines)
    for line in _lines(text):
        m = _STAMP.match(line)
        if m is None:
            if messages:
                messages[-1][2].append(line)
            continue
        sent = _SENDER.fullmatch(m["rest"])
        if sent is None:  # the app's notice ("… changed the group name"): no one said it
            continue
        messages.append((m["when"], sent["who"], [sent["text"]]))
    order = numeric_order(when for when, _, _ in messages)
    turns = tuple(Turn(role_name(who), "\n".join(body).strip(), parse_written(when, order))
                  for when, who, body in messages)
    return Conversation("#0", title, None, turns, "chat log")

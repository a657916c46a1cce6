"""Skype's "Export chat history" (``messages.json``): how one of its messages reads.

The export is ``{"userId", "exportDate", "conversations": [{"displayName", "MessageList": [...]}]}``, each message
``{"displayName", "from", "originalarrivaltime", "messagetype", "content"}``, newest first. ``chat`` finds the
conversations and turns as it does for any export; this module says what a Skype message says and who said it:

- only what was typed ("Text", "RichText"): calls, members joining, pictures and files sent are the app's records
  of an event, with no words of anyone's;
- its content is Skype's markup: the message it replies to (``<quote>``, whose words are the earlier message's,
  already a turn of its own), the mark of an edit (``<e_m/>``), emoticons written as their text (``<ss>:)</ss>``),
  links and formatting as their text, and HTML's character references ("&apos;");
- its sender by the name Skype shows, else by the account it came from without Skype's prefixes
  ("8:live:karim" → "karim"); the owner's own messages, sent from the account the export names once (``userId``),
  are theirs ("user"), whatever name they show.
"""

from __future__ import annotations

import html
import re
from typing import Any

MESSAGE_TYPE = "messagetype"  # the key only Skype's messages carry
_TYPED = frozenset({"Text", "RichText"})
_QUOTE = re.compile(r"<quote\b.*?</quote>", re.DOTALL | re.IGNORECASE)
_TAG = re.compile(r"<[^<>]*>")
_ACCOUNT = re.compile(r"^(?:\d+:)?(?:live:)?(?:\.cid\.)?")  # "8:live:karim", "8:live:.cid.1a2b", "28:bot"


def is_message(item: dict[str, Any]) -> bool:
    return isinstance(item.get(MESSAGE_TYPE), str) and "originalarrivaltime" in item


def sender(item: dict[str, Any]) -> str | None:
    """Who sent the message: its display name, else its account without Skype's prefixes; None for neither."""
    name = item.get("displayName")
    if isinstance(name, str) and name.strip():
        return name.strip()
    return _plain(item.get("from"))


def owned(export: dict[str, Any]) -> dict[str, Any]:
    """A Skype export with its owner's messages (sent from the account it names once, ``userId``) said by "user";
    any other JSON as it is."""
    owner = _plain(export.get("userId"))
    if owner is None or not isinstance(export.get("exportDate"), str) or not isinstance(
            export.get("conversations"), list):
        return export

    def said(messages: Any) -> Any:
        if not isinstance(messages, list):
            return messages
        return [dict(m, displayName="user") if isinstance(m, dict) and _plain(m.get("from")) == owner else m
                for m in messages]

    return dict(export, conversations=[dict(c, MessageList=said(c.get("MessageList"))) if isinstance(c, dict) else c
                                       for c in export["conversations"]])


def _plain(account: Any) -> str | None:
    """An account without Skype's prefixes, lowercased ("8:live:Karim" → "karim"); None for none."""
    return (_ACCOUNT.sub("", account.strip()).lower() or None) if isinstance(account, str) else None


def text(item: dict[str, Any]) -> str:
    """What the message says, its markup read as a person sees it; "" for a record of an event."""
    content = item.get("content")
    if item.get(MESSAGE_TYPE) not in _TYPED or not isinstance(content, str):
        return ""
    return html.unescape(_TAG.sub("", _QUOTE.sub("", content))).strip()

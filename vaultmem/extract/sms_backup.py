"""Android's "SMS Backup & Restore" XML (``<smses>``): one conversation per contact, one chunk per message.

Each ``<sms>`` is a message with the other party's ``address`` (and ``contact_name``), a ``date`` in epoch
milliseconds, a ``type`` (1 received, 2 sent: the owner's) and its ``body``; each ``<mms>`` has ``msg_box`` for the
direction and its text in ``<part text="…">`` elements. The messages become the records a phone's JSON SMS export
holds, grouped by contact, so ``chat.thread_conversations`` reads them as it reads that export's threads: each turn
dated, the owner's turns the user's, each conversation titled by the contact. Read as text, the file would be a
wall of attributes and XML escapes.

The file is untrusted: it is parsed by expat without a document type, so it can declare no entity (a "billion
laughs" expansion or an external file) — a backup never has one.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import PurePosixPath
from typing import Any
from xml.parsers import expat

from ..errors import ExtractError
from .base import Extraction, Limits
from .chat import conversation_session, parse_time, thread_conversations

_PROLOGUE = ((b"<?xml", b"?>"), (b"<!--", b"-->"))  # what may stand before the root element: (opens, closes)
_SAID = ("1", "2")  # a message's type (an MMS's msg_box): received, sent; not a draft, an outbox or a failure
_PARTY_DIGITS = 9  # a contact's number is known by its last digits: "+44 7700 900123" and "07700900123" meet


class SmsBackupExtractor:
    name = "sms-backup"
    extensions: tuple[str, ...] = ()  # an .xml file is many things: the backup is known by its root element

    def sniff(self, head: bytes) -> bool:
        """The root element is ``<smses``, after a byte-order mark, an XML declaration and comments."""
        rest = head.removeprefix(b"\xef\xbb\xbf").lstrip()
        while opened := next(((o, c) for o, c in _PROLOGUE if rest.startswith(o)), None):
            end = rest.find(opened[1], len(opened[0]))
            if end < 0:
                return False
            rest = rest[end + len(opened[1]):].lstrip()
        return rest.startswith(b"<smses") and rest[6:7] in (b" ", b">", b"\t", b"\r", b"\n", b"/")

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        by_contact: dict[str, list[dict[str, Any]]] = {}
        for message in backup_messages(data):
            by_contact.setdefault(message["thread"], []).append(message)
        conversations = thread_conversations(list(by_contact.items()), parse_time)
        name = PurePosixPath(relpath).stem
        sessions = [conversation_session(c, i, mtime, limits.chunk_target_chars, name)
                    for i, c in enumerate(conversations)]
        return Extraction(tuple(s for s in sessions if s.chunks))


def backup_messages(data: bytes) -> list[dict[str, Any]]:
    """The backup's messages as SMS-export records (``address``, ``contact_name``, ``type`` 1 or 2, ``date``,
    ``body``, and the ``thread`` of their contact), in file order; drafts and failed or queued messages (another
    ``type``) were never said."""
    out: list[dict[str, Any]] = []
    mms: dict[str, Any] | None = None

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal mms
        if tag == "sms" and attrs.get("type") in _SAID:
            out.append(_record(attrs, attrs["type"], attrs.get("body", "")))
        elif tag == "mms" and attrs.get("msg_box") in _SAID:
            mms = _record(attrs, attrs["msg_box"], "")
            out.append(mms)
        elif tag == "part" and mms is not None and attrs.get("ct", "text/plain").startswith("text/plain"):
            text = attrs.get("text", "")
            if text and text != "null":
                mms["body"] = f"{mms['body']}\n{text}" if mms["body"] else text

    def end(tag: str) -> None:
        nonlocal mms
        if tag == "mms":
            mms = None

    parser = expat.ParserCreate()
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.StartDoctypeDeclHandler = _no_doctype
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise ExtractError("parse", f"not a readable SMS backup: {exc}") from None
    return out


def _record(attrs: dict[str, str], direction: str, body: str) -> dict[str, Any]:
    address = attrs.get("address", "")
    contact = attrs.get("contact_name", "")
    digits = re.sub(r"\D", "", address)
    return {"address": address, "contact_name": "" if contact in ("", "null", "(Unknown)") else contact,
            "type": direction, "date": attrs.get("date", ""),
            "body": "" if body == "null" else body, "thread": digits[-_PARTY_DIGITS:] or address}


def _no_doctype(*_: object) -> None:
    raise ExtractError("parse", "an SMS backup declares no document type (entities are not expanded)")

"""Address books (.vcf, vCard 2.1, 3.0 and 4.0): one ``contact`` session per card, its lines in words.

A card is a person (or a firm) with the ways to reach them: "the plumber's number" is found on the card whose
organisation, title or note says plumber, and its name and addresses are the session's people and place fields.
icalendar reads the shared content-line syntax (folding, parameters, escapes, several cards a file); what vCard
2.1 does its own way — bare parameters ("TEL;CELL") and quoted-printable values with soft line breaks, which phones
still export — is rewritten first. Pictures, sounds and keys are binary and left out. A card that does not parse is
a problem of its own; the others are kept.
"""

from __future__ import annotations

import quopri
import re
from datetime import datetime
from typing import Any

from icalendar import Component

from ..errors import ExtractError
from ..model import ChunkMetadata
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits, PartProblem
from .decode import decode_text

_BINARY = frozenset({"PHOTO", "LOGO", "SOUND", "KEY"})
_STRUCTURED = frozenset({"N", "ADR", "ORG"})  # values in ";"-separated parts
_NOT_KINDS = frozenset({"internet", "pref", "voice", "x400"})  # TYPE values that say nothing a person asks about
# The lines of a card, in the order a person reads them: (property, label); the name and the organisation head it
_LINES = (("NICKNAME", "Also known as"), ("TITLE", "Title"), ("ROLE", "Role"), ("TEL", "Phone"),
          ("EMAIL", "Email"), ("ADR", "Address"), ("URL", "Web"), ("IMPP", "Chat"), ("BDAY", "Birthday"),
          ("ANNIVERSARY", "Anniversary"), ("RELATED", "Related"), ("CATEGORIES", "Groups"), ("NOTE", "Note"))


class ContactsExtractor:
    name = "contacts"
    extensions: tuple[str, ...] = (".vcf", ".vcard")

    def sniff(self, head: bytes) -> bool:
        return head.removeprefix(b"\xef\xbb\xbf").lstrip()[:11].upper() == b"BEGIN:VCARD"

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        blocks, open_cards = cards(decode_text(data)[0])
        if not blocks:
            raise ExtractError("parse", "no vCard in the file (no BEGIN:VCARD … END:VCARD)")
        sessions, problems = [], []
        if open_cards:
            problems.append(PartProblem("parse", f"{open_cards} card(s) without END:VCARD skipped"))
        for i, block in enumerate(blocks):
            try:
                card = Component.from_ical(_as_vcard3(block))
            except (ValueError, KeyError, IndexError) as exc:
                problems.append(PartProblem("parse", f"card {i + 1} skipped: {exc}"[:300]))
                continue
            session = card_session(card, i, mtime)
            if session is not None:
                sessions.append(session)
        return Extraction(tuple(sessions), tuple(problems))


def cards(text: str) -> tuple[list[str], int]:
    """The text of each BEGIN:VCARD … END:VCARD block, in one pass over the lines, and how many were never ended
    (a BEGIN before the last one's END starts the card again)."""
    blocks: list[str] = []
    current: list[str] | None = None
    open_cards = 0
    for line in text.splitlines():
        marker = line.strip().upper()
        if marker == "BEGIN:VCARD":
            open_cards += current is not None
            current = [line]
        elif current is not None:
            current.append(line)
            if marker == "END:VCARD":
                blocks.append("\n".join(current))
                current = None
    return blocks, open_cards + (current is not None)


def card_session(card: Component, ordinal: int, mtime: datetime) -> ExtractedSession | None:
    """One card as a ``contact`` session of one chunk (a card is short); None for a card that names no one."""
    family, given = (_parts(card.get("N"), structured=True) + ["", ""])[:2]
    name = _first(card, "FN") or " ".join(p for p in (given, family) if p)
    org = ", ".join(p for p in _parts(card.get("ORG"), structured=True) if p)
    found = {prop: _all(card, prop) for prop, _ in _LINES}  # (value, its TYPE) per property
    values = {prop: [value for value, _ in pairs] for prop, pairs in found.items()}
    title = name or org or next(iter(values["EMAIL"] + values["TEL"]), "")
    if not title:
        return None
    lines = [title] + ([org] if org and org != title else [])
    lines += [f"{label}{f' ({kind})' if kind else ''}: {value}"
              for prop, label in _LINES for value, kind in found[prop]]
    body = "\n".join(lines)
    uid = _first(card, "UID")
    meta = ChunkMetadata(unit="card", summary=title)
    return ExtractedSession(
        key=f"uid:{uid}" if uid else f"#{ordinal}", kind="contact", title=title, date=mtime, text=body,
        chunks=(ExtractedChunk(body, 0, len(body), meta, user_authored=False),),
        metadata={"people": [p for p in (name, *values["NICKNAME"], *values["EMAIL"]) if p],
                  "location": "; ".join(values["ADR"]), "organization": org or None})


def _as_vcard3(block: str) -> str:
    """vCard 2.1's own forms made those icalendar reads: a bare parameter ("TEL;CELL") is a TYPE, and a
    quoted-printable value (a line ending in "=" goes on in the next) is decoded to a plain one."""
    out: list[str] = []
    lines = iter(block.splitlines())
    for line in lines:
        head, sep, value = line.partition(":")
        if not sep or line[:1] in (" ", "\t"):  # a folded line's continuation
            out.append(line)
            continue
        name, *params = head.split(";")
        params = [p if "=" in p else f"TYPE={p}" for p in params if p]
        if any(p.upper() == "ENCODING=QUOTED-PRINTABLE" for p in params):
            while value.endswith("="):
                value = value[:-1] + next(lines, "")
            charset = next((p.split("=", 1)[1] for p in params if p.upper().startswith("CHARSET=")), "utf-8")
            raw = quopri.decodestring(value.encode("ascii", "replace"))
            try:
                value = raw.decode(charset, "replace")
            except LookupError:  # a charset Python does not know
                value = raw.decode("utf-8", "replace")
            value = value.replace("\r\n", "\\n").replace("\n", "\\n")
            params = [p for p in params if p.upper() != "ENCODING=QUOTED-PRINTABLE"]
        params = [p for p in params if not p.upper().startswith("CHARSET=")]
        out.append(";".join([name, *params]) + ":" + value)
    return "\r\n".join(out) + "\r\n"


def _all(card: Component, prop: str) -> list[tuple[str, str]]:
    """Every value of ``prop`` as display text, with its TYPE ("cell", "work"); binary properties never."""
    if prop in _BINARY:
        return []
    raw = card.get(prop)
    out = []
    for v in raw if isinstance(raw, list) else [raw] if raw is not None else []:
        text = ", ".join(p for p in _parts(v, structured=prop in _STRUCTURED) if p)
        if text:
            types = getattr(v, "params", {}).get("TYPE", "")
            types = types if isinstance(types, list) else str(types).split(",")
            out.append((text, ", ".join(t.lower() for t in types if t and t.lower() not in _NOT_KINDS)))
    return out


def _first(card: Component, prop: str) -> str:
    found = _all(card, prop)
    return found[0][0] if found else ""


def _parts(value: Any, structured: bool) -> list[str]:
    """A value's parts as text: a structured value's fields (N: family, given, …; ADR: box, street, town, …), else
    the one text; escapes undone, whitespace trimmed."""
    if isinstance(value, list):
        value = value[0] if value else None
    if value is None:
        return []
    fields = getattr(value, "fields", None)
    if isinstance(fields, tuple):
        return [_trimmed(" ".join(f) if isinstance(f, (list, tuple)) else str(f)) for f in fields]
    raw = value.to_ical() if hasattr(value, "to_ical") else value
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    pieces = re.split(r"(?<!\\);", text) if structured else [text]
    return [_trimmed(re.sub(r"\\([,;:\\])", r"\1", p).replace("\\n", "\n").replace("\\N", "\n")) for p in pieces]


def _trimmed(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())

"""Email: one session per message from .eml, .emlx and mbox files.

Parsing uses the stdlib ``email`` package with ``policy.default`` (the package's default is still the
legacy ``compat32``, which leaves RFC 2047 words encoded); that policy decodes headers, quoted-printable
and base64 bodies and charsets. ``mailbox.mbox`` needs a file path, and extractors work on bytes without
writing temp files, so mbox splitting follows ``mailbox``'s rule here: a message starts at a line
beginning with ``From ``, and mboxrd-escaped ``>From `` lines are unescaped.

Quoted reply text (``> …`` lines, their "On … wrote:" attribution, Outlook's "Original Message" tail)
becomes separate chunks marked ``quoted`` so ranking can down-weight it and a thread's quotes don't
count the same words again. Small text attachments and attached documents (PDF, word processors', spreadsheets,
presentations) are read into chunks of their own, marked ``attachment``.
"""

from __future__ import annotations

import email
import email.policy
import functools
import re
from dataclasses import dataclass
from datetime import datetime
from email.header import decode_header, make_header
from email.headerregistry import BaseHeader, HeaderRegistry
from email.message import EmailMessage, Message
from email.utils import getaddresses, parsedate_to_datetime
from pathlib import PurePosixPath
from typing import Any

from ..model import ChunkMetadata
from .base import MAX_TITLE_CHARS, ExtractedSession, Extraction, Extractor, Limits, PartProblem
from .compose import Composer
from .decode import decode_text
from .htmltext import html_to_text
from .office import OfficeExtractor
from .paragraphs import Span, trim
from .pdf import PdfExtractor
from .presentation import PresentationExtractor
from .rtf import RtfExtractor
from .spreadsheet import SpreadsheetExtractor

_FROM_LINE = re.compile(rb"^From ", re.MULTILINE)
_ESCAPED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
_HEADER_LINE = re.compile(rb"^[A-Za-z][A-Za-z0-9-]*:[ \t]")
_MAIL_HEADERS = frozenset({b"return-path", b"received", b"from", b"to", b"subject", b"date", b"message-id",
                           b"mime-version", b"delivered-to", b"reply-to", b"content-type", b"cc"})
_MSG_ID = re.compile(r"<[^<>\s]+>")
_ATTRIBUTION = re.compile(
    r"^(?:On\b.{0,300}\bwrote|Am\b.{0,300}\bschrieb.{0,80}|Le\b.{0,300}\ba écrit|El\b.{0,300}\bescribió"
    r"|Em\b.{0,300}\bescreveu|Op\b.{0,300}\bschreef.{0,80})\s?:\s*$"
)
_OUTLOOK_TAIL = re.compile(r"^\s*(?:-{2,}\s*Original Message\s*-{2,}|_{20,})\s*$", re.IGNORECASE)
TEXT_ATTACHMENT_TYPES = frozenset({"text/plain", "text/markdown", "text/x-markdown", "text/csv", "text/calendar"})
MAX_TEXT_ATTACHMENT_BYTES = 1024 * 1024
# A document attached to a message is read as it would be in the vault: a PDF invoice's number, an agenda's date or
# a quote's total is the message's too. Known by its file name, else by its type (a name may be missing or vague).
DOCUMENT_READERS: dict[str, Extractor] = {".pdf": PdfExtractor(), ".docx": OfficeExtractor(), ".odt": OfficeExtractor(),
                                          ".xlsx": SpreadsheetExtractor(), ".ods": SpreadsheetExtractor(),
                                          ".pptx": PresentationExtractor(), ".odp": PresentationExtractor(),
                                          ".rtf": RtfExtractor()}
DOCUMENT_TYPES = {"application/pdf": ".pdf", "application/vnd.oasis.opendocument.text": ".odt",
                  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
                  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
                  "application/vnd.oasis.opendocument.spreadsheet": ".ods",
                  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
                  "application/vnd.oasis.opendocument.presentation": ".odp", "application/rtf": ".rtf",
                  "text/rtf": ".rtf"}
MAX_DOCUMENT_ATTACHMENT_BYTES = 8 * 1024 * 1024
_NO_DATE = datetime(1970, 1, 1)  # an attachment's own date is not the message's: only its text is kept
_POLICY = email.policy.default
_SURROGATE = re.compile("[\ud800-\udfff]")


# The stdlib header parser rescans the rest of a field for every word it takes (``get_unstructured`` splits the
# remainder each time), so its cost grows with the square of a field's length: a Subject of 100,000 RFC 2047 words
# (1.4 MB) took gigabytes, 10,000 (180 KB) 2 s and 0.9 GB, a To: of 50,000 addresses 33 s. Fields are cut before
# parsing, at a separator, and a message's fields together are parsed up to a budget (each field at most once);
# 32 KB (~1,500 addresses) parse in ~0.05 s. Real fields are far below (the longest in the sample mail: 0.4 KB).
MAX_HEADER_CHARS = 32 * 1024
MAX_ENCODED_WORDS = 1_000
MAX_PARSED_HEADER_CHARS = 256 * 1024


class _ParsedOnce(HeaderRegistry):
    """``policy.default``'s headers, each parsed once per message.

    ``email.message`` parses a header again on every access, and ``get_body``, ``walk``, ``get_filename`` and
    ``get_content`` read Content-Type and Content-Disposition over and over (~14 parses a message on the
    sample mail); the stock registry also builds a new header class on each one. Same header objects, values
    and defects: the email extract ran 1.8 → 0.8 ms/KB CPU. One instance per message, so nothing is shared
    or kept between messages.
    """

    def __init__(self) -> None:
        super().__init__()
        self._parsed: dict[tuple[str, str], BaseHeader] = {}
        self._budget = MAX_PARSED_HEADER_CHARS
        self.truncated: set[str] = set()  # names of the fields that were cut (reported as a part problem)

    def __getitem__(self, name: str) -> type:
        return _header_class(self.registry.get(name.lower(), self.default_class), self.base_class)

    def __call__(self, name: str, value: str) -> BaseHeader:
        header = self._parsed.get((name, value))
        if header is None:
            header = self._parsed[name, value] = super().__call__(name, self._bounded(name, value))
        return header

    def _bounded(self, name: str, value: str) -> str:
        """``value`` as it may be parsed: within the field and message budgets (see ``MAX_HEADER_CHARS``)."""
        allowed = min(MAX_HEADER_CHARS, self._budget)
        if len(value) > allowed or value.count("=?") > MAX_ENCODED_WORDS:
            value = bounded_field(value, max(allowed, 0))
            self.truncated.add(name.lower())
        self._budget -= len(value)
        return value


def bounded_field(value: str, max_chars: int) -> str:
    """``value`` cut to ``max_chars`` and ``MAX_ENCODED_WORDS`` encoded words, at the last comma or blank so no
    address or word is cut in half (unless none is near the end)."""
    cut = value[:max_chars]
    words = 0
    at = cut.find("=?")
    while at >= 0:
        words += 1
        if words > MAX_ENCODED_WORDS:
            cut = cut[:at]
            break
        at = cut.find("=?", at + 2)
    end = max(cut.rfind(","), cut.rfind(" "))
    return cut[:end] if end > len(cut) // 2 else cut


@functools.cache
def _header_class(cls: type, base: type) -> type:
    """The class ``HeaderRegistry.__getitem__`` builds for ``cls``, built once."""
    return type("_" + cls.__name__, (cls, base), {})


class EmailExtractor:
    name = "email"
    extensions: tuple[str, ...] = (".eml", ".emlx", ".mbox", ".mbx")

    def sniff(self, head: bytes) -> bool:
        if head.startswith(b"From "):
            return True
        lines = head.lstrip(b"\r\n").split(b"\n", 4)[:4]
        names = [m.group(0).split(b":")[0].lower() for line in lines if (m := _HEADER_LINE.match(line))]
        return len(names) >= 2 and any(n in _MAIL_HEADERS for n in names)

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        if PurePosixPath(relpath).suffix.lower() == ".emlx":
            data = _emlx_message(data)
        raw_messages = split_mbox(data) if data.startswith(b"From ") else [data]
        sessions: list[ExtractedSession] = []
        problems: list[PartProblem] = []
        for ordinal, raw in enumerate(raw_messages):
            try:
                session = message_session(raw, ordinal, mtime, limits.chunk_target_chars)
            except Exception as exc:  # noqa: BLE001 — one broken message must not lose the rest of an mbox
                problems.append(PartProblem("parse", f"message {ordinal + 1}: {type(exc).__name__}: {exc}"[:300]))
                continue
            if session.metadata.get("truncated_headers"):
                problems.append(PartProblem("truncated", f"message {ordinal + 1}: header fields cut to "
                                            f"{MAX_HEADER_CHARS // 1024} KB: "
                                            + ", ".join(session.metadata["truncated_headers"])[:200]))
            sessions.append(session)
        return Extraction(tuple(sessions), tuple(problems))


def split_mbox(data: bytes) -> list[bytes]:
    """Messages of an mbox, From_ lines removed and ``>From`` escapes undone (mboxrd and mboxo)."""
    starts = [m.start() for m in _FROM_LINE.finditer(data)]
    out: list[bytes] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(data)
        newline = data.find(b"\n", start, end)
        body = data[newline + 1:end] if newline >= 0 else b""
        if body.strip():
            out.append(_ESCAPED_FROM.sub(rb"\1", body))
    return out


def _emlx_message(data: bytes) -> bytes:
    """Apple Mail .emlx: a byte count line, the RFC 822 message, then a property list."""
    first, _, rest = data.partition(b"\n")
    return rest[: int(first)] if first.strip().isdigit() else data


@dataclass(frozen=True, slots=True)
class _Run:
    span: Span
    quoted: bool


def message_session(raw: bytes, ordinal: int, mtime: datetime, target_chars: int) -> ExtractedSession:
    """Parse one RFC 5322 message into a session: header lines, body chunks, quoted chunks, text attachments."""
    headers = _ParsedOnce()
    msg = email.message_from_bytes(raw, policy=_POLICY.clone(header_factory=headers))
    subject = _header(msg, "subject")
    message_id = _first_id(_header(msg, "message-id"))
    in_reply_to = _first_id(_header(msg, "in-reply-to"))
    references = _MSG_ID.findall(_header(msg, "references"))
    date = _date(msg)
    body_part = msg.get_body(preferencelist=("plain", "html")) if isinstance(msg, EmailMessage) else None
    body = _part_text(body_part) if body_part is not None else ""
    attachments, text_attachments = _attachments(msg, body_part)
    sender = _addresses(msg, "from")
    meta: dict[str, Any] = {
        "from": sender[0] if sender else "",
        "to": _addresses(msg, "to"),
        "cc": _addresses(msg, "cc"),
        "subject": subject,
        "date": date.isoformat() if date else None,
        "message_id": message_id,
        "in_reply_to": in_reply_to,
        "references": references,
        "thread_id": (references[0] if references else in_reply_to) or message_id,
        "attachments": attachments,
    }
    if headers.truncated:
        meta["truncated_headers"] = sorted(headers.truncated)
    chunk_subject = subject[:MAX_TITLE_CHARS]
    composer = Composer()
    header = _header_lines(meta, _header(msg, "date"))
    runs = quote_runs(body)
    # The header lines ride along with the first authored chunk, so a subject-only fact is findable in
    # context; when the message opens with a quote (bottom-posting) or has no body they stand alone, and so
    # do header lines longer than a chunk, which are chunked like a body (a Subject repeating one word 70,000
    # times must not make one chunk of 70,000 terms).
    include_header: int | None = 0 if runs and not runs[0].quoted and len(header) <= target_chars else None
    if include_header is None:
        composer.paragraphs(header, target_chars,
                            ChunkMetadata(subject=chunk_subject, part="headers", quoted=False))
    else:
        composer.append(header)
    pos = 0
    for run in runs:
        composer.append(body[pos:run.span.start])
        composer.paragraphs(body[run.span.start:run.span.end], target_chars,
                            ChunkMetadata(subject=chunk_subject, part="quoted" if run.quoted else "body",
                                          quoted=run.quoted),
                            include_from=None if run.quoted else include_header)
        include_header = include_header if run.quoted else None
        pos = run.span.end
    composer.append(body[pos:])
    for name, text in text_attachments:
        composer.append(f"\n\n--- Attachment: {name} ---\n")
        composer.paragraphs(text, target_chars,
                            ChunkMetadata(subject=chunk_subject, part="attachment", attachment=name,
                                          quoted=False))
    key = message_id.strip("<>") or f"#{ordinal}"
    return ExtractedSession(key=key, kind="email", title=subject or "(no subject)", date=date or mtime,
                            text=composer.text(), chunks=tuple(composer.chunks), metadata=meta)


def _header(msg: Message, name: str) -> str:
    """A decoded header as one line; falls back to raw RFC 2047 decoding if the typed parser chokes."""
    try:
        values = msg.get_all(name) or []
        text = " ".join(str(v) for v in values)
    except Exception:  # noqa: BLE001 — malformed headers are normal input
        text = " ".join(_decode_raw(v) for k, v in msg.raw_items() if k.lower() == name)
    return " ".join(_unescape_8bit(text).split())


def _unescape_8bit(text: str) -> str:
    """Raw 8-bit header bytes (UTF-8 per RFC 6532, or a legacy charset) arrive as surrogate escapes."""
    if not _SURROGATE.search(text):
        return text
    try:
        return decode_text(text.encode("utf-8", "surrogateescape"))[0]
    except UnicodeError:
        return _SURROGATE.sub("\ufffd", text)


def _decode_raw(value: str) -> str:
    value = bounded_field(value, MAX_HEADER_CHARS)  # raw values bypass the header factory's bounds
    try:
        return str(make_header(decode_header(value)))
    except Exception:  # noqa: BLE001 — keep the undecoded text rather than nothing
        return value


def _first_id(value: str) -> str:
    m = _MSG_ID.search(value)
    return m.group(0) if m else value.strip()


def _addresses(msg: Message, name: str) -> list[str]:
    """``Name <addr>`` strings of an address header, tolerating invalid address lists."""
    try:
        found = [str(a) for h in (msg.get_all(name) or []) for a in getattr(h, "addresses", ())]
    except Exception:  # noqa: BLE001
        raw = [_decode_raw(v) for k, v in msg.raw_items() if k.lower() == name]
        found = [f"{n} <{a}>" if n else a for n, a in getaddresses(raw)]
    return [_unescape_8bit(a) for a in found if a.strip()]


def _date(msg: Message) -> datetime | None:
    """The Date header as a datetime (aware unless the header says -0000), None when unparseable."""
    typed = _typed_date(msg)
    if typed is not None:
        return typed
    raw = next((v for k, v in msg.raw_items() if k.lower() == "date"), "")[:200]
    try:
        return parsedate_to_datetime(raw) if raw else None
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def _typed_date(msg: Message) -> datetime | None:
    try:
        value = getattr(msg.get("date"), "datetime", None)
    except Exception:  # noqa: BLE001 — the typed header parser can raise on garbage
        return None
    return value if isinstance(value, datetime) else None


def _part_text(part: Message) -> str:
    """Decoded text of a text/* part (CTE and charset), HTML converted; unknown charsets guessed."""
    try:
        content = part.get_content()  # type: ignore[attr-defined]
        text = content if isinstance(content, str) else decode_text(bytes(content))[0]
    except Exception:  # noqa: BLE001 — unknown charset, broken base64, non-text part
        payload = part.get_payload(decode=True)
        text = decode_text(payload)[0] if isinstance(payload, bytes) else ""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return html_to_text(text) if part.get_content_type() == "text/html" else text


def _attachments(msg: Message, body_part: Message | None) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """Attachment records (name, type, size) and the decoded text of small text attachments and documents."""
    records: list[dict[str, Any]] = []
    texts: list[tuple[str, str]] = []
    for part in msg.walk():
        if part is body_part or part.is_multipart():
            continue
        try:
            name = part.get_filename() or ""
        except Exception:  # noqa: BLE001 — undecodable RFC 2231 filename
            name = ""
        if not name and part.get_content_disposition() != "attachment":
            continue
        payload = part.get_payload(decode=True)
        size = len(payload) if isinstance(payload, bytes) else 0
        ctype = part.get_content_type()
        name = name or f"attachment-{len(records) + 1}"
        records.append({"name": name, "type": ctype, "size": size})
        if ctype in TEXT_ATTACHMENT_TYPES and 0 < size <= MAX_TEXT_ATTACHMENT_BYTES:
            texts.append((name, _part_text(part)))
        elif isinstance(payload, bytes) and 0 < size <= MAX_DOCUMENT_ATTACHMENT_BYTES and (
                text := _document_text(name, ctype, payload)):
            texts.append((name, text))
    return records, texts


def _document_text(name: str, ctype: str, payload: bytes) -> str:
    """An attached document's text (``DOCUMENT_READERS``), or "" when it is none or cannot be read: a broken
    attachment is no broken message (it stays listed among the attachments)."""
    suffix = PurePosixPath(name).suffix.lower()
    reader = DOCUMENT_READERS.get(suffix) or DOCUMENT_READERS.get(DOCUMENT_TYPES.get(ctype, ""))
    if reader is None:
        return ""
    try:
        extraction = reader.extract(name, payload, _NO_DATE, Limits())
    except Exception:  # noqa: BLE001 — containment: whatever the attachment holds, the message is still read
        return ""
    return "\n\n".join(session.text for session in extraction.sessions)


def _header_lines(meta: dict[str, Any], date_header: str) -> str:
    """The few header lines shown above the body in the preview."""
    lines = [f"From: {meta['from']}"] if meta["from"] else []
    if meta["to"]:
        lines.append("To: " + ", ".join(meta["to"]))
    if meta["cc"]:
        lines.append("Cc: " + ", ".join(meta["cc"]))
    if date_header:
        lines.append(f"Date: {date_header}")
    lines.append(f"Subject: {meta['subject']}")
    if meta["attachments"]:
        lines.append("Attachments: " + ", ".join(f"{a['name']} ({a['type']}, {a['size']:,} bytes)"
                                                  for a in meta["attachments"]))
    return "\n".join(lines) + "\n\n"


def quote_runs(body: str) -> list[_Run]:
    """Split a body into authored and quoted runs (trimmed spans), in order.

    Quoted: lines starting with ``>``; an attribution line ("On … wrote:", also its two-line Gmail wrap and
    common translations) right before quoted lines; everything after an Outlook "Original Message" rule.
    Blank lines belong to the run they sit in.
    """
    lines: list[tuple[int, int]] = []
    pos = 0
    for line in body.split("\n"):
        lines.append((pos, pos + len(line)))
        pos += len(line) + 1
    flags = [body[a:b].lstrip().startswith(">") for a, b in lines]
    blank = [not body[a:b].strip() for a, b in lines]
    for i, (a, b) in enumerate(lines):
        if flags[i] or blank[i]:
            continue
        if _OUTLOOK_TAIL.match(body[a:b]):
            flags[i:] = [True] * (len(lines) - i)
            break
        nxt = next((j for j in range(i + 1, len(lines)) if not blank[j]), None)
        if nxt is None or not flags[nxt]:
            continue
        if _ATTRIBUTION.match(body[a:b]):
            flags[i] = True
        elif i + 1 < len(lines) and _ATTRIBUTION.match(body[a:b] + " " + body[lines[i + 1][0]:lines[i + 1][1]]):
            flags[i] = flags[i + 1] = True
    runs: list[_Run] = []
    current: bool | None = None
    for i, (a, b) in enumerate(lines):
        if blank[i]:
            continue
        if current is None or flags[i] != current:
            runs.append(_Run(Span(a, b), flags[i]))
            current = flags[i]
        else:
            runs[-1] = _Run(Span(runs[-1].span.start, b), current)
    return [r for r in runs if trim(body, r.span.start, r.span.end) is not None]

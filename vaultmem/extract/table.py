"""CSV / TSV: rows rendered as ``field: value`` records, grouped into chunks; the header names the fields.

Rendering each row with its field names ("Description: La Sportiva Solution climbing shoes | Amount: 139.00")
lets a query match a value together with what it means, and keeps every chunk self-explanatory without the
header row it came from.
"""

from __future__ import annotations

import csv
import io
import itertools
from bisect import bisect_right
from dataclasses import replace
from datetime import datetime
from pathlib import PurePosixPath
from typing import Any

from ..model import ChunkMetadata
from .base import MAX_TITLE_CHARS, ExtractedChunk, ExtractedSession, Extraction, Limits, PartProblem
from .chat import MAX_TIME_TEXTS, Conversation, conversation, conversation_session, parse_time
from .dates import numeric_order
from .decode import decode_text
from .paragraphs import pack_spans, split_oversize

SNIFF_SAMPLE_CHARS = 16 * 1024
DELIMITERS = ",;\t|"
# Column names kept for a table (further columns are "column N"), and the widest table whose names each chunk's
# metadata repeats: a 2 MB CSV of 100,000 columns copied its header into each of its ~800 chunks (1.5 GB, 7 s).
MAX_NAMED_COLUMNS = 1_000
MAX_CHUNK_FIELDS = 64
# A message log's columns (``message_log``), named as exporters name them, in the order one is chosen
_MESSAGE_COLUMNS = ("message", "text", "body", "message text", "content", "msg")
_SENDER_COLUMNS = ("sender", "from", "sender name", "author", "speaker", "sent by", "name")
# when: a date (or date and time) column, then a column of the time of day beside it, if any
_DATE_COLUMNS = ("date", "message date", "timestamp", "datetime", "date time", "date/time", "sent", "sent at",
                 "sent date", "time sent", "date sent")
_CLOCK_COLUMNS = ("time", "message time", "sent time")
# whether a message was sent or received, where an exporter leaves the owner's own messages without a sender (read
# as ``chat.by_direction`` reads a message's ``type``)
_DIRECTION_COLUMNS = ("type", "direction", "status")


class TableExtractor:
    name = "table"
    extensions: tuple[str, ...] = (".csv", ".tsv", ".tab", ".psv")

    def sniff(self, head: bytes) -> bool:
        """Never claims by content: too many text files look like delimited rows."""
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        suffix = PurePosixPath(relpath).suffix.lower()
        delimiter = "\t" if suffix in (".tsv", ".tab") else "|" if suffix == ".psv" else guess_delimiter(text)
        rows, problems = read_rows(text, delimiter)
        title = PurePosixPath(relpath).stem.replace("_", " ").replace("-", " ")
        conv = message_log(rows)
        if conv is not None:  # titled by its file: a log names no chat, and its first words are small talk
            session = conversation_session(replace(conv, title=title), 0, mtime, limits.chunk_target_chars)
            return Extraction((session,) if session.chunks else (), tuple(problems))
        session, more = table_session("0", title, rows, mtime, limits.chunk_target_chars,
                                      {"delimiter": delimiter, "encoding": encoding})
        return Extraction((session,) if session else (), tuple(problems + more))


def message_log(rows: list[list[str]]) -> Conversation | None:
    """A table of messages — a column of who sent each, one of what they wrote, and one or two of when — as the
    conversation it records: phones and chat apps export a chat's history that way (Viber's message history,
    SMS and WhatsApp exporters' CSV), and read as a table its turns would be rows of field names. A sender of
    "Me" or "You" is the owner. None for any other table."""
    if len(rows) < 3 or not looks_like_header(rows):
        return None
    names = [_label(h) for h in rows[0]]
    said = _column(names, _MESSAGE_COLUMNS)
    who = _column(names, _SENDER_COLUMNS)
    day = _column(names, _DATE_COLUMNS)
    if said is None or who is None or day is None:
        return None
    when = [day] + [i for i in [_column(names, _CLOCK_COLUMNS)] if i is not None and i != day]
    way = _column(names, _DIRECTION_COLUMNS)
    # a row without a sender is its direction's: an outgoing one the owner's (iPhone exporters leave them unnamed)
    records = [{**({"sender": sender} if (sender := _cell(row, who)) else {"type": _cell(row, way)}),
                "text": _cell(row, said), "timestamp": " ".join(c for c in (_cell(row, i) for i in when) if c)}
               for row in rows[1:]]
    order = numeric_order(itertools.islice((r["timestamp"] for r in records), MAX_TIME_TEXTS))
    return conversation({"messages": records}, 0, lambda v: parse_time(v, order))


def _cell(row: list[str], i: int | None) -> str:
    return row[i].strip() if i is not None and i < len(row) else ""


def _label(header: str) -> str:
    return " ".join(header.strip().lower().replace("_", " ").split())


def _column(names: list[str], wanted: tuple[str, ...]) -> int | None:
    return next((names.index(w) for w in wanted if w in names), None)


def table_session(key: str, title: str, rows: list[list[str]], date: datetime, target_chars: int,
                  metadata: dict[str, Any]) -> tuple[ExtractedSession | None, list[PartProblem]]:
    """A table's rows as a session (None when it has none) and what was left out: the first row names the fields
    when it ``looks_like_header``; each chunk holds whole rows where they fit, and says which (``row_start``,
    counting the header row as a file's first line)."""
    if not rows:
        return None, []
    problems = []
    header = rows[0] if looks_like_header(rows) else []
    if len(header) > MAX_NAMED_COLUMNS:
        problems.append(PartProblem("truncated", f"only the first {MAX_NAMED_COLUMNS:,} of {len(header):,} "
                                                 "columns are named; the others are numbered"))
    fields = [h.strip()[:MAX_TITLE_CHARS] or f"column {i + 1}" for i, h in enumerate(header[:MAX_NAMED_COLUMNS])]
    chunk_fields = ChunkMetadata(fields=fields) if len(fields) <= MAX_CHUNK_FIELDS else ChunkMetadata()
    body = rows[1:] if header else rows
    lines = [render_row(fields, row) for row in body]
    row_starts, pos = [], 0
    for line in lines:
        row_starts.append(pos)
        pos += len(line) + 1
    rendered = "\n".join(lines)
    first_data_row = 2 if header else 1
    chunks: list[ExtractedChunk] = []
    filled = ([a for a, line in zip(row_starts, lines) if line],
              [a + len(line) for a, line in zip(row_starts, lines) if line])
    for g in pack_spans(split_oversize(rendered, filled, target_chars), target_chars):
        first = _row_index(row_starts, g.start)
        last = _row_index(row_starts, g.end - 1)
        meta = ChunkMetadata(row_start=first + first_data_row, row_end=last + first_data_row, **chunk_fields)
        chunks.append(ExtractedChunk(rendered[g.start:g.end], g.start, g.end, meta))
    if not chunks:
        return None, problems
    session = ExtractedSession(key=key, kind="table", title=title, date=date, text=rendered, chunks=tuple(chunks),
                               metadata={"fields": fields, "rows": len(body), **metadata})
    return session, problems


def guess_delimiter(text: str) -> str:
    """csv.Sniffer on a bounded sample (it is regex-heavy), defaulting to a comma.

    The sniffer only ever answers with a candidate that occurs in the sample, so a sample with no candidate
    besides the comma is a comma file without asking it (~150 µs for a 1 KB file, 2/3 of its extraction).
    """
    sample = text[:SNIFF_SAMPLE_CHARS]
    if not any(d in sample for d in DELIMITERS if d != ","):
        return ","
    try:
        return csv.Sniffer().sniff(sample, delimiters=DELIMITERS).delimiter
    except csv.Error:
        return ","


def read_rows(text: str, delimiter: str) -> tuple[list[list[str]], list[PartProblem]]:
    """All parseable rows; a row the csv module rejects ends reading with a problem, earlier rows kept."""
    rows: list[list[str]] = []
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        for row in reader:
            if any(cell.strip() for cell in row):
                rows.append([_unguarded(cell) for cell in row])
    except csv.Error as exc:
        return rows, [PartProblem("parse", f"CSV row {reader.line_num}: {exc}; later rows skipped")]
    return rows, []


def _unguarded(cell: str) -> str:
    """A cell written as Excel's text guard, ``="007"`` (so a spreadsheet keeps a code's leading zeros and a date
    as written), as the text it guards."""
    if len(cell) > 2 and cell.startswith('="') and cell.endswith('"'):
        return cell[2:-1].replace('""', '"')
    return cell


def looks_like_header(rows: list[list[str]]) -> bool:
    """The first row names fields when its cells are distinct non-numeric labels, as exports write them, and rows
    follow it (a table of one row is that row: its words are what it holds)."""
    first = [c.strip() for c in rows[0]]
    if len(rows) < 2 or not all(first) or len(set(first)) != len(first):
        return False
    return not any(_is_number(c) for c in first) and len(first) >= len(rows[1]) - 1


def render_row(fields: list[str], row: list[str]) -> str:
    """``field: value`` pairs joined by `` | ``; empty cells dropped, extra cells numbered."""
    cells = []
    for i, value in enumerate(row):
        value = " ".join(value.split())
        if value:
            name = fields[i] if i < len(fields) else f"column {i + 1}"
            cells.append(f"{name}: {value}")
    return " | ".join(cells)


def _row_index(starts: list[int], offset: int) -> int:
    return bisect_right(starts, offset) - 1


def _is_number(cell: str) -> bool:
    try:
        float(cell.replace(",", ""))
    except ValueError:
        return False
    return True

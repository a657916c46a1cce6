"""Chat logs saved as text, in the layouts apps and clients write them.

- WhatsApp's "Export chat" and the exports that copy it: each message opens a line with its date, time and
  sender ("[08/05/2023, 13:56:02] Ana: …" on iPhones, "08/05/2023, 13:56 - Ana: …" and "5/8/23, 1:56 PM - Ana: …"
  on Android); a line without that prefix continues the message above it, and a stamped line without a sender
  ("Messages and calls are end-to-end encrypted") is the app's own notice.
- signal-export's Markdown ("chat.md", read so whatever its extension): "[2024-04-09 14:50] Ana: …".
- IRC clients' logs and the chat logs that copy them: the same dated lines with the sender in angle brackets
  ("[2024-03-04 19:02] <ana> …") or, as WeeChat writes, between tabs ("2024-03-04 19:02:11\tana\t…"); a
  line whose sender is no nick ("-!- ana has joined", "* ana waves") is the client's notice or an action.
- imessage-exporter's text export: each message is a block of a line with its date and time alone
  ("May 02, 2022  8:52:21 PM", perhaps followed by "(Read by you after 2 minutes)"), a line with the sender ("Me"
  for the owner) and the message's lines.
- LINE's "Export chat history": a line with a day's date alone ("2024/05/02(Thu)", "2024.05.02 Thursday" or
  "Thu, 5/2/2024") heads that day's messages, each a line of its time, sender and text between tabs
  ("21:14\tMum\tok lah"); a message of several lines is quoted, its later lines unstamped.
- KakaoTalk's "Export chat": on a computer, a day's divider ("--------------- 2024년 5월 3일 금요일 ---------------"
  or "… Friday, May 3, 2024 …") heads lines of "[sender] [time] text" ("[엄마] [오후 2:15] 밥 먹었니?"); on a
  phone, each message is "date time, sender : text" ("2024. 5. 3. 오후 2:15, 엄마 : …", "May 3, 2024, 2:15 PM,
  Mum : …"), the date perhaps left to the day's line above. Korean times say morning or afternoon (오전, 오후)
  before the hour. The chat's name is in the export's first line ("엄마 님과 카카오톡 대화").

Such a file is a conversation like a JSON export (``chat.conversation_session``): one chunk per message, each
dated, the senders its participants, the session dated by its first message. Read as plain text it would be a
single paragraph dated by the file's modification time.
"""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date, datetime
from itertools import islice
from pathlib import PurePosixPath

from .base import Extraction
from .chat import Conversation, Turn, conversation_session, role_name
from .dates import numeric_order, parse_written

_MARKS = "\ufeff\u200e\u200f\u202a\u202c"  # byte-order and direction marks phones put before a line
_STAMP = re.compile(
    r"\[?(?P<when>(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}[:.]\d\d(?:[:.]\d\d)?"
    r"(?:\s?[aApP]\.?\s?[mM]\.?)?)\]?(?:\s+-)?\s+(?P<rest>.*)")
_SENDERS = (re.compile(r"<[@+%~&]?(?P<who>[^<>\s]{1,40})>\s(?P<text>.*)", re.DOTALL),  # IRC: <nick>, maybe @op
            # a name: up to four words, not a client's notice ("-!- Topic for #chan: …", "* ana waves: …")
            re.compile(r"(?![-*<=!])(?P<who>[^:\s]+(?:\s[^:\s]+){0,3}):\s(?P<text>.*)", re.DOTALL),
            re.compile(r"[@+%~&]?(?P<who>[^\t<>*\s@+%~&-][^\t]{0,39})\t(?P<text>.*)", re.DOTALL))  # WeeChat
# the names exports give every chat's log, in a folder that names the chat: WhatsApp's iPhone export ("_chat.txt"),
# signal-export ("chat.md")
_EXPORT_STEMS = ("_chat", "chat")
_CLIENT_MARK = re.compile(r"---\s+(?:Log (?:opened|closed)|Day changed)\b")  # irssi's undated lines, no message's
_BLOCK_STAMP = re.compile(  # imessage-exporter: "%b %d, %Y %l:%M:%S %p", then what it knows of the message's reading
    r"(?P<when>[A-Z][a-z]{2} \d{1,2}, \d{4}\s+\d{1,2}:\d\d(?::\d\d)?\s?[AP]M)(?:\s+\(.*\))?")
_BLOCK_SENDER = re.compile(r"\S+(?:\s\S+){0,3}")  # the line after a block's stamp: a name of up to four words
_DAY = re.compile(  # LINE: a day's date alone on its line, year first with its weekday, or the weekday first
    r"(?P<ymd>\d{4}[/.]\d{1,2}[/.]\d{1,2})(?:\s*\(\w+\)|\s+\w+)?|(?P<weekday>\w{3}),\s+(?P<numeric>\d{1,2}/\d{1,2}/\d{4})")
_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")  # English, as the exports write them (not the locale's)
_TIMED = re.compile(r"(?P<time>\d{1,2}:\d\d(?:\s?[AaPp][Mm])?)\t(?P<who>[^\t]{1,60})\t(?P<text>.*)")  # LINE
_K_NUMERIC = r"(\d{4})\s*[.년]\s*(\d{1,2})\s*[.월]\s*(\d{1,2})\s*[.일]?"  # KakaoTalk: "2024. 5. 3.", "2024년 5월 3일"
_K_DATE = rf"{_K_NUMERIC}|[A-Z][a-z]+ \d{{1,2}}, \d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}"
_K_TIME = r"(?:(오전|오후)\s*)?(\d{1,2}):(\d\d)(?::\d\d)?(?:\s?([AaPp])\.?[Mm]\.?)?"  # "오후 2:15", "2:15 PM"
_K_DAY = re.compile(  # KakaoTalk: a day's date alone, in a computer's divider or on its own line
    rf"(?:-{{5,}}\s*)?(?:[A-Z][a-z]+day,\s)?(?P<date>{_K_DATE})(?:\s+\S+요일|\s+[A-Z][a-z]+day)?(?:\s*-{{5,}})?")
_K_BRACKETS = re.compile(rf"\[(?P<who>[^\[\]]{{1,60}})\] \[(?P<time>{_K_TIME})\] (?P<text>.*)")  # a computer's
_K_SAID = re.compile(  # a phone's: "date time, sender : text", the date perhaps on the day's line
    rf"(?:(?P<date>{_K_DATE}),?\s*(?:at\s+)?)?(?P<time>{_K_TIME}),\s(?P<who>[^:\n]{{1,60}}?)\s:\s(?P<text>.*)")
_K_NOTICE = re.compile(rf"(?:{_K_DATE}),?\s*(?:at\s+)?{_K_TIME}\b")  # dated, but no one's message: "…님이 들어왔습니다"
_K_HEADER = re.compile(  # the export's first line, naming the chat
    r"(?P<ko>.+?)\s*님과 카카오톡 대화|(?P<en>.+?) with KakaoTalk Chats?|(?:KakaoTalk )?Chats? with (?P<to>.+)")
_K_SAVED = re.compile(r"(?:저장한 날짜|Date Saved|Saved Date)\s*:")
SNIFF_LINES = 40  # lines looked at to tell a chat log from a note (within the first SNIFF_CHARS)
SNIFF_CHARS = 16_384
SNIFF_SHARE = 0.6  # …of which at least this share open with a date and time
SNIFF_SENDERS = 3  # …and at least this many name a sender (or, in blocks, are followed by one)
SNIFF_BLOCK_LINES = 8  # blocks: at most this many lines, on average, from one stamp to the next


def _lines(text: str) -> list[str]:
    return [line.strip(_MARKS).rstrip() for line in text.split("\n")]


def _layout(text: str) -> str | None:
    """"lines" when most of the first lines open with a date and time and several of those name a sender (a
    diary whose entries start with a date has no "Name:" after the time); "blocks" when several of them are a
    date and time alone followed by a short line, the sender, one at least every ``SNIFF_BLOCK_LINES`` lines on
    average; "days" when most of them are a day's date alone or a time, a sender and a text between tabs, and
    several the latter; "kakao" when most are KakaoTalk's messages, day lines and header, several of them
    messages."""
    head = list(islice((x for x in _lines(text[:SNIFF_CHARS]) if x.strip()), SNIFF_LINES))
    stamped = [m for line in head if (m := _STAMP.match(line))]
    if head and len(stamped) >= SNIFF_SHARE * len(head) and sum(
            1 for m in stamped if _sender(m["rest"])) >= SNIFF_SENDERS:
        return "lines"
    blocks = [i for i, line in enumerate(head[:-1])
              if _BLOCK_STAMP.fullmatch(line.strip()) and _BLOCK_SENDER.fullmatch(head[i + 1].strip())]
    if len(blocks) >= SNIFF_SENDERS and (blocks[-1] - blocks[0]) / (len(blocks) - 1) <= SNIFF_BLOCK_LINES:
        return "blocks"
    days = sum(1 for line in head if _DAY.fullmatch(line))
    timed = sum(1 for line in head if _TIMED.fullmatch(line))
    if days and timed >= SNIFF_SENDERS and days + timed >= SNIFF_SHARE * len(head):
        return "days"
    said = sum(1 for line in head if _kakao_message(line))
    told = sum(1 for line in head if _K_DAY.fullmatch(line) or _K_HEADER.fullmatch(line) or _K_SAVED.match(line))
    if said >= SNIFF_SENDERS and said + told >= SNIFF_SHARE * len(head):
        return "kakao"
    return None


def chat_log_extraction(text: str, relpath: str, mtime: datetime, target_chars: int) -> Extraction | None:
    """The text as a conversation's session (``chat_log``), titled for the file (``log_title``), or None when it
    reads as no chat log."""
    if (conv := chat_log(text, log_title(relpath))) is None:
        return None
    session = conversation_session(conv, 0, mtime, target_chars)
    return Extraction((session,) if session.chunks else ())


def log_title(relpath: str) -> str:
    """The file's name without its extension, but for the exports that give every chat's log one name inside a
    folder that names the chat (``_EXPORT_STEMS``: the unzipped "WhatsApp Chat - Name.zip" holds "_chat.txt")."""
    path = PurePosixPath(relpath)
    return path.parent.name if path.stem in _EXPORT_STEMS and path.parent.name else path.stem


def chat_log(text: str, title: str) -> Conversation | None:
    """The log's messages as turns, each sender its role; None when the text reads as no chat log
    (``_layout``). A numeric date is read in the order the log's own dates show ("25/05/23" can only be day
    first: ``dates.numeric_order``)."""
    layout = _layout(text)
    if layout is None:
        return None
    messages = {"blocks": _blocks, "days": _day_lines, "kakao": _kakao_lines, "lines": _stamped_lines}[layout](text)
    if layout == "kakao" and (named := _kakao_title(text)):
        title = named
    order = numeric_order(when for when, _, _ in messages)
    turns = tuple(Turn(role_name(who), "\n".join(body).strip(), parse_written(when, order))
                  for when, who, body in messages)
    return Conversation("#0", title, None, turns, "chat log")


def _blocks(text: str) -> list[tuple[str, str, list[str]]]:
    """imessage-exporter's messages: (when, sender, lines) per block, the owner's sender ("Me") as "user"; a
    reply it indents under its message is a block like the others."""
    messages: list[tuple[str, str, list[str]]] = []
    lines = _lines(text)
    i = 0
    while i < len(lines):
        m = _BLOCK_STAMP.fullmatch(lines[i].strip())
        if m is not None and i + 1 < len(lines) and _BLOCK_SENDER.fullmatch(lines[i + 1].strip()):
            who = lines[i + 1].strip()
            messages.append((m["when"], "user" if who == "Me" else who, []))
            i += 2
            continue
        if messages:
            messages[-1][2].append(lines[i].strip())
        i += 1
    return messages


def _stamped_lines(text: str) -> list[tuple[str, str, list[str]]]:
    """WhatsApp's messages: (when, sender, lines) per stamped line and the unstamped lines after it."""
    messages: list[tuple[str, str, list[str]]] = []
    for line in _lines(text):
        m = _STAMP.match(line)
        if m is None:
            if messages and not _CLIENT_MARK.match(line):
                messages[-1][2].append(line)
            continue
        sent = _sender(m["rest"])
        if sent is None:  # the app's notice ("… changed the group name"): no one said it
            continue
        messages.append((m["when"], sent["who"], [sent["text"]]))
    return messages


def _day_lines(text: str) -> list[tuple[str, str, list[str]]]:
    """LINE's messages: (when, sender, lines) per timed line under its day's date; a quoted message's quotes,
    which only mark where its lines end, are taken off."""
    messages: list[tuple[str, str, list[str]]] = []
    day = None
    for line in _lines(text):
        if (d := _DAY.fullmatch(line)) is not None:
            day = _day(d)
        elif day is not None and (m := _TIMED.fullmatch(line)) is not None:
            messages.append((f"{day} {m['time']}", m["who"], [m["text"]]))
        elif messages:
            messages[-1][2].append(line)
    for _, _, body in messages:
        while len(body) > 1 and not body[-1].strip():  # the blank line before the next day's date
            body.pop()
        if len(body) > 1 and body[0].startswith('"') and body[-1].endswith('"'):
            body[0], body[-1] = body[0][1:], body[-1][:-1]
    return messages


def _day(m: re.Match[str]) -> str:
    """A day line's date, year first; a weekday-first one ("Thu, 5/2/2024") in the order of day and month that
    falls on its weekday, else as written (then read as the log's other dates show)."""
    if m["ymd"] is not None:
        return re.sub(r"[/.]", "-", m["ymd"])
    a, b, year = (int(x) for x in m["numeric"].split("/"))
    for month, day in ((a, b), (b, a)):
        with suppress(ValueError):
            if _WEEKDAYS[date(year, month, day).weekday()] == m["weekday"].lower():
                return f"{year:04d}-{month:02d}-{day:02d}"
    return m["numeric"]


def _sender(rest: str) -> re.Match[str] | None:
    """The sender and text of a stamped line's rest, in the first layout that reads it."""
    return next((m for pattern in _SENDERS if (m := pattern.fullmatch(rest))), None)


def _kakao_lines(text: str) -> list[tuple[str, str, list[str]]]:
    """KakaoTalk's messages: (when, sender, lines) per message line, dated by its own date or its day's line; a
    dated line that is no one's message (someone joined or left) is skipped."""
    messages: list[tuple[str, str, list[str]]] = []
    day = ""
    for line in _lines(text):
        if (d := _K_DAY.fullmatch(line.strip())) is not None:
            day = _kakao_day(d["date"])
        elif (m := _kakao_message(line)) is not None:
            when_day = _kakao_day(m["date"]) if m.groupdict().get("date") else day
            messages.append((f"{when_day} {_kakao_time(m['time'])}".strip(), m["who"].strip(), [m["text"]]))
        elif messages and not _K_NOTICE.match(line):
            messages[-1][2].append(line)
    for _, _, body in messages:
        while len(body) > 1 and not body[-1].strip():
            body.pop()
    return messages


def _kakao_message(line: str) -> re.Match[str] | None:
    return _K_BRACKETS.fullmatch(line) or _K_SAID.fullmatch(line)


def _kakao_day(written: str) -> str:
    """A KakaoTalk date as year-month-day ("2024년 5월 3일", "2024. 5. 3." → "2024-05-03"); an English one
    ("May 3, 2024") as written, for ``parse_written``."""
    if (m := re.fullmatch(_K_NUMERIC, written.strip())) is None:
        return written.strip()
    return f"{int(m[1]):04d}-{int(m[2]):02d}-{int(m[3]):02d}"


def _kakao_time(written: str) -> str:
    """A KakaoTalk time on the 24-hour clock: "오후 2:15" (afternoon) and "2:15 PM" → "14:15"."""
    m = re.fullmatch(_K_TIME, written.strip())
    if m is None:
        return written
    hour = int(m[2]) % 12 if (m[1] or m[4]) else int(m[2])
    if m[1] == "오후" or (m[4] or "").lower() == "p":
        hour += 12
    return f"{hour:02d}:{m[3]}"


def _kakao_title(text: str) -> str:
    """The chat's name from the export's first lines ("엄마 님과 카카오톡 대화" → "엄마"), or ""."""
    for line in islice((x.strip() for x in _lines(text[:SNIFF_CHARS]) if x.strip()), 2):
        if (m := _K_HEADER.fullmatch(line)) is not None:
            return next(v.strip() for v in m.groups() if v)
    return ""

"""Chat exports (.json, .jsonl): one session per conversation, one chunk per turn; other JSON → records.

Recognised shapes: a list of ``{role, content[, timestamp]}`` turns; JSONL with one turn per line; an
object holding its turns under ``messages``, ``turns``, ``dialogue``, ``dialog``, ``utterances``,
``conversation``, ``chat`` or ``history``; ChatGPT's
export (a list of conversations whose ``mapping`` is a message tree — the shown branch is the path from
``current_node`` up to the root); Claude's export (``chat_messages`` with ``sender`` / ``text``); LoCoMo's
(numbered sessions ``session_1``, ``session_2``… each dated by its ``session_N_date_time``, in one object, under a
sample's ``conversation``, or one session to a file: each session is a conversation); a log of question and
answer pairs (``{q, a}``, ``{question, answer}``, ``{prompt, response}``… one per line or in a list: one
conversation of the owner's questions and the answers); the messaging
apps' own exports: Telegram Desktop's ``result.json`` (one chat, or every chat under ``chats.list``; a message's
text may be a list of plain strings and formatted pieces), Facebook Messenger's and Instagram's
``message_N.json`` (``sender_name``, ``timestamp_ms``, newest message first, text as UTF-8 bytes written out
as Latin-1 characters), DiscordChatExporter's JSON (``author`` as an object with a ``name``), Slack's export (a
day's messages, each by ``user`` id with the ``user_profile`` that names them; its lists of the workspace's users
and of its direct messages' members hold nothing said and are not indexed), Google Chat's (``creator`` as
an object with a ``name``, ``created_date``), Signal's (a list of messages with a ``body``, the sender's
``sourceName``, and ``type`` "outgoing" for the owner's, timed in milliseconds) and phones' SMS exports (messages
with an ``address``, a ``type`` saying sent or received, and the ``thread`` or ``thread_id`` of each: one
conversation per thread) and Skype's ``messages.json`` (each conversation's ``MessageList``, read by ``skype``). A
turn's text is its ``content``, ``text``, ``message``, ``msg``, ``parts``, ``body`` or ``value``. Anything else —
and messages whose text is under a key none of these shapes uses — is flattened into record chunks that carry their
JSON path, so its words are found all the same.
"""

from __future__ import annotations

import itertools
import json
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any

from ..errors import ExtractError
from ..model import ChunkMetadata
from . import skype
from .base import ExtractedChunk, ExtractedSession, Extraction, Limits, PartProblem
from .compose import Composer
from .dates import numeric_order, parse_written
from .decode import decode_text
from .paragraphs import pack_spans, split_oversize

_ROLE_KEYS = ("role", "sender", "sender_name", "from", "speaker", "author", "creator", "user", "sourceName")
_TEXT_KEYS = ("content", "text", "message", "msg", "parts", "body", "value")
_TIME_KEYS = ("timestamp", "create_time", "created_at", "date_time", "datetime", "time", "date", "created", "ts",
              "sent_at", "sent", "started", "started_at", "start_time", "timestamp_ms", "date_unixtime", "created_date",
              "originalarrivaltime")
_ID_KEYS = ("id", "conversation_id", "uuid")
_TURN_LISTS = ("messages", "turns", "dialogue", "dialog", "utterances", "conversation", "chat",
               "history", "MessageList")  # a conversation's list of turns (Skype's: "MessageList")
_CHAT_LISTS = ("conversations", "chats", "left_chats")  # an export's list of conversations (Telegram: {"list": [...]})
_AUTHOR_NAMES = ("role", "nickname", "name")  # an author object's speaker: ChatGPT's role, Discord's names
_PROFILE_NAMES = ("real_name", "display_name", "name")  # Slack: the person a "user" id stands for
# A Slack export's lists of the workspace's people and of who is in each direct message (its channels.json is
# kept: a channel's topic and purpose are written by people)
_SLACK_LISTS = {"users.json": "users", "org_users.json": "users", "dms.json": "direct messages",
                "mpims.json": "group messages"}
_SLACK_ID = re.compile(r"[UWD][A-Z0-9]{6,}")  # a Slack user's or direct message's id
_NUMBERED_SESSION = re.compile(r"session_(\d{1,4})")  # LoCoMo: "session_3": [turns], "session_3_date_time": "…"
_SPEAKER_KEYS = ("speaker_a", "speaker_b")
_SENT = frozenset({"outgoing", "sent", "outbox", "2", "4"})  # a message's direction (``by_direction``)…
_RECEIVED = frozenset({"incoming", "received", "inbox", "1"})
_OTHER_PARTY = ("contact_name", "__display_name", "address", "source")  # …and who sent a received one
_THREAD_KEYS = ("thread_id", "thread")
_ASKED_KEYS = ("q", "question", "prompt", "query", "instruction")  # a question-and-answer pair: what was asked…
_ANSWER_KEYS = ("a", "answer", "response", "reply", "completion", "output")  # …and the answer
_ROLE_NAMES = {"human": "user", "me": "user", "you": "user", "bot": "assistant", "ai": "assistant",
               "model": "assistant", "gpt": "assistant", "chatgpt": "assistant", "claude": "assistant",
               "function": "tool"}
_MS_EPOCH = 10**11  # numbers above this are milliseconds since the epoch (year 5138 in seconds)
_EPOCH_TEXT = re.compile(r"\d{9,13}(?:\.\d+)?")  # epoch seconds or milliseconds written as text (Slack's "ts")
MAX_TIME_TEXTS = 1000  # timestamps read to settle a file's numeric day/month order
MAX_ROLE_CHARS = 64  # a role is a word ("user", "assistant"); every chunk of a turn carries it
MAX_PATH_CHARS = 200
RECORD_TEXT_FACTOR = 4  # record text beyond this multiple of the file (plus RECORD_TEXT_MIN) is not made
RECORD_TEXT_MIN = 1 << 16


@dataclass(frozen=True, slots=True)
class Turn:
    role: str
    text: str
    time: datetime | None


@dataclass(frozen=True, slots=True)
class Conversation:
    key: str
    title: str
    created: datetime | None
    turns: tuple[Turn, ...]
    shape: str


class ChatExtractor:
    name = "chat"
    extensions: tuple[str, ...] = (".json", ".jsonl", ".ndjson")

    def sniff(self, head: bytes) -> bool:
        return head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"[")

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        value, problems = load_json(decode_text(data)[0], PurePosixPath(relpath).suffix.lower() != ".json")
        listed = slack_directory(relpath, value)
        if listed:
            return Extraction((), (PartProblem("empty", f"a Slack export's list of its {listed}: nothing said in it "
                                                        "(each message names its sender itself)"),))
        if is_messenger_export(value):
            value = latin1_mojibake_undone(value)
        # A numeric date ("05/02/2023 20:10") is read in the order the file's own timestamps show
        order = numeric_order(itertools.islice(time_texts(value), MAX_TIME_TEXTS))
        conversations = find_conversations(value, lambda v: parse_time(v, order))
        if conversations:
            name = PurePosixPath(relpath).stem if len(conversations) == 1 else ""  # a file of one chat is named for it
            sessions = [conversation_session(c, i, mtime, limits.chunk_target_chars, name)
                        for i, c in enumerate(conversations)]
            return Extraction(tuple(s for s in sessions if s.chunks), tuple(problems))
        budget = RECORD_TEXT_FACTOR * len(data) + RECORD_TEXT_MIN
        session, complete = records_session(value, relpath, mtime, limits.chunk_target_chars, budget)
        if not complete:
            problems.append(PartProblem("truncated", f"as path: value lines this JSON would be over "
                                                     f"{RECORD_TEXT_FACTOR}× the file; only the first records are kept"))
        return Extraction((session,), tuple(problems))


def load_json(text: str, lines_allowed: bool) -> tuple[Any, list[PartProblem]]:
    """One JSON document, or JSON Lines (a list of the values) when that is what the file holds."""
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        if not (lines_allowed or exc.msg == "Extra data"):
            raise ExtractError("parse", f"not valid JSON: {exc}") from None
        whole_error = exc
    values: list[Any] = []
    bad = 0
    for line in text.split("\n"):
        if line.strip():
            try:
                values.append(json.loads(line))
            except json.JSONDecodeError:
                bad += 1
    if not values:
        raise ExtractError("parse", f"not valid JSON or JSON Lines: {whole_error}")
    problems = [PartProblem("parse", f"{bad} line(s) are not valid JSON and were skipped")] if bad else []
    return values, problems


def parse_time(value: Any, numeric: str = "") -> datetime | None:
    """Epoch seconds or milliseconds (UTC; a number, or written as one), or a written date
    (``dates.parse_written``: ISO 8601, RFC 2822, "1:56 pm on 8 May, 2023", and "05/02/2023 20:10" in the
    ``numeric`` day/month order)."""
    try:
        if isinstance(value, bool):
            return None
        if isinstance(value, str) and _EPOCH_TEXT.fullmatch(value.strip()):
            value = float(value)
        if isinstance(value, (int, float)):
            seconds = value / 1000 if abs(value) > _MS_EPOCH else value
            return datetime.fromtimestamp(seconds, tz=UTC)
        if isinstance(value, str):
            return parse_written(value, numeric)
    except (ValueError, OverflowError, OSError):
        return None
    return None


ReadTime = Callable[[Any], datetime | None]


def time_texts(value: Any) -> Iterator[str]:
    """The strings held under a time key anywhere in the JSON, in document order."""
    if isinstance(value, dict):
        for k, v in value.items():
            if isinstance(v, str) and k in _TIME_KEYS:
                yield v
            elif isinstance(v, (dict, list)):
                yield from time_texts(v)
    elif isinstance(value, list):
        for v in value:
            yield from time_texts(v)


def slack_directory(relpath: str, value: Any) -> str:
    """What a Slack export's workspace list lists ("users", "direct messages"…), or "": the files beside its day
    folders that say who each id is and who is in each direct message. Indexed, the copies of one users.json (one
    in each month's export) outrank the conversations for every question naming a colleague."""
    listed = _SLACK_LISTS.get(PurePosixPath(relpath).name.lower(), "")
    if not listed or not isinstance(value, list):
        return ""
    return listed if all(isinstance(v, dict) and _SLACK_ID.fullmatch(str(v.get("id", ""))) for v in value) else ""


def is_messenger_export(value: Any) -> bool:
    """Facebook Messenger's (and Instagram's) ``message_N.json``: participants, and messages by ``sender_name``."""
    if not isinstance(value, dict):
        return False
    messages = value.get("messages")
    return (isinstance(value.get("participants"), list) and isinstance(messages, list) and bool(messages)
            and all(isinstance(m, dict) and "sender_name" in m for m in messages[:20]))


def latin1_mojibake_undone(value: Any) -> Any:
    """Every string of the JSON re-read as the UTF-8 bytes its characters spell ("CzeÅ\x9bÄ\x87" → "Cześć"), as
    Messenger's exports need; a string that is not such bytes (already real text) is kept as it is."""
    if isinstance(value, str):
        try:
            return value.encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return value
    if isinstance(value, list):
        return [latin1_mojibake_undone(v) for v in value]
    if isinstance(value, dict):
        return {k: latin1_mojibake_undone(v) for k, v in value.items()}
    return value


def find_conversations(value: Any, read_time: ReadTime = parse_time) -> list[Conversation]:
    """Conversations in any recognised shape, each with a turn that says something; [] when the JSON is not a
    chat, or its messages keep their text under a key no shape names (the extractor then reads it as records, so
    its words are found all the same)."""
    if isinstance(value, dict):
        value = skype.owned(value)
        lists = [v.get("list") if isinstance(v, dict) else v for k in _CHAT_LISTS if (v := value.get(k)) is not None]
        if lists and all(isinstance(v, list) for v in lists):
            return [c for v in lists for c in find_conversations(v, read_time)]
        return conversations_in(value, 0, read_time)
    if not isinstance(value, list) or not value:
        return []
    dicts = [v for v in value if isinstance(v, dict)]
    if groups := threads(dicts):
        return thread_conversations(groups, read_time)
    turns = [t for t in (turn(v, read_time) for v in dicts) if t is not None]
    if len(turns) * 2 > len(value):
        said = tuple(t for t in turns if t.text)
        return [Conversation("", "", None, said, "turns")] if said else []
    pairs = [p for p in (qa_pair(v, read_time) for v in dicts) if p is not None]
    if len(pairs) * 2 > len(value):
        said = tuple(t for p in pairs for t in p if t.text)
        return [Conversation("", "", None, said, "qa")] if said else []
    found = [conversations_in(v, i, read_time) for i, v in enumerate(dicts)]
    return [c for cs in found for c in cs] if sum(map(bool, found)) * 2 > len(value) else []


def conversations_in(obj: dict[str, Any], ordinal: int, read_time: ReadTime = parse_time) -> list[Conversation]:
    """The conversations one object holds: LoCoMo's numbered sessions (in the object, or in the sample's
    ``conversation``), else the object as one conversation of any known shape."""
    inner = obj.get("conversation")
    holder = inner if isinstance(inner, dict) else obj
    numbered = sorted((int(m.group(1)), k) for k in holder
                      if (m := _NUMBERED_SESSION.fullmatch(k)) and isinstance(holder[k], list))
    if not numbered:
        if groups := threads(turn_list(obj) or []):
            return thread_conversations(groups, read_time)
        conv = conversation(obj, ordinal, read_time) or (conversation(inner, ordinal, read_time)
                                                         if isinstance(inner, dict) else None)
        return [conv] if conv else []
    speakers = " and ".join(v.strip() for k in _SPEAKER_KEYS if isinstance(v := holder.get(k), str) and v.strip())
    prefix = next((f"{obj[k]}/" for k in ("sample_id", *_ID_KEYS) if isinstance(obj.get(k), (str, int))), "")
    out = []
    for n, key in numbered:
        turns = tuple(t for t in (turn(m, read_time) for m in holder[key]) if t is not None and t.text)
        if turns:
            when = read_time(holder.get(f"{key}_date_time")) or read_time(holder.get(f"{key}_date"))
            title = f"{speakers}, session {n}" if speakers else f"Session {n}"
            out.append(Conversation(prefix + key, title, when, oldest_first(turns), "locomo"))
    return out


def turn_list(obj: dict[str, Any]) -> list[Any] | None:
    """The list an object holds its turns under (``messages``, ``turns``, ``dialogue``…), or None."""
    return next((obj[k] for k in _TURN_LISTS if isinstance(obj.get(k), list)), None)


def conversation(obj: dict[str, Any], ordinal: int, read_time: ReadTime = parse_time
                 ) -> Conversation | None:
    """A conversation object of any known export shape, or None."""
    mapping, claude = obj.get("mapping"), obj.get("chat_messages")
    messages = turn_list(obj)
    if isinstance(mapping, dict):
        shape, items = "chatgpt", mapping_branch(mapping, obj.get("current_node"))
    elif isinstance(claude, list):
        shape, items = "claude", claude
    elif isinstance(messages, list):
        shape, items = "messages", messages
    else:
        return None
    turns = tuple(t for t in (turn(m, read_time) for m in items) if t is not None and t.text)
    if not turns:
        return None
    turns = oldest_first(turns)
    key = next((str(obj[k]) for k in _ID_KEYS if isinstance(obj.get(k), (str, int)) and obj.get(k) != ""), "")
    title = (_string(obj.get("title")) or _string(obj.get("name")) or _string(obj.get("displayName"))
             or _string(_dict(obj.get("threadProperties")).get("topic")))  # Skype: the other party, a group's topic
    created = _first_time(obj, read_time)
    return Conversation(key or f"#{ordinal}", title, created, turns, shape)


def oldest_first(turns: tuple[Turn, ...]) -> tuple[Turn, ...]:
    """The turns in the order they were said: an export that lists the newest first (Messenger's) is reversed."""
    times = [t.time for t in turns]
    try:
        newest_first = len(times) > 1 and all(times) and times[0] > times[-1] and all(
            a >= b for a, b in itertools.pairwise(times))  # type: ignore[operator]
    except TypeError:  # dates with and without a zone: no order to read
        return turns
    return turns[::-1] if newest_first else turns


def mapping_branch(mapping: dict[str, Any], current: Any) -> list[Any]:
    """ChatGPT's message tree → the messages on the shown branch, root first.

    The export's ``current_node`` is the last message shown; following ``parent`` links from it gives the
    branch the user saw. Without it, descend from the root taking each node's last (newest) child.
    Both walks guard against cycles, which hand-edited or truncated exports can contain.
    """
    nodes = [k for k in ([current] if isinstance(current, str) and current in mapping else [])]
    seen: set[str] = set()
    if nodes:
        node: Any = nodes[0]
        nodes = []
        while isinstance(node, str) and node in mapping and node not in seen:
            seen.add(node)
            nodes.append(node)
            node = _dict(mapping[node]).get("parent")
        nodes.reverse()
    else:
        node = next((k for k, v in mapping.items() if _dict(v).get("parent") not in mapping), None)
        while isinstance(node, str) and node in mapping and node not in seen:
            seen.add(node)
            nodes.append(node)
            children = _dict(mapping[node]).get("children")
            node = children[-1] if isinstance(children, list) and children else None
    return [_dict(mapping[n]).get("message") for n in nodes]


def turn(item: Any, read_time: ReadTime = parse_time) -> Turn | None:
    """A message object of any known shape as a turn; None when it has no role."""
    if not isinstance(item, dict):
        return None
    if skype.is_message(item):
        who = skype.sender(item)
        if who is None:
            return None
        return Turn(_ROLE_NAMES.get(r := role_name(who), r), skype.text(item), _first_time(item, read_time))
    named = _first_text(_dict(item.get("user_profile")), _PROFILE_NAMES)
    role_value = named or next((item[k] for k in _ROLE_KEYS if k in item), None)
    if role_value is None:
        role_value = by_direction(item)
    if isinstance(role_value, dict):  # ChatGPT: "author": {"role": "user"}; Discord: {"name": .., "nickname": ..}
        role_value = _first_text(role_value, _AUTHOR_NAMES)
    if not isinstance(role_value, str) or not role_value.strip():
        return None
    role = role_name(role_value)
    text = next((t for k in _TEXT_KEYS if (t := content_text(item.get(k)))), "")
    text = "\n\n".join(filter(None, (text.strip(), *captions(item))))
    when = _first_time(item, read_time)
    return Turn(_ROLE_NAMES.get(role, role), text, when)


def by_direction(item: dict[str, Any]) -> str | None:
    """The speaker of a message that marks its direction instead of naming its sender (Signal Desktop's
    ``type`` "outgoing" / "incoming", a phone's SMS export "sent" / "received" or Android's message types, 1 for
    received and 2 or 4 for sent): the owner ("user") for a sent one, else the other party by name or number. A
    bare number is a direction only beside an SMS ``address``."""
    kind = item.get("type")
    if isinstance(kind, bool) or not isinstance(kind, (str, int)):
        return None
    kind = str(kind).strip().lower()
    if kind.isdigit() and "address" not in item:
        return None
    if kind in _SENT:
        return "user"
    if kind in _RECEIVED:
        return next((v for k in _OTHER_PARTY if isinstance(v := item.get(k), str) and v.strip()), None)
    return None


def threads(items: list[Any]) -> list[tuple[str, list[Any]]]:
    """Messages grouped by the thread each names (a phone's SMS export holds every conversation in one list),
    in the order the threads first appear; [] when fewer than two threads are named."""
    groups: dict[str, list[Any]] = {}
    for item in items:
        name = next((str(v) for k in _THREAD_KEYS if isinstance(item, dict)
                     and isinstance(v := item.get(k), (str, int)) and not isinstance(v, bool)), None)
        if name is not None:
            groups.setdefault(name.strip(), []).append(item)
    return list(groups.items()) if len(groups) > 1 else []


def thread_conversations(groups: list[tuple[str, list[Any]]], read_time: ReadTime) -> list[Conversation]:
    """One conversation per thread (``threads``), titled by the thread's name, or, for a thread numbered as
    Android numbers them, by the other party."""
    out = []
    for name, group in groups:
        other = next((who for m in group if (who := by_direction(m)) not in (None, "user")), "")
        for conv in find_conversations(group, read_time):
            out.append(replace(conv, key=f"thread {name}", title=conv.title or (other if name.isdigit() else name)))
    return out


def qa_pair(item: dict[str, Any], read_time: ReadTime = parse_time) -> tuple[Turn, Turn] | None:
    """A question-and-answer record (``{"ts": …, "q": …, "a": …}``) as the owner's turn and the answer's; None
    for anything else."""
    asked = _first_text(item, _ASKED_KEYS)
    answer = next((v for k in _ANSWER_KEYS if isinstance(v := item.get(k), str)), None)
    if asked is None or answer is None:
        return None
    when = _first_time(item, read_time)
    return Turn("user", asked.strip(), when), Turn("assistant", answer.strip(), when)


def role_name(value: str) -> str:
    """A speaker as a role: trimmed, lowercase, at most ``MAX_ROLE_CHARS``."""
    return value.strip().lower()[:MAX_ROLE_CHARS]


def captions(item: dict[str, Any]) -> list[str]:
    """A turn's captions of what it shared (``caption``, ``image_caption``: a key ending in "caption"), in
    parentheses: "here's my latest painting" says what was painted only in its photo's caption."""
    return [f"({v.strip()})" for k, v in item.items()
            if isinstance(k, str) and k.lower().endswith("caption") and isinstance(v, str) and v.strip()]


def content_text(content: Any) -> str:
    """Text of a message's content: a string, a list of strings / ``{type: text, text}`` parts, or
    ChatGPT's ``{"content_type": ..., "parts": [...]}``; images and other non-text parts are dropped. Telegram
    writes a formatted message as one list of its pieces, plain strings and ``{type: bold|link|…, text}``,
    which join without a break."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        inline = any(isinstance(p, dict) and p.get("type") not in (None, "text") and isinstance(p.get("text"), str)
                     for p in content)
        return ("" if inline else "\n\n").join(t for t in (content_text(p) for p in content) if t)
    if isinstance(content, dict):
        for key in ("parts", "text", "content", "result"):
            text = content_text(content.get(key))
            if text:
                return text
    return ""


def conversation_session(conv: Conversation, ordinal: int, mtime: datetime, target_chars: int,
                         name: str = "") -> ExtractedSession:
    """Turns rendered as ``role: text`` paragraphs; each turn's text (not its label) is its chunk(s). Titled by
    the conversation's own title, else its owner's first words, else ``name`` (the file's) or its number."""
    composer = Composer()
    for i, t in enumerate(conv.turns):
        composer.append(("\n\n" if i else "") + f"{t.role}: ")
        meta = ChunkMetadata(role=t.role, turn=i, time=t.time.isoformat() if t.time else None)
        composer.paragraphs(t.text, target_chars, meta, user_authored=t.role == "user")
    first_time = next((t.time for t in conv.turns if t.time is not None), None)
    started = conv.created or first_time
    first_user = next((t.text for t in conv.turns if t.role == "user"), "")
    title = conv.title or _headline(first_user) or name or f"Conversation {ordinal + 1}"
    meta = {"format": conv.shape, "conversation_id": conv.key if conv.key and conv.key[0] != "#" else None,
            "turns": len(conv.turns), "roles": sorted({t.role for t in conv.turns}),
            "created": started.isoformat() if started else None}
    return ExtractedSession(key=conv.key or f"#{ordinal}", kind="chat", title=title,
                            date=started or mtime, text=composer.text(),
                            chunks=tuple(composer.chunks), metadata=meta)


def records_session(value: Any, relpath: str, mtime: datetime, target_chars: int,
                    max_chars: int) -> tuple[ExtractedSession, bool]:
    """Non-chat JSON as ``path: value`` lines grouped per record (list element or top-level key), and whether every
    record fit in ``max_chars`` (see ``flatten_records``)."""
    records, complete = flatten_records(value, max_chars)
    parts: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for path, lines in records:
        piece = path + "\n" + "\n".join(lines)
        starts.append(pos)
        ends.append(pos + len(piece))
        parts.append(piece)
        pos += len(piece) + 2
    text = "\n\n".join(parts)
    chunks = tuple(
        ExtractedChunk(text[g.start:g.end], g.start, g.end,
                       ChunkMetadata(json_path=records[bisect_right(starts, g.start) - 1][0]))
        for g in pack_spans(split_oversize(text, (starts, ends), target_chars), target_chars)
    )
    return ExtractedSession(key="0", kind="record", title=PurePosixPath(relpath).name, date=mtime, text=text,
                            chunks=chunks, metadata={"records": len(records)}), complete


def flatten_records(value: Any, max_chars: int) -> tuple[list[tuple[str, list[str]]], bool]:
    """Scalars as ``relative.path: value`` lines under their record's JSON path, in document order, and whether
    they all fit in ``max_chars``.

    A record is a container inside a list (``$.items[3]``) or under a top-level key (``$.settings``), so
    the path points at the thing a person would call "one entry". Iterative: no recursion limit to hit. A path
    longer than ``MAX_PATH_CHARS`` keeps its end ("…a.b[7]"): each line repeats its path, and a 400 KB file
    nested 800 deep once made 320 MB of them.
    """
    records: dict[str, list[str]] = {}
    stack: list[tuple[Any, str, str]] = [(value, "$", "$")]
    left = max_chars
    while stack:
        node, path, record = stack.pop()
        if isinstance(node, dict):
            children = [(v, _path(path, f".{k}" if _plain_key(k) else f"[{json.dumps(k)}]")) for k, v in node.items()]
        elif isinstance(node, list):
            children = [(v, _path(path, f"[{i}]")) for i, v in enumerate(node)]
        else:
            line = _scalar(node)
            if line:
                rel = path.removeprefix(record).lstrip(".") or "value"
                records.setdefault(record, []).append(f"{rel}: {line}")
                left -= len(rel) + len(line) + 3
                if left < 0:
                    return list(records.items()), False
            continue
        for child, child_path in reversed(children):
            opens_record = isinstance(child, (dict, list)) and (isinstance(node, list) or path == "$")
            stack.append((child, child_path, child_path if opens_record else record))
    return list(records.items()), True


def _path(parent: str, step: str) -> str:
    path = parent + step
    return path if len(path) <= MAX_PATH_CHARS else "…" + path[-(MAX_PATH_CHARS - 1):]


def _headline(text: str, max_chars: int = 80) -> str:
    """The opening of a message as a title, cut at a word boundary."""
    line = " ".join(text.split())
    if len(line) <= max_chars:
        return line
    return line[:max_chars].rsplit(" ", 1)[0] + "…"


def _scalar(value: Any) -> str:
    if isinstance(value, str):
        return value.strip()
    if value is None:
        return ""
    return json.dumps(value)


def _plain_key(key: str) -> bool:
    return key.isidentifier()


def _string(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _first_text(obj: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    """The first non-blank string ``obj`` holds under one of ``keys``, as written."""
    return next((v for k in keys if isinstance(v := obj.get(k), str) and v.strip()), None)


def _first_time(obj: dict[str, Any], read_time: ReadTime) -> datetime | None:
    """The first time ``obj`` states under one of the time keys."""
    return next((t for k in _TIME_KEYS if (t := read_time(obj.get(k))) is not None), None)

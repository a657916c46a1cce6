"""Telegram Desktop's "Export chat history" in its default HTML (``ChatExport_…/messages.html``, ``messages2.html`` …).

Each page holds the chat's name in its header (``div.page_header div.text``) and its messages in ``div.history``:

- ``div.message.default``: a message, its time in the ``title`` of ``div.date`` ("03.05.2024 14:15:22 UTC+02:00";
  the shown "14:15" has no day), its sender in ``div.from_name``, what it says in ``div.text`` (``<br>`` a line
  break). A message marked ``joined`` has no sender of its own: it is the one above's, sent just after.
- ``div.message.service``: the app's own lines (a day's date, someone joined): nobody's words.
- A forwarded message (``div.forwarded``) names its first author in a ``from_name`` of its own, and a reply
  (``div.reply_to``) links to the message it answers: the sender is the one outside them, the text is what is shown.
- Photos, stickers and files (``div.media_wrap``) are shown by their title only: a message with no ``div.text``
  says nothing in words.

Such a page is a conversation like a JSON export (``chat.conversation_session``): one chunk per message, each
dated, titled by the chat's name. Read as a web page it would be one note of names and times, dated by the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from html.parser import HTMLParser

from .chat import Conversation, Turn, role_name

_MARKERS = ('class="page_wrap"', 'class="history"', "message default")  # all three on an export's page
_WHEN = re.compile(r"(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})")


def is_export(text: str) -> bool:
    head = text[:20_000]
    return all(m in head for m in _MARKERS)


def conversation(text: str) -> Conversation | None:
    """The page's messages as a conversation; None when it holds no message in words."""
    page = _Page()
    page.feed(text)
    page.close()
    turns = tuple(Turn(role_name(who), said, when) for who, said, when in page.messages if who and said)
    if not turns:
        return None
    return Conversation("", " ".join(page.title.split()), None, turns, "telegram-html")


def _when(title: str | None) -> datetime | None:
    m = _WHEN.search(title or "")
    if m is None:
        return None
    day, month, year, hour, minute, second = map(int, m.groups())
    try:
        return datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None


@dataclass(slots=True)
class _Message:
    """One message as the parser reads it (filled in as its divs go by)."""

    sender: str
    text: str = ""
    when: datetime | None = None


class _Page(HTMLParser):
    """Collects (sender, text, time) per message and the header's chat name, tracking which divs are open."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.messages: list[tuple[str, str, datetime | None]] = []
        self._open: list[frozenset[str]] = []  # the classes of each open div, outermost first
        self._sender = ""  # the last message's sender: a joined message's
        self._message: _Message | None = None
        self._field: str | None = None  # what the text read now belongs to: "title", or the message's "sender", "text"
        self._depth = 0  # the open div depth where ``_field`` began

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br" and self._field == "text":
            self._append("\n")
            return
        if tag != "div":
            return
        found = dict(attrs)
        classes = frozenset((found.get("class") or "").split())
        inside = frozenset().union(*self._open)
        self._open.append(classes)
        if "message" in classes:
            self._finish()
            if "default" in classes:
                self._message = _Message(self._sender if "joined" in classes else "")
            return
        if self._field is not None:
            return
        if "page_header" in inside and "text" in classes:
            self._start("title")
        elif self._message is None or "reply_to" in inside:
            return
        elif classes == {"text"}:
            self._start("text")
        elif "forwarded" in inside:  # the first author's name and time: not the sender's
            return
        elif "date" in classes and "details" in classes and self._message.when is None:
            self._message.when = _when(found.get("title"))
        elif "from_name" in classes:
            self._message.sender = ""
            self._start("sender")

    def handle_endtag(self, tag: str) -> None:
        if tag != "div" or not self._open:
            return
        self._open.pop()
        if self._field is not None and len(self._open) < self._depth:
            self._field = None

    def handle_data(self, data: str) -> None:
        if self._field is not None:
            self._append(data.replace("\n", " "))  # the page's own line breaks are spaces; ``<br>`` is one

    def close(self) -> None:
        super().close()
        self._finish()

    def _start(self, field: str) -> None:
        self._field, self._depth = field, len(self._open)

    def _append(self, data: str) -> None:
        if self._field == "title":
            self.title += data
        elif self._message is not None and self._field is not None:
            setattr(self._message, self._field, getattr(self._message, self._field) + data)

    def _finish(self) -> None:
        """Close the message being read: its sender is the next joined message's."""
        m, self._message, self._field = self._message, None, None
        if m is None:
            return
        who = " ".join(m.sender.split())
        said = "\n".join(" ".join(line.split()) for line in m.text.strip().split("\n")).strip()
        self._sender = who or self._sender
        self.messages.append((who, said, m.when))

"""Result filters: what a session must be (kind, folder, extension, tags, people, title words, date range,
attachment) to be shown. A record only; ``retrieval.clauses`` turns it into a mask over the index's sessions.

Values are normalised on construction (kinds, extensions, tags and text lowercased, folders without surrounding
slashes or spaces, a lone folder string as a one-folder tuple), so two filters that select the same sessions
compare equal.
Fields that hold one value per session (kind, folder, extension) widen when given several values (any of them);
the others narrow (all of them: a note tagged both, a mail from an address matching both).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from datetime import datetime

_FOLDER_EDGES = "/" + string.whitespace


def folder_path(value: str) -> str:
    """A folder value as a filter keeps it: without surrounding slashes or spaces ("0 /" is folder "0", as the
    quoted ``"0 "`` is), so a filter written back as a query reads the same."""
    return value.strip(_FOLDER_EDGES)


@dataclass(frozen=True, slots=True)
class Filters:
    kinds: tuple[str, ...] = ()  # any of these kinds
    folder: str | tuple[str, ...] | None = None  # any of these vault-relative folder prefixes ("mail", "notes/2024")
    date_from: datetime | None = None  # dated on or after
    date_to: datetime | None = None  # dated on or before
    exts: tuple[str, ...] = ()  # any of these file extensions (".md")
    tags: tuple[str, ...] = ()  # every one of these tags (#tags and front-matter tags, calendar categories)
    senders: tuple[str, ...] = ()  # the sender (mail From, event organizer) contains each of these
    recipients: tuple[str, ...] = ()  # some recipient (To, Cc, attendees) contains each of these
    titles: tuple[str, ...] = ()  # the title (subject, summary) contains each of these
    has_attachment: bool = False

    def __post_init__(self) -> None:
        folders = (self.folder,) if isinstance(self.folder, str) else self.folder or ()
        set_ = object.__setattr__
        set_(self, "folder", tuple(p for f in folders if (p := folder_path(f))))
        set_(self, "kinds", tuple(k.lower() for k in self.kinds))
        set_(self, "exts", tuple(e.lower() if e.startswith(".") else f".{e.lower()}" for e in self.exts))
        set_(self, "tags", tuple(t.lstrip("#").lower() for t in self.tags))
        for name in ("senders", "recipients", "titles"):
            set_(self, name, tuple(" ".join(v.lower().split()) for v in getattr(self, name)))

    @property
    def folders(self) -> tuple[str, ...]:
        return self.folder  # type: ignore[return-value]  # a tuple once constructed

    def is_empty(self) -> bool:
        return not (self.kinds or self.folder or self.exts or self.tags or self.senders or self.recipients
                    or self.titles or self.has_attachment) and self.date_from is None and self.date_to is None

"""HTML documents (.html, .htm, .xhtml): saved web pages, and notes or documents exported as HTML.

A page is read as a Markdown note is: its visible text (``htmltext.read_page``: no scripts, styles or navigation)
with its headings as heading lines, cut into heading sections by the note's own chunker. Its title is the
page's ``<title>`` (else its first top-level heading, else the file name), its date the first date a ``<meta>``
tag states (``htmltext.DATE_META``), else the file's time. As with any text of unknown origin (the fallback's),
its words are not taken as the owner's: a saved page was written by someone else far more often than a note
exported as HTML. A page of Telegram Desktop's chat export is a conversation (``telegram_html``).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import PurePosixPath

from . import telegram_html
from .base import ExtractedSession, Extraction, Limits
from .chat import conversation_session
from .dates import parse_written
from .decode import decode_text
from .htmltext import DATE_META, read_page
from .markdown import first_h1, sectioned

_SIGNATURES = (b"<!doctype html", b"<html")


class HtmlExtractor:
    name = "html"
    extensions: tuple[str, ...] = (".html", ".htm", ".xhtml")

    def sniff(self, head: bytes) -> bool:
        return head.lstrip(b"\xef\xbb\xbf \t\r\n")[:16].lower().startswith(_SIGNATURES)

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        text, encoding = decode_text(data)
        if telegram_html.is_export(text) and (chat := telegram_html.conversation(text)) is not None:
            return Extraction((conversation_session(chat, 0, mtime, limits.chunk_target_chars),))
        page = read_page(text, headings=True)
        chunks, blocks = sectioned(page.text, 0, limits.chunk_target_chars, user_authored=False)
        title = page.title or first_h1(blocks) or PurePosixPath(relpath).stem
        date = next((d for name in DATE_META if (d := parse_written(page.meta.get(name))) is not None), None)
        session = ExtractedSession(key="0", kind="note", title=title, date=date or mtime,
                                   text=page.text, chunks=tuple(chunks), metadata={"encoding": encoding,
                                                                                   "format": "html"})
        return Extraction((session,) if chunks else ())

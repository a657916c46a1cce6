"""What the document readers share: the document session they build (``document_extraction``: blocks of Markdown
cut into heading sections by the note chunker) and, for the zipped office formats, the properties a file states
(``saved_properties``) and OpenDocument's spacing elements (``odf_space``)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable
from datetime import datetime
from pathlib import PurePosixPath
from typing import Any

from .base import ExtractedSession, Extraction, Limits
from .dates import parse_written
from .markdown import first_h1, sectioned
from .zipxml import optional_part, parse

_PROPERTIES = ("title", "modified", "created", "date", "creation-date")  # by local name: OOXML's and ODF's
_SAVED = ("modified", "date", "created", "creation-date")  # when last saved, else created
_ODF_SPACES = {"s": " ", "tab": "\t", "line-break": "\n"}
MAX_SPACES = 64  # an ODF <text:s text:c="…"/> writes at most this many


def document_extraction(blocks: Iterable[str], relpath: str, title: str, date: datetime, limits: Limits,
                        metadata: dict[str, Any]) -> Extraction:
    """A ``document`` session of ``blocks`` (Markdown), titled ``title``, else by its first top-level heading, else
    by its file's name; none when no block holds text. Its words are not taken as the owner's: a document in a
    folder was written by someone else as often as by its owner."""
    text = "".join(f"{block}\n\n" for block in blocks if block.strip())
    chunks, parsed = sectioned(text, 0, limits.chunk_target_chars, user_authored=False)
    session = ExtractedSession(key="0", kind="document", title=title or first_h1(parsed) or PurePosixPath(relpath).stem,
                               date=date, text=text, chunks=tuple(chunks), metadata=metadata)
    return Extraction((session,) if chunks else ())


def saved_properties(archive: zipfile.ZipFile, odf: bool) -> tuple[str, datetime | None]:
    """The title a zipped office file states and when it was last saved (else created): ODF's ``meta.xml``,
    OOXML's ``docProps/core.xml``; the first of each property, by local name."""
    data = optional_part(archive, "meta.xml" if odf else "docProps/core.xml")
    found: dict[str, str] = {}
    if data is None:
        return "", None
    open_tag = ""

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal open_tag
        open_tag = tag if tag in _PROPERTIES and tag not in found else ""

    def end(tag: str) -> None:
        nonlocal open_tag
        open_tag = ""

    def text(data: str) -> None:
        if open_tag:
            found[open_tag] = found.get(open_tag, "") + data

    parse(data, start, end, text)
    date = next((d for key in _SAVED if (d := parse_written(found.get(key, "").strip())) is not None), None)
    return found.get("title", "").strip(), date


def odf_space(tag: str, attrs: dict[str, str]) -> str:
    """The text an OpenDocument spacing element stands for (``<text:s text:c="3"/>``, a tab, a line break), or ""
    for any other element."""
    count = attrs.get("c", "1")
    return _ODF_SPACES.get(tag, "") * (min(int(count), MAX_SPACES) if tag == "s" and count.isdigit() else 1)

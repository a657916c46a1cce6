"""Presentations: Office Open XML (.pptx, PowerPoint's and every suite's) and OpenDocument ones (.odp).

A deck is one document session, its slides in order: a slide's title (its title placeholder) is a heading, its
other text boxes' paragraphs are its body, and its speaker notes follow them. A slide without a title continues
the section above it. The text is cut into heading sections by the note chunker, as a word processor's document
is (``office``); its title is the deck's own (its properties), else its first slide's title, else the file name;
its date is when it was last saved, else created, else the file's time. Its words are not taken as the owner's.

The file is untrusted: its parts are read as ``zipxml`` reads them (inflated size capped, no document type).
"""

from __future__ import annotations

import posixpath
import zipfile
from datetime import datetime
from pathlib import PurePosixPath

from .base import ExtractedSession, Extraction, Limits
from .dates import parse_written
from .markdown import first_h1, literal, sectioned
from .office import properties_of
from .zipxml import open_archive, optional_part, parse, part

_TITLES = frozenset({"title", "ctrTitle"})  # PowerPoint's title placeholders; ODF's class is "title" too
# placeholders that repeat on every slide or page and say nothing of it: number, date, footer, header, the slide's
# picture on a notes page (PowerPoint's types; ODF's classes)
_FURNITURE = frozenset({"sldNum", "dt", "ftr", "hdr", "sldImg", "page-number", "date-time", "footer", "header"})


class PresentationExtractor:
    name = "presentation"
    extensions: tuple[str, ...] = (".pptx", ".pptm", ".odp")
    reads_binary = True  # a zip archive: known by its extension, never by its bytes

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        odp = PurePosixPath(relpath).suffix.lower() == ".odp"
        with open_archive(data) as archive:
            slides = _odp_slides(part(archive, "content.xml")) if odp else _pptx_slides(archive)
            properties = properties_of(optional_part(archive, "meta.xml" if odp else "docProps/core.xml"))
        blocks: list[str] = []
        for title, body in slides:
            if title:
                blocks.append("## " + " ".join(title.split()))
            blocks.extend("\n".join(literal(line) for line in paragraph.split("\n")) for paragraph in body)
        text = "".join(f"{block}\n\n" for block in blocks if block.strip())
        chunks, parsed = sectioned(text, 0, limits.chunk_target_chars, user_authored=False)
        first = next((title for title, _ in slides if title), "")
        title = properties.get("title") or " ".join(first.split()) or first_h1(parsed) or PurePosixPath(relpath).stem
        date = next((d for key in ("modified", "date", "created", "creation-date")
                     if (d := parse_written(properties.get(key))) is not None), None)
        session = ExtractedSession(key="0", kind="document", title=title, date=date or mtime, text=text,
                                   chunks=tuple(chunks), metadata={"format": "odp" if odp else "pptx",
                                                                   "slides": len(slides)})
        return Extraction((session,) if chunks else ())


def _pptx_slides(archive: zipfile.ZipFile) -> list[tuple[str, list[str]]]:
    """(title, paragraphs) per slide in the deck's order, its speaker notes' paragraphs after its own."""
    order: list[str] = []
    parse(part(archive, "ppt/presentation.xml"),
          lambda tag, a: order.append(a["id"]) if tag == "sldId" and "id" in a else None)
    targets = _relationships(archive, "ppt/presentation.xml")
    slides = []
    for rid in order:
        path = targets.get(rid)
        if path is None or path not in archive.NameToInfo:
            continue
        title, body = _pptx_text(part(archive, path))
        notes = next((p for p in _relationships(archive, path).values() if "notesSlide" in p), None)
        if notes is not None and notes in archive.NameToInfo:
            body += _pptx_text(part(archive, notes))[1]
        slides.append((title, body))
    return slides


def _relationships(archive: zipfile.ZipFile, source: str) -> dict[str, str]:
    """A part's relationship ids → the archive paths of their targets."""
    folder, name = posixpath.split(source)
    rels = optional_part(archive, f"{folder}/_rels/{name}.rels")
    found: dict[str, str] = {}
    if rels is not None:
        def start(tag: str, a: dict[str, str]) -> None:
            if tag == "Relationship" and "Id" in a and "Target" in a and a.get("TargetMode") != "External":
                target = a["Target"]
                found[a["Id"]] = target.lstrip("/") if target.startswith("/") else posixpath.normpath(
                    posixpath.join(folder, target))
        parse(rels, start)
    return found


def _pptx_text(slide: bytes) -> tuple[str, list[str]]:
    """A slide's (or its notes page's) title and its other paragraphs, its furniture left out; a table's cells are
    paragraphs of their own."""
    title: list[str] = []
    body: list[str] = []
    shape: dict[str, str] = {}  # the open shape's placeholder
    run: list[str] = []
    reading = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal reading
        if tag in ("sp", "graphicFrame"):
            shape.clear()
        elif tag == "ph":
            shape.update(type=attrs.get("type", "body"))
        elif tag == "p":
            run.clear()
        elif tag == "t":
            reading += 1
        elif tag == "br":
            run.append("\n")

    def end(tag: str) -> None:
        nonlocal reading
        if tag == "t":
            reading -= 1
        elif tag == "p":
            line = "".join(run).strip()
            kind = shape.get("type", "body")
            if line and kind not in _FURNITURE:
                (title if kind in _TITLES else body).append(line)

    def text(data: str) -> None:
        if reading:
            run.append(data)

    parse(slide, start, end, text)
    return " ".join(title), body


def _odp_slides(content: bytes) -> list[tuple[str, list[str]]]:
    slides: list[tuple[str, list[str]]] = []
    titles: list[str] = []
    run: list[str] = []
    frame = ""  # the open frame's presentation class
    paragraphs = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal frame, paragraphs
        if tag == "page":
            slides.append(("", []))
            titles.clear()
        elif not slides:
            return
        elif tag == "frame":
            frame = attrs.get("class", "")
        elif tag in ("p", "h"):
            paragraphs += 1
            if paragraphs == 1:
                run.clear()
        elif paragraphs and tag == "s":
            run.append(" ")
        elif paragraphs and tag == "line-break":
            run.append("\n")

    def end(tag: str) -> None:
        nonlocal frame, paragraphs
        if not slides:
            return
        if tag == "frame":
            frame = ""
        elif tag in ("p", "h") and paragraphs:
            paragraphs -= 1
            line = "".join(run).strip()
            if not paragraphs and line and frame not in _FURNITURE:
                (titles if frame == "title" else slides[-1][1]).append(line)
        elif tag == "page":
            slides[-1] = (" ".join(titles), slides[-1][1])

    def text(data: str) -> None:
        if paragraphs:
            run.append(data)

    parse(content, start, end, text)
    return slides

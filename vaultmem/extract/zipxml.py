"""Reading the XML parts of a zipped document (word processors', spreadsheets') from untrusted bytes.

Each part is read through ``zipfile`` only up to ``MAX_PART_BYTES`` of inflated XML, whatever its header claims,
so a zip bomb is cut off; an encrypted part is refused; XML is parsed by expat with namespaces reduced to local
names (a prefix is the writer's choice) and no document type, so it can declare no entity (no "billion laughs",
no external file).
"""

from __future__ import annotations

import posixpath
import zipfile
from collections.abc import Callable
from io import BytesIO
from xml.parsers import expat

from ..errors import ExtractError

MAX_PART_BYTES = 64 * 1024 * 1024  # inflated XML read from one part: a 32 MB file's text is far less


def open_archive(data: bytes) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(BytesIO(data))
    except (zipfile.BadZipFile, ValueError) as exc:
        raise ExtractError("parse", f"not a readable document (zip): {exc}") from None


def part(archive: zipfile.ZipFile, name: str) -> bytes:
    try:
        info = archive.getinfo(name)
    except KeyError:
        raise ExtractError("parse", f"not a document of its kind: no {name}") from None
    if info.flag_bits & 0x1:
        raise ExtractError("encrypted", "the document is encrypted")
    with archive.open(info) as stream:
        data = stream.read(MAX_PART_BYTES + 1)
    if len(data) > MAX_PART_BYTES:
        raise ExtractError("too_large", f"{name} inflates to over {MAX_PART_BYTES:,} bytes")
    return data


def optional_part(archive: zipfile.ZipFile, name: str) -> bytes | None:
    return part(archive, name) if name in archive.NameToInfo else None


def relationships(archive: zipfile.ZipFile, source: str) -> dict[str, str]:
    """An OOXML part's relationship ids → the archive paths of the parts they point to (its ``_rels/….rels``, each
    target read relative to the part's folder, or from the archive's root when it starts with "/"); links out of
    the file are none of them."""
    folder, name = posixpath.split(source)
    rels = optional_part(archive, f"{folder}/_rels/{name}.rels")
    found: dict[str, str] = {}

    def start(tag: str, a: dict[str, str]) -> None:
        if tag == "Relationship" and "Id" in a and "Target" in a and a.get("TargetMode") != "External":
            target = a["Target"]
            found[a["Id"]] = (target.lstrip("/") if target.startswith("/")
                              else posixpath.normpath(posixpath.join(folder, target)))

    if rels is not None:
        parse(rels, start)
    return found


def parse(data: bytes, start: Callable[[str, dict[str, str]], None], end: Callable[[str], None] = lambda tag: None,
          text: Callable[[str], None] = lambda data: None) -> None:
    """Feed ``data`` to expat, each element and attribute by its local name."""
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = lambda tag, attrs: start(_local(tag), {_local(k): v for k, v in attrs.items()})
    parser.EndElementHandler = lambda tag: end(_local(tag))
    parser.CharacterDataHandler = text
    parser.StartDoctypeDeclHandler = _no_doctype
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise ExtractError("parse", f"not readable XML: {exc}") from None


def _local(name: str) -> str:
    return name.rpartition(" ")[2]


def _no_doctype(*_: object) -> None:
    raise ExtractError("parse", "a document's XML declares no document type (entities are not expanded)")

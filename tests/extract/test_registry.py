from __future__ import annotations

import json

import pytest
from documents import docx, paragraph, pdf, xlsx

from vaultmem.extract import ExtractedChunk, ExtractedSession, Extraction, Registry


@pytest.mark.parametrize(("relpath", "head", "expected"), [
    ("x.unknown", "BEGIN:VCALENDAR\nEND:VCALENDAR\n", "calendar"),
    ("x.unknown", "BEGIN:VCARD\nVERSION:3.0\nFN:Ana\nEND:VCARD\n", "contacts"),
    ("x.unknown", "<?xml version='1.0'?>\n<smses count=\"0\"></smses>\n", "sms-backup"),
    ("x.unknown", "From someone Mon Jan  1 00:00:00 2024\nSubject: hi\n\nbody\n", "email"),
    ("x.unknown", '[{"role": "user", "content": "hi"}]', "chat"),
    ("x.unknown", "---\ntitle: t\n---\nbody\n", "markdown"),
    ("x.unknown", "just some words\n", "fallback"),
    ("notes.TXT", "# looks like markdown but the extension wins\n", "text"),
])
def test_dispatch_by_extension_then_sniffing(extract, relpath, head, expected):
    assert extract(relpath, head).extractor == expected


def test_only_a_binary_format_reads_binary_bytes(extract):
    assert extract("report.docx", docx(paragraph("Quarterly figures"))).sessions[0].kind == "document"
    assert extract("report.md", docx(paragraph("Quarterly figures"))).problems[0].kind == "binary"  # a misnamed zip
    assert extract("report.unknown", docx(paragraph("Quarterly figures"))).problems[0].kind == "binary"
    broken = pdf(["Account 4417"]).replace(b"/Root", b"/Rott").replace(b"trailer", b"\x00railer")
    assert extract("scans/statement", broken).problems[0].kind == "parse"  # a PDF's own failure, not "binary"
    assert extract("figures.xlsx", xlsx({"S": '<row r="1"><c r="A1" t="s"><v>0</v></c></row>'}, ["Quarterly"])
                   ).extractor == "spreadsheet"


def test_chunk_cap_and_size_cap(extract):
    result = extract("many.txt", "\n\n".join(f"para {i}" for i in range(100)), chunk_target_chars=5,
                     max_chunks_per_file=10)
    assert sum(len(s.chunks) for s in result.sessions) == 10
    assert [p.kind for p in result.problems] == ["truncated"]
    too_big = extract("big.txt", "x" * 100, max_file_bytes=10)
    assert [p.kind for p in too_big.problems] == ["too_large"] and not too_big.sessions


def test_lone_surrogates_are_repaired_without_moving_spans(extract):
    data = json.dumps([{"role": "user", "content": "broken \ud800 escape"}]).encode()
    (chat,) = extract("c.json", data).sessions
    assert chat.chunks[0].text == "broken \ufffd escape"


class _Exploding:
    name = "boom"
    extensions = (".boom",)

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath, data, mtime, limits) -> Extraction:
        raise KeyError("surprise")


class _Fine:
    name = "fine"
    extensions = (".ok",)

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath, data, mtime, limits) -> Extraction:
        chunk = ExtractedChunk("hi", 0, 2)
        return Extraction((ExtractedSession("0", "text", "t", mtime, "hi", (chunk,)),))


def test_exceptions_are_contained_as_problems():
    from datetime import datetime

    from vaultmem.extract import Limits
    registry = Registry([_Exploding(), _Fine()])
    failed = registry.extract("a.boom", b"x", datetime(2024, 1, 1), Limits())
    assert failed.problems[0].kind == "parse" and "KeyError" in failed.problems[0].message
    assert registry.extract("b.ok", b"x", datetime(2024, 1, 1), Limits()).sessions
    assert registry.extract("c.none", b"\x00\x01", datetime(2024, 1, 1), Limits()).problems[0].kind == "binary"


@pytest.mark.parametrize("relpath, text", [("config.ini", "[section]\nkey = the serval setting\n"),
                                           ("notes", "{ not json: the serval setting }\n")])
def test_a_file_claimed_by_sniffing_that_does_not_parse_is_text(extract, relpath, text):
    """Sniffed as JSON by its first byte, not JSON: indexed as text by the fallback instead of lost."""
    result = extract(relpath, text)
    assert result.extractor == "fallback" and not result.problems
    assert "serval" in result.sessions[0].text
    assert [p.kind for p in extract("bad.json", text).problems] == ["parse"]  # the extension decides: a problem


def test_session_keys_are_made_unique_for_every_format(extract):
    """Repeated keys (one Message-ID on two messages, a UID on two events, one id on two conversations) are
    made unique in one place for every format; the first keeps its key."""
    mail = "".join(f"From a Mon Jan  1 00:00:00 2024\nSubject: s{i}\nMessage-ID: <dup>\n\nbody {i}\n\n"
                   for i in range(3))
    events = "".join(f"BEGIN:VEVENT\nUID:dup\nSUMMARY:e{i}\nDTSTART:20240101T10000{i}Z\nEND:VEVENT\n" for i in range(3))
    chats = json.dumps([{"id": "dup", "messages": [{"role": "user", "content": f"hi {i}"}]} for i in range(3)])
    for relpath, data in [("m.mbox", mail), ("c.ics", f"BEGIN:VCALENDAR\n{events}END:VCALENDAR\n"),
                          ("chat.json", chats)]:
        keys = [s.key for s in extract(relpath, data).sessions]
        assert len(keys) == 3 and len(set(keys)) == 3 and keys[0] == "dup", (relpath, keys)

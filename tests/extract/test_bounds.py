"""Pathological small files (extractor bounds): each once cost gigabytes or minutes — a Subject of 100,000 encoded
words, 50,000 To: addresses, a 100,000-column CSV, a 2000×500 GFM table, a 1 MB heading, JSON nested 800 deep —
and now extracts within fixed bounds, saying what it cut; a file that still overruns is stopped (deadline)."""

from __future__ import annotations

import json
import signal
import threading
import tracemalloc
from datetime import datetime

import pytest

from vaultmem.extract import Limits, Registry, default_registry
from vaultmem.extract.base import MAX_TITLE_CHARS, Extraction
from vaultmem.extract.deadline import call_with_deadline, deadlines
from vaultmem.extract.email import MAX_HEADER_CHARS
from vaultmem.extract.markdown import parse_blocks

MTIME = datetime(2024, 5, 1).astimezone()
LIMITS = Limits()


def extract(name: str, data: str | bytes):
    raw = data.encode() if isinstance(data, str) else data
    return default_registry().extract(name, raw, MTIME, LIMITS)


def peak_mb(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


@pytest.mark.timeout(120)
def test_a_subject_of_100k_encoded_words_is_cut_before_parsing() -> None:
    subject = " ".join(f"=?utf-8?q?w{i}?=" for i in range(100_000))  # 1.4 MB: the stdlib parser is quadratic
    raw = f"From: a@x.example\nSubject: {subject}\nMessage-ID: <1@x>\n\nThe body mentions kelp.\n"
    out = {}
    mb = peak_mb(lambda: out.setdefault("r", extract("bomb.eml", raw)))
    (msg,) = out["r"].sessions
    assert mb < 200, f"{mb:.0f} MB"
    assert len(msg.title) <= MAX_TITLE_CHARS and msg.title.startswith("w0w1w2")  # RFC 2047: blanks between words go
    assert [p.kind for p in out["r"].problems] == ["truncated"] and "subject" in out["r"].problems[0].message
    assert "kelp" in msg.text


@pytest.mark.timeout(120)
def test_fifty_thousand_recipients_are_cut_at_an_address() -> None:
    to = ", ".join(f"user{i}@example.com" for i in range(50_000))
    result = extract("list.eml", f"From: a@x.example\nTo: {to}\nSubject: party\n\nBring snacks.\n")
    (msg,) = result.sessions
    recipients = msg.metadata["to"]
    assert 100 < len(recipients) < MAX_HEADER_CHARS // 20 and recipients[0] == "user0@example.com"
    assert all(r.startswith("user") and r.endswith("@example.com") for r in recipients)  # none cut in half
    assert [p.kind for p in result.problems] == ["truncated"]


def test_long_header_lines_are_chunked_like_a_body() -> None:
    """A Subject repeating one word 70,000 times once made one chunk holding the word 70,000 times, which
    overflowed the postings' 16-bit term frequency (and `verify` then called the fresh index inconsistent)."""
    (msg,) = extract("spam.eml", f"From: a@x.example\nSubject: {'buy ' * 70_000}\n\nshort body\n").sessions
    assert len(msg.chunks) > 10
    assert max(c.char_end - c.char_start for c in msg.chunks) <= 2 * LIMITS.chunk_target_chars
    assert all(len(c.metadata["subject"]) <= MAX_TITLE_CHARS for c in msg.chunks)


def test_a_hundred_thousand_columns_do_not_repeat_in_every_chunk() -> None:
    cols = 100_000
    data = ",".join(f"c{i}" for i in range(cols)) + "\n" + ",".join("7" for _ in range(cols)) + "\n"
    result = extract("wide.csv", data)
    (table,) = result.sessions
    assert len(table.metadata["fields"]) == 1000 and [p.kind for p in result.problems] == ["truncated"]
    assert sum(len(json.dumps(c.metadata)) for c in table.chunks) < 200 * len(table.chunks)
    assert "column 100000: 7" in table.text  # the unnamed columns are numbered, not lost
    (small,) = extract("ok.csv", "a,b\n1,2\n").sessions
    assert small.chunks[0].metadata["fields"] == ["a", "b"]


def test_a_huge_gfm_table_is_not_parsed_cell_by_cell() -> None:
    cols = 500
    head = "|" + "|".join(f"h{i}" for i in range(cols)) + "|\n|" + "|".join("-" for _ in range(cols)) + "|\n"
    big = head + ("|" + "|".join("v" for _ in range(cols)) + "|\n") * 2000
    small = head + ("|" + "|".join("v" for _ in range(cols)) + "|\n") * 20
    assert any(t.type == "table_open" for t in parse_blocks(small))
    assert not any(t.type == "table_open" for t in parse_blocks(big))  # 1M cells: 10 s and 1 GB as a table
    (note,) = extract("table.md", big).sessions
    assert len(note.chunks) > 100


def test_a_megabyte_heading_is_cut_to_a_title() -> None:
    text = "# " + "word " * 200_000 + "\n\n" + "\n\n".join(f"Paragraph {i} about kelp." for i in range(2000))
    (note,) = extract("h.md", text).sessions
    assert len(note.title) <= MAX_TITLE_CHARS
    assert all(len(h) <= MAX_TITLE_CHARS for c in note.chunks for h in c.metadata["heading_path"])


def test_deep_json_is_a_problem_or_bounded_text() -> None:
    deep = extract("deep.json", "[" * 100_000 + "]" * 100_000)
    assert not deep.sessions and [p.kind for p in deep.problems] == ["parse"]
    data = '{"a":' * 800 + "[" + ",".join("1" for _ in range(200_000)) + "]" + "}" * 800
    wide = extract("wide.json", data)
    assert sum(len(s.text) for s in wide.sessions) <= 4 * len(data) + (1 << 16) + 10_000
    assert [p.kind for p in wide.problems] == ["truncated"]


def test_a_never_closed_vevent_is_named_not_empty() -> None:
    result = extract("cut.ics", "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:1\nSUMMARY:Dentist\n"
                                "DTSTART:20240101T100000Z\n")
    assert not result.sessions
    assert [p.kind for p in result.problems] == ["parse"] and "never closed" in result.problems[0].message


class Spinner:
    """An extractor that never returns, in pure Python and inside the regex engine."""

    name = "spinner"
    extensions = (".spin", ".regex")

    def sniff(self, head: bytes) -> bool:
        return False

    def extract(self, relpath: str, data: bytes, mtime: datetime, limits: Limits) -> Extraction:
        if relpath.endswith(".regex"):
            import re

            re.match(r"(a+)+$", "a" * 64 + "b")  # catastrophic backtracking: hours
        while True:
            pass


@pytest.mark.timeout(60, method="thread")  # the signal method's own SIGALRM timer would switch the deadline off
@pytest.mark.parametrize("name", ["loop.spin", "bad.regex"])
def test_an_extraction_that_never_ends_is_stopped(name: str) -> None:
    registry = Registry([Spinner()])
    result = registry.extract(name, b"text", MTIME, Limits(seconds_per_file=0.3, seconds_per_mb=0))
    assert [(p.kind, p.stage) for p in result.problems] == [("timeout", "extract")]
    with deadlines():  # as ingest runs a slice: one handler, a timer per file
        again = registry.extract(name, b"text", MTIME, Limits(seconds_per_file=0.3, seconds_per_mb=0))
    assert [p.kind for p in again.problems] == ["timeout"]
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL and signal.getitimer(signal.ITIMER_REAL)[0] == 0


def test_a_deadline_leaves_an_outer_alarm_alone() -> None:
    fired = threading.Event()
    previous = signal.signal(signal.SIGALRM, lambda *_: fired.set())
    try:
        signal.setitimer(signal.ITIMER_REAL, 30)
        assert call_with_deadline(0.5, lambda: 42) == 42
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 25 < left <= 30 and not fired.is_set()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert call_with_deadline(0.5, lambda: 7) == 7  # off the main thread it is a plain call
    box = []
    worker = threading.Thread(target=lambda: box.append(call_with_deadline(0.5, lambda: 9)))
    worker.start()
    worker.join()
    assert box == [9]


def test_a_long_page_title_is_cut_like_every_other_title() -> None:
    """The registry cuts every extractor's title the one way (``short_title``): an HTML page's too."""
    (page,) = extract("long.html", "<title>" + "kelp " * 200 + "</title><p>Body about kelp.</p>").sessions
    assert len(page.title) == MAX_TITLE_CHARS and page.title == ("kelp " * 200)[:MAX_TITLE_CHARS - 1] + "…"

"""Ingest rows (sync/ingest.py): chunk terms and raw tokens equal to the whole-string rule. (The same rows from a
batch shared with worker processes: tests/sync/test_workers.py.)"""

from __future__ import annotations

from datetime import datetime

from vaultmem.extract import Limits, default_registry
from vaultmem.sync import ingest
from vaultmem.text import tokenizer
from vaultmem.text.terms import term_ids


def test_chunk_terms_equal_the_whole_string_rule(batch: list[ingest.ReadFile]) -> None:
    """Context terms are computed once per heading path and joined to the text's: exactly the terms (and raw
    tokens) of the rule as stated, ``term_ids(f"{context}\\n{text}")`` per chunk (as multisets: BM25 counts)."""
    registry, limits = default_registry(), Limits()
    builder, _ = ingest.assemble(ingest.ingest_files(batch, registry, limits))
    expected_terms, expected_tokens = [], []
    for rf in batch:
        if rf.data is None:
            continue
        for s in registry.extract(rf.stat.path, rf.data, datetime.fromtimestamp(0).astimezone(), limits).sessions:
            for c in s.chunks:
                expected_terms.append(sorted(term_ids(f"{ingest.chunk_context(c.metadata)}\n{c.text}").tolist()))
                expected_tokens.append(tokenizer.encode(c.text))
    assert len(expected_terms) > 50
    assert [sorted(c.terms.tolist()) for c in builder.chunks] == expected_terms
    assert [c.tokens.tolist() for c in builder.chunks] == expected_tokens


def test_a_session_dated_only_by_its_files_save_time_is_flagged(tmp_path) -> None:
    """A note naming no day takes its file's mtime, flagged as such; a dated note, a mail and an event are not."""
    from pathlib import Path

    from vaultmem.sync.ingest import read_file
    from vaultmem.sync.walker import walk

    files = {"prices.md": "# Prices\n\nA lesson costs £30.\n",
             "2025-03-04 diary.md": "# Diary\n\nBooked a lesson.\n",
             "front.md": "---\ndate: 2025-05-01\n---\n# Plan\n\nLessons weekly.\n",
             "mail.eml": "From: a@b.example\nTo: c@d.example\nSubject: Price\nDate: Tue, 04 Mar 2025 10:00:00 +0000\n\n"
                         "The lesson is now £34.\n"}
    for name, text in files.items():
        (Path(tmp_path) / name).write_text(text)
    batch = [read_file(tmp_path, st, Limits()) for st in sorted(walk(tmp_path).values(), key=lambda s: s.path)]
    builder, _ = ingest.assemble(ingest.ingest_files(batch, default_registry(), Limits()))
    saved = {s.path: s.saved_date for s in builder.sessions}
    assert saved == {"prices.md": True, "2025-03-04 diary.md": False, "front.md": False, "mail.eml": False}

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

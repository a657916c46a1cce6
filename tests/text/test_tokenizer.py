"""The shipped token table is the one the verified BPE file gives, so a query never has to build it."""

from __future__ import annotations

import hashlib
from pathlib import Path

from vaultmem.text.tokenizer import TABLE_FILE, TABLE_SHA256, ranks, table_bytes, write_table


def test_the_shipped_table_is_built_from_the_bpe_file_and_pinned() -> None:
    data = TABLE_FILE.read_bytes()
    assert hashlib.sha256(data).hexdigest() == TABLE_SHA256
    assert data == table_bytes(ranks())


def test_write_table_writes_the_pinned_table(tmp_path: Path) -> None:
    out = tmp_path / "table"
    assert write_table(out) == TABLE_SHA256
    assert out.read_bytes() == TABLE_FILE.read_bytes()


def test_a_words_ids_stay_the_encoders_when_the_remembered_ranks_are_dropped(monkeypatch) -> None:
    from vaultmem.text import tokenizer

    monkeypatch.setattr(tokenizer, "KNOWN_RANKS", 3)  # forget after every few pairs
    words = ["babiččina", "ristoranti", "vectorcall", "ioremap", "enumerates", "zeilexamen"]
    expected = [tokenizer.encoding().encode_ordinary(" " + w) for w in words]
    assert [tokenizer.word_ids(w) for w in words] == expected
    assert [tokenizer.word_ids(w) for w in reversed(words)] == expected[::-1]

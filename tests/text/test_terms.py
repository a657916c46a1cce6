"""Term normalisation (text/terms.py) and the offline, checksum-verified tokenizer (text/tokenizer.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from vaultmem.text import terms, tokenizer

pytestmark = pytest.mark.usefixtures("no_network")


@pytest.fixture
def fresh_encoding():
    """Drop the cached encoding before and after, so the test loads the BPE file itself."""
    tokenizer.encoding.cache_clear()
    yield
    tokenizer.encoding.cache_clear()


def redis_id() -> int:
    ids = tokenizer.encode(" redis")
    assert len(ids) == 1, "the test assumes ' redis' is one cl100k token"
    return ids[0]


@pytest.mark.parametrize("text", ["Redis", " redis", "redis_cache", "RedisCache", "redis-cache", "REDIS",
                                  "(redis)", "use redis.", "myRedisClient"])
def test_spellings_of_a_word_share_its_term(text: str) -> None:
    assert redis_id() in terms.term_ids(text).tolist()


def test_split_words_meet_as_separate_terms() -> None:
    snake, camel, kebab = (terms.term_ids(t).tolist() for t in ("harbor_cache", "HarborCache", "harbor-cache"))
    assert snake == camel == kebab == terms.term_ids("harbor cache").tolist()


def test_acronym_boundary_and_digits() -> None:
    assert terms.normalise("HTTPServer") == " http server"
    ids = terms.term_ids("version 2024")
    assert 220 not in ids.tolist()  # the lone-space id before digit runs is dropped
    assert len(ids) >= 2


def test_batch_equals_single() -> None:
    texts = ["Redis cache", "", "über Straße", "snake_case and CamelCase", "1234 5678"]
    for single, batched in zip((terms.term_ids(t) for t in texts), terms.term_ids_batch(texts)):
        assert single.dtype == batched.dtype == np.uint32
        assert single.tolist() == batched.tolist()


def test_term_text_is_readable() -> None:
    assert terms.term_text(redis_id()) == "redis"


def test_tokenizer_loads_shipped_file_offline(fresh_encoding: None) -> None:
    # no_network makes any socket attempt fail; loading and encoding must still work.
    assert tokenizer.BPE_FILE.is_file()
    assert tokenizer.decode(tokenizer.encode("hello world")) == "hello world"
    assert tokenizer.count("hello world") == 2


def test_corrupted_tokenizer_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             fresh_encoding: None) -> None:
    bad = tmp_path / "cl100k_base.tiktoken"
    shutil.copyfile(tokenizer.BPE_FILE, bad)
    data = bytearray(bad.read_bytes())
    data[100] ^= 0x01
    bad.write_bytes(bytes(data))
    monkeypatch.setattr(tokenizer, "BPE_FILE", bad)
    with pytest.raises(tokenizer.TokenizerUnavailable, match="SHA-256"):
        tokenizer.encoding()


def test_missing_tokenizer_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           fresh_encoding: None) -> None:
    monkeypatch.setattr(tokenizer, "BPE_FILE", tmp_path / "absent.tiktoken")
    with pytest.raises(tokenizer.TokenizerUnavailable, match="missing"):
        tokenizer.encoding()


def test_tokenizer_error_is_a_vaultmem_error() -> None:
    from vaultmem import VaultMemError

    assert issubclass(tokenizer.TokenizerUnavailable, VaultMemError)

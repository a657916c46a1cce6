"""Term normalisation (text/terms.py) and the offline, checksum-verified tokenizer (text/tokenizer.py)."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.text import terms, tokenizer

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"

pytestmark = pytest.mark.usefixtures("no_network")


@pytest.fixture
def fresh_encoding():
    """Drop the cached encoding before and after, so the test loads the BPE file itself."""
    tokenizer.encoding.cache_clear()
    tokenizer.ranks.cache_clear()
    yield
    tokenizer.encoding.cache_clear()
    tokenizer.ranks.cache_clear()


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


def test_term_ids_are_uint32() -> None:
    for text in ("Redis cache", "", "über Straße", "1234 5678"):
        assert terms.term_ids(text).dtype == np.uint32


def whole_string_term_ids(text: str) -> list[int]:
    """The reference rule: one tiktoken call over the whole normalised string, lone-space ids dropped."""
    return [i for i in tokenizer.encode(terms.normalise(text)) if i != 220]


def test_camel_boundaries_match_the_lookaround_rule() -> None:
    import re

    lookaround = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
    for text in ("HTTPServer", "aBCd", "myRedisClient", "ABC", "a1B2", "XMLHttpRequestV2", "ÉtéA", "iOSApp"):
        assert terms.normalise(text) == " " + terms._NON_WORD.sub(" ", lookaround.sub(" ", text)).lower().strip()


def test_word_cache_equals_whole_string_encoding_on_real_text() -> None:
    """The word-by-word cache must give exactly the ids of encoding the whole normalised string."""
    files = [p for p in sorted(SAMPLE_VAULT.rglob("*")) if p.is_file()]
    assert files, "the sample vault ships with the repository"
    for path in files:
        text = path.read_bytes().decode("utf-8", "replace")
        assert terms.term_ids(text).tolist() == whole_string_term_ids(text), path.name


def test_word_cache_equals_whole_string_encoding_on_every_code_point() -> None:
    """Every Unicode character, in runs of 48 neighbours, so odd letters, marks, digits and case mappings
    (``İ`` lowercases to ``i`` + a combining dot) all meet the word splitter and the pre-tokeniser."""
    chars = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    for i in range(0, len(chars), 48 * 256):
        block = chars[i:i + 48 * 256]
        text = " ".join("".join(block[j:j + 48]) for j in range(0, len(block), 48))
        assert terms.term_ids(text).tolist() == whole_string_term_ids(text), hex(i)


_PIECES = st.sampled_from(["Redis", "HTTPServer", "snake_case", "İstanbul", "ǅemal", "x²", "２０２４", "1234567",
                           "naïve", "e\u0301", "ß", "\u0130", "ﬁ", "Ⅻ", "—", "'s", "\n", " ", "__", "a-b", "日本語"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=12), _PIECES), max_size=30).map("".join))
def test_word_cache_equals_whole_string_encoding_property(text: str) -> None:
    assert terms.term_ids(text).tolist() == whole_string_term_ids(text)


def test_piece_cache_stays_bounded_and_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terms, "PIECE_CACHE_MAX", 50)
    monkeypatch.setattr(terms, "_LOCAL", threading.local())
    for i in range(40):
        text = " ".join(f"Word{i}x{j} w{j}" for j in range(6))
        assert terms.term_ids(text).tolist() == whole_string_term_ids(text)
        assert terms._LOCAL.cache.size <= 50


def test_batch_equals_one_text_at_a_time() -> None:
    texts = ["Redis cache", "", "  ", "HTTPServer naïve_ﬁle x² 2024", "—", "RedisCache again", "İstanbul"]
    batch = terms.term_ids_many(texts)
    assert [a.tolist() for a in batch] == [whole_string_term_ids(t) for t in texts]
    assert all(a.dtype == np.uint32 for a in batch)


def test_each_thread_has_its_own_cache() -> None:
    """A query thread never reads an ingest thread's cache half-updated: each has its own."""
    texts = [f"Piece{i} shared words {i}" for i in range(200)]
    results: dict[int, list[list[int]]] = {}

    def run(k: int) -> None:
        results[k] = [terms.term_ids(t).tolist() for t in texts]

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    expected = [whole_string_term_ids(t) for t in texts]
    assert all(results[k] == expected for k in range(4))


@pytest.mark.parametrize("text", ["hello world", "", "<|endoftext|> and <|fim_prefix|> stay text", "über\r\n  2024"])
def test_encode_array_equals_encode(text: str) -> None:
    arr = tokenizer.encode_array(text)
    assert arr.dtype == np.uint32 and arr.tolist() == tokenizer.encode(text)


def test_term_text_is_readable() -> None:
    assert terms.term_text(redis_id()) == "redis"


def test_tokenizer_loads_shipped_file_offline(fresh_encoding: None) -> None:
    # no_network makes any socket attempt fail; loading and encoding must still work.
    assert tokenizer.BPE_FILE.is_file()
    assert tokenizer.decode(tokenizer.encode("hello world")) == "hello world"
    assert tokenizer.count("hello world") == 2
    assert tokenizer.encoding().n_vocab == tokenizer.VOCAB_SIZE  # every rank line loaded, specials on top
    assert tokenizer.encode(" Größe 日本語 🙂") == [2895, 80040, 76502, 22656, 45918, 252, 28584]


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


def test_a_batch_of_known_pieces_keeps_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only new pieces count against the bound: a large batch of pieces already cached starts nothing afresh."""
    monkeypatch.setattr(terms, "PIECE_CACHE_MAX", 50)
    monkeypatch.setattr(terms, "_LOCAL", threading.local())
    text = " ".join(f"w{i}" for i in range(40))
    terms.term_ids(text)
    cache = terms._LOCAL.cache
    assert [a.tolist() for a in terms.term_ids_many([text] * 5)] == [whole_string_term_ids(text)] * 5
    assert terms._LOCAL.cache is cache

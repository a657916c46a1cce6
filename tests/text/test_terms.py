"""Term normalisation (text/terms.py) and the offline, checksum-verified tokenizer (text/tokenizer.py)."""

from __future__ import annotations

import shutil
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


def words(text: str) -> list[int]:
    """The terms of a text's words, without their truncated forms (``terms.truncated``)."""
    return [t for t in terms.term_ids(text).tolist() if t < terms.TRUNCATED_BASE]


def one(text: str) -> int:
    """The single term of a one-word text."""
    ids = words(text)
    assert len(ids) == 1, (text, ids)
    return ids[0]


@pytest.mark.parametrize("text", ["Redis", " redis", "redis_cache", "RedisCache", "redis-cache", "REDIS",
                                  "(redis)", "use redis.", "myRedisClient"])
def test_spellings_of_a_word_share_its_term(text: str) -> None:
    assert one("redis") in terms.term_ids(text).tolist()


def test_compounds_give_their_parts_and_their_joined_form() -> None:
    snake, camel, kebab = (sorted(words(t)) for t in ("harbor_cache", "HarborCache", "harbor-cache"))
    assert snake == camel == kebab == sorted(words("harbor cache") + [one("harborcache")])
    for variants in (("Wi-Fi", "WiFi", "wi_fi", "WIFI", "wifi"), ("e-mail", "E-Mail", "email"), ("HbA1c", "hba1c")):
        joined = one(variants[-1])
        assert all(joined in terms.term_ids(v).tolist() for v in variants), variants


def test_a_word_is_one_term_never_its_pieces() -> None:
    """A multi-token word is one (composite) term: its BPE pieces never match inside other words."""
    nonsense = words("flibbertigibbet")
    assert len(nonsense) == 1 and nonsense[0] >= terms.COMPOSITE_BASE
    pieces = {i for w in ("flip", "bert", "gibbet", "ibis") for i in terms.term_ids(w).tolist()}
    assert not pieces & set(nonsense)
    assert terms.term_ids("2291").tolist() != terms.term_ids("22910").tolist()


def test_inflections_and_spellings_meet_identifiers_stay_exact() -> None:
    for a, b in (("boilers", "boiler"), ("fitted", "fitting"), ("organised", "organize"), ("colours", "color"),
                 ("favourite", "favorite"), ("centre", "center"), ("catalogue", "catalog"), ("città", "citta"),
                 ("Naïve", "naive"), ("ﬁle", "file"), ("２０２４", "2024"), ("Hauptstraße", "hauptstrasse"),
                 ("Ærø", "aero"), ("Yıldız", "yildiz"), ("Guðrún", "gudrun"), ("Ħamrun", "hamrun")):
        assert terms.term_ids(a).tolist() == terms.term_ids(b).tolist(), (a, b)
    assert terms.term_ids("AVP-2291").tolist()[:2] == [one("avp"), one("2291")]
    assert one("41") != one("4") and one("a1c") != one("a1")


def test_acronym_boundary_and_digits() -> None:
    assert terms.index_text("HTTPServer") == " http server"
    ids = terms.term_ids("version 2024")
    assert 220 not in ids.tolist()  # the lone-space id before digit runs is never a term
    assert len(ids) == 2


def test_term_ids_are_uint32() -> None:
    for text in ("Redis cache", "", "über Straße", "1234 5678"):
        assert terms.term_ids(text).dtype == np.uint32


def test_composite_terms_are_deterministic_and_above_the_vocabulary() -> None:
    groups = [np.array([1, 2], np.uint32), np.array([2, 1], np.uint32), np.array([5, 6, 7], np.uint32)]
    a, b = terms.composite(groups), terms.composite(groups)
    assert a.tolist() == b.tolist() and len(set(a.tolist())) == 3
    assert (a >= terms.COMPOSITE_BASE).all()
    assert terms.composite([groups[2]]).tolist() == [a[2]]  # independent of the batch it is in


def reference(text: str) -> list[int]:
    return sorted(terms.reference_terms(text))


def batched(text: str) -> list[int]:
    return sorted(terms.term_ids(text).tolist())


def test_camel_boundaries_match_the_lookaround_rule() -> None:
    import re

    lookaround = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
    for text in ("HTTPServer", "aBCd", "myRedisClient", "ABC", "a1B2", "XMLHttpRequestV2", "ÉtéA", "iOSApp"):
        assert terms.index_text(text) == " " + terms._NON_WORD.sub(" ", lookaround.sub(" ", text)).lower().strip()


def test_term_ids_equal_the_reference_rule_on_real_text() -> None:
    files = [p for p in sorted(SAMPLE_VAULT.rglob("*")) if p.is_file()]
    assert files, "the sample vault ships with the repository"
    for path in files:
        text = path.read_bytes().decode("utf-8", "replace")
        assert batched(text) == reference(text), path.name


def test_term_ids_equal_the_reference_rule_on_every_code_point() -> None:
    """Every Unicode character, in runs of 48 neighbours, so odd letters, marks, digits and case mappings
    (``İ`` lowercases to ``i`` + a combining dot) all meet the word splitter, the folding and the pre-tokeniser."""
    chars = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    for i in range(0, len(chars), 48 * 256):
        block = chars[i:i + 48 * 256]
        text = " ".join("".join(block[j:j + 48]) for j in range(0, len(block), 48))
        assert batched(text) == reference(text), hex(i)


_PIECES = st.sampled_from(["Redis", "HTTPServer", "snake_case", "İstanbul", "ǅemal", "x²", "２０２４", "1234567",
                           "naïve", "e\u0301", "ß", "\u0130", "ﬁ", "Ⅻ", "—", "'s", "\n", " ", "__", "a-b", "日本語",
                           "Wi-Fi", "-", "_x_", "ﷺ"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=12), _PIECES), max_size=30).map("".join))
def test_term_ids_equal_the_reference_rule_property(text: str) -> None:
    assert batched(text) == reference(text)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=12), _PIECES), max_size=30).map("".join))
def test_a_batch_of_pieces_is_analysed_as_each_piece_alone(text: str) -> None:
    """``piece_words`` and ``word_terms`` take a batch in one pass and one tiktoken call: the same as one by one."""
    batch = terms.pieces(text)
    words = terms.piece_words(batch)
    assert words == [terms.piece_words([piece])[0] for piece in batch]
    flat = [w for ws in words for w in ws]
    assert terms.word_terms(flat).tolist() == [terms.word_term(w) for w in flat]


@pytest.mark.parametrize("text", ["hello world", "", "<|endoftext|> and <|fim_prefix|> stay text", "über\r\n  2024"])
def test_encode_array_equals_encode(text: str) -> None:
    arr = tokenizer.encode_array(text)
    assert arr.dtype == np.uint32 and arr.tolist() == tokenizer.encode(text)


def test_term_text_is_readable() -> None:
    assert terms.term_text(one("harbor")) == "harbor"  # the analysed (stemmed) word
    assert terms.term_text(one("flibbertigibbet")).startswith("#")


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


def test_the_token_table_is_the_bpe_file() -> None:
    table = tokenizer.token_table()
    assert all(table.token(rank) == token and table.rank(token) == rank for token, rank in tokenizer.ranks().items())
    assert table.rank(b" flibbertigibbet") is None and table.rank(b"") is None
    text = "Größe 日本語 🙂 <|endoftext|> boiler\r\n"
    assert tokenizer.decode(tokenizer.encode_array(text)) == text == tokenizer.decode(tokenizer.encode(text))


def test_a_damaged_table_falls_back_to_the_bpe_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "cl100k_base.table"
    bad.write_bytes(tokenizer.TABLE_FILE.read_bytes()[:-10])
    monkeypatch.setattr(tokenizer, "TABLE_FILE", bad)
    tokenizer.token_table.cache_clear()
    try:
        table = tokenizer.token_table()
        assert all(table.rank(token) == rank for token, rank in tokenizer.ranks().items())
        assert tokenizer.decode(tokenizer.encode("hello world")) == "hello world"
    finally:
        tokenizer.token_table.cache_clear()


_WORD_CHARS = st.sampled_from(list("abcxyzäöüßéñçøåœ0123456789٣٤日本語中文ńłżćąęśźабвгдеёжπσωअआइ") + ["ǅ", "ﬁ", "²"])


@settings(max_examples=400, deadline=None)
@given(st.text(_WORD_CHARS, min_size=1, max_size=24))
def test_one_word_from_the_table_equals_the_encoder(word: str) -> None:
    """The query path encodes a word from the table (no encoder built): exactly the encoder's ids."""
    assert tokenizer.word_ids(word) == tokenizer.encoding().encode_ordinary(" " + word)


def test_every_word_of_the_sample_vault_encodes_as_the_encoder_does() -> None:
    words = {w for p in SAMPLE_VAULT.rglob("*") if p.is_file()
             for w in terms._WORD.findall(p.read_bytes().decode("utf-8", "replace").lower())}
    assert len(words) > 500
    enc = tokenizer.encoding()
    assert [w for w in sorted(words) if tokenizer.word_ids(w) != enc.encode_ordinary(" " + w)] == []


def test_one_name_for_one_normalisation() -> None:
    """``normalise`` is the text the memory cues read (``words``); the index's word string is ``index_text``."""
    from vaultmem import text
    from vaultmem.text import words

    assert text.normalise is words.normalise and not hasattr(terms, "normalise")
    assert words.normalise("I'm NOT sure") == "i am not sure" and terms.index_text("I'm NOT sure") == " i m not sure"


def test_a_contraction_typed_without_its_apostrophe_is_expanded_where_it_is_no_word() -> None:
    from vaultmem.text.words import normalise

    assert normalise("I didnt renew it, havent paid") == "i did not renew it, have not paid"
    assert normalise("whos my agent, wheres the key") == "who's my agent, where's the key"
    assert normalise("ive moved, theyre late, cant stay") == "i have moved, they are late, cannot stay"
    # words of their own stay: English "well", "its", "ill", French "dont", German "im"
    assert normalise("well, its ill. le livre dont je parle. im Garten") == \
        "well, its ill. le livre dont je parle. im garten"


def test_cjk_runs_are_read_as_their_letters_and_pairs() -> None:
    """Chinese and Japanese write a sentence without spaces: its run of letters is read as each letter and each
    pair of adjacent ones, never as one word; Korean, which spaces its words, as each word and its pairs."""
    term = terms.word_term
    japanese = set(terms.term_ids("今日は土曜学校の秋学期です").tolist())
    assert {term("土曜"), term("学校"), term("校")} <= japanese
    assert term("今日は土曜学校の秋学期です") not in japanese and term("父") not in japanese
    korean = set(terms.term_ids("예약 번호는 KE907입니다").tolist())
    assert {term("예약"), term("번호는"), term("번호"), term("ke907")} <= korean
    assert term("번") not in korean  # a syllable of a longer word is too common to tell anything
    assert terms.term_ids("Tokyo東京").tolist() == [term("tokyo"), term("東"), term("東京"), term("京")]


def test_a_question_in_japanese_or_korean_finds_the_note_that_says_it(tmp_path: Path, write_vault) -> None:
    from vaultmem import Vault

    root = write_vault(tmp_path / "v", {
        "school.md": "# 土曜学校\n\n秋学期の最後の授業は12月13日です。",
        "cat.md": "# 猫\n\n猫の餌は一日二回。",
        "trip.md": "# 여행\n\n엄마 비행기 예약 번호는 KE907입니다.",
        "shopping.md": "# Shopping\n\nMilk and bread.",
        "memo.md": "# メモ\n\n授業の最後に質問。",
    })
    with Vault.open(root) as v:
        v.sync()
        assert [r.path for r in v.search("最後の授業 いつ", 3)][:1] == ["school.md"]
        assert [r.path for r in v.search("猫", 3)][:1] == ["cat.md"]
        assert [r.path for r in v.search("예약번호", 3)][:1] == ["trip.md"]
        assert [r.path for r in v.search('"最後の授業"', 5)] == ["school.md"]  # a phrase: in order, adjacent
        hit = v.search("最後の授業", 1)[0]
        assert [hit.snippet.text[a:b] for a, b in hit.snippet.highlights] == ["最後の授業"]


def test_a_word_another_language_inflects_shares_its_truncated_form() -> None:
    """Romanian "garzi" and "gărzile", Spanish "prometí" and "prometido" share a term beside their own: their
    first five letters. English words (whose forms the stemmer joins), words with digits and Chinese are left
    alone, and a truncated form is no word of a text's length."""
    def cut(text: str) -> set[int]:
        return {t for t in terms.term_ids(text).tolist() if t >= terms.TRUNCATED_BASE}

    assert cut("garzi") == cut("gărzile") != set()
    assert cut("prometí") == cut("prometido") != set()
    assert cut("garzi") != cut("prometí")
    assert not cut("restaurants") and not cut("Wednesday") and not cut("wednesday") and not cut("a1b2c3d")
    assert not cut("土曜クラスの予定")
    ids = terms.term_ids("gărzile de noapte")
    assert terms.word_count(ids) == 3 < len(ids)
    assert words("gărzile de noapte") == [t for t in ids.tolist() if t < terms.TRUNCATED_BASE]

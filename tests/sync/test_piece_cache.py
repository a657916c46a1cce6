"""Ingest's piece cache (sync/piece_cache.py): the terms and cue verdicts of the plain rules, ``text.terms.term_ids``
and ``memory.cue_pieces``, whatever the cache held before, in any thread, within its bound."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem.memory.cue_pieces import may_hold_cue, piece_marks
from vaultmem.sync import piece_cache
from vaultmem.text.terms import pieces, term_ids

SAMPLE_VAULT = Path(__file__).resolve().parents[2] / "resources" / "sample_vault"
_PIECES = st.sampled_from(["Redis", "HTTPServer", "snake_case", "İstanbul", "ǅemal", "x²", "２０２４", "1234567",
                           "naïve", "e\u0301", "ß", "\u0130", "ﬁ", "Ⅻ", "—", "'s", "\n", " ", "__", "a-b", "日本語",
                           "Wi-Fi", "-", "_x_", "ﷺ", "need to", "I", "we're", "favourite", "follow-up"])


def plain_cues(texts: list[str]) -> list[bool]:
    """``may_hold_cue`` over every text's pieces, marked without a cache."""
    per_text = [pieces(t) for t in texts]
    ends = np.cumsum([len(p) for p in per_text], dtype=np.int64)
    return may_hold_cue(piece_marks([p for ps in per_text for p in ps]), ends).tolist()


def assert_plain(texts: list[str]) -> None:
    terms, cues = piece_cache.terms_and_cues(texts)
    assert [t.tolist() for t in terms] == [term_ids(t).tolist() for t in texts]
    assert [t.tolist() for t in piece_cache.term_ids_many(texts)] == [term_ids(t).tolist() for t in texts]
    assert cues.tolist() == plain_cues(texts)
    assert all(t.dtype == np.uint32 for t in terms)


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(piece_cache, "_LOCAL", threading.local())


def test_the_cache_equals_the_plain_rules_on_real_text(fresh: None) -> None:
    paragraphs = [part for p in sorted(SAMPLE_VAULT.rglob("*")) if p.is_file()
                  for part in p.read_bytes().decode("utf-8", "replace").split("\n\n")]
    assert len(paragraphs) > 100
    assert_plain(paragraphs)
    assert_plain(paragraphs[::-1])  # every piece now a cache hit
    cues = piece_cache.terms_and_cues(paragraphs)[1]
    assert cues.any() and not cues.all()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.one_of(st.text(max_size=12), _PIECES), max_size=30).map("".join), max_size=6))
def test_the_cache_equals_the_plain_rules_property(texts: list[str]) -> None:
    assert_plain(texts)


def test_the_cache_stays_bounded_and_exact(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(piece_cache, "PIECE_CACHE_MAX", 50)
    for i in range(40):
        text = " ".join(f"Word{i}x{j} w{j} need to" for j in range(6))
        assert_plain([text])
        assert piece_cache._LOCAL.cache.size <= 50


def test_a_batch_of_known_pieces_keeps_the_cache(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only new pieces count against the bound: a large batch of pieces already cached starts nothing afresh."""
    monkeypatch.setattr(piece_cache, "PIECE_CACHE_MAX", 50)
    text = " ".join(f"w{i}" for i in range(40))
    piece_cache.term_ids_many([text])
    cache = piece_cache._LOCAL.cache
    assert_plain([text] * 5)
    assert piece_cache._LOCAL.cache is cache


def test_each_thread_has_its_own_cache() -> None:
    """Two syncs on two threads never read each other's cache half-updated: each has its own."""
    texts = [f"Piece{i} shared words {i}" for i in range(200)]
    results: dict[int, list[list[int]]] = {}

    def run(k: int) -> None:
        results[k] = [t.tolist() for t in piece_cache.term_ids_many(texts)]

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(results[k] == [term_ids(t).tolist() for t in texts] for k in range(4))

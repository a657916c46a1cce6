"""Result records (retrieval/results.py): the snippet's chunk ordinal is the chunk's position in its session,
for every format (it came from extractor metadata that only notes, text and code set: 0 for mail, chat, tables)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vaultmem import Vault
from vaultmem.extract import Limits

FILLER = "Plain words about the weather and the garden fill this paragraph."


def files() -> dict[str, str]:
    body = "\n\n".join([FILLER] * 6 + ["The zanzibar invoice arrived."] + [FILLER] * 2)
    chat = [{"role": "user" if i % 2 == 0 else "assistant", "content": FILLER} for i in range(7)]
    chat[5]["content"] = "The quokka sanctuary opens in May."
    rows = "\n".join(f"{i},{'marzipan order' if i == 30 else 'ordinary row text here'}" for i in range(40))
    return {"mail/a.eml": f"From: a@x\nTo: b@x\nSubject: weather\nMessage-ID: <m1@x>\n\n{body}\n",
            "chat/c.json": json.dumps([{"id": "c1", "messages": chat}]),
            "data/t.csv": f"id,text\n{rows}\n"}


@pytest.mark.parametrize(("word", "kind"), [("zanzibar", "email"), ("quokka", "chat"), ("marzipan", "table")])
@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_chunk_ordinal_is_the_position_in_the_session(tmp_path: Path, write_vault, word: str, kind: str,
                                                      mode: str) -> None:
    root = write_vault(tmp_path / "v", files())
    with Vault.open(root, limits=Limits(chunk_target_chars=120)) as vault:
        vault.sync()
        top = vault.search(word, 1, mode=mode)[0]
        preview = vault.preview(top.session_id)
    assert top.kind == kind
    chunk = preview.chunk_at(top.snippet.char_start)
    assert chunk is not None and word in preview.text[chunk.char_start:chunk.char_end]
    assert top.snippet.chunk_ordinal == chunk.ordinal > 0
    assert top.to_json()["chunk"]["ordinal"] == chunk.ordinal


@pytest.mark.parametrize("note", ["The zanzibar invoice arrived on Monday.",
                                  "The [zanzibar invoice](https://example.org/zanzibar) arrived on Monday."])
def test_a_snippet_from_spans_already_read_is_the_snippet_read_afresh(tmp_path: Path, note: str) -> None:
    """The auto route hands a result the matches its features already read in the chunk; the snippet is the same,
    and where a link was reduced (the offsets moved) the handed spans are not used."""
    from vaultmem.retrieval.results import make_snippet
    from vaultmem.retrieval.snippets import match_spans, query_words

    (tmp_path / "n.md").write_text(f"# Note\n\n{note}\n")
    with Vault.open(tmp_path) as vault:
        vault.sync()
        snap = vault.snapshot()
        info = snap.chunk(snap.session_chunks(0).start)
        words = query_words("zanzibar invoice")
        fresh = make_snippet(snap, info, words)
        raw = snap.chunk_text(info.gid)
        assert make_snippet(snap, info, words, match_spans(raw, words)) == fresh
        assert [fresh.text[a:b] for a, b in fresh.highlights] == ["zanzibar", "invoice"]


def test_a_bm25_snippet_looks_only_for_the_words_its_chunk_holds_and_shows_the_same(tmp_path: Path) -> None:
    """BM25 results skip the words their chunk's postings lack; the snippet equals one read for every word,
    including a word written in a compound ("wi-fi") and one only some results hold."""
    from vaultmem.retrieval.results import make_snippet
    from vaultmem.retrieval.snippets import query_words

    (tmp_path / "a.md").write_text("# A\n\nThe Wi-Fi router and the zanzibar invoice.\n")
    (tmp_path / "b.md").write_text("# B\n\nOnly the zanzibar ferry timetable.\n")
    query = "zanzibar wifi router"
    with Vault.open(tmp_path) as vault:
        vault.sync()
        snap = vault.snapshot()
        results = vault.search(query, 5, mode="bm25")
        assert {r.path for r in results} == {"a.md", "b.md"}
        for r in results:
            info = snap.chunk(snap.session_chunks(snap.session_gid(r.path, r.session_id)).start
                              + r.snippet.chunk_ordinal)
            assert r.snippet == make_snippet(snap, info, query_words(query))
        by_path = {r.path: [r.snippet.text[a:b] for a, b in r.snippet.highlights] for r in results}
    assert by_path == {"a.md": ["Wi-Fi", "router", "zanzibar"], "b.md": ["zanzibar"]}

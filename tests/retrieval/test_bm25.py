"""BM25 (retrieval/bm25.py): parity with a loop-by-loop reference of the documented formula, live statistics
after deletes, deterministic ranking, additive explanations, and kind / folder / date filters."""

from __future__ import annotations

import math
import os
import shutil
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem import Filters, Vault
from vaultmem.retrieval import bm25
from vaultmem.retrieval.lexical import concepts
from vaultmem.sync.ingest import chunk_context
from vaultmem.text.terms import TRUNCATED_BASE, term_ids

pytestmark = pytest.mark.usefixtures("no_network")


def reference_bm25(docs: dict[int, list[int]], query: str | list[int], k1: float = 1.2,
                   b: float = 0.75) -> dict[int, float]:
    """Okapi BM25 with Lucene's IDF, straight from the formula in bm25.py's docstring, with plain loops (the
    query as text, or as its terms). A length counts words, not their truncated forms (``terms.truncated``)."""
    n = len(docs)
    avgdl = sum(length(t) for t in docs.values()) / n
    q = sorted(set(term_ids(query).tolist() if isinstance(query, str) else query))
    df = {t: sum(1 for terms in docs.values() if t in terms) for t in q}
    scores: dict[int, float] = {}
    for doc, terms in docs.items():
        tf = Counter(terms)
        s = 0.0
        matched = False
        for t in q:
            if tf[t] == 0:
                continue
            matched = True
            idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
            s += idf * tf[t] * (k1 + 1) / (tf[t] + k1 * (1 - b + b * length(terms) / avgdl))
        if matched:
            scores[doc] = s
    return scores


def length(terms: list[int]) -> int:
    """A chunk's length: its words' terms (``terms.word_count``)."""
    return sum(t < TRUNCATED_BASE for t in terms)


def live_chunk_terms(v: Vault) -> dict[int, list[int]]:
    """Each live chunk's index terms, recomputed from its stored text with ``term_ids`` (heading context first, as
    ingestion does)."""
    snap = v.snapshot()
    out = {}
    for gid in np.flatnonzero(snap.chunk_live):
        c = snap.chunk(int(gid))
        terms = term_ids(f"{chunk_context(c.metadata)}\n{snap.chunk_text(int(gid))}").tolist()
        assert length(terms) == int(snap.chunk_dl[gid])  # the stored length agrees with the recomputed terms
        out[int(gid)] = terms
    return out


@pytest.fixture
def edited_vault(tmp_path: Path, write_vault, corpus):
    """A random vault that has seen edits and deletes (tombstones in play)."""
    root = write_vault(tmp_path / "v", corpus(31, 60))
    with Vault.open(root) as v:
        v.sync()
        for i in range(0, 60, 7):
            next(root.glob(f"*/note-{i:03d}.*")).unlink()
        for i in (1, 2, 9):
            p = next(root.glob(f"*/note-{i:03d}.*"))
            p.write_text(p.read_text() + "\nredis redis latency budget postgres\n")
            st = p.stat()
            os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
        report = v.sync()
        assert len(report.deleted) == 9 and len(report.updated) == 3
        yield v


def test_parity_with_reference(edited_vault: Vault, queries) -> None:
    v = edited_vault
    docs = live_chunk_terms(v)
    snap = v.snapshot()
    assert snap.live_chunks == len(docs) < snap.n_chunks  # deletes are in play
    for q in (*queries, "redis", "the", "Harbor_Cache RedisLatency", "postgres postgres budget"):
        ref = reference_bm25(docs, q)
        got = bm25.score_chunks(snap, term_ids(q))
        assert got.chunks.tolist() == sorted(ref), q
        for chunk, score in zip(got.chunks.tolist(), got.scores.tolist()):
            assert score == pytest.approx(ref[chunk], rel=1e-12, abs=1e-12), (q, chunk)


def test_session_score_is_its_best_chunk(edited_vault: Vault, queries) -> None:
    v = edited_vault
    docs = live_chunk_terms(v)
    snap = v.snapshot()
    for q in queries:
        ref = reference_bm25(docs, concepts(snap, q).terms.tolist())  # the question's content words
        best: dict[str, float] = {}
        for chunk, score in ref.items():
            sid = snap.session(int(snap.chunk_session[chunk])).id
            best[sid] = max(best.get(sid, 0.0), score)
        expected = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
        got = [(r.session_id, r.score) for r in v.search(q, 10, mode="bm25")]
        assert [s for s, _ in got] == [s for s, _ in expected] or _ties_only(got, expected), q
        for (_, a), (_, b) in zip(got, expected):
            assert a == pytest.approx(b, rel=1e-12)


def _ties_only(got, expected) -> bool:
    """Orders may differ only inside groups of equal scores (float noise at the 1e-15 level)."""
    return sorted(got, key=lambda kv: (round(-kv[1], 9), kv[0])) == sorted(expected, key=lambda kv: (round(-kv[1], 9), kv[0]))


def test_live_statistics_equal_a_fresh_index(edited_vault: Vault, tmp_path: Path, queries) -> None:
    v = edited_vault
    fresh_root = tmp_path / "fresh"
    shutil.copytree(v.root, fresh_root, ignore=shutil.ignore_patterns(".vaultmem"))
    with Vault.open(fresh_root) as fresh:
        fresh.sync()
        a, b = v.snapshot(), fresh.snapshot()
        assert a.live_chunks == b.live_chunks and a.avgdl == b.avgdl
        for q in queries:
            ta, tb = bm25.score_chunks(a, term_ids(q)).terms, bm25.score_chunks(b, term_ids(q)).terms
            assert [(t.term, t.df, t.idf) for t in ta] == [(t.term, t.df, t.idf) for t in tb]


def test_idf_is_never_negative() -> None:
    n = 100
    assert all(bm25.idf(df, n) > 0 for df in range(1, n + 1))


def test_same_query_twice_gives_identical_results(edited_vault: Vault, queries) -> None:
    for q in queries:
        first = [r.to_json() for r in edited_vault.search(q, 10, mode="bm25")]
        second = [r.to_json() for r in edited_vault.search(q, 10, mode="bm25")]
        assert first == second


def test_independent_builds_rank_identically(tmp_path: Path, write_vault, corpus, ranked, monkeypatch) -> None:
    """Files created in another order and ingested in other batches (another segment layout) rank the same."""
    from vaultmem.sync import reconcile as vault_mod

    files = corpus(41, 45)
    a = write_vault(tmp_path / "a", files)
    b = tmp_path / "b"
    with Vault.open(a) as va:
        va.sync()
        expected = ranked(va, k=20)
    items = list(reversed(files.items()))
    monkeypatch.setattr(vault_mod, "BATCH_FILES", 4)
    with Vault.open(write_vault(b, {})) as vb:
        for start in range(0, len(items), 15):  # three syncs, several segments each, then merges
            write_vault(b, dict(items[start:start + 15]))
            vb.sync()
        assert len(vb.snapshot().segments) > 1 or vb.snapshot().generation > 3
        got = ranked(vb, k=20)
    assert got == expected  # ids, order and scores bit for bit


def test_ties_break_by_session_id(tmp_path: Path, write_vault) -> None:
    same = "# Same\n\nidentical body about the harbor cache\n"
    root = write_vault(tmp_path / "v", {"c.md": same, "a.md": same, "b.md": same})
    with Vault.open(root) as v:
        v.sync()
        results = v.search("harbor cache", mode="bm25")
        assert [r.path for r in results] == ["a.md", "b.md", "c.md"]
        assert len({r.score for r in results}) == 1


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_explanations_are_additive_for_every_result(edited_vault: Vault, queries, mode: str) -> None:
    seen = 0
    for q in queries:
        for r in edited_vault.search(q, 10, mode=mode):
            seen += 1
            assert r.explanation.value == pytest.approx(r.score, abs=1e-9)
            assert r.explanation.is_additive(1e-9), (q, r.session_id)
            _check_children_sum(r.explanation.to_json())
    assert seen > 20


def _check_children_sum(node: dict) -> None:
    if node["children"]:
        assert abs(sum(c["value"] for c in node["children"]) - node["value"]) <= 1e-9
    for child in node["children"]:
        _check_children_sum(child)


def test_bm25_term_explanation_details(edited_vault: Vault) -> None:
    r = edited_vault.search("redis latency", 1, mode="bm25")[0]
    terms = r.explanation.children
    assert {t.code for t in terms} == {"bm25_term"}
    for t in terms:
        d = t.detail
        part = d["tf"] * (d["k1"] + 1) / (d["tf"] + d["k1"] * (1 - d["b"] + d["b"] * d["dl"] / d["avgdl"]))
        assert t.value == pytest.approx(d["idf"] * part, rel=1e-12)


# ---- filters ------------------------------------------------------------------------------------------------
def _all(v: Vault, q: str, **kw) -> list:
    return v.search(q, 10_000, mode="bm25", **kw)


@pytest.mark.parametrize("query", ["harbor cache", "budget", "redis latency"])
def test_filters_restrict_without_changing_scores(edited_vault: Vault, query: str) -> None:
    v = edited_vault
    everything = _all(v, query)
    march, june_end, june = (datetime(2024, 3, 1, tzinfo=UTC), datetime(2024, 6, 30, tzinfo=UTC),
                             datetime(2024, 6, 1, tzinfo=UTC))
    ts = lambda r: r.date.timestamp() if r.date else math.nan
    cases = {
        Filters(kinds=("text",)): lambda r: r.kind == "text",
        Filters(kinds=("note", "text")): lambda r: r.kind in ("note", "text"),
        Filters(folder="journal"): lambda r: r.path.startswith("journal/"),
        Filters(folder="journal/"): lambda r: r.path.startswith("journal/"),
        Filters(date_from=march, date_to=june_end): lambda r: march.timestamp() <= ts(r) <= june_end.timestamp(),
        Filters(kinds=("note",), folder="projects", date_from=june):
            lambda r: r.kind == "note" and r.path.startswith("projects/") and ts(r) >= june.timestamp(),
    }
    for f, keep in cases.items():
        expected = [(r.session_id, r.score) for r in everything if keep(r)]
        got = [(r.session_id, r.score) for r in _all(v, query, filters=f)]
        assert got == expected, f
        assert expected, f"filter {f} should keep something for {query!r}"
    assert _all(v, query, filters=Filters(kinds=("email",))) == []
    assert _all(v, query, filters=Filters(folder="nowhere")) == []


def test_folder_filter_matches_whole_folder_names(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"notes/a.md": "# A\n\nredis", "notes-old/b.md": "# B\n\nredis"})
    with Vault.open(root) as v:
        v.sync()
        assert [r.path for r in v.search("redis", filters=Filters(folder="notes"), mode="bm25")] == ["notes/a.md"]


def test_empty_and_unknown_queries(edited_vault: Vault) -> None:
    assert edited_vault.search("", mode="bm25") == []
    assert edited_vault.search("   ", mode="bm25") == []
    assert edited_vault.search("redis", 0, mode="bm25") == []
    with pytest.raises(ValueError):
        edited_vault.search("redis", mode="nonsense")


def test_best_chunk_per_session_matches_a_sort_with_ties() -> None:
    """The segmented max equals 'sort by (score desc, chunk id), first per session' — ties included."""
    from types import SimpleNamespace

    rng = np.random.default_rng(0)
    for _ in range(300):
        chunk_session = np.sort(rng.integers(0, 15, 80))
        chunks = np.sort(rng.choice(80, int(rng.integers(1, 60)), replace=False))
        scores = rng.integers(1, 4, len(chunks)).astype(float)  # few distinct values: many ties
        got = bm25.best_chunk_per_session(SimpleNamespace(chunk_session=chunk_session),
                                          bm25.ChunkScores(chunks, scores, ()))
        order = np.lexsort((chunks, -scores))
        sessions, first = np.unique(chunk_session[chunks[order]], return_index=True)
        assert got[0].tolist() == sessions.tolist()
        assert got[1].tolist() == chunks[order[first]].tolist()
        assert got[2].tolist() == scores[order[first]].tolist()


# ---- MaxScore top-k ---------------------------------------------------------------------------------------------
def _top(snap, cs: bm25.ChunkScores, k: int) -> list[tuple[str, int, float]]:
    sessions, chunks, scores = bm25.best_chunk_per_session(snap, cs)
    rows = sorted((-float(s), snap.session(int(g)).id, int(c)) for g, c, s in zip(sessions, chunks, scores))
    return [(sid, c, -neg) for neg, sid, c in rows[:k]]


# DENSE_SHARE 0: every id set takes the sort / binary-search path; 10**9: every one the dense-array path.
@pytest.mark.parametrize("dense_share", [0, 10**9])
@pytest.mark.parametrize("k", [1, 3, 10])
def test_pruned_top_k_equals_the_exhaustive_top_k(edited_vault: Vault, queries, monkeypatch, k: int,
                                                  dense_share: int) -> None:
    monkeypatch.setattr(bm25, "PRUNE_MIN_POSTINGS", 0)  # prune even this small vault
    monkeypatch.setattr(bm25, "DENSE_SHARE", dense_share)
    snap = edited_vault.snapshot()
    allowed = np.zeros(snap.n_sessions, bool)
    allowed[::2] = True
    pruned_somewhere = False
    for q in (*queries, "redis the budget of a harbor", "the and of", "postgres postgres budget"):
        for filt in (None, allowed):
            full = bm25.score_chunks(snap, term_ids(q), filt)
            cut = bm25.score_chunks(snap, term_ids(q), filt, k)
            assert _top(snap, cut, k) == _top(snap, full, k), (q, k)  # same sessions, chunks, bit-equal scores
            pruned_somewhere |= len(cut.chunks) < len(full.chunks)
    assert pruned_somewhere  # the bound really skipped chunks


@pytest.mark.parametrize("hold_per_k", [1, 2])
@pytest.mark.parametrize("k", [1, 3, 10])
def test_top_k_kept_chunks_give_the_exhaustive_top_k(edited_vault: Vault, queries, monkeypatch, k: int,
                                                      hold_per_k: int) -> None:
    """Without pruning, a top-k scoring keeps only the best chunks that hold k sessions: same top k."""
    monkeypatch.setattr(bm25, "HOLD_PER_K", hold_per_k)
    snap = edited_vault.snapshot()
    cut_somewhere = False
    for q in (*queries, "redis the budget of a harbor", "the and of", "postgres postgres budget"):
        full = bm25.score_chunks(snap, term_ids(q))
        cut = bm25.score_chunks(snap, term_ids(q), None, k)
        assert _top(snap, cut, k) == _top(snap, full, k), (q, k)
        cut_somewhere |= len(cut.chunks) < len(full.chunks)
    assert cut_somewhere


@pytest.mark.parametrize("dense_share", [0, 10**9])
def test_chunk_and_session_scores_equal_the_exhaustive_pass(edited_vault: Vault, queries, monkeypatch,
                                                            dense_share: int) -> None:
    monkeypatch.setattr(bm25, "DENSE_SHARE", dense_share)
    snap = edited_vault.snapshot()
    rng = np.random.default_rng(3)
    for q in queries:
        full = bm25.score_chunks(snap, term_ids(q))
        some = np.sort(rng.choice(full.chunks, size=min(7, len(full.chunks)), replace=False)) if len(full.chunks) else full.chunks
        assert bm25.chunk_scores_of(snap, full.terms, some).tolist() == full.scores[np.isin(full.chunks, some)].tolist()
        sessions, chunks, scores = bm25.best_chunk_per_session(snap, full)
        live = rng.permutation(np.flatnonzero(snap.session_live))  # any order in, same order out
        best_chunk, best = bm25.session_scores(snap, full.terms, live)
        expected = dict(zip(sessions.tolist(), zip(chunks.tolist(), scores.tolist())))
        for g, c, s in zip(live.tolist(), best_chunk.tolist(), best.tolist()):
            assert (c, s) == expected.get(g, (-1, 0.0)), (q, g)


def test_the_exhaustive_pass_scores_the_same_to_the_last_bit_by_sort_or_by_dense_array(edited_vault: Vault, queries,
                                                                                      monkeypatch) -> None:
    """Few postings are summed by sort, many in an array over all chunks: the same chunks and bit-equal scores."""
    snap = edited_vault.snapshot()
    allowed = np.zeros(snap.n_sessions, bool)
    allowed[1::2] = True
    for q in (*queries, "redis the budget of a harbor", "postgres postgres budget", "zzzunknownword"):
        for filt in (None, allowed):
            passes = []
            for share in (0, 10**9):
                monkeypatch.setattr(bm25, "DENSE_SHARE", share)
                passes.append(bm25.score_chunks(snap, term_ids(q), filt))
            assert passes[0].chunks.tolist() == passes[1].chunks.tolist(), q
            assert passes[0].scores.tolist() == passes[1].scores.tolist(), q


@settings(deadline=None, max_examples=300)
@given(st.lists(st.sampled_from([0.5, 1.0, 1.25, 2.0, 3.5, 7.0, 7.25]) | st.floats(0.01, 20.0), min_size=1,
                max_size=300), st.integers(1, 16), st.integers(0, 400))
def test_kth_largest_is_the_partition_value(values: list[float], k: int, more: int) -> None:
    """The sampled bound never drops a value the answer needs, ties and sorted runs included (the values are
    repeated up to a length that takes the sampled path, or past it)."""
    a = np.resize(np.array(values), max(len(values), 4 * bm25.SAMPLE_STRIDE * k + more))
    expected = np.partition(a, len(a) - k)[len(a) - k]
    assert bm25.kth_largest(a, k) == expected
    assert bm25.kth_largest(np.sort(a), k) == bm25.kth_largest(np.sort(a)[::-1].copy(), k) == expected
    small = np.array(values)
    assert bm25.kth_largest(small, min(k, len(small))) == np.sort(small)[-min(k, len(small))]

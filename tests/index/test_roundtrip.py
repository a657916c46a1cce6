"""Index round trips: a synced vault reopens (writer and read-only) to the same sessions, chunks and results;
the container, block store and postings encodings round-trip exactly."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem import Vault
from vaultmem.errors import IndexCorrupt
from vaultmem.index import blocks, postings
from vaultmem.index.container import Container, shuffle_bytes, unshuffle_bytes, write_container

pytestmark = pytest.mark.usefixtures("no_network")


def session_table(vault: Vault) -> list[tuple]:
    snap = vault.snapshot()
    out = []
    for gid in np.flatnonzero(snap.session_live):
        s = snap.session(int(gid))
        chunks = [(snap.chunk_text(c), snap.chunk(c).char_start, snap.chunk(c).char_end,
                   snap.chunk_tokens(c).tolist()) for c in snap.session_chunks(int(gid))]
        saved = bool(np.isnan(snap.session_said[gid]))  # dated by its file's save time only (``SESSION_SAVED``)
        out.append((s.id, s.kind, s.title, s.path, s.date, saved, s.metadata, chunks))
    return sorted(out, key=lambda r: r[0])


def test_reopen_gives_same_sessions_chunks_and_results(tmp_path: Path, write_vault, corpus, ranked) -> None:
    root = write_vault(tmp_path / "v", corpus(1, 40))
    with Vault.open(root) as v:
        report = v.sync()
        assert len(report.added) == 40 and not report.problems
        before_sessions, before_results, before_stats = session_table(v), ranked(v), v.stats()
    assert before_sessions and any(before_results.values())
    with Vault.open(root) as again:  # a new writer object
        assert session_table(again) == before_sessions
        assert ranked(again) == before_results
        assert again.stats() == before_stats
        assert not again.sync().changed
    ro = Vault.open(root, readonly=True)
    assert session_table(ro) == before_sessions
    assert ranked(ro) == before_results
    assert ro.verify() == []


def test_chunk_text_is_exact_slice_of_the_source(tmp_path: Path, write_vault) -> None:
    text = "# Plan\n\nWe use **Redis** for the harbor cache — ünïcödé ✓ and emoji 🚢.\n\n## Next\n\nShip it.\n"
    root = write_vault(tmp_path / "v", {"plan.md": text})
    with Vault.open(root) as v:
        v.sync()
        snap = v.snapshot()
        for c in range(snap.n_chunks):
            info = snap.chunk(c)
            assert snap.chunk_text(c) == text[info.char_start:info.char_end]


def test_index_directory_and_files_are_private(tmp_path: Path, write_vault, corpus) -> None:
    root = write_vault(tmp_path / "v", corpus(2, 5))
    with Vault.open(root) as v:
        v.sync()
    index_dir = root / ".vaultmem"
    assert stat.S_IMODE(index_dir.stat().st_mode) == 0o700
    for entry in os.scandir(index_dir):
        assert stat.S_IMODE(entry.stat().st_mode) == 0o600, entry.name


def test_readonly_open_of_unindexed_vault_is_empty_and_writes_nothing(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"a.md": "# A\n\nhello"})
    ro = Vault.open(root, readonly=True)
    assert ro.search("hello") == []
    assert not (root / ".vaultmem").exists()


def test_merge_keeps_sessions_and_results(tmp_path: Path, write_vault, corpus, ranked, monkeypatch) -> None:
    """Many small commits trigger the merge policy; the merged index equals a one-shot build."""
    from vaultmem.sync import reconcile as vault_mod

    files = corpus(3, 30)
    monkeypatch.setattr(vault_mod, "BATCH_FILES", 3)  # 10 segments before merging
    root = write_vault(tmp_path / "v", files)
    with Vault.open(root) as v:
        v.sync()
        assert len(v.snapshot().segments) <= 8
        merged_sessions, merged = session_table(v), ranked(v)
        assert {row[5] for row in merged_sessions} == {True, False}  # both kinds of date survive the merge
        assert v.verify() == []
    monkeypatch.setattr(vault_mod, "BATCH_FILES", 4000)
    other = tmp_path / "w"
    shutil.copytree(root, other, ignore=shutil.ignore_patterns(".vaultmem"))  # copy2 keeps mtimes (= .txt dates)
    with Vault.open(other) as w:
        w.sync()
        assert len(w.snapshot().segments) == 1
        assert session_table(w) == merged_sessions
        assert ranked(w) == merged


# ---- container ------------------------------------------------------------------------------------------------
_DTYPES = st.sampled_from([np.uint8, np.uint16, np.uint32, np.int64, np.float64])


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_container_round_trip(tmp_path_factory, data) -> None:
    arrays = {}
    compress = set()
    for i in range(data.draw(st.integers(0, 5))):
        dtype = np.dtype(data.draw(_DTYPES))
        n = data.draw(st.integers(0, 64))
        if dtype.kind == "f":
            values = data.draw(st.lists(st.floats(allow_nan=False, width=64), min_size=n, max_size=n))
        else:
            info = np.iinfo(dtype)
            values = data.draw(st.lists(st.integers(int(info.min), int(info.max)), min_size=n, max_size=n))
        arrays[f"s{i}"] = np.asarray(values, dtype=dtype)
        if data.draw(st.booleans()):
            compress.add(f"s{i}")
    path = tmp_path_factory.mktemp("c") / "x.vms"
    written = write_container(path, arrays, compress, {"k": 1})
    c = Container(path, written.sha256, written.size)
    assert c.meta == {"k": 1}
    assert c.section_names() == list(arrays)
    for name, arr in arrays.items():
        got = c.array(name)
        assert got.dtype == arr.dtype and np.array_equal(got, arr)


@settings(deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), max_size=200))
def test_byte_shuffle_round_trip(values: list[int]) -> None:
    arr = np.asarray(values, np.uint32)
    assert np.array_equal(unshuffle_bytes(shuffle_bytes(arr), arr.dtype, len(arr)), arr)


# ---- block store ----------------------------------------------------------------------------------------------
_items = st.lists(st.lists(st.integers(0, 100_276), max_size=40), max_size=3 * 16 + 5)


@settings(deadline=None)
@given(_items, st.integers(1, 16), st.integers(1, 4096))
def test_block_store_round_trip(items: list[list[int]], per_block: int, cache_bytes: int) -> None:
    arrays = [np.asarray(it, np.uint32) for it in items]
    packed = blocks.pack(arrays, np.uint32, per_block)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint32, per_block, cache_bytes)
    assert len(reader) == len(items)
    # random access in a scrambled order exercises the LRU
    for i in sorted(range(len(items)), key=lambda i: (i * 7919) % (len(items) or 1)):
        assert reader.get(i).tolist() == items[i]
    assert [a.tolist() for a in reader.items()] == items


@settings(max_examples=50, deadline=None)
@given(st.lists(st.dictionaries(st.text(max_size=5), st.one_of(st.integers(), st.text(max_size=20)), max_size=4), max_size=80))
def test_block_store_json_round_trip(records: list[dict]) -> None:
    packed = blocks.pack([blocks.encode_json(r) for r in records], np.uint8, 8)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint8, 8, 1 << 16)
    assert [reader.get_json(i) for i in range(len(records))] == records
    assert reader.all_json() == records


@pytest.mark.parametrize("item", [b"1,2", b"{", b""])
def test_records_that_do_not_parse_one_each_are_a_corrupt_index(item: bytes) -> None:
    good = blocks.encode_json({"path": "a.md"})
    packed = blocks.pack([good, np.frombuffer(item, np.uint8), good], np.uint8, 8)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint8, 8, 1 << 16)
    with pytest.raises(IndexCorrupt):
        reader.all_json()


def test_all_records_are_parsed_a_slice_a_call(monkeypatch: pytest.MonkeyPatch) -> None:
    """Records are parsed a bounded slice at a time (one call holds the GIL), in order, and a record that does not
    parse on its own in a later slice is still found."""
    monkeypatch.setattr(blocks, "JSON_SLICE", 3)
    parsed: list[int] = []

    def loads(text: bytes) -> object:
        out = json.loads(text)
        parsed.append(len(out))
        return out

    monkeypatch.setattr(blocks, "json", SimpleNamespace(loads=loads))
    records = [{"path": f"n{i}.md", "size": i} for i in range(10)]
    packed = blocks.pack([blocks.encode_json(r) for r in records], np.uint8, 8)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint8, 8, 1 << 16)
    assert reader.all_json() == records
    assert parsed == [3, 3, 3, 1]
    items = [blocks.encode_json(r) for r in records]
    items[7] = np.frombuffer(b"1,2", np.uint8)
    packed = blocks.pack(items, np.uint8, 8)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint8, 8, 1 << 16)
    with pytest.raises(IndexCorrupt):
        reader.all_json()


def test_a_block_store_read_with_other_block_sizes_is_a_corrupt_index() -> None:
    """An index written with other block sizes (or tampered with) fails as ``IndexCorrupt`` — rebuilt — never as
    a stray ``ValueError`` in the middle of a search."""
    arrays = [np.arange(i, i + 30, dtype=np.uint32) for i in range(40)]
    packed = blocks.pack(arrays, np.uint32, 8)
    reader = blocks.BlockReader(packed["blob"], packed["blocks"], packed["items"], np.uint32, 4, 1 << 16)
    with pytest.raises(IndexCorrupt):
        [reader.get(i) for i in range(len(arrays))]


# ---- postings -------------------------------------------------------------------------------------------------
_chunk_terms = st.lists(st.lists(st.integers(0, 2**17), max_size=30), max_size=60)


def reference_postings(chunk_terms: list[list[int]]) -> dict[int, list[tuple[int, int]]]:
    out: dict[int, dict[int, int]] = {}
    for doc, terms in enumerate(chunk_terms):
        for t in terms:
            out.setdefault(t, {}).setdefault(doc, 0)
            out[t][doc] += 1
    return {t: sorted(d.items()) for t, d in out.items()}


@settings(deadline=None)
@given(_chunk_terms)
def test_postings_build_matches_reference(chunk_terms: list[list[int]]) -> None:
    p = postings.build([np.asarray(t, np.uint32) for t in chunk_terms])
    ref = reference_postings(chunk_terms)
    assert p.terms.tolist() == sorted(ref)
    assert p.offsets[0] == 0 and p.offsets[-1] == len(p.docs) == len(p.tfs)
    for t, expected in ref.items():
        docs, tfs = p.lookup(t)
        assert list(zip(docs.tolist(), tfs.tolist())) == expected
    assert p.lookup(2**17 + 1)[0].size == 0
    assert p.df().tolist() == [len(ref[t]) for t in sorted(ref)]


@settings(deadline=None)
@given(_chunk_terms)
def test_postings_sections_round_trip(chunk_terms: list[list[int]]) -> None:
    p = postings.build([np.asarray(t, np.uint32) for t in chunk_terms])
    s = postings.to_sections(p)
    q = postings.from_sections(*(s[name] for name in postings.SECTIONS))
    for a, b in ((p.terms, q.terms), (p.offsets, q.offsets), (p.docs, q.docs), (p.tfs, q.tfs)):
        assert a.dtype == b.dtype and np.array_equal(a, b)
    fresh = postings.from_sections(*(s[name] for name in postings.SECTIONS))  # nothing decoded yet: lazy path
    for t in p.terms.tolist():
        for a, b in zip(p.lookup(t), fresh.lookup(t)):
            assert a.dtype == b.dtype and np.array_equal(a, b)


def test_postings_sections_round_trip_through_a_container(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    chunk_terms = [rng.integers(0, 5000, rng.integers(0, 200)).astype(np.uint32) for _ in range(500)]
    p = postings.build(chunk_terms)
    written = write_container(tmp_path / "p.vms", postings.to_sections(p), {"post.terms", "post.offsets"}, {})
    c = Container(tmp_path / "p.vms", written.sha256, written.size)
    q = postings.from_sections(*(c.array(name) for name in postings.SECTIONS))
    for t in (0, 17, 4999):
        assert all(np.array_equal(a, b) for a, b in zip(p.lookup(t), q.lookup(t)))
    assert np.array_equal(p.docs, q.docs) and np.array_equal(p.tfs, q.tfs)


def test_term_frequency_saturates_at_uint16() -> None:
    p = postings.build([np.full(70_000, 7, np.uint32)])
    assert p.lookup(7)[1].tolist() == [65535]


def test_merges_never_write_a_segment_above_the_token_cap(tmp_path: Path, write_vault, corpus, ranked,
                                                          monkeypatch) -> None:
    """With a cap of two batches' tokens, merges stop combining segments at the cap — the vault keeps more
    segments than MAX_SEGMENTS — and the index still equals a one-shot build."""
    from vaultmem.index import writer as writer_mod
    from vaultmem.sync import reconcile as vault_mod

    files = corpus(3, 30)
    monkeypatch.setattr(vault_mod, "BATCH_FILES", 3)
    monkeypatch.setattr(writer_mod, "MAX_SEGMENTS", 10**6)
    root = write_vault(tmp_path / "v", files)
    with Vault.open(root) as unmerged:  # how many tokens a batch of 3 files holds here, at most
        unmerged.sync()
        biggest_batch = max(int(s.chunk_ntok.sum()) for s in unmerged.snapshot().segments)
    shutil.rmtree(root / ".vaultmem")
    monkeypatch.setattr(writer_mod, "MERGE_MAX_TOKENS", 2 * biggest_batch)
    monkeypatch.setattr(writer_mod, "MAX_SEGMENTS", 2)
    monkeypatch.setattr(writer_mod, "MERGE_TO", 1)
    with Vault.open(root) as v:
        v.sync()
        sizes = [int(s.chunk_ntok.sum()) for s in v.snapshot().segments]
        assert len(sizes) > 2 and max(sizes) <= 2 * biggest_batch
        capped, capped_sessions = ranked(v), session_table(v)
        assert v.verify() == []
    monkeypatch.setattr(vault_mod, "BATCH_FILES", 4000)
    other = tmp_path / "w"
    shutil.copytree(root, other, ignore=shutil.ignore_patterns(".vaultmem"))
    with Vault.open(other) as w:
        w.sync()
        assert session_table(w) == capped_sessions and ranked(w) == capped


def test_stats_count_a_file_removed_mid_listing_as_gone(tmp_path: Path, write_vault, monkeypatch) -> None:
    """The app asks for stats while the indexer process commits: temp files vanish between listing and stat."""
    root = write_vault(tmp_path / "vault", {"a.md": "# A\n\nalpha beta gamma\n"})
    with Vault.open(root) as v:
        v.sync()
        settled = v.stats().index_bytes
        doomed = v.index_dir / "probe-0000.tmp"
        doomed.write_bytes(b"x" * 100)
        real_scandir = os.scandir

        def listing_then_removal(path):
            entries = list(real_scandir(path))
            doomed.unlink()  # the other process's cleanup, between our listing and our stat
            return iter(entries)

        monkeypatch.setattr(os, "scandir", listing_then_removal)
        assert v.stats().index_bytes == settled

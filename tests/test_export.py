"""ContextExport: citations, the token budget (citations included), sentence-boundary trimming, JSON, CLI."""

from __future__ import annotations

import json
from datetime import datetime
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vaultmem import ContextExport, Passage, Vault
from vaultmem.cli import main as cli_main
from vaultmem.export import sentence_cuts, windows
from vaultmem.text.tokenizer import count

NOTE = ("---\ntitle: DB decision\ndate: 2024-03-01\n---\n# Database decision\n\n## Outcome\n\n"
        "We decided to use Postgres for the harbor cache. Redis was too costly. The migration starts in April! "
        "Everyone agreed.\n\n## Risks\n\nLatency of the replica is a concern. Backups run nightly.\n")


def passage(text: str, i: int = 1) -> Passage:
    return Passage(f"notes/p{i}.md", f"Note {i}", text, "note", datetime(2024, 3, i), f"Heading {i} › Sub", rank=i)


@pytest.fixture
def vault(tmp_path):
    (tmp_path / "v" / "notes").mkdir(parents=True)
    (tmp_path / "v" / "notes" / "db.md").write_text(NOTE, encoding="utf-8")
    (tmp_path / "v" / "notes" / "other.md").write_text("# Garden\n\nTomato plants need water.\n", encoding="utf-8")
    with Vault.open(tmp_path / "v") as v:
        v.sync()
        yield v


def test_markdown_has_citations_and_whole_chunk(vault: Vault) -> None:
    results = vault.search("database decision postgres", 3)
    out = ContextExport(2000, "md", "database decision postgres").from_results(results, vault)
    assert out.within_budget and out.tokens == count(out.text)
    assert "## [1] DB decision" in out.text
    assert "Source: `notes/db.md` · Database decision › Outcome · 2024-03-01" in out.text
    # the whole chunk (not only the 240-char snippet) is exported
    assert "The migration starts in April! Everyone agreed." in out.text
    assert out.truncated == 0 and out.omitted == 0


def test_budget_includes_citations_and_cuts_at_sentences() -> None:
    text = " ".join(f"Sentence number {i} talks about the harbor cache decision." for i in range(60))
    ps = [passage(text, 1), passage(text, 2)]
    for budget in (80, 200, 500):
        out = ContextExport(budget, "md").export(ps)
        assert out.tokens <= budget, budget
        assert out.truncated == 1
        body = out.text.split("\n\n", 2)[-1].rstrip()
        assert body.endswith("decision. …"), body[-40:]  # whole sentences only, then an ellipsis
    small = ContextExport(80, "md").export(ps)
    assert small.included == 1 and small.omitted == 1
    # not even one sentence fits: the first passage falls back to whole words
    tiny = ContextExport(40, "md").export(ps)
    assert tiny.tokens <= 40 and tiny.text.rstrip().endswith(" …")
    assert tiny.text.rstrip().removesuffix(" …").split()[-1] in text.split()


def test_never_cuts_mid_word_even_without_sentence_breaks() -> None:
    text = " ".join(["supercalifragilistic"] * 400)
    out = ContextExport(60, "md").export([passage(text)])
    assert out.tokens <= 60 and out.included == 1
    body = out.text.rsplit("\n\n", 1)[-1].rstrip().removesuffix(" …")
    assert set(body.split()) == {"supercalifragilistic"}


def test_json_format_within_budget() -> None:
    ps = [passage("The boiler was repaired. The invoice came later.", i) for i in range(1, 6)]
    out = ContextExport(150, "json", "boiler").export(ps)
    data = json.loads(out.text)
    assert out.tokens == count(out.text) <= 150
    assert data["query"] == "boiler" and data["passages"][0]["path"] == "notes/p1.md"
    assert out.included == len(data["passages"]) < 5


def test_passage_export_uses_same_formatter() -> None:
    out = ContextExport(500, "md").export([passage("A selected passage.")])
    assert out.text.startswith("# Context\n") and "A selected passage." in out.text


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab. !?\n"), min_size=1, max_size=200))
def test_sentence_cuts_are_prefix_ends(text: str) -> None:
    cuts = sentence_cuts(text)
    assert cuts == sorted(cuts) and all(0 < c <= len(text) for c in cuts)
    assert cuts[-1:] == ([len(text)] if text.strip() else [])


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab. !?\n"), min_size=1, max_size=120), st.integers(0, 130))
def test_cut_windows_grow_around_the_focus(text: str, focus: int) -> None:
    cuts = sentence_cuts(text)
    spans = windows(cuts, min(focus, len(text)))
    for (a, b), (c, d) in pairwise(spans):
        assert c <= a and b <= d and (c, d) != (a, b)  # each window holds the last, one piece more
    if spans:
        assert spans[-1] == (0, len(text))
        a, b = spans[0]
        assert a <= min(focus, cuts[-1] - 1) < b or focus >= cuts[-1]


def test_a_cut_keeps_the_matched_sentence_not_the_start(tmp_path) -> None:
    """A long chunk whose match is in its middle: the export keeps the sentences around the match, with "…" on
    both sides (it used to keep the chunk's first sentences, without the match)."""
    filler = " ".join(f"Sentence {i} is about the weather in the valley." for i in range(40))
    tail = " ".join(f"Closing remark {i} about the garden." for i in range(40))
    text = f"{filler} The boiler repair costs 340 euros and is booked for Tuesday. {tail}"
    (tmp_path / "v").mkdir()
    (tmp_path / "v" / "long.txt").write_text(text + "\n", encoding="utf-8")
    with Vault.open(tmp_path / "v") as v:
        v.sync()
        results = v.search("boiler repair", 1, mode="bm25")
        out = ContextExport(120, query="boiler repair").from_results(results, v)
    assert out.truncated == 1 and out.tokens <= 120
    body = out.text.rsplit("\n\n", 1)[-1].strip()
    assert "The boiler repair costs 340 euros" in body
    assert body.startswith("… ") and body.endswith(" …")


def test_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError):
        ContextExport(0)
    with pytest.raises(ValueError):
        ContextExport(100, "html")


def test_cli_export(vault: Vault, capsys: pytest.CaptureFixture[str]) -> None:
    root = str(vault.root)
    vault.close()
    assert cli_main(["export", root, "postgres decision", "--budget", "120"]) == 0
    out, err = capsys.readouterr()
    assert "Source: `notes/db.md`" in out and count(out.rstrip("\n")) <= 120
    assert "/120 tokens" in err
    assert cli_main(["export", root, "postgres decision", "--format", "json", "-k", "1", "--no-sync"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["passages"]) == 1

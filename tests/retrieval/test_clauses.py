"""The query language at the engine (retrieval/clauses.py, dated.py, completions.py, search.py): every operator,
negation, phrases, OR, filters alone listing by date, date sorts, completions for the app's search box."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest

from vaultmem import Filters, Vault, parse_query

NOW = datetime(2025, 11, 5, 12, 0).astimezone()


@pytest.fixture(scope="module")
def vault(tmp_path_factory, query_files):
    root = tmp_path_factory.mktemp("query") / "vault"
    for rel, text in query_files(date.today()).items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        yield v


def found(vault: Vault, text: str, mode: str = "bm25", **kw) -> set[str]:
    return {r.path for r in vault.search(parse_query(text, NOW), 50, mode=mode, **kw)}


NOTES = {"notes/trip.md", "notes/projects/harbor.md", "notes/old-harbor.md"}


@pytest.mark.parametrize(("text", "expected"), [
    ("kind:email", {"mail/invoice.eml", "mail/quote.eml"}),
    ("kind:note|text", NOTES | {"notes/furnace.txt", "journal/yesterday.md"}),
    ("kind:mail,table", {"mail/invoice.eml", "mail/quote.eml", "data/expenses.csv"}),
    ("in:notes/projects", {"notes/projects/harbor.md"}),
    ("folder:/notes/ in:mail", NOTES | {"notes/furnace.txt", "mail/invoice.eml", "mail/quote.eml"}),
    ("ext:txt", {"notes/furnace.txt"}),
    ("ext:.csv|py", {"data/expenses.csv", "code/boiler.py"}),
    ("tag:travel", {"notes/trip.md"}),
    ("tag:#budget", {"notes/trip.md"}),  # an inline #tag
    ("tag:project", {"notes/projects/harbor.md"}),  # a nested tag: project/harbor
    ("tag:health", {"calendar/events.ics"}),  # calendar categories
    ("tag:travel tag:work", set()),  # every tag given
    ("from:ingrid", {"mail/invoice.eml", "calendar/events.ics"}),  # a sender, an organizer
    ("from:rui@home from:costa", {"mail/quote.eml"}),
    ("to:maya", {"mail/invoice.eml", "mail/quote.eml"}),
    ("to:ingrid", {"mail/quote.eml"}),  # Cc counts
    ("subject:invoice", {"mail/invoice.eml"}),
    ('title:"harbor cache"', {"notes/projects/harbor.md", "notes/old-harbor.md", "calendar/events.ics"}),
    ("has:attachment", {"mail/invoice.eml"}),
    ("after:2025-11-01 kind:email", {"mail/invoice.eml"}),
    ("before:2025-10 kind:email|note", {"mail/quote.eml", "notes/old-harbor.md"}),
    ("on:2025-10 kind:note|event", {"notes/trip.md", "calendar/events.ics"}),
    ("on:2024", {"notes/old-harbor.md"}),
    ("-kind:note -kind:text -kind:email -in:calendar -in:journal", {"chat/boiler.json", "data/expenses.csv",
                                                                     "code/boiler.py"}),
])
def test_operators_alone_select_exactly(vault: Vault, text: str, expected: set[str]) -> None:
    assert found(vault, text) == expected


def test_relative_dates_count_from_now(vault: Vault) -> None:
    assert {r.path for r in vault.search("on:yesterday", 10)} == {"journal/yesterday.md"}
    assert "journal/yesterday.md" in {r.path for r in vault.search("after:last week", 50)}


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_negation_phrases_and_or(vault: Vault, mode: str) -> None:
    boiler = found(vault, "boiler", "bm25")
    assert {"mail/invoice.eml", "mail/quote.eml", "chat/boiler.json", "code/boiler.py"} <= boiler
    # (auto ranks every allowed session of a vault this small: exclusions and required groups still hold)
    assert found(vault, "boiler -invoice", mode).isdisjoint({"mail/invoice.eml", "mail/quote.eml"})
    assert found(vault, "boiler -invoice", "bm25") == boiler - {"mail/invoice.eml", "mail/quote.eml"}
    # adjacent and in order: repair_boiler() in the code is "repair boiler"
    phrase = {"mail/invoice.eml", "mail/quote.eml", "data/expenses.csv"}
    assert found(vault, '"boiler repair"', mode) == phrase
    assert found(vault, 'boiler -"boiler repair"', mode) & phrase == set()
    assert found(vault, '"cache harbor"', mode) == {"notes/old-harbor.md"}
    assert found(vault, "furnace OR ryokan", mode) == {"notes/furnace.txt", "notes/trip.md", "data/expenses.csv"}
    assert found(vault, "-ryokan kind:note|table", mode) == NOTES - {"notes/trip.md"} | {"journal/yesterday.md"}
    assert found(vault, '"ryokan deposit"', mode) == {"data/expenses.csv"}
    assert found(vault, "boiler -kind:email", mode) & {"mail/invoice.eml", "mail/quote.eml"} == set()


def test_filters_alone_list_by_date(vault: Vault) -> None:
    listed = vault.search("kind:email|event|todo", 10)
    assert [r.title for r in listed] == ["Renew passport", "Dentist check-up", "Boiler repair invoice",
                                         "Harbor cache review", "Boiler quote"]
    assert [r.rank for r in listed] == [1, 2, 3, 4, 5] and listed.matched == 5
    assert all(r.score == 0 and r.explanation.is_additive() and r.route.mode == "date" for r in listed)
    assert [r.title for r in vault.search("kind:email|event|todo sort:oldest", 2)] == ["Boiler quote",
                                                                                       "Harbor cache review"]
    assert [r.title for r in vault.search("kind:email", 1)] == ["Boiler repair invoice"]


@pytest.mark.parametrize("mode", ["bm25", "auto"])
def test_sort_by_date(vault: Vault, mode: str) -> None:
    by_date = vault.search("boiler", 20, mode=mode, sort="newest")
    stamps = [r.date.timestamp() for r in by_date]
    assert stamps == sorted(stamps, reverse=True) and [r.rank for r in by_date] == list(range(1, len(by_date) + 1))
    relevance = vault.search("boiler", 20, mode=mode)
    assert {r.session_id for r in by_date} == {r.session_id for r in relevance}
    oldest = vault.search("boiler sort:oldest", 20, mode=mode)
    assert [r.session_id for r in oldest] == [r.session_id for r in reversed(by_date)] or \
        [r.date for r in oldest] == sorted(r.date for r in oldest)


def test_explicit_filters_apply_with_the_query(vault: Vault) -> None:
    assert found(vault, "kind:email", filters=Filters(folder="notes")) == set()
    assert found(vault, "boiler", filters=Filters(kinds=("email",))) == {"mail/invoice.eml", "mail/quote.eml"}
    assert len(vault.search("", 10, filters=Filters(kinds=("email",)))) == 2  # explicit filters alone list too
    assert len(vault.search("", 10)) == 0 and len(vault.search("   ", 10)) == 0


def test_unreadable_operators_are_searched_as_words_and_flagged(vault: Vault) -> None:
    results = vault.search("boiler after:someday", 5, mode="auto")
    assert [p.text for p in results.query.problems] == ["after:someday"]
    assert results and all(any("after:someday" in s for s in r.route.signals) for r in results)
    assert {r.path for r in vault.search("boiler kind:hologram", 20, mode="bm25")} >= {"mail/invoice.eml"}


def test_chips_come_with_the_results(vault: Vault) -> None:
    text = "boiler kind:email -in:archive"
    ops = vault.search(text, 3).query.operators
    assert [(o.name, text[o.start:o.end], o.negated) for o in ops] == [("kind", "kind:email", False),
                                                                      ("folder", "-in:archive", True)]


@pytest.mark.parametrize(("operator", "partial", "expected"), [
    ("kind", "e", ["email", "event", "note", "code", "table", "text"]),  # starting with it, then containing it
    ("in", "no", ["notes", "notes/projects"]),
    ("folder:", "/notes/p", ["notes/projects"]),
    ("tag", "#pro", ["project/harbor"]),
    ("tag", "tr", ["travel"]),
    ("tag", "a", ["health", "japan", "project/harbor", "travel"]),  # none start with it: those containing it
    ("ext", ".m", ["md", "eml"]),
    ("from", "ingrid", ["ingrid solberg <ingrid@fernleaf.example>"]),
    ("to", "maya", ["maya okafor <maya@home.example>"]),
])
def test_completions_from_the_index(vault: Vault, operator: str, partial: str, expected: list[str]) -> None:
    assert vault.completions(operator, partial) == expected


def test_completions_rank_by_frequency(vault: Vault) -> None:
    kinds = vault.completions("kind")
    stats = vault.stats().kinds
    assert sorted(kinds) == sorted(stats) and [stats[k] for k in kinds] == sorted(stats.values(), reverse=True)
    with pytest.raises(ValueError):
        vault.completions("after", "2025")


def test_a_query_object_and_its_text_search_alike(vault: Vault, tmp_path: Path) -> None:
    text = 'boiler -"old quote" kind:email|chat'
    assert [r.session_id for r in vault.search(text)] == [r.session_id for r in vault.search(parse_query(text))]


def test_phrases_compare_words_as_the_index_analyses_them(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"a.md": "# Net\n\nThe Wi-Fi router reboots nightly.\n",
                                        "b.md": "# Net\n\nThe router has no wifi.\n",
                                        "c.md": "# Cache\n\nOur RedisCache layer is fast.\n"})
    with Vault.open(root) as vault:
        vault.sync()
        for text in ('"wifi router"', '"WiFi router"', '"wi-fi routers"'):
            assert found(vault, text) == {"a.md"}, text
        assert found(vault, '"router wifi"') == set()
        assert found(vault, '"rediscache layer"') == {"c.md"}
        assert found(vault, 'router "!!!"') == found(vault, "router") == {"a.md", "b.md"}  # nothing to look for
        assert found(vault, "router -???") == {"a.md", "b.md"}


def test_a_query_with_clauses_never_builds_the_tokenizers_encoder(vault: Vault) -> None:
    """Phrases, negation and OR look words up the way query words are (the token table), not through the
    encoder a search process would spend ~100 ms building."""
    import subprocess
    import sys

    script = ("import sys; from vaultmem import Vault; from vaultmem.text import tokenizer\n"
              "v = Vault.open(sys.argv[1], readonly=True)\n"
              "r = v.search('\"boiler repair\" -invoice furnace OR ryokan kind:email|note', 5, mode='auto')\n"
              "print(tokenizer.encoding.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", script, str(vault.root)], capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == "0", out.stderr

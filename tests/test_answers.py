"""What ``search`` and ``export`` print (vaultmem/answers.py), and their requests as they cross the query socket."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.search_requests import search
from vaultmem import Vault
from vaultmem.answers import ExportRequest, answer, request_from_json


@pytest.fixture
def vault(tmp_path: Path, write_vault) -> Vault:
    root = write_vault(tmp_path / "vault", {
        "notes/boiler.md": "# Boiler\n\nThe boiler repair is booked for Tuesday with Dan.\n",
        "notes/garden.md": "# Garden\n\nTomatoes need watering twice a week.\n",
    })
    v = Vault.open(root)
    v.sync()
    yield v
    v.close()


REQUESTS = [search("boiler repair"), search("boiler", json=True, explain=True, kinds=("note",), folder="notes",
                                            since="2000-01-01T00:00:00+00:00", sort="newest", mode="bm25"),
            ExportRequest("boiler", 5, "auto", 300, "md"), ExportRequest("boiler", 3, "bm25", 300, "json")]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: json.dumps(r.to_json())[:60])
def test_a_request_survives_json(request_) -> None:
    assert request_from_json(json.loads(json.dumps(request_.to_json()))) == request_


@pytest.mark.parametrize("doc", [
    None, [], "search", {}, {"command": "delete"},
    {**search("x").to_json(), "k": "10"},
    {**search("x").to_json(), "k": True},
    {**search("x").to_json(), "mode": "fancy"},
    {**search("x").to_json(), "sort": "random"},
    {**search("x").to_json(), "since": "last tuesday"},
    {**search("x").to_json(), "kinds": ["note", 3]},
    {**search("x").to_json(), "query": None},
    {k: v for k, v in search("x").to_json().items() if k != "explain"},
    {**ExportRequest("x", 5, "auto", 300, "md").to_json(), "format": "html"},
])
def test_anything_else_is_refused(doc: object) -> None:
    with pytest.raises(ValueError):
        request_from_json(doc)


def test_search_prints_results_json_or_no_matches(vault: Vault) -> None:
    text = answer(vault, search("boiler repair"))
    assert text.code == 0 and text.out.startswith(" 1. Boiler") and "notes/boiler.md" in text.out
    doc = json.loads(answer(vault, search("boiler repair", json=True)).out)
    assert [r["path"] for r in doc["results"]] == ["notes/boiler.md"] and doc["mode"] == "auto"
    none = answer(vault, search("flibbertigibbet"))
    assert none.out == "no matches for flibbertigibbet\n" and none.code == 0


def test_filters_and_problems_reach_the_search(vault: Vault) -> None:
    assert "no matches" in answer(vault, search("boiler", kinds=("email",))).out
    assert "no matches" in answer(vault, search("boiler", folder="elsewhere")).out
    odd = answer(vault, search("boiler after:someday"))
    assert "after:someday" in odd.err and "searched as words" in odd.err


def test_export_prints_the_passages_and_their_budget(vault: Vault) -> None:
    got = answer(vault, ExportRequest("boiler repair", 5, "auto", 300, "md"))
    assert got.code == 0 and "boiler repair is booked" in got.out and "notes/boiler.md" in got.out
    assert got.err.startswith("vaultmem: ") and "/300 tokens" in got.err

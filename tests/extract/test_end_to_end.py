"""Acceptance: facts that live in exactly one structured place of the sample vault are found by search.

The sample vault is copied to ``tmp_path`` (the vault is never modified) and synced. The Markdown case
adds one note with nested headings to the copy, so it does not depend on which notes the vault ships.
"""

from __future__ import annotations

import shutil

import pytest
from extract_contract import SAMPLE_VAULT

NESTED_NOTE = """# Kyoto trip

## Planning

### Day trips

Nara on day three: take the Kintetsu line early, the deer park is quiet before nine.

## Packing

Rain jacket, adapter plug.
"""


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory):
    from vaultmem import Vault

    root = tmp_path_factory.mktemp("vault") / "sample"
    shutil.copytree(SAMPLE_VAULT, root)
    (root / "travel").mkdir(exist_ok=True)
    (root / "travel" / "kyoto-trip.md").write_text(NESTED_NOTE, encoding="utf-8")
    v = Vault.open(root)
    v.sync()
    yield v
    close = getattr(v, "close", None)
    if close is not None:
        close()


# Extraction is judged here, not ranking: the session must come back near the top with the right chunk.
# (Ranking has its own evaluation; at the time of writing unrelated chat sessions could outrank exact
# matches, which is why this is not rank 1.)
TOP = 3

CASES = [
    # query, expected path, kind, title, text the snippet's chunk must hold, chunk metadata that names it
    ("Kintetsu line deer park Nara", "travel/kyoto-trip.md", "note", "Kyoto trip", "Kintetsu",
     {"heading_path": ["Kyoto trip", "Planning", "Day trips"]}),
    ("AquaQuente technician Joaquim", "mail/2024-02-19-boiler-repair.eml", "email", "Boiler repair visit",
     "AquaQuente", {"part": "body"}),
    ("seat 14C checked bag", "mail/2024-03-05-flight-confirmation.eml", "email", "Your booking is confirmed",
     "14C", {"part": "body"}),
    ("Cervejaria Ramiro", "mail/2024-05-28-daniel-birthday.eml", "email",
     "Surprise dinner for Daniel at Cervejaria Ramiro 🦐", "Ramiro", {}),
    ("Rua Augusta Sorriso", "calendar/personal.ics", "event", "Dentist check-up", "Rua Augusta",
     {"summary": "Dentist check-up"}),
    ("Ingrid Solberg", "calendar/work.ics", "event", "Harbor cache migration design review", "Ingrid Solberg",
     {"summary": "Harbor cache migration design review"}),
    ("renew passport consulate", "calendar/personal.ics", "todo", "Renew passport before the Kyoto trip",
     "consulate", {"component": "VTODO"}),
    ("Pentax K1000", "chats/chatgpt-export/conversations.json", "chat", "Birthday present for my brother",
     "K1000", {"role": "user", "turn": 0}),
    ("La Sportiva Solution climbing shoes", "data/expenses-2024.csv", "table", "expenses 2024", "La Sportiva",
     {"row_start": 2}),
]


@pytest.mark.parametrize(("query", "path", "kind", "title", "needle", "chunk_meta"), CASES,
                         ids=[c[2] + ":" + c[0] for c in CASES])
def test_fact_found_in_its_structured_place(vault, query, path, kind, title, needle, chunk_meta) -> None:
    results = vault.search(query, k=TOP)
    hits = [r for r in results if r.path == path and r.title == title]
    assert hits, f"{query!r} → {[(r.path, r.title) for r in results]}"
    top = hits[0]
    assert top.kind == kind
    assert top.date is not None
    snippet = top.snippet
    text = getattr(snippet, "text", snippet)
    assert needle.lower() in str(text).lower()
    metadata = getattr(snippet, "chunk_metadata", None) or getattr(top, "chunk_metadata", {})
    for key, value in chunk_meta.items():
        assert metadata.get(key) == value, (key, metadata)

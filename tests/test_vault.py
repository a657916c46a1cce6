"""The facade's session look-ups for the app: stored session records of results (thread grouping) and "more like
this" queries built from a session's most particular words; and what it loads before a first query."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from vaultmem import Vault
from vaultmem.text import synonyms


def mail(msg_id: str, subject: str, body: str, refs: str = "") -> str:
    head = f"In-Reply-To: {refs}\nReferences: {refs}\n" if refs else ""
    return (f"From: Ana <ana@example.com>\nTo: Bo <bo@example.com>\nDate: Mon, 19 Feb 2024 09:12:05 +0100\n"
            f"Subject: {subject}\nMessage-ID: {msg_id}\n{head}\n{body}\n")


def test_sessions_give_the_stored_records_of_results(tmp_path: Path, write_vault) -> None:
    vault = write_vault(tmp_path / "v", {
        "mail/1.eml": mail("<a1@x>", "Boiler", "The boiler leaks."),
        "mail/2.eml": mail("<a2@x>", "Re: Boiler", "The boiler plumber comes Monday.", "<a1@x>"),
        "mail/3.eml": mail("<b1@x>", "Boiler quote", "A boiler quote from another firm."),
        "notes/boiler.md": "# Boiler\n\nBoiler manual.\n",
    })
    with Vault.open(vault) as v:
        v.sync()
        results = v.search("boiler", 10, mode="bm25")
        sessions = v.sessions(results)
        assert [s.id for s in sessions] == [r.session_id for r in results]
        threads = {r.path: s.metadata.get("thread_id") for r, s in zip(results, sessions)}
        assert threads == {"mail/1.eml": "<a1@x>", "mail/2.eml": "<a1@x>", "mail/3.eml": "<b1@x>",
                           "notes/boiler.md": None}
        (vault / "mail" / "3.eml").unlink()
        v.sync()
        assert v.sessions(results)[[r.path for r in results].index("mail/3.eml")] is None  # no longer indexed


def test_similar_query_names_the_words_particular_to_a_session(tmp_path: Path, write_vault) -> None:
    common = "We met and talked about the week. "
    vault = write_vault(tmp_path / "v", {
        "a.md": "# Trip\n\n" + common + "The kayak trip to the fjord: kayak rental, fjord ferry, kayak paddles.\n",
        "b.md": "# Week\n\n" + common + "Groceries and laundry.\n",
        "c.md": "# Other week\n\n" + common + "Laundry again, and the groceries.\n",
    })
    with Vault.open(vault) as v:
        v.sync()
        trip = next(r for r in v.search("kayak", 5, mode="bm25") if r.path == "a.md")
        words = v.similar_query(trip, n=3).split()
        assert words[:2] == ["kayak", "fjord"]  # most frequent of the words no other note has
        assert not {"week", "talked", "the", "and"} & set(words)
        assert v.search(" ".join(words), 1, mode="bm25")[0].path == "a.md"


def test_warm_loads_the_lexicon_so_a_first_question_does_not(tmp_path: Path, write_vault) -> None:
    """Loading the lexicon takes tens of ms, partly in C calls that hold the GIL: loaded on an app's first query,
    in a worker, it stalled the window being typed into (a CI run: an 84 ms stall, against 50 allowed)."""
    vault = write_vault(tmp_path / "v", {"notes/car.md": "# Car\n\nThe car needs new tyres before the trip.\n"})
    synonyms.table.cache_clear()
    Vault.warm()
    loaded = synonyms.table.cache_info()
    assert loaded.currsize == 1
    with Vault.open(vault) as v:
        v.sync()
        assert v.search("automobile tyres")  # read through the lexicon ("automobile" is the vault's "car")
    after = synonyms.table.cache_info()
    assert after.misses == loaded.misses and after.hits > loaded.hits


WARM_THEN_SEARCH = """
import json, sys
from vaultmem import Vault
Vault.warm()
with Vault.open(sys.argv[1]) as v:
    before = set(sys.modules)
    found = v.search("follow up with Dana about the boiler invoice")
    print(json.dumps({"found": [r.path for r in found], "imported": sorted(set(sys.modules) - before)}))
"""


def test_after_warm_a_first_question_over_mail_imports_nothing(tmp_path: Path, write_vault) -> None:
    """A module imported by a first query runs in the app's search worker, unmarshalling and executing with the GIL
    held (reading a mail's addresses imported the ``email`` package: ~15 ms of a stall in the window)."""
    mail = ("From: Dana Reyes <dana@example.org>\nTo: Me <me@example.org>\nSubject: {subject}\n"
            "Date: Tue, {day} Mar 2024 19:02:11 +0000\n\n{body}\n")
    vault = write_vault(tmp_path / "v", {
        "mail/invoice.eml": mail.format(subject="Boiler invoice", day=12,
                                        body="Could you send me the boiler invoice by Friday? I still need it."),
        "mail/keys.eml": mail.format(subject="Keys", day=14, body="Please remember to leave the keys with Sam."),
        "notes/boiler.md": "# Boiler\n\nDana serviced the boiler in March; the invoice came by mail.\n",
    })
    with Vault.open(vault) as v:
        v.sync()
    out = subprocess.run([sys.executable, "-c", WARM_THEN_SEARCH, str(vault)], capture_output=True, text=True,
                         check=True, timeout=120)
    report = json.loads(out.stdout)
    assert "mail/invoice.eml" in report["found"]
    assert report["imported"] == []

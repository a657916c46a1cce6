"""The owner's mail: their address is the one on most of the vault's messages, and only the messages they sent
lend their words to memory (a received message's "we decided" is someone else's decision)."""

from __future__ import annotations

from pathlib import Path

from owner_mail import ME, message

from vaultmem import Vault
from vaultmem.memory.mail_owner import address, owner_addresses
from vaultmem.memory.store import AtomTable
from vaultmem.memory.types import ATOM_TYPES


def atom_rows(root: Path, files: dict[str, str]) -> list[tuple[str, str, bool]]:
    """(path, type, the owner's words) of every atom the vault of ``files`` keeps."""
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        snap = v.snapshot()
        table = AtomTable(snap)
        return [(snap.session_paths[int(snap.chunk_session[c])], ATOM_TYPES[t], own)
                for c, t, own in zip(table.chunk.tolist(), table.type.tolist(), table.own.tolist())]


def test_the_address_on_most_messages_is_the_owners() -> None:
    mail = [{"from": "A <a@x.example>", "to": [ME]}, {"from": ME, "to": ["B <b@y.example>"]},
            {"from": "C <c@z.example>", "to": [ME], "cc": ["A <a@x.example>"]}, {"from": "D <d@w.example>", "to": [ME]}]
    assert owner_addresses(mail) == {"sam@home.example"}
    assert owner_addresses(mail[:2]) == frozenset()  # too few messages to tell
    strangers = [{"from": f"P{i} <p{i}@x.example>", "to": [f"Q{i} <q{i}@y.example>"]} for i in range(6)]
    assert owner_addresses(strangers) == frozenset()  # nobody is on half of them
    assert address("Sam Reed <Sam@Home.example>") == "sam@home.example" and address("no address") == ""


def test_a_work_and_a_home_address_written_with_one_name_are_the_owners_together() -> None:
    work, home = "Sam Reed <sam@work.example>", "Sam Reed <sam.reed@home.example>"
    mail = [{"from": "A <a@x.example>", "to": [work]}, {"from": home, "to": ["B <b@y.example>"]},
            {"from": "C <c@z.example>", "to": [home]}, {"from": work, "to": ["D <d@w.example>"]},
            {"from": "E <e@v.example>", "to": ["F <f@u.example>"]}]
    assert owner_addresses(mail) == {"sam@work.example", "sam.reed@home.example"}  # neither alone is on half
    other = [dict(m, **{"from": "Sam R <sam.reed@home.example>"}) if m["from"] == home else m for m in mail]
    assert owner_addresses([m for m in other if "c@z" not in m["from"]]) == frozenset()  # no shared name


def test_only_the_owners_sent_messages_hold_memory_atoms(tmp_path: Path) -> None:
    said = "We decided to book the coach for the school trip."
    files = {
        "sent.eml": message(ME, "Bernie <bernie@school.example>", "Trip", said, 1),
        "received.eml": message("Bernie <bernie@school.example>", ME, "Re: Trip", said, 2),
        "other.eml": message("Shop <shop@store.example>", ME, "Your order", "Your order has shipped.", 3),
        "note.md": "# Trip\n\nI decided to pack light for the school trip.\n",
    }
    assert {path for path, _, _ in atom_rows(tmp_path, files)} == {"sent.eml", "note.md"}


def test_the_owner_is_read_across_segments(tmp_path: Path) -> None:
    """Each commit adds a segment: the owner is found from all of them together, and a later message they
    sent holds its atoms."""
    with Vault.open(tmp_path) as v:
        (tmp_path / "a.eml").write_text(message("Bernie <bernie@school.example>", ME, "Trip", "See you.", 1))
        v.sync()
        (tmp_path / "b.eml").write_text(message("Shop <shop@store.example>", ME, "Order", "Shipped.", 2))
        v.sync()
        (tmp_path / "c.eml").write_text(message(ME, "Bernie <bernie@school.example>", "Re: Trip",
                                                "We decided to book the coach.", 3))
        v.sync()
        snap = v.snapshot()
        assert len(snap.segments) >= 2
        table = AtomTable(snap)
        assert {snap.session_paths[int(snap.chunk_session[c])] for c in table.chunk.tolist()} == {"c.eml"}


def test_a_received_message_lends_only_what_it_asks_of_the_owner(tmp_path: Path) -> None:
    """A message someone else sent states their decisions, not the owner's (dropped), but what it asks of its
    reader is the owner's to do: kept as an open loop that is not the owner's words."""
    files = {
        "asked.eml": message("Building Control <bc@council.example>", ME, "Items outstanding",
                             "We decided the works are fine. We still need the electrical certificate from you.\n"
                             "Please send it by 28 November 2025.", 1),
        "sent.eml": message(ME, "Bernie <bernie@school.example>", "Trip", "We decided to book the coach.", 2),
        "other.eml": message("Shop <shop@store.example>", ME, "Your order", "Your order has shipped.", 3),
        "note.md": "# Trip\n\nI decided to pack light for the school trip.\n",
    }
    rows = atom_rows(tmp_path, files)
    asked = [(t, own) for path, t, own in rows if path == "asked.eml"]
    assert asked and all(t == "open_loop" and not own for t, own in asked)  # the decision is not kept
    assert len(asked) == 2  # the two requests
    assert all(own for path, _, own in rows if path != "asked.eml")
    assert {path for path, _, _ in rows} == {"asked.eml", "sent.eml", "note.md"}

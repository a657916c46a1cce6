"""The owner's messages in a messaging app's export that names every speaker: found by the name their mail is
written with, so what they state there is theirs, and what a friend states is not."""

from __future__ import annotations

import json
from pathlib import Path

from owner_mail import ME, message

from vaultmem import Vault
from vaultmem.memory.chat_owner import MAX_NAME_WORDS, name_words, owner_keys, spoken_by_name
from vaultmem.memory.store import AtomTable

CHAT = [{"sender_name": "Sam Reed", "timestamp_ms": 1740990000000, "content": "We decided to take the coach to Leeds."},
        {"sender_name": "Bernie Cole", "timestamp_ms": 1740990060000, "content": "I decided to drive up on my own."}]


def owners_atoms(root: Path, files: dict[str, str]) -> set[tuple[str, str]]:
    """(speaker, type) of every atom the owner said in the chat."""
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    with Vault.open(root) as v:
        v.sync()
        snap = v.snapshot()
        return {(snap.chunk(a.chunk).metadata.get("role"), a.type)
                for a in AtomTable(snap).for_chunks(range(snap.n_chunks))
                if a.own and snap.session_paths[int(snap.chunk_session[a.chunk])] == "message_1.json"}


def test_the_owners_chat_messages_are_theirs_by_the_name_on_their_mail(tmp_path: Path) -> None:
    files = {f"{i}.eml": message(*pair, "See you then.", i) for i, pair in enumerate(
        [(ME, "Bernie Cole <bernie@x.example>", "Trip"), ("Shop <shop@y.example>", ME, "Order"),
         ("Ana <ana@z.example>", ME, "Lunch")])}
    files["message_1.json"] = json.dumps({"participants": [{"name": "Sam Reed"}, {"name": "Bernie Cole"}],
                                          "messages": CHAT[::-1]})
    assert owners_atoms(tmp_path, files) == {("sam reed", "decision")}  # not Bernie's decision


def test_without_mail_no_named_speaker_is_the_owner(tmp_path: Path) -> None:
    files = {"message_1.json": json.dumps({"messages": CHAT[::-1]})}
    assert owners_atoms(tmp_path, files) == set()


def test_a_speaker_is_a_name_only_when_a_person_is_named() -> None:
    assert spoken_by_name({"role": "sam reed", "turn": 0}) and not spoken_by_name({"role": "assistant", "turn": 1})
    assert not spoken_by_name({"role": "sam reed"})  # no chat turn
    assert name_words("Wei-Ling Tan") == {"wei", "ling", "tan"} and name_words("Zoë") == {"zoe"}


def test_a_very_long_mail_name_is_read_by_its_first_words(tmp_path: Path) -> None:
    """A display name is anyone's to write: a name of a hundred words gives the owner's keys of its first
    ``MAX_NAME_WORDS`` words, not every subset of a hundred."""
    long_me = " ".join(f"Name{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(100)) + " <sam@home.example>"
    for i, pair in enumerate([(long_me, "Bernie <b@x.example>"), ("Shop <s@y.example>", long_me),
                              ("Ana <a@z.example>", long_me)]):
        (tmp_path / f"{i}.eml").write_text(message(*pair, "Trip", "See you then.", i), encoding="utf-8")
    with Vault.open(tmp_path) as v:
        v.sync()
        keys = owner_keys(v.snapshot())
    assert 0 < len(keys) <= 2 ** MAX_NAME_WORDS - 1

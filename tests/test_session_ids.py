"""Session ids (vaultmem/session_ids.py): every (path, key) pair round-trips, '#' in either included."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vaultmem.session_ids import session_id, split_session_id

HASHY = st.text(alphabet=st.sampled_from("ab#%23~/ é"), max_size=12)


@given(path=st.text() | HASHY, key=st.text() | HASHY)
def test_every_path_and_key_round_trips(path: str, key: str) -> None:
    assert split_session_id(session_id(path, key)) == (path, key)


@pytest.mark.parametrize(("path", "key"), [("mail/x.mbox", "#3"), ("mail/x.mbox", "id@host#1"),
                                           ("a#b/c#.md", "0"), ("m.mbox", "%23"), ("m.mbox", "%")])
def test_keys_with_hashes_and_paths_with_hashes(path: str, key: str) -> None:
    assert split_session_id(session_id(path, key)) == (path, key)


def test_plain_keys_keep_the_ids_they_always_had() -> None:
    assert session_id("notes/db.md", "0") == "notes/db.md#0"
    assert session_id("mail/a#b.eml", "x@y") == "mail/a#b.eml#x@y"


def test_a_string_without_a_hash_is_no_session_id() -> None:
    with pytest.raises(ValueError):
        split_session_id("notes/db.md")

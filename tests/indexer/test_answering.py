"""The writer answers command-line searches over its query socket (vaultmem/indexer/answering.py, served.py)."""

from __future__ import annotations

import json
import os
import socket
import stat
from pathlib import Path

import pytest

from tests.search_requests import search
from vaultmem import Vault
from vaultmem.answers import ExportRequest, answer
from vaultmem.indexer.answering import serve
from vaultmem.served import SOCKET_NAME, ask

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets here")


@pytest.fixture
def writer(tmp_path: Path, write_vault) -> Vault:
    root = write_vault(tmp_path / "v", {"n/boiler.md": "# Boiler\n\nThe boiler repair is booked for Tuesday.\n",
                                        "n/garden.md": "# Garden\n\nWater the tomatoes twice a week.\n"})
    v = Vault.open(root)
    v.sync()
    yield v
    v.close()


def raw(path: Path, data: bytes) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(10)
        conn.connect(str(path))
        conn.sendall(data)
        conn.shutdown(socket.SHUT_WR)
        with conn.makefile("rb") as stream:
            return json.loads(stream.readline())


@pytest.mark.parametrize("request_", [search("boiler repair"), search("boiler", json=True, explain=True),
                                      search("tomatoes", mode="bm25", sort="newest"),
                                      ExportRequest("boiler", 5, "auto", 300, "md")])
def test_the_served_answer_is_what_the_command_would_print(writer: Vault, request_) -> None:
    server = serve(writer)
    try:
        got = ask(writer.root, writer.index_dir, request_)
    finally:
        server.stop()
    assert got is not None and got == answer(writer, request_)
    assert got.out.strip()


def test_the_socket_is_private_and_removed_at_stop(writer: Vault) -> None:
    server = serve(writer)
    path = writer.index_dir / SOCKET_NAME
    mode = os.lstat(path).st_mode
    assert stat.S_ISSOCK(mode) and stat.S_IMODE(mode) == 0o600
    server.stop()
    assert not path.exists()
    assert ask(writer.root, writer.index_dir, search("boiler")) is None  # nobody answers: the command answers itself


def test_a_socket_left_by_a_writer_that_died_is_replaced(writer: Vault) -> None:
    path = writer.index_dir / SOCKET_NAME
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(path))
    dead.close()  # the file stays, nothing listens
    assert ask(writer.root, writer.index_dir, search("boiler")) is None
    server = serve(writer)
    try:
        assert ask(writer.root, writer.index_dir, search("boiler")) is not None
    finally:
        server.stop()


def test_a_file_of_that_name_is_left_alone_and_not_served(writer: Vault) -> None:
    path = writer.index_dir / SOCKET_NAME
    path.write_text("not a socket")
    assert serve(writer) is None
    assert path.read_text() == "not a socket"


@pytest.mark.parametrize("line", [b"not json\n", b"[]\n", b'{"command": "delete", "path": "/"}\n',
                                  json.dumps({**search("x").to_json(), "mode": "fancy"}).encode() + b"\n",
                                  b"[" * 100_000 + b"\n"])
def test_a_malformed_request_is_refused_and_the_next_one_answered(writer: Vault, line: bytes) -> None:
    server = serve(writer)
    try:
        reply = raw(writer.index_dir / SOCKET_NAME, line)
        assert set(reply) == {"refused"}
        assert ask(writer.root, writer.index_dir, search("boiler")) is not None
    finally:
        server.stop()


def test_an_answer_for_another_vault_is_not_taken(writer: Vault, tmp_path: Path) -> None:
    """The client asks about its vault; a socket answering for another vault (a moved index) is not believed."""
    server = serve(writer)
    try:
        assert ask(tmp_path / "other", writer.index_dir, search("boiler")) is None
    finally:
        server.stop()


def test_a_linked_socket_or_index_folder_is_not_followed(writer: Vault, tmp_path: Path) -> None:
    server = serve(writer)
    try:
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        (elsewhere / SOCKET_NAME).symlink_to(writer.index_dir / SOCKET_NAME)
        assert ask(writer.root, elsewhere, search("boiler")) is None
        linked = tmp_path / "linked-index"
        linked.symlink_to(writer.index_dir)
        assert ask(writer.root, linked, search("boiler")) is None
    finally:
        server.stop()


def test_a_search_while_the_writer_commits_reads_a_whole_snapshot(writer: Vault) -> None:
    """Answers come from the live snapshot: a note committed since is found by the next request."""
    server = serve(writer)
    try:
        assert "no matches" in ask(writer.root, writer.index_dir, search("quokka")).out
        (writer.root / "n" / "q.md").write_text("# Zoo\n\nA quokka smiled at us.\n")
        writer.sync()
        assert "n/q.md" in ask(writer.root, writer.index_dir, search("quokka")).out
    finally:
        server.stop()


def test_a_client_that_stalls_is_dropped_and_does_not_hold_up_the_next(writer: Vault, monkeypatch) -> None:
    import time

    from vaultmem.indexer import answering

    monkeypatch.setattr(answering._Handler, "timeout", 0.3)
    server = serve(writer)
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as stalled:
            stalled.connect(str(writer.index_dir / SOCKET_NAME))
            stalled.sendall(b'{"command": "search"')  # and never the rest of the line
            started = time.monotonic()
            got = ask(writer.root, writer.index_dir, search("boiler"))
            assert got is not None and "n/boiler.md" in got.out
            assert time.monotonic() - started < 5  # behind the stalled one, for its timeout at most
    finally:
        server.stop()


def test_a_dropped_client_leaves_no_traceback(writer: Vault, monkeypatch, capsys) -> None:
    from vaultmem.indexer import answering

    monkeypatch.setattr(answering._Handler, "timeout", 0.2)
    server = serve(writer)
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as stalled:
            stalled.connect(str(writer.index_dir / SOCKET_NAME))
            assert ask(writer.root, writer.index_dir, search("boiler")) is not None
    finally:
        server.stop()
    assert "Traceback" not in capsys.readouterr().err


def test_a_failure_inside_the_writer_is_refused_and_the_command_answers_itself(writer: Vault, monkeypatch) -> None:
    """A bug while answering must not cost the watcher a traceback or the command its answer: the reply is a
    refusal, and ``ask`` returns None so the command runs the search itself."""
    from vaultmem.indexer import answering

    def broken(*_: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(answering, "answer", broken)
    server = serve(writer)
    try:
        reply = raw(writer.index_dir / SOCKET_NAME, json.dumps(search("boiler").to_json()).encode() + b"\n")
        assert reply == {"refused": "RuntimeError: boom"}
        assert ask(writer.root, writer.index_dir, search("boiler")) is None
    finally:
        server.stop()

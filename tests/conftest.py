"""Shared fixtures: small real vaults written into ``tmp_path``.

Helpers are handed out as fixtures (``write_vault``, ``corpus``, ``ranked``) so test modules need no
package imports from ``tests/``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

# A small vocabulary with a Zipf-ish spread, so random notes share terms unevenly (real df variety).
WORDS = (
    "harbor cache database postgres redis cello sourdough boiler flight brother birthday budget allergy "
    "peanut renew passport invoice meeting decision migration schema index query latency replica backup "
    "garden tomato bicycle repair train ticket museum novel author coffee tea weekend rehearsal concert "
    "deadline review design rollout metric dashboard alert pager incident kitchen oven starter flour "
    "hydration proof bake loaf crumb crust shopping list gift sweater scarf book chapter library"
).split()
QUERIES = (
    "harbor cache", "database decision", "redis latency", "sourdough starter hydration", "cello rehearsal",
    "boiler repair invoice", "flight ticket", "brother birthday gift", "budget", "peanut allergy",
    "renew passport", "postgres migration schema", "weekend garden tomato", "nothingmatchesthis",
)


def write_files(root: Path, files: dict[str, str | bytes]) -> Path:
    """Write ``files`` (vault-relative path → text or bytes) under ``root``; returns ``root``."""
    root.mkdir(parents=True, exist_ok=True)
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


def random_corpus(seed: int, n: int, folders: tuple[str, ...] = ("notes", "journal", "projects")) -> dict[str, str]:
    """``n`` seeded Markdown/plain-text notes with headings, front-matter dates and Zipf-ish word choice."""
    rng = random.Random(seed)
    weights = [1.0 / (i + 1) ** 0.8 for i in range(len(WORDS))]
    files: dict[str, str] = {}
    for i in range(n):
        folder = folders[i % len(folders)]
        sections = []
        for s in range(rng.randint(1, 3)):
            body = " ".join(rng.choices(WORDS, weights, k=rng.randint(5, 60)))
            sections.append(f"## Part {s} {rng.choice(WORDS)}\n\n{body.capitalize()}.\n")
        title = " ".join(rng.sample(WORDS, 2)).title()
        date = f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}"
        if i % 4 == 3:
            files[f"{folder}/note-{i:03d}.txt"] = f"{title}\n\n" + "\n".join(s.split("\n", 2)[2] for s in sections)
        else:
            files[f"{folder}/note-{i:03d}.md"] = (f"---\ntitle: {title}\ndate: {date}\ntags: [t{i % 5}]\n---\n\n"
                                                  f"# {title}\n\n" + "\n".join(sections))
    return files


def ranked_ids(vault, queries=QUERIES, k: int = 10, **kw) -> dict[str, list[tuple[str, float]]]:
    """Query → [(session id, score)] for the top ``k`` of each query (BM25 mode)."""
    return {q: [(r.session_id, r.score) for r in vault.search(q, k, mode="bm25", **kw)] for q in queries}


@pytest.fixture
def write_vault() -> Callable[[Path, dict[str, str | bytes]], Path]:
    return write_files


@pytest.fixture
def corpus() -> Callable[..., dict[str, str]]:
    return random_corpus


@pytest.fixture
def ranked() -> Callable[..., dict[str, list[tuple[str, float]]]]:
    return ranked_ids


@pytest.fixture
def queries() -> tuple[str, ...]:
    return QUERIES


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """VaultMem must never open a socket: any attempt fails the test loudly (opt-in: Qt/asyncio need sockets)."""
    import socket

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("VaultMem tried to open a network socket")

    # Patch what reaching the network needs, not the socket class itself (ssl and asyncio subclass it at import).
    for name in ("connect", "connect_ex", "sendto", "bind"):
        monkeypatch.setattr(socket.socket, name, refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def same_scores(a: dict[str, list[tuple[str, float]]], b: dict[str, list[tuple[str, float]]], tol: float = 1e-9) -> bool:
    if a.keys() != b.keys():
        return False
    for q in a:
        if [s for s, _ in a[q]] != [s for s, _ in b[q]]:
            return False
        if any(abs(x - y) > tol for (_, x), (_, y) in zip(a[q], b[q])):
            return False
    return True


@pytest.fixture
def scores_equal() -> Callable[..., bool]:
    return same_scores


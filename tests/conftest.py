"""Shared fixtures: small real vaults written into ``tmp_path``.

Helpers are handed out as fixtures (``write_vault``, ``corpus``, ``ranked``, ``cli``) so test modules need no
package imports from ``tests/``.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import signal
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

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
    for q, hits in a.items():
        if [s for s, _ in hits] != [s for s, _ in b[q]]:
            return False
        if any(abs(x - y) > tol for (_, x), (_, y) in zip(hits, b[q])):
            return False
    return True


@pytest.fixture
def scores_equal() -> Callable[..., bool]:
    return same_scores



# ---- the command line, in this process ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CliRun:
    returncode: int
    stdout: str
    stderr: str


def run_cli(*args: str | os.PathLike[str]) -> CliRun:
    """``vaultmem ARGS`` run by ``vaultmem.cli.main`` in this process, its output read as from a pipe: UTF-8 text
    streams, strict (``PYTHONIOENCODING=utf-8``: a character that cannot be encoded would fail, until ``main``
    relaxes the streams as it does a real process's), not a terminal. What ``main`` sets for a process of its own
    (the SIGTERM handler, the BLAS environment variable) is put back. ``python -m vaultmem`` itself is tested once,
    in a subprocess (tests/test_cli.py)."""
    from vaultmem.cli import main

    out, err = io.BytesIO(), io.BytesIO()
    stdout, stderr = (io.TextIOWrapper(b, encoding="utf-8", errors="strict", write_through=True) for b in (out, err))
    sigterm = signal.getsignal(signal.SIGTERM)
    with mock.patch.dict(os.environ), contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            code = main([os.fspath(a) for a in args])
        except SystemExit as exc:  # argparse's usage errors (2) and --help (0)
            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
        finally:
            signal.signal(signal.SIGTERM, sigterm)
    stdout.flush()
    stderr.flush()
    return CliRun(code, out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8"))


@pytest.fixture(scope="session")
def cli() -> Callable[..., CliRun]:
    return run_cli


# ---- the privacy harness: a process that may write only inside the vault ------------------------------------
PRIVATE_DIRS = ("HOME", "TMPDIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                "XDG_RUNTIME_DIR")
SITECUSTOMIZE = "from vaultmem.audit import install_from_env\n\ninstall_from_env()\n"


class PrivateRun:
    """Runs programs with ``HOME``, ``TMPDIR`` and every ``XDG_*`` folder (and the working folder) pointing at
    empty read-only folders, under the write audit (``vaultmem.audit``, ``VAULTMEM_AUDIT``), and lists what
    broke the promise: audit records outside the vault, sockets, and any file that appeared in those folders
    (native code such as Qt writes there without Python seeing it)."""

    def __init__(self, root: Path) -> None:
        self.dirs = {name: root / "env" / name.lower() for name in PRIVATE_DIRS}
        self.cwd = root / "env" / "cwd"
        self.audit = root / "audit"
        self.site = root / "site"
        for d in [*self.dirs.values(), self.cwd, self.audit, self.site]:
            d.mkdir(parents=True)
        (self.site / "sitecustomize.py").write_text(SITECUSTOMIZE)
        for d in [*self.dirs.values(), self.cwd]:
            d.chmod(0o555)

    def env(self, base: dict[str, str], python: bool = False) -> dict[str, str]:
        """``base`` without its XDG folders, plus the private ones; ``python``: a virtual environment run, whose
        every process (spawned workers too) loads the audit through ``sitecustomize``."""
        env = {k: v for k, v in base.items() if not k.startswith("XDG_")}
        env.update({name: str(d) for name, d in self.dirs.items()})
        env["VAULTMEM_AUDIT"] = str(self.audit)
        env["QT_QPA_PLATFORM"] = "offscreen"
        if python:
            env["PYTHONPATH"] = str(self.site)
            env["PYTHONDONTWRITEBYTECODE"] = "1"  # the interpreter's .pyc cache of an editable install
        return env

    def run(self, cmd: list[str], env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([str(c) for c in cmd], env=env, cwd=self.cwd, capture_output=True, text=True,
                              timeout=timeout, check=False)
        assert done.returncode == 0, f"{cmd}\n{done.stdout}\n{done.stderr}"
        return done

    def violations(self, vault: Path) -> list[str]:
        from vaultmem.audit import read_reports, violations

        assert any(self.audit.glob("audit-*.jsonl")), "the audit was not installed"
        found = violations(read_reports(self.audit), vault)
        for name, d in [*self.dirs.items(), ("working folder", self.cwd)]:
            found += [f"{name}: {p} appeared" for p in d.rglob("*")]
        return found


@pytest.fixture
def private_run(tmp_path: Path) -> Iterator[PrivateRun]:
    run = PrivateRun(tmp_path / "private")
    yield run
    for d in [*run.dirs.values(), run.cwd]:
        d.chmod(0o755)


# A vault with something for every query operator (kinds, folders, extensions, tags, people, subjects, dates,
# attachments); dates are in 2025 except one in 2024. ``query_vault_files(today)`` adds a note dated yesterday.
QUERY_VAULT: dict[str, str] = {
    "notes/trip.md": ("---\ntitle: Kyoto trip\ndate: 2025-10-03\ntags: [travel, japan]\n---\n\n"
                      "# Kyoto trip\n\nBook the ryokan near the station. Keep it under the #budget.\n"),
    "notes/projects/harbor.md": ("---\ntitle: Harbor cache decision\ndate: 2025-11-04\ntags: [work, project/harbor]\n"
                                 "---\n\n# Harbor cache decision\n\nThe harbor cache moves to Postgres; Redis goes.\n"),
    "notes/old-harbor.md": ("---\ntitle: Harbor cache draft\ndate: 2024-02-01\n---\n\n# Harbor cache draft\n\n"
                            "A draft about the cache harbor layout, superseded.\n"),
    "notes/furnace.txt": "Furnace\n\nThe furnace in the garage needs a heat pump check before winter.\n",
    "mail/invoice.eml": (
        "From: Ingrid Solberg <ingrid@fernleaf.example>\nTo: Maya Okafor <maya@home.example>\n"
        "Subject: Boiler repair invoice\nDate: Sun, 02 Nov 2025 10:00:00 +0000\nMessage-ID: <inv@fernleaf.example>\n"
        "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=XX\n\n--XX\nContent-Type: text/plain\n\n"
        "The boiler repair invoice is attached.\n--XX\nContent-Type: application/pdf\n"
        "Content-Disposition: attachment; filename=invoice.pdf\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK\n"
        "--XX--\n"),
    "mail/quote.eml": ("From: Rui Costa <rui@home.example>\nTo: Maya Okafor <maya@home.example>\n"
                       "Cc: Ingrid Solberg <ingrid@fernleaf.example>\nSubject: Boiler quote\n"
                       "Date: Mon, 15 Sep 2025 09:00:00 +0000\nMessage-ID: <quote@home.example>\n\n"
                       "An old quote for the boiler repair, before the invoice.\n"),
    "calendar/events.ics": (
        "BEGIN:VCALENDAR\nVERSION:2.0\n"
        "BEGIN:VEVENT\nUID:dentist\nSUMMARY:Dentist check-up\nDTSTART:20251120T090000Z\nDTEND:20251120T100000Z\n"
        "CATEGORIES:health\nEND:VEVENT\n"
        "BEGIN:VEVENT\nUID:review\nSUMMARY:Harbor cache review\nDTSTART:20251010T140000Z\nDTEND:20251010T150000Z\n"
        "ORGANIZER;CN=Ingrid Solberg:mailto:ingrid@fernleaf.example\nEND:VEVENT\n"
        "BEGIN:VTODO\nUID:passport\nSUMMARY:Renew passport\nDUE:20251201T090000Z\nEND:VTODO\n"
        "END:VCALENDAR\n"),
    "chat/boiler.json": ('[{"id": "c1", "title": "Boiler pressure", "create_time": 1761900000, "messages": ['
                         '{"role": "user", "content": "The boiler pressure drops every night."}, '
                         '{"role": "assistant", "content": "Check the expansion vessel."}]}]'),
    "data/expenses.csv": "date,item,amount\n2025-11-02,boiler repair,340\n2025-10-01,ryokan deposit,120\n",
    "code/boiler.py": "def repair_boiler(pressure):\n    \"\"\"Top up the boiler pressure.\"\"\"\n    return pressure + 1\n",
}


def query_vault_files(today) -> dict[str, str]:
    from datetime import timedelta

    yesterday = (today - timedelta(days=1)).isoformat()
    return {**QUERY_VAULT, "journal/yesterday.md": f"---\ntitle: Yesterday\ndate: {yesterday}\n---\n\nA quiet day.\n"}


@pytest.fixture(scope="session")
def query_files() -> Callable[..., dict[str, str]]:
    return query_vault_files

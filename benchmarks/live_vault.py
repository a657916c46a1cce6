"""Generated vaults for the live-vault tests and benchmarks: random notes, random mutations, and the yardstick
"does the incrementally maintained index rank exactly like a fresh full rebuild of the same folder?".

Used by ``tests/watch``, ``tests/index`` (crash harness) and ``benchmarks/bench_freshness.py``.
"""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from pathlib import Path

from vaultmem.index.folder import INDEX_DIR
from vaultmem.vault import Vault

WORDS = ["redis", "postgres", "cache", "invoice", "brother", "gift", "budget", "sprint", "roadmap", "hiking", "dentist", "passport", "visa", "mortgage", "garden", "tomato", "recipe", "lasagna", "concert", "ticket", "flight", "lisbon", "tokyo", "berlin", "laptop", "battery", "keyboard", "monitor", "contract", "lawyer", "tenant", "landlord", "plumber", "boiler", "insurance", "pension", "salary", "bonus", "review", "promotion", "mentor", "python", "rust", "kotlin", "deploy", "rollback", "incident", "outage", "latency", "migration", "schema", "index", "shard", "replica", "backup", "birthday", "anniversary", "wedding", "present", "guitar", "piano", "violin", "marathon", "yoga", "climbing", "bicycle", "helmet", "tent", "newsletter", "podcast", "article", "thesis", "chapter", "deadline", "follow", "promise", "decision", "database", "vendor", "license"]
QUERIES = ("redis cache decision", "gift for my brother", "postgres migration schema", "flight to lisbon",
           "mortgage insurance", "guitar piano", "incident rollback latency", "birthday present",
           "deadline follow promise", "zzznomatch")


def note_text(rng: random.Random, title: str | None = None, small: bool = False) -> str:
    title = title or " ".join(rng.choice(WORDS) for _ in range(3)).title()
    paras = []
    for _ in range(1 if small else rng.randint(1, 4)):
        paras.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12) if small else rng.randint(8, 60))) + ".")
    return f"# {title}\n\n" + "\n\n".join(paras) + "\n"


def make_vault(root: Path, n_files: int, seed: int = 0, folders: int = 8, small: bool = False) -> list[str]:
    """``n_files`` Markdown / text notes spread over ``folders`` folders; returns their relative paths."""
    rng = random.Random(seed)
    paths = []
    for i in range(n_files):
        rel = f"f{i % folders}/note-{i:05d}.{'md' if i % 5 else 'txt'}"
        write(root, rel, note_text(rng, small=small))
        paths.append(rel)
    return paths


def write(root: Path, rel: str, text: str) -> None:
    full = root / rel
    full.parent.mkdir(parents=True, exist_ok=True)
    full.write_text(text, encoding="utf-8")


def mutate(root: Path, rng: random.Random, ops: int, *, editor_saves: bool = True, small: bool = False) -> None:
    """A mixed workload: creates, edits (some via an editor's temp-file-then-rename save), deletes, file
    renames and an occasional folder rename."""
    files = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and INDEX_DIR not in p.parts)
    for i in range(ops):
        r = rng.random()
        if r < 0.3 or not files:
            rel = f"f{rng.randrange(10)}/new-{rng.randrange(10**9):09d}.md"
            write(root, rel, note_text(rng, small=small))
            files.append(rel)
        elif r < 0.6:
            rel = rng.choice(files)
            if editor_saves and rng.random() < 0.5:
                tmp = root / (rel + ".swp")
                tmp.write_text(note_text(rng, small=small), encoding="utf-8")
                os.replace(tmp, root / rel)
            else:
                write(root, rel, note_text(rng, small=small))
        elif r < 0.8:
            rel = files.pop(rng.randrange(len(files)))
            (root / rel).unlink()
        elif r < 0.995:
            rel = files.pop(rng.randrange(len(files)))
            new = f"f{rng.randrange(10)}/moved-{rng.randrange(10**9):09d}.md"
            (root / new).parent.mkdir(parents=True, exist_ok=True)
            os.replace(root / rel, root / new)
            files.append(new)
        else:
            folders = sorted({f.split("/")[0] for f in files})
            old = rng.choice(folders)
            new = f"{old}-r{rng.randrange(10**6)}"
            os.replace(root / old, root / new)
            files = [f"{new}/{f.split('/', 1)[1]}" if f.split("/")[0] == old else f for f in files]


def ranking(vault: Vault, queries: tuple[str, ...] = QUERIES, k: int = 10,
            mode: str = "auto") -> dict[str, list[tuple[str, float]]]:
    """Top-k (session id, score) per query, scores rounded and equal scores ordered by id, so that a float
    difference in the last bit (sums in another segment order) cannot reorder equal results."""
    out = {}
    for q in queries:
        rows = ((r.session_id, round(r.score, 6)) for r in vault.search(q, k, mode=mode))
        out[q] = sorted(rows, key=lambda x: (-x[1], x[0]))
    return out


def sessions(vault: Vault) -> set[str]:
    snap = vault.snapshot()
    return {snap.session(i).id for i in range(snap.n_sessions) if snap.session_live[i]}


def fresh_rebuild(root: Path, queries: tuple[str, ...] = QUERIES, mode: str = "auto") -> tuple[set[str], dict]:
    """Copy the vault (without its index) elsewhere, index it from scratch, return (sessions, ranking)."""
    with tempfile.TemporaryDirectory(prefix="vaultmem-fresh-", dir=root.parent) as tmp:
        copy = Path(tmp) / "vault"
        shutil.copytree(root, copy, ignore=shutil.ignore_patterns(INDEX_DIR))
        with Vault.open(copy) as fresh:
            fresh.sync()
            return sessions(fresh), ranking(fresh, queries, mode=mode)

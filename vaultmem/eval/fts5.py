"""The naive yardstick: SQLite FTS5 over each file's raw bytes, queried with an OR of the question's words.

This is what a plain desktop tool gives: no extraction (base64 bodies, HTML and JSON stay as they are on disk),
the porter stemmer over unicode61 tokens, ranking by FTS5's built-in bm25(). In memory; nothing is written.
"""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path
from typing import Self

from ..index.folder import INDEX_DIR

_WORD = re.compile(r"[^\W_]+")
MAX_FILE_BYTES = 32 << 20


class Fts5Baseline:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    @classmethod
    def build(cls, root: Path) -> Fts5Baseline:
        db = sqlite3.connect(":memory:")
        db.execute("CREATE VIRTUAL TABLE files USING fts5(path UNINDEXED, body, tokenize='porter unicode61')")
        rows = []
        for folder, dirs, names in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != INDEX_DIR)
            for name in sorted(names):
                path = Path(folder) / name
                if not path.is_file() or path.is_symlink() or path.stat().st_size > MAX_FILE_BYTES:
                    continue
                rows.append((path.relative_to(root).as_posix(), path.read_bytes().decode("utf-8", "replace")))
        db.executemany("INSERT INTO files(path, body) VALUES (?, ?)", rows)
        return cls(db)

    def search(self, query: str, k: int) -> list[str]:
        words = list(dict.fromkeys(w.lower() for w in _WORD.findall(query)))
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        rows = self.db.execute("SELECT path FROM files WHERE files MATCH ? ORDER BY bm25(files), path LIMIT ?",
                               (match, k)).fetchall()
        return [r[0] for r in rows]

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.db.close()

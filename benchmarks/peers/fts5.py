"""SQLite FTS5 peer: what a Python developer gets from the standard library.

Ranking is FTS5's built-in ``bm25()``; the query is the user's words joined with OR (each word quoted, so
punctuation and FTS5 operators in user input cannot break the query). The table keeps the text
(``content`` stored), as a search app needs it for snippets; VaultMem keeps its token store too. No
``optimize`` after the load: it rewrites the b-trees into new pages and leaves the old ones on the freelist,
so the file grows ~35% unless followed by a VACUUM; queries were not measurably faster.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from pathlib import Path

from benchmarks.peers.protocol import Corpus, Engine, Searcher, main

WORD = re.compile(r"\w+")
DB_NAME = "fts5.sqlite"


def match_expression(query: str) -> str:
    """``"w1" OR "w2"``: every word quoted (FTS5 string syntax doubles embedded quotes)."""
    words = WORD.findall(query)
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


class Fts5Searcher(Searcher):
    def __init__(self, db_path: Path) -> None:
        self.conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        # Touch the schema so the open really reads the database, like a first query would.
        self.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()

    def search(self, query: str, k: int) -> list[str]:
        expr = match_expression(query)
        if not expr:
            return []
        rows = self.conn.execute(
            "SELECT doc_id FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?", (expr, k)
        ).fetchall()
        return [r[0] for r in rows]

    def close(self) -> None:
        self.conn.close()


class Fts5Engine(Engine):
    name = "fts5"

    def index_path(self, workdir: Path) -> Path:
        return workdir / DB_NAME

    def build(self, corpus: Corpus, workdir: Path) -> None:
        conn = sqlite3.connect(self.index_path(workdir))
        try:
            # A tuned bulk load: a big page cache, no fsync until the protocol's final fsync of the file.
            # With the defaults (2 MB cache, synchronous=FULL) the build is 3-8x slower here, which would
            # flatter VaultMem.
            conn.execute("PRAGMA cache_size=-262144")
            conn.execute("PRAGMA synchronous=OFF")
            conn.execute("CREATE VIRTUAL TABLE docs USING fts5(doc_id UNINDEXED, body)")
            with conn:
                conn.executemany("INSERT INTO docs(doc_id, body) VALUES (?, ?)",
                                 ((d.id, d.text) for d in corpus.docs()))
        finally:
            conn.close()

    def open(self, workdir: Path) -> Searcher:
        return Fts5Searcher(self.index_path(workdir))


if __name__ == "__main__":
    sys.exit(main(Fts5Engine(), "benchmarks.peers.fts5"))

"""bm25s peer (+ PyStemmer): the popular pure-Python/numpy BM25 library.

Built with the library's defaults (Lucene BM25, English stop words, Snowball English stemmer), saved to
disk with its corpus and reopened memory-mapped, which is its fastest documented cold-open path. BM25
sums over query terms, so its semantics are OR like the other peers.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from benchmarks.peers.protocol import Corpus, Engine, Searcher, main

INDEX_DIR = "bm25s_index"


class Bm25sSearcher(Searcher):
    def __init__(self, bm25s: Any, stemmer: Any, index_dir: Path) -> None:
        self._bm25s = bm25s
        self.stemmer = stemmer
        self.model = bm25s.BM25.load(str(index_dir), load_corpus=True, mmap=True, show_progress=False)

    def search(self, query: str, k: int) -> list[str]:
        tokens = self._bm25s.tokenize(query, stemmer=self.stemmer, return_ids=False, show_progress=False)
        terms = [t for t in tokens[0] if t in self.model.vocab_dict]
        if not terms:
            return []
        n = min(k, self.model.scores["num_docs"])
        docs, scores = self.model.retrieve([terms], k=n, show_progress=False, n_threads=0)
        # With a loaded corpus bm25s returns the stored records (here {"id", "text"}), not row numbers.
        return [str(doc["id"]) for doc, score in zip(docs[0], scores[0], strict=True) if score > 0]


class Bm25sEngine(Engine):
    name = "bm25s"

    def setup(self) -> None:
        import bm25s
        import Stemmer

        self.bm25s = bm25s
        self.make_stemmer = lambda: Stemmer.Stemmer("english")

    def index_path(self, workdir: Path) -> Path:
        return workdir / INDEX_DIR

    def build(self, corpus: Corpus, workdir: Path) -> None:
        docs = corpus.docs()
        tokens = self.bm25s.tokenize([d.text for d in docs], stemmer=self.make_stemmer(), show_progress=False)
        model = self.bm25s.BM25()
        model.index(tokens, show_progress=False)
        # The saved corpus maps row numbers back to chunk ids (and would serve snippets).
        model.save(str(self.index_path(workdir)), corpus=[{"id": d.id, "text": d.text} for d in docs],
                   show_progress=False)

    def open(self, workdir: Path) -> Searcher:
        return Bm25sSearcher(self.bm25s, self.make_stemmer(), self.index_path(workdir))


if __name__ == "__main__":
    sys.exit(main(Bm25sEngine(), "benchmarks.peers.bm25s_peer"))

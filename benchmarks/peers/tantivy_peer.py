"""tantivy peer (official Python bindings): the Rust/Lucene-class reference point.

Defaults a user would start from: the ``default`` tokenizer (split + lowercase), positions indexed, text
stored (for snippets), a multi-threaded writer with tantivy's automatic thread count, one commit, merge
threads awaited. The query is the sanitised words joined by spaces, which tantivy's parser treats as OR.
Each hit's chunk id is read back from the doc store, as an app must to show a result.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from benchmarks.peers.protocol import Corpus, Engine, Searcher, main

INDEX_DIR = "tantivy_index"
WORD = re.compile(r"\w+")
WRITER_HEAP = 256_000_000


def _schema(tantivy: Any) -> Any:
    sb = tantivy.SchemaBuilder()
    sb.add_text_field("doc_id", stored=True, tokenizer_name="raw")
    sb.add_text_field("body", stored=True)
    return sb.build()


class TantivySearcher(Searcher):
    def __init__(self, tantivy: Any, index_dir: Path) -> None:
        self.index = tantivy.Index.open(str(index_dir))
        self.searcher = self.index.searcher()

    def search(self, query: str, k: int) -> list[str]:
        words = WORD.findall(query)
        if not words:
            return []
        parsed = self.index.parse_query(" ".join(words), ["body"])
        hits = self.searcher.search(parsed, k).hits
        return [self.searcher.doc(addr)["doc_id"][0] for _score, addr in hits]


class TantivyEngine(Engine):
    name = "tantivy"

    def setup(self) -> None:
        import tantivy

        self.tantivy = tantivy

    def index_path(self, workdir: Path) -> Path:
        return workdir / INDEX_DIR

    def build(self, corpus: Corpus, workdir: Path) -> None:
        tantivy = self.tantivy
        path = self.index_path(workdir)
        path.mkdir()
        index = tantivy.Index(_schema(tantivy), path=str(path))
        writer = index.writer(heap_size=WRITER_HEAP, num_threads=0)
        for d in corpus.docs():
            writer.add_document(tantivy.Document(doc_id=d.id, body=d.text))
        writer.commit()
        writer.wait_merging_threads()

    def open(self, workdir: Path) -> Searcher:
        return TantivySearcher(self.tantivy, self.index_path(workdir))


if __name__ == "__main__":
    sys.exit(main(TantivyEngine(), "benchmarks.peers.tantivy_peer"))

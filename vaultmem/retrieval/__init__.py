"""Query-time code: BM25, router, rerankers, certificates, explanations, snippets."""

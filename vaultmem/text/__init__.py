"""Text → tokens → index terms: the single tokenizer path (tiktoken ``cl100k_base``, shipped), the term rule that
turns token pieces into the words BM25 counts (one path for documents and queries), and the word-level view
(lowercased, contractions expanded) the memory cues and ranking features read.

The rest of the engine uses: the ``tokenizer`` (ingest, counts, decoding chunk text); of ``terms``, the pieces
of a text and their words and terms that ingest's piece cache keeps (``pieces``, ``piece_words``,
``word_terms``) and the query's words and their terms at search (``query_words``, ``word_term``, ``tokens``,
``token_forms``, ``analysed_words``, ``index_words``, ``content_forms``, ``fold``; ``has_cjk``, ``segment_spans``
and ``analyse`` where a highlight or a phrase reads a run of CJK letters by its letters; a word's ``truncated`` form,
``TRUNCATION`` letters long, marked ``TRUNCATED`` and with its term at or above ``TRUNCATED_BASE``, which a length,
``word_count``, leaves out); of ``words``, ``normalise``,
``expand_contractions``, ``STOPWORDS`` and ``after`` (a pattern that reads a word by the one before it); ``BRITISH_PREFIXES`` and ``VARIANT_PREFIXES`` for highlighting; of
``synonyms``, a query word's ``alternatives``, a general word's ``kinds``, a place's ``place_names`` and how to
show them (``written``).
Names are resolved on first use (``vaultmem.lazy_names``).
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = [
    "BRITISH_PREFIXES",
    "STOPWORDS",
    "TRUNCATED",
    "TRUNCATED_BASE",
    "TRUNCATION",
    "VARIANT_PREFIXES",
    "QueryWord",
    "after",
    "alternatives",
    "analyse",
    "analysed_words",
    "content_forms",
    "expand_contractions",
    "fold",
    "has_cjk",
    "index_words",
    "kinds",
    "normalise",
    "piece_words",
    "pieces",
    "place_names",
    "query_words",
    "segment_spans",
    "token_forms",
    "tokenizer",
    "tokens",
    "truncated",
    "word_count",
    "word_term",
    "word_terms",
    "written",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".spelling": ("BRITISH_PREFIXES",),
    ".synonyms": ("alternatives", "kinds", "place_names", "written"),
    ".terms": ("TRUNCATED", "TRUNCATED_BASE", "TRUNCATION", "QueryWord", "analyse", "analysed_words", "content_forms",
               "fold", "has_cjk", "index_words", "piece_words", "pieces", "query_words", "segment_spans", "token_forms",
               "tokens", "truncated", "word_count", "word_term", "word_terms"),
    ".tokenizer": ("tokenizer",),
    ".variants": ("VARIANT_PREFIXES",),
    ".words": ("STOPWORDS", "after", "expand_contractions", "normalise"),
})

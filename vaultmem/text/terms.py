"""Index-side term normalisation: text → the BPE token ids that BM25 counts.

Raw BPE ids make "Redis", " redis" and "redis_cache" three unrelated terms. The rule, applied identically to
documents and queries:

1. split camelCase / PascalCase boundaries ("RedisCache" → "Redis Cache", "HTTPServer" → "HTTP Server");
2. every run of non-letters/digits (spaces, punctuation, ``_``, ``-``, ``/``) becomes one space;
3. lowercase (Unicode ``str.lower``);
4. encode with tiktoken as if each word were preceded by a space, so a word gets the ids of " word"
   wherever it stood (start of line, after punctuation, inside an identifier);
5. drop the lone-space id that tiktoken emits before digit runs.

So "Redis", " redis", "redis_cache" and "RedisCache" all contain the term id of " redis". A word may map to
several ids (" kubernetes" → " k" "ubern" "etes"); each is a term. The whole pipeline is regex + one
tiktoken call, so it runs at tokenizer speed with no per-word Python loop.
"""

from __future__ import annotations

import re

import numpy as np

from .tokenizer import encode_batch, encoding

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[\W_]+")
_SPACE_ID = 220  # cl100k_base id of " "


def normalise(text: str) -> str:
    """The normalised word string (leading space included) whose tokens are the index terms."""
    return " " + _NON_WORD.sub(" ", _CAMEL.sub(" ", text)).lower().strip()


def term_ids(text: str) -> np.ndarray:
    """Index terms of ``text`` in order of occurrence, as uint32."""
    ids = np.asarray(encoding().encode_ordinary(normalise(text)), dtype=np.uint32)
    return ids[ids != _SPACE_ID]


def term_ids_batch(texts: list[str]) -> list[np.ndarray]:
    """``term_ids`` for many texts; tiktoken releases the GIL, so this uses both cores."""
    encoded = encode_batch([normalise(t) for t in texts])
    out = []
    for ids in encoded:
        arr = np.asarray(ids, dtype=np.uint32)
        out.append(arr[arr != _SPACE_ID])
    return out


def term_text(term_id: int) -> str:
    """Readable form of one term for explanations (" redis" → "redis")."""
    return encoding().decode([int(term_id)]).strip()

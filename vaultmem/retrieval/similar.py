""""More like this": the words most particular to a session — term frequency there × BM25 idf of the word's term
in the index; stopwords, numbers and words under 3 letters left out — as a query."""

from __future__ import annotations

import math
from collections import Counter

from ..index.snapshot import Snapshot
from ..text.terms import token_forms, tokens, word_term
from ..text.words import STOPWORDS


def similar_query(snap: Snapshot, gid: int, n: int) -> str:
    """The ``n`` most particular words of session ``gid``, each as written most often there."""
    tf: Counter[str] = Counter()  # analysed form → count
    surface: dict[str, Counter[str]] = {}  # analysed form → the words written for it
    for chunk in snap.session_chunks(gid):
        for m in tokens(snap.chunk_text(chunk)):
            word = m.group().lower()
            if len(word) < 3 or word in STOPWORDS or not word.replace("-", "").isalpha():
                continue
            for form in token_forms(m.group()):
                tf[form] += 1
                surface.setdefault(form, Counter())[word] += 1
    n_chunks = max(snap.live_chunks, 1)

    def weight(form: str) -> float:
        df = len(snap.postings(word_term(form))[0])
        return tf[form] * math.log(1 + (n_chunks - df + 0.5) / (df + 0.5))

    words = (surface[form].most_common(1)[0][0] for form in sorted(tf, key=lambda f: (-weight(f), f)))
    return " ".join(list(dict.fromkeys(words))[:n])

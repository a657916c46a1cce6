"""Bounded pseudo-relevance feedback: words the best first-pass results share that the question lacks.

A half-remembered question often names the thing in other words ("the wood stuck at the docks" for an email
about oak held at the port). The best first-pass results usually hold the right vocabulary when they are
about the right thing: a word at least ``FEEDBACK_SUPPORT`` of the ``FEEDBACK_DOCS`` best results use in their
best chunk, and that is rare in the vault, joins the question at a discount (``weights.FEEDBACK_WEIGHT``) and is
shown as an expansion in the explanation (RM3, Lavrenko & Croft 2001, Abdul-Jaleel et al. 2004, with the
document-frequency and support bounds that keep it from drifting).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from ..text.terms import content_forms
from ..text.words import STOPWORDS
from .candidates import Candidates
from .scaffold import SCAFFOLD

FEEDBACK_DOCS = 3
FEEDBACK_SUPPORT = 2
FEEDBACK_TERMS = 5
MAX_DF_SHARE = 0.05  # an expansion word is in at most this share of the vault's chunks


def expansion_forms(cands: Candidates, scores: np.ndarray) -> list[str]:
    """Up to ``FEEDBACK_TERMS`` analysed forms to add to the question, best first."""
    order = [int(i) for i in np.argsort(-scores, kind="stable")[:FEEDBACK_DOCS] if scores[i] > 0]
    if len(order) < FEEDBACK_SUPPORT:
        return []
    asked = {c.analysed for c in cands.concepts.concepts}
    support: Counter[str] = Counter()
    mass: Counter[str] = Counter()
    for i in order:
        forms = Counter(f for f in content_forms(cands.best_text(i), STOPWORDS) if len(f) > 2 and not f.isdigit())
        total = sum(forms.values()) or 1
        for f, n in forms.items():
            if f not in asked and f not in SCAFFOLD:
                support[f] += 1
                mass[f] += n / total
    snap = cands.snap
    limit = MAX_DF_SHARE * max(snap.live_chunks, 1)
    from ..text.terms import word_term

    kept = [f for f, k in support.items() if k >= FEEDBACK_SUPPORT and 0 < len(snap.postings(word_term(f))[0]) <= limit]
    kept.sort(key=lambda f: (-mass[f], f))
    return kept[:FEEDBACK_TERMS]

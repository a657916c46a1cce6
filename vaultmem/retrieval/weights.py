"""Ranking weights: the single place where ranking is tuned. What each value was chosen on is in
docs/ranking.md ("Fitting"); nothing here was fitted to individual cases.
"""

from __future__ import annotations

import numpy as np

from ..index.fields import FIELDS

# BM25F (lexical.py): weight and length normalisation of each session field, in ``index.fields.FIELDS`` order.
FIELD_WEIGHTS = np.array([1.25, 1.25, 0.5, 1.5, 2.0])  # title, name, people, place, headings
FIELD_B = np.array([0.75, 0.5, 0.5, 0.5, 0.75])
WHOLE_WEIGHT = 2.0  # the whole session as one more field (long sessions that mention a word once count less)
# …but a page of documentation or a source file (``text`` or ``code``) of DOCUMENT_CHUNKS chunks or more is many
# sections, each on its own topic: its whole page weighs this, so the section where the question's words meet counts
# for more than a page that names them apart (Candidates.pages)
DOCUMENT_WHOLE_WEIGHT = 0.25
DOCUMENT_CHUNKS = 6
SCAFFOLD_WEIGHT = 1.0  # share of its IDF a question-shaping word ("latest", "ideas") keeps in BM25F
BACKGROUND_POWER = 2.0  # IDF × background rarity ** this (lexical.background_rarity; 0 = off)
NAME_WEIGHT = 2.5  # a word the question capitalises mid-sentence that is one of the vault's people weighs more
CORRECTION_WEIGHT = 0.7  # a misspelt word read as the vault's word one edit away (lexical._correction) weighs less
SYNONYM_WEIGHT = 0.3  # an occurrence of another word for a query word (text.synonyms) counts this much of one
KIND_WEIGHT = 0.15  # …an occurrence of a word for a kind of it ("van" for "vehicle": text.synonyms.kinds), this much
PLACE_WEIGHT = 1.0  # …and a place's name in another language ("Bretagne" for "Brittany"): the same place
ALIAS_MIN_IDF_SHARE = 0.5  # …and only when its IDF is at least this share of the word's (lexical._with_aliases)
assert len(FIELD_WEIGHTS) == len(FIELD_B) == len(FIELDS)
ANSWER_SHARE_POWER = 0.25  # answer_type × (share of the topic's weight its passage holds) ** this
CHAT_ANSWER = 0.25  # …× this in a conversation, whose turns name times and numbers in passing
LONG_DOCUMENT_CHUNKS = 32  # a document of more chunks reads coverage where the words meet (Candidates.long_document)

# A lookup (no memory asked for) is ranked by the question's words alone; memory routes add the memory features.
_LEXICAL = {"bm25f": 1.0, "coverage": 0.25, "titled": 0.5, "phrase": 0.2, "answer_type": 0.6, "in_period": 0.3,
            "recency": 0.4, "kind_named": 0.3, "self_disclosure": 0.0, "question_only": 0.0}
_MEMORY = {**_LEXICAL, "bm25f": 0.5, "self_disclosure": 0.3, "question_only": -1.0}

PROFILES: dict[str, dict[str, float]] = {
    "lookup": dict(_LEXICAL),
    "fact": dict(_LEXICAL),
    "episode": dict(_MEMORY),
    "preference": dict(_MEMORY),
    "decision": dict(_MEMORY),
    "temporal": dict(_MEMORY),
    "open_loop": dict(_MEMORY),
    "synthesis": dict(_MEMORY),
}


def weight_vector(mode: str, features: tuple[str, ...]) -> np.ndarray:
    profile = PROFILES.get(mode, PROFILES["lookup"])
    return np.array([profile[f] for f in features])


# Result list: sessions scoring below this share of the best are a weak tail and are not shown.
SCORE_FLOOR = 0.1

# Rerank stage (supersession, near-duplicates). Bonuses are in the same units as the episode score.
SUPERSEDES = 0.3  # newest statement about the thing a current-state question asks about
SUPERSEDED = -0.15  # an older statement about the same thing
NEAR_DUPLICATE = -0.6  # word-set Jaccard ≥ DUPLICATE_JACCARD with a session above it
DUPLICATE_JACCARD = 0.7

# Certificate stage: bonus = CERTIFICATE × strength (strength in [0, 1]).
CERTIFICATE = 1.5

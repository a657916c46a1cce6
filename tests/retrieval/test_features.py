"""Feature math: recency ranks, IDF-weighted overlap, the lookup gate."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

from vaultmem.retrieval.features import FEATURES, GATE_FLOOR, feature_matrix, recency, topical_gate
from vaultmem.retrieval.profile import SessionProfile, stem_idf
from vaultmem.retrieval.router import route

COL = {f: i for i, f in enumerate(FEATURES)}


def profile(gid: int, user: str, other: str = "", date: float = float("nan")) -> SessionProfile:
    from vaultmem.text.words import content_stems

    stems = Counter(content_stems(user))
    return SessionProfile(gid, date, stems, frozenset(content_stems(other)), sum(stems.values()), 0.0,
                          frozenset(), (), user)


def test_recency_ranks_dated_sessions_newest_first() -> None:
    out = recency(np.array([10.0, np.nan, 30.0, 20.0]))
    assert out.tolist() == [0.0, 0.0, 1.0, 0.5]
    assert recency(np.array([np.nan, 5.0])).tolist() == [0.0, 1.0]


def test_user_overlap_is_idf_weighted_coverage_of_topic_words() -> None:
    profiles = [profile(0, "oolong tea is lovely"), profile(1, "green tea and coffee"), profile(2, "running shoes")]
    x = feature_matrix("What oolong tea should I try?", route("What oolong tea should I try?"), profiles,
                       np.zeros(3))
    idf = stem_idf(profiles, ["oolong", "tea", "shoe"])
    expected = idf["oolong"] + idf["tea"]
    assert math.isclose(x[0, COL["user_overlap"]], 1.0)
    assert math.isclose(x[1, COL["user_overlap"]], idf["tea"] / expected)
    assert x[2, COL["user_overlap"]] == 0.0
    assert idf["oolong"] > idf["tea"]  # rarer word, more weight
    assert math.isclose(idf["tea"], math.log1p(4 / 2.5))  # 3 candidates, 2 hold it: ln(1 + (n+1)/(df+0.5))


def test_stem_idf_leaves_out_stems_no_candidate_holds() -> None:
    assert stem_idf([profile(0, "green tea")], ["tea", "coffee"]).keys() == {"tea"}


def test_bm25_feature_is_relative_to_the_best_candidate() -> None:
    profiles = [profile(0, "a"), profile(1, "b")]
    x = feature_matrix("anything", route("anything"), profiles, np.array([2.0, 1.0]))
    assert x[:, COL["bm25"]].tolist() == [1.0, 0.5]


def test_gate_only_discounts_off_topic_sessions_when_something_matches_strongly() -> None:
    x = np.zeros((3, len(FEATURES)))
    x[0, COL["user_overlap"]] = 0.8
    x[1, COL["context_overlap"]] = 0.1
    assert topical_gate(x, COL).tolist() == [1.0, 1.0, GATE_FLOOR]
    weak = np.zeros((2, len(FEATURES)))
    weak[0, COL["bm25"]] = 0.3
    assert topical_gate(weak, COL).tolist() == [1.0, 1.0]


def test_entity_overlap_counts_names_the_session_mentions() -> None:
    profiles = [profile(0, "dinner with maya at the cervejaria"), profile(1, "dinner plans for friday")]
    x = feature_matrix("Where did I have dinner with Maya?", route("Where did I have dinner with Maya?"), profiles,
                       np.zeros(2))
    assert x[:, COL["entity_overlap"]].tolist() == [1.0, 0.0]
    plain = feature_matrix("where did i have dinner?", route("where did i have dinner?"), profiles, np.zeros(2))
    assert not plain[:, COL["entity_overlap"]].any()  # no names in the question, no signal

"""Session profiles: what a statement is about, and how the owner speaks (the share of questions that state nothing)."""

from __future__ import annotations

import json
from pathlib import Path

from vaultmem import Vault
from vaultmem.retrieval.profile import session_profile, session_voice


def _chat(root: Path, name: str, *user_turns: str) -> None:
    turns = [t for text in user_turns for t in ({"role": "user", "content": text},
                                                  {"role": "assistant", "content": "Sure."})]
    (root / f"{name}.json").write_text(json.dumps({"title": name, "messages": turns}))


def _ratios(root: Path) -> dict[str, float]:
    with Vault.open(root) as v:
        v.sync()
        snap = v.snapshot()
        return {snap.session(g).path.removesuffix(".json"): session_voice(snap, g).question_ratio
                for g in range(snap.n_sessions) if snap.session_live[g]}


def test_a_request_to_be_reminded_is_a_to_do_not_a_question(tmp_path: Path) -> None:
    _chat(tmp_path, "asks", "What are the best materials for outdoor furniture?")
    _chat(tmp_path, "reminder", "Can you remind me to check on the paint samples I ordered?")
    _chat(tmp_path, "mixed", "I ordered paint samples.", "Which finish lasts longest outdoors?")
    ratios = _ratios(tmp_path)
    assert ratios["asks"] == 1.0
    assert ratios["reminder"] == 0.0
    assert ratios["mixed"] == 0.5


def test_a_statement_is_about_the_section_heading_it_sits_under(tmp_path: Path) -> None:
    (tmp_path / "gifts.md").write_text("# Gift ideas\n\n## Mum\n\nI decided on lavender hand cream.\n\n"
                                       "## Joel\n\nI decided on a climbing wall pass.\n")
    (tmp_path / "solo.md").write_text("# Mum\n\nI decided on lavender hand cream.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        forms = {snap.session(g).path: [a.forms for a in session_profile(snap, g).atoms]
                 for g in range(snap.n_sessions) if snap.session_live[g]}
    mum, joel = forms["gifts.md"]
    assert "mother" in mum and "mother" not in joel and "joel" in joel  # "Mum" is indexed as "mother"
    assert forms["solo.md"] == [frozenset({"decid", "lavend", "hand", "cream"})]  # a title is no section

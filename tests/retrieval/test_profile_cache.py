"""Session profiles outlive commits and merges (freshness), and always describe the current snapshot."""

from __future__ import annotations

from pathlib import Path

import pytest

import vaultmem.retrieval.profile as profile_module
from vaultmem import Vault
from vaultmem.retrieval.profile import session_profile


def _note(root: Path, name: str, text: str) -> None:
    (root / name).write_text(f"# {name}\n\n{text}\n")


def test_profiles_are_reused_across_commits_and_merges_and_stay_correct(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    for i in range(12):
        _note(tmp_path, f"n{i}.md", f"I decided to plant tomatoes in bed {i}.")
    built: list[int] = []
    original = profile_module._build
    monkeypatch.setattr(profile_module, "_build", lambda s, g, shift: built.append(g) or original(s, g, shift))
    def profile_all(snap) -> None:
        for gid in range(snap.n_sessions):
            if snap.session_live[gid]:
                session_profile(snap, gid)

    with Vault.open(tmp_path) as v:
        v.sync()
        profile_all(v.snapshot())
        assert len(built) == 12
        for i in range(12, 24):  # one commit per file: many small segments, then merges
            _note(tmp_path, f"n{i}.md", f"I love growing basil number {i}.")
            v.sync_paths({f"n{i}.md"})
            profile_all(v.snapshot())
        assert len(built) == 24  # each commit profiled only its new session
        v.wait_merged(60)
        snap = v.snapshot()
        before = len(built)
        for gid in range(snap.n_sessions):
            if snap.session_live[gid]:
                p = session_profile(snap, gid)
                for a in p.atoms:  # atom chunks point into this snapshot's chunks of this very session
                    assert a.atom.chunk in snap.session_chunks(gid)
                    assert snap.chunk_text(a.atom.chunk)[a.atom.start:a.atom.end] == a.text
        assert len(built) == before  # merged segments carried every profile over
        assert len(snap.segments) < 13

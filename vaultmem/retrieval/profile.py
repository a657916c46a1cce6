"""Per-session text profile used by the episode scorer and rerankers, computed once per snapshot.

A profile separates the owner's own words (user-authored chunks: chat user turns, note bodies, todos) from
everything else (assistant turns, received mail), because a memory is what the user said, while the rest
is context.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..index.snapshot import Snapshot
from ..memory.sentences import is_question, sentences
from ..memory.store import AtomTable, ChunkAtom
from ..model import ChunkMetadata
from ..text.terms import content_forms
from ..text.words import STOPWORDS


@dataclass(frozen=True, slots=True)
class AtomProfile:
    atom: ChunkAtom
    forms: frozenset[str]  # analysed forms of its sentence's content words (``text.terms``)
    text: str
    session_start: int  # span in the session text (chunk offset + atom offset)
    session_end: int


@dataclass(frozen=True, slots=True)
class SessionProfile:
    gid: int
    date: float  # epoch seconds, NaN when unknown
    atoms: tuple[AtomProfile, ...]


def session_profile(snap: Snapshot, gid: int) -> SessionProfile:
    """The profile of one session, cached on its (immutable) segment so it outlives commits and merges: after
    an edit only the edited sessions are profiled again. Atom chunk ids are stored relative to the session's
    first chunk and made global for this snapshot on the way out."""
    shifted: dict[int, SessionProfile] = snap.derived("profiles", lambda _: {})
    hit = shifted.get(gid)
    if hit is not None:
        return hit
    seg_index, local = snap.locate_session(gid)
    cache: dict[int, SessionProfile] = snap.segments[seg_index].session_memo.setdefault("profile", {})
    first = snap.session_chunks(gid).start
    core = cache.get(local)
    if core is None:
        core = cache[local] = _build(snap, gid, -first)
    hit = shifted[gid] = _shift(core, gid, first)
    return hit


def _shift(p: SessionProfile, gid: int, base: int) -> SessionProfile:
    atoms = tuple(AtomProfile(replace(a.atom, chunk=a.atom.chunk + base), a.forms, a.text, a.session_start,
                              a.session_end) for a in p.atoms)
    return replace(p, gid=gid, atoms=atoms)


def _build(snap: Snapshot, gid: int, chunk_shift: int) -> SessionProfile:
    atoms_table: AtomTable = snap.derived("atoms", AtomTable)
    chunks = snap.session_chunks(gid)
    atom_rows = atoms_table.for_chunks(chunks)
    infos = {c: snap.chunk(c) for c in {a.chunk for a in atom_rows}}
    sections = {c: _section_forms(info.metadata) for c, info in infos.items()}
    atoms = []
    for a in atom_rows:
        text = snap.chunk_text(a.chunk)[a.start:a.end]
        start = infos[a.chunk].char_start
        atoms.append(AtomProfile(replace(a, chunk=a.chunk + chunk_shift),
                                 content_forms(text, STOPWORDS) | sections[a.chunk],
                                 text, start + a.start, start + a.end))
    return SessionProfile(gid=gid, date=float(snap.session_date[gid]), atoms=tuple(atoms))


def _section_forms(metadata: ChunkMetadata) -> frozenset[str]:
    """The words of the section heading a note's statement sits under (not the note's title, which every
    statement of the note would share): "Likes: Yorkshire Tea" under "## Mum (Pat)" is about Mum."""
    path = metadata.get("heading_path")
    if not isinstance(path, list) or len(path) < 2:
        return frozenset()
    return content_forms(str(path[-1]), STOPWORDS)


PROFILE_CHUNKS = 16


def _profile_chunks(chunks: range, with_atoms: set[int]) -> list[int]:
    """The chunks a profile reads: all of a normal session; for a long document, its opening chunks and every
    chunk holding a memory atom, so one 500-page manual costs no more than a note."""
    if len(chunks) <= PROFILE_CHUNKS:
        return list(chunks)
    return sorted(set(chunks[:PROFILE_CHUNKS]) | with_atoms)


@dataclass(frozen=True, slots=True)
class SessionVoice:
    question_ratio: float  # share of the owner's sentences that are questions or requests stating no memory


def session_voice(snap: Snapshot, gid: int, within: range | None = None) -> SessionVoice:
    """How the owner speaks in a session (the chunks a profile reads), or only in the chunks ``within`` (a
    conversation's exchange that matched: whether the owner only asked is a property of that exchange, not of
    a log of quick questions). Once per snapshot, and only for the priors of memory questions."""
    cache: dict[tuple[int, range | None], SessionVoice] = snap.derived("session_voice", lambda _: {})
    hit = cache.get((gid, within))
    if hit is None:
        chunks = [c for c in (within if within is not None else _profile_chunks(snap.session_chunks(gid), set()))
                  if snap.chunk(c).user_authored]
        # A request that notes something still to do ("can you remind me to check the paint samples I
        # ordered?") is a to-do, not a question only.
        stated: dict[int, list[tuple[int, int]]] = {}
        for a in snap.derived("atoms", AtomTable).for_chunks(snap.session_chunks(gid)):
            if a.own and a.type == "open_loop":
                stated.setdefault(a.chunk, []).append((a.start, a.end))
        n = questions = 0
        for c in chunks:
            text = snap.chunk_text(c)
            spans = stated.get(c, ())
            for a, b in sentences(text):
                n += 1
                questions += is_question(text[a:b]) and not any(s < b and a < e for s, e in spans)
        hit = cache[(gid, within)] = SessionVoice(questions / n if n else 0.0)
    return hit


@dataclass(frozen=True, slots=True)
class SessionForms:
    user: frozenset[str]  # analysed content words the owner wrote
    other: frozenset[str]  # the rest of the session's


def session_tokens(snap: Snapshot, gid: int) -> np.ndarray:
    """The distinct token ids of the chunks a profile reads, sorted: read from the index without analysing a word,
    so that sessions whose words cannot be alike are told apart before ``session_forms`` analyses them (~10 ms
    for a long page)."""
    chunks = _profile_chunks(snap.session_chunks(gid), set())
    if not chunks:
        return np.zeros(0, np.uint32)
    return np.unique(np.concatenate([snap.chunk_tokens(c) for c in chunks]))


def session_forms(snap: Snapshot, gid: int) -> SessionForms:
    """The analysed words of a session (the chunks a profile reads), split by author; once per snapshot. Only
    the few rules that compare sessions word by word need them (supersession's bridge, near-duplicates)."""
    cache: dict[int, SessionForms] = snap.derived("session_forms", lambda _: {})
    hit = cache.get(gid)
    if hit is None:
        chunks = snap.session_chunks(gid)
        user, other = set(), set()
        for c in _profile_chunks(chunks, set()):
            forms = content_forms(snap.chunk_text(c), STOPWORDS)
            (user if snap.chunk(c).user_authored else other).update(forms)
        hit = cache[gid] = SessionForms(frozenset(user), frozenset(other))
    return hit


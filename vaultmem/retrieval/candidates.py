"""The sessions a question is ranked over, with everything the stages read about them, built once per query.

Features, rerankers and certificates take a ``Candidates`` and the route instead of half a dozen parallel
arrays; expensive parts (session profiles, best-chunk texts) are computed on first use and only for the
sessions asked about.
"""

from __future__ import annotations

import contextlib
from datetime import datetime

import numpy as np

from ..extract.paths import is_release_notes
from ..index.fields import FIELDS
from ..index.snapshot import SessionInfo, Snapshot
from ..memory.mail_owner import on_most_mail
from ..memory.store import AtomTable
from ..memory.types import ATOM_TYPES
from ..sortedsets import distinct, member
from . import bm25
from . import weights as W
from .lexical import Concept, LexicalEvidence, QueryConcepts, bm25f_parts, evidence, field_index
from .profile import (
    SessionForms,
    SessionProfile,
    SessionVoice,
    session_forms,
    session_profile,
    session_tokens,
    session_voice,
)
from .scaffold import SCAFFOLD
from .snippets import match_forms, spans_of


class Candidates:
    def __init__(self, snap: Snapshot, gids: np.ndarray, concepts: QueryConcepts,
                 cue_words: frozenset[str] = frozenset(), names: frozenset[str] = frozenset(),
                 highlight: frozenset[str] = frozenset()) -> None:
        self.snap = snap
        self.highlight = highlight  # the words a result's snippet highlights: read with the features' words, once
        self.gids = gids  # session gids in canonical order (``Snapshot.session_order``): ties never depend on layout
        self.concepts = concepts
        self.idf = np.array([c.idf for c in concepts.concepts])
        # Topic words: not question scaffolding ("ideas", "latest"), not the words the route's cues matched ("these
        # days", "remind").
        self.topic = np.array([c.analysed not in SCAFFOLD and c.word not in cue_words for c in concepts.concepts],
                              bool)
        if not self.topic.any():
            self.topic[:] = True
        self.evidence: LexicalEvidence = evidence(snap, concepts, gids, W.FIELD_B)
        self.chat = snap.session_kind[gids] == snap.kind_code("chat")  # [candidate] a conversation
        # The words that shape the question ("latest", "ideas", "remind") count for less than its topic, and
        # words common in language at large for less than rare ones.
        background = np.array([c.background for c in concepts.concepts]) ** W.BACKGROUND_POWER
        corrected = np.array([1.0 if not c.corrected else W.CORRECTION_WEIGHT for c in concepts.concepts])
        # A name the question gives that is one of the vault's people (a correspondent, an attendee, a speaker of
        # a chat: "Grace's cat", "Dr Voigt") says which sessions it is about: it weighs more, for it sits in every
        # turn of their conversations and its chunk IDF undersells it. A name the vault only writes in text
        # ("Noah" in Elena's chats) is scored by its IDF like any word: weighted, every mention of him would
        # outrank the question's topic. The owner's own name is on every letter: it names no session.
        self._owner: frozenset[str] | None = None
        owner = self.owner_forms() if names else frozenset()
        self.named = np.array([c.word in names and c.analysed not in owner and len(self._people_sessions(c)) > 0
                               for c in concepts.concepts], bool)
        # each concept's weight before a name's boost: what a passage holds of the topic (``features.answer_type``)
        self.word_weight = self.idf * np.where(self.topic, 1.0, W.SCAFFOLD_WEIGHT) * background * corrected
        self.weight = self.word_weight * np.where(self.named, W.NAME_WEIGHT, 1.0)
        self.chunks = snap.session_offsets[gids + 1] - snap.session_offsets[gids]  # [candidate] its chunk count
        self.pages = pages(snap, gids, self.chunks)
        whole = np.where(self.pages, W.DOCUMENT_WHOLE_WEIGHT, W.WHOLE_WEIGHT)[:, None]
        self.parts = bm25f_parts(self.evidence, self.weight, W.FIELD_WEIGHTS, whole)  # [session, concept]
        # A changelog's entries are each about something else: its words count only where they meet (its best
        # chunk and fields), not anywhere in the whole log ("what's new in 3.7" names everything once).
        self.release_notes = release_notes(snap, gids)
        if self.release_notes.any():
            self.parts[self.release_notes] = bm25f_parts(self.evidence, self.weight, W.FIELD_WEIGHTS, 0.0)[
                self.release_notes]
        # A long document (a manual page, a book) is many sections, each on its own topic: whether the question's
        # words occur somewhere in it says little, so its coverage too is read where they meet. Not a
        # conversation: one sitting, whose words are spread over its turns.
        self.long_document = (self.chunks > W.LONG_DOCUMENT_CHUNKS) & ~self.chat
        self.bm25f = self.parts.sum(axis=1)
        self.bm25f_ceiling = float(self.weight.sum() * (bm25.K1 + 1.0))  # every word saturated
        self.dates = snap.session_said[gids] if len(gids) else np.zeros(0)
        self._profiles: dict[int, SessionProfile] = {}
        self._spans: dict[int, tuple[frozenset[str], list[tuple[int, int, frozenset[str]]]]] = {}

    def __len__(self) -> int:
        return len(self.gids)

    def info(self, i: int) -> SessionInfo:
        return self.snap.session(int(self.gids[i]))

    def profile(self, i: int) -> SessionProfile:
        hit = self._profiles.get(i)
        if hit is None:
            hit = self._profiles[i] = session_profile(self.snap, int(self.gids[i]))
        return hit

    def exchange(self, i: int) -> range | None:
        """In a conversation, the exchange its best chunk belongs to (that turn and the turns either side): a
        chat log asks about one thing and tells about another. None for any other session, read whole."""
        if not self.chat[i]:
            return None
        best, session = int(self.evidence.best_chunk[i]), self.snap.session_chunks(int(self.gids[i]))
        return range(max(best - 1, session.start), min(best + 2, session.stop))

    def next_turn(self, i: int) -> str | None:
        """In a conversation, the text of the turn after its best chunk (None at its end, or for any other
        session)."""
        near = self.exchange(i)
        after = int(self.evidence.best_chunk[i]) + 1
        return self.snap.chunk_text(after) if near is not None and after in near else None

    def voice(self, i: int) -> SessionVoice:
        """The owner's voice in the session, or in a conversation's exchange that matched."""
        return session_voice(self.snap, int(self.gids[i]), self.exchange(i))

    def forms(self, i: int) -> SessionForms:
        return session_forms(self.snap, int(self.gids[i]))

    def tokens(self, i: int) -> np.ndarray:
        return session_tokens(self.snap, int(self.gids[i]))

    def holding_atoms(self, types: frozenset[str]) -> np.ndarray:
        """[session] whether it holds a memory atom of one of ``types`` (from the atom table; no profile read)."""
        table: AtomTable = self.snap.derived("atoms", AtomTable)
        codes = [ATOM_TYPES.index(t) for t in types if t in ATOM_TYPES]
        if not codes or not len(table.chunk):
            return np.zeros(len(self), bool)
        sessions = distinct(self.snap.chunk_session[table.chunk[np.isin(table.type, codes)]])
        return member(self.gids, sessions)

    def chunk_count(self, i: int) -> int:
        return int(self.chunks[i])

    def best_chunk_holds(self, forms: frozenset[str]) -> dict[str, np.ndarray]:
        """[candidate] whether its best chunk holds each of ``forms``, read from the index (no text decoded), for
        the forms that are a concept's own index term; the others (a misspelling read as another word, a form
        the question has no concept for) are left out: only the chunk's text can tell."""
        out = {}
        for j, c in enumerate(self.concepts.concepts):
            if c.analysed in forms and c.own_term:
                out[c.analysed] = self.evidence.tf[:, j] > 0
        return out

    def topic_dates(self) -> np.ndarray:
        """[candidate] when it spoke of the question: its best chunk's own time where the chunk has one (a turn of
        a conversation kept in one file for months), else the session's date (epoch seconds, NaN when unknown)."""
        out = self.dates.astype(float).copy()
        for i in np.flatnonzero(self.chat).tolist():
            when = self.snap.chunk(int(self.evidence.best_chunk[i])).metadata.get("time")
            with contextlib.suppress(TypeError, ValueError):
                out[i] = datetime.fromisoformat(when).timestamp()  # type: ignore[arg-type]
        return out

    def owner_forms(self) -> frozenset[str]:
        """The question's words that name the vault's owner: in the people of most of its mail (From, To or Cc;
        the rule of ``memory.mail_owner``). Every message carries them, so they tell no message apart."""
        if self._owner is None:
            mail = self.snap.derived("live_mail", lambda s: s.session_live & (s.session_kind == s.kind_code("email")))
            owner = []
            for c in self.concepts.concepts:
                on = distinct(self._people_sessions(c))
                if on_most_mail(int(mail[on].sum()), int(mail.sum())):
                    owner.append(c.analysed)
            self._owner = frozenset(owner)
        return self._owner

    def _people_sessions(self, c: Concept) -> np.ndarray:
        """The sessions whose people (From, To, Cc, attendees, a chat's speakers) hold the concept's word."""
        hits = field_index(self.snap).lookup(c.term)
        return hits.sessions[hits.fields == FIELDS.index("people")]

    def best_text(self, i: int) -> str:
        return self.snap.chunk_text(int(self.evidence.best_chunk[i]))

    def known_spans(self, i: int, words: frozenset[str]) -> list[tuple[int, int, str]] | None:
        """The best chunk's ``match_spans`` for ``words`` when a feature has read its text for a superset of them
        (the snippet of a result then reads no text again), else None."""
        hit = self._spans.get(i)
        return spans_of(hit[1], words) if hit is not None and words <= hit[0] else None

    def best_spans(self, i: int, words: frozenset[str], among: frozenset[str]) -> list[tuple[int, int, str]]:
        """``match_spans`` of the best chunk's text for ``words``, the text read once per candidate for all of
        ``among`` (a superset of every set of words asked for: the features that read the text share it)."""
        hit = self._spans.get(i)
        if hit is None or hit[0] != among:
            hit = self._spans[i] = (among, match_forms(self.best_text(i), among))
        return spans_of(hit[1], words)


def pages(snap: Snapshot, gids: np.ndarray, chunks: np.ndarray) -> np.ndarray:
    """[candidate] whether it is a page of documentation, a source file or a document (``text``, ``code`` or
    ``document``: a PDF, a word processor's) of at least ``weights.DOCUMENT_CHUNKS`` chunks (``chunks``: each
    candidate's count): its sections are each on their own topic."""
    kinds = [snap.kind_code("text"), snap.kind_code("code"), snap.kind_code("document")]
    return np.isin(snap.session_kind[gids], kinds) & (chunks >= W.DOCUMENT_CHUNKS)


def release_notes(snap: Snapshot, gids: np.ndarray) -> np.ndarray:
    """[candidate] whether its file is a changelog or release notes (``extract.is_release_notes``), each session
    read once per snapshot and only when it is a candidate (a large vault's first query does not classify every
    path)."""
    seen: dict[int, bool] = snap.derived("release_notes", lambda _: {})
    paths = snap.session_paths
    return np.fromiter((seen[g] if g in seen else seen.setdefault(g, is_release_notes(paths[g]))
                        for g in gids.tolist()), bool, len(gids))

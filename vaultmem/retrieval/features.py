"""Episode features: one named column per signal over the candidate sessions, each scaled to about [0, 1] so the
weights (``weights.py``) are comparable; their weighted sum is the episode score and each term is shown as a
contribution in the explanation.

The question's words decide first (``bm25f``, ``coverage``, ``answer_type``); memory features refine. The
query-independent priors (``self_disclosure``, ``question_only``) are multiplied by ``coverage``, so they only
order sessions that share the question's topic and can never lift one that shares none of its words.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterable
from datetime import datetime

import numpy as np

from ..index.fields import FIELDS
from ..text.terms import query_words
from ..text.words import after, normalise
from . import answer_types
from . import weights as W
from .candidates import Candidates
from .lexical import content_words
from .router import RouteDecision
from .snippets import match_spans

TITLE_FIELDS = [FIELDS.index("title"), FIELDS.index("name")]
ANSWER_WINDOW = 100  # characters around a topic word in which an answer value counts as next to it
SHORTLIST = 50  # candidates (by bm25f + coverage) whose profile the memory priors read
TEXT_SHORTLIST = 15  # the head of those whose best chunk's text the phrase and answer-type features read

FEATURES = ("bm25f", "coverage", "titled", "phrase", "answer_type", "in_period", "recency", "kind_named",
            "self_disclosure", "question_only")

DESCRIPTIONS = {
    "bm25f": "BM25F of the question's words in the best chunk, the whole session and its fields, as a share of the "
             "most the question's words can score",
    "coverage": "share of the question's topic words (IDF-weighted) found anywhere in the session (in a changelog "
                "or a long document: in its best chunk or fields)",
    "titled": "share of the question's topic words (IDF-weighted) in the session's title or file name",
    "phrase": "share of the question's word pairs found side by side, in order, in the best chunk or the title",
    "answer_type": "the best chunk (or, in a conversation, the turn after it) holds the kind of value the question "
                   f"asks for (date, place, name, amount, count, reference); × {W.CHAT_ANSWER:g} in a conversation",
    "in_period": "the session is dated in the month or year the question names",
    "recency": "how recent the session is among those on the question's topic (newest = 1), when the question asks "
               "for the current or the next thing",
    "kind_named": "the question names the kind of file the session is (an email, a chat)",
    "self_disclosure": "the owner stated something about themselves here (× coverage)",
    "question_only": "share of the owner's sentences that are questions or requests (× coverage)",
}

# The kinds of file a question can name as what it recalls ("the email where…", "chat about…"). A message is one
# unless a word before it says it is a program's ("error message", "commit message"); "text" is not (a text file,
# the text of a page).
_NOT_LOGGED = after(("error", "log", "commit", "warning", "status", "exit", "debug", "kernel", "system", "boot"),
                    negated=True)
_KIND_WORDS = {("email",): re.compile(r"\b(?:e-?mails?|mails?|newsletters?|bulletins?)\b"),
               # "asked the AI", "that ChatGPT thread": an assistant's export is a conversation
               ("chat",): re.compile(r"\b(?:chats?|conversations?|whatsapp|telegram|messenger|chatgpt|chatbot|ai)\b"),
               ("email", "chat"): re.compile(_NOT_LOGGED + r"\b(?:messages?|msgs?)\b|\b(?:texted|messaged)\b"),
               ("event",): re.compile(r"\b(?:calendar|invites?|invitation)\b"),
               ("table",): re.compile(r"\b(?:spreadsheets?|csv|sheet|ledger)\b"),
               ("document",): re.compile(r"\b(?:pdfs?|docx|word documents?)\b")}

def topic_mask(cands: Candidates) -> np.ndarray:
    """Which of the question's concepts name its topic (not scaffolding); all of them if none does."""
    return cands.topic


def topic_forms(cands: Candidates) -> frozenset[str]:
    return frozenset(c.analysed for c, on in zip(cands.concepts.concepts, topic_mask(cands)) if on)


def coverage(cands: Candidates) -> np.ndarray:
    """Weighted share of the topic concepts that occur anywhere in each session."""
    return _share(cands, cands.evidence.anywhere)


def titled(cands: Candidates) -> np.ndarray:
    """Weighted share of the topic concepts in the session's title or file name: the page, message, note or event
    is about them. A concept the title holds only as another word for it counts as much as one occurrence of that
    word does (a "Gas" note is no bill's title). Not for a conversation, whose "title" is mostly its opening line
    (or none)."""
    if not len(cands):
        return np.zeros(0)
    named = np.minimum(cands.evidence.field_tf[:, :, TITLE_FIELDS].sum(axis=2), 1.0)
    return _share(cands, named) * ~cands.chat


def kind_named(text: str, cands: Candidates) -> np.ndarray:
    """1 for a session of a kind the question (``normalise``d ``text``) names ("the email where…", "chat about…"):
    a person recalls a message by its form, and the form is no word of its text."""
    kinds = [cands.snap.kind_code(k) for named, pattern in _KIND_WORDS.items() if pattern.search(text) for k in named]
    if not kinds or not len(cands):
        return np.zeros(len(cands))
    return np.isin(cands.snap.session_kind[cands.gids], kinds).astype(float)


def focus(cands: Candidates) -> np.ndarray:
    """Weighted share of the topic concepts that occur together in the best chunk or the session's fields."""
    ev = cands.evidence
    return _share(cands, (ev.body > 0) | (ev.field_tf.sum(axis=2) > 0))


def _share(cands: Candidates, present: np.ndarray) -> np.ndarray:
    if not len(cands.concepts.concepts):
        return np.zeros(len(cands))
    w = cands.weight * topic_mask(cands)
    return (present.astype(float) @ w) / w.sum()


def feature_matrix(question: str, decision: RouteDecision, cands: Candidates,
                   weights: np.ndarray | None = None) -> np.ndarray:
    """Rows = candidates, columns = ``FEATURES``. Features that read text or profiles are left at 0 where
    ``weights`` gives them no weight (nothing would show them)."""
    n = len(cands)
    x = np.zeros((n, len(FEATURES)))
    if n == 0:
        return x
    col = {f: i for i, f in enumerate(FEATURES)}
    asked = normalise(question)
    x[:, col["bm25f"]] = cands.bm25f / cands.bm25f_ceiling if cands.bm25f_ceiling > 0 else 0.0
    cov = coverage(cands)
    # a changelog's or a long document's words count where they meet (its best chunk and fields), not scattered
    # over its entries or sections (``Candidates.long_document``)
    x[:, col["coverage"]] = np.where(cands.release_notes | cands.long_document, focus(cands), cov)
    x[:, col["titled"]] = titled(cands)
    x[:, col["kind_named"]] = kind_named(asked, cands) * (cov > 0)
    x[:, col["in_period"]] = in_period(question, cands.dates) * (cov > 0)
    if decision.newest:
        x[:, col["recency"]] = recency(cands.topic_dates(), cov)
    # The features that read text or profiles refine the lexical order: computed for its head only.
    lexical = x[:, col["bm25f"]] + x[:, col["coverage"]]
    short, text = shortlist(lexical, SHORTLIST), shortlist(lexical, TEXT_SHORTLIST)
    weighted = {f for j, f in enumerate(FEATURES) if weights is None or weights[j] != 0}
    # both read the best chunk's text: its words are matched once, for the words either asks about and those the
    # result's snippet highlights
    among = topic_forms(cands) | frozenset(f for pair in query_pairs(question) for f in pair) | cands.highlight
    if "answer_type" in weighted:
        x[text, col["answer_type"]] = answer_type(question, cands, text, decision.answer_class, among)
    if "phrase" in weighted:
        x[text, col["phrase"]] = phrase(question, cands, text, among)
    gate = cov if len(cands.concepts.concepts) else np.ones(n)
    # the priors only read profiles when the question asks for a kind of memory and they weigh something
    memory = bool(decision.intents) and bool(weighted & {"self_disclosure", "question_only"})
    for i in short.tolist() if memory else ():
        if gate[i] == 0:
            continue
        near = cands.exchange(i)
        x[i, col["self_disclosure"]] = max((a.atom.confidence for a in cands.profile(i).atoms
                                            if a.atom.own and (near is None or a.atom.chunk in near)),
                                           default=0.0) * gate[i]
        x[i, col["question_only"]] = cands.voice(i).question_ratio * gate[i]
    return x


def shortlist(score: np.ndarray, m: int) -> np.ndarray:
    """Indices of the ``m`` highest scores (all when fewer), ascending: ties at the cut go to the lower index,
    which is canonical (candidates are in session-id order)."""
    if len(score) <= m:
        return np.arange(len(score))
    return np.sort(np.argsort(-score, kind="stable")[:m])


def in_period(question: str, dates: np.ndarray) -> np.ndarray:
    """1 for sessions dated in the month(s) / year(s) the question names, else 0 (all 0 when it names none)."""
    months, years = answer_types.period(question)
    out = np.zeros(len(dates))
    if not months and not years:
        return out
    for i, d in enumerate(dates.tolist()):
        if not np.isnan(d):
            when = datetime.fromtimestamp(d)
            out[i] = float((not months or when.month in months) and (not years or when.year in years))
    return out


def phrase(question: str, cands: Candidates, rows: np.ndarray, among: frozenset[str] = frozenset()) -> np.ndarray:
    """Share of the question's adjacent word pairs ("key safe", "parents evening") that the best chunk or the
    title holds side by side and in order (a sequential-dependence signal: Metzler & Croft 2005). ``among``: the
    words the best chunk's text is matched for (``Candidates.best_spans``), a superset of the pairs' words."""
    pairs = query_pairs(question)
    out = np.zeros(len(rows))
    if not pairs:
        return out
    wanted = frozenset(f for pair in pairs for f in pair)
    among = among | wanted
    held = cands.best_chunk_holds(wanted)
    for j, i in enumerate(rows.tolist()):
        found: set[tuple[str, str]] = set()
        # the chunk's text is decoded only when the index says it may hold both words of a pair
        maybe = any(a not in held or b not in held or (held[a][i] and held[b][i]) for a, b in pairs)
        texts = [(cands.best_text(i), cands.best_spans(i, wanted, among))] if maybe else []
        title = cands.info(i).title
        for text, spans in texts + [(title, match_spans(title, wanted))]:
            for (a0, b0, f0), (a1, _, f1) in itertools.pairwise(spans):
                if (f0, f1) in pairs and _adjacent(text, b0, a1):
                    found.add((f0, f1))
        out[j] = len(found) / len(pairs)
    return out


def query_pairs(question: str) -> frozenset[tuple[str, str]]:
    """The analysed forms of adjacent content words of the question, in order."""
    words = [w.analysed for w in content_words(question)]
    return frozenset((a, b) for a, b in itertools.pairwise(words) if a != b)


def _adjacent(text: str, end: int, start: int) -> bool:
    """Only spaces, punctuation or one short function word between two words."""
    gap = text[end:start]
    return len(gap) <= 6 and not any(c.isalnum() for c in gap.strip(" -_'’.,:;/&()")) or gap.strip() in _GLUE


_GLUE = frozenset(["of", "the", "to", "for", "and", "a", "in", "on", "at", "de", "'s"])


def answer_type(question: str, cands: Candidates, rows: np.ndarray,
                answer_class: frozenset[str] = frozenset(), among: frozenset[str] = frozenset()) -> np.ndarray:
    """Share of the asked kinds of answer that each session's best chunk holds next to the question's topic
    words (within ``ANSWER_WINDOW`` characters) or, in a conversation, the turn after it holds, times the share
    of the topic's weight the chunk holds (names not boosted) to the power ``weights.ANSWER_SHARE_POWER``, times
    ``weights.CHAT_ANSWER`` in a conversation; 0 when the chunk holds none of them, or only the noun that names
    the kind of answer ("in which *city*": a place next to "the city called" answers nothing). A question in
    several clauses ("how much have we paid X and what does Y still need") asks each clause's kind next to that
    clause's own words, and a chunk scores by the clause it answers best."""
    topic = topic_forms(cands)
    named = (topic - {w.analysed for c in answer_class for w in query_words(c)}) or topic
    parts: list[tuple[tuple[str, ...], frozenset[str]]] = []
    carried: tuple[str, ...] = ()
    for clause in answer_types.clauses(question):
        kinds = tuple(dict.fromkeys(carried + answer_types.asked(clause)))
        words = topic & frozenset(f for w in content_words(clause) for f in (w.analysed, *w.part_forms))
        if words:
            parts.append((kinds, words))
            carried = ()
        else:  # "where and what time is training": a clause naming nothing asks about the next one's words
            carried = kinds
    if carried:
        parts.append((carried, topic))
    parts = [(kinds, words) for kinds, words in parts if kinds]
    out = np.zeros(len(rows))
    if not parts:
        return out
    share = topic_weights(cands, names=False)
    among = among | topic
    for j, i in enumerate(rows.tolist()):
        if cands.evidence.body[i].any():
            text = cands.best_text(i)
            spans = cands.best_spans(i, topic, among)
            if not any(f in named for _, _, f in spans):
                continue
            # a conversation often gives the value in the next turn ("Marieke and I are engaged." / "I asked her
            # last weekend on Sylt."): it answers as the best turn does
            after = cands.next_turn(i)
            found = max(sum(answer_types.found_near(k, text, [(a, b) for a, b, f in spans if f in words],
                                                    ANSWER_WINDOW) is not None
                            or (after is not None and answer_types.found(k, after) is not None)
                            for k in kinds) / len(kinds)
                        for kinds, words in parts)
            # a value beside one minor word of the question ("this morning" beside a name in a chat turn) is a
            # weaker answer than one in a passage that holds the question's topic
            out[j] = found * topic_share(share, {f for _, _, f in spans}) ** W.ANSWER_SHARE_POWER
    # a conversation names times, days and numbers in passing ("see you Friday", "two weeks ago", "3 of us"):
    # that a turn holds one beside the topic tells less than it does in a note, a letter or an event
    return out * np.where(cands.chat[rows], W.CHAT_ANSWER, 1.0)


def topic_share(weights: dict[str, float], forms: Iterable[str]) -> float:
    """The share of the topic's weight (``topic_weights``) that ``forms`` hold, summed exactly: a set's order
    changes from one process to the next (string hashing), and a plain float sum with it in the last bit, which
    made the same search score differently from one run to the next."""
    return math.fsum(weights.get(f, 0.0) for f in forms)


def topic_weights(cands: Candidates, names: bool = True) -> dict[str, float]:
    """Topic word (analysed form) → its share of the topic's weight (IDF × background rarity; without the
    boost of a name the question gives when ``names`` is false)."""
    mask = topic_mask(cands)
    weight = cands.weight if names else cands.word_weight
    total = float((weight * mask).sum())
    if total <= 0:
        return {}
    return {c.analysed: float(w) / total for c, w, on in zip(cands.concepts.concepts, weight, mask) if on}


def recency(dates: np.ndarray, cov: np.ndarray) -> np.ndarray:
    """Rank of each day among the dated sessions on the topic (coverage at least half the best), scaled to
    [0, 1]: newest 1, oldest 0; 0 off topic or undated, and 0 for all when they share one day. Days, not
    seconds: files copied or checked out at once differ by seconds that say nothing about which is current."""
    out = np.zeros(len(dates))
    on = ~np.isnan(dates) & (cov >= 0.5 * cov.max()) & (cov > 0) if len(cov) else np.zeros(0, bool)
    if not on.any():
        return out
    days, rank = np.unique(np.floor(dates[on] / 86400.0), return_inverse=True)
    out[on] = rank / (len(days) - 1) if len(days) > 1 else 0.0
    return out


"""Sentences of the owner's text and whether one asks rather than states: what both atom extraction and the
ranker's question share (``retrieval.profile.session_voice``) read, apart from the memory-cue patterns, whose
compilation (~50 ms) a search that asks for no memory never pays."""

from __future__ import annotations

import re

from ..text.words import normalise

SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)", re.MULTILINE)

# Sentences that are requests or questions state little about the user; their atoms count for less.
QUESTION_START = re.compile(
    r"^\s*(?:please\s+)?(?:what|which|who|whom|whose|when|where|why|how|can|could|would|will|should|shall|do|does|"
    r"did|is|are|was|were|have|has|any|tell me|give me|help me|explain|describe|suggest|recommend|list|show me|"
    r"compare|look at|look up|find|search|check|calculate|convert|translate|summari[sz]e|draft|write|create|"
    r"generate|plan|outline|define|estimate|teach me|walk me)\b")


def sentences(text: str) -> list[tuple[int, int]]:
    spans = []
    for m in SENTENCE.finditer(text):
        a, b = stripped(m)
        if b - a >= 3:
            spans.append((a, b))
    return spans


def stripped(m: re.Match[str]) -> tuple[int, int]:
    """The span of a ``SENTENCE`` match without its surrounding white space."""
    sentence = m.group()
    a = m.start() + len(sentence) - len(sentence.lstrip())
    return a, a + len(sentence.strip())


_HEAD = re.compile(r"\s*(?:\S+\s+){0,7}\S*")  # the first eight words: more than ``QUESTION_START`` can span


def is_question(sentence: str) -> bool:
    """``asks(normalise(sentence))``, normalising only the words a question can start with: normalising is
    word by word and keeps a trailing "?", so the answer is the same at a fraction of the cost on long text."""
    if sentence.rstrip().endswith("?"):
        return True
    return bool(QUESTION_START.match(normalise(_HEAD.match(sentence).group()).strip()))


def asks(normalised: str) -> bool:
    s = normalised.strip()
    return s.endswith("?") or bool(QUESTION_START.match(s))

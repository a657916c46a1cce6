"""Query router: a deterministic reading of what kind of memory a question asks for.

The router looks only at the question's grammar and cue words (not at the vault), and returns a ``Route``:
the mode that picks the ranking weight profile, the atom types the question is about (intents), a confidence
and the signals that fired. Signals are phrase families of ordinary English questions.

Unlike ContextFit's router, capitalisation is never used for routing (their sentence-initial "What" counted as
a proper noun and pushed nearly every query into the wrong mode).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.words import normalise
from .explanation import Route

MODES = ("episode", "preference", "decision", "temporal", "open_loop", "synthesis", "fact")


@dataclass(frozen=True, slots=True)
class Signal:
    name: str
    pattern: re.Pattern[str]
    votes: dict[str, float]  # mode → weight
    intents: tuple[str, ...]


def _s(name: str, pattern: str, votes: dict[str, float], intents: tuple[str, ...]) -> Signal:
    return Signal(name, re.compile(pattern), votes, intents)


_ADVICE_INTENTS = ("preference", "interest", "goal", "constraint", "entity_fact")
SIGNALS: tuple[Signal, ...] = (
    _s("recommendation", r"\b(?:recommend|suggest|suggestion|ideas? for|what (?:kind|type|sort|genre|style) of|"
       r"would i (?:like|enjoy|love)|do you think i(?: would)? (?:like|enjoy)|good (?:\w+ )?for me|for me to (?:try|watch|"
       r"read|eat|cook|make|buy|get|wear)|should i (?:watch|read|listen|eat|cook|make|try|buy|get|order|wear|play|"
       r"visit|see|drink|bake|bring|gift|give|pick|choose)|(?:gift|present|surprise|treat)\b)",
       {"preference": 2.0}, ("preference", "interest", "entity_fact", "constraint")),
    _s("advice", r"\b(?:what should (?:i|we)|how (?:should|can|could|do|might) (?:i|we)|help me|any (?:tips|advice|ideas)|"
       r"tips (?:for|on)|advice (?:for|on)|what (?:can|could) i|what would be (?:a )?good|what is (?:a )?good|"
       r"what are (?:some )?good|where should i|best way)\b",
       {"episode": 1.5}, _ADVICE_INTENTS),
    _s("goal_focus", r"\b(?:focus on|prioriti[sz]e|work on|improve|progress|productive|next steps?|achieve|"
       r"get better|make the most|plan (?:for|my)|prepare for|get ready)\b",
       {"episode": 1.0}, ("goal", "constraint", "interest")),
    _s("constraint", r"\b(?:afford|budget|cheap|inexpensive|affordable|break the bank|free|quick|easy|limited|only|"
       r"allerg\w*|safe for me|can i (?:eat|have|drink|use)|within|fit (?:my|in)|without)\b",
       {"episode": 0.6}, ("constraint",)),
    _s("decision", r"\b(?:decide|decided|decision|choose|chose|chosen|choice|pick|picked|select(?:ed)?|"
       r"opt(?:ed)?|settled?|go(?:ne)? with|went with|end(?:ed)? up|conclu(?:de|ded|sion)|verdict|"
       r"final(?:ly|i[sz]ed)?|commit(?:ted)?)\b",
       {"decision": 2.2}, ("decision",)),
    _s("current_state", r"\b(?:now|currently|current|latest|these days|at the moment|nowadays|anymore|any more|"
       r"switch(?:ed)?|chang(?:e|ed)|mov(?:e|ed) to|migrat\w*|replac\w*|still|new|recent(?:ly)?|most recent|"
       r"up to date|these days|am i (?:using|considering|doing|eating|reading|driving|taking))\b",
       {"temporal": 2.0}, ("temporal_update",)),
    _s("open_loop", r"\b(?:follow(?:-| )?ups?|remind(?:er)?s?|need to (?:do|take care|handle|finish|remember)|"
       r"supposed to|pending|outstanding|to-?dos?|tasks?|forg[eo]t(?:ten)?|have not|left to|unfinished|"
       r"take care of|promised|owe|due|deadlines?|errands?|still need|loose ends|haven't)\b",
       {"open_loop": 2.4}, ("open_loop",)),
    _s("synthesis", r"\b(?:keep in mind|consider|considerations|factors|aspects|overview|everything|all (?:the|my)|"
       r"summari[sz]e|put together|combine|get ready for|prepare for|plan (?:for|my)|what do i need to know|"
       r"background|things to)\b",
       {"synthesis": 1.6}, _ADVICE_INTENTS),
    _s("specific_fact", r"\b(?:what did (?:i|we)|which (?:\w+ ){0,3}did (?:i|we)|when did (?:i|we)|where did (?:i|we)|"
       r"who did (?:i|we)|what was (?:the|my|our)|what is (?:the|my|our) (?!best|good)|how much did|how many)\b",
       {"fact": 1.4}, ("decision", "entity_fact")),
)


@dataclass(frozen=True, slots=True)
class RouteDecision:
    route: Route
    intents: frozenset[str]
    lookup: bool = False  # the query names something specific: lexical evidence must win over priors


_CALENDAR_WORDS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "i"])
_RAW_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_QUESTION_GRAMMAR = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how|should|could|would|can|do|does|did|"
                               r"is|are|am|was|were|i|me|my|we|our|any|some|suggest|recommend|help|tell)\b")


def names_something(query: str) -> list[str]:
    """Capitalised words that are not sentence-initial, weekdays, months or "I": a product, a person, a place.

    Sentence position is checked explicitly — ContextFit counted every sentence-initial "What" as a name.
    """
    names = []
    for sentence in re.split(r"(?<=[.!?])\s+", query.strip()):
        for i, m in enumerate(_RAW_WORD.finditer(sentence)):
            word = m.group()
            base = re.split(r"['’]", word)[0]
            if i > 0 and word[0].isupper() and base.lower() not in _CALENDAR_WORDS:
                names.append(word)
    return names


def is_keyword_query(query: str) -> bool:
    """A few words with no question grammar ("boiler invoice", "Ingrid Solberg"): a desktop-search lookup."""
    q = normalise(query)
    return len(q.split()) <= 4 and not _QUESTION_GRAMMAR.search(q) and not query.rstrip().endswith("?")


def route(query: str) -> RouteDecision:
    q = normalise(query)
    votes: dict[str, float] = {m: 0.0 for m in MODES}
    intents: set[str] = set()
    fired: list[str] = []
    for sig in SIGNALS:
        n = len(sig.pattern.findall(q))
        if not n:
            continue
        fired.append(sig.name if n == 1 else f"{sig.name}×{n}")
        for mode, w in sig.votes.items():
            votes[mode] += w * min(n, 2)
        intents.update(sig.intents)
    # A decision asked about in the past tense is a fact lookup about that decision; a current-state question
    # with a decision word ("what did I switch to") is about the newest statement.
    if votes["temporal"] and votes["decision"]:
        votes["temporal"] += 0.5
        fired.append("temporal+decision")
    # "What kind of cookware do I use these days?" asks for the current state, not for a recommendation.
    if votes["temporal"] and votes["preference"]:
        votes["preference"] = 0.0
        fired.append("current_state_blocks_recommendation")
    if not fired and not is_keyword_query(query):
        votes["episode"] = 0.6
        intents.update(_ADVICE_INTENTS)
        fired.append("default_episode")
    names = names_something(query)
    keyword = is_keyword_query(query)
    if names:
        fired.append(f"named({', '.join(names[:3])})")
    if keyword:
        fired.append("keyword_query")
        votes["fact"] += 2.5
    best = max(MODES, key=lambda m: (votes[m], -MODES.index(m)))
    total = sum(votes.values())
    conf = round(votes[best] / total, 3) if total else 1.0
    return RouteDecision(Route(best, conf, tuple(fired)), frozenset(intents), lookup=bool(names) or keyword)

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

from ..text.words import after, normalise
from . import languages
from .explanation import Route

MODES = ("lookup", "episode", "preference", "decision", "temporal", "open_loop", "synthesis", "fact")


_CUE_WORD = re.compile(r"[a-z0-9]+")
_ANY_WORD = "qxzq"  # a word no pattern writes, put in a cue word's place to tell a written word from a slot's


@dataclass(frozen=True, slots=True)
class Signal:
    name: str
    pattern: re.Pattern[str]
    votes: dict[str, float]  # mode → weight
    intents: tuple[str, ...]


# A verb's place: after a subject, an auxiliary, "to" or "or" ("did we switch", "or switch", "to switch")
_AFTER_SUBJECT = after((
    "i", "we", "you", "he", "she", "they", "to", "or", "and", "did", "do", "does", "not", "never", "can", "could",
    "should", "would", "will", "might", "may", "must"))

# … and a participle's, after an auxiliary ("have we chosen", "was chosen")
_AFTER_AUXILIARY = after((
    "have", "has", "had", "been", "be", "was", "were", "is", "are", "we", "i", "they", "you", "she", "he"))


def _s(name: str, pattern: str, votes: dict[str, float], intents: tuple[str, ...]) -> Signal:
    """A signal; its cues in the other languages a vault is asked in (``languages.CUES``) are added."""
    also = rf"|\b(?:{languages.CUES[name]})\b" if name in languages.CUES else ""
    return Signal(name, re.compile(pattern + also), votes, intents)


_ADVICE_INTENTS = ("preference", "interest", "goal", "constraint", "entity_fact")
SIGNALS: tuple[Signal, ...] = (
    # "what kind of" asks for a recommendation when the asker is its subject ("what kind of music would I
    # enjoy"), not about someone else ("what kind of dog did Elena adopt" is a fact)
    _s("recommendation", r"\b(?:recommend|suggest|suggestion|ideas? for|"
       r"what (?:kind|type|sort|genre|style) of(?=.*\b(?:i|me|my|we|us|our)\b)|"
       r"would i (?:like|enjoy|love)|do you think i(?: would)? (?:like|enjoy)|good (?:\w+ )?for me|for me to (?:try|watch|"
       r"read|eat|cook|make|buy|get|wear)|should i (?:watch|read|listen|eat|cook|make|try|buy|get|order|wear|play|"
       r"visit|see|drink|bake|bring|gift|give|pick|choose)|(?:gift|present|surprise|treat)\b|"
       # the owner's likes, wants and refusals ("what do i want for my birthday", "foods i won't eat"), and someone
       # else's ("what does mum like for breakfast"; not "want to", an intention: "what does the council want to do")
       r"(?:do|did|would) (?:i|we) (?:prefer|like|enjoy|love|want|hate|dislike|rate)|"
       r"(?:i|we) (?:hate|dislike|detest|cannot stand|will not|refuse to)|"
       r"(?:do|does|did|would) (?!i\b|we\b)\w+ (?:\w+ )?(?:like|want(?! to\b)|prefer|enjoy|love|hate|dislike)\b|"
       # the owner's habits ("what do I listen to while programming", "which editor do I use")
       r"(?:what|which) (?:\w+ ){0,2}do (?:i|we) (?:usually |normally |always )?(?:listen to|watch|read|eat|drink|wear|"
       r"use|play|order|buy)\b|(?:my|our) (?:favou?rite|preference)s?|prefer(?:ence)?s?)",
       {"preference": 2.0}, ("preference", "interest", "entity_fact", "constraint")),
    # asking for the owner's own way of doing something: "my coaching philosophy", "what is our approach to
    # screen time" (the question is that phrase; "events that influenced my approach" asks about something else)
    _s("principles", r"^\W*(?:what (?:is|are|was|were) |describe |remind me of )?(?:my|our) (?:\w+ ){0,2}"
       r"(?P<cue>philosophy|philosophies|approach|principles|values|beliefs|rules|style)\b"
       r"(?: (?:to|for|on|about|with|when) [^?]*)?\W*$", {"preference": 2.0}, ("preference", "goal", "interest", "entity_fact")),
    _s("advice", r"\b(?:should (?:i|we)|how should (?:i|we)|help me|"
       r"(?:any|some|give me|provide) (?:\w+ )?(?:tips|advice|ideas|suggestions|recommendations|strategies|steps|ways)|"
       r"tips (?:for|on)|advice (?:for|on)|(?:can|could) (?:i|we)|what would be (?:a )?good|what is (?:a )?good|"
       # the quality a way is asked with is no topic: "the fastest way to insert into a sorted list"
       r"what are (?:some )?good|(?:best|\w{3,}est|simplest|right|proper|correct) ways?|ways? to|"
       r"steps? (?:to|i can|we can)|strateg(?:y|ies)|"
       r"(?:i am|i'm) looking for|any thoughts on)\b",
       {"episode": 1.5}, _ADVICE_INTENTS),
    # "work on" as a verb ("what should I work on"), not the noun ("who did the work on my roof")
    _s("goal_focus", r"\b(?:focus on|prioriti[sz]e|(?<!the )(?<!this )(?<!that )(?<!any )work on|improve|progress|"
       r"productive|next steps?|achieve|get better|make the most|plan (?:for|my)|prepare for|get ready)\b",
       {"episode": 1.0}, ("goal", "constraint", "interest")),
    _s("constraint", r"\b(?:afford|budget|cheap|inexpensive|affordable|break the bank|free|quick|easy|limited|only|"
       r"allerg\w*|safe for me|can i (?:eat|have|drink|use)|within|fit (?:my|in)|without)\b",
       {"episode": 0.6}, ("constraint",)),
    # ("chosen" as a verb, after an auxiliary or ending the question, not the adjective of "chosen blocks"; "pick"
    # but not "pick up", someone collected; a choice put as its alternatives: "yes or no", "… or not", "instead of")
    _s("decision", r"\b(?:decide|decided|decision|choose|chose|" + _AFTER_AUXILIARY + r"chosen|"
       r"chosen(?=\s*(?:$|[?!.,;:]))|choice|(?:pick|picked)(?! (?:\w+ )?up\b)|select(?:ed)?|"
       r"opt(?:ed)?|settled?|go(?:ne)? (?:with|for|ahead)|went (?:with|for|ahead)|end(?:ed)? up|conclu(?:de|ded|sion)|"
       r"verdict|agree[sd]?|final(?:ly|i[sz]ed)?|commit(?:ted)?|in the end|yes or no|or not|instead of|rather than)\b",
       {"decision": 2.2}, ("decision",)),
    _s("current_state", r"\b(?:now|currently|current|latest|these days|at the moment|nowadays|anymore|any more|"
       # "switch" and "change" as verbs (a particle or an object after, a subject, an auxiliary or "to" before, or,
       # for "change", ending the question), not the nouns of "a switch statement", "change order 3", "hours change
       # oct"
       r"switch(?:ed|ing)|switch(?= (?:to|from|over|back|off|on|away)\b)|" + _AFTER_SUBJECT + r"switch|"
       r"changed|^change|" + _AFTER_SUBJECT + r"change|"
       r"change(?= (?:the|my|our|your|his|her|their|its|it|them|what|which|to|from|over|since|during|between|before|"
       r"after)\b|\s*(?:[?,]|$))|mov(?:e|ed) to|migrated to|replaced (?:with|by)|most recent|"
       r"up to date|these days|am i (?:using|considering|doing|eating|reading|driving|taking)|"
       r"how (?:are|is) (?:things|it|\w+) going|where (?:am i|are we|do i stand|do we stand) (?:with|on))\b",
       {"temporal": 2.0}, ("temporal_update",)),
    _s("open_loop", r"\b(?:follow(?:-| )?ups?|remind(?:er)?s?|(?:i|we) (?:still )?need to|need to (?:do|take care|handle|finish|remember)|"
       r"supposed to|pending|outstanding|to-?dos?|tasks?|forg[eo]t(?:ten)?|have not|left to|unfinished|"
       r"take care of|promised?|owe|due|deadlines?|errands?|still (?:need|want|left)|loose ends|have not|did i ever|"
       r"get round to|(?:told|tell|said|say|promised?) (?:\w+ ){1,3}(?:that )?(?:i|we) (?:would|will))\b",
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
    intents: frozenset[str]  # the kinds of memory atom the question asks about (none for a plain lookup)
    lookup: bool = False  # the query names something specific: lexical evidence must win over priors
    multi_part: bool = False  # the question joins several things to find ("X and Y", "A plus B", "compared to")
    cue_words: frozenset[str] = frozenset()  # the words the route's cues matched ("these days", "remind"): not topic
    answer_class: frozenset[str] = frozenset()  # the noun naming the kind of answer ("which *city*"), as typed
    names: frozenset[str] = frozenset()  # the capitalised words it names ("Grace's" → "grace"), lowercased
    newest: bool = False  # asks for the current or the next thing ("now", "latest", "next appointment"): recency counts


# The next of something dated ("next clinic date", "upcoming match"), not a position ("next door", "next to"); or
# when a scheduled thing *is* ("when is the workshop", "when's my driving test", "what day is bin collection"): a
# date asked in the present tense is its current one, and a meeting, a test or a delivery may have moved since the
# calendar entry (not "when was", "what day was").
_UPCOMING = re.compile(r"\b(?:next(?! (?:door|to)\b)|upcoming|coming up|forthcoming)\b"
                       r"|^\W*when(?:'s| is| are)\b"
                       r"|^\W*(?:what|which) (?:time|day|date)s? (?:is|are)\b|^\W*what(?:'s| is) the (?:time|day|date)\b")
# The noun a question word governs names the kind of answer: "in which *city* did she give the talk", "what *breed*
# is his dog", "what *time* does training start". An answer next to that word alone ("the city called") is none.
_ANSWER_CLASS = re.compile(r"(?:^|[,;]|\band)\W*(?:\w+ )?(?:which|what)(?: (?:kind|type|sort) of)? (?:\w+ )?(?P<cue>\w+) "
                           r"(?=(?:is|was|are|were|do|does|did|has|have|had|will|would|can|could|should)\b)")
# Phrases that carry tense, mean "happen" or say what sort of answer is wanted, not a topic: "when is the wedding
# *going to take place*", "what *kind of* dog", "anything to *keep in mind*", "*sort out* the insurance".
# (and a time named relative to now, "last spring", "this year", "next term": when, not what, the question asks about)
_GRAMMAR_PHRASE = re.compile(r"\b(?:(?:take|takes|taken|taking|took) place|going to|used to|"
                             r"(?:kind|kinds|type|types|sort|sorts) of|keep in mind|sort(?:ed|ing)? (?:it |this |that )?out|"
                             r"(?:last|this|next|previous|past) (?:week|weekend|month|year|spring|summer|autumn|fall|"
                             r"winter|term|semester|season))\b")
_MULTI_PART = re.compile(r"\b(?:and|plus|compared (?:to|with)|versus|vs|as well as|both|altogether|in total|"
                         r"over the (?:past|last)|all (?:the|my|our))\b")


_CALENDAR_WORDS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "i"])
_RAW_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_QUESTION_GRAMMAR = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how|should|could|would|can|do|does|did|"
                               r"is|are|am|was|were|i|me|my|we|our|any|some|suggest|recommend|help|tell)\b")


def _written(pattern: re.Pattern[str], q: str, m: re.Match[str]) -> list[str]:
    """The words of a cue's match (of its marked ``cue`` group, if any) that the pattern writes out ("did", "go
    with", "allergic" for "allerg\\w*"), not those a slot took ("which (?:\\w+ ){0,3}did i" takes "varroa
    treatment"): a word is the slot's when the pattern still matches over it with any other word in its place."""
    at = m.start("cue") if "cue" in m.re.groupindex else m.start()
    out = []
    for w in _CUE_WORD.finditer(m.group("cue") if "cue" in m.re.groupindex else m.group()):
        a = at + w.start()
        probe = q[:a] + _ANY_WORD + q[at + w.end():]
        if not any(x.start() <= a < x.end() for x in pattern.finditer(probe)):
            out.append(w.group())
    return out


def names_something(query: str) -> list[str]:
    """Capitalised words that are not sentence-initial, weekdays, months or "I": a product, a person, a place.

    Sentence position is checked explicitly — ContextFit counted every sentence-initial "What" as a name.
    """
    names = []
    for sentence in re.split(r"(?<=[.!?])\s+", query.strip()):
        for i, m in enumerate(_RAW_WORD.finditer(sentence)):
            word = m.group()
            base = re.split(r"['’]", word)[0]
            if i > 0 and word[0].isupper() and base.lower() not in _CALENDAR_WORDS and not base.isupper():
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
    cue_words: set[str] = set()
    for sig in SIGNALS:
        found = list(sig.pattern.finditer(q))
        n = len(found)
        if not n:
            continue
        # a cue's words are scaffolding; where the pattern marks its cue, only those ("my *coaching* philosophy"),
        # and only words the pattern writes out: those its slots took are the topic ("which *varroa treatment* did i")
        cue_words.update(w for m in found for w in _written(sig.pattern, q, m))
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
        intents -= {"preference", "interest"}  # …so a statement of what the owner likes is no evidence for it
        fired.append("current_state_blocks_recommendation")
    if not fired:
        votes["lookup"] = 1.0
        fired.append("default_lookup")
    cue_words.update(w for m in _GRAMMAR_PHRASE.finditer(q) for w in m.group().split())
    answer_class = [m.group("cue") for m in _ANSWER_CLASS.finditer(q)]
    if answer_class:
        fired.append(f"answer_class({', '.join(answer_class)})")
    names = names_something(query)
    keyword = is_keyword_query(query)
    if names:
        fired.append(f"named({', '.join(names[:3])})")
    if keyword:
        fired.append("keyword_query")
        votes["lookup"] += 1.5
    best = max(MODES, key=lambda m: (votes[m], -MODES.index(m)))
    if best == "lookup":  # the question's grammar weighs less than its being a lookup: no memory is asked for
        intents.clear()
    total = sum(votes.values())
    conf = round(votes[best] / total, 3) if total else 1.0
    multi = bool(_MULTI_PART.search(q))
    if multi:
        fired.append("multi_part")
    upcoming = bool(_UPCOMING.search(q))
    if upcoming:
        fired.append("upcoming")
    return RouteDecision(Route(best, conf, tuple(fired)), frozenset(intents), lookup=bool(names) or keyword,
                         multi_part=multi, cue_words=frozenset(cue_words), answer_class=frozenset(answer_class),
                         names=frozenset(re.split(r"['’]", n)[0].lower() for n in names),
                         newest=upcoming or votes["temporal"] > 0)

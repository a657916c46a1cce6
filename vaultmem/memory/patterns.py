"""Generic English cue patterns per atom type, written against ``text.words.normalise`` output.

Each cue is a (regex, confidence) pair. They describe how people state facts about themselves — the
grammar of self-disclosure (first-person subject + verb family), not any domain's vocabulary. Verb families
cover inflections ("love/loves/loved/loving") and common paraphrases ("am into", "big fan of", "go-to").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_SUBJ = r"\b(?:i|we)"
_ADV = r"(?:\s+(?:really|absolutely|truly|just|also|still|usually|always|generally|mostly|definitely|totally|" \
       r"kind of|sort of|do|personally|now|currently|recently|actually|honestly|especially|particularly|" \
       r"genuinely|simply|both|all|tend to|have always|have never|have|had))*"
_NEG = r"\s+(?:do not|does not|did not|no longer|never|would not|will not|cannot)"


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


# A decision in the other languages of the vaults people keep (Spanish, Portuguese, French, Italian, German, Dutch,
# Swedish, Norwegian, Danish, Polish, Czech, Romanian, Turkish, Russian, Ukrainian, Finnish), written from each
# one's grammar: the first-person past or the participle of "decide" / "choose" (``DECIDED_ELSEWHERE``), the noun
# "decision" (``DECISION_NOUNS``) with "final" (``FINAL_ELSEWHERE``) or "my" / "our" (``OURS_ELSEWHERE``), or
# labelling a line. Words with an everyday other sense are left out or need their context (Norwegian and Danish
# "bestemt" is also "certainly": only "bestemt oss / meg"; Turkish "karar" alone is any ruling: "karar verdik").
# Both lists are memory words too (``_MEMORY_WORDS``), so they are single words written without character classes.
DECIDED_ELSEWHERE = (
    "decid(?:í|i|imos|ido|ida|idos|idas)", "elegimos", "eleg(?:í|i)", "optamos", "escolhemos", "escolhi",  # es, pt
    "d(?:é|e)cid(?:é|ée|és|ées)", "choisi",  # fr
    "deciso", "decisa", "scelto",  # it
    "entschieden", "beschlossen", "besloten", "gekozen",  # de, nl
    "best(?:ä|a)md(?:e|a)", "beslutat", "besluttet", "besluttede", "valgte", "valde",  # sv, nb, da
    "zdecydowa(?:ł|l)(?:am|em|a|i|y)?", "zdecydowali(?:ś|s)my", "wybra(?:ł|l)(?:am|em|a)", "wybrali(?:ś|s)?(?:my)?",  # pl
    "rozhodl(?:a|i|y)?", "rozhodnuto", "decis", "hot(?:ă|a)r(?:â|a)t",  # cs, ro
    "решил(?:а|и)?", "решено", "вирішил(?:а|и)?", "вирішив", "вирішено",  # ru, uk
    "p(?:ä|a)(?:ä|a)tin", "p(?:ä|a)(?:ä|a)timme", "p(?:ä|a)(?:ä|a)tettiin", "p(?:ä|a)(?:ä|a)tetty",  # fi
)
DECISION_NOUNS = (
    "decisi(?:ó|o)n(?:es)?", "decis(?:ã|a)o", "decis(?:õ|o)es", "d(?:é|e)cisions?", "decision(?:e|i)",
    "entscheidung(?:en)?", "beslissing(?:en)?", "beslut(?:et)?", "beslutning(?:en|er)?", "decyzj(?:a|e|i)",
    "rozhodnut(?:í|i)", "decizi(?:a|e|i)", "karar(?:ı|i|lar)?", "решени(?:е|я)", "рішення", "p(?:ä|a)(?:ä|a)t(?:ö|o)s",
    "p(?:ä|a)(?:ä|a)t(?:ö|o)kset",
)
_DECIDED_IN_CONTEXT = r"bestemte? (?:oss|meg|os|mig)|karar verd(?:im|ik|iler)"
_FINAL_ELSEWHERE = (
    r"final|finale|definitiv[ao]|d[ée]finitive|endg[üu]ltige?|definitieve?|slutgiltig[ta]?|endelige?|"
    r"ostateczn[aey]|kone[čc]n[ée]|final[ăa]|kesin|окончательн(?:ое|ая|ые)|остаточн[еаі]|lopullinen")
_OURS_ELSEWHERE = (
    r"mi|nuestra|minha|nossa|ma|notre|mia|nostra|meine|unsere|mijn|onze|mitt|v[åa]rt|min|v[åa]r|vores|moja|nasza|"
    r"moje|na[šs]e|мо[её]|наше|моє")
_DECIDED = "|".join(DECIDED_ELSEWHERE)
_DECISION = "|".join(DECISION_NOUNS)

# (pattern, confidence, polarity) — polarity -1 marks aversions / negated statements.
CUES: dict[str, list[tuple[re.Pattern[str], float, int]]] = {
    "preference": [
        (_c(_SUBJ + _ADV + r"\s+(?:love|like|enjoy|adore|prefer|fancy|dig|appreciate|relish|savou?r)(?:s|d|ed)?\b(?!\s+to\b)"), 0.82, 1),
        (_c(_SUBJ + _ADV + r"\s+(?:love|like|enjoy|prefer)(?:s|d|ed)?\s+to\b"), 0.74, 1),
        (_c(r"\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:favou?rites?|go-to|preferred)\b"), 0.82, 1),
        (_c(r"\bfavou?rite\b"), 0.62, 1),
        (_c(r"\bi am\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+|great\s+)?fan of\b"), 0.8, 1),
        (_c(r"\b(?:works?|worked)\s+(?:best|well|great|better)\s+for\s+(?:me|us)\b"), 0.72, 1),
        (_c(r"\bi am\s+(?:really\s+|very\s+|quite\s+)?(?:fond of|keen on|passionate about|obsessed with|crazy about|partial to)\b"), 0.8, 1),
        (_c(_SUBJ + _ADV + r"\s+(?:hate|dislike|detest|loathe|avoid|cannot stand|can not stand)(?:s|d|ed)?\b"), 0.8, -1),
        (_c(_SUBJ + _NEG + r"\s+(?:really\s+)?(?:like|enjoy|love|care for|eat|drink)\b"), 0.74, -1),
        (_c(r"\bnot\s+(?:a\s+|really\s+a\s+|much of a\s+)?(?:big\s+|huge\s+)?fan of\b"), 0.78, -1),
        (_c(r"\b(?:is|are)\s+not\s+(?:really\s+)?(?:my|for me)\s*(?:thing|style|cup of tea)?\b"), 0.6, -1),
        (_c(r"\b(?:nothing beats|cannot get enough of|can not get enough of|never get tired of|right up my alley|"
            r"my kind of|(?:is|are) my (?:thing|jam|weakness)|could (?:eat|watch|read|listen to|drink) \w+(?: \w+)? "
            r"(?:every day|all day|forever)|would (?:eat|watch|read|drink) (?:\w+ ){0,3}every (?:single )?day)\b"), 0.78, 1),
        (_c(r"\b(?:(?:is|are) a (?:hard|firm|big) no|hard pass|cannot stomach|can not stomach|not my thing|"
            r"(?:is|are) too (?:spicy|sweet|loud|bitter|salty) for me)\b"), 0.76, -1),
    ],
    "interest": [
        (_c(r"\bi (?:am|have been|was|have gotten|got)\s+(?:really\s+|recently\s+|lately\s+|so\s+|very\s+)?"
            r"(?:getting\s+|gotten\s+)?(?:into|interested in|curious about|fascinated by|learning|exploring|studying|"
            r"reading about|practicing|practising|collecting|taking up|picking up|experimenting with|hooked on|"
            r"watching|listening to|playing|following|teaching myself)\b"), 0.72, 1),
        (_c(r"\bi\s+(?:recently\s+|just\s+|finally\s+)?(?:started|began|took up|picked up|got into)\b"), 0.68, 1),
        (_c(r"\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:keeps|has been|have been|is|are|was)\s+(?:really\s+|always\s+|so\s+)?"
            r"(?:talking about|into|obsessed with|interested in|learning|getting into|passionate about|fascinated by|"
            r"crazy about|mentioning)\b"), 0.74, 1),
        (_c(r"\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:loves|likes|enjoys|adores|collects|plays|practices)\b"), 0.72, 1),
        (_c(r"\b(?:has|have) been (?:really |totally |completely )?(?:obsessed with|hooked on|mad about|crazy about|into)\b|"
            r"\b(?:obsessed with|hooked on)\b"), 0.7, 1),
    ],
    "goal": [
        (_c(_SUBJ + _ADV + r"\s+(?:want|wants|hope|plan|intend|aim|wish|would like|would love|need)\s+to\b"), 0.72, 1),
        (_c(r"\bi am\s+(?:really\s+|currently\s+|now\s+)?(?:hoping|planning|aiming|trying|looking|working|saving|"
            r"training|preparing|studying|striving|getting ready)\s+(?:to|for|on|up)\b"), 0.74, 1),
        (_c(r"\b(?:my|our)\s+(?:main\s+|big\s+|new\s+|personal\s+|long-term\s+|short-term\s+)?"
            r"(?:goal|goals|aim|target|objective|resolution|ambition|dream)\b"), 0.78, 1),
        (_c(r"\bi am\s+(?:thinking about|considering)\b"), 0.62, 1),
        (_c(r"\bthe (?:aim|goal|plan|dream|target|idea) (?:this year |for now |this month )?is\b"), 0.72, 1),
        (_c(r"\b(?:by|before) (?:summer|spring|autumn|fall|winter|the end of the year|next year|\w+ \d{4})\b.*\b(?:i|we)\b"), 0.6, 1),
        (_c(_SUBJ + _NEG + r"\s+(?:want|plan|intend)\s+to\b"), 0.62, -1),
    ],
    "constraint": [
        (_c(_SUBJ + _ADV + r"\s+(?:can only|only have|only got|cannot|can not|must not|must|have to|need to keep|"
            r"need to stay|need to avoid|need to stick|am not allowed|should not|should avoid)\b"), 0.72, 1),
        (_c(r"\bi am\s+(?:severely\s+|very\s+|mildly\s+)?(?:allergic|intolerant|sensitive|vegetarian|vegan|diabetic|"
            r"pregnant|injured|on a diet|on a budget|short on|limited)\b"), 0.82, 1),
        (_c(r"\b(?:my|our)\s+(?:\w+\s+)?(?:budget|deadline|limit|allergy|allergies|restriction|restrictions|"
            r"intolerance|condition|injury)\b"), 0.8, 1),
        (_c(r"\b(?:under|less than|no more than|at most|up to|within|only|just)\s+(?:\$|£|€)?\d[\d,.]*\s*"
            r"(?:dollars|bucks|euros|pounds|minutes|hours|mins|days|k)?\b"), 0.72, 1),
        (_c(r"\b(?:allergic|intolerant|gluten-free|dairy-free|nut-free|sugar-free|lactose-free|low-carb|low-sodium|"
            r"vegetarian|vegan|kosher|halal)\b"), 0.66, 1),
        (_c(r"\b(?:limited|tight|small|fixed|strict)\s+(?:budget|time|space|schedule|timeline)\b"), 0.76, 1),
        (_c(r"\b(?:on a budget|without breaking the bank|cannot afford|can not afford|too expensive|affordable|cheap)\b"), 0.66, 1),
        (_c(r"\b(?:do not|does not)\s+have\s+(?:much|enough|a lot of)\s+(?:time|money|space|room)\b"), 0.74, 1),
        (_c(r"\b(?:money|cash|budget|time) is (?:really |very |a bit |super )?(?:tight|short|limited|scarce)\b|"
            r"\b\d[\d,.]*\s*(?:\w+\s+)?(?:max|maximum|tops|at most)\b|\bcompletely (?:gluten|dairy|nut|sugar)-free\b"), 0.76, 1),
    ],
    "decision": [
        (_c(_SUBJ + _ADV + r"\s+(?:have\s+|had\s+)?(?:decided|chose|chosen|picked|selected|opted|settled on|went with|"
            r"gone with|committed to|finali[sz]ed|concluded|agreed|signed up|booked|bought|purchased|ordered|"
            r"enrolled|registered|subscribed|accepted|declined|rejected|turned down|went for|signed|hired|"
            r"approved|resolved)\b"), 0.8, 1),
        (_c(_SUBJ + r"\s+(?:am|are)\s+(?:going with|going to go with|sticking with|moving forward with)\b"), 0.78, 1),
        (_c(_SUBJ + r"\s+(?:should|will|shall|would|could)\s+(?:definitely\s+|probably\s+|just\s+)?"
            r"(?:go with|go for|stick with|settle on|opt for|take|choose|pick)\b"), 0.7, 1),
        (_c(r"\b(?:my|our|the)\s+(?:final\s+)?(?:decision|choice|pick|verdict)\b"), 0.72, 1),
        # A note states a decision without its subject: "Christmas is decided." "Plan agreed." "It's settled."
        (_c(r"\b(?:is|are|was|were|has been|have been|now|all|finally|plan|date)\s+(?:now\s+|finally\s+|all\s+)?"
            r"(?:decided|settled|agreed|finali[sz]ed)\b"), 0.72, 1),
        (_c(r"\blet us\s+(?:go with|use|pick|choose|do|book|try)\b"), 0.66, 1),
        (_c(_SUBJ + r"\s+(?:will|am going to|are going to)\s+(?:use|buy|book|take|get|go with|adopt|implement|switch)\b"), 0.64, 1),
        (_c(_SUBJ + r"\s+(?:decided|chose)\s+(?:not|against)\b"), 0.78, -1),
        # Notes drop the subject: "Ordered the ThinkPad in the end." "Went with the rooftop venue."
        (_c(r"^(?:finally\s+|so\s+|in the end\s+)?(?:ordered|booked|bought|chose|picked|went with|settled on|signed up|"
            r"decided|accepted|declined|opted for|committed to|going with)\b"), 0.74, 1),
        (_c(r"\b(?:in the end|after all|final answer|we are sending|we are going for|i am going for)\b"), 0.66, 1),
        # A note labels the line as the decision, often with its date: "Decision, 14 April: we stop selling new
        # bikes." "Decided (call with Sam): keep the old supplier." "Verdict: repair, not replace."
        (_c(r"^\W*(?:final\s+)?(?:decision|decided|verdict|outcome|conclusion|resolution)\b[^:\n]{0,40}:\s*\w"), 0.8, 1),
        # The same in the other languages people keep their notes in: "decidimos vender el coche", "wir haben uns
        # für die Krone entschieden", "decisión final: amarillo", "Beslut: vi behåller båten", "päätimme myydä".
        (_c(r"\b(?:" + _DECIDED + "|" + _DECIDED_IN_CONTEXT + r")\b"), 0.78, 1),
        (_c(r"\b(?:" + _DECISION + r")\s+(?:" + _FINAL_ELSEWHERE + r")\b|\b(?:" + _FINAL_ELSEWHERE + r")\s+(?:"
            + _DECISION + r")\b|\b(?:" + _OURS_ELSEWHERE + r")\s+(?:" + _DECISION + r")\b"), 0.72, 1),
        (_c(r"^\W*(?:" + _DECISION + "|" + _DECIDED + r")\b[^:\n]{0,40}:\s*\w"), 0.8, 1),
    ],
    "temporal_update": [
        (_c(_SUBJ + _ADV + r"\s+(?:have\s+|had\s+)?(?:switched|changed|moved|migrated|upgraded|transitioned|converted|"
            r"swapped|replaced|stopped|quit|gave up|given up|ditched|dropped|returned|went back|started|began|"
            r"begun|resumed|took up|taken up|picked up|adopted|cut out|cut back)\b"), 0.78, 1),
        (_c(r"\b(?:changed my mind|from now on|going forward|these days|nowadays|no longer|not anymore|any more|"
            r"anymore|used to|instead of|rather than)\b"), 0.72, 1),
        (_c(_SUBJ + r"\s+(?:am|are)\s+(?:now|currently)\b"), 0.7, 1),
        # A change dated from a point on: "from this term I'm doing …", "as of next week", "starting this month".
        (_c(r"\b(?:from|as of|starting|beginning)\s+(?:this|next|the new)\s+(?:week|month|term|year|season|"
            r"semester|quarter|school year)\b|\bas of (?:today|now)\b"), 0.72, 1),
        # A quantity changed to a new value: "dropped my Tresiba from 16 to 15 units", "up from £40 to £45".
        (_c(r"\b(?:dropped|reduced|lowered|cut|raised|increased|upped|changed|moved|went up|went down|put up|"
            r"bumped|adjusted)\b[^.!?\n]{0,40}?\bfrom\s+[£$€]?\d[\d.,:]*\s*(?:[a-z]+\s+)?to\s+[£$€]?\d"), 0.74, 1),
        (_c(r"^(?:finally\s+|just\s+|recently\s+)?(?:sold|quit|switched|moved|retired|replaced|swapped|stopped|"
            r"started|ditched|dropped|upgraded)\b"), 0.72, 1),
        (_c(r"\b(?:now|currently|lately|recently)\b"), 0.5, 1),
    ],
    "open_loop": [
        (_c(r"\b(?:remind me|do not let me forget|note to self|follow(?:-|\s)?up|to-?do|pending|outstanding|unfinished)\b"), 0.8, 1),
        (_c(r"\b(?:still|also)?\s*(?:need|have|got|must|should)\s+to\s+(?:remember to\s+)?(?:call|email|e-mail|text|send|"
            r"book|renew|pay|schedule|reschedule|finish|check|submit|return|pick up|buy|fix|reply|respond|cancel|order|sign|"
            r"file|update|get back|review|prepare|confirm|contact|ask|clean|write|finalize|finalise|register|apply|"
            r"take care of|look into|sort out|deal with|edit|print|replace|repair|arrange|organize|organise)\b"), 0.72, 1),
        (_c(r"\b(?:have not|did not|not)\s+(?:yet\s+)?(?:done|finished|sent|booked|called|replied|paid|started|"
            r"completed|submitted|scheduled|renewed|answered)\b(?:\s+yet)?"), 0.66, 1),
        (_c(r"\b(?:by|before|until|due)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|"
            r"tonight|next week|next month|the end of|end of|the weekend|this weekend)\b"), 0.62, 1),
        (_c(r"\b(?:do not forget|must not forget|should not forget|remember to|deadline)\b"), 0.7, 1),
        (_c(r"^(?:still\s+)?(?:need to|have to|must|got to|gotta)\s+\w+"), 0.66, 1),
        # A promise to act: "I'll send you the link", "I will coordinate the minibus", "I'll get back to you".
        (_c(r"\bi will\s+(?:also\s+|then\s+|definitely\s+)?(?:call|email|e-mail|text|send|book|pay|bring|drop off|"
            r"pick up|sort|sort out|check|ask|chase|draft|write|order|fix|coordinate|arrange|organi[sz]e|confirm|"
            r"get back to|let you know|follow up|look into|deal with|take care of|forward|post|print|fill in|"
            r"set up|update|return|reply)\b"), 0.64, 1),
    ],
    "entity_fact": [
        (_c(r"\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:is|are|was|were|has|have|had|lives|works|turned|just|recently|"
            r"will|goes|uses|needs|wants)\b"), 0.6, 1),
        (_c(_SUBJ + r"\s+(?:have|own|got|bought|use|drive|live|work|grew|built|made|keep|run|care for|look after)\s+"
            r"(?:a|an|two|three|some|my|our|the|in|at|as|on)\b"), 0.62, 1),
        (_c(r"\bi am\s+(?:a|an)\s+\w+"), 0.6, 1),
        # Habits: first-person present tense ("I drink three espressos a day", "we usually cook on Sundays").
        (_c(_SUBJ + r"\s+(?:usually\s+|always\s+|often\s+|normally\s+|typically\s+|mostly\s+|still\s+)?"
            r"(?:drink|eat|go|run|do|play|watch|read|take|cook|bake|wear|ride|walk|swim|cycle|train|practice|"
            r"practise|visit|spend|commute|sleep|wake|work out|meditate|write|listen)\b"), 0.4, 1),
    ],
}

# What a message asks of its reader (a letter's or an email's request grammar, not the owner's self-disclosure):
# "please send …", "we still need … from you", "could you confirm …", a date it is due by. Applied to mail bodies
# only (``atoms.requests_in``): in a message someone else sent it is what the owner still has to do; in one the
# owner sent, what they wait for. (pattern, confidence), against ``text.words.normalise`` output.
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_ACT = (r"(?:send|provide|confirm|reply|respond|return|complete|sign|pay|submit|let (?:us|me) know|get in touch|"
        r"get back to (?:us|me)|call|contact|book|arrange|forward|upload|bring|fill in|fill out|update|renew|"
        r"register|make sure|ensure|supply|collect|attach|advise|settle|approve|agree)")
REQUESTS: list[tuple[re.Pattern[str], float]] = [
    (_c(r"\b(?:we|i)\s+(?:still\s+|also\s+|now\s+)?(?:need|require|are waiting for|am waiting for|have not "
        r"(?:yet\s+)?received|did not receive|would need)\b[^.!?]{0,80}?\bfrom you\b"), 0.74),
    (_c(r"\b(?:you will need to|you need to|you must|you are required to|we ask that you|we would be grateful if "
        r"you|action required|awaiting your|still outstanding|outstanding (?:balance|items?|documents?|payment|"
        r"invoice|amount))\b"), 0.7),
    (_c(r"\bplease\s+(?:\w+\s+)?" + _ACT + r"\b"), 0.68),
    (_c(r"\b(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?" + _ACT + r"\b"), 0.64),
    (_c(r"\b(?:by|before|no later than|due on|due by)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
        + _MONTH + r"|" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?)\b"), 0.62),
]


def _syntax(pattern: str) -> Iterator[tuple[int, int]]:
    """(index, depth) of each character of ``pattern`` that is regex syntax (not escaped, not in a character
    class), with the number of groups open before it."""
    depth, i, in_class = 0, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 1
        elif in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            i += pattern.startswith("^", i + 1)  # negation
            i += pattern.startswith("]", i + 1)  # a "]" first in the class is a literal
        else:
            yield i, depth
            depth += (c == "(") - (c == ")")
        i += 1


def _top_level_alternatives(pattern: str) -> list[str]:
    """``pattern`` split at its ``|`` outside groups and character classes."""
    cuts = [i for i, depth in _syntax(pattern) if depth == 0 and pattern[i] == "|"]
    return [pattern[a + 1:b] for a, b in zip([-1, *cuts], [*cuts, len(pattern)], strict=True)]


_QUANTIFIERS = ("?", "*", "+", "{")


def _by_first_character(alternative: str) -> list[tuple[str, str]]:
    """``alternative`` as (first character, rest) pairs that together match where it matches: its leading group
    multiplied out, ``(?:i|we)\\s+x`` → ("i", "\\s+x"), ("w", "e\\s+x"); ("", ``alternative``) when it opens
    with anything else (an escape, a class, a repeated group)."""
    if alternative[:1].isalnum() and alternative[1:2] not in _QUANTIFIERS:
        return [(alternative[0], alternative[1:])]
    if alternative.startswith("(?:"):
        end = next(i for i, depth in _syntax(alternative) if depth == 1 and alternative[i] == ")")
        rest = alternative[end + 1:]
        if rest[:1] not in _QUANTIFIERS:
            return [pair for inner in _top_level_alternatives(alternative[3:end])
                    for pair in _by_first_character(inner + rest)]
    return [("", alternative)]


@dataclass(frozen=True, slots=True)
class AnyCue:
    """Whether any of some cues matches a normalised sentence: only whether, not which.

    Written so that the regex engine runs fast. The alternatives that open with a word boundary go into
    ``at_word``, searched in " " + the sentence: the ``\\b`` becomes a consumed ``\\W`` (a character class the
    engine skips to in C, instead of trying every alternative at every position), and they are grouped by first
    character, leading groups multiplied out (one literal test per character at each ``\\W``, not one descent
    into each alternative). Those anchored with ``^`` go into ``at_start``, tried once at the start
    (docs/performance.md#cue-unions).
    """

    at_word: re.Pattern[str]
    at_start: re.Pattern[str] | None

    def found(self, sentence: str, spaced: str) -> bool:
        """Whether a cue matches in ``sentence``, where ``spaced`` is " " + ``sentence``."""
        return self.at_word.search(spaced) is not None or (
            self.at_start is not None and self.at_start.match(sentence) is not None)


def _any_cue(cues: list[tuple[re.Pattern[str], float, int]]) -> AnyCue:
    by_first: dict[str, list[str]] = {}
    anchored: list[str] = []
    for pattern, _, _ in cues:
        for alternative in _top_level_alternatives(pattern.pattern):
            if alternative.startswith("^"):
                anchored.append(alternative[1:])
                continue
            # \b then a word character is \W then it in " " + text. (A cue that opens with "\s*" also
            # matches at the word after the spaces; the property tests hold every cue to this.)
            assert alternative.startswith("\\b"), alternative
            for first, rest in _by_first_character(alternative[2:]):
                by_first.setdefault(first, []).append(rest)
    groups = [f"{c}(?:{'|'.join(rests)})" for c, rests in by_first.items() if c]
    groups += [f"(?:{rest})" for rest in by_first.get("", [])]
    return AnyCue(re.compile(r"\W(?:" + "|".join(groups) + ")"),
                  re.compile("|".join(f"(?:{a})" for a in anchored)) if anchored else None)


# Per type, whether any of its cues is present: one search; the cues are only tried one by one (to pick the
# strongest) when it is. (Each cue as a capturing group would tell which one matched, but slows the union's
# search several-fold.)
ANY_CUE: dict[str, AnyCue] = {t: _any_cue(cues) for t, cues in CUES.items()}
# Whether a sentence yields any atom, tried before the eight types: most sentences with a memory word yield
# none.
ANY_ATOM = _any_cue([cue for cues in CUES.values() for cue in cues])

# One cheap test before the per-type cues: an atom needs the owner in the sentence (a first-person word) or an
# explicit memory cue. It keeps "the API is now deprecated" from becoming a temporal update, and keeps
# extraction off the hot path for prose that is not about the user.
_MEMORY_WORDS = ("i", "i'm", "i've", "i'd", "i'll", "im", "ive", "we", "we're", "we've", "we'd", "we'll", "my", "our",
                 "me", "us", "mine", "remind", "todo", "to-do", "pending", r"follow(?:-|\s)?up", "deadline", "due",
                 "favou?rite", "go-to", "allergic", "budget", "forget", "remember", "need to", "have to", "must",
                 "nothing beats", "in the end", "max", "tight", "obsessed", "hooked", "aim", "goal", "decided",
                 "settled", "agreed", r"finali(?:s|z)ed", "bestemte?", *DECIDED_ELSEWHERE, *DECISION_NOUNS)
# Subject-less note sentences ("Ordered the ThinkPad."), recognised at the start of a sentence.
_OPENING_VERBS = ("ordered", "booked", "bought", "chose", "picked", "went with", "settled on", "signed up", "decided",
                  "accepted", "declined", "opted for", "going with", "sold", "quit", "switched", "moved", "retired",
                  "started", "stopped")
MEMORY_CUE = re.compile(
    r"(?i)\b(?:" + "|".join(_MEMORY_WORDS) + r")\b|i\u2019|(?m:^|[.!?]\s+)\s*(?:finally\s+)?(?:"
    + "|".join(_OPENING_VERBS) + r")\b")


def _at_word_start(fragments: tuple[str, ...]) -> str:
    """``\\b(?:fragments)\\b`` for text with one non-word character put in front of it, written so that the regex
    engine runs fast: the leading ``\\b`` becomes a consumed ``\\W`` (a character class it can skip to in C,
    instead of trying a word boundary and every alternative at every position), and the fragments are grouped
    by first letter (one literal test per letter, not one per fragment). Fragments never cross a line break."""
    by_letter: dict[str, list[str]] = {}
    for fragment in fragments:
        assert fragment[0].isalpha() and fragment[0].islower(), fragment
        by_letter.setdefault(fragment[0], []).append(fragment[1:].replace(r"\s", r"[^\S\n]"))
    return r"\W(?:" + "|".join(f"{c}(?:{'|'.join(rest)})" for c, rest in by_letter.items()) + r")\b"


# MEMORY_CUE for text case-folded by ``atoms.fold_case`` (``CASE_FOLD``, then lowercased): the same sentences
# match, and a case-sensitive search runs ~3× faster than (?i) on the raw sentence.
MEMORY_CUE_FOLDED = re.compile(MEMORY_CUE.pattern.removeprefix("(?i)"))

# What MEMORY_CUE's (?i) folds to an ASCII letter, as a one-character-per-character map: ``str.lower`` after this
# table. "İ" is the one character whose ``lower()`` is two characters long (it would shift every later offset);
# "ı" and "ſ" match "i" and "s" under (?i) but keep their own lowercase. (The Kelvin sign lowers to "k".)
# ``translate`` costs ~60 ns a character on non-ASCII text, so it runs only where ``UNFOLDED`` finds one of them.
CASE_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})
UNFOLDED = re.compile("[\u0130\u0131\u017f]")

# A superset of MEMORY_CUE for " " + case-folded text (``CASE_FOLD``, then lowercased: every offset is kept),
# searched once over a whole chunk: every sentence in which MEMORY_CUE matches contains the start of a match of
# this (its words with the same boundaries; an opening verb, or "finally", at any word start instead of a
# sentence start), and no match of this reaches past a sentence end (no newline, no [.!?]). Sentences without
# one are skipped unexamined, about ten times cheaper than the same test as a look-behind pattern or
# per-sentence MEMORY_CUE (docs/performance.md#the-cue-prefilter).
PREFILTER_FRAGMENTS = (*_MEMORY_WORDS, *_OPENING_VERBS, "finally")
MEMORY_CUE_PREFILTER = re.compile(_at_word_start(PREFILTER_FRAGMENTS))
# MEMORY_CUE's "i’" needs no word start. A pattern of its own: as a third alternative of the prefilter it would
# cost the prefilter its fast skip to non-word characters, and only non-ASCII text can hold it.
CURLY_I = re.compile("i\u2019")

# Sentences that are requests or questions (``sentences.asks``) state little about the user; their atoms count
# for less.
QUESTION_DISCOUNT = 0.55

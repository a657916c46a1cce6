"""What kind of answer a question asks for, and whether a passage holds one: a date or time, a place, a
person's name, an amount of money, a count, or a reference (a code, number or password).

Both sides are ordinary English grammar and the common written forms of each kind of value (dates, street
addresses and postcodes, "Firstname Lastname", currency amounts, mixed letter-digit codes); none of it comes
from any benchmark's wording. A passage with the asked kind of value near the question's words is more likely
to answer than one that only mentions the topic: "boiler guarantee ref" wants the chunk with "WB-10Y-7731",
not the one that says the guarantee exists.
"""

from __future__ import annotations

import functools
import re

from ..text.words import after, normalise
from . import languages

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|wed|thu|fri|sat|sun)\.? (?=\d))"

# Words for a place or a firm that are seldom surnames ("Hill", "Hall", "Park", "Lane" and "Church" are surnames too)
_NOT_NAMES = (r"(?:Road|Rd|Avenue|Ave|Terrace|Square|Crescent|Gardens|Boulevard|Mews|Centre|Center|School|College|"
              r"University|Hospital|Station|Airport|Library|Stadium|Club|Hotel|Surgery|Clinic|Office|Museum|Gallery|"
              r"Theatre|Theater|Market|Arena|Cafe|Restaurant|Campus|Studio|Gym|Cathedral|Cinema|Ltd|Limited|Inc|"
              r"Council|Services|Service|Group|Hire|Insurance|Bank|Motors|Garage|Estate|Agency|Company|"
              r"Trust|Society|Association|Department|Practice|Pharmacy|Dental|Medical|Care|Home|Homes)\b")

# A capitalised determiner before a lower-case noun starts a sentence about a common noun ("This library is free
# software", "The school says…", "My place or yours"), not a place's name
_NOT_COMMON = (r"(?!(?:The|This|That|These|Those|A|An|Our|My|Your|His|Her|Their|Its|Each|Every|Any|Some|No|Which|"
               r"What|Whose) [a-z])")

# An address after these is a computer's or a mailbox's, not a place ("check an IP address", "email address")
_NOT_POSTAL = after((
    "ip", "ipv4", "ipv6", "mac", "email", "e-mail", "mail", "web", "memory", "network", "hardware", "virtual",
    "physical", "bus", "broadcast", "multicast", "loopback"), negated=True)

# A reference word after these names the means of doing something ("log in with a password and run…"), not a
# value to find
_NOT_AFTER_MEANS = after(tuple(w for p in ("with", "by", "via", "using", "without") for w in (p, f"{p} a")),
                         negated=True)

# The end of the question, past any closing punctuation: "when" and "name" ask there ("brigade AGM when",
# "insurance broker name").
_AT_END = r"(?=\s*[?!.]*\s*$)"

# code → (the question asks for it, the passage holds one). Questions are matched on ``normalise``d text;
# passages as written (case matters for names and codes). The question's pattern is compiled with its other
# languages in ``ASKED``; the passage's when a question first asks for that kind (``_holds``).
ANSWER_TYPES: dict[str, tuple[str, str]] = {
    "when": (
        # a bare "date" / "time" asks for one at the end of a phrase ("parents evening date", "lesson time and
        # how much"), not as a modifier ("playing time rule")
        # "when" asks at the head of a question or clause ("when is…", "…and when are…", "remind me when…") or at
        # its end, as "where" does ("brigade AGM when"), not as the conjunction that sets a condition ("what should I
        # consider when planning…")
        # (after "and", "or", a comma, only as a question, with its verb before the subject: "… and when are my
        # bloods", not "fires when an object dies or when the interpreter exits")
        (r"(?:^\W*|\b(?:me|us|know|remember|ask|wonder|sure|tell|check|say|said)\s*)when\b|"
         r"(?:[,;:(]|\b(?:and|or|but)\b)\s*when(?=\s+(?:is|are|was|were|do|does|did|will|would|can|"
         rf"could|should|shall|must|has|have|had)\b|'s\b|{_AT_END})|"
         rf"\bwhen{_AT_END}|"
         r"\b(?:what (?:date|day|time|year|month)s?|which (?:date|day|month|year)s?|how long ago|"
         r"deadlines?|due|schedule[ds]?|start(?:ed|s)? on|"
         r"(?:dates?|times?)(?=\s*(?:$|[?,.;:]|and\b|of\b|for\b)))\b"),
        (rf"(?i)\b(?:{_MONTH}\.? \d{{1,2}}\b|\d{{1,2}}(?:st|nd|rd|th)? {_MONTH}\b|{_DAY}|"
         rf"\d{{1,2}}\.?(?: de)? (?:{languages.MONTHS})\b|(?:{languages.WEEKDAYS})\b|"
         r"\d{4}-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}[:.]\d\d\s?(?:am|pm)?|\d{1,2}\s?(?:am|pm)\b|"
         r"(?:next|last|this) (?:week|weekend|month|year|term|\w+day)\b|noon|midday|"
         # a day named relative to the passage's own date (a chat turn's or a note's): "yesterday",
         # "this morning", "three weeks ago"
         r"\b(?:today|tomorrow|tonight|yesterday|last night|this (?:morning|afternoon|evening)|"
         r"(?:\d+|a|an|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|months?|years?) ago)\b)"),
    ),
    "where": (
        # "where" asks at the head of a clause, before an auxiliary, at the end ("bag drop where?") or after a
        # place ("the restaurant where we ate"), not as the relative after another noun ("the email where the
        # agent said…"); a room is asked as "which room"
        (r"(?:^\W*|(?:[,;:(]|\s[-–]|\b(?:and|or|but|so|me|us|know|remember|ask|wonder|sure|tell|check|say|"
         r"said|city|country|town|village|neighbou?rhood|area|street|building|hotel|venue|restaurant|place|"
         r"station|airport|cafe|café|pub|bar|shop|beach|park|centre|center|club|school|hospital|office)\b)"
         r"\s*)where\b|"
         r"\bwhere(?:'s\b|\s+(?:is|are|do|does|did|was|were|can|could|should|will|would|has|have|had)\b|"
         r"\s*(?:$|[?!.;:]))|"
         r"\b(?:what place|which (?:city|country|room|building|hotel|venue|address|restaurant|place|station|"
         r"airport|floor)|what room|venue|location)\b|"
         # "address" as the thing asked ("new flat address", "address of the clinic"), not as the subject or
         # the object of a sentence ("Address already in use", "the address the server advertised")
         + _NOT_POSTAL + r"\baddress(?=\s*(?:$|[?!,.;:)]|(?:of|for|to|and|in|at|on)\b))"),
        # (a street's word ends its name: "Via", "Piazza" and "Corso" come first, so "… via INI files" is no place)
        (rf"\b(?:(?:\d+[a-z]? )?{_NOT_COMMON}[A-Z][\w']+(?: [A-Z][\w']+)* "
         r"(?i:Road|Rd|Street|St|Lane|Ln|Avenue|Ave|Terrace|"
         r"Square|Sq|Way|Drive|Dr|Close|Place|Pl|Crescent|Grove|Gardens|Court|Hill|Row|Walk|Parade|"
         r"Boulevard|Blvd|Park|Mews)\b|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|"
         rf"{_NOT_COMMON}[A-Z][\w']+(?: [A-Z][\w']+)* "
         r"(?i:Centre|Center|School|College|Hospital|Station|Airport|Hall|Church|"
         r"Library|Stadium|Club|Hotel|Surgery|Clinic|Pitch|Ground|Office|Pavilion|Museum|Gallery|Theatre|Theater|"
         r"Market|Arena|Cafe|Café|Pub|Inn|Arms|Restaurant|Bridge|Tower|Campus|Studio|Gym|Pool|Chapel|"
         r"Cathedral|Abbey|Castle|Farm|Harbour|Harbor|Quay|Wharf|Beach|Leisure Centre|Lido|Rink|Cinema|"
         r"Depot|Warehouse|Yard|Centre|Institute|University|Academy|Practice|Pharmacy|Bakery|Shop|Store|"
         r"Estate|House|Lodge|Manor|Cottage|Villa|Barn|Marina|Port|Embassy|Consulate)\b|"
         r"(?i:room|floor|level|unit|gate|desk|terminal|building|hall|suite|pitch|platform|ward|court|aula) "
         r"(?:no\.? ?)?(?:\d+[A-Za-z]?|[A-Z]\d*)\b|(?i:ground|first|second|third|top|basement) floor|"
         r"(?:Where|Location|Address|Venue|Place|Meeting point):[ \t]*\S)"),
    ),
    "who": (
        # "called" asks for a name where it ends the clause ("what was the café called?", "… called now, and …"),
        # not as a verb with more to say ("called off", "which method gets called when"); "name" where it ends the
        # question ("insurance broker name"), not before more ("name badge printing")
        (r"\b(?:who(?:'s| is| was| did)?|whom|whose|which person|name of|names? (?:is|was)|"
         r"called(?=\s*(?:$|[?!,.;:)]|(?:now|again|then|these days)\b))|"
         r"what (?:is|was) (?:the |my |our |his |her |their )?\w* ?name|"
         rf"name{_AT_END})\b"),
        # two capitalised words are a name unless one is a word for a place or a firm ("Station Road", "Royal
        # Hospital", "Acme Ltd"; the nouns of ``_NOT_NAMES``, which are seldom surnames)
        (r"\b(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Dott|Dott\.ssa|Avv|Sig|Sra?)\.? [A-Z][a-z]+|"
         rf"(?!{_NOT_NAMES})[A-Z][a-z]+(?:-[A-Z][a-z]+)? (?:[A-Z]\. )?(?!{_NOT_NAMES})[A-Z][a-z]{{2,}}"
         r"(?:-[A-Z][a-z]+)?|"
         r"(?:From|To|Cc|Organizer|Attendee): ?[^\n<]*[A-Za-z])"),
    ),
    "amount": (
        (r"\b(?:how much|cost(?:s|ing)?|price|prices|paid|pay|charge[sd]?|fees?|total|budget|spent|"
         r"owe[sd]?|deposit|bill|quote[sd]?|refund)\b"),
        (r"(?i)(?:[£$€¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:gbp|usd|eur|pounds?|dollars?|"
         r"euros?|quid|k)\b|\b(?:gbp|usd|eur|chf|cad|aud|jpy)\s?\d|"
         # a figure grouped in thousands beside the words of a price ("Original quote (May)  86,400"): a sum of
         # money in a quote, an invoice or a bank statement, which often leaves the currency to its heading
         r"\b\d{1,3}(?:,\d{3})+(?:\.\d\d)?\b(?!,\d)|"
         r"\b(?:[a-z]+[_-])*(?:amount|cost|price|total|paid|fee|gbp|usd|eur)\w*\s*[:=]\s*-?\d)"),
    ),
    "count": (
        r"\b(?:how many|number of|how often|how long)\b",
        (r"(?i)\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
         r"dozen|twice|once)\b"),
    ),
    "reference": (
        # as the head of a phrase ("order number", "the code for the key safe"; an order, a booking or a policy is
        # a thing, its number one of these words), not as a modifier of another
        # noun ("rational number fractions", "code review notes"), nor as a kind of thing described by a relative
        # clause ("a password that contains a %" is any such password, not the one to look up), nor as the means
        # of doing something (``_NOT_AFTER_MEANS``); or a "#" after a
        # word ("confirmation #", "permit #"), not before one ("#3", "#channel")
        (_NOT_AFTER_MEANS + r"(?:(?<!\ba )(?<!\ban )|(?!\w+\s+(?:that|which|with|containing)\b))"
         r"\b(?:ref|refs|reference|references|number|no|code|codes|id|password|passcode|pin|"
         r"registration|reg|serial|(?:account|order|booking|policy|licen[cs]e|certificate|membership)"
         r"(?=\s+(?:ref|refs|reference|references|number|no|code|codes|id)\b))\b"
         r"(?=\s*(?:$|[?!,.;:)]|(?:and|or|of|for|on|from|to|in|with|at|is|was|are|were|that|i|we|"
         r"ref|refs|reference|references|number|no|code|codes|id|password|passcode|pin)\b))|"
         r"(?<=\w)\s?#(?!\w)"),
        (r"\b(?=[\w/-]*\d)(?=[\w/-]*[A-Za-z])[A-Za-z0-9][\w/-]{3,}[A-Za-z0-9]\b|"
         r"\b\d{5,}\b|\b\d{4}\b(?<!\b(?:19|20)\d\d)|\b\d{3,5}[ -]\d{3,4}[ -]?\d{3,4}\b"),
    ),
}


# The same questions asked in German, Spanish, French or Italian (``languages.ASKS``).
ASKED: dict[str, re.Pattern[str]] = {
    code: re.compile(ask + (rf"|\b(?:{languages.ASKS[code]})\b" if code in languages.ASKS else ""))
    for code, (ask, _) in ANSWER_TYPES.items()}


def asked(question: str) -> tuple[str, ...]:
    """The kinds of answer the question asks for, in ``ANSWER_TYPES`` order."""
    q = normalise(question)
    return tuple(code for code, ask in ASKED.items() if ask.search(q))


# A new clause: "and" / a comma / a semicolon before a question word or an auxiliary ("… and when are my next
# bloods", "…, what does building control still need").
_CLAUSE = re.compile(r"\s*(?:,\s*and|\band|[,;])\s+(?=(?:what|when|where|who|whom|whose|which|how|why|is|are|was|"
                     r"were|do|does|did|can|could|should|will|would|has|have|had)\b)")


def clauses(question: str) -> list[str]:
    """The question's clauses, each asking its own thing (the whole question when it has one)."""
    return [c for c in _CLAUSE.split(normalise(question)) if c.strip()] or [question]


@functools.cache
def _holds(code: str) -> re.Pattern[str]:
    """The pattern of a passage holding a value of kind ``code``, compiled when a question first asks for that
    kind: a question asks for one or none, and the largest three take ~5 ms each to compile (a first query's)."""
    return re.compile(ANSWER_TYPES[code][1])


def found(code: str, text: str) -> str | None:
    """The first value of kind ``code`` in a passage, or None."""
    m = _holds(code).search(text)
    return m.group() if m else None


def found_near(code: str, text: str, anchors: list[tuple[int, int]], window: int) -> str | None:
    """The first value of kind ``code`` within ``window`` characters of one of the anchor spans (the places the
    question's words occur), or None: a date somewhere in a long note says little, one beside the words asked
    about answers."""
    if not anchors:
        return None
    links: list[tuple[int, int]] | None = None  # read once a value beside the words asks whether it is in one
    for m in _holds(code).finditer(text):
        if not any(m.start() - window <= b and a <= m.end() + window for a, b in anchors):
            continue
        if links is None:
            links = [link.span() for link in _LINK.finditer(text)]
        if not any(a <= m.start() < b for a, b in links):
            return m.group()
    return None


# A web address: a date or a number in it ("…/avatars/2022-11-02/M7V2_72.jpg", a tracking link's ids) is part of
# the address, not a value the passage states
_LINK = re.compile(r"(?:\b[a-z][a-z0-9+.-]*://|\bwww\.)\S+", re.IGNORECASE)


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH_NAME = re.compile(r"\b(" + "|".join(_MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b")
_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")


def period(question: str) -> tuple[frozenset[int], frozenset[int]]:
    """(the months, the years) the question names ("in january", "the august flights", "2024")."""
    q = normalise(question)
    months = frozenset(next(i for i, m in enumerate(_MONTHS, 1) if m.startswith(name[:3]))
                       for name in _MONTH_NAME.findall(q) if name != "may" or " in may" in q)
    return months, frozenset(int(y) for y in _YEAR.findall(q))


"""Question-type slots: who / when / where / how-many questions, and the evidence of each type in a text.

The evidence is found once per session profile (the first match of each slot), so a query only checks which
slots it asks for.
"""

from __future__ import annotations

import re

from ..text.words import normalise

SLOTS: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    ("slot_when", re.compile(r"\b(?:when|what (?:date|day|time)|how long ago|what year)\b"),
     re.compile(r"\b(?:january|february|march|april|june|july|august|september|october|november|december|"
                r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tomorrow|tonight|today|"
                r"last (?:week|month|year)|next (?:week|month|year)|\d{4}-\d\d-\d\d|\d{1,2}/\d{1,2}|\d{1,2}(?::\d\d)? ?(?:am|pm)|"
                r"(?:19|20)\d\d)\b")),
    ("slot_where", re.compile(r"\b(?:where|what place|which (?:city|country|restaurant|store|venue|place))\b"),
     re.compile(r"\b(?:at|in|near|to) (?:the )?[a-z]+ (?:street|st|road|avenue|park|cafe|restaurant|hotel|office|"
                r"station|airport|center|centre|museum|library|store|shop|market|beach|lake)\b|\b(?:city|town|"
                r"address|venue|restaurant|hotel|office|downtown|abroad)\b")),
    ("slot_who", re.compile(r"\b(?:who|whom|whose|which person)\b"),
     re.compile(r"\b(?:he|she|they) (?:said|told|asked|recommended|suggested)\b|\b(?:my|our) (?:\w+ )?"
                r"(?:sister|brother|mom|mother|dad|father|wife|husband|partner|friend|colleague|boss|manager|"
                r"coworker|neighbor|neighbour|doctor|teacher|son|daughter)\b")),
    ("slot_count", re.compile(r"\b(?:how many|how much|number of|count of|total)\b"),
     re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|dozen|couple|several)\b")),
)



def asked_slots(query: str) -> list[str]:
    q = normalise(query)
    return [code for code, ask, _ in SLOTS if ask.search(q)]


def slot_evidence(normalised_text: str) -> dict[str, str]:
    """Slot code → the first evidence of that type in an already ``normalise``d text."""
    out = {}
    for code, _, evidence in SLOTS:
        m = evidence.search(normalised_text)
        if m:
            out[code] = m.group()
    return out

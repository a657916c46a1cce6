"""Forms of one word that the Snowball stemmer leaves apart, mapped to one before stemming (index and query alike):
irregular plurals ("children" → "child", "women" → "woman"), irregular verbs' past forms ("paid" → "pay", "won" →
"win") and the everyday names of family members ("mum", "mom", "mummy" → "mother"; "dad", "daddy" → "father"). A
person writes "Mum's party" and asks about "her mother's birthday"; a stemmer meets "mothers" and "mother", not
"mum" and "mother".

The table is English morphology and common usage, written from grammar; only words with no other everyday
sense are listed ("ma", "pa", "nan", "kid" and "dice" are left out). An ordinal is its number ("60th" → "60":
"her 60th birthday" / "60 years"), and so is a number written as a word ("eight weeks" / "an 8-week course").
"""

from __future__ import annotations

import re

VARIANTS: dict[str, str] = {
    # irregular plurals
    "children": "child", "men": "man", "women": "woman", "feet": "foot", "teeth": "tooth", "geese": "goose",
    "mice": "mouse", "lice": "louse", "oxen": "ox",
    # family
    "mum": "mother", "mums": "mothers", "mom": "mother", "moms": "mothers", "mam": "mother", "mummy": "mother",
    "mommy": "mother", "momma": "mother", "mama": "mother", "mamma": "mother",
    "dad": "father", "dads": "fathers", "daddy": "father", "papa": "father",
    "grandma": "grandmother", "grandmas": "grandmothers", "granny": "grandmother", "grannie": "grandmother",
    "nana": "grandmother", "nanna": "grandmother",
    "grandpa": "grandfather", "grandpas": "grandfathers", "grandad": "grandfather", "granddad": "grandfather",
    "gramps": "grandfather",
}
# Irregular verbs: the past tense and participle of each stand for its base form. A question asks "how much did
# she pay", "what did he win", "where did they go"; the note says "paid", "won", "went". Forms with a common other
# sense are left out: "left", "saw", "found", "felt", "fell", "rose", "ground", "wound", "lay", "led", "lit",
# "fed", "shot", "spoke", "bit", "sat", "stuck", "drunk", "broke" / "broken", "frozen", "hidden", "torn",
# "meant", "mistaken", "spelt", "smelt", "sprang", "dove", "drew", "bound", "bore", and "thought", a noun as
# often as a verb (its plural "thoughts" would no longer meet it).
_IRREGULAR_VERBS: dict[str, tuple[str, ...]] = {
    "arise": ("arose", "arisen"), "awake": ("awoke", "awoken"), "become": ("became",), "begin": ("began", "begun"),
    "bend": ("bent",), "bite": ("bitten",), "bleed": ("bled",), "blow": ("blew", "blown"), "breed": ("bred",),
    "bring": ("brought",), "build": ("built",), "burn": ("burnt",), "buy": ("bought",), "catch": ("caught",),
    "choose": ("chose", "chosen"), "cling": ("clung",), "come": ("came",), "creep": ("crept",), "deal": ("dealt",),
    "dig": ("dug",), "draw": ("drawn",), "dream": ("dreamt",), "drink": ("drank",), "drive": ("drove", "driven"),
    "eat": ("ate", "eaten"), "fall": ("fallen",), "fight": ("fought",), "flee": ("fled",), "fling": ("flung",),
    "fly": ("flew", "flown"), "forbid": ("forbade", "forbidden"), "forget": ("forgot", "forgotten"),
    "forgive": ("forgave", "forgiven"), "freeze": ("froze",), "get": ("got", "gotten"), "give": ("gave", "given"),
    "go": ("went", "gone"), "grow": ("grew", "grown"), "hang": ("hung",), "hear": ("heard",), "hide": ("hid",),
    "hold": ("held",), "keep": ("kept",), "kneel": ("knelt",), "know": ("knew", "known"), "lay": ("laid",),
    "lean": ("leant",), "leap": ("leapt",), "learn": ("learnt",), "lend": ("lent",), "lose": ("lost",),
    "make": ("made",), "meet": ("met",), "overtake": ("overtook", "overtaken"), "pay": ("paid",),
    "ride": ("rode", "ridden"), "ring": ("rang",), "rise": ("risen",), "run": ("ran",), "say": ("said",),
    "see": ("seen",), "seek": ("sought",), "sell": ("sold",), "send": ("sent",), "shake": ("shook", "shaken"),
    "shine": ("shone",), "show": ("shown",), "shrink": ("shrank", "shrunk"), "sing": ("sang", "sung"),
    "sink": ("sank", "sunk"), "sleep": ("slept",), "slide": ("slid",), "speak": ("spoken",), "speed": ("sped",),
    "spend": ("spent",), "spill": ("spilt",), "spin": ("spun",), "spit": ("spat",), "spoil": ("spoilt",),
    "stand": ("stood",), "steal": ("stole", "stolen"), "sting": ("stung",), "stink": ("stank",),
    "strike": ("struck",), "swear": ("swore", "sworn"), "sweep": ("swept",), "swim": ("swam", "swum"),
    "swing": ("swung",), "take": ("took", "taken"), "teach": ("taught",), "tell": ("told",),
    "throw": ("threw", "thrown"), "understand": ("understood",), "undertake": ("undertook", "undertaken"),
    "wake": ("woke", "woken"), "wear": ("wore", "worn"), "weep": ("wept",), "win": ("won",),
    "withdraw": ("withdrew", "withdrawn"), "write": ("wrote", "written"),
}
VARIANTS.update({form: base for base, forms in _IRREGULAR_VERBS.items() for form in forms})
# numbers written as words ("eight weeks" / "an 8-week course"); not "one", a pronoun as often as a number
_UNITS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
          "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")
_TENS = ("thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
VARIANTS.update({w: str(i) for i, w in enumerate(_UNITS, 2)})
VARIANTS.update({w: str(10 * i) for i, w in enumerate(_TENS, 3)})
# Weekdays as dates abbreviate them ("Wed 14 Aug", "Fri, 3 May"): the stemmer reads "wed" as "wedding" cut down and
# "fri" as "fry", so every dated line would count for a question about a wedding or a fry-up. Not "mon", "sat" and
# "sun": French "mon", "sat down", the sun.
VARIANTS.update({"tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday", "thu": "thursday",
                 "thur": "thursday", "thurs": "thursday", "fri": "friday"})


def base_form(word: str) -> str:
    """The word the index stems for one lowercase word (the word itself when it has no other form)."""
    return VARIANTS.get(word, word)


_ORDINAL = re.compile(r"(\d+)(?:st|nd|rd|th)")


def number_form(word: str) -> str:
    """A word with a digit as the index keeps it: exact, except an ordinal, which is its number."""
    m = _ORDINAL.fullmatch(word)
    return m[1] if m else word


def _variant_prefixes() -> dict[str, tuple[str, ...]]:
    """The variants by the analysed form they stand for ("mum" for "mother")."""
    from .spelling import americanise, other_form_prefixes
    from .words import stem

    return other_form_prefixes((variant, stem(americanise(base))) for variant, base in VARIANTS.items())


VARIANT_PREFIXES = _variant_prefixes()

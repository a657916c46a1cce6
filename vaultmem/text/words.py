"""The form the memory cues and router patterns read, the stopword list and the Snowball stem.

Text is lowercased, curly apostrophes straightened and English contractions expanded ("I'm" → "i am",
"can't" → "cannot"), so patterns see one spelling. Stems come from the Snowball English stemmer (PyStemmer) —
"recommendations"/"recommend", "movies"/"movie" meet; ``text.terms`` applies it to every indexed word.
"""

from __future__ import annotations

import functools
import re

import Stemmer

# A regex, not ``str.translate``: translate walks non-ASCII text at ~60 ns a character (10× this).
_APOSTROPHES = re.compile("[\u2019\u2018\u02bc`]")
_CONTRACTIONS = {
    "can't": "cannot", "won't": "will not", "shan't": "shall not", "let's": "let us", "i'm": "i am",
}
_SUFFIXES = {"n't": " not", "'re": " are", "'ve": " have", "'ll": " will"}
# One pass for every contraction: whole words first, then the productive suffixes ("don't", "we've").
_CONTRACTION = re.compile(r"\b(?:can't|won't|shan't|let's|i'm)\b|n't\b|'re\b|'ve\b|'ll\b|\b(i|we|you|they|he|she)'d\b",
                          re.IGNORECASE)

# Contractions typed without the apostrophe: the part after it, where the apostrophe goes back
# ("dont" is French and "im" German, so they are left as written)
_BARE = re.compile(r"\b(?:(?:does|did|is|are|was|were|have|has|had|could|would|should|ca|wo)nt|"
                   r"(?:who|what|where|when|how|that|there)s|(?:you|they)re|(?:i|we|you|they)ve)\b", re.IGNORECASE)

# Function words that carry no topic (a standard English list, trimmed of the words our patterns need).
STOPWORDS = frozenset(["a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "me", "more", "most", "my", "myself", "no", "nor", "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves", "out", "over", "own", "same", "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "to", "too", "under", "until", "up", "very", "was", "we", "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your", "yours", "yourself", "yourselves", "also", "get", "got", "really", "any", "anything", "something", "some", "thing", "things", "lot", "lots", "much", "many", "maybe", "well", "yes", "ok", "okay", "please", "thanks", "thank", "let", "us", "like", "want", "need", "cannot", "one", "ones"])

_stemmer = Stemmer.Stemmer("english")


def normalise(text: str) -> str:
    """Lowercase, straight apostrophes, contractions expanded: the form every pattern is written against."""
    return expand_contractions(text.lower())


def expand_contractions(text: str) -> str:
    """Straight apostrophes and English contractions expanded, case kept: a question's "don't" is the function
    words "do not", not the index words "don" and "t". A contraction typed without its apostrophe ("didnt",
    "whos") is one too, where the bare form is no word of its own ("well", "its", "ill" and "shell" are, "dont" is
    French and "im" German)."""
    out = _BARE.sub(_apostrophe, _APOSTROPHES.sub("'", text))
    if "'" not in out:
        return out
    return _CONTRACTION.sub(_expand, out)


def _apostrophe(m: re.Match[str]) -> str:
    """The apostrophe put back: "didnt" → "didn't", "whos" → "who's", "ive" → "i've"."""
    word = m.group()
    if word.lower().endswith("nt"):
        return word[:-2] + "n't"
    cut = 1 if word.lower().endswith("s") else 2
    return word[:-cut] + "'" + word[-cut:]


def _expand(m: re.Match[str]) -> str:
    if m.group(1):
        return f"{m.group(1).lower()} would"
    token = m.group().lower()
    return _CONTRACTIONS.get(token) or _SUFFIXES[token]


@functools.lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer.stemWord(word)


def after(words: tuple[str, ...], negated: bool = False) -> str:
    """A regex that holds where one of ``words`` and a space come just before (with ``negated``, where none of
    them does): one fixed-width lookbehind per word, as Python's ``re`` needs, for the patterns over ``normalise``d
    text that read a word by the one before it ("did we *switch*", "an IP *address*")."""
    if negated:
        return "".join(rf"(?<!\b{w} )" for w in words)
    return "(?:" + "|".join(rf"(?<=\b{w} )" for w in words) + ")"

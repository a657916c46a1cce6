"""Words that shape a question without naming its topic ("recommend", "ideas", "latest", "remind"): general
English question scaffolding, written from grammar. They still match, at a discount (``weights.SCAFFOLD_WEIGHT``),
and are not counted as topic words (coverage, atom topics, answers next to the topic). Words that shape a
question only in a phrase ("what *kind of* dog", "*keep in mind*"; but "blood type", "keep a list sorted") are
the router's grammar phrases (``router._GRAMMAR_PHRASE``).
"""

from __future__ import annotations

from ..text.terms import content_forms

SCAFFOLD = content_forms("""
recommend recommendation suggest suggestion idea ideas tip tips advice help good best great nice thing things
make get go try consider focus decide decided decision choose chose choice pick picked current
currently now nowadays latest switch switched change changed remind reminder follow need supposed know think
would could should upcoming right option options way ways something anything someone somebody regarding
likely probably
""", frozenset()) | {"i", "me", "my"}

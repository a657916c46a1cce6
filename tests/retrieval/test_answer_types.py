"""The kinds of answer a question asks for, and the values of each kind a passage holds."""

from __future__ import annotations

import pytest

from vaultmem.retrieval import answer_types


@pytest.mark.parametrize("question, kinds", [
    ("when is the parents evening", ("when",)),
    ("year 10 parents evening date", ("when",)),
    ("playing time rule for the under 12s", ()),
    ("where's the water shut off valve", ("where",)),
    ("name of the engineer who fitted the boiler", ("who",)),
    ("how much did the flights cost", ("amount",)),
    ("how many units am i on", ("count",)),
    ("boiler guarantee ref", ("reference",)),
    ("what did we talk about", ()),
    ("hba1c target and when are my next bloods", ("when",)),
    ("remind me when the bins go out", ("when",)),
    ("allotment agm when", ("when",)),  # at the end, as "bag drop where?"
    ("how do I get a traceback when the interpreter crashes", ()),  # "when" as a conjunction: no time asked
    ("what should I consider when planning a remodel?", ()),
    ("quartz worktop order number", ("reference",)),
    ("what's the code for the key safe?", ("reference",)),
    ("what are rational number fractions", ()),  # "number" as a modifier: no identifier asked
    ("code review notes from march", ()),
    ("configparser fails reading a password that contains a % sign", ()),  # a kind of password, not one to find
    ("the password that I set for the router", ("reference",)),
    ("ssh into a server with a password and run uptime", ()),  # the means of logging in, not a value to find
    ("ssh into a server with password, run commands", ()),
    ("flask jsonify sorts keys alphabetically, keep my order", ()),  # an order is a thing, not its number
    ("izmir flights booking ref summer", ("reference",)),
    ("check whether an IP address falls inside a CIDR block", ()),  # a computer's address is no place
    ("what is her address", ("where",)),
    ("kernel scheduler doc on capping a cgroup", ()),  # "schedule" asks a time; "scheduler" is a word of its own
    ("pay the club dues by app", ("amount",)),  # … as "due" and "dues" are
    ("What dates was Hattie in Bologna?", ("when",)),
    ("a hook that fires when an object is collected or when the interpreter exits", ()),  # conjunctions
    ("what did the repairs cost after the MOT and when the clutch went?", ("amount",)),
    ("OSError: [Errno 98] Address already in use after a restart", ()),  # the subject of a sentence
    ("change of address tasks still to do", ()),  # a modifier of another noun
    ("address of the hotel for the tournament", ("where",)),
    ("is there a number I can call", ("reference",)),
    ("what was the café on the corner called?", ("who",)),  # "called" ending the clause asks for a name
    ("what is the stray called now", ("who",)),
    ("why was the visit called off", ()),  # a verb with more to say asks for none
    ("which method gets called first", ()),
    ("the email where the agent said the works were late", ()),  # a relative "where" asks for no place
    ("chat where I practised my speech", ()),
    ("the restaurant where we had dinner in york", ("where",)),  # … unless it follows a place
    ("bag drop where?", ("where",)),
    ("airport - where exactly is the rental desk", ("where",)),
    ("who did the plastering in the front room", ("who",)),  # a room named is no room asked
    ("which room is the meeting in", ("where",)),
    ("wann ist der Elternabend", ("when",)),  # the other languages a vault is asked in (retrieval/languages.py)
    ("dónde le quitaban la sonda a papá", ("where",)),
    ("hvor er bilnøkkelen", ("where",)),
    ("hvor mye kostet båten", ("amount",)),  # "hvor mye" is how much, not where
    ("wanneer is de afspraak", ("when",)),
    ("kdo opravil střechu", ("who",)),
    ("quien me regaba el huerto", ("who",)),
    ("combien de séances reste-t-il", ("count",)),
    ("quanto costa il parcheggio", ("amount",)),
    ("united confirmation # portugal flights", ("reference",)),  # "#" after a word asks for a number…
    ("issue #12 status", ()),  # … not before one
    ("schadenummer hollandia flightcase", ("reference",)),  # a compound ending in "nummer"
    ("numer polisy OC gabinetu", ("reference",)),
    ("codigo candado huerto", ("reference",)),
    ("home wifi pw", ("reference",)),
    ("insurance broker name", ("who",)),  # "name" ending the question asks for one…
    ("name badge printing", ()),  # … not before more
    ("adres werf dordrecht", ("where",)),  # the other languages of the translation tables ask for a place too
    ("var är mammas 75-årsfest", ("where",)),
    ("depart trail beaujolais lieu", ("where",)),
])
def test_asked(question: str, kinds: tuple[str, ...]) -> None:
    assert answer_types.asked(question) == kinds


@pytest.mark.parametrize("code, text, value", [
    ("amount", "Total paid: GBP 486.46", "GBP 4"),
    ("amount", "Price EUR 412,80 (paid)", "EUR 4"),
    ("amount", "the quote was £1,250.00 all in", "£1,250.00"),
    ("amount", "about 300 euros each", "300 euros"),
    ("amount", "Amount: 75", "Amount: 7"),
    ("amount", "item: Skip hire | actual_gbp: 285 | status: paid", "actual_gbp: 2"),  # a table column
    ("amount", "unit-price=12", "unit-price=1"),
    ("amount", "REVISED TOTAL (incl VAT)        91,250", "91,250"),  # a figure in thousands, its currency left out
    ("when", "Saturday 16 August 2025", "Saturday"),
    ("when", "see you at 10:45", "10:45"),
    ("when", "went to the support group yesterday and loved it", "yesterday"),  # relative to the turn's date
    ("when", "I started it three weeks ago", "three weeks ago"),
    ("when", "painted the sunrise this morning", "this morning"),
    ("when", "the match is next weekend", "next weekend"),
    ("when", "Übergabe am 3. März um 14:30 Uhr", "3. März"),
    ("when", "la reunión es el 3 de marzo", "3 de marzo"),
    ("when", "nos vemos el jueves", "jueves"),
    ("where", "Car Rental Terminal, desk 6", "desk 6"),
    ("where", "training will be at STONEGATE ROAD SPORTS CENTRE", "STONEGATE ROAD"),
    ("where", "meet at 12 Acacia Avenue", "12 Acacia Avenue"),
    ("where", "admitted to St James Hospital", "St James Hospital"),
    ("where", "Place:  Tribunale della Spezia", "Place:  T"),
    ("where", "on the ground floor", "ground floor"),
    ("where", "dinner at The Grand Hotel", "The Grand Hotel"),  # a capitalised name after "The" is one
    ("who", "From: Rob Ellis <rob@example.org>", "From: Rob Ellis"),
    ("who", "the garage on Station Road, ask for Gareth Doyle", "Gareth Doyle"),  # a street is no person
    ("who", "seen by Lisa Hall at the Royal Hospital", "Lisa Hall"),  # a surname that is also a place word
    ("reference", "guarantee WB-10Y-7731 registered", "WB-10Y-7731"),
])
def test_found(code: str, text: str, value: str) -> None:
    assert answer_types.found(code, text) == value


@pytest.mark.parametrize("code, text", [
    ("amount", "we talked about the budget for a while"),
    ("amount", "rows 1,2,3 and 10,20 are done"),  # commas in a list, not thousands
    ("when", "no dates here at all"),
    ("when", "the agony of the nightly news"),  # "night" inside a word is no day
    ("reference", "in 2025 we moved"),  # a year is not a reference
    ("where", "building control wants the certificate"),  # a place word needs a number or letter after it
    ("where", "the room is nice"),
    ("where", "This library is free software; you can redistribute it"),  # a common noun after a determiner
    ("where", "My place or yours?"),
    ("where", "Customization via INI files"),  # "via" is a preposition, not a street
    ("who", "booked at Acme Ltd near Station Road, by the Royal Hospital"),  # places and firms, no person
])
def test_not_found(code: str, text: str) -> None:
    assert answer_types.found(code, text) is None


def test_found_near_needs_the_value_beside_the_question_words() -> None:
    text = "Flights booked. " + "x " * 200 + "Total paid: GBP 486.46"
    far = [(0, 7)]  # "Flights", 400 characters away
    near = [(len(text) - 22, len(text) - 17)]  # "Total"
    assert answer_types.found_near("amount", text, far, 100) is None
    assert answer_types.found_near("amount", text, near, 100) == "GBP 4"
    assert answer_types.found_near("amount", text, [], 100) is None


def test_a_value_inside_a_web_address_is_not_one_the_passage_states() -> None:
    text = "profile.title: Firmware Engineer image: https://avatars.example/2022-11-02/N8ZJ5D_72.jpg"
    anchors = [(15, 23)]  # "Firmware"
    assert answer_types.found("when", text) == "2022-11-02"
    assert answer_types.found_near("when", text, anchors, 100) is None
    stated = text + " promoted on 22 January 2024"
    assert answer_types.found_near("when", stated, anchors, 200) == "22 January"


def test_period() -> None:
    assert answer_types.period("the august pisa flights") == (frozenset({8}), frozenset())
    assert answer_types.period("what did I do in may 2024") == (frozenset({5}), frozenset({2024}))
    assert answer_types.period("may I ask about the boiler") == (frozenset(), frozenset())


@pytest.mark.parametrize("question, parts", [
    ("how much have we paid nadia and what does building control still need",
     ["how much have we paid nadia", "what does building control still need"]),
    ("hba1c target and when are my next bloods", ["hba1c target", "when are my next bloods"]),
    ("where is the stopcock, and who fitted it", ["where is the stopcock", "who fitted it"]),
    ("salt and pepper grinder price", ["salt and pepper grinder price"]),  # "and" inside a phrase
    ("when was the boiler put in", ["when was the boiler put in"]),
])
def test_clauses(question: str, parts: list[str]) -> None:
    assert answer_types.clauses(question) == parts

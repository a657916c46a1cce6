"""Router decisions from question grammar; no routing on sentence-initial capitals."""

from __future__ import annotations

import pytest

from vaultmem.retrieval.router import is_keyword_query, names_something, route
from vaultmem.retrieval.scaffold import SCAFFOLD
from vaultmem.text.terms import token_forms


@pytest.mark.parametrize("query, mode", [
    ("What should I watch tonight?", "preference"),
    ("Can you recommend a podcast for my commute?", "preference"),
    ("What did I decide regarding the concert tickets?", "decision"),
    ("What option did I select for my vacation?", "decision"),
    ("Which car am I considering now?", "temporal"),
    ("What kind of cookware do I use these days?", "temporal"),  # current state beats "what kind of"
    ("Are there any follow-ups I need to take care of?", "open_loop"),
    ("What should I keep in mind for my upcoming vacation?", "synthesis"),
    ("How should I prepare this weekend?", "episode"),
    ("boiler invoice", "lookup"),
    ("how do I reset the router", "lookup"),  # a how-to asks the documents, not the owner's memory
    ("What fun thing should I do this weekend?", "episode"),
    ("What sleeping method did I prefer?", "preference"),
    ("latest hba1c result", "temporal"),  # a current-state cue beats a keyword lookup
    ("postgres migration schema", "lookup"),  # "migration" names a topic; "migrated to" would be a change
    ("my coaching philosophy", "preference"),  # the owner's own way of doing something
    ("What is our approach to screen time?", "preference"),
    ("Which events influenced my artistic approach last year?", "lookup"),  # asks about the events
    ("What kind of music would I enjoy?", "preference"),
    ("What kind of dog did Elena adopt?", "lookup"),  # about someone else: a fact, not a recommendation
    ("who did the work on my roof", "lookup"),  # the noun "work", not "what should I work on"
    ("what should I work on next", "episode"),
    ("what do i listen to while programming", "preference"),  # the owner's habit
    ("which editor do I use", "preference"),
    ("how do I use the sauna", "lookup"),  # a how-to
    ("did we switch to the other energy supplier", "temporal"),  # "switch" as a verb is a change …
    ("why did we switch caterers", "temporal"),
    ("which python release got switch/case syntax", "lookup"),  # … as a noun, a thing
    ("did we change what night we meet?", "temporal"),
    ("email re the opening hours change in october", "lookup"),
    ("which colour have we chosen", "decision"),  # "chosen" as a verb is a decision …
    ("make reads of chosen blocks fail", "lookup"),  # … as an adjective, a description
    ("who picked her up from the airport", "lookup"),  # "picked up" is collected, not chosen
    ("what do i want for my birthday", "preference"),  # the owner's wants and dislikes are preferences …
    ("which board games do I hate", "preference"),
    ("vegetables i won't eat", "preference"),
    ("what does mum like for breakfast", "preference"),  # … and someone else's …
    ("what does the council want to build there", "lookup"),  # … but "want to" is an intention
    ("outboard motor on the boat yes or no", "decision"),  # a choice put as its alternatives
    ("why a heat pump instead of a new boiler", "decision"),
])
def test_modes(query: str, mode: str) -> None:
    assert route(query).route.mode == mode


def test_the_quality_a_way_is_asked_with_is_no_topic() -> None:
    assert {"fastest", "way"} <= route("what is the fastest way to insert into a sorted list").cue_words


@pytest.mark.parametrize("query, noun", [
    ("In which city did Priya give her talk?", {"city"}),
    ("What breed is Marcus's dog?", {"breed"}),
    ("what running injury did she get", {"injury"}),  # the head noun; "running" says which injury
    ("where is the venue and what time does it start", {"time"}),
    ("what did I promise Joel", set()),  # "what" is the object, no noun
    ("what is the wifi password", set()),
])
def test_the_noun_a_question_word_governs_names_the_kind_of_answer(query: str, noun: set[str]) -> None:
    assert route(query).answer_class == noun


def test_tense_and_happen_phrases_are_no_topic() -> None:
    assert {"going", "take", "place"} <= route("when is the wedding going to take place").cue_words


def test_a_time_named_relative_to_now_is_no_topic() -> None:
    assert {"last", "spring"} <= route("lamb with bent front legs last spring what did we do").cue_words
    assert {"this", "fall"} <= route("which varroa treatment did i go with this fall").cue_words
    assert "spring" not in route("spring offers on minerals").cue_words  # a season without "last" may be the topic


def test_a_marked_cue_leaves_the_words_around_it_as_topic() -> None:
    assert route("my coaching philosophy").cue_words == {"philosophy"}  # "coaching" is what it is about


def test_the_words_a_cues_slot_takes_are_topic() -> None:
    cues = route("which varroa treatment did i go with this fall").cue_words
    assert {"which", "did", "go", "with"} <= cues and not cues & {"varroa", "treatment"}


def test_intents_follow_the_question() -> None:
    assert "open_loop" in route("Is there anything I promised to follow up on?").intents
    assert "open_loop" in route("what did i tell bernie i'd do").intents  # a promise in reported speech
    assert "decision" in route("What did we decide about the database?").intents
    assert {"preference", "interest"} <= route("What would be a good gift for my brother?").intents
    # the current state asked about ("use now") is no preference: what the owner likes is no evidence of it
    now = route("Which video editor do I use now?")
    assert now.route.mode == "temporal" and not now.intents & {"preference", "interest"}


def test_sentence_initial_capitals_are_not_names() -> None:
    assert names_something("What should I cook tonight?") == []
    assert names_something("Any ideas? Something for Saturday.") == []  # weekday, sentence starts
    assert names_something("What museum would Maya enjoy?") == ["Maya"]
    # an acronym is a common noun in capitals (an SD card, the VAT return), not a person or a place
    assert names_something("times shifted on my camera's SD card under Linux") == ["Linux"]
    assert route("What museum would Maya enjoy?").lookup
    assert not route("What should I cook tonight?").lookup


def test_keyword_queries_are_lookups() -> None:
    assert is_keyword_query("AquaQuente")
    assert is_keyword_query("harbor cache migration")
    assert not is_keyword_query("what did we decide?")
    assert route("Ingrid Solberg").lookup


def test_confidence_and_signals_are_reported() -> None:
    r = route("What did I switch to?").route
    assert 0 < r.confidence <= 1
    assert any(s.startswith("current_state") for s in r.signals)
    assert route("zzz qqq").route.signals == ("default_lookup", "keyword_query")
    assert not route("zzz qqq").intents  # a lookup asks for no kind of memory


def test_questions_in_several_parts_are_flagged() -> None:
    assert route("italian tutor lesson time and how much she charges").multi_part
    assert route("total cost of the trip - flights plus car hire").multi_part
    assert not route("boiler guarantee ref").multi_part


@pytest.mark.parametrize("query, newest", [
    ("next diabetes clinic date", True),
    ("when is the upcoming match", True),
    ("when is the bergen workshop", True),  # a date in the present tense: the current one
    ("when's my driving test", True),
    ("when was the workshop", False),
    ("when did I last see the dentist", False),
    ("what day is bin collection", True),
    ("what's the date of the school concert", True),
    ("what day was the party", False),
    ("what car do I drive now", True),  # a current-state question
    ("latest hba1c result", True),
    ("what the old guy next door said about the pipes", False),  # a position, not an order in time
    ("the bin next to the shed", False),
    ("boiler guarantee ref", False),
])
def test_questions_asking_for_the_newest_or_next(query: str, newest: bool) -> None:
    assert route(query).newest is newest


@pytest.mark.parametrize("query, shaping, topic", [
    ("what kind of dog did Elena adopt", {"kind", "of"}, set()),
    ("anything to keep in mind for the trip", {"keep", "in", "mind"}, set()),
    ("I need to sort out the car insurance", {"sort", "out"}, set()),
    ("keep a list sorted while inserting new items", set(), {"keep", "sorted"}),
    ("what is my blood type", set(), {"type"}),
])
def test_words_that_shape_a_question_only_in_a_phrase(query: str, shaping: set[str], topic: set[str]) -> None:
    """"kind", "type", "sort" and "keep" say what is asked only in a phrase ("what kind of", "keep in mind");
    "a list sorted", "blood type" are the topic."""
    cues = route(query).cue_words
    assert shaping <= cues and not topic & cues
    assert not {form for word in topic for form in token_forms(word)} & SCAFFOLD

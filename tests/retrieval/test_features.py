"""Feature math over real (tiny) vaults: coverage and focus, answers next to the topic, memory evidence and the
priors' topical gate, recency, dates named in the question."""

from __future__ import annotations

import io
import itertools
import json
import math
import zipfile
from datetime import datetime
from pathlib import Path

import numpy as np
import pytest

from vaultmem import Vault
from vaultmem.retrieval import features as F
from vaultmem.retrieval import weights as W
from vaultmem.retrieval.candidates import Candidates
from vaultmem.retrieval.certificates import OFF_TOPIC, Found, strongest
from vaultmem.retrieval.lexical import concepts
from vaultmem.retrieval.router import route

COL = {f: i for i, f in enumerate(F.FEATURES)}


def chat(root: Path, name: str, date: str, *turns: tuple[str, str]) -> None:
    (root / name).write_text("\n".join(json.dumps({"role": r, "content": c, "timestamp": date}) for r, c in turns))


@pytest.fixture()
def vault(tmp_path: Path):
    (tmp_path / "boiler.md").write_text("# Boiler\n\nThe boiler guarantee ref is WB-7731-4420.\n")
    (tmp_path / "guarantee.md").write_text("# Guarantee\n\nA guarantee matters.\n\n" + "filler words here. " * 60
                                           + "\n\nUnrelated code AB-1234.\n")
    (tmp_path / "garden.md").write_text("---\ndate: 2025-08-03\n---\n# Garden\n\nIdeas: the tulips went in.\n")
    chat(tmp_path, "tea.jsonl", "2025-01-05T09:00:00", ("user", "I decided to switch to oolong tea."),
         ("assistant", "Noted."))
    chat(tmp_path, "cook.jsonl", "2025-03-05T09:00:00", ("user", "I want to become a better cook."),
         ("assistant", "Start with knife skills."))
    chat(tmp_path, "kitchen.jsonl", "2025-03-06T09:00:00", ("user", "What gadgets go in a kitchen?"),
         ("assistant", "A blender."))
    with Vault.open(tmp_path) as v:
        v.sync()
        yield v


def features(v: Vault, question: str) -> tuple[dict[str, np.ndarray], Candidates]:
    snap = v.snapshot()
    cands = Candidates(snap, np.flatnonzero(snap.session_live), concepts(snap, question), route(question).cue_words)
    x = F.feature_matrix(question, route(question), cands)
    return {p.rsplit("/", 1)[-1]: x[i] for i, p in enumerate(cands.info(j).path for j in range(len(cands)))}, cands


def certificate(root: Path, question: str, path: str) -> tuple[Found | None, np.ndarray]:
    """(the strongest certificate the session at ``path`` earns for ``question``, its feature row)."""
    with Vault.open(root) as v:
        v.sync()
        x, cands = features(v, question)
        i = [cands.info(j).path for j in range(len(cands))].index(path)
        return strongest(route(question), cands, i, x[path][COL["coverage"]]), x[path]


def test_coverage_is_the_weighted_share_of_topic_words_and_skips_scaffolding(vault: Vault) -> None:
    x, cands = features(vault, "any ideas about the boiler guarantee?")
    assert [c.word for c, on in zip(cands.concepts.concepts, cands.topic) if not on] == ["ideas"]
    assert x["boiler.md"][COL["coverage"]] == pytest.approx(1.0)
    w = dict(zip((c.word for c in cands.concepts.concepts), cands.weight))
    assert x["guarantee.md"][COL["coverage"]] == pytest.approx(w["guarantee"] / (w["boiler"] + w["guarantee"]))
    assert x["garden.md"][COL["coverage"]] == 0.0


def test_a_changelog_covers_the_question_only_where_its_words_meet(tmp_path: Path) -> None:
    entries = "\n\n".join(f"## Release {i}\n\n{w} was improved." for i, w in
                           enumerate(["Sorting", "Inserting", "The list type", "Bisection"]))
    (tmp_path / "CHANGELOG.md").write_text("# Changelog\n\n" + entries + "\n")
    (tmp_path / "notes.md").write_text("# Notes\n\n" + entries + "\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, cands = features(v, "sorting inserting list bisection")
    assert x["notes.md"][COL["coverage"]] == pytest.approx(1.0)  # every word, each in another section
    paths = [cands.info(j).path for j in range(len(cands))]
    assert x["CHANGELOG.md"][COL["coverage"]] == pytest.approx(F.focus(cands)[paths.index("CHANGELOG.md")])
    assert x["CHANGELOG.md"][COL["coverage"]] < 0.5
    # nor does BM25F count the log's other entries: the same text scores less as a changelog than as a note
    assert cands.release_notes.tolist() == [p == "CHANGELOG.md" for p in paths]
    assert cands.bm25f[paths.index("CHANGELOG.md")] < cands.bm25f[paths.index("notes.md")]


def test_a_long_document_covers_the_question_only_where_its_words_meet_and_a_long_chat_anywhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    words = ["Sorting", "Inserting", "The list type", "Bisection"]
    filler = " Other things were done." * 50
    (tmp_path / "manual.md").write_text("# Manual\n\n" + "\n\n".join(f"## Part {i}\n\n{w} was improved.{filler}"
                                                                     for i, w in enumerate(words)) + "\n")
    chat(tmp_path, "talk.jsonl", "2025-01-05T09:00:00", *[("user", f"{w} was improved.{filler}") for w in words])
    question = "sorting inserting list bisection"
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        assert all(len(snap.session_chunks(int(g))) >= 4 for g in np.flatnonzero(snap.session_live))
        x, _ = features(v, question)
        assert x["manual.md"][COL["coverage"]] == pytest.approx(1.0)  # not long: every word, each in a section
        monkeypatch.setattr(W, "LONG_DOCUMENT_CHUNKS", 3)
        x, cands = features(v, question)
    paths = [cands.info(j).path for j in range(len(cands))]
    assert x["manual.md"][COL["coverage"]] == pytest.approx(F.focus(cands)[paths.index("manual.md")])
    assert x["manual.md"][COL["coverage"]] < 0.5
    assert x["talk.jsonl"][COL["coverage"]] == pytest.approx(1.0)  # a conversation's words are spread over turns
    assert cands.long_document.tolist() == [p == "manual.md" for p in paths]


def test_titled_is_the_share_of_the_topic_a_title_or_file_name_holds_and_never_a_chats(tmp_path: Path) -> None:
    (tmp_path / "bz2.md").write_text("# Support for bzip2 compression\n\nThe module compresses data.\n")
    (tmp_path / "zipfile.md").write_text("# ZIP archives\n\nMembers may compress data with bzip2 or lzma.\n")
    (tmp_path / "bzip2-notes.txt").write_text("Some notes on archives and how to compress data.\n")
    chat(tmp_path, "bzip2.jsonl", "2025-01-05T09:00:00", ("user", "How do I compress data with bzip2?"),
         ("assistant", "Use the bz2 module."))
    with Vault.open(tmp_path) as v:
        v.sync()
        x, cands = features(v, "compress data with bzip2")
    w = dict(zip((c.analysed for c in cands.concepts.concepts), cands.weight))
    both = (w["compress"] + w["bzip2"]) / (w["compress"] + w["data"] + w["bzip2"])
    assert x["bz2.md"][COL["titled"]] == pytest.approx(both)  # "bzip2" and "compression" in the title
    assert x["zipfile.md"][COL["titled"]] == 0.0  # the words are in its text, not its title
    assert x["bzip2-notes.txt"][COL["titled"]] > 0  # the file name counts
    assert x["bzip2.jsonl"][COL["titled"]] == 0.0  # a conversation's opening line is no title


def test_kind_named_marks_the_kind_of_file_a_question_names_among_those_on_its_topic(tmp_path: Path) -> None:
    (tmp_path / "timber.eml").write_text("From: Yard <yard@timber.example>\nTo: me@home.example\nSubject: delay\n\n"
                                         "The oak boards are stuck at the docks until Friday.\n")
    (tmp_path / "timber.md").write_text("# Timber\n\nThe oak boards are stuck at the docks.\n")
    chat(tmp_path, "timber.jsonl", "2025-01-05T09:00:00", ("user", "The oak boards are stuck at the docks."),
         ("assistant", "Noted."))
    (tmp_path / "other.eml").write_text("From: Bank <bank@bank.example>\nTo: me@home.example\nSubject: statement\n\n"
                                        "Your statement is ready.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        mail, _ = features(v, "email saying the oak boards are stuck")
        chats, _ = features(v, "chat about the oak boards")
        asked, _ = features(v, "asked the AI about the oak boards")
        bulletin, _ = features(v, "bulletin saying the oak boards are stuck")
        plain, _ = features(v, "oak boards stuck")
        logged, _ = features(v, "error message when the oak boards are stuck")  # a program's message, not a letter
    assert mail["timber.eml"][COL["kind_named"]] == 1.0
    assert mail["timber.md"][COL["kind_named"]] == mail["timber.jsonl"][COL["kind_named"]] == 0.0
    assert "other.eml" not in mail or mail["other.eml"][COL["kind_named"]] == 0.0  # off the topic: no lift
    assert chats["timber.jsonl"][COL["kind_named"]] == 1.0 and chats["timber.eml"][COL["kind_named"]] == 0.0
    assert asked["timber.jsonl"][COL["kind_named"]] == 1.0 and asked["timber.eml"][COL["kind_named"]] == 0.0
    assert bulletin["timber.eml"][COL["kind_named"]] == 1.0 and bulletin["timber.md"][COL["kind_named"]] == 0.0
    assert all(row[COL["kind_named"]] == 0.0 for row in plain.values())  # no kind named
    assert all(row[COL["kind_named"]] == 0.0 for row in logged.values())


def test_bm25f_is_a_share_of_the_most_the_words_can_score(vault: Vault) -> None:
    x, _ = features(vault, "boiler guarantee")
    values = np.array([row[COL["bm25f"]] for row in x.values()])
    assert (values >= 0).all() and (values < 1).all() and values.max() > 0
    assert x["boiler.md"][COL["bm25f"]] > x["guarantee.md"][COL["bm25f"]]


def test_an_answer_counts_next_to_the_question_words_not_anywhere(vault: Vault) -> None:
    x, _ = features(vault, "boiler guarantee ref")
    assert x["boiler.md"][COL["answer_type"]] == 1.0  # "ref is WB-7731-4420" beside "guarantee"
    assert x["guarantee.md"][COL["answer_type"]] == 0.0  # a code, but hundreds of characters from the topic
    assert x["garden.md"][COL["answer_type"]] == 0.0


def test_an_answer_next_to_the_noun_naming_its_kind_alone_is_no_answer(tmp_path: Path) -> None:
    """"in which city did Priya give her talk": "the city called on Tuesday" names the kind, not the topic."""
    (tmp_path / "library.md").write_text("# Work\n\nThe city called about the Scarborough Library contract.\n")
    (tmp_path / "talk.md").write_text("# Conference\n\nPriya gave her talk at the Hamburg Conference Centre.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "in which city did Priya give her talk")
    assert x["talk.md"][COL["answer_type"]] > 0.5
    assert x["library.md"][COL["answer_type"]] == 0.0


def test_an_answer_beside_part_of_the_topic_counts_by_that_parts_share(tmp_path: Path) -> None:
    (tmp_path / "boiler.md").write_text("# House\n\nThe boiler service is booked for 12 March.\n")
    (tmp_path / "shop.md").write_text("# Shop\n\nThe service at the shop was slow on 3 April.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, cands = features(v, "when is the boiler service")
    share = F.topic_weights(cands)
    assert x["boiler.md"][COL["answer_type"]] == pytest.approx(1.0)
    assert x["shop.md"][COL["answer_type"]] == pytest.approx(share["servic"] ** W.ANSWER_SHARE_POWER)
    assert x["shop.md"][COL["answer_type"]] < 1.0


def test_a_conversation_answers_in_the_turn_after_the_one_that_matched(tmp_path: Path) -> None:
    """"When did Felix get engaged?": "Marieke and I are engaged." is followed by "I asked her last weekend";
    the turn before the match does not answer for it."""
    chat(tmp_path, "news.jsonl", "2024-02-11T08:00:00", ("user", "Big news. Marieke and I are engaged."),
         ("assistant", "I asked her last weekend on Sylt, in a gale."))
    chat(tmp_path, "plans.jsonl", "2024-03-01T08:00:00", ("user", "See you next Friday then."),
         ("assistant", "Marieke and I are engaged, did I say?"))
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "when did Marieke get engaged")
    assert x["news.jsonl"][COL["answer_type"]] == pytest.approx(W.CHAT_ANSWER)
    assert x["plans.jsonl"][COL["answer_type"]] == 0.0


def test_a_conversation_holding_the_asked_kind_of_value_counts_less_than_a_note(tmp_path: Path) -> None:
    """Chat turns name days and times in passing ("see you Friday"): the same sentence answers "when" more
    surely in a note."""
    (tmp_path / "note.md").write_text("# Dentist\n\nThe dentist check-up is on Friday 12 March.\n")
    chat(tmp_path, "talk.jsonl", "2024-02-11T08:00:00", ("user", "The dentist check-up is on Friday 12 March."),
         ("assistant", "Noted."))
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "when is the dentist check-up")
    assert x["note.md"][COL["answer_type"]] == pytest.approx(1.0)
    assert x["talk.jsonl"][COL["answer_type"]] == pytest.approx(W.CHAT_ANSWER)
    assert W.CHAT_ANSWER < 1.0


def test_a_name_the_question_gives_says_whom_a_passage_is_about_not_that_it_answers(tmp_path: Path) -> None:
    """A date beside Felix's name answers "when did Felix get engaged" by the share of the question his name
    holds as a word, not boosted as the name that picks out his conversations."""
    def log(*turns: tuple[str, str]) -> str:
        return "\n".join(json.dumps({"speaker": s, "text": t, "timestamp": "2024-02-11T08:00:00Z"}) for s, t in turns)
    (tmp_path / "visit.jsonl").write_text(log(("Nadia", "Felix drove to Sylt on 3 March."), ("Nadia", "Lovely.")))
    (tmp_path / "news.jsonl").write_text(log(("Felix", "Big news: I am engaged."), ("Nadia", "Wow!")))
    question = "When did Felix get engaged?"
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        decision = route(question)
        cands = Candidates(snap, np.flatnonzero(snap.session_live), concepts(snap, question), decision.cue_words,
                           decision.names)
        rows = F.feature_matrix(question, decision, cands)
    x = {cands.info(i).path: rows[i] for i in range(len(cands))}
    plain, boosted = F.topic_weights(cands, names=False), F.topic_weights(cands)
    assert plain["felix"] < boosted["felix"]  # he is one of the vault's people: his name weighs more in BM25F
    assert x["visit.jsonl"][COL["answer_type"]] == pytest.approx(plain["felix"] ** W.ANSWER_SHARE_POWER
                                                                  * W.CHAT_ANSWER)


def test_an_answer_counts_beside_the_parts_of_a_compound_the_question_hyphenates(tmp_path: Path) -> None:
    (tmp_path / "pottery.md").write_text("# Studio\n\nThursday evenings, eight weeks, £180. Wheel work.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "what did I pay for the eight-week pottery")
    assert x["pottery.md"][COL["answer_type"]] > 0.5  # "£180" beside "eight weeks"


def test_each_clause_asks_its_kind_next_to_its_own_words(tmp_path: Path) -> None:
    """"how much did the roofer charge and what does the surveyor still need": an amount counts beside the roofer,
    not beside the surveyor; a clause naming nothing ("where and what time…") asks about the next one's words."""
    (tmp_path / "roof.md").write_text("# Roof\n\nThe roofer charged £1,400 for the flashing.\n")
    (tmp_path / "survey.md").write_text("# Survey\n\nThe surveyor was paid £300 and still needs the drawings.\n")
    (tmp_path / "club.md").write_text("# Club\n\nTraining is at 18:00 at Stonegate Road Sports Centre.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "how much did the roofer charge and what does the surveyor still need")
        assert x["roof.md"][COL["answer_type"]] > 0.5  # the amount asked for, beside the roofer
        assert x["survey.md"][COL["answer_type"]] == 0.0  # £300 sits beside "surveyor", a clause asking no amount
        x, _ = features(v, "where and what time is club training")
        assert x["club.md"][COL["answer_type"]] == 1.0  # a place and a time, both beside "training"


def test_a_memory_of_the_asked_kind_in_other_words_counts_only_where_the_topic_is_absent(vault: Vault) -> None:
    question = "What should I focus on to improve in the kitchen?"
    x, cands = features(vault, question)
    found = {p.rsplit("/", 1)[-1]: strongest(route(question), cands, i, x[p.rsplit("/", 1)[-1]][COL["coverage"]])
             for i, p in enumerate(cands.info(j).path for j in range(len(cands)))}
    assert found["cook.jsonl"].rule.code == "goal_evidence"  # a goal in other words ("cook"), short session
    assert found["cook.jsonl"].strength == pytest.approx(OFF_TOPIC * 0.72)
    assert found["kitchen.jsonl"] is None  # a question states no goal
    lookup = "kitchen gadgets"
    _, cands = features(vault, lookup)
    assert all(strongest(route(lookup), cands, i, 1.0) is None for i in range(len(cands)))  # asks for no memory


def test_a_statement_in_other_words_counts_only_in_a_conversation(tmp_path: Path) -> None:
    """A chat about one thing states it in other words ("cook" for "kitchen"); a note or a mail that never names
    the topic is about something else."""
    chat(tmp_path, "cook.jsonl", "2025-03-05T09:00:00", ("user", "I want to become a better cook."),
         ("assistant", "Start with knife skills."))
    (tmp_path / "monday.md").write_text("# Monday\n\nI want to become a better cook.\n")
    (tmp_path / "kitchen.md").write_text("# Kitchen\n\nThe kitchen needs a new tap.\n")
    question = "What should I focus on to improve in the kitchen?"
    found, _ = certificate(tmp_path, question, "cook.jsonl")
    assert found is not None and found.rule.code == "goal_evidence"
    assert certificate(tmp_path, question, "monday.md")[0] is None


def test_a_name_the_question_gives_weighs_more_when_it_is_one_of_the_vaults_people(tmp_path: Path) -> None:
    """"Grace" writes the mail: her name weighs ``NAME_WEIGHT``; "Noah" is only mentioned in text, so his name
    is scored like any word (weighted, every mention of him would outrank the question's topic)."""
    (tmp_path / "m.eml").write_text("From: Grace Hill <grace@hill.example>\nTo: me@home.example\nSubject: boiler\n"
                                    "Message-ID: <g1@hill.example>\n\nThe guarantee runs for ten years.\n")
    (tmp_path / "n.md").write_text("# Dogs\n\nNoah walked the dog; the boiler guarantee is in the drawer.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        gids = np.flatnonzero(snap.session_live)
        for question, name, weighs in [("what did Grace say about the guarantee", "grace", W.NAME_WEIGHT),
                                       ("what did Noah say about the guarantee", "noah", 1.0)]:
            decision = route(question)
            assert decision.names == {name}
            plain = Candidates(snap, gids, concepts(snap, question), decision.cue_words)
            named = Candidates(snap, gids, concepts(snap, question), decision.cue_words, decision.names)
            words = [c.word for c in named.concepts.concepts]
            assert named.weight[words.index(name)] == pytest.approx(weighs * plain.weight[words.index(name)])
            assert named.weight[words.index("guarantee")] == pytest.approx(plain.weight[words.index("guarantee")])


def test_priors_never_reach_a_session_that_shares_no_word_with_the_question(vault: Vault) -> None:
    x, _ = features(vault, "Which tea did I decide on?")
    assert x["tea.jsonl"][COL["self_disclosure"]] > 0
    assert x["cook.jsonl"][COL["self_disclosure"]] == 0  # states a goal, but not about tea
    assert x["cook.jsonl"][COL["question_only"]] == 0


def test_recency_ranks_dated_sessions_on_the_topic() -> None:
    day = 86400.0
    dates = np.array([10.0, np.nan, 30.0, 20.0, 40.0]) * day
    cov = np.array([1.0, 1.0, 0.9, 0.6, 0.2])
    assert F.recency(dates, cov).tolist() == [0.0, 0.0, 1.0, 0.5, 0.0]  # the last is off topic (< half)


def test_recency_counts_days_so_files_copied_in_one_go_are_equally_recent() -> None:
    """A folder of documents copied or checked out at once has modification times seconds apart: which second
    a file was written says nothing about which is current."""
    day = 86400.0
    same_day = np.array([3.0, 1.0, 2.0]) + 20000 * day
    cov = np.ones(3)
    assert F.recency(same_day, cov).tolist() == [0.0, 0.0, 0.0]
    two_days = np.array([20000 * day + 5, 20000 * day + 9, 20001 * day + 1])
    assert F.recency(two_days, cov).tolist() == [0.0, 0.0, 1.0]


def test_a_conversation_kept_for_months_is_as_recent_as_the_turn_that_answers(tmp_path: Path) -> None:
    """A chat log started in January whose October turn changes a dose is newer on that topic than a note from
    March: recency reads the best turn's own time, not the session's start."""
    (tmp_path / "log.jsonl").write_text("\n".join(json.dumps(t) for t in [
        {"role": "user", "content": "Dinner ideas please.", "timestamp": "2025-01-19T18:00:00+00:00"},
        {"role": "user", "content": "The nurse dropped my tresiba to 15 units.", "timestamp": "2025-10-13T19:30:00+00:00"},
    ]))
    (tmp_path / "kit.md").write_text("---\ndate: 2025-03-01\n---\n# Kit\n\nTresiba 16 units at 9pm.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        x, cands = features(v, "how many units of tresiba am i on now")
    dates = dict(zip((cands.info(i).path for i in range(len(cands))), cands.topic_dates()))
    assert dates["log.jsonl"] == datetime.fromisoformat("2025-10-13T19:30:00+00:00").timestamp()
    assert cands.dates[[cands.info(i).path for i in range(len(cands))].index("log.jsonl")] < dates["kit.md"]
    assert x["log.jsonl"][COL["recency"]] == 1.0 and x["kit.md"][COL["recency"]] == 0.0


def test_a_received_request_is_an_open_loop_about_its_sender_not_a_self_disclosure(tmp_path: Path) -> None:
    """"What does building control still want from me": the council's letter asks for things ("we still need
    … from you") without naming itself in that sentence; its sender does. It earns the request certificate, and
    no self-disclosure prior (it is not the owner's words)."""
    (tmp_path / "bc.eml").write_text(
        "From: Building Control <bc@council.example>\nTo: Sam <sam@home.example>\nSubject: Items outstanding\n"
        "Message-ID: <bc1@council.example>\nDate: Tue, 21 Oct 2025 10:00:00 +0000\n\n"
        "The works are satisfactory. We still need the electrical certificate from you.\n"
        "Please send it by 28 November 2025.\n")
    (tmp_path / "kitchen.md").write_text("# Kitchen\n\nThe new kitchen has building control sign-off pending.\n")
    found, x = certificate(tmp_path, "what does building control still want from me", "bc.eml")
    assert found is not None and found.rule.code == "request_to_you" and set(found.named) >= {"build", "control"}
    assert x[COL["self_disclosure"]] == 0.0


def test_a_promise_in_a_sent_letter_is_about_its_recipient(tmp_path: Path) -> None:
    """"What did I tell Bernie I'd do": the owner's reply promises things ("I'll send you the link") without
    naming Bernie in that sentence; the letter's recipient does."""
    for n, to in enumerate(("Bernie Walsh <bernie@food.example>", "Ana <ana@x.example>", "Bo <bo@y.example>")):
        (tmp_path / f"m{n}.eml").write_text(
            f"From: Sam <sam@home.example>\nTo: {to}\nSubject: Hampers\nMessage-ID: <m{n}@home.example>\n"
            "Date: Thu, 06 Nov 2025 21:14:00 +0000\n\nI'll send you the JustGiving link next week.\n")
    found, _ = certificate(tmp_path, "what did i tell bernie i'd do", "m0.eml")
    assert found is not None and found.rule.code == "open_loop_commitment" and found.named == ("berni",)


def test_a_sentence_pointing_to_another_file_is_no_statement(tmp_path: Path) -> None:
    """A to-do "Sash windows – see [[sash-windows]] for what's outstanding" names the topic, but what is
    outstanding is in the note it points to: it earns no certificate; a thing still to do said outright does."""
    (tmp_path / "overview.md").write_text("# House\n\n## To do\n\n- [ ] Sash windows – see [[sash-windows]] for "
                                          "what's outstanding\n")
    (tmp_path / "daily.md").write_text("# Monday\n\nI still need to call Rob about the sash windows.\n")
    pointer, _ = certificate(tmp_path, "sash windows - what's still left for me to do", "overview.md")
    stated, _ = certificate(tmp_path, "sash windows - what's still left for me to do", "daily.md")
    assert pointer is None
    assert stated is not None and stated.rule.code == "open_loop_commitment"


def test_a_month_named_in_the_question_meets_sessions_dated_in_it(vault: Vault) -> None:
    x, _ = features(vault, "tulips planted in august")
    assert x["garden.md"][COL["in_period"]] == 1.0
    x, _ = features(vault, "tulips planted in march")
    assert x["garden.md"][COL["in_period"]] == 0.0


def test_bm25f_terms_add_up_in_the_explanation(vault: Vault) -> None:
    top = vault.search("boiler guarantee ref", k=1)[0]
    node = next(c for g in top.explanation.children for c in g.children if c.detail.get("feature") == "bm25f")
    assert math.isclose(sum(t.value for t in node.children), node.value, abs_tol=1e-9)
    assert {t.detail["term"] for t in node.children} == {"boiler", "guarantee", "ref"}


def test_phrase_reads_a_chunk_only_when_the_index_says_it_may_hold_a_pair(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The index's word counts of the best chunk skip decoding chunks that cannot hold a pair: the feature is
    exactly what reading every chunk gives, for questions made of the vault's own word runs (pairs present and
    absent, compounds, numbers, non-ASCII) and for misspelt and hyphenated ones."""
    import random
    import shutil

    root = tmp_path / "vault"
    shutil.copytree(Path(__file__).resolve().parents[2] / "resources" / "sample_vault", root,
                    ignore=shutil.ignore_patterns(".vaultmem"))
    rng = random.Random(7)
    with Vault.open(root) as v:
        v.sync()
        snap = v.snapshot()
        questions = ["wi-fi password for the harbor cache", "morter mix ratio for the wall", "boiler repair quote",
                     "what did we decide about the delivery-event cache?", "Kyoto trip flights seat"]
        for _ in range(60):
            words = snap.chunk_text(rng.randrange(snap.n_chunks)).split()
            at = rng.randrange(max(1, len(words) - 4))
            questions.append(" ".join(words[at:at + rng.randint(2, 5)]))
        decoded = 0
        for q in questions:
            cands = Candidates(snap, np.flatnonzero(snap.session_live), concepts(snap, q), route(q).cue_words)
            rows = np.arange(len(cands))
            fast = F.phrase(q, cands, rows)
            with monkeypatch.context() as m:
                m.setattr(Candidates, "best_chunk_holds", lambda self, forms: {})
                assert np.array_equal(F.phrase(q, cands, rows), fast), q
            decoded += int((fast > 0).sum())
        assert decoded > 20  # the questions do find pairs


def test_the_owners_own_name_is_no_name_that_tells_sessions_apart(tmp_path: Path) -> None:
    """Hanna is on every message of Hanna's mail: "does Hanna prefer the train" names no message; a correspondent
    on one thread does."""
    for n, (who, subject, body) in enumerate([("Ole Brandt <ole@firm.example>", "Venue", "The venue moved."),
                                              ("Ole Brandt <ole@firm.example>", "Slides", "Send the slides."),
                                              ("Mira Holt <mira@club.example>", "Train", "I prefer the train."),
                                              ("Ole Brandt <ole@firm.example>", "Lunch", "Lunch at noon.")]):
        (tmp_path / f"m{n}.eml").write_text(f"From: {who}\nTo: Hanna Berg <hanna@home.example>\nSubject: {subject}\n"
                                            f"Date: Mon, 0{n + 1} Sep 2025 10:00:00 +0000\n\n{body}\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        question = "Does Hanna prefer the train or does Mira?"
        decision = route(question)
        assert decision.names == {"hanna", "mira"}
        cands = Candidates(snap, np.flatnonzero(snap.session_live), concepts(snap, question), decision.cue_words,
                           decision.names)
        named = {c.word: bool(on) for c, on in zip(cands.concepts.concepts, cands.named)}
        assert named["hanna"] is False and named["mira"] is True
        assert cands.owner_forms() == {"hanna"}


def test_a_chat_log_is_judged_by_the_exchange_that_matched(tmp_path: Path) -> None:
    """A log of quick questions asks about most things; where the owner stated something (the gloves), that
    exchange is not a question only, however many other turns ask, and the other exchanges state nothing."""
    asks = [t for topic in ("paint", "tyres", "mortgage", "kettle", "router")
            for t in (("user", f"Which {topic} should I buy? What do you suggest?"), ("assistant", "It depends."))]
    chat(tmp_path, "quick.jsonl", "2025-06-01T09:00:00", *asks[:6],
         ("user", "I'm done with leather gloves for the bees. Nitrile from now on, I prefer the feel."),
         ("assistant", "Nitrile is a good choice."), *asks[6:])
    with Vault.open(tmp_path) as v:
        v.sync()
        x, _ = features(v, "which gloves do I prefer for the bees")
    assert x["quick.jsonl"][COL["question_only"]] == 0.0
    with Vault.open(tmp_path) as v:
        x, _ = features(v, "which router should I buy")
    assert x["quick.jsonl"][COL["question_only"]] > 0.5
    assert x["quick.jsonl"][COL["self_disclosure"]] == 0.0  # the gloves statement is another exchange's


def test_the_share_of_the_topic_a_passage_holds_is_the_same_in_any_order() -> None:
    """A set of words is read in another order in each process (string hashing): a plain float sum then scored
    the same search differently from one run to the next."""
    weights = {"patch": 0.1, "liner": 0.2, "drain": 0.3, "done": 1e-17}
    totals = {F.topic_share(weights, order) for order in itertools.permutations(weights)}
    assert len(totals) == 1
    assert F.topic_share(weights, ["patch", "unknown"]) == 0.1


def test_a_long_page_of_documentation_counts_the_section_where_the_words_meet_over_the_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A manual page or a source file is many sections, each on its own topic: a page that names the question's
    words apart, each in another section, weighs less than the page whose section holds both."""
    filler = " ".join(f"Paragraph {i} describes the general setup of the service." for i in range(30))

    def page(sections: list[str]) -> str:
        return "\n\n".join(f"{title}\n{'=' * len(title)}\n\n{text} {filler}" for title, text in
                           zip((f"Section {i}" for i in range(len(sections))), sections)) + "\n"

    plain = ["Nothing about it here."] * 8
    spread = list(plain)
    spread[1] = "The lockfile is kept in the run folder and removed on exit; a lockfile left behind is stale."
    spread[6] = "A timeout applies to every request, and the timeout is logged."
    meets = list(plain)
    meets[4] = "The lockfile timeout is thirty seconds."
    (tmp_path / "spread.txt").write_text(page(spread))
    (tmp_path / "meets.txt").write_text(page(meets))
    (tmp_path / "notes.md").write_text("# Notes\n\n" + page(spread))  # a note is no page of documentation
    (tmp_path / "manual.docx").write_bytes(docx(page(spread)))  # a document is, as a PDF is
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        assert all(len(snap.session_chunks(int(g))) >= W.DOCUMENT_CHUNKS for g in np.flatnonzero(snap.session_live))
        _, cands = features(v, "lockfile timeout")
        with monkeypatch.context() as whole:
            whole.setattr(W, "DOCUMENT_WHOLE_WEIGHT", W.WHOLE_WEIGHT)
            _, as_notes = features(v, "lockfile timeout")
    paths = [cands.info(j).path for j in range(len(cands))]
    assert cands.pages.tolist() == [p.endswith((".txt", ".docx")) for p in paths]
    score = dict(zip(paths, cands.bm25f))
    assert score["meets.txt"] > score["spread.txt"]
    before = dict(zip(paths, as_notes.bm25f))
    assert before["meets.txt"] < before["spread.txt"]  # read whole, as a note is, the scattered page wins
    assert score["notes.md"] == pytest.approx(before["notes.md"])


def docx(text: str) -> bytes:
    """A word processor's document of ``text``'s paragraphs, each underlined title a heading."""
    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    blocks = [b.split("\n") for b in text.split("\n\n") if b.strip()]
    body = "".join(f'<w:p><w:pPr><w:pStyle w:val="H1"/></w:pPr><w:r><w:t>{b[0]}</w:t></w:r></w:p>' if len(b) == 2
                   else f"<w:p><w:r><w:t>{b[0]}</w:t></w:r></w:p>" for b in blocks)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("word/document.xml", f"<w:document {w}><w:body>{body}</w:body></w:document>")
        z.writestr("word/styles.xml", f'<w:styles {w}><w:style w:styleId="H1"><w:name w:val="heading 1"/>'
                                      "</w:style></w:styles>")
    return out.getvalue()


def test_a_title_holding_only_another_word_for_the_topic_counts_as_much_as_that_word_does(tmp_path: Path) -> None:
    """A "Gas" note is no bill's title: another word for a question's word counts in a title as its occurrence
    counts (``SYNONYM_WEIGHT``, ``KIND_WEIGHT``), not as the word itself."""
    (tmp_path / "invoice.md").write_text("# Invoice\n\nFor the clutch.\n")
    (tmp_path / "bill.md").write_text("# Bill\n\nFor the clutch.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        cands = Candidates(snap, np.flatnonzero(snap.session_live), concepts(snap, "bill", synonyms=True), ())
        share = dict(zip((cands.info(j).path for j in range(len(cands))), F.titled(cands)))
    assert share["bill.md"] == pytest.approx(1.0)
    assert 0 < share["invoice.md"] < 1

"""The auto route end to end on a real (tiny) vault of chat exports and notes."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from vaultmem import Vault


def chat(path: Path, date: str, *turns: tuple[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(json.dumps({"role": r, "content": c, "timestamp": date}) for r, c in turns) + "\n")


@pytest.fixture()
def vault(tmp_path: Path):
    chat(tmp_path / "c1.jsonl", "2025-11-01T09:00:00", ("user", "I drink three cups of espresso a day."),
         ("assistant", "That is a lot of caffeine."))
    chat(tmp_path / "c2.jsonl", "2026-02-20T09:00:00", ("user", "I quit espresso and switched to matcha tea."),
         ("assistant", "Matcha has gentler caffeine."))
    chat(tmp_path / "c3.jsonl", "2026-01-05T09:00:00", ("user", "What are good hot drinks for winter?"),
         ("assistant", "Hot chocolate and chai."))
    chat(tmp_path / "c4.jsonl", "2026-01-07T09:00:00", ("user", "Remind me to renew the car insurance before March."),
         ("assistant", "Noted."))
    chat(tmp_path / "c5.jsonl", "2026-01-08T09:00:00", ("user", "We decided to book the Hyatt because it is walkable."),
         ("assistant", "Great."))
    chat(tmp_path / "c6.jsonl", "2026-01-06T09:00:00", ("user", "Compare the Hyatt, Marriott and Line hotels."),
         ("assistant", "Here is a comparison."))
    (tmp_path / "boiler.md").write_text("# Boiler\n\nThe AquaQuente technician comes on Tuesday.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        yield v


def names(results) -> list[str]:
    return [r.path for r in results]


def test_every_explanation_is_additive_and_equals_the_score(vault: Vault) -> None:
    for q in ("What am I drinking these days?", "Any follow-ups?", "Which hotel did we decide on?", "AquaQuente"):
        for r in vault.search(q, k=10):
            assert r.explanation.is_additive()
            assert abs(r.explanation.value - r.score) < 1e-9
            assert [s.stage for s in r.stages] == ["bm25", "episode", "rerank", "certificates"]


def test_current_state_question_prefers_the_newest_statement_and_labels_the_older(vault: Vault) -> None:
    results = vault.search("What am I drinking these days instead of espresso?", k=3)
    assert results[0].path == "c2.jsonl"
    older = next(r for r in results if r.path == "c1.jsonl")
    codes = [c.detail.get("rule") for g in older.explanation.children for c in g.children]
    assert "superseded" in codes


def test_open_loop_certificate_carries_code_sentence_and_evidence(vault: Vault) -> None:
    top = vault.search("Is there anything I need to follow up on?", k=1)[0]
    assert top.path == "c4.jsonl"
    cert = next(c for c in top.certificates if c.code == "open_loop_commitment")
    assert cert.sentence.endswith(".")
    assert cert.evidence[0].text == "Remind me to renew the car insurance before March."


def test_decision_beats_a_request_naming_the_same_thing(vault: Vault) -> None:
    assert vault.search("Which hotel did we decide on?", k=1)[0].path == "c5.jsonl"


def test_a_lookup_returns_only_the_sessions_naming_it(vault: Vault) -> None:
    results = vault.search("AquaQuente", k=3)
    assert [r.path for r in results] == ["boiler.md"]
    assert results.matched == 1
    assert "keyword_query" in results[0].route.signals


def test_a_word_is_never_matched_by_pieces_of_others(vault: Vault) -> None:
    """"espressolyte" shares BPE pieces with "espresso" but is not the word: nothing matches it."""
    assert not vault.search("espressolyte", k=10)
    tea = [r.path for r in vault.search("tea", k=10)]
    assert "c2.jsonl" in tea and [r.path for r in vault.search("espressolyte tea", k=10)] == tea


def test_ranking_is_deterministic(vault: Vault) -> None:
    q = "What should I drink?"
    first = [(r.session_id, r.score) for r in vault.search(q, k=10)]
    assert first == [(r.session_id, r.score) for r in vault.search(q, k=10)]


def test_bm25_mode_returns_only_lexical_matches(vault: Vault) -> None:
    results = vault.search("espresso", k=10, mode="bm25")
    assert {r.path for r in results} == {"c1.jsonl", "c2.jsonl"}


def test_the_explanation_names_the_chunk_the_result_stands_on(vault: Vault) -> None:
    top = vault.search("Which hotel did we decide on?", k=1)[0]
    assert top.explanation.detail["chunk"] == "user turn 1"
    assert "user turn 1" in top.explanation.description
    note = vault.search("AquaQuente", k=1, mode="bm25")[0]
    assert note.explanation.detail["chunk"] == "Boiler"


@pytest.mark.parametrize("mode", ["auto", "bm25"])
def test_results_count_and_date_every_matching_session_beyond_the_top_k(vault: Vault, mode: str) -> None:
    results = vault.search("espresso caffeine", k=1, mode=mode)
    assert len(results) == 1
    assert results.matched == 2  # c1 and c2 mention espresso; nothing else does
    assert sorted(results.matched_dates) == sorted(
        datetime.fromisoformat(d).astimezone().timestamp() for d in ("2025-11-01T09:00:00", "2026-02-20T09:00:00"))


def test_a_misspelt_word_is_read_as_the_vaults_word_one_edit_away(vault: Vault) -> None:
    top = vault.search("espreso", k=3)
    assert {r.path for r in top} == {"c1.jsonl", "c2.jsonl"}
    terms = [t for g in top[0].explanation.children for f in g.children for t in f.children]
    assert any(t.detail.get("corrected") == "espresso" for t in terms)
    assert not vault.search("flibbertigibbet", k=3)  # a made-up word has no word of the language nearby


def test_a_word_of_the_language_is_never_read_as_another(tmp_path: Path) -> None:
    """"tracker" is a word, not a misspelling of "tracked" one edit away: a vault without it matches nothing."""
    (tmp_path / "steps.md").write_text("# Steps\n\nI tracked my steps every day.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert not v.search("tracker", k=3)
        assert [r.path for r in v.search("trackd", k=3)] == ["steps.md"]  # a misspelling still is


def test_an_inflected_word_the_vault_lacks_is_read_as_the_vaults_form_of_it(tmp_path: Path) -> None:
    """Czech "k zubaři" (to the dentist) finds the event titled "Zubař": the English stemmer leaves the ending."""
    (tmp_path / "dentist.md").write_text("# Zubař – preventivní prohlídka\n\nÚterý 2. 12. v 7:40.\n")
    (tmp_path / "other.md").write_text("# Zubní pasta\n\nKoupit zubní pastu.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        top = v.search("kdy jdu k zubaři", k=3)
        assert [r.path for r in top] == ["dentist.md"]
        terms = [t for g in top[0].explanation.children for f in g.children for t in f.children]
        assert any(t.detail.get("corrected") == "zubar" for t in terms)
        assert not v.search("zubařovina", k=3)  # more than two letters away from any word of the vault


def test_a_compound_the_vault_lacks_is_read_as_the_two_words_it_holds(tmp_path: Path) -> None:
    """Dutch "zeilexamen" (sailing exam) finds the note that names "zeil" and "examen" apart; a word of the
    language is never split ("girlfriend" is no friend's girl)."""
    (tmp_path / "exam.md").write_text("# Examen\n\nHet zeil theorie-examen is op 14 mei in Loosdrecht.\n")
    (tmp_path / "boat.md").write_text("# Boot\n\nNieuw zeil besteld bij de zeilmaker.\n")
    (tmp_path / "friends.md").write_text("# Friends\n\nA friend of the girl next door.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        top = v.search("wanneer is mijn zeilexamen", k=3)
        assert top[0].path == "exam.md"
        terms = [t for g in top[0].explanation.children for f in g.children for t in f.children]
        assert {t.detail.get("corrected") for t in terms} >= {"zeil", "examen"}
        assert not v.search("girlfriend", k=3)
        assert not v.search("zeilexamenfeest", k=3)  # a third part: no two of the vault's words make it


def test_a_word_of_another_language_meets_the_forms_of_it_the_vault_holds(tmp_path: Path) -> None:
    """Czech "babiččin" (grandmother's) finds "babiččina" too, below the note with the word as typed; an English
    word is left to the stemmer ("garden" is no form of the brand "Gardena")."""
    (tmp_path / "dum.md").write_text("# Dům\n\nBabiččin dům v Olomouci má novou střechu.\n")
    (tmp_path / "pec.md").write_text("# Pec\n\nBabiččina kamna potřebují nový komín.\n")
    (tmp_path / "hose.md").write_text("# Hose\n\nThe Gardena connector on the tap leaks.\n")
    (tmp_path / "veg.md").write_text("# Veg\n\nThe garden beds need compost.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        results = v.search("babiččin", k=5)
        assert names(results) == ["dum.md", "pec.md"]
        terms = [t for g in results[1].explanation.children for f in g.children for t in f.children]
        assert "another form of it (babiccina" in " ".join(t.description for t in terms)
        assert names(v.search("garden", k=5)) == ["veg.md"]


def test_a_word_finds_a_file_written_with_a_synonym_or_a_translation(tmp_path: Path) -> None:
    (tmp_path / "garage.md").write_text("# Garage\n\nThe invoice for the new clutch came to £640.\n")
    (tmp_path / "gas.md").write_text("# Gas\n\nLa factura del gas llega el lunes.\n")
    (tmp_path / "other.md").write_text("# Other\n\nThe clutch pedal feels heavy again.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert names(v.search("bill for the clutch", k=3))[0] == "garage.md"
        assert "gas.md" in names(v.search("invoices", k=3))
        top = v.search("bill", k=3)[0]
        terms = [t for g in top.explanation.children for f in g.children for t in f.children]
        assert any("invoic" in t.detail.get("aliases", ()) for t in terms)
        assert "another word for it" in " ".join(t.description for t in terms)
        assert [top.snippet.text[a:b] for a, b in top.snippet.highlights] == ["invoice"]
        assert not v.search("bill", k=3, mode="bm25")  # plain BM25 matches words as written


def test_a_general_word_finds_a_file_naming_a_kind_of_it(tmp_path: Path) -> None:
    """A person asks about "the vehicle" and the note names the van: the van counts (less than the word itself),
    and the explanation says it was read as a kind of it."""
    (tmp_path / "garage.md").write_text("# Garage\n\nDecided to lease the electric van from March.\n")
    (tmp_path / "garden.md").write_text("# Garden\n\nThe roses need water before March.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        results = v.search("what did I decide about the vehicle", k=3)
        assert names(results) == ["garage.md"]
        terms = [t for g in results[0].explanation.children for f in g.children for t in f.children]
        assert "a kind of it (van" in " ".join(t.description for t in terms)
        assert not v.search("vehicle", k=3, mode="bm25")  # plain BM25 matches words as written
        assert not v.search("car", k=3)  # one way: a kind does not stand for its general word or its siblings


def test_a_place_the_question_names_finds_its_name_in_another_language(tmp_path: Path) -> None:
    """"Brittany" is a name (not read as another word), but the place has other names: a French note on
    "la Bretagne" answers, at the weight of the word itself, and the explanation says by which name."""
    (tmp_path / "vacances.md").write_text("# Vacances\n\nLe gîte en Bretagne coûte 1 290 € la semaine.\n")
    (tmp_path / "other.md").write_text("# Other\n\nThe gite in Provence was cheaper.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        results = v.search("how much was the gite in Brittany", k=3)
        assert names(results)[0] == "vacances.md"
        terms = [t for g in results[0].explanation.children for f in g.children for t in f.children]
        assert any("bretagn" in t.detail.get("aliases", ()) for t in terms)


def test_a_name_in_the_question_is_not_read_as_another_word(tmp_path: Path) -> None:
    (tmp_path / "garage.md").write_text("# Garage\n\nThe invoice for the new clutch came to £640.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert not v.search("what did Bill say", k=3)


def test_a_newer_statement_about_another_word_of_the_question_supersedes_nothing(tmp_path: Path) -> None:
    """"Which video editor do I use now?": a later session about a video game shares no topic word with the one
    naming the editor, so it is no newer statement about the same thing."""
    chat(tmp_path / "editor.jsonl", "2026-03-01T09:00:00",
         ("user", "I switched from Premiere to DaVinci Resolve. These days my editor is Resolve."),
         ("assistant", "Current editor is DaVinci Resolve."))
    chat(tmp_path / "game.jsonl", "2026-04-06T09:00:00",
         ("user", "I want to become a better player in my favorite video game."), ("assistant", "Practice helps."))
    with Vault.open(tmp_path) as v:
        v.sync()
        results = v.search("Which video editor do I use now?", k=5)
    rules = {r.path: {c.detail.get("rule") for g in r.explanation.children for c in g.children} for r in results}
    assert set(rules) == {"editor.jsonl", "game.jsonl"}
    assert not any({"supersedes", "superseded"} & codes for codes in rules.values())


def test_a_note_dated_only_by_when_it_was_saved_is_no_newer_statement(tmp_path: Path) -> None:
    """Copied or rebuilt, every file of a vault is saved "today": a note's save time says nothing about when its
    price was stated, so it is neither the newest statement nor recent; the dated mails are ordered by their dates."""
    def mail(name: str, date: str, body: str) -> None:
        (tmp_path / name).write_text(f"From: Dave <dave@school.example>\nTo: me@home.example\n"
                                     f"Subject: Driving lesson price\nDate: {date}\n\n{body}\n")
    (tmp_path / "lessons.md").write_text("# Driving lessons\n\nA driving lesson with Dave costs 30 pounds.\n")
    mail("old.eml", "Tue, 04 Jun 2024 10:00:00 +0000", "A driving lesson costs 28 pounds.")
    mail("rise.eml", "Tue, 04 Mar 2025 10:00:00 +0000", "From April a driving lesson costs 34 pounds.")
    with Vault.open(tmp_path) as v:
        v.sync()
        results = v.search("how much is a driving lesson now", k=5)
    parts = {r.path: {c.detail.get("feature") or c.detail.get("rule"): c.value
                      for g in r.explanation.children for c in g.children} for r in results}
    assert results[0].path == "rise.eml" and set(parts) == {"lessons.md", "old.eml", "rise.eml"}
    assert parts["rise.eml"]["recency"] == 0.4 and "recency" not in parts["lessons.md"]

"""A question's words as index concepts: a pair of words the vault also writes as one adds that word, weighing
no more than the rarer of the two (another spelling of them, not a rarer topic)."""

from __future__ import annotations

from pathlib import Path

from vaultmem import Vault
from vaultmem.retrieval.lexical import LOOSE_WORDS, TAIL_MIN, concepts


def test_a_joined_spelling_weighs_no_more_than_its_rarer_word(tmp_path: Path) -> None:
    (tmp_path / "code.md").write_text("# Code\n\nclass SortedList keeps a sortedlist of keys.\n")
    for i in range(6):
        (tmp_path / f"note{i}.md").write_text(f"# Note {i}\n\nA sorted list of things, item {i}. The list grows.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        by_word = {c.word: c for c in concepts(v.snapshot(), "insert into a sorted list").concepts}
    assert {"sorted", "list", "sorted list"} <= set(by_word)
    assert by_word["sorted list"].idf == max(by_word["sorted"].idf, by_word["list"].idf)
    assert by_word["sorted list"].analysed == "sortedlist"


def test_only_words_side_by_side_in_the_question_are_joined(tmp_path: Path) -> None:
    """"call a method" is no "callmethod" (an identifier in some code): the words a function word parts are
    never read as one."""
    (tmp_path / "proxy.md").write_text("# Proxy\n\nEach request goes through _callmethod on the manager.\n")
    (tmp_path / "howto.md").write_text("# How to\n\nTo call a method, name it after the dot.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert "call method" not in {c.word for c in concepts(v.snapshot(), "call a method").concepts}
        assert "call method" in {c.word for c in concepts(v.snapshot(), "call method").concepts}


def test_a_compound_the_vault_writes_apart_is_read_as_its_parts(tmp_path: Path) -> None:
    """"eight-week course" over a note saying "eight weeks": each part is a concept with its own analysed form, so
    the features that read a passage find "eight" (read as 8) and "week" in it."""
    (tmp_path / "pottery.md").write_text("# Pottery\n\nThursday evenings, eight weeks, £180 for the course.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        found = concepts(v.snapshot(), "eight-week course").concepts
    assert [(c.word, c.analysed) for c in found] == [("eight-week", "8"), ("eight-week", "week"),
                                                     ("course", "cours")]


def test_a_compound_whose_first_part_the_vault_lacks_is_read_as_its_ending(tmp_path: Path) -> None:
    """"korøvelsene" (the choir practices) where the vault writes "øvelsene" but never "kor" alone: the compound is
    right-headed, so its ending stands for it, marked as a reading; an ending of fewer than ``TAIL_MIN`` letters
    never does."""
    (tmp_path / "kor.md").write_text("# Havnekoret\n\nØvelsene flyttes til tirsdag i kirkestua. Pause klokka åtte.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        found = concepts(v.snapshot(), "hvor er korøvelsene").concepts
        short = concepts(v.snapshot(), "kirkepause").concepts
    assert [(c.word, c.corrected) for c in found] == [("korøvelsene", "ovelsene")]  # folded, as the index reads it
    assert len("pause") < TAIL_MIN and not short


def test_only_a_questions_first_words_are_read_loosely(tmp_path: Path) -> None:
    """A misspelling among a question's first ``LOOSE_WORDS`` content words is read as the vault's word; in a
    pasted paragraph of hundreds of words that match nothing, a later one is matched as written (each loose
    reading of a word that matches nothing costs milliseconds)."""
    (tmp_path / "health.md").write_text("# Health\n\nDiabetes review with the nurse in March.\n")
    filler = " ".join(f"zqx{chr(97 + i // 26)}{chr(97 + i % 26)}word" for i in range(LOOSE_WORDS))
    with Vault.open(tmp_path) as v:
        v.sync()
        assert [c.corrected for c in concepts(v.snapshot(), "diabates review").concepts] == ["diabetes", ""]
        late = concepts(v.snapshot(), f"{filler} diabates").concepts
    assert not late


def test_a_misspelt_name_or_term_is_read_as_the_vaults_word_it_uses(tmp_path: Path) -> None:
    """A word of no language's common vocabulary ("varroa", "Severnside") is a correction too, when the vault uses
    it in more than one chunk; a letter left out is the likeliest slip, and the form is shown as plainly as it can
    be ("metoprolol", not "metoprololl")."""
    (tmp_path / "bees.md").write_text("# Bees\n\n## Mites\n\nVarroa count high in hive 3.\n\n## Plan\n\n"
                                      "Varroa treatment: oxalic acid in December.\n\n## Mum\n\n"
                                      "Metoprolol dose up to 50 mg.\n\n## Dose\n\nMetoprolol twice a day.\n\n"
                                      "## Boat\n\nMotoring back to the marina once.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        snap = v.snapshot()
        assert [c.corrected for c in concepts(snap, "varoa").concepts] == ["varroa"]
        assert [c.corrected for c in concepts(snap, "metoprollol dose").concepts] == ["metoprolol", ""]
        assert not concepts(snap, "mooring").concepts  # "motoring" is in one chunk only: no stand-in


def test_a_word_another_language_inflects_is_read_as_the_vaults_forms_sharing_its_first_letters(
        tmp_path: Path) -> None:
    """Spanish "prometí" (I promised) finds the note that writes "prometido", more than an edit or an ending away;
    a word the note holds counts each of its occurrences once, its own form and its truncated form together; a
    long made-up word is no form of a word that shares its first letters."""
    (tmp_path / "tomi.md").write_text("# Tomi\n\nLe había prometido a Tomi pagar la excursión del martes.\n")
    (tmp_path / "other.md").write_text("# Wobbly\n\nThe wobbly shelf needs two screws.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert [r.path for r in v.search("prometí", k=3)] == ["tomi.md"]
        found = concepts(v.snapshot(), "prometí martes", synonyms=True).concepts
        top = v.search("martes", k=3)[0]
        assert not v.search("wobbleskrunch", k=3)
    assert [(c.word, c.corrected) for c in found][0] == ("prometí", "prome…")
    assert [a.word for a in found[1].aliases] == ["marte…"]
    terms = [t for g in top.explanation.children for f in g.children for t in f.children]
    assert terms[0].detail["tf_best_chunk"] == 1.0  # "martes" once: not again as "marte…"


def test_a_translation_meets_its_inflections_where_the_vault_writes_it(tmp_path: Path) -> None:
    """"invoice" finds the Hungarian notes that write the lexicon's "számla" and its accusative "számlát" (the word
    truncated, once the vault writes the word itself); a vault that never writes "mappa" (Hungarian for folder)
    does not find "mappable" for "folder"."""
    (tmp_path / "villany.md").write_text("# Villany\n\nMegkaptuk a számlát a villanyszerelőtől.\n")
    (tmp_path / "gaz.md").write_text("# Gáz\n\nA gáz számla 12 400 forint.\n")
    (tmp_path / "grid.md").write_text("# Grid\n\nEvery tile is mappable to one cell.\n")
    with Vault.open(tmp_path) as v:
        v.sync()
        assert sorted(r.path for r in v.search("invoice", k=3)) == ["gaz.md", "villany.md"]
        assert not v.search("folder", k=3)

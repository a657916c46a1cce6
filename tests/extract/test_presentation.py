"""Presentations (.pptx, .odp): a document session of the slides in the deck's order, each titled slide a heading
section, its speaker notes after it, slide numbers and footers left out."""

from __future__ import annotations

from documents import odp, pptx, zipped

SLIDES = [("Garage lease review", ["Q2 2025"], ""),
          ("Supplier options", ["Diagnix: £310 a month", "AutoTech: £285 a month"], "Mention AutoTech's discount"),
          ("", ["Decision by 30 June"], "")]


def test_a_pptx_is_a_document_of_its_slides_in_order(extract):
    (deck,) = extract("work/lease.pptx", pptx(SLIDES)).sessions
    assert deck.kind == "document" and deck.title == "Garage lease review"
    assert deck.metadata == {"format": "pptx", "slides": 3}
    assert [c.metadata["heading_path"] for c in deck.chunks] == [["Garage lease review"], ["Supplier options"]]
    assert deck.text.index("Q2 2025") < deck.text.index("AutoTech") < deck.text.index("Decision")  # the deck's order
    assert "Mention AutoTech's discount" in deck.chunks[1].text  # the speaker notes go with their slide
    assert "Decision by 30 June" in deck.chunks[1].text  # an untitled slide continues the section above
    assert "\n\n1\n\n" not in deck.text and "\n\n2\n\n" not in deck.text  # slide numbers are furniture


def test_an_odp_is_read_the_same_way(extract):
    (deck,) = extract("agm.odp", odp(SLIDES)).sessions
    assert deck.title == "Garage lease review" and deck.metadata["format"] == "odp"
    assert [c.metadata["heading_path"] for c in deck.chunks] == [["Garage lease review"], ["Supplier options"]]
    assert "Mention AutoTech's discount" in deck.text and "\n\n2\n\n" not in deck.text


def test_a_broken_deck_is_a_problem(extract):
    assert extract("x.pptx", zipped({"ppt/other.xml": "<x/>"})).problems[0].kind == "parse"
    assert extract("x.odp", zipped({"content.xml": "<office:document-content>"})).problems[0].kind == "parse"

from __future__ import annotations

import codecs

from vaultmem.extract.rst import heading_paths


def test_paragraph_groups_overlap_by_one_paragraph(extract):
    paragraphs = [f"Paragraph {i} " + "words " * 30 for i in range(6)]
    (session,) = extract("journal.txt", "\n\n".join(paragraphs), chunk_target_chars=450).sessions
    assert session.kind == "text" and session.title.startswith("Paragraph 0")
    first, second = session.chunks[:2]
    assert first.text.split("\n\n")[-1].strip() == second.text.split("\n\n")[0].strip()
    assert all(c.user_authored for c in session.chunks)


def test_encodings_are_detected(extract):
    utf16 = codecs.BOM_UTF16_LE + "Olá, café com pão".encode("utf-16-le")
    assert extract("a.txt", utf16).sessions[0].text == "Olá, café com pão"
    assert extract("b.txt", "Müller façade".encode("cp1252")).sessions[0].text == "Müller façade"
    assert extract("c.txt", b"ok \xff\xfe\x80 still ok").sessions  # never raises on invalid bytes


def test_fallback_windows_unknown_text_and_skips_binary(extract):
    lines = "\n".join(f"setting_{i} = value {i}" for i in range(400))
    result = extract("app.conf", lines, chunk_target_chars=500)
    assert result.extractor == "fallback"
    (session,) = result.sessions
    assert session.title == "app.conf" and len(session.chunks) > 5
    assert not any(c.user_authored for c in session.chunks)
    assert session.chunks[1].char_start < session.chunks[0].char_end  # windows overlap
    binary = extract("photo.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) * 4)
    assert not binary.sessions and [p.kind for p in binary.problems] == ["binary"]


def test_blank_file_is_an_empty_problem(extract):
    result = extract("empty.txt", " \n\n\t\n")
    assert not result.sessions and [p.kind for p in result.problems] == ["empty"]


def test_a_chunk_of_a_restructuredtext_page_carries_the_section_titles_above_it(extract):
    """Levels come from the order each adornment style is first met (overlined "=" is the page, "-" a section,
    "~" a subsection), so the path closes a subsection when the next section begins; text before any title
    has none."""
    body = " ".join(["words"] * 60)
    page = (f"Preface {body}\n\n=====\n VFAT\n=====\n\n{body}\n\nMount options\n-------------\n\n{body}\n\n"
            f"tz=UTC\n~~~~~~\n\n{body}\n\nProblems\n--------\n\n{body}\n")
    (session,) = extract("vfat.rst", page, chunk_target_chars=300).sessions
    paths = [c.metadata.get("heading_path") for c in session.chunks]
    assert paths[0] is None
    assert ["VFAT", "Mount options", "tz=UTC"] in paths
    assert paths[-1] == ["VFAT", "Problems"]
    assert paths == sorted(paths, key=lambda p: [None, ["VFAT"], ["VFAT", "Mount options"],
                                                  ["VFAT", "Mount options", "tz=UTC"], ["VFAT", "Problems"]].index(p))
    assert session.title == "VFAT"
    assert extract("notes.txt", f"Just text.\n\n{body}\n").sessions[0].chunks[0].metadata.get("heading_path") is None
    # a title's underline read first: "Title" over "=====" is the title, not the "Foo" that line would overline
    assert heading_paths("Title\n=====\nFoo\n=====\n", [0, 12]) == [["Title"], ["Title"]]

"""Records (vaultmem/model.py): problem records counted by file, an empty file not counted as a failure; one
wording for where a chunk sits, whoever shows it."""

from __future__ import annotations

from pathlib import Path

import pytest

from vaultmem import ChunkMetadata, ContextExport, ProblemFiles, Vault, chunk_location
from vaultmem.extract import Limits
from vaultmem.render import render_result

BROKEN_EVENTS = ("BEGIN:VCALENDAR\nVERSION:2.0\n"
                 "BEGIN:VEVENT\nUID:a\nSUMMARY:One\nDTSTART:nonsense\nEND:VEVENT\n"
                 "BEGIN:VEVENT\nUID:b\nSUMMARY:Two\nDTSTART:20240101T100000Z\nEXDATE:junk\nEND:VEVENT\n"
                 "END:VCALENDAR\n")


def test_problem_records_count_files_and_empty_is_no_failure(tmp_path: Path, write_vault) -> None:
    root = write_vault(tmp_path / "v", {"cal/broken.ics": BROKEN_EVENTS, "blank.md": "", "spaces.txt": "   \n\n",
                                        "blob.bin": bytes(range(256)) * 8, "ok.md": "# Fine\n\nreadable text\n"})
    with Vault.open(root) as vault:
        vault.sync()
        problems = vault.problems()
        stats = vault.stats()
    assert len([p for p in problems if p.path == "cal/broken.ics"]) == 2  # two records, one file
    assert {p.path for p in problems if not p.is_failure} == {"blank.md", "spaces.txt"}
    assert ProblemFiles.of(problems) == ProblemFiles(failed=2, empty=2)
    assert (stats.problems, stats.empty) == (2, 2)


@pytest.mark.parametrize(("metadata", "where"), [
    ({"heading_path": ["Harbor", "Decisions", "Database"], "section_level": 3, "line_start": 7, "line_end": 9},
     "Harbor › Decisions › Database"),
    ({"role": "user", "turn": 2, "time": None}, "user turn 3"),
    ({"subject": "Re: boiler guarantee", "part": "body", "quoted": False}, "Re: boiler guarantee"),
    ({"component": "VEVENT", "summary": "Dentist"}, "Dentist"),
    ({"language": "python", "symbol": "parse_args", "line_start": 3, "line_end": 9}, "parse_args"),
    ({"json_path": "$.items[3]"}, "$.items[3]"),
    ({"row_start": 31, "row_end": 33, "fields": ["id", "text"]}, "rows 31–33"),
    ({"row_start": 31, "row_end": 31}, "row 31"),
    ({"heading_path": [], "section_level": 0, "page_start": 2, "page_end": 3}, "pages 2–3"),
    ({"heading_path": [], "section_level": 0, "line_start": 1, "line_end": 4}, "lines 1–4"),
    ({"unit": "paragraphs"}, "chunk 4"),
])
def test_chunk_location_names_the_place(metadata: ChunkMetadata, where: str) -> None:
    assert chunk_location(metadata, 4) == where


LOCATED = {
    "notes/harbor.md": "# Harbor\n\nIntro words.\n\n## Decisions\n\n### Database\n\nWe chose the quokka store.\n",
    "data/t.csv": "id,text\n" + "\n".join(f"{i},{'marzipan order' if i == 30 else 'ordinary row text'}"
                                          for i in range(40)) + "\n",
    "notes/plain.txt": "\n\n".join(["Plain words about the weather and the garden fill this paragraph."] * 5
                                    + ["The zanzibar invoice arrived."]) + "\n",
}


@pytest.mark.parametrize("word", ["quokka", "marzipan", "zanzibar"])
@pytest.mark.parametrize("mode", ["auto", "bm25"])
def test_every_formatter_names_a_chunk_alike(tmp_path: Path, write_vault, word: str, mode: str) -> None:
    """The snippet, the explanation, the terminal line and the export citation name the result's chunk in one
    wording; a chunk with no named place is named by its position in the session, which the index knows."""
    with Vault.open(write_vault(tmp_path / "v", LOCATED), limits=Limits(chunk_target_chars=120)) as vault:
        vault.sync()
        top = vault.search(word, 1, mode=mode)[0]
        cited = ContextExport(budget=500).from_results([top], vault).text
    where = top.snippet.location
    if word == "quokka":
        assert where == "Harbor › Decisions › Database"
    elif word == "marzipan":  # data row 30 is the file's row 32 (the header is row 1)
        first, _, last = where.removeprefix("rows ").partition("–")
        assert int(first) <= 32 <= int(last)
    else:
        assert top.snippet.chunk_ordinal > 0
        assert where == f"chunk {top.snippet.chunk_ordinal}"
    assert top.explanation.detail["chunk"] == where
    assert f"  › {where}\n" in render_result(top)
    assert f"· {where} ·" in cited

"""Records (vaultmem/model.py): problem records counted by file, an empty file not counted as a failure."""

from __future__ import annotations

from pathlib import Path

from vaultmem import ProblemFiles, Vault

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

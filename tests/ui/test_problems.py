"""The Problems panel (ui/problems.py): it counts files, not records, and an empty file is no failure."""

from __future__ import annotations

from vaultmem_ui.problems import ProblemsPanel

from vaultmem import Problem


def test_summary_counts_files_and_names_empty_ones_apart(qtbot) -> None:
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    panel.set_problems([Problem("cal.ics", "extract", "parse", "VEVENT 'One': DTSTART: not a date"),
                        Problem("cal.ics", "extract", "parse", "VEVENT 'Two': EXDATE: not a date"),
                        Problem("blob.bin", "extract", "binary", "skipped: binary file"),
                        Problem("blank.md", "extract", "empty", "no text to index")])
    text = panel.summary.text()
    assert text.startswith("2 files could not be read completely.")
    assert "1 file had nothing to index (empty)." in text
    assert panel.model.rowCount() == 4
    panel.set_problems([Problem("blank.md", "extract", "empty", "no text to index")])
    assert "could not be read" not in panel.summary.text()

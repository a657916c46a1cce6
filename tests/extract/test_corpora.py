"""Files nobody here wrote: every one must extract or yield a problem record, never raise.

Corpora (skipped when absent; ``.ci/test-data.sh`` installs what it can):
- icalendar's own test calendars, shipped inside its wheel;
- CPython's email test messages (``Lib/test/test_email/data``; Debian: ``libpython3.11-testsuite``);
- markdown-it-py's CommonMark spec examples and fixtures (its sdist, unpacked into ``tests/.data/``).
"""

from __future__ import annotations

import json
import re
import sysconfig
from datetime import datetime
from pathlib import Path

import icalendar
import pytest
from extract_contract import check_contract

from vaultmem.extract import FileExtraction, Limits, default_registry

REGISTRY = default_registry()
LIMITS = Limits(seconds_per_file=5.0)
DATA = Path(__file__).resolve().parents[1] / ".data"
EMAIL_DIRS = [Path(sysconfig.get_path("stdlib")) / "test" / "test_email" / "data",
              Path("/usr/lib/python3.11/test/test_email/data")]
MARKDOWN_IT = DATA / "markdown-it-py" / "tests"


def _extract(relpath: str, data: bytes) -> FileExtraction:
    result = REGISTRY.extract(relpath, data, datetime(2024, 1, 1), LIMITS)
    check_contract(result)
    assert result.sessions or result.problems
    assert not any(p.kind == "slow" for p in result.problems), result.problems
    return result


def _files(root: Path | None, pattern: str) -> list[Path]:
    return sorted(root.rglob(pattern)) if root is not None and root.is_dir() else []


def test_icalendar_test_calendars() -> None:
    files = _files(Path(icalendar.__file__).parent / "tests", "*.ics")
    if not files:
        pytest.skip("icalendar wheel ships no test calendars")
    sessions = 0
    for path in files:
        sessions += len(_extract(f"cal/{path.name}", path.read_bytes()).sessions)
    assert sessions > len(files) // 2  # most of them hold events, todos or journals


def test_cpython_email_messages() -> None:
    root = next((d for d in EMAIL_DIRS if d.is_dir()), None)
    files = [p for p in _files(root, "msg_*.txt")]
    if not files:
        pytest.skip("CPython email test data not installed (libpython3.11-testsuite)")
    extracted = 0
    for path in files:
        extracted += bool(_extract(f"mail/{path.stem}.eml", path.read_bytes()).sessions)
    assert extracted > 0.9 * len(files)


def test_commonmark_spec_examples() -> None:
    spec = MARKDOWN_IT / "test_cmark_spec" / "commonmark.json"
    if not spec.is_file():
        pytest.skip("markdown-it-py sdist not fetched (run .ci/test-data.sh)")
    examples = json.loads(spec.read_text(encoding="utf-8"))
    for example in examples:
        _extract(f"spec/{example['example']}.md", example["markdown"].encode("utf-8"))
    assert len(examples) > 600


def test_markdown_it_fixtures() -> None:
    files = _files(MARKDOWN_IT if MARKDOWN_IT.is_dir() else None, "*.md")
    if not files:
        pytest.skip("markdown-it-py sdist not fetched (run .ci/test-data.sh)")
    for path in files:
        whole = path.read_bytes()
        _extract(f"fixtures/{path.name}", whole)
        # The fixture files hold many small documents between "." lines; each is a note of its own.
        for i, block in enumerate(re.split(rb"\n\.\n", whole)[:400]):
            _extract(f"fixtures/{path.stem}-{i}.md", block)

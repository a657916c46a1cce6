"""What the CLI prints to a terminal (terminal.py, render.py, cli.py): vault text never reaches it with control
characters a terminal acts on (OSC 52 clipboard writes, title changes, screen rewrites, bidi overrides), and
file names that are not UTF-8 are indexed, stored losslessly and printed as the bytes they are."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vaultmem import Vault
from vaultmem.terminal import terminal_safe

OSC52 = "\x1b]52;c;cm0gLXJmIH4=\x07"  # "write 'rm -rf ~' to the clipboard"
TITLE = "\x1b]0;owned\x07"


def test_terminal_safe_shows_what_a_terminal_would_act_on() -> None:
    assert terminal_safe(f"a{OSC52}b") == "a\\x1b]52;c;cm0gLXJmIH4=\\x07b"
    assert terminal_safe("\u009b2J \u202egnp.exe\u202c") == "\\x9b2J \\u202egnp.exe\\u202c"
    assert terminal_safe("caf\udce9.md") == "caf\\xe9.md"  # a surrogate-escaped byte, shown as that byte
    assert terminal_safe("tab\there\nline") == "tab\\x09here\\x0aline"
    assert terminal_safe("tab\there\nline\x1b[2J", keep_lines=True) == "tab\there\nline\\x1b[2J"
    assert terminal_safe("plain naïve text — 東京") == "plain naïve text — 東京"


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    root.mkdir()
    (root / f"clip{OSC52}.md").write_text(f"# Lighthouse {TITLE}\n\nThe lighthouse keeper {OSC52} logs.\n")
    (root / "mail.eml").write_text(f"From: a@x.example\nSubject: lighthouse {OSC52}\n\nlighthouse again\n")
    (root / "bin\x1b[31mred.md").write_bytes(b"\x00\x01binary")
    with open(os.fsencode(root) + b"/caf\xe9 lighthouse.md", "wb") as fh:
        fh.write(b"# Caf\xc3\xa9\n\nThe lighthouse caf\xc3\xa9 opens at nine.\n")
    return root


def test_human_output_carries_no_control_characters(hostile: Path, cli: Callable[..., Any]) -> None:
    """Output read as from a strict UTF-8 pipe (``cli``): a lone surrogate would fail to print."""
    index = cli("index", str(hostile))
    assert index.returncode == 0 and "Traceback" not in index.stderr, index.stderr
    outputs = [cli("search", str(hostile), "lighthouse", "--explain"), cli("problems", str(hostile)),
               cli("export", str(hostile), "lighthouse"), cli("verify", str(hostile))]
    for proc in outputs:
        assert proc.returncode in (0, 1) and "Traceback" not in proc.stderr, proc.stderr
        for ch in ("\x1b", "\x07", "\x9b", "\udce9", "\ufffd"):
            assert ch not in proc.stdout + proc.stderr
    search, problems = outputs[0].stdout, outputs[1].stdout
    assert "\\x1b]52;c;" in search and "caf\\xe9 lighthouse.md" in search
    assert "bin\\x1b[31mred.md" in problems


def test_json_output_keeps_names_losslessly(hostile: Path, cli: Callable[..., Any]) -> None:
    cli("index", str(hostile))
    out = cli("search", str(hostile), "cafe opens nine", "--json", "--no-sync")
    assert out.returncode == 0, out.stderr
    paths = [r["path"] for r in json.loads(out.stdout)["results"]]
    assert "caf\udce9 lighthouse.md" in paths  # the escaped byte round-trips: os.fsencode gives the real name
    assert os.path.exists(os.fsencode(hostile) + b"/" + os.fsencode(paths[paths.index("caf\udce9 lighthouse.md")]))


def test_names_that_are_not_utf8_are_indexed_once_and_found_again(hostile: Path) -> None:
    with Vault.open(hostile) as v:
        first = v.sync()
        assert "caf\udce9 lighthouse.md" in first.added
        assert not v.sync().changed  # no retry loop: the next sync sees it unchanged
        hit = next(r for r in v.search("cafe opens nine", mode="bm25") if r.path == "caf\udce9 lighthouse.md")
        assert "opens at nine" in v.preview(hit.session_id).text
        assert v.verify() == []
        (hostile / "caf\udce9 lighthouse.md").unlink()
        assert v.sync().deleted == ("caf\udce9 lighthouse.md",)


def test_a_snippet_with_tabs_and_line_breaks_reads_on_one_line(tmp_path: Path, cli: Callable[..., Any]) -> None:
    """A manual page indents with tabs: its snippet shows spaces, not escapes, and the text stays in order."""
    (tmp_path / "vfat.txt").write_text("tz=UTC\n\tInterpret timestamps as UTC\r\n\trather than\tlocal time.\n")
    out = cli("search", str(tmp_path), "timestamps UTC", "--explain").stdout
    assert "\\x09" not in out and "\\x0d" not in out and "\\x0a" not in out
    assert "tz=**UTC** Interpret **timestamps** as **UTC** rather than local time." in out

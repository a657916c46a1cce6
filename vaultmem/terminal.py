"""Text for a terminal: characters a terminal would act on, shown as visible escapes.

What VaultMem prints comes from the vault (titles, paths, snippets, problem messages). Printed verbatim, a note
holding ``ESC ] 52 ; c ; …`` could write the clipboard (OSC 52), set the window title or rewrite the screen, and
a file name could hide itself with bidi overrides. Human output goes through ``terminal_safe``; JSON output is
escaped by the encoder already.
"""

from __future__ import annotations


def _escape_table() -> dict[int, str]:
    """Code point → visible escape: C0 controls and DEL, C1 controls, line and paragraph separators, bidi
    embeddings, overrides and isolates (they reorder what the terminal shows), and lone surrogates — a file name
    that is not UTF-8 arrives surrogate-escaped, and is shown as the byte it stands for (``caf\\xe9.md``)."""
    table = {c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F, *range(0x80, 0xA0))}
    for c in (0x2028, 0x2029, *range(0x202A, 0x202F), *range(0x2066, 0x206A), *range(0xD800, 0xE000)):
        table[c] = f"\\u{c:04x}"
    table.update({c: f"\\x{c - 0xDC00:02x}" for c in range(0xDC80, 0xDD00)})
    return table


_ESCAPES = _escape_table()
_ESCAPES_KEEP_LINES = {c: e for c, e in _ESCAPES.items() if c not in (0x09, 0x0A)}


def terminal_safe(text: str, *, keep_lines: bool = False) -> str:
    """``text`` with every character a terminal would act on shown as an escape; ``keep_lines`` leaves line
    breaks and tabs (multi-line output such as an export)."""
    return text.translate(_ESCAPES_KEEP_LINES if keep_lines else _ESCAPES)

"""Shared helpers for generating Hanna Krüger's vault (standard library only)."""
import os
import textwrap

OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
VAULT = os.path.join(OUT, "vault")


def write(rel, text, encoding="utf-8"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(text, bytes):
        with open(path, "wb") as f:
            f.write(text)
    else:
        text = textwrap.dedent(text).lstrip("\n")
        with open(path, "w", encoding=encoding, newline="\n") as f:
            f.write(text)
    return path

"""Shared helpers for the Rocío vault generator (standard library only)."""
import os
import textwrap

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")


def write_text(rel, text, newline="\n"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = textwrap.dedent(text).lstrip("\n")
    with open(path, "w", encoding="utf-8", newline=newline) as f:
        f.write(text)
    return path


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    return path

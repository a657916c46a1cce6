"""Shared helpers for the Dana Whitfield held-out vault generator (stdlib only)."""
import os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")


def write(rel, text, binary=False):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if binary:
        with open(path, "wb") as f:
            f.write(text)
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text.lstrip("\n"))
    return rel

"""Shared helpers for building Malcolm Price's held-out vault (standard library only)."""
import os, json

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAULT = os.path.join(OUT, "vault")


def write_text(rel, text, newline="\n"):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = text.lstrip("\n")
    if newline != "\n":
        text = text.replace("\n", newline)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    return path


def write_bytes(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    return path


def write_json(rel, obj, indent=1):
    return write_text(rel, json.dumps(obj, ensure_ascii=False, indent=indent) + "\n")

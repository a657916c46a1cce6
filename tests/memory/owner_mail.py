"""A vault owner's mail for the memory tests: the owner's address and one message as an .eml file's text."""

from __future__ import annotations

ME = "Sam Reed <sam@home.example>"


def message(sender: str, to: str, subject: str, body: str, n: int) -> str:
    return (f"From: {sender}\nTo: {to}\nSubject: {subject}\nMessage-ID: <m{n}@x.example>\n"
            f"Date: Mon, 3 Mar 2025 10:0{n}:00 +0000\n\n{body}\n")

"""What a memory atom is: its types and the record ingest stores, without the cue patterns (which take ~0.1 s
to compile and only extraction needs).
"""

from __future__ import annotations

from dataclasses import dataclass

ATOM_TYPES = ("preference", "interest", "goal", "constraint", "decision", "temporal_update", "open_loop",
              "entity_fact")


@dataclass(frozen=True, slots=True)
class Atom:
    type: str
    confidence: float
    polarity: int  # +1 statement, −1 aversion / negation
    start: int  # character span in the source text (the whole sentence)
    end: int

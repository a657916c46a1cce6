"""Memory atoms: typed facts the vault's owner stated about themselves (a preference, a decision, an open loop),
extracted deterministically from user-authored chunks at ingest and stored beside the segment's chunks.

The rest of the engine uses: at ingest, ``extract_atoms`` / ``mail_atoms`` / ``structural_open_loops`` and the cue-piece marks that
let a chunk without a cue skip the scan, ``spoken_by_name`` (a chat message whose atoms wait for its speaker to be
told the owner or not), and ``atom_columns`` to store them; at query time, the ``AtomTable`` of a
snapshot, the ``ATOM_TYPES``, the owner's ``sentences`` and the rule that what is on most of the mail is the
owner's (``on_most_mail``). Names are resolved on first use
(``vaultmem.lazy_names``): the cue patterns take ~0.1 s to compile and a search without atoms never loads them.
"""

from __future__ import annotations

from ..lazy_names import lazy_names

__all__ = [
    "ATOM_TYPES",
    "Atom",
    "AtomTable",
    "ChunkAtom",
    "atom_columns",
    "extract_atoms",
    "mail_atoms",
    "may_hold_cue",
    "merge_atoms",
    "on_most_mail",
    "piece_marks",
    "sentences",
    "spoken_by_name",
    "structural_decisions",
    "structural_open_loops",
]
__getattr__, __dir__ = lazy_names(__name__, {
    ".atoms": ("Atom", "extract_atoms", "mail_atoms", "merge_atoms", "structural_decisions", "structural_open_loops"),
    ".chat_owner": ("spoken_by_name",),
    ".cue_pieces": ("may_hold_cue", "piece_marks"),
    ".mail_owner": ("on_most_mail",),
    ".sentences": ("sentences",),
    ".store": ("AtomTable", "ChunkAtom", "atom_columns"),
    ".types": ("ATOM_TYPES",),
})

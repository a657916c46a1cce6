"""Session ids, ``<path>#<key>``: the one rule for ingest (which stores them) and preview (which reads them back).

A path may contain ``#`` and so may an extractor's key (an mbox message without a Message-ID is ``#3``, a
repeated Message-ID gets ``#<n>`` appended). So ``%`` and ``#`` in the key are escaped (``%25``, ``%23``) and the
id splits at its last ``#``: every (path, key) pair round-trips. Keys without those two characters — nearly all
of them — read exactly as before, so only ids that never split correctly changed.
"""

from __future__ import annotations


def session_id(path: str, key: str) -> str:
    """The id of the session ``key`` (unique within its file, see ``extract.registry``) of the file ``path``."""
    return f"{path}#{key.replace('%', '%25').replace('#', '%23')}"


def split_session_id(sid: str) -> tuple[str, str]:
    """``session_id``'s inverse: (path, key). Raises ``ValueError`` for a string that is no session id."""
    path, sep, key = sid.rpartition("#")
    if not sep:
        raise ValueError(f"not a session id: {sid!r}")
    # Every '%' of the escaped key starts "%25" or "%23", so undoing "%23" first cannot meet a '%' of "%25".
    return path, key.replace("%23", "#").replace("%25", "%")

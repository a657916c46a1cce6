"""The one tokenizer path: tiktoken ``cl100k_base`` built from the BPE file shipped in ``resources/``.

tiktoken's default loader downloads the file into a temp cache outside the vault; VaultMem must work offline
and write nothing outside the vault, so the encoding is assembled here from the shipped file, verified against
its published SHA-256.
"""

from __future__ import annotations

import binascii
import functools
import hashlib
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from vaultmem_resources import TOKENIZER_DIR

from ..errors import VaultMemError

if TYPE_CHECKING:
    import tiktoken

BPE_FILE = TOKENIZER_DIR / "cl100k_base.tiktoken"
BPE_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"

# The pre-tokenisation pattern and special tokens of cl100k_base, as published in tiktoken_ext/openai_public.py.
_PATTERN = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
_SPECIAL = {"<|endoftext|>": 100257, "<|fim_prefix|>": 100258, "<|fim_middle|>": 100259,
            "<|fim_suffix|>": 100260, "<|endofprompt|>": 100276}
VOCAB_SIZE = 100277


class TokenizerUnavailable(VaultMemError):
    """The shipped BPE file is missing or does not match its published checksum."""


@functools.cache
def encoding() -> tiktoken.Encoding:
    import tiktoken  # only writers encode text; a reader decodes and encodes words from the token table

    return tiktoken.Encoding(name="cl100k_base", pat_str=_PATTERN, mergeable_ranks=ranks(),
                             special_tokens=_SPECIAL)


@functools.cache
def ranks() -> dict[bytes, int]:
    """Token bytes → id, from the shipped file (the encoding holds this same dict)."""
    try:
        data = BPE_FILE.read_bytes()
    except OSError as exc:
        raise TokenizerUnavailable(f"tokenizer file missing: {BPE_FILE} ({exc.strerror})") from exc
    digest = hashlib.sha256(data).hexdigest()
    if digest != BPE_SHA256:
        raise TokenizerUnavailable(f"tokenizer file {BPE_FILE} has SHA-256 {digest}, expected {BPE_SHA256}")
    # "<base64 token> <rank>" lines; one split and C-level maps, not a line-by-line loop: every process that
    # ingests loads this, a spawned ingest worker included (docs/performance.md#the-token-tables).
    fields = data.split()
    return dict(zip(map(binascii.a2b_base64, fields[0::2]), map(int, fields[1::2])))


@functools.cache
def space_led() -> np.ndarray:
    """Per token id, whether its bytes start with a space: in the encoding of words joined by single spaces,
    where each word starts (``text.terms`` splits such an encoding back into words). Built from ``ranks``, not
    by asking the encoding for each token's bytes, which every spawned ingest worker would pay again
    (docs/performance.md#the-token-tables)."""
    led = np.zeros(VOCAB_SIZE, dtype=bool)
    for token, rank in ranks().items():
        led[rank] = token[:1] == b" "
    return led


def encode(text: str) -> list[int]:
    """Token ids of ``text`` as the user's LLM would count them (special tokens treated as plain text)."""
    return encoding().encode_ordinary(text)


def encode_array(text: str) -> np.ndarray:
    """``encode(text)`` as a uint32 array, built straight from tiktoken's buffer (no list of Python ints).

    Ingest encodes text by text on the calling thread: tiktoken's own thread-pool batch cost more CPU and was
    no faster on two shared cores (docs/performance.md#raw-tokens-on-the-calling-thread); ingest gets its
    second core from a worker process instead (``sync.workers``).
    """
    return encoding().encode_to_numpy(text, disallowed_special=())


def decode(ids) -> str:
    """The text of token ids (lossless for the ids of a text), from the token table: reading the index never
    needs the encoder, whose construction costs ~60 ms a process."""
    return token_table().join(np.asarray(ids, dtype=np.int64)).decode("utf-8", "replace")


# ---- the token table: the same ranks, in a form a process reads in about a millisecond -----------------------------
TABLE_FILE = TOKENIZER_DIR / "cl100k_base.table"
TABLE_SHA256 = "b905a59e82d8c31bc548f10a3b0d2b9ee12732df3adcdbecb172b332bcf211ec"
_MAGIC = b"VMTOKTB1"
_HEADER = 16  # magic, token count (uint32), blob length (uint32)
KNOWN_RANKS = 1 << 16  # ``TokenTable.rank``'s answers kept (a few MB at most in an app open for weeks)


def _key(token: bytes) -> int:
    """64-bit key of a token's bytes (sorted keys find a token's id by binary search)."""
    return int.from_bytes(hashlib.blake2b(token, digest_size=8).digest(), "little")


class TokenTable:
    """Token id → bytes (decoding) and bytes → id (encoding one word) over flat arrays: nothing is built per
    token when a process starts (a dict of 100k tokens took ~25 ms to unmarshal, a third of a search)."""

    __slots__ = ("_blob", "_bytes", "_ids", "_keys", "_known", "_offsets")

    def __init__(self, offsets: np.ndarray, keys: np.ndarray, ids: np.ndarray, blob: bytes) -> None:
        self._offsets = offsets  # [VOCAB_SIZE + 1] start of each token's bytes in ``blob``
        self._keys = keys  # sorted ``_key`` of every mergeable token
        self._ids = ids  # the id of each key
        self._blob = blob
        self._bytes = np.frombuffer(blob, np.uint8)
        # ``rank``'s answers so far: byte-pair merging asks for the same pairs ("in", "ing") word after word
        self._known: dict[bytes, int | None] = {}

    def token(self, i: int) -> bytes:
        return self._blob[self._offsets[i]:self._offsets[i + 1]]

    def join(self, ids: np.ndarray) -> bytes:
        """The bytes of ``ids`` one after another (a vectorised gather)."""
        if not len(ids):
            return b""
        starts = self._offsets[ids]
        lengths = (self._offsets[ids + 1] - starts).astype(np.int64)
        shift = starts.astype(np.int64) - (np.cumsum(lengths) - lengths)
        return self._bytes[np.arange(int(lengths.sum())) + np.repeat(shift, lengths)].tobytes()

    def rank(self, token: bytes) -> int | None:
        """The id of a mergeable token, or None when ``token`` is none."""
        try:
            return self._known[token]
        except KeyError:
            if len(self._known) >= KNOWN_RANKS:
                self._known.clear()
            found = self._known[token] = self._lookup(token)
            return found

    def _lookup(self, token: bytes) -> int | None:
        key = np.uint64(_key(token))  # a Python int key would make numpy convert the whole array (~60 µs)
        j = int(self._keys.searchsorted(key))
        if j < len(self._keys) and self._keys[j] == key:
            i = int(self._ids[j])
            if self.token(i) == token:
                return i
        return None


@functools.cache
def token_table() -> TokenTable:
    """The table shipped beside the BPE file, verified by its SHA-256; derived from the verified BPE file when it
    is missing or does not match (a damaged install), which is only slower."""
    try:
        data = TABLE_FILE.read_bytes()
        if hashlib.sha256(data).hexdigest() == TABLE_SHA256:
            return _parse_table(data)
    except (OSError, ValueError):
        pass
    return _parse_table(table_bytes(ranks()))


def _parse_table(data: bytes) -> TokenTable:
    if data[:8] != _MAGIC:
        raise ValueError("not a token table")
    n, blob_len = np.frombuffer(data, np.uint32, 2, 8).tolist()
    at = _HEADER
    offsets = np.frombuffer(data, np.uint32, n + 1, at)
    at += 4 * (n + 1)
    m = (len(data) - at - blob_len) // 12
    keys = np.frombuffer(data, np.uint64, m, at)
    ids = np.frombuffer(data, np.uint32, m, at + 8 * m)
    return TokenTable(offsets, keys, ids, data[at + 12 * m:])


def table_bytes(bpe_ranks: dict[bytes, int]) -> bytes:
    """The table file's bytes: every token's bytes by id (special tokens included, for decoding), and the
    mergeable tokens' keys, sorted, with their ids."""
    tokens = [b""] * VOCAB_SIZE
    for token, rank in bpe_ranks.items():
        tokens[rank] = token
    for text, rank in _SPECIAL.items():
        tokens[rank] = text.encode()
    offsets = np.zeros(VOCAB_SIZE + 1, np.uint32)
    offsets[1:] = np.cumsum([len(t) for t in tokens])
    blob = b"".join(tokens)
    keyed = sorted((_key(token), rank) for token, rank in bpe_ranks.items())
    keys = np.array([k for k, _ in keyed], np.uint64)
    ids = np.array([r for _, r in keyed], np.uint32)
    if len(np.unique(keys)) != len(keys):
        raise ValueError("token keys collide")  # never for cl100k_base: a different vocabulary needs another key
    header = _MAGIC + np.array([VOCAB_SIZE, len(blob)], np.uint32).tobytes()
    return header + offsets.tobytes() + keys.tobytes() + ids.tobytes() + blob


def write_table(path: Path = TABLE_FILE) -> str:
    """Write the table file from the verified BPE file; returns its SHA-256 (pin it as ``TABLE_SHA256``)."""
    data = table_bytes(ranks())
    path.write_bytes(data)
    return hashlib.sha256(data).hexdigest()


def is_vocabulary_word(word: str) -> bool:
    """Whether ``word`` with its leading space is one token: the vocabulary holds the common words of its
    (mostly English) training text, so such a word is a word of the language, not a misspelling or another
    language's form. One dict lookup."""
    return token_table().rank((" " + word).encode()) is not None


def word_ids(word: str) -> list[int]:
    """The token ids of ``" " + word`` for a word of letters and digits (an analysed word), exactly as the
    encoder gives them, computed from the table: cl100k's pre-tokeniser splits such a string into the space
    with the first letter run (or the space alone before digits), further letter runs, and digit groups of up
    to three; each piece is a token or is byte-pair merged by rank (Sennrich et al. 2016; tiktoken's
    ``_byte_pair_merge``)."""
    table = token_table()
    out: list[int] = []
    for piece in _pieces(word):
        data = piece.encode("utf-8")
        rank = table.rank(data)
        out.extend([rank] if rank is not None else _merge(data, table))
    return out


def _pieces(word: str) -> list[str]:
    """The pre-tokeniser's pieces of " " + word, for a word of letters (\\p{L}) and numbers (\\p{N})."""
    pieces: list[str] = []
    for i, (numeric, run) in enumerate(_runs(word)):
        if numeric:
            if i == 0:
                pieces.append(" ")
            pieces.extend(run[j:j + 3] for j in range(0, len(run), 3))
        else:
            pieces.append((" " if i == 0 else "") + run)
    return pieces


def _runs(word: str) -> list[tuple[bool, str]]:
    """Maximal runs of numbers (Unicode category N: "2", "²", "٣") and of everything else."""
    out: list[tuple[bool, str]] = []
    for ch in word:
        numeric = ch.isdecimal() or unicodedata.category(ch)[0] == "N"
        if out and out[-1][0] == numeric:
            out[-1] = (numeric, out[-1][1] + ch)
        else:
            out.append((numeric, ch))
    return out


def _merge(data: bytes, table: TokenTable) -> list[int]:
    """Byte-pair merging: repeatedly join the adjacent pair whose joined bytes have the lowest rank."""
    parts = [data[i:i + 1] for i in range(len(data))]
    ranks_of = [table.rank(parts[i] + parts[i + 1]) for i in range(len(parts) - 1)]
    while ranks_of:
        mergeable = [(r, i) for i, r in enumerate(ranks_of) if r is not None]
        if not mergeable:
            break
        _, at = min(mergeable)  # the lowest rank, leftmost on a tie (tiktoken's ``_byte_pair_merge``)
        parts[at:at + 2] = [parts[at] + parts[at + 1]]
        del ranks_of[at]
        if at > 0:
            ranks_of[at - 1] = table.rank(parts[at - 1] + parts[at])
        if at < len(ranks_of):
            ranks_of[at] = table.rank(parts[at] + parts[at + 1])
    return [table.rank(p) for p in parts]


def count(text: str) -> int:
    return len(encode(text))


if __name__ == "__main__":  # after a tokenizer change: rebuild the shipped table, print the SHA-256 to pin
    print(write_table())

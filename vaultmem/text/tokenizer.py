"""The one tokenizer path: tiktoken ``cl100k_base`` built from the BPE file shipped in ``resources/``.

tiktoken's default loader downloads the file into a temp cache outside the vault; VaultMem must work offline
and write nothing outside the vault, so the encoding is assembled here from the shipped file, verified against
its published SHA-256.
"""

from __future__ import annotations

import binascii
import functools
import hashlib
import marshal
import unicodedata
from pathlib import Path

import numpy as np
import tiktoken
from vaultmem_resources import TOKENIZER_DIR

from ..errors import VaultMemError

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
    # "<base64 token> <rank>" lines; one split and C-level maps (every process that ingests loads this, a
    # spawned ingest worker included): 0.10 → 0.05 s against a line-by-line loop.
    fields = data.split()
    return dict(zip(map(binascii.a2b_base64, fields[0::2]), map(int, fields[1::2])))


@functools.cache
def space_led() -> np.ndarray:
    """Per token id, whether its bytes start with a space: in the encoding of words joined by single spaces,
    where each word starts (``text.terms`` splits such an encoding back into words). ~10 ms from ``ranks``;
    asking the encoding for each token's bytes took 80 ms, paid again by every spawned ingest worker."""
    led = np.zeros(VOCAB_SIZE, dtype=bool)
    for token, rank in ranks().items():
        led[rank] = token[:1] == b" "
    return led


def encode(text: str) -> list[int]:
    """Token ids of ``text`` as the user's LLM would count them (special tokens treated as plain text)."""
    return encoding().encode_ordinary(text)


def encode_array(text: str) -> np.ndarray:
    """``encode(text)`` as a uint32 array, built straight from tiktoken's buffer (no list of Python ints).

    Ingest encodes text by text on the calling thread: tiktoken's own thread-pool batch cost 2–3× the CPU
    of this loop on the shared 2-core machine (0.26 vs 0.08 ms/KB on the real-text corpus) and was no faster
    in wall time there; ingest gets its second core from a worker process instead (``sync.ingest``).
    """
    return encoding().encode_to_numpy(text, disallowed_special=())


def decode(ids) -> str:
    """The text of token ids (lossless for the ids of a text), from the token table: reading the index never
    needs the encoder, whose construction costs ~60 ms a process."""
    table = token_table().tokens
    return b"".join([table[i] for i in ids.tolist()] if isinstance(ids, np.ndarray) else [table[int(i)] for i in ids]
                    ).decode("utf-8", "replace")


# ---- the token table: the same ranks, in a form that loads in ~30 ms ----------------------------------------------
TABLE_FILE = TOKENIZER_DIR / "cl100k_base.table"
TABLE_SHA256 = "bcca93659081cf32fe4e7e90b14b78e8157b146b7858ad047ada43093d78478f"


class TokenTable:
    """Token id → bytes (for decoding) and bytes → id (for encoding one word), without building the encoder."""

    __slots__ = ("ranks", "tokens")

    def __init__(self, tokens: list[bytes], ranks: dict[bytes, int]) -> None:
        self.tokens = tokens
        self.ranks = ranks


@functools.cache
def token_table() -> TokenTable:
    """The table shipped beside the BPE file (``marshal`` of the token list and the ranks: built in C at load),
    verified by its SHA-256; derived from the verified BPE file when it is missing or does not match (a Python
    whose marshal format differs, a damaged install), which is only slower."""
    try:
        data = TABLE_FILE.read_bytes()
        if hashlib.sha256(data).hexdigest() == TABLE_SHA256:
            tokens, table_ranks = marshal.loads(data)
            return TokenTable(list(tokens), table_ranks)
    except (OSError, ValueError, EOFError, TypeError):
        pass
    return TokenTable(*table_of(ranks()))


def table_of(bpe_ranks: dict[bytes, int]) -> tuple[list[bytes], dict[bytes, int]]:
    """The token list (index = id, special tokens included) and the ranks, as the table file holds them."""
    tokens = [b""] * VOCAB_SIZE
    for token, rank in bpe_ranks.items():
        tokens[rank] = token
    for text, rank in _SPECIAL.items():
        tokens[rank] = text.encode()
    return tokens, bpe_ranks


def write_table(path: Path = TABLE_FILE) -> str:
    """Write the table file from the verified BPE file; returns its SHA-256 (pin it as ``TABLE_SHA256``)."""
    tokens, bpe_ranks = table_of(ranks())
    data = marshal.dumps((tuple(tokens), bpe_ranks))
    path.write_bytes(data)
    return hashlib.sha256(data).hexdigest()


def word_ids(word: str) -> list[int]:
    """The token ids of ``" " + word`` for a word of letters and digits (an analysed word), exactly as the
    encoder gives them, computed from the table: cl100k's pre-tokeniser splits such a string into the space
    with the first letter run (or the space alone before digits), further letter runs, and digit groups of up
    to three; each piece is a token or is byte-pair merged by rank (Sennrich et al. 2016; tiktoken's
    ``_byte_pair_merge``)."""
    table = token_table().ranks
    out: list[int] = []
    for piece in _pieces(word):
        data = piece.encode("utf-8")
        rank = table.get(data)
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


def _merge(data: bytes, table: dict[bytes, int]) -> list[int]:
    """Byte-pair merging: repeatedly join the adjacent pair whose joined bytes have the lowest rank."""
    parts = [data[i:i + 1] for i in range(len(data))]
    while len(parts) > 1:
        best, at = None, -1
        for i in range(len(parts) - 1):
            rank = table.get(parts[i] + parts[i + 1])
            if rank is not None and (best is None or rank < best):
                best, at = rank, i
        if best is None:
            break
        parts[at:at + 2] = [parts[at] + parts[at + 1]]
    return [table[p] for p in parts]


def count(text: str) -> int:
    return len(encode(text))

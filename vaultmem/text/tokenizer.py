"""The one tokenizer path: tiktoken ``cl100k_base`` built from the BPE file shipped in ``resources/``.

tiktoken's default loader downloads the file into a temp cache outside the vault; VaultMem must work offline
and write nothing outside the vault, so the encoding is assembled here from the shipped file, verified against
its published SHA-256.
"""

from __future__ import annotations

import binascii
import functools
import hashlib

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
    return encoding().decode(list(map(int, ids)))


def count(text: str) -> int:
    return len(encode(text))

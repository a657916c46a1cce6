"""Data shipped with VaultMem: the tokenizer's BPE file, the query-expansion lexicon, icons and the bundled sample
vault."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent
TOKENIZER_DIR = ROOT / "tokenizer"
LEXICON_DIR = ROOT / "lexicon"
ICONS_DIR = ROOT / "icons"
SAMPLE_VAULT = ROOT / "sample_vault"

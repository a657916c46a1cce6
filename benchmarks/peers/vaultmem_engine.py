"""VaultMem under the common peer protocol, through its public API only.

Unlike the peers, VaultMem indexes the *vault folder* (one ``.txt`` file per source document) rather than
``docs.jsonl``: reading, extracting and chunking files is part of its ingest cost, so its build time is
measured end to end (``Vault.open(path).sync()``). The vault is hard-linked into the work directory first
(untimed) because the index lives inside the vault at ``<vault>/.vaultmem/`` and the shared corpus must stay
clean; VaultMem never writes to vault files, so sharing their inodes is safe.

Modes: ``bm25`` (the BM25 path) and ``auto`` (the full router with explanations for the top k).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from benchmarks.peers.protocol import Corpus, Engine, Searcher, main

INDEX_DIR = ".vaultmem"
MODES = ("bm25", "auto")


def link_tree(src: Path, dst: Path) -> None:
    """Hard-link copy of a directory tree (falls back to a real copy across file systems)."""
    def link_or_copy(a: str, b: str) -> None:
        try:
            os.link(a, b)
        except OSError:
            shutil.copy2(a, b)

    shutil.copytree(src, dst, copy_function=link_or_copy, ignore=shutil.ignore_patterns(INDEX_DIR))


def vault_files(vault: Path) -> list[Path]:
    return [p for p in vault.rglob("*") if p.is_file() and INDEX_DIR not in p.relative_to(vault).parts]


class VaultMemSearcher(Searcher):
    def __init__(self, vault_cls: Any, vault: Path, mode: str) -> None:
        self.vault = vault_cls.open(vault, readonly=True)
        self.mode = mode

    def search(self, query: str, k: int) -> list[str]:
        results = self.vault.search(query, k=k, mode=self.mode)
        for r in results:
            r.explanation  # noqa: B018 - a lazily built explanation must still be paid for inside the timing
        return [r.path for r in results]

    def close(self) -> None:
        self.vault.close()


class VaultMemEngine(Engine):
    name = "vaultmem"

    def __init__(self) -> None:
        self.mode = "bm25"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--mode", choices=MODES, default="bm25")

    def configure(self, args: argparse.Namespace) -> None:
        self.mode = args.mode
        self.name = f"vaultmem-{args.mode}"

    def child_args(self, args: argparse.Namespace) -> list[str]:
        return ["--mode", self.mode]

    def setup(self) -> None:
        from vaultmem import Vault  # the public facade; fails clearly if the engine is not importable

        self.vault_cls = Vault

    def vault_dir(self, workdir: Path) -> Path:
        return workdir / "vault"

    def prepare(self, corpus: Corpus, workdir: Path) -> None:
        if not corpus.vault_path.is_dir():
            raise FileNotFoundError(f"vault folder not found: {corpus.vault_path}")
        link_tree(corpus.vault_path, self.vault_dir(workdir))

    def raw_bytes(self, corpus: Corpus) -> int:
        """Bytes of the files VaultMem reads (chunk text plus the blank lines between chunks)."""
        return sum(p.stat().st_size for p in vault_files(corpus.vault_path))

    def doc_count(self, corpus: Corpus) -> int:
        """Chunks when docs.jsonl exists (comparable docs/s with the peers), files otherwise."""
        if corpus.docs_path.is_file():
            with corpus.docs_path.open("rb") as fh:
                return sum(1 for _ in fh)
        return len(vault_files(corpus.vault_path))

    def build(self, corpus: Corpus, workdir: Path) -> None:
        vault = self.vault_cls.open(self.vault_dir(workdir))
        try:
            vault.sync()
        finally:
            vault.close()

    def index_path(self, workdir: Path) -> Path:
        return self.vault_dir(workdir) / INDEX_DIR

    def open(self, workdir: Path) -> Searcher:
        return VaultMemSearcher(self.vault_cls, self.vault_dir(workdir), self.mode)


if __name__ == "__main__":
    sys.exit(main(VaultMemEngine(), "benchmarks.peers.vaultmem_engine"))

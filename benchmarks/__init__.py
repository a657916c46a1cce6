"""VaultMem benchmark suite: corpora, peers and the side-by-side runner (see README.md)."""

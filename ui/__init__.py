"""VaultMem desktop app (PySide6): search, explanations, preview, context export, live indexing.

Built on the engine's public facade only (``from vaultmem import ...``).
"""

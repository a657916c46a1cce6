"""Held-out evaluation vaults (sources only; run ``python -m benchmarks.vaultsets.build`` to generate)."""

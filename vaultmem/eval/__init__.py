"""Honest retrieval evaluation harnesses (``vaultmem eval ...``)."""

"""Keeping the index equal to the vault: walking, change detection and ingestion."""

"""The co-located index: immutable segments, tombstones and an atomically replaced manifest."""

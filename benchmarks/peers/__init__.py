"""Search engines measured under one protocol (``protocol.py``); each module runs as its own process."""

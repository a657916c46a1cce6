"""Shared helpers for the bronwyn vault generator (stdlib only)."""
import hashlib
import os

ROOT = os.path.dirname(os.path.abspath(__file__))
VAULT = os.path.normpath(os.path.join(ROOT, '..', 'vault'))

FILES = {}  # rel path -> bytes


def put(rel, data):
    if isinstance(data, str):
        data = data.encode('utf-8')
    if rel in FILES:
        raise SystemExit('duplicate path ' + rel)
    FILES[rel] = data


def hid(*parts, n=12):
    h = hashlib.sha256('|'.join(str(p) for p in parts).encode('utf-8')).hexdigest()
    return h[:n]


def dedent(s):
    import textwrap
    s = textwrap.dedent(s)
    if s.startswith('\n'):
        s = s[1:]
    return s

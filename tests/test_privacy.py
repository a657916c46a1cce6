"""Offline and private by construction.

One child process (so the audit hook and the environment are its own) runs a whole session — sync, watching
with the native and the polling observer, search with explanations, context export, verify and stats — with
``HOME``, ``TMPDIR`` and every XDG directory pointed at empty folders, under a ``sys.addaudithook`` hook that
records any socket activity and any file written, created, renamed or removed outside the vault. The test
fails on any such record and if any of those folders is no longer empty afterwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHILD = r'''
import json, os, sys
vault_root = os.path.realpath(sys.argv[1])
records = []
armed = False
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def outside(path):
    if isinstance(path, int):
        return False  # an already-open descriptor (its opening was checked)
    p = os.path.realpath(os.fsdecode(path))
    return p != vault_root and not p.startswith(vault_root + os.sep)


def hook(event, args):
    if not armed:
        return
    if event.startswith("socket."):
        records.append(f"{event} {args!r}"[:300])
    elif event == "open":
        path, mode, flags = args
        writing = (mode is not None and any(c in str(mode) for c in "wax+")) or bool((flags or 0) & WRITE_FLAGS)
        if writing and path is not None and outside(path):
            records.append(f"write outside the vault: {path}")
    elif event in ("os.mkdir", "os.rename", "os.remove", "os.rmdir", "os.symlink", "os.link", "os.truncate",
                   "os.chmod", "shutil.copyfile", "shutil.move"):
        if args and args[0] is not None and outside(args[0]):
            records.append(f"{event} outside the vault: {args[0]}")
        if event == "os.rename" and len(args) > 1 and outside(args[1]):
            records.append(f"{event} outside the vault: {args[1]}")


sys.addaudithook(hook)
from pathlib import Path
from vaultmem import ContextExport, Vault
from vaultmem.watch import VaultWatcher, WatchConfig

root = Path(vault_root)
armed = True
with Vault.open(root) as v:
    v.sync()
    for i, mode in enumerate(("native", "polling")):
        with VaultWatcher(v, WatchConfig(observer=mode, quiet_seconds=0.05, poll_seconds=0.1)) as w:
            rel = f"notes/live-{i}.md"
            (root / rel).write_text(f"# Live {i}\n\nwatched quokka {mode}\n")
            assert w.wait_for(lambda: rel in v.snapshot().live_files(), 60), mode
    results = v.search("what did we decide about the database?", 5)
    assert results and all(r.explanation is not None for r in results)
    v.search("quokka", 5, mode="bm25")
    out = ContextExport(500, "md", "database").from_results(results, v)
    assert out.text
    ContextExport(500, "json", "database").from_results(results, v)
    v.stats(), v.problems()
    assert v.verify() == []
with Vault.open(root, readonly=True) as r:
    r.search("redis", 3)
armed = False
print(json.dumps(records))
'''

ENV_DIRS = ("HOME", "TMPDIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
            "XDG_RUNTIME_DIR")


def test_no_socket_and_nothing_written_outside_the_vault(tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    (vault / "notes").mkdir(parents=True)
    (vault / "notes" / "db.md").write_text("# Database\n\nWe decided to keep postgres; redis only as a cache.\n")
    (vault / "notes" / "gift.md").write_text("# Brother\n\nHe wants a bicycle helmet for his birthday.\n")
    before = {p: p.stat().st_mtime_ns for p in vault.rglob("*") if p.is_file()}
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    dirs = {}
    for name in ENV_DIRS:
        dirs[name] = tmp_path / "env" / name.lower()
        dirs[name].mkdir(parents=True)
        env[name] = str(dirs[name])
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # the interpreter's own .pyc cache is not VaultMem writing
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    done = subprocess.run([sys.executable, str(script), str(vault)], capture_output=True, text=True, env=env, check=False,
                          cwd=Path(__file__).parents[1], timeout=300)
    assert done.returncode == 0, done.stderr
    records = json.loads(done.stdout.strip().splitlines()[-1])
    assert records == [], "\n".join(records)
    for name, d in dirs.items():
        assert list(d.rglob("*")) == [], f"{name} is not empty: {list(d.rglob('*'))}"
    # The vault's own files were only read; everything VaultMem wrote is under .vaultmem/.
    for p, mtime in before.items():
        assert p.stat().st_mtime_ns == mtime, p
    new = {p.relative_to(vault).parts[0] for p in vault.rglob("*") if p not in before}
    assert new <= {".vaultmem", "notes"}
    assert {p.name for p in (vault / "notes").iterdir()} == {"db.md", "gift.md", "live-0.md", "live-1.md"}

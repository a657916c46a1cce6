"""Offline and private by construction.

One child process runs a whole engine session — sync, watching with the native and the polling observer,
search with explanations, context export, verify and stats — in the ``private_run`` harness: ``HOME``,
``TMPDIR`` and every XDG folder point at empty read-only folders, and the write audit (``vaultmem.audit``)
records in every process, spawned ingest workers included, any file written, created, renamed or removed and
any socket. The test fails on any such record outside the vault and if any of those folders is no longer
empty. The same harness runs the programs themselves (tests/packaging/test_zero_writes.py) and the bundle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

CHILD = r'''
import sys
from pathlib import Path
from vaultmem import ContextExport, Vault
from vaultmem.watch import VaultWatcher, WatchConfig

root = Path(sys.argv[1])
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
'''


def test_no_socket_and_nothing_written_outside_the_vault(tmp_path: Path, private_run) -> None:
    vault = tmp_path / "vault"
    (vault / "notes").mkdir(parents=True)
    (vault / "notes" / "db.md").write_text("# Database\n\nWe decided to keep postgres; redis only as a cache.\n")
    (vault / "notes" / "gift.md").write_text("# Brother\n\nHe wants a bicycle helmet for his birthday.\n")
    before = {p: p.stat().st_mtime_ns for p in vault.rglob("*") if p.is_file()}
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    private_run.run([sys.executable, script, vault], private_run.env(dict(os.environ), python=True))
    assert private_run.violations(vault) == []
    # The vault's own files were only read; everything VaultMem wrote is under .vaultmem/.
    for p, mtime in before.items():
        assert p.stat().st_mtime_ns == mtime, p
    new = {p.relative_to(vault).parts[0] for p in vault.rglob("*") if p not in before}
    assert new <= {".vaultmem", "notes"}
    assert {p.name for p in (vault / "notes").iterdir()} == {"db.md", "gift.md", "live-0.md", "live-1.md"}

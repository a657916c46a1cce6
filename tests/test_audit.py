"""The write and network audit records what the privacy tests judge; here it is shown to see what it must."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from vaultmem.audit import AF_UNIX, read_reports, violations

CHILD = r'''
import os, shutil, socket, sys, tempfile
from pathlib import Path
from vaultmem.audit import install
install(sys.argv[1])
vault, outside = Path(sys.argv[2]), Path(sys.argv[3])
(vault / "in.txt").write_text("kept in the vault")
(vault / "in.txt").read_text()
os.replace(vault / "in.txt", vault / "moved.txt")
(outside / "leak.txt").write_text("about the vault")
os.mkdir(outside / "folder")
shutil.copyfile(vault / "moved.txt", outside / "copy.txt")
os.chdir(outside)
open("relative.txt", "w").close()
a, b = socket.socketpair()
a.close(), b.close()
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.close()
for where in (vault, outside):  # a Unix socket's name is a file: in the vault it is local, outside it a write
    u = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    u.bind(str(where / "query.sock"))
    u.close()
'''


def test_the_audit_records_every_write_and_socket_and_judges_them(tmp_path: Path) -> None:
    vault, outside, reports = tmp_path / "vault", tmp_path / "outside", tmp_path / "audit"
    for d in (vault, outside, reports):
        d.mkdir()
    child = tmp_path / "child.py"
    child.write_text(CHILD)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, str(child), str(reports), str(vault), str(outside)], env=env, check=True,
                   timeout=60)
    records = read_reports(reports)
    written = {(r["event"], Path(p).name) for r in records for p in r.get("paths", [])}
    assert {("open", "in.txt"), ("os.rename", "in.txt"), ("os.rename", "moved.txt"), ("open", "leak.txt"),
            ("os.mkdir", "folder"), ("shutil.copyfile", "copy.txt"), ("open", "relative.txt")} <= written
    assert not any(Path(p).name == "moved.txt" for r in records if r["event"] == "shutil.copyfile"
                   for p in r["paths"])  # the source of a copy is read, not written
    families = [r["family"] for r in records if r["event"] == "socket.__new__"]
    assert AF_UNIX in families and int(socket.AF_INET) in families
    found = violations(records, vault)
    assert sum(f.startswith("network") for f in found) == 1  # the AF_INET socket; the socket pair is local
    named = {f.split(" outside the vault: ")[1].split(" (pid")[0] for f in found if " outside the vault: " in f}
    assert named == {str(outside / n) for n in ("leak.txt", "folder", "copy.txt", "relative.txt", "query.sock")}

def test_a_symbolic_link_out_of_the_vault_is_judged_by_where_it_points(tmp_path: Path) -> None:
    vault, elsewhere = tmp_path / "vault", tmp_path / "elsewhere"
    vault.mkdir()
    elsewhere.mkdir()
    (vault / "link").symlink_to(elsewhere)
    records = [{"event": "open", "paths": [str(vault / "link" / "x")]},
               {"event": "open", "paths": [str(vault / ".vaultmem" / "manifest.json")]}]
    assert violations(records, vault) == [f"open outside the vault: {vault / 'link' / 'x'} (pid None)"]

"""The one-folder bundle: ``make bundle`` from this checkout, the folder copied elsewhere, run with a clean
environment (``env -i PATH=/usr/bin:/bin HOME=…``, no Python of ours on the path) against a copy of the sample
vault: ``vaultmem index``, ``vaultmem search --json``, the app offscreen; then the zero-writes proof again.

Slow (the build takes one to two minutes here); ``.ci/run`` runs it with the rest of the suite.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
QUERY = "boiler repair"
CLEAN_PATH = "/usr/bin:/bin"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``make bundle``, then ``dist/VaultMem`` copied away from the checkout (nothing may point back into it)."""
    if shutil.which("objdump") is None:
        pytest.skip("PyInstaller needs objdump (binutils); .ci/run installs it when run as root")
    done = subprocess.run(["make", "bundle"], cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    dest = tmp_path_factory.mktemp("elsewhere") / "VaultMem"
    shutil.copytree(ROOT / "dist" / "VaultMem", dest, symlinks=True)
    return dest


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    from vaultmem_resources import SAMPLE_VAULT

    dest = tmp_path / "vault"
    shutil.copytree(SAMPLE_VAULT, dest, ignore=shutil.ignore_patterns(".vaultmem"))
    return dest


def run(cmd: list[object], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(c) for c in cmd], env=env, cwd=cwd, capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, f"{cmd}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def ranking(stdout: str) -> list[tuple[str, float]]:
    return [(r["session_id"], round(r["score"], 9)) for r in json.loads(stdout)["results"]]


def not_blank(png: Path) -> bool:
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    return not image.isNull() and image.width() > 600 and len(colours) > 50


def test_the_bundle_runs_elsewhere_with_a_clean_environment(bundle: Path, vault: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {"PATH": CLEAN_PATH, "HOME": str(home)}
    run([bundle / "vaultmem", "index", vault], env, tmp_path)
    found = run([bundle / "vaultmem", "search", vault, QUERY, "--json"], env, tmp_path)
    bundled = ranking(found.stdout)
    assert bundled, found.stdout
    # The same engine as the virtual environment's: the same ranking on another copy of the vault.
    twin = tmp_path / "twin"
    shutil.copytree(vault, twin, ignore=shutil.ignore_patterns(".vaultmem"))
    venv = subprocess.run([sys.executable, "-m", "vaultmem", "search", twin, QUERY, "--json"], capture_output=True,
                          text=True, timeout=300, check=True)
    assert bundled == ranking(venv.stdout)
    # Nothing from PATH either (no python3, no helper program).
    nothing = tmp_path / "empty-path"
    nothing.mkdir()
    again = run([bundle / "vaultmem", "search", vault, QUERY, "--json"], {**env, "PATH": str(nothing)}, tmp_path)
    assert ranking(again.stdout) == bundled
    shot = tmp_path / "app.png"
    run([bundle / "vaultmem-app", vault, "--screenshot", shot, "--query", QUERY], {**env, "QT_QPA_PLATFORM": "offscreen"},
        tmp_path)
    assert not_blank(shot)


def test_the_bundle_writes_nothing_outside_the_vault(bundle: Path, vault: Path, tmp_path: Path, private_run) -> None:
    files_before = sorted(p.relative_to(bundle) for p in bundle.rglob("*"))
    env = private_run.env({"PATH": CLEAN_PATH})
    private_run.run([bundle / "vaultmem", "index", vault], env)
    private_run.run([bundle / "vaultmem", "search", vault, QUERY, "--json"], env)
    private_run.run([bundle / "vaultmem", "export", vault, QUERY, "--budget", "500"], env)
    shot = tmp_path / "shots"
    shot.mkdir()
    # No --portable: a bundle opening a vault on its own volume is portable by itself.
    private_run.run([bundle / "vaultmem-app", vault, "--screenshot", shot / "app.png", "--query", QUERY,
                     "--copy-context"], env)
    assert private_run.violations(vault) == []
    assert len(list(private_run.audit.glob("audit-*.jsonl"))) >= 3  # programs, workers, the app's indexer
    assert (vault / ".vaultmem" / "recent.json").is_file()
    assert sorted(p.relative_to(bundle) for p in bundle.rglob("*")) == files_before  # no cache in the bundle


def test_the_bundle_holds_its_data_and_nothing_for_the_network(bundle: Path) -> None:
    inside = bundle / "_internal"
    assert (inside / "vaultmem_resources" / "tokenizer" / "cl100k_base.tiktoken").is_file()
    assert (inside / "vaultmem_resources" / "icons" / "vaultmem.svg").is_file()
    assert (inside / "vaultmem_resources" / "icons" / "hicolor" / "256x256.png").is_file()
    names = {p.name for p in inside.rglob("*")}
    for gone in ("requests", "urllib3", "certifi", "libqvnc.so", "libqtuiotouchplugin.so", "libQt6Network.so.6",
                 "libssl.so.3", "QtNetwork.abi3.so", "_cffi.cpython-311-x86_64-linux-gnu.so",
                 "libfontconfig.so.1", "libfreetype.so.6"):  # the last two: the system's (bundle_trim.py)
        assert gone not in names, gone
    assert not [n for n in names if n.startswith("_ssl.")]
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]  # no link left dangling
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"bundle: {size / 2**20:.0f} MiB unpacked, {sum(1 for _ in bundle.rglob('*'))} files")
    assert size <= 200 * 2**20  # 176 MiB now (packaging/README.md says what dominates): a guard against growth


"""Rebuild the held-out evaluation vaults from their committed generator scripts.

    python -m benchmarks.vaultsets.build [NAME ...] [--force]

Only the sources (README.md, queries.json, gen/) are committed; the generated ``NAME/vault/`` trees are
git-ignored, so any machine can rebuild them byte-identically from the deterministic generators. Each
generator runs with the current interpreter in a scratch copy of its set, so scripts that also rewrite
queries.json or gen/*.json can never touch the committed files; only the new vault/ is moved back. A set
whose vault/ already exists is skipped unless ``--force``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent

# set name -> generator steps as (working directory, script), both relative to the set folder
GENERATORS: dict[str, list[tuple[str, str]]] = {
    "tom": [("gen", "gen/build.py")],
    "sara": [(".", "gen/build.py")],
    "hanna": [("gen", "gen/build_all.py")],
    "lucia": [(".", "gen/build.py")],
    "convo": [(".", "gen/generate.py")],
    "convo2": [(".", "gen/build.py")],
    "rosa": [(".", "gen/build.py")],
    "devon": [(".", "gen/build.py")],
    "amelie": [(".", "gen/build.py")],
    "convo3": [(".", "gen/generate.py")],
    "niamh": [("gen", "gen/make_vault.py")],
    "giulia": [(".", "gen/build.py")],
    "marcus": [(".", "gen/build.py")],
    "convo4": [(".", "gen/generate.py")],
    "oluwa": [(".", "gen/build.py")],
    "pieter": [(".", "gen/build.py")],
    "harriet": [(".", "gen/build.py")],
    "convo5": [(".", "gen/gen.py")],
    "dana": [(".", "gen/build.py")],
    "rocio": [(".", "gen/build.py")],
    "malcolm": [(".", "gen/build.py")],
    "convo6": [(".", "gen/gen.py")],
    "fournier": [(".", "gen/build.py")],
    "kwame": [(".", "gen/build.py")],
    "beatrice": [(".", "gen/build_all.py")],
    "convo7": [(".", "gen/build.py")],
    "sigrid": [(".", "gen/build.py")],
    "priya": [(".", "gen/build.py")],
    "wendell": [(".", "gen/build.py")],
    "convo8": [(".", "gen/build.py")],
    "agnieszka": [(".", "gen/build.py")],
    "raymond": [("gen", "gen/build.py")],
    "convo9": [(".", "gen/build.py")],
    "tereza": [(".", "gen/build.py")],
    "hamish": [(".", "gen/build.py")],
    "convo11": [(".", "gen/build.py")],
    "convo12": [(".", "gen/build.py")],
    "dolores": [(".", "gen/build.py")],
    "desmond": [(".", "gen/build.py")],
    "sanne": [(".", "gen/build.py")],
    "convo13": [(".", "gen/build.py")],
    "ines": [(".", "gen/build.py")],
    "bronwyn": [(".", "gen/build.py")],
    "convo14": [(".", "gen/build.py")],
    "elif": [(".", "gen/build.py")],
    "jolene": [(".", "gen/build.py")],
    "convo15": [(".", "gen/build.py")],
    "kavya": [(".", "gen/build.py")],
    "matthias": [(".", "gen/build.py")],
    "convo16": [(".", "gen/build.py")],
    "tobias": [(".", "gen/build.py")],
    "ingrid": [(".", "gen/build.py")],
    "convo17": [(".", "gen/build.py")],
    "mei": [(".", "gen/build.py")],
    "freja": [(".", "gen/build.py")],
    "convo18": [(".", "gen/build.py")],
    "callum": [(".", "gen/build.py")],
    "zofia": [(".", "gen/build.py")],
    "convo19": [(".", "gen/build.py")],
    "thandiwe": [(".", "gen/build.py")],
    "henrik": [(".", "gen/build.py")],
    "convo20": [(".", "gen/build.py")],
    "leilani": [(".", "gen/build.py")],
    "mateus": [(".", "gen/build.py")],
    "convo21": [(".", "gen/build.py")],
    "aroha": [(".", "gen/build.py")],
    "farid": [(".", "gen/build.py")],
    "convo22": [(".", "gen/build.py")],
    "keiko": [(".", "gen/build.py")],
    "jorge": [(".", "gen/build.py")],
    "convo23": [(".", "gen/build.py")],
    "bashir": [(".", "gen/build.py")],
    "dimitra": [(".", "gen/build.py")],
    "convo24": [(".", "gen/build.py")],
    "chidi": [(".", "gen/build.py")],
    "weiling": [(".", "gen/build.py")],
    "convo25": [(".", "gen/build.py")],
    "minji": [(".", "gen/build.py")],
    "fatima": [(".", "gen/build.py")],
    "convo26": [(".", "gen/build.py")],
    "yuki": [(".", "gen/build.py")],
    "carvalho": [(".", "gen/build.py")],
    "convo27": [(".", "gen/build.py")],
    "olena": [(".", "gen/build.py")],
    "nour": [(".", "gen/build.py")],
    "convo28": [(".", "gen/build.py")],
    "linh": [(".", "gen/build.py")],
    "tariq": [(".", "gen/build.py")],
    "convo29": [(".", "gen/build.py")],
    "bongani": [(".", "gen/build.py")],
    "soraya": [(".", "gen/build.py")],
    "convo30": [(".", "gen/build.py")],
    "teodora": [(".", "gen/build.py")],
    "rahim": [(".", "gen/build.py")],
    "convo31": [(".", "gen/build.py")],
    "aigerim": [(".", "gen/build.py")],
    "pilar": [(".", "gen/build.py")],
    "convo32": [(".", "gen/build.py")],
    "aino": [(".", "gen/build.py")],
    "tammy": [(".", "gen/build.py")],
    "convo33": [(".", "gen/build.py")],
    "gareth": [(".", "gen/build.py")],
    "eszter": [(".", "gen/build.py")],
    "convo34": [(".", "gen/build.py")],
    "ruth": [(".", "gen/build.py")],
    "annika": [(".", "gen/build.py")],
    "convo35": [(".", "gen/build.py")],
}


def build_set(name: str, force: bool = False) -> str:
    """Build ``name``'s vault/ and return a one-line status."""
    src = ROOT / name
    vault = src / "vault"
    if vault.exists() and not force:
        return f"{name}: vault/ exists, skipped (use --force to rebuild)"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory(prefix=f"vaultset-{name}-") as tmp:
        work = Path(tmp) / name
        shutil.copytree(src, work, ignore=shutil.ignore_patterns("vault", "__pycache__"))
        for cwd, script in GENERATORS[name]:
            proc = subprocess.run([sys.executable, str(work / script)], cwd=work / cwd, env=env,
                                  capture_output=True, text=True, check=False)
            if proc.returncode:
                raise RuntimeError(f"{name}: {script} failed ({proc.returncode}):\n{proc.stderr}")
        drift = [str(p.relative_to(src)) for p in sorted(src.rglob("*"))
                 if p.is_file() and "vault" not in p.relative_to(src).parts
                 and "__pycache__" not in p.parts
                 and (work / p.relative_to(src)).read_bytes() != p.read_bytes()]
        if vault.exists():
            shutil.rmtree(vault)
        shutil.move(str(work / "vault"), str(vault))
    n = sum(1 for p in vault.rglob("*") if p.is_file())
    note = f"; generator output differs from committed {', '.join(drift)} (kept committed)" if drift else ""
    return f"{name}: built {n} files in {vault.relative_to(ROOT.parent.parent)}{note}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.vaultsets.build", description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", metavar="NAME", help=f"sets to build (default: all of {list(GENERATORS)})")
    ap.add_argument("--force", action="store_true", help="rebuild even if vault/ already exists")
    args = ap.parse_args(argv)
    unknown = [n for n in args.names if n not in GENERATORS]
    if unknown:
        ap.error(f"unknown set(s): {', '.join(unknown)}")
    for name in args.names or GENERATORS:
        print(build_set(name, args.force), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

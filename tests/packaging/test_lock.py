"""The lock files pin every dependency pyproject.toml declares, with hashes, and ``make setup`` installs them.

A dependency added to pyproject.toml without ``make lock`` would install unpinned nowhere (the hash-checked
install refuses it), so these tests say which one is missing instead of letting a fresh clone fail.
"""

from __future__ import annotations

import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
LOCKS = ROOT / "packaging" / "requirements"
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s\\;]+)")


def pins(lock: Path) -> dict[str, str]:
    """``name → version`` of every ``name==version`` line (continuation lines carry the hashes)."""
    found = {}
    for line in lock.read_text(encoding="utf-8").splitlines():
        m = PIN.match(line)
        if m:
            found[canonicalize_name(m.group(1))] = m.group(2)
    return found


def declared(*extras: str) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = list(project["dependencies"])
    for extra in extras:
        reqs += project["optional-dependencies"][extra]
    return [Requirement(r) for r in reqs]


@pytest.mark.parametrize(("lock", "extras"), [("test.txt", ("app", "test")), ("bundle.txt", ("app",))])
def test_every_declared_dependency_is_pinned_within_its_range(lock: str, extras: tuple[str, ...]) -> None:
    pinned = pins(LOCKS / lock)
    for req in declared(*extras):
        name = canonicalize_name(req.name)
        assert name in pinned, f"{req.name} is declared in pyproject.toml but not in {lock}: run `make lock`"
        assert req.specifier.contains(pinned[name], prereleases=True), f"{lock}: {name}=={pinned[name]} ∉ {req}"


@pytest.mark.parametrize("lock", ["test.txt", "bundle.txt"])
def test_every_pin_carries_a_hash(lock: str) -> None:
    text = (LOCKS / lock).read_text(encoding="utf-8")
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n\n", 1)[-1])
    entries = [b for b in blocks if PIN.match(b)]
    assert entries
    for block in entries:
        assert "--hash=sha256:" in block, block.splitlines()[0]


def test_the_bundle_lock_agrees_with_the_test_lock() -> None:
    test, bundle = pins(LOCKS / "test.txt"), pins(LOCKS / "bundle.txt")
    assert {n: v for n, v in bundle.items() if n in test and test[n] != v} == {}


@pytest.mark.skipif(not (Path(sys.prefix) / ".installed-stamp").is_file(), reason="not the venv `make setup` builds")
def test_the_make_venv_holds_exactly_the_locked_versions() -> None:
    for name, version in pins(LOCKS / "test.txt").items():
        assert metadata.version(name) == version, name

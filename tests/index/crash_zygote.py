"""Helper process for the crash harness: imports VaultMem and loads the tokenizer once, then forks one
ingestion child per request so each trial costs a fork, not a 3-second interpreter start.

Protocol (line-based JSON on stdin/stdout): request ``{"root", "batch_files", "kill_after_syscalls"}`` →
``{"pid"}`` as soon as the child runs, then ``{"exit": pid, "status"}`` when it is gone (finished or killed).
With ``kill_after_syscalls`` = k > 0 the child SIGKILLs itself at its k-th fsync / rename / unlink (before or
after the call, at random): the durable-commit windows, hit precisely. Otherwise the parent kills it after a
random delay.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys

from vaultmem import Vault
from vaultmem.sync import reconcile
from vaultmem.text import tokenizer

tokenizer.encoding()


def arm(k: int, seed: int) -> None:
    rng = random.Random(seed)
    calls = [0]
    for name in ("fsync", "replace", "rename", "unlink"):
        real = getattr(os, name)

        def wrapped(*args, _real=real, **kwargs):
            calls[0] += 1
            hit = calls[0] == k
            if hit and rng.random() < 0.5:
                os.kill(os.getpid(), signal.SIGKILL)
            out = _real(*args, **kwargs)
            if hit:
                os.kill(os.getpid(), signal.SIGKILL)
            return out

        setattr(os, name, wrapped)


def child(req: dict) -> None:
    reconcile.BATCH_FILES = req["batch_files"]
    if req.get("kill_after_syscalls"):
        arm(req["kill_after_syscalls"], req.get("seed", 0))
    with Vault.open(req["root"]) as v:
        v.sync()


def main() -> None:
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                child(req)
            except BaseException:  # noqa: BLE001 - the forked child reports any failure by exit code
                code = 3
            os._exit(code)
        print(json.dumps({"pid": pid}), flush=True)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"exit": pid, "status": status}), flush=True)


if __name__ == "__main__":
    main()

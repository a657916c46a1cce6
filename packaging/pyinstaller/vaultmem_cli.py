"""Entry point of the bundle's ``vaultmem`` program (PyInstaller needs a script, not a console-script name)."""

import multiprocessing
import sys

from vaultmem.audit import install_from_env

if __name__ == "__main__":
    install_from_env()  # before anything else, so a worker's writes are recorded too
    multiprocessing.freeze_support()  # a spawned ingest worker runs here and exits
    from vaultmem.cli import main

    sys.exit(main())

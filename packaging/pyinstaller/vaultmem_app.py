"""Entry point of the bundle's ``vaultmem-app`` program."""

import multiprocessing
import sys

from vaultmem.audit import install_from_env

if __name__ == "__main__":
    install_from_env()  # before anything else, so the indexer process's writes are recorded too
    multiprocessing.freeze_support()  # the indexer process and its ingest workers run here and exit
    from vaultmem_ui.app import main

    sys.exit(main())

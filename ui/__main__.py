import sys

from .app import main

if __name__ == "__main__":  # the indexer child process (spawn) re-imports this module as __mp_main__
    sys.exit(main())

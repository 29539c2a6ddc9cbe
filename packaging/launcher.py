"""Entry point of the frozen executable: PyInstaller runs this file as __main__
(game/__main__.py can't be, it imports its package relatively)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

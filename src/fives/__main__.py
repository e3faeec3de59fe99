"""``python -m fives``: the `fives` command."""

from __future__ import annotations

import sys

from fives.cli.main import main

if __name__ == "__main__":
    sys.exit(main())

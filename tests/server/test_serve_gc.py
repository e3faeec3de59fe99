"""`fives serve` freezes what it loads at start (`fives.server.cli._tune_gc`): what the first
requests would load anyway (the games, the message catalogs) is loaded before the freeze, so
the garbage collector's full passes never walk it (checked in a fresh interpreter: a freeze
in the test process would stay for every later test)."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import gc
from fives.server.cli import _tune_gc
_tune_gc()
import fives.games
from fives.i18n.fluent import bundle, languages
bundles = {lang: bundle(lang) for lang in languages()}
games = fives.games.all()
tracked = {id(o) for o in gc.get_objects()}  # the frozen objects are in no generation
loose = [lang for lang, found in bundles.items() if id(found) in tracked]
loose += [game.id for game in games if id(game) in tracked]
print(",".join(loose) or "frozen")
"""


def test_the_catalogs_and_the_games_are_loaded_before_the_freeze() -> None:
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "frozen"

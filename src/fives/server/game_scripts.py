"""Each game's own page scripts, served from its folder: ``/games/<id>/board.js`` (its board,
`<game folder>/web/board.js`) and ``/games/<id>/results.js`` (its end screen in words).

Only a discovered game's id and only those two names are served (anything else, an encoded
character or a dot segment in the URL too, is a 404), with what /static gives its files
(`StaticFiles`: the content type, an ETag and Last-Modified, 304 to a request that already has
the file).  `/api/games` lists each game's URLs (`script_urls`), and
the page's loaders (js/boards/index.js, js/results/index.js) import them from there.
"""

from __future__ import annotations

import os
from pathlib import PurePosixPath

from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from fives.core.discovery import own_file

#: the scripts a game may bring, under the names the page asks for them: the key in /api/games
SCRIPTS = {"board.js": "board_js", "results.js": "results_js"}
#: where they are served
PREFIX = "/games"


def script_path(game_id: str, name: str) -> str | None:
    """The file of a game's script ``name`` (board.js, results.js), or None where there is none
    (an id that is no game's included)."""
    path = own_file(game_id, "web", name) if name in SCRIPTS else None
    return str(path) if path is not None else None


def script_urls(game_id: str) -> dict[str, str | None]:
    """``{"board_js": url or None, "results_js": url or None}`` for `/api/games`."""
    urls = {name: f"{PREFIX}/{game_id}/{name}" for name in SCRIPTS}
    return {key: urls[name] if script_path(game_id, name) else None for name, key in SCRIPTS.items()}


class GameScripts(StaticFiles):
    """`StaticFiles` whose files are the games' scripts: ``<id>/<name>`` and nothing else."""

    def __init__(self) -> None:
        super().__init__(check_dir=False)

    def get_path(self, scope: Scope) -> str:
        # the URL as sent: an encoded character (a slash, a dot) or a dot segment names no script
        raw = bytes(scope.get("raw_path") or b"")
        if b"%" in raw or b"/." in raw or b"\\" in raw:
            return ""
        return super().get_path(scope)

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        parts = PurePosixPath(path.replace("\\", "/")).parts
        found = script_path(*parts) if len(parts) == 2 else None
        return (found, os.stat(found)) if found else ("", None)

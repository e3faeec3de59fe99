"""Each game's board and end-screen scripts, served from its folder at /games/<id>/board.js and
/games/<id>/results.js (fives.server.game_scripts) as /static serves the page's own scripts, and
listed by /api/games; nothing else under /games/ is served."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from fives.core.discovery import folder
from fives.games import ids

from .conftest import serve

#: what a script's answer varies in from file to file (the rest must be what /static sends)
PER_FILE = {"content-length", "etag", "last-modified"}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'fives.db'}"
    with serve(url) as the_client:
        yield the_client


def test_every_game_s_scripts_are_listed_and_served_like_the_page_s_own(client: Any) -> None:
    listed = {game["id"]: game for game in client.get("/api/games").json()}
    shared = client.get("/static/js/boards/common.js")
    assert shared.status_code == 200
    served = 0
    for game_id in ids():
        place = folder(game_id)
        for name, key in (("board.js", "board_js"), ("results.js", "results_js")):
            path = place / "web" / name if place is not None else None
            if path is None or not path.is_file():
                assert listed[game_id][key] is None
                continue
            url = listed[game_id][key]
            assert url == f"/games/{game_id}/{name}"
            answer = client.get(url)
            assert answer.status_code == 200, url
            assert answer.content == path.read_bytes()
            assert answer.headers["content-type"] == shared.headers["content-type"]
            assert set(answer.headers) == set(shared.headers), url
            assert answer.headers["etag"] and answer.headers["last-modified"]
            served += 1
    assert served >= 16  # the eight games' boards and end screens


def test_a_script_the_browser_has_is_not_sent_again(client: Any) -> None:
    first = client.get("/games/torris/board.js")
    again = client.get("/games/torris/board.js", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == first.headers["etag"]
    since = client.get(
        "/games/torris/board.js", headers={"If-Modified-Since": first.headers["last-modified"]}
    )
    assert since.status_code == 304
    changed = client.get("/games/torris/board.js", headers={"If-None-Match": '"something-else"'})
    assert changed.status_code == 200 and changed.content == first.content
    assert client.head("/games/torris/board.js").status_code == 200
    assert client.post("/games/torris/board.js").status_code == 405


@pytest.mark.parametrize(
    "path",
    [
        "/games/no_such_game/board.js",  # an id no game has
        "/games/torris/index.js",  # another name
        "/games/torris/__init__.py",  # the rules beside the scripts
        "/games/torris/web/board.js",  # the folder's own layout
        "/games/torris",
        "/games/torris/",
        "/games/",
        "/games/torris/%2e%2e/cambio/board.js",  # a dot segment, encoded (a browser sends `..` so)
        "/games/torris/%2e%2e/%2e%2e/server/app.py",
        "/games/torris%2Fboard.js",  # an encoded slash
        "/games/torris/board.js%00",
        "/games/..%5C..%5Cserver%5Capp.py",
    ],
)
def test_nothing_else_is_served_under_games(client: Any, path: str) -> None:
    assert client.get(path).status_code == 404, path


def test_a_game_without_scripts_has_none_listed(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    """A game in its own package without a board (examples/nim): null, and its URLs are 404."""
    from fives.core import discovery
    from fives.server import game_scripts

    monkeypatch.setattr(discovery, "folder", lambda game_id: tmp_path)
    assert game_scripts.script_urls("torris") == {"board_js": None, "results_js": None}
    assert game_scripts.GameScripts().lookup_path("torris/board.js") == ("", None)

"""GET /api/games/{id}/howto: the how-to texts, the pictures' views and the guided first game."""

from __future__ import annotations

from typing import Any

import pytest

import fives.games

from .conftest import serve


@pytest.fixture
def sqlite_client(sqlite_url: str) -> Any:
    with serve(sqlite_url) as c:
        yield c


@pytest.mark.parametrize("game_id", [g.id for g in fives.games.all()])
def test_every_game_serves_its_how_to_play(sqlite_client: Any, game_id: str) -> None:
    response = sqlite_client.get(f"/api/games/{game_id}/howto")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["game"] == game_id
    assert set(body["text"]) == {"en", "de"}
    assert set(body["pictures"]) == {"start", "move", "end"}
    assert body["pictures"]["end"]["view"]["terminal"] is True
    assert body["pictures"]["start"]["view"]["viewer"] is None  # a picture shows the public view
    assert set(body["pictures"]["start"]["i18n"]) >= {"de"}
    steps = body["guide"]["steps"]
    for step in steps:
        assert step["view"]["viewer"] == body["guide"]["seat"]
        if step["move"] is not None:  # None: a step to watch
            assert step["move"].lower() in [move.lower() for move in step["view"]["legal"]]


def test_how_to_play_of_an_unknown_game_is_a_clear_404(sqlite_client: Any) -> None:
    response = sqlite_client.get("/api/games/chess/howto")
    assert response.status_code == 404
    assert response.json()["error"] == "unknown_game"


def test_a_game_without_its_how_to_play_files_says_so(sqlite_client: Any, monkeypatch: Any) -> None:
    import fives.howto

    monkeypatch.setattr(fives.howto, "text", lambda game_id, lang: None)
    fives.howto._howto.cache_clear()
    try:
        response = sqlite_client.get("/api/games/cambio/howto")
    finally:
        fives.howto._howto.cache_clear()
    assert response.status_code == 404
    assert response.json()["error"] == "no_howto"

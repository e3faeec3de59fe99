"""GET /api/games/{id}/rules?lang=: the players' rules, for the page's Rules button."""

from __future__ import annotations

from typing import Any

import pytest

import fives.games
from fives.docs import rules_markdown

from .conftest import serve


@pytest.fixture
def sqlite_client(sqlite_url: str) -> Any:
    with serve(sqlite_url) as c:
        yield c


@pytest.mark.parametrize("game_id", [g.id for g in fives.games.all()])
def test_every_game_serves_its_rules_markdown(sqlite_client: Any, game_id: str) -> None:
    response = sqlite_client.get(f"/api/games/{game_id}/rules")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/markdown")
    assert response.text == rules_markdown(game_id)
    assert response.text.startswith("# ")
    german = sqlite_client.get(f"/api/games/{game_id}/rules?lang=de")
    assert german.status_code == 200 and german.text == rules_markdown(game_id, "de") != response.text
    assert "](#rule:" not in german.text  # the rule marks are for the tests, not the reader
    assert sqlite_client.get(f"/api/games/{game_id}/rules?lang=fr").text == response.text


def test_rules_of_an_unknown_game_is_a_clear_404(sqlite_client: Any) -> None:
    response = sqlite_client.get("/api/games/chess/rules")
    assert response.status_code == 404
    body = response.json()
    assert "unknown game 'chess'" in body["detail"]

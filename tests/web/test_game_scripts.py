"""The games' own scripts (their folders' web/board.js and web/results.js, served at /games/<id>/)
are loaded once when the page starts, before any page draws; a script that fails to load is
logged and its game falls back to the move buttons and the generic result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conftest import Server

if TYPE_CHECKING:
    from playwright.sync_api import Page


def test_the_games_scripts_load_at_start_and_a_broken_one_falls_back(page: Page, server: Server) -> None:
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    games = server.get("/api/games")
    with_board = sorted(g["id"] for g in games if g["board_js"])
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    found = page.evaluate(
        """async (ids) => {
          const boards = await import('/static/js/boards/index.js');
          const results = await import('/static/js/results/index.js');
          const loaded = ids.filter((id) => typeof boards.boardOf(id)?.render === 'function');
          await boards.loadGames([{ id: 'broken', board_js: '/games/broken/board.js' }, { id: 'none' }]);
          await results.loadGames([{ id: 'broken', results_js: '/games/broken/results.js' }]);
          const words = results.renderResult('broken', { winners: [0], reason_message: null, details: {} },
            { lang: 'en', name: (p) => 'P' + p, seats: 2, fallbackReason: 'why' });
          return { loaded, broken: boards.boardOf('broken'), none: boards.boardOf('none'), words };
        }""",
        with_board,
    )
    assert len(with_board) >= 8
    assert found["loaded"] == with_board  # drawn by the home page already: loaded before it
    assert found["broken"] is None and found["none"] is None
    assert found["words"] == {"headline": None, "reason": "why", "body": None}
    assert [e for e in errors if "broken" in e and "did not load" in e], errors

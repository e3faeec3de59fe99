"""Ratings in the browser (issue 28): a game's leaderboard and a player's profile with its rating
graph (inline SVG), in English and German, on a desktop and a phone.  The database is seeded
through the store (finished rated rooms rated by `fives.server.rated.rate_room`, the same code
the server runs), then a real ``fives serve`` opens it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import pytest

from fives.server import rated
from fives.server.store import RoomRow, SeatRow, Store
from fives.server.tables import accounts

from .conftest import Errors, Server, screenshot, serving, unfold, watch

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

DAY = 86400.0
START = 1_790_000_000.0  # 2026-09-21


def seed(url: str) -> dict[str, Any]:
    """Ann and Bob play eight rated games of Cambio (Ann wins six), one at a private table; Ann
    plays two rated games of Torris against the computer (private tables, as such games are by
    default)."""
    store = Store(url)
    store.migrate()
    with store.engine.begin() as conn:
        for name in ("Ann", "Bob"):
            conn.execute(
                accounts.insert().values(
                    id=f"acc-{name}", name=name, name_key=name.casefold(), created_at=START
                )
            )
    rooms: list[str] = []
    winners = [[0], [0], [1], [0], [0], [1], [0], [0]]
    for n, won in enumerate(winners):
        at = START + n * DAY
        room = RoomRow(f"cambio{n}", "cambio", {"players": 2}, n, "finished", rated=True)
        room.visibility = "private" if n == 5 else "open"
        room.result = {"winners": won, "scores": [0, 0], "reason": "", "details": {}}
        room.created_at = room.updated_at = at
        store.create_room(
            room,
            [
                SeatRow(0, "local", "Ann", "joined", account_id="acc-Ann"),
                SeatRow(1, "invite", "Bob", "joined", account_id="acc-Bob"),
            ],
        )
        assert rated.rate_room(store, room.id, now=at + 600)
        rooms.append(room.id)
    for n in range(2):
        at = START + (8 + n) * DAY
        room = RoomRow(f"torris{n}", "torris", {"players": 2}, n, "finished", rated=True)
        room.result = {"winners": [0], "scores": [0, 0], "reason": "", "details": {}}
        room.created_at = room.updated_at = at
        store.create_room(
            room,
            [
                SeatRow(0, "local", "Ann", "joined", account_id="acc-Ann"),
                SeatRow(1, "ai", "computer (hard)", "ai", "hard"),
            ],
        )
        assert rated.rate_room(store, room.id, now=at + 600)
    # two players whose names hold what a URL treats specially, in one rated game of Fünf gewinnt
    odd = ["AC/DC", "a/b?c#d%2F e 100%"]
    for n, name in enumerate(odd):
        with store.engine.begin() as conn:
            conn.execute(
                accounts.insert().values(
                    id=f"acc-odd{n}", name=name, name_key=name.casefold(), created_at=START
                )
            )
    room = RoomRow("odd0", "fuenf_gewinnt", {"players": 2}, 0, "finished", rated=True)
    room.result = {"winners": [0], "scores": [0, 0], "reason": "", "details": {}}
    room.created_at = room.updated_at = START
    store.create_room(
        room,
        [
            SeatRow(0, "local", odd[0], "joined", account_id="acc-odd0"),
            SeatRow(1, "invite", odd[1], "joined", account_id="acc-odd1"),
        ],
    )
    assert rated.rate_room(store, room.id, now=START + 600)
    store.dispose()
    return {"rooms": rooms, "odd": odd}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, dict[str, Any]]]:
    folder = tmp_path_factory.mktemp("ratings-server")
    url = f"sqlite:///{folder / 'fives.sqlite3'}"
    facts = seed(url)
    with serving(folder, database=url, ai_workers=1) as found:
        yield found, facts


def open_page(browser: Browser, width: int, height: int, lang: str) -> Page:
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    page = watch(context.new_page(), Errors())
    page.add_init_script(f"localStorage.setItem('fives.lang', '{lang}')")
    return page


def test_the_leaderboard_lists_players_by_rating_in_both_languages(
    browser: Browser, seeded: tuple[Server, dict[str, Any]]
) -> None:
    server, _facts = seeded
    expected = server.get("/api/leaderboard/cambio")["players"]
    assert [p["name"] for p in expected] == ["Ann", "Bob"]
    page = open_page(browser, 1200, 800, "en")
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.base + "/")
    page.click(".game-card[data-game=cambio] a.leaderboard-btn")
    page.wait_for_selector("#leaderboard")
    assert page.locator("#leaderboard-title").inner_text() == "Cambio: leaderboard"
    rows = page.locator("#leaderboard tbody tr")
    assert rows.count() == 2
    assert rows.nth(0).get_attribute("data-name") == "Ann"
    assert str(expected[0]["rating"]) in rows.nth(0).inner_text()
    assert page.locator(".game-card").count() == 0
    screenshot(page, "ratings-leaderboard")
    page.click("#lang")
    page.wait_for_function("document.querySelector('#leaderboard-title').textContent.includes('Bestenliste')")
    assert page.locator("#leaderboard thead").inner_text().split() == [
        "Platz",
        "Spieler",
        "Wertung",
        "Partien",
    ]
    screenshot(page, "ratings-leaderboard-de")
    # a one-player game has no leaderboard; an empty one says so
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    assert page.locator(".game-card[data-game=abraeumen] a.leaderboard-btn").count() == 0
    page.goto(server.base + "/#/leaderboard/make5")
    page.wait_for_selector("#leaderboard-empty")
    assert errors == []
    page.context.close()


def test_the_profile_draws_a_rating_graph_and_lists_the_games(
    browser: Browser, seeded: tuple[Server, dict[str, Any]]
) -> None:
    server, facts = seeded
    profile = server.get("/api/players/Ann")
    page = open_page(browser, 1200, 900, "en")
    page.goto(server.base + "/#/leaderboard/cambio")
    page.click("#leaderboard a:text('Ann')")
    page.wait_for_selector("#rating-cards")
    assert page.locator("#profile-name").inner_text() == "Ann"
    card = page.locator(".rating-card[data-game=cambio]")
    graph = card.locator("svg.rating-graph")
    history = profile["history"]["cambio"]
    assert graph.locator("circle.point").count() == len(history) == 9  # the start and eight games
    points = graph.locator("polyline.line").get_attribute("points") or ""
    ys = [float(pair.split(",")[1]) for pair in points.split()]
    ratings = [p["rating"] for p in history]
    # higher ratings are drawn higher (smaller y)
    for a in range(len(ys)):
        for b in range(len(ys)):
            if ratings[a] > ratings[b]:
                assert ys[a] < ys[b]
    labels = graph.locator("text.date").all_inner_texts()
    assert labels == ["21 Sept", "28 Sept"] or len(labels) == 2
    assert str(ratings[-1]) in (graph.get_attribute("aria-label") or "")
    games = page.locator("#profile-games li")
    assert games.count() == 10
    first = games.nth(0)
    assert "Torris" in first.inner_text() and "Won" in first.inner_text()
    private = page.locator("#profile-games li", has_text="private table")  # one Cambio, two Torris
    assert private.count() == 3 and private.locator("a").count() == 0
    assert facts["rooms"][5] not in page.content()
    replay = page.locator(f"#profile-games a.replay-link[href='#/replay/{facts['rooms'][7]}']")
    assert replay.count() == 1
    screenshot(page, "ratings-profile")
    page.context.close()
    # on a phone, in German: the graph fits the width and its labels are German dates
    phone = open_page(browser, 390, 844, "de")
    phone.goto(server.base + "/#/player/ann")
    phone.wait_for_selector("#rating-cards svg.rating-graph")
    box = phone.locator(".rating-card[data-game=cambio] svg.rating-graph").bounding_box()
    assert box is not None and box["width"] <= 390 and box["height"] > 80
    text = phone.locator("main").inner_text()
    assert "Wertungen" in text and "Beendete Partien" in text and "Gewonnen" in text
    assert "privater Tisch" in text
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone, "ratings-profile-phone-de")
    phone.goto(server.base + "/#/player/nobody")
    phone.wait_for_selector("#ratings-error")
    assert "nobody" in phone.locator("#ratings-error").inner_text()
    phone.context.close()


def test_the_pages_are_empty_without_rated_games(tmp_path: Path) -> None:
    """(No browser) the API a fresh database answers: an empty leaderboard, no such player."""
    store = Store(f"sqlite:///{tmp_path / 'empty.sqlite3'}")
    store.migrate()
    assert rated.leaderboard(store, "cambio", 10) == []
    assert rated.profile(store, "Ann") is None
    store.dispose()


def test_the_new_game_dialog_creates_a_rated_game_and_refuses_one_on_one_screen(
    page: Page, server: Server
) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=fuenf_gewinnt]")
    page.select_option("#seat-1", "local")
    unfold(page)
    page.check("#rated")
    page.click("#start")
    error = page.locator("#dialog-error")
    error.wait_for()
    page.wait_for_function("document.querySelector('#dialog-error').textContent.length > 0")
    assert "online" in error.inner_text()
    # against the computer (the person opens): rated until its first move, which finds no account
    page.select_option("#seat-1", "ai")
    page.select_option("#level-1", "easy")
    page.select_option("#opt-first", "1")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#rated-badge")
    page.wait_for_selector("#your-turn")
    room = page.url.rsplit("/", 1)[-1]
    assert server.get(f"/api/rooms/{room}")["rated"] is True
    assert page.locator("#hint").count() == 0 and page.locator("#undo").count() == 0
    screenshot(page, "ratings-rated-room")
    # nobody is signed in: the first move finds a seat without an account, and the game is unrated
    page.click("#moves-box button")
    page.wait_for_selector("#rated-badge", state="hidden")
    assert server.get(f"/api/rooms/{room}")["rated"] is False
    page.wait_for_selector("#hint")


def test_a_profile_link_reaches_a_name_with_slashes_and_signs(
    browser: Browser, seeded: tuple[Server, dict[str, Any]]
) -> None:
    """Issue 33: "AC/DC" could sign up but its profile answered 404.  The leaderboard's links
    (the name URL-encoded) open each profile, and the API finds it."""
    server, facts = seeded
    page = open_page(browser, 1200, 800, "en")
    for name in facts["odd"]:
        page.goto(server.base + "/#/leaderboard/fuenf_gewinnt")
        link = page.locator("#leaderboard a", has_text=name)
        assert link.get_attribute("href") == "#/player/" + quote(name, safe="~()*!'")
        link.click()
        page.wait_for_selector("#rating-cards")
        assert page.locator("#profile-name").inner_text() == name
        assert page.locator(".rating-card[data-game=fuenf_gewinnt]").count() == 1
    page.context.close()

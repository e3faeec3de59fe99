"""The home page, the new-game dialog, languages, hot-seat covers, reconnecting, the phone
layout and the page's security rules (no inline script, no HTML built from server data)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .conftest import ARGS, CHROMIUM, Server, move_number, new_game, screenshot, unfold, wait_change

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright, Route


STATIC = Path(__file__).resolve().parents[2] / "src" / "fives" / "web" / "static"
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
)


def test_home_lists_the_eight_games(page: Page, server: Server) -> None:
    games = server.get("/api/games")
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    cards = page.locator(".game-card")
    assert cards.count() == len(games) == 8
    for info in games:
        card = page.locator(f".game-card[data-game={info['id']}]")
        text = card.inner_text()
        assert info["name_de"] in text  # the original German name, in English too
        assert info["description"] in text
        count = (
            str(info["min_players"])
            if info["min_players"] == info["max_players"]
            else (f"{info['min_players']}–{info['max_players']}")
        )
        assert count in text
        assert card.locator("svg.pic *").count() > 3  # a picture
        assert card.locator("button.play").inner_text() == "Play"
    screenshot(page, "home")


def test_new_game_dialog_offers_seats_levels_and_the_games_options(page: Page, server: Server) -> None:
    info = next(g for g in server.get("/api/games") if g["id"] == "cambio")
    page.goto(server.base + "/")
    page.click("button.play[data-game=cambio]")
    dialog = page.locator("dialog#new-game")
    assert dialog.is_visible()
    kinds = page.locator("#seat-0 option").evaluate_all("els => els.map(e => e.value)")
    assert kinds == ["me", "local", "invite", "ai", "open"]
    levels = page.locator("#level-1 option").evaluate_all("els => els.map(e => e.value)")
    assert {"easy", "medium", "max"} <= set(levels)  # Cambio offers no hard (issue 34)
    assert "hard" not in levels
    assert not page.locator("#level-0").is_visible()  # no level for a person
    assert page.locator("#level-1").is_visible()  # seat 2 defaults to the computer
    for spec in info["options"]:
        assert page.locator(f"#opt-{spec['name']}").count() == 1
    page.select_option("#opt-players", "3")
    assert page.locator(".seat-row").count() == 3
    screenshot(page, "new-game-dialog")
    page.click("#cancel")
    assert not dialog.is_visible()


def test_bad_options_are_explained_in_the_dialog(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=cambio]")
    unfold(page)
    page.fill("#opt-max_pushes", "5")  # below the minimum of 20
    page.evaluate("document.querySelector('#opt-max_pushes').removeAttribute('min')")
    page.click("#start")
    error = page.locator("#dialog-error")
    error.wait_for()
    page.wait_for_function("() => document.querySelector('#dialog-error').textContent.length > 0")
    assert "max_pushes" in error.inner_text()


def test_german_ui_is_remembered(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.wait_for_selector("button.play >> text=Spielen")
    assert "Stein über Stein" in page.locator(".game-card[data-game=abraeumen]").inner_text()
    page.reload()
    page.wait_for_selector(".game-card")
    assert page.locator("button.play").first.inner_text() == "Spielen"
    assert page.inner_text("#lang") == "English"
    screenshot(page, "home-de")
    page.click("button.play[data-game=torris]")  # the options in German too
    unfold(page)
    assert page.inner_text("label[for=opt-first]") == "Wer beginnt"
    assert page.locator("#opt-first option[value=lot]").inner_text() == "Wird ausgelost"
    assert "Türme" in page.inner_text("dialog#new-game")
    screenshot(page, "new-game-dialog-de")
    page.click("#cancel")
    new_game(page, server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    assert page.inner_text("#your-turn") == "Du bist am Zug"
    assert page.inner_text("#moves-title") == "Deine Züge (8)"
    assert "Steine übrig" in page.inner_text("#stones-left")
    screenshot(page, "abraeumen-de")
    page.click("#lang")
    page.wait_for_selector("#your-turn >> text=Your turn")


def test_hot_seat_with_hidden_information_covers_the_view(page: Page, server: Server) -> None:
    new_game(page, server, "zahlenpoker", ["me", "local"])
    page.wait_for_selector("#cover")
    # nothing of the seat's view is in the page while the cover is shown
    assert page.locator("svg.zahlenpoker").count() == 0
    assert "Player 1" in page.inner_text("#cover")
    screenshot(page, "hot-seat-cover")
    page.click("#reveal")
    before = move_number(page)
    page.locator(".zp-stone.legal-target").first.click()
    wait_change(page, before)
    # the other person's turn: covered again, and the first choice is not shown to them
    page.wait_for_selector("#cover")
    assert "Player 2" in page.inner_text("#cover")
    page.click("#reveal")
    assert page.locator("#my-choice").count() == 0
    assert page.locator(".zp-stone.chosen.facedown").count() == 1
    assert page.locator(".zp-stone.chosen.facedown text").count() == 0
    # from now on: whenever the screen passes to the other person it is covered first
    looking = "Player 2"
    for _ in range(6):
        before = move_number(page)
        page.locator(".zp-stone.legal-target, .zp-empty.legal-target").first.click()
        wait_change(page, before)
        page.wait_for_selector("#cover, #your-turn, #result")
        if page.locator("#result").count():
            break
        if page.locator("#cover").count():
            assert looking not in page.inner_text("#cover")
            looking = "Player 1" if looking == "Player 2" else "Player 2"
            page.click("#reveal")
        assert page.inner_text("#your-turn").endswith(looking)


def test_reconnects_by_itself(page: Page, server: Server) -> None:
    new_game(page, server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    page.wait_for_function("() => window.fivesConnection && window.fivesConnection.ws")
    page.evaluate("window.fivesConnection.drop()")
    page.wait_for_selector(".conn.reconnecting")
    assert "reconnecting" in page.inner_text("#conn-status")
    page.wait_for_selector(".conn.connected", state="attached", timeout=15000)
    before = move_number(page)
    page.locator(".cell.movable").first.click()
    page.locator(".cell.legal-target").first.click()
    wait_change(page, before)
    assert move_number(page) == before + 1


def test_phone_sized_layout(browser: Browser, server: Server) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        page.goto(server.base + "/")
        page.wait_for_selector(".game-card")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390
        screenshot(page, "phone-home")
        new_game(page, server, "cambio", ["me", "random"])
        page.wait_for_selector("svg.cambio")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        box = page.locator("svg.cambio").bounding_box()
        assert box is not None and box["width"] <= 390
        page.locator("svg.cambio [data-move]").first.tap()
        page.wait_for_selector("#log li")
        screenshot(page, "phone-cambio")
    finally:
        context.close()


def test_pages_run_under_a_strict_content_security_policy(pw: Playwright, server: Server) -> None:
    """The page, served with a CSP that allows no inline script or style, works (a game is
    started and a move made) and the browser reports no violation."""
    # a page fulfilled by the test (to add the header) counts as non-local for Chromium's local
    # network checks, which would then block its websocket to 127.0.0.1
    browser = pw.chromium.launch(
        executable_path=str(CHROMIUM),
        headless=True,
        args=[*ARGS, "--disable-features=LocalNetworkAccessChecks"],
    )
    try:
        page = browser.new_page()
        violations: list[str] = []
        page.on(
            "console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None
        )
        page.on("pageerror", lambda exc: violations.append(str(exc)))

        def add_csp(route: Route) -> None:
            response = route.fetch()
            route.fulfill(response=response, headers={**response.headers, "content-security-policy": CSP})

        page.route(re.compile(r"^[^?#]*/(\?[^#]*)?$"), add_csp)
        new_game(page, server, "torris", ["me", "random"], {"first": "1"})
        page.wait_for_selector("#your-turn")
        before = move_number(page)
        page.locator(".torris .cell.movable").first.click()
        page.locator(".torris .cell.legal-target").first.click()
        wait_change(page, before)
        assert move_number(page) > before
        assert violations == []
    finally:
        browser.close()


def test_no_inline_script_and_no_html_from_strings() -> None:
    html = (STATIC / "index.html").read_text()
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "inline script"
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler"
    assert not re.search(r"\sstyle\s*=", html), "inline style"
    assert "<style" not in html
    for path in [*STATIC.rglob("*.js"), *STATIC.parents[1].joinpath("games").glob("*/web/*.js")]:
        code = path.read_text()
        for banned in (
            "innerHTML",
            "outerHTML",
            "insertAdjacentHTML",
            "document.write",
            "eval(",
            "new Function",
        ):
            assert banned not in code, f"{banned} in {path.name}"
        assert 'setAttribute("style"' not in code


def test_a_click_on_no_move_sends_nothing(page: Page, server: Server) -> None:
    # before issue 24 this was sent and refused ("Move rejected: a2-a1 …"); now a click on no
    # target sends nothing: a stone that cannot jump, then the free corner next to it, selects
    # nothing and is no move (a refused move's reason is shown: test_german.py)
    new_game(page, server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    before = move_number(page)
    page.click("[data-square=a2]")  # a stone that cannot jump
    page.click("[data-square=a1]")  # onto the free corner next to it: not a jump
    assert page.locator(".abraeumen .cell.selected").count() == 0
    page.wait_for_timeout(500)
    assert page.locator("#notice .error").count() == 0
    assert move_number(page) == before
    screenshot(page, "no-move-sent")


def finish_zahlenpoker(page: Page) -> None:
    while page.locator("#result").count() == 0:
        page.wait_for_selector("#your-turn, #result")
        if page.locator("#result").count():
            break
        before = move_number(page)
        page.locator(".zp-stone.legal-target, .zp-empty.legal-target").first.click()
        wait_change(page, before)


def test_rematch_starts_the_same_game_with_the_same_seats(page: Page, server: Server) -> None:
    room = new_game(page, server, "zahlenpoker", ["me", "random"], {"leftover": "kept"})
    finish_zahlenpoker(page)
    page.click("#rematch")
    page.wait_for_url(lambda url: "/#/room/" in url and not url.endswith(room))
    new_room = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector("#your-turn")
    info = server.get(f"/api/rooms/{new_room}")
    assert info["rematch_of"] == room
    assert info["options"]["leftover"] == "kept"
    assert [s["kind"] for s in info["seats"]] == ["local", "ai"]
    assert page.locator(".zp-stone.legal-target").count() == 8  # a full hand again


def test_replay_of_a_finished_game(page: Page, server: Server) -> None:
    room = new_game(page, server, "zahlenpoker", ["me", "random"])
    finish_zahlenpoker(page)
    total = server.get(f"/api/finished/{room}/replay")["moves"]
    page.click("#replay")
    page.wait_for_selector("#replay-move")
    assert page.inner_text("#replay-move") == f"0 / {total}"
    assert page.locator("#log li").count() == 0
    page.click("#replay-next")
    page.wait_for_selector("#replay-move >> text=1 /")
    assert page.locator("#log li").count() == 1
    page.click("#replay-last")
    page.wait_for_selector(f"#replay-move >> text={total} / {total}")
    assert page.locator("svg.zahlenpoker").count() == 1
    page.click("#replay-first")
    page.click("#replay-play")  # autoplay
    page.wait_for_selector("#replay-move >> text=2 /", timeout=5000)
    page.click("#replay-play")
    screenshot(page, "replay")
    page.goto(server.base + "/")
    # a game against the computer is private: replayed from "My games", not published in the list
    page.locator(f"#my-games [data-room='{room}'] a.replay").click()
    page.wait_for_url(f"**/#/replay/{room}")
    page.goto(server.base + "/")
    page.wait_for_selector("#my-games")
    assert page.locator(f"#finished-rooms [data-room='{room}']").count() == 0


def test_a_stone_can_be_dragged(page: Page, server: Server) -> None:
    new_game(page, server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    before = move_number(page)
    source = page.locator("[data-square=c1]").bounding_box()
    target = page.locator("[data-square=a1]").bounding_box()
    assert source is not None and target is not None
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
    page.mouse.up()
    wait_change(page, before)
    # the log says the move in words (issue 36 item 2), no longer the notation "c1-a1"
    assert page.inner_text("#log li.last") == "Player 1 jumps from c1 to a1"


def test_keyboard_play(page: Page, server: Server) -> None:
    new_game(page, server, "cambio", ["me", "random"])
    page.wait_for_selector("#your-turn")
    before = move_number(page)
    target = page.locator("svg.cambio [data-move]").first
    move = target.get_attribute("data-move")
    # the notation is the target's tooltip (issue 36 item 2), never drawn on the board
    title = target.locator(":scope > title")
    assert (
        title.text_content() == f"Notation: '{move}'"
        and title.evaluate("el => getComputedStyle(el).display") == "none"
    )
    target.focus()
    page.keyboard.press("Enter")
    wait_change(page, before)
    # the log says the move in words with the cube's symbol (issue 36 item 2)
    line = page.locator("#log li").first.inner_text()
    assert re.fullmatch(rf"Player 1 puts a cube on {move} \((circle|triangle|square)\)", line), line


def test_watching_a_game_without_a_seat(page: Page, server: Server, browser: Browser) -> None:
    room = new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    other = browser.new_context()
    try:
        viewer = other.new_page()
        viewer.goto(f"{server.base}/#/room/{room}")
        viewer.wait_for_selector("svg.torris")
        assert viewer.locator("#watching").count() == 1
        assert viewer.locator("#legal-moves .move-btn").count() == 0
        assert viewer.locator(".torris .cell.movable").count() == 0
        before = move_number(viewer)
        page.locator(".torris .cell.movable").first.click()
        page.locator(".torris .cell.legal-target").first.click()
        wait_change(viewer, before)  # the watcher sees the move
    finally:
        other.close()


def test_the_open_table_pans_and_zooms(page: Page, server: Server) -> None:
    new_game(page, server, "fuenf_gewinnt", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    world = page.locator("svg.fuenf > g")
    start = world.get_attribute("transform")
    box = page.locator("svg.fuenf").bounding_box()
    assert box is not None
    x, y = box["x"] + 40, box["y"] + 40
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 120, y + 60, steps=6)
    page.mouse.up()
    panned = page.locator("svg.fuenf > g").get_attribute("transform")
    assert panned != start
    page.click("button[aria-label='Zoom in']")
    zoomed = page.locator("svg.fuenf > g").get_attribute("transform")
    assert zoomed != panned
    page.click("#centre")
    assert page.locator("svg.fuenf > g").get_attribute("transform") == start
    before = move_number(page)
    page.locator(".fuenf .fg-target").first.click()  # still playable after panning
    wait_change(page, before)


def test_the_shuffle_is_animated(page: Page, server: Server) -> None:
    new_game(page, server, "huetchenspieler", ["me", "local"], {"first": "1"})
    page.click("#reveal")
    for _ in range(3):
        page.locator("#lay button:not([disabled])").first.click()
    page.wait_for_selector("#memorize, #turn-down")
    if page.locator("#turn-down").count():
        page.click("#turn-down")
    page.wait_for_selector(".hs-stone.movable", timeout=30000)
    before = move_number(page)
    page.locator(".hs-stone.movable").first.click()
    page.locator(".hs-gap").last.click()
    wait_change(page, before)
    page.wait_for_selector("#shuffling")
    running = page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length")
    assert running >= 2  # the moved stone and the ones that make room


def test_names_and_a_seat_handed_to_the_computer(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=torris]")
    page.select_option("#seat-1", "invite")
    page.fill("#name-0", "Alice")
    unfold(page)
    page.select_option("#opt-first", "1")
    page.click("#start")
    page.wait_for_selector("#seat-list")
    assert "Alice" in page.inner_text("#scores")
    # the invited friend does not come: the computer plays their seat
    page.click(".takeover")
    page.wait_for_selector("#your-turn")
    assert "computer" in page.inner_text("#seat-list")
    before = move_number(page)
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    wait_change(page, before)
    page.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) >= {before + 2}"
    )


def test_the_animated_shuffle_follows_the_rules(page: Page, server: Server) -> None:
    """The page's model of a shuffle move (which drives the animation) moves the stones exactly
    as the game does, for every shuffle move."""
    from fives.games import load

    game = load("huetchenspieler")
    symbols = ["dot", "line", "triangle", "square"]
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    moves = _shuffle_moves(game)
    assert len(moves) == 12
    for move in moves:
        state = game.new_state({"first": "1"}, seed=1)
        state.apply_string(" ".join(symbols))
        state.apply_string("turn")
        state.apply_string(move)
        expected = [state.layout[state.order[pos]] + 1 for pos in range(4)]  # no view shows it now
        got = page.evaluate(
            "async (m) => (await import('/games/huetchenspieler/board.js')).shuffle([1, 2, 3, 4], m)",
            move,
        )
        assert got == expected, move


def _shuffle_moves(game: Any) -> list[str]:
    state = game.new_state({"first": "1"}, seed=1)
    state.apply_string("dot line triangle square")
    state.apply_string("turn")
    moves: list[str] = state.legal_strings()
    return moves


def test_a_game_that_does_not_exist(page: Page, server: Server) -> None:
    page.goto(f"{server.base}/#/room/no-such-room")
    page.wait_for_selector("main .error")
    assert "does not exist" in page.inner_text("main .error")


def test_a_wrong_seat_token_is_reported(page: Page, server: Server, browser: Browser) -> None:
    room = new_game(page, server, "cambio", ["me", "random"])
    other = browser.new_context()
    try:
        stranger = other.new_page()
        stranger.goto(server.base + "/")
        stranger.evaluate(f"localStorage.setItem('fives.seats.{room}', JSON.stringify({{0: 'not-a-token'}}))")
        stranger.goto(f"{server.base}/#/room/{room}")
        stranger.wait_for_selector(".conn.failed")
        assert "token" in stranger.inner_text("#notice")
        assert stranger.locator("svg.cambio [data-move]").count() == 0
    finally:
        other.close()


def test_a_lone_empty_hand_steals_a_shown_stone(page: Page, server: Server) -> None:
    new_game(page, server, "zahlenpoker", ["me", "local"])
    page.click("#reveal")
    before = move_number(page)
    page.click(".zp-empty.legal-target")  # P1 shows the empty hand
    wait_change(page, before)
    page.click("#reveal")  # P2's turn
    before = move_number(page)
    page.click(".zp-stone.legal-target >> text=3")
    wait_change(page, before)
    # the reveal: P1 alone showed the empty hand and now takes P2's stone from the table
    page.click("#reveal")
    page.wait_for_selector(".zahlenpoker [data-move='steal P2']")
    assert page.locator(".zp-stone.legal-target").count() == 1
    before = move_number(page)
    page.click(".zahlenpoker [data-move='steal P2']")
    wait_change(page, before)
    # the log says the move in words, with the robbed seat's name (the notation stays 'steal P2')
    assert page.inner_text("#log li.last") == "Player 1 steals from Player 2"


def test_a_move_clock_runs_out_and_the_seat_is_taken_back(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=torris]")
    # max thinks 0.5 s a move: the game between the two computers lasts long enough to take the seat
    # back (medium's 0.05 s moves could end it first, issue 34)
    page.select_option("#level-1", "max")
    unfold(page)
    page.select_option("#opt-first", "1")
    page.fill("#clock-move", "3")
    page.click("#start")
    page.wait_for_selector("#clock")
    assert "Time left" in page.inner_text("#clock")
    # nobody moves: when the time is up the computer plays the seat, which can be taken back
    page.wait_for_selector("#take-back", timeout=20000)
    # the page is redrawn after every move of the two computer players: click when it is there
    page.wait_for_function(
        "() => { const b = document.querySelector('#take-back'); if (b) b.click();"
        ' return document.querySelector(\'#seat-list li[data-seat="0"][data-status="joined"]\') !== null; }',
        polling=100,
        timeout=20000,
    )


def test_a_game_clock_shows_every_players_time(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=cambio]")
    page.select_option("#level-1", "random")
    unfold(page)
    page.fill("#clock-game", "5")
    page.click("#start")
    page.wait_for_selector("#clock")
    text = page.inner_text("#clock")
    assert "Player 1 4:" in text or "Player 1 5:00" in text
    assert "computer (random)" in text


RULES = Path(__file__).resolve().parents[2] / "docs" / "dev" / "rules"  # tables, code: the renderer's test


def test_rules_markdown_is_rendered_without_html(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    text = (RULES / "cambio.md").read_text(encoding="utf-8")
    text += '\n\n<img src=x onerror="window.pwned = 1"> **bold** `code`\n'
    summary = page.evaluate(
        """async (text) => {
            const { renderMarkdown } = await import('/static/js/markdown.js');
            const el = renderMarkdown(text);
            document.body.append(el);
            return {
                h2: el.querySelectorAll('h2').length, h3: el.querySelectorAll('h3').length,
                li: el.querySelectorAll('li').length, table: el.querySelectorAll('table').length,
                code: el.querySelectorAll('code').length, img: el.querySelectorAll('img').length,
                strong: el.querySelectorAll('strong').length, text: el.textContent,
            };
        }""",
        text,
    )
    assert summary["h2"] == 1  # "# Cambio"
    assert summary["h3"] == text.count("\n## ")
    assert summary["li"] > 5 and summary["code"] > 5 and summary["strong"] > 2
    assert summary["table"] >= 1  # cambio.md has tables
    assert summary["img"] == 0 and "<img src=x" in summary["text"]
    assert page.evaluate("window.pwned === undefined")


def test_rules_dialog_shows_the_rules_the_server_serves(page: Page, server: Server) -> None:
    """The real /api/games/torris/rules (games/torris/texts/rules.en.md), no mock."""
    page.goto(server.base + "/")
    button = page.locator(".rules-btn[data-game=torris]")
    button.wait_for()
    button.click()
    page.wait_for_selector("#rules .markdown h2")
    assert page.inner_text("#rules .markdown h2") == "Torris"
    screenshot(page, "rules-torris")
    page.click("#rules-close")
    assert not page.locator("#rules").is_visible()


def test_no_rules_button_when_the_server_has_no_rules(page: Page, server: Server) -> None:
    page.route(
        re.compile(r".*/api/games/[a-z0-9_]+/rules(\?.*)?$"),
        lambda route: route.fulfill(status=404, body="{}"),
    )
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    page.wait_for_timeout(300)
    assert page.locator(".rules-btn:visible").count() == 0

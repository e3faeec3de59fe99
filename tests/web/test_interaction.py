"""Issue 24's interaction and first-use fixes, clicked as a person would: Undo against the
computer, a click on no target clears the selection, the turn line's parts read apart, and a
high Torris tower stays inside its own square."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .conftest import Server, move_number, new_game, screenshot, wait_change

if TYPE_CHECKING:
    from playwright.sync_api import Page


def torris_board(page: Page) -> list[str]:
    """Each square with its tower's height."""
    cells: list[str] = page.locator(".torris .cell").evaluate_all(
        "els => els.map(e => e.dataset.square + ':' + e.dataset.height)"
    )
    return cells


def test_undo_against_the_computer_takes_back_my_move_and_its_reply(page: Page, server: Server) -> None:
    room = new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    start = torris_board(page)
    first = move_number(page)  # after the chance events that set the board up
    # nothing of mine to take back yet: Undo is disabled (issue 36 item 2), nothing changes
    assert page.locator("#undo").is_disabled()
    assert move_number(page) == first and torris_board(page) == start
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) >= {first + 2}"
        " && document.querySelector('#your-turn')"
    )
    assert torris_board(page) != start
    assert page.locator("#undo").is_enabled()
    screenshot(page, "torris-undo-before")
    page.click("#undo")
    wait_change(page, first + 2)
    assert move_number(page) == first
    assert torris_board(page) == start
    assert "Move taken back" in page.inner_text("#notice")
    assert server.get(f"/api/rooms/{room}")["move_number"] == first
    page.wait_for_selector("#your-turn")  # my turn again: the computer waits
    screenshot(page, "torris-undo-after")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert "Zurücknehmen" in page.inner_text("#undo")


def test_no_undo_button_with_other_people(page: Page, server: Server) -> None:
    new_game(page, server, "torris", ["me", "local"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    assert page.locator("#undo").count() == 0


def test_a_click_on_no_target_clears_the_selection_and_sends_nothing(page: Page, server: Server) -> None:
    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    first = move_number(page)
    page.locator(".torris .cell.movable").first.click()
    assert page.locator(".torris .cell.selected").count() == 1
    # a square that is neither a target nor a tower of mine
    page.locator(".torris .cell:not(.legal-target):not(.movable)").first.click()
    assert page.locator(".torris .cell.selected").count() == 0
    assert page.locator(".torris .cell.legal-target").count() == 0
    page.wait_for_timeout(600)  # a move sent would come back by now
    assert "rejected" not in page.inner_text("#notice")
    assert move_number(page) == first


def test_a_click_on_no_target_clears_the_abraeumen_selection(page: Page, server: Server) -> None:
    new_game(page, server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    page.locator(".abraeumen .cell.movable").first.click()
    page.wait_for_selector(".abraeumen .cell.legal-target")
    # a stone that cannot jump (or a hole it cannot reach): no target
    page.locator(".abraeumen .cell:not(.legal-target):not(.movable)[role=button]").first.click()
    assert page.locator(".abraeumen .cell.selected").count() == 0
    page.wait_for_timeout(600)
    assert "rejected" not in page.inner_text("#notice")
    assert move_number(page) == 0


def test_the_turn_line_keeps_its_parts_apart(page: Page, server: Server) -> None:
    new_game(page, server, "torris", ["me", "invite"], {"first": "1"})
    page.wait_for_function("() => /Waiting for/.test(document.querySelector('#turn').textContent)")
    text = page.inner_text("#turn")
    # nobody is named "to move" while the game waits (no "To move: chance", issue 36 item 2)
    assert re.fullmatch(r"Waiting for Player 2 · Playing as Player 1", text.strip()), text
    wait = new_game(page, server, "torris", ["me", "random"], {"first": "2"})
    assert wait
    page.wait_for_selector("#your-turn")
    turn = page.inner_text("#turn").replace("Player 1", "").replace("Player 2", "")
    assert not re.search(r"[a-z0-9)][A-Z⏱]", turn), turn


TOWER = """async () => {
  const { render } = await import('/games/torris/board.js');
  const row = () => ['', '', '', '', '', '', '', ''];
  const board = [row(), row(), row(), row()];
  board[0][0] = 'WdBlWtBsWdBlWtBsWd';  // a1: nine stones
  board[1][0] = 'Bs';                 // a2, the square above it
  const view = { position: { board, points: {} }, legal: [], log: [] };
  const ctx = { ui: {}, playerName: (p) => 'P' + (p + 1), submit() {}, rerender() {}, texts: { notes: [] } };
  const wrap = render(view, ctx);
  document.body.replaceChildren(wrap);
  const out = {};
  for (const sq of ['a1', 'a2']) {
    const g = wrap.querySelector(`[data-square=${sq}]`);
    const cell = g.querySelector('rect').getBBox();
    const height = sq === 'a1' ? [...wrap.querySelectorAll('text.height')] : [];
    out[sq] = { cell: [cell.y, cell.y + cell.height],
      parts: [...g.querySelectorAll('rect, text, circle, polygon'), ...height].map((e) => {
        const b = e.getBBox(); return [e.tagName, b.x, b.y, b.x + b.width, b.y + b.height]; }) };
  }
  return out;
}"""


def test_a_high_torris_tower_stays_inside_its_square(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")  # the app has rendered (after loading its catalogs)
    drawn = page.evaluate(TOWER)
    for sq in ("a1", "a2"):
        top, bottom = drawn[sq]["cell"]
        for tag, _x0, y0, _x1, y1 in drawn[sq]["parts"]:
            assert top - 0.5 <= y0 and y1 <= bottom + 0.5, (sq, tag, y0, y1, top, bottom)
    # the height stays readable: no stone of the tower covers it
    parts = drawn["a1"]["parts"]
    label = next(p for p in parts if p[0] == "text")
    for tag, x0, y0, x1, y1 in parts:
        if tag == "rect" and (x0, y0) != (parts[0][1], parts[0][2]):
            apart = x1 <= label[1] or y0 >= label[4] or x0 >= label[3] or y1 <= label[2]
            assert apart, (tag, x0, y0, x1, y1, label)
    screenshot(page, "torris-high-tower")


def test_the_zahlenpoker_felt_names_the_round_it_shows(page: Page, server: Server) -> None:
    new_game(page, server, "zahlenpoker", ["me", "random"])
    page.wait_for_selector("#your-turn")
    assert page.text_content("#zp-round") == "Round 1"
    before = move_number(page)
    page.locator(".zahlenpoker .zp-stone.legal-target").first.click()
    # round 1 revealed (after a steal, if the computer has one, it is decided by then too)
    page.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) > {before}"
        " && document.querySelector('#your-turn') && document.querySelector('.zahlenpoker .zp-stone.keeper,"
        " #zp-next')"
    )
    assert page.text_content("#zp-round") == "Round 1"  # the stones shown are round 1's
    assert page.text_content("#zp-next") == "Now: round 2"
    screenshot(page, "zahlenpoker-round")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert page.text_content("#zp-round") == "Runde 1" and page.text_content("#zp-next") == "Jetzt: Runde 2"


def test_cambio_setup_names_players_and_draws_the_symbol_in_one_palette(page: Page, server: Server) -> None:
    new_game(page, server, "cambio", ["me", "random"])
    page.wait_for_selector("#cambio-setup")
    note = page.inner_text("#cambio-setup")
    assert "(A)" not in note and "(O)" not in note, note
    assert re.search(r"places \d+ more cubes? with the symbol of .+:\s+(circle|triangle)", note), note
    assert page.locator("#cambio-setup svg .sym").count() == 1
    # P1 plays the red circle, P2 the blue triangle, as the rules text and the terminal say
    colours = page.evaluate(
        """() => ['O', 'A'].map((s) => {
          const el = document.querySelector(`.cambio-side .sym.cambio-${s}`);
          return getComputedStyle(el).stroke;
        })"""
    )
    assert colours == ["rgb(164, 38, 44)", "rgb(29, 78, 137)"]
    screenshot(page, "cambio-setup")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    german = page.inner_text("#cambio-setup")
    assert re.search(r"setzt noch \d+ Würfel mit dem Symbol von .+:\s+(Kreis|Dreieck)", german), german


def test_huetchenspieler_memorising_offers_no_turn_that_would_be_rejected(page: Page, server: Server) -> None:
    new_game(page, server, "huetchenspieler", ["me", "random"], {"first": "1", "memorize_seconds": 20})
    page.wait_for_selector("#lay")
    for _ in range(3):
        page.locator("#lay button:not([disabled])").first.click()
    page.wait_for_selector("#memorize")
    assert page.locator("#your-turn").count() == 0  # the server turns the stones, not the player
    buttons = page.locator("#moves-box button").all_inner_texts()
    assert "turn" not in [b.strip() for b in buttons], buttons
    assert page.locator("#turn-down").count() == 0
    screenshot(page, "huetchenspieler-memorise")


def test_huetchenspieler_seeker_ends_the_memorising_time_with_ready(page: Page, server: Server) -> None:
    new_game(page, server, "huetchenspieler", ["random", "me"], {"first": "1", "memorize_seconds": 20})
    page.wait_for_selector("#memorize")  # the computer laid out the row; I memorise it
    page.wait_for_selector("#ready")
    assert page.inner_text("#ready") == "I have memorised it: ready"
    screenshot(page, "huetchenspieler-ready")
    before = move_number(page)
    started = page.evaluate("() => performance.now()")
    page.click("#ready")
    # the stones are turned now, not after 20 s
    page.wait_for_selector("#memorize", state="detached", timeout=10_000)
    assert page.evaluate("() => performance.now()") - started < 10_000
    assert move_number(page) > before
    assert page.locator("#ready").count() == 0


def test_confirm_moves_and_sounds_are_off_by_default_and_work_when_on(page: Page, server: Server) -> None:
    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    assert not page.is_checked("#pref-confirm") and not page.is_checked("#pref-sounds")
    page.click("#prefs summary")
    page.check("#pref-confirm")
    page.check("#pref-sounds")
    start = move_number(page)
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    page.wait_for_selector("#confirm-bar")
    screenshot(page, "confirm-move")
    page.wait_for_timeout(300)
    assert move_number(page) == start  # nothing sent yet
    page.click("#confirm-cancel")
    assert page.locator("#confirm-bar").count() == 0
    page.wait_for_timeout(300)
    assert move_number(page) == start
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    page.click("#confirm-move")
    wait_change(page, start)
    # the computer replies: my turn again, with a tone
    page.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) >= {start + 2}"
        " && document.querySelector('#your-turn')"
    )
    assert page.get_attribute("#board-area", "data-sound") == "turn"
    # kept for the next game
    assert page.evaluate("() => localStorage.getItem('fives.confirmMoves')") == "1"

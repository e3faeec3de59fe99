"""Motion on the board (issue 24): a move slides its pieces when motion is on, nothing moves with
reduced motion (unless the player chose a speed), the speed setting persists, Hütchenspieler's
shuffle is shown move by move in order at the chosen pace, and Fünf gewinnt's afterplay is
played with two clicks on the board."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import pytest

from fives.games import ids

from .conftest import Server, move_number, new_game, screenshot, wait_change, wait_turn_or_end
from .test_games import has_board, plan

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

# every time the page marks an animated redraw, note the move number and how many pieces moved
RECORD = """
window.__motions = [];
new MutationObserver((changes) => {
  for (const c of changes) {
    const el = c.target;
    if (c.attributeName === 'data-motion' && el.dataset.motion) {
      window.__motions.push({ move: Number(el.dataset.moveNumber), count: Number(el.dataset.motion) });
    }
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-motion'] });
"""

# a piece's on-screen position, sampled over time while it slides
SAMPLE = """async () => {
  const el = document.querySelector('#board-area .moving');
  if (!el) return null;
  const out = [];
  for (let i = 0; i < 4; i++) {
    const r = el.getBoundingClientRect();
    out.push([Math.round(r.left), Math.round(r.top)]);
    await new Promise((ok) => setTimeout(ok, 90));
  }
  return out;
}"""


def jump(page: Page) -> None:
    """One Abräumen jump, clicked on the board."""
    before = move_number(page)
    page.locator(".abraeumen .cell.movable").first.click()
    page.locator(".abraeumen .cell.legal-target").first.click()
    wait_change(page, before)


def running(page: Page) -> int:
    return int(page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length"))


def test_a_jump_slides_the_stone_and_the_captured_one_fades(page: Page, server: Server) -> None:
    page.add_init_script(RECORD)
    new_game(page, server, "abraeumen", ["me"])
    assert wait_turn_or_end(page)
    page.click("#prefs summary")
    page.select_option("#pref-motion", "slow")  # 900 ms: time to watch it
    jump(page)
    path = page.evaluate(SAMPLE)
    assert path is not None, "no piece slides after the move"
    assert len(set(map(tuple, path))) > 1, f"the piece did not move on screen: {path}"
    # it starts two squares away (60 units each), where it jumped from, not at the jumped stone
    start = page.evaluate(
        "() => document.querySelector('#board-area .moving')"
        ".getAnimations()[0].effect.getKeyframes()[0].transform"
    )
    dx, dy = (float(v) for v in re.findall(r"-?[\d.]+", start))
    assert abs(abs(dx) + abs(dy) - 120) < 2, start
    assert running(page) >= 2  # the jumping stone and the captured one fading out
    assert page.locator(".motion-ghost").count() == 1
    # the drawing of the position itself is right at once (the ghost is not one of its stones)
    assert page.locator(".abraeumen .stone").count() == 31
    screenshot(page, "motion-abraeumen-slide")
    page.wait_for_function("() => document.getAnimations().length === 0")
    assert page.locator(".motion-ghost").count() == 0
    assert page.evaluate("window.__motions") == [{"move": 1, "count": 2}]


def test_reduced_motion_means_no_animation_unless_the_player_chose_a_speed(
    browser: Browser, server: Server
) -> None:
    still = browser.new_context(
        viewport={"width": 1200, "height": 900}, locale="en-US", reduced_motion="reduce"
    )
    try:
        page = still.new_page()
        page.add_init_script(RECORD)
        new_game(page, server, "abraeumen", ["me"])
        assert wait_turn_or_end(page)
        assert page.input_value("#pref-motion") == "auto"
        jump(page)
        assert page.evaluate("window.__motions") == []
        assert running(page) == 0 and page.locator("#board-area .moving").count() == 0
        # the player asks for motion anyway: it is theirs to choose
        page.click("#prefs summary")
        page.select_option("#pref-motion", "normal")
        jump(page)
        assert page.evaluate("window.__motions") == [{"move": 2, "count": 2}]
    finally:
        still.close()


def test_the_speed_setting_persists_and_off_stops_motion(page: Page, server: Server) -> None:
    page.add_init_script(RECORD)
    new_game(page, server, "abraeumen", ["me"])
    assert wait_turn_or_end(page)
    page.click("#prefs summary")
    assert page.input_value("#pref-motion") == "auto"
    page.select_option("#pref-motion", "off")
    assert page.evaluate("localStorage.getItem('fives.motion')") == "off"
    page.reload()
    page.wait_for_selector("#board-area[data-move-number]")
    assert page.input_value("#pref-motion") == "off"
    jump(page)
    assert page.evaluate("window.__motions") == []
    # in German the setting reads in German
    page.click("#lang")
    page.wait_for_function(
        "() => document.querySelector('#pref-motion option[value=off]').textContent === 'Aus'"
    )
    labels = page.locator("#pref-motion option").evaluate_all("els => els.map(e => e.textContent)")
    assert labels == ["Automatisch", "Langsam", "Normal", "Schnell", "Aus"]
    assert "Bewegung" in (page.text_content("#prefs") or "")


def test_a_reconnect_does_not_animate(page: Page, server: Server) -> None:
    page.add_init_script(RECORD)
    room = new_game(page, server, "abraeumen", ["me"])
    assert wait_turn_or_end(page)
    jump(page)
    page.wait_for_function("() => window.__motions.length === 1")
    # another tab of the same player moves while this one is offline; coming back is a jump
    page.evaluate(
        "(() => { const c = window.fivesConnection; c.later = c.open; c.open = () => {}; c.ws.close(); })()"
    )
    other = page.context.new_page()
    other.goto(f"{server.base}/#/room/{room}")
    other.wait_for_selector("#board-area[data-move-number='1']")
    jump(other)
    other.close()
    page.evaluate("(() => { const c = window.fivesConnection; c.open = c.later; c.open(); })()")
    page.wait_for_selector("#board-area[data-move-number='2']")
    assert page.evaluate("window.__motions") == [{"move": 1, "count": 2}]


def test_the_computers_move_is_animated_too(page: Page, server: Server) -> None:
    page.add_init_script(RECORD)
    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    assert wait_turn_or_end(page)
    mine = move_number(page)
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    wait_change(page, mine)
    page.wait_for_function("n => window.__motions.some(m => m.move === n + 2)", arg=mine)
    moves = [m["move"] for m in page.evaluate("window.__motions")]
    assert moves[-2:] == [mine + 1, mine + 2], moves  # my move, then the computer's reply


def _captions(page: Page) -> list[str]:
    texts: list[str] = page.evaluate("window.__captions")
    return texts


def test_the_huetchenspieler_shuffle_is_shown_move_by_move_in_order(browser: Browser, server: Server) -> None:
    """Three shuffle moves made at once are shown one after another, in the order they were
    made, each at the pace of the chosen speed (fast: 700 ms a move)."""
    ctx = browser.new_context(viewport={"width": 1000, "height": 900}, locale="en-US")
    try:
        page = ctx.new_page()
        page.add_init_script("localStorage.setItem('fives.motion', 'fast')")
        page.add_init_script(
            """window.__captions = [];
            new MutationObserver(() => {
              const el = document.querySelector('#shuffling');
              if (el && window.__captions.at(-1) !== el.textContent) window.__captions.push(el.textContent);
            }).observe(document, { subtree: true, childList: true, characterData: true });"""
        )
        room = new_game(
            page, server, "huetchenspieler", ["me", "local"], {"first": "1", "memorize_seconds": 10}
        )
        page.click("#reveal")
        for _ in range(3):
            page.locator("#lay button:not([disabled])").first.click()
        page.wait_for_selector(".hs-stone.movable", timeout=30000)
        # the seeker's screen (a second tab, as a spectator) sees the three moves come in together
        watcher = ctx.new_page()
        watcher.add_init_script(
            """window.__captions = [];
            new MutationObserver(() => {
              const el = document.querySelector('#shuffling');
              if (el && window.__captions.at(-1) !== el.textContent) window.__captions.push(el.textContent);
            }).observe(document, { subtree: true, childList: true, characterData: true });"""
        )
        made = []
        for k in range(3):
            before = move_number(page)
            page.locator(".hs-stone.movable").nth(k).click()
            target = page.locator(".hs-gap").last
            made.append(target.get_attribute("data-move"))
            target.click()
            wait_change(page, before)
            if k == 0:  # each move takes 700 ms at the speed "fast" (normal: 1100)
                page.wait_for_selector("#shuffling")
                durations = page.evaluate(
                    "() => document.getAnimations().filter(a => a.playState === 'running')"
                    ".map(a => a.effect.getTiming().duration)"
                )
                assert durations and all(d % 700 == 0 for d in durations), durations
        watcher.goto(f"{server.base}/#/room/{room}")  # opened mid-turn: the row as it is, no replay
        watcher.wait_for_selector("#board-area[data-move-number]")
        assert watcher.locator("#shuffling").count() == 0
        page.wait_for_selector("#shuffling", state="detached", timeout=20000)
        captions = _captions(page)
        shown = [c.split(": ", 1)[1].split(" (")[0] for c in captions]
        numbers = [c.split(" ")[2].rstrip(":") for c in captions]
        assert shown == made, captions
        assert numbers == ["1/3", "2/3", "3/3"], captions
    finally:
        ctx.close()


def _makes_five(stones: dict[tuple[int, int], str], cell: tuple[int, int]) -> bool:
    """Whether a stone of either colour on cell would complete a row of five."""
    for colour in "WB":
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            run = 1
            for sign in (1, -1):
                x, y = cell[0] + sign * dx, cell[1] + sign * dy
                while stones.get((x, y)) == colour:
                    run += 1
                    x, y = x + sign * dx, y + sign * dy
            if run >= 5:
                return True
    return False


def _place_safely(page: Page, rng: random.Random) -> None:
    """Place a stone where it makes no row of five (for either colour), so the afterplay comes."""
    stones = {
        tuple(int(v) for v in cell.split(",")): colour
        for cell, colour in page.locator(".fuenf .fg-stone").evaluate_all(
            "els => els.map(e => [e.dataset.cell, e.querySelector('.white') ? 'W' : 'B'])"
        )
    }
    targets = page.locator(".fuenf .fg-target").evaluate_all("els => els.map(e => e.dataset.cell)")
    safe = [t for t in targets if not _makes_five(stones, tuple(int(v) for v in t.split(",")))]
    assert safe, "no placement without a row of five"
    page.locator(f".fuenf .fg-target[data-cell='{rng.choice(safe)}']").click()


def test_fuenf_gewinnt_afterplay_is_two_clicks_on_the_board(page: Page, server: Server) -> None:
    """Both seats on this screen place their stones without a row of five; then a stone of the
    afterplay is moved by two clicks: the stone, then one of its targets (those only)."""
    rng = random.Random(5)
    new_game(page, server, "fuenf_gewinnt", ["me", "local"], {"first": "1", "afterplay_limit": 20})
    while not page.locator(".fuenf .fg-stone.movable").count():
        assert wait_turn_or_end(page), "the game ended in the placement"
        before = move_number(page)
        _place_safely(page, rng)
        wait_change(page, before)
    # no list of hundreds of moves under the board: the board offers them
    assert page.locator("#moves-box").count() == 0
    before = move_number(page)
    stone = page.locator(".fuenf .fg-stone.movable").first
    cell = stone.get_attribute("data-cell")
    stone.click()
    targets = page.locator(".fuenf .fg-target")
    assert targets.count() >= 1
    moves = targets.evaluate_all("els => els.map(e => e.dataset.move)")
    assert all(m.startswith(f"{cell}>") for m in moves), moves
    screenshot(page, "motion-fuenf-afterplay-targets")
    target = targets.first
    move = target.get_attribute("data-move")
    target.click()
    wait_change(page, before)
    assert move is not None
    origin, destination = move.split(">")
    # the log says the afterplay in words (issue 36 item 2): from the stone's cell to the target
    assert page.inner_text("#log li.last").endswith(f" moves a stone from {origin} to {destination}")


#: every game with a board (Hütchenspieler's shuffle: above), found rather than listed
DRAWN = [game for game in ids() if has_board(game) and game != "huetchenspieler"]


@pytest.mark.parametrize("game", DRAWN)
def test_every_board_animates_its_moves(page: Page, server: Server, game: str) -> None:
    """Each board's pieces move when a move is made (Hütchenspieler's shuffle: above)."""
    seats, options, strategy = plan(game)
    page.add_init_script(RECORD)
    new_game(page, server, game, seats, options)
    rng = random.Random(3)
    for _ in range(6):
        if not wait_turn_or_end(page):
            break
        before = move_number(page)
        assert strategy(page, rng)
        wait_change(page, before)
        if page.evaluate("() => window.__motions.length"):
            break
    motions = page.evaluate("() => window.__motions")
    assert motions and all(m["count"] >= 1 for m in motions), motions


def test_a_cambio_push_slides_the_whole_row_and_the_cube_out_to_the_spare(page: Page, server: Server) -> None:
    page.add_init_script(RECORD)
    new_game(page, server, "cambio", ["me", "random"], {"max_pushes": 30})
    rng = random.Random(2)
    while not page.locator("svg.cambio .arrow.legal-target").count():
        assert wait_turn_or_end(page), "the game ended before a push"
        if page.locator("svg.cambio .arrow.legal-target").count():
            break
        before = move_number(page)
        _click(page, "svg.cambio .cube.legal-target", rng)
        wait_change(page, before)
    page.click("#prefs summary")
    page.select_option("#pref-motion", "slow")
    before = move_number(page)
    _click(page, "svg.cambio .arrow.legal-target", rng)
    page.wait_for_function("n => window.__motions.some(m => m.move === n + 1)", arg=before)
    mine = next(m for m in page.evaluate("() => window.__motions") if m["move"] == before + 1)
    # the five cubes of the line (the spare went in at one end) and the one that left
    assert mine["count"] == 6, mine
    screenshot(page, "motion-cambio-push")


def _click(page: Page, selector: str, rng: random.Random) -> None:
    items = page.locator(selector)
    items.nth(rng.randrange(items.count())).click()


def test_the_last_move_slides_from_its_place_in_the_board(page: Page, server: Server) -> None:
    """A move that ends the game puts the result above the board while the move still slides:
    the pieces slide from their old places in the drawing (Cambio's push a5> moves the row
    sideways), not from where those places were on the page before the result pushed the board
    down (they flew in from above, over the result)."""
    new_game(page, server, "cambio", ["me", "easy"])
    for square in ("a3", "b3", "c3", "d3", "e3"):  # the computer's line of five stands after any push
        before = move_number(page)
        page.locator(f"[data-square={square}][data-move]").click()
        wait_change(page, before)
    page.wait_for_selector("#your-turn", timeout=30_000)
    page.click("#prefs summary")
    page.select_option("#pref-motion", "slow")
    page.locator(".arrow[data-move='a5>']").click()
    page.wait_for_selector("#result")
    starts = page.evaluate(
        """() => [...document.querySelectorAll('#board-area svg.cambio .moving')]
            .filter((el) => el.dataset.motionFrom !== 'spare')  // the spare cube comes from beside
            .map((el) => el.getAnimations()[0]?.effect.getKeyframes()[0].transform)"""
    )
    screenshot(page, "motion-last-move")
    assert len(starts) == 4, starts  # the row's four cubes that stay on the board
    for start in starts:
        found = re.fullmatch(r"translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)", start)
        assert found, start
        assert abs(float(found.group(2))) < 2, f"the row slides sideways, not from above: {starts}"

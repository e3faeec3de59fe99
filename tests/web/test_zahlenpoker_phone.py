"""Zahlenpoker on a phone (390 x 844): the names under the revealed stones on the felt are
readable (at least 11 px on the screen; the board, 640 units wide, is drawn about 0.55 times
its size there, so they were about 6 px)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from .conftest import Server, move_number, new_game, screenshot, wait_change, wait_turn_or_end, watch

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: the smallest text a phone's reader can read without zooming, in screen pixels
MIN_PX = 11


def test_the_names_on_the_felt_are_readable_on_a_phone(browser: Browser, server: Server) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = watch(context.new_page(), [])
        new_game(page, server, "zahlenpoker", ["me", "random", "random", "random"])
        assert wait_turn_or_end(page)
        before = move_number(page)
        page.click(".zahlenpoker .zp-stone.legal-target")
        wait_change(page, before)
        page.wait_for_selector(".zahlenpoker .zp-stone[data-seat] .felt-label")
        page.wait_for_function("() => document.getAnimations().length === 0")  # the stones' flight
        sizes = page.eval_on_selector_all(
            ".zahlenpoker .zp-stone[data-seat] .felt-label, #zp-round",
            """els => els.map((el) => {
                const box = el.getBoundingClientRect();
                return [el.textContent, parseFloat(getComputedStyle(el).fontSize) * el.getScreenCTM().a,
                        box.left, box.right, el.id];
            })""",
        )
        screenshot(page, "zahlenpoker-phone-felt")
        assert len(sizes) == 5, sizes
        small = [(text, round(px, 1)) for text, px, *_ in sizes if px < MIN_PX]
        assert small == [], f"felt texts below {MIN_PX} px on a phone: {small}"
        # the names stay apart and on the board
        names = sorted((left, right, text) for text, _, left, right, key in sizes if key != "zp-round")
        width = page.evaluate("() => document.querySelector('svg.zahlenpoker').getBoundingClientRect().right")
        for (_, right, text), (left, _, other) in itertools.pairwise(names):
            assert right <= left, f"{text!r} runs into {other!r}"
        assert names[-1][1] <= width + 1
    finally:
        context.close()

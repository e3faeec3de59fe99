"""Shared test helpers."""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

# engines that keep their own copy of a game's rules raise on a disagreement with the rules module
# instead of playing a random legal move (also in the server's worker processes, which inherit it)
os.environ["FIVES_STRICT_ENGINES"] = "1"

from fives.core import Game, State, random_step


def play_random(game: Game[Any], options: dict[str, Any], seed: int, steps: int | None = None) -> State[Any]:
    """A state reached by random play (chance from the seed, choices from a seeded rng)."""
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal() and (steps is None or count < steps):
        random_step(state, rng)
        count += 1
    return state


#: the browser tests' fixtures (tests/web/conftest.py): Playwright's sync API runs its event loop
#: in a greenlet of the main thread, so while its session fixture lives, asyncio sees that loop as
#: running in this thread
_BROWSER_FIXTURES = frozenset({"pw", "browser", "context", "page", "friend"})


@pytest.fixture(autouse=True)
def _no_borrowed_event_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that does not drive the browser runs with no event loop marked as running, whatever
    ran before it in this process: after one browser test, `asyncio.run` in a server test raised
    "cannot be called from a running event loop" (issue 39 item 5). The parked Playwright loop is
    put back after the test; it runs no code meanwhile (its greenlet is not switched to)."""
    parked = asyncio._get_running_loop()
    if parked is None or _BROWSER_FIXTURES & set(request.fixturenames):
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(parked)

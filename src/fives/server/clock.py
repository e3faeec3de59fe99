"""The server's clock: wall time (`time.time`), which a test may move forward.

Every clock of play (move clocks, time banks, turn-based days, the rules timers, quick-play
seeks) reads `Clock.time` and sleeps with `Clock.sleep_until`, so that a test can let a day
pass at once (`Clock.advance`): the sleepers wake and find their deadline reached.  In
production nothing ever advances it: it is `time.time()` plus an offset of 0.  The HTTP hook
that advances it (`fives.server.tables_api`) exists only when `Settings.test_clock` is set,
which only the test fixtures do (``FIVES_TEST_CLOCK=1`` for ``fives serve``).
"""

from __future__ import annotations

import asyncio
import contextlib
import time


class Clock:
    """Wall time plus an offset that only tests change."""

    def __init__(self) -> None:
        self.offset = 0.0
        #: set (and replaced) when the time jumps: the sleepers look at their deadline again
        self._jumped: asyncio.Event | None = None

    def time(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        """Move the clock forward (tests only); every `sleep_until` looks at its deadline again."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.offset += seconds
        jumped, self._jumped = self._jumped, None
        if jumped is not None:
            jumped.set()

    async def sleep_until(self, when: float) -> None:
        """Sleep until the clock reads ``when`` (at once when the clock is advanced past it)."""
        while (left := when - self.time()) > 0:
            if self._jumped is None:
                self._jumped = asyncio.Event()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._jumped.wait(), timeout=left)

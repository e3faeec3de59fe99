"""When a person last had a room open, for the lobby.

The lobby lists a room only while a person holds one of its seats on a connection, or did so
within ``Settings.lobby_idle_seconds`` (a day): abandoned games drop off it by themselves.  They
stay in the database and are resumed with their tokens as before (opening one lists it again).

``rooms.last_seen`` is written when a seat's connection opens and when it closes, and every
``Settings.seen_refresh_seconds`` for the rooms open in this process (so that other processes
serving the same database see them too).  Spectators do not count: watching an abandoned game
does not bring it back.  ``clock`` may be replaced in tests.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Iterable

from .config import Settings
from .room import Room
from .store import Store

log = logging.getLogger("fives.server")


class LastSeen:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.idle_seconds = settings.lobby_idle_seconds
        self.refresh_seconds = settings.seen_refresh_seconds
        self.clock: Callable[[], float] = time.time

    def since(self) -> float:
        """Rooms a person had open since this time are listed."""
        return self.clock() - self.idle_seconds

    @staticmethod
    def open_rooms(rooms: Iterable[Room]) -> list[str]:
        """The ids of the rooms a person has open in this process now (a seat's connection)."""
        return [room.id for room in rooms if any(outbox.seats for outbox in room.outboxes)]

    async def touch(self, room_ids: list[str]) -> None:
        """Store that these rooms are open now (a failure is logged: only the lobby needs it)."""
        if not room_ids:
            return
        try:
            await asyncio.to_thread(self.store.touch_rooms, room_ids, self.clock())
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("rooms %s: the time they were last open could not be stored", room_ids[:3])

    async def refresh(self, rooms: Callable[[], Iterable[Room]]) -> None:
        """Every ``refresh_seconds``: the rooms open in this process are open now."""
        while True:
            await asyncio.sleep(self.refresh_seconds)
            await self.touch(self.open_rooms(list(rooms())))

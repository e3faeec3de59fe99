"""Scale-out: PostgreSQL LISTEN/NOTIFY brings other processes' changes to this one.

Every stored change sends ``NOTIFY fives, '<room id>'`` in its transaction (`Store`); a chat line
``'chat:<room id>:<channel>:<number>'`` (`fives.server.chat.catch_up` sends it on).  A thread
here listens on its own connection and asks the hub to catch up with that room (`Hub.sync`),
which replays the new moves and broadcasts the views to this process's connections.  A
notification sent by one of this process's own connections (`Store.own_backends`) is skipped:
the hub made that change itself and holds it already (catching up would reload the room from
the database after every move).

No change may slip between the listening and the loading: the server starts listening (and
waits until it does) before it rebuilds its rooms, a notification for a room that is being
loaded makes the hub catch up once the load is done, and after a lost connection (when
notifications may have been missed) every live room catches up.
"""

from __future__ import annotations

import asyncio
import logging
import threading

import psycopg

from . import chat
from .hub import Hub
from .store import CHANNEL

log = logging.getLogger("fives.server")


class Listener:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.loop = asyncio.get_running_loop()
        self._stop = threading.Event()
        #: set while the connection listens (the first time: the server may rebuild its rooms)
        self.listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name="fives-listen", daemon=True)
        url = hub.store.engine.url.set(drivername="postgresql")
        self._conninfo = url.render_as_string(hide_password=False)

    def start(self, wait: float = 10.0) -> None:
        """Start listening; return once the first LISTEN is in place (or after ``wait`` s)."""
        self._thread.start()
        self.listening.wait(wait)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=3)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    if self.listening.is_set():  # after a gap: what was missed is caught up with
                        self.loop.call_soon_threadsafe(self._catch_up)
                    self.listening.set()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            if note.pid not in self.hub.store.own_backends:
                                self.loop.call_soon_threadsafe(self._deliver, note.payload)
            except psycopg.Error as exc:
                log.warning(
                    "LISTEN connection lost (%s); retrying", str(exc).splitlines()[0] if str(exc) else exc
                )
                self._stop.wait(1.0)

    def _deliver(self, room_id: str) -> None:
        if self.hub.closing:
            return
        if room_id.startswith(chat.NOTE):  # a chat line, not a change of the game
            self.hub.spawn(chat.catch_up(self.hub, room_id))
        else:
            self.hub.notified(room_id)

    def _catch_up(self) -> None:
        if not self.hub.closing:
            for room_id in list(self.hub.rooms):
                self.hub.notified(room_id)

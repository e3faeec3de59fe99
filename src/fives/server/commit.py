"""Group commit: the moves of all rooms that arrive while one commit runs share the next one.

With SQLite ``synchronous=FULL`` (or PostgreSQL's default ``synchronous_commit``) every commit
waits for the disk (a few milliseconds: one fsync); one transaction per move capped the server
at about 250 moves/s whatever the CPU.  Here a room's step waits in a queue; one task at a
time commits everything queued (`Store.append_many`, in a worker thread) and then tells each
waiting room its own outcome.  Durability is unchanged: a room acknowledges or broadcasts a move
only after the transaction that holds it has committed, and a step that fails (a conflict, a
database error) fails alone.
"""

from __future__ import annotations

import asyncio

from .store import MoveAppend, Store


class GroupCommit:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: list[tuple[MoveAppend, asyncio.Future[None]]] = []
        self._task: asyncio.Task[None] | None = None
        #: how many batches (`Store.append_many` calls) stored how many steps (for measurements)
        self.batches = 0
        self.steps = 0

    async def append(self, step: MoveAppend) -> None:
        """Store ``step`` with whatever else is queued; returns once it is committed, raises its
        error (`Conflict`, a database error) when it was not stored."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._queue.append((step, done))
        if self._task is None:
            self._task = loop.create_task(self._run())
        await done

    async def _run(self) -> None:
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                steps = [step for step, _done in batch]
                work: asyncio.Future[list[Exception | None]] = asyncio.ensure_future(
                    asyncio.to_thread(self.store.append_many, steps)
                )
                try:
                    await asyncio.shield(work)
                except asyncio.CancelledError:  # the loop is closing: report what the disk did
                    await asyncio.wait([work])
                    raise
                except Exception:
                    pass
                finally:
                    _deliver(batch, work)
                self.batches += 1
                self.steps += len(batch)
        finally:
            self._task = None
            queued, self._queue = self._queue, []
            for _step, done in queued:  # only after a cancellation: these were never written
                if not done.done():
                    done.set_exception(RuntimeError("the server stopped before the move was stored"))


def _deliver(
    batch: list[tuple[MoveAppend, asyncio.Future[None]]], work: asyncio.Future[list[Exception | None]]
) -> None:
    """Tell each waiting step its outcome."""
    if not work.done() or work.cancelled():
        outcomes: list[BaseException | None] = [RuntimeError("the commit was interrupted")] * len(batch)
    elif work.exception() is not None:
        outcomes = [work.exception()] * len(batch)
    else:
        outcomes = list(work.result())
    for (_step, done), outcome in zip(batch, outcomes, strict=True):
        if done.done():  # its submitter gave up waiting
            continue
        if outcome is None:
            done.set_result(None)
        else:
            done.set_exception(outcome)

"""Many games, streamed: chunked work on a process pool or a Dask cluster, results as JSON lines.

The arena (`fives.ai.measure.arena.run_arena`) and the self-play generator
(`fives.ai.measure.selfplay`) hand out numbered jobs, one game each, and need their results back in
order.  `run_chunked` does it in constant memory whatever the number of games: jobs are drawn lazily,
grouped into chunks of ``chunk`` games (one task per chunk, so that a process or a cluster round trip
is paid once per chunk, not once per game), at most ``window`` chunks are in flight, and the results
come back chunk after chunk in job order, as soon as the oldest chunk is done.  The same seeds give
the same results in one process, on a pool and on a cluster.

`JsonLines` is the file the results stream to: a first line saying what run it holds (the header),
then one JSON object per game with its ``index``.  Resuming reads the games already there (a last
line cut off by a killed run is dropped) and the run plays the others; a header that differs (another
game, agents, seed or options) is an error rather than a file of mixed runs.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from itertools import islice
from pathlib import Path
from typing import IO, Any, Protocol, TypeVar

from fives.core import FivesError, Message

J = TypeVar("J")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class _Future(Protocol[R_co]):
    def result(self) -> R_co: ...

    def cancel(self) -> bool: ...


def default_chunk(games: int, workers: int) -> int:
    """Games per task: about eight tasks per worker (so a slow chunk does not leave the others idle
    at the end), between 1 and 50 games."""
    return max(1, min(50, games // max(1, 8 * workers)))


def _play_many(play: Callable[[J], R], chunk: list[tuple[int, J]]) -> list[tuple[int, R]]:
    return [(index, play(job)) for index, job in chunk]


def _chunks(items: Iterable[tuple[int, J]], size: int) -> Iterator[list[tuple[int, J]]]:
    it = iter(items)
    while chunk := list(islice(it, size)):
        yield chunk


def run_chunked(
    play: Callable[[J], R],
    items: Iterable[tuple[int, J]],
    *,
    jobs_count: int = 1,
    chunk: int = 1,
    client: Any = None,
    window: int | None = None,
) -> Generator[tuple[int, R], None, None]:
    """``play`` (a module-level function, so that it pickles) on every numbered job of ``items``,
    yielded as ``(index, result)`` in the order of ``items``.

    With a Dask ``client`` (`distributed.Client`) the chunks are its tasks; else with ``jobs_count``
    above 1 a process pool's; else they run here.  Closing the iterator early (an SPRT verdict)
    cancels the chunks not yet done."""
    many = partial(_play_many, play)
    chunks = _chunks(items, max(1, chunk))
    if client is None and jobs_count <= 1:
        for c in chunks:
            yield from many(c)
        return
    workers = jobs_count
    if client is not None:
        workers = max(1, sum(client.nthreads().values()))
    limit = window if window is not None else 2 * workers
    if client is not None:

        def submit(c: list[tuple[int, J]]) -> _Future[list[tuple[int, R]]]:
            future: _Future[list[tuple[int, R]]] = client.submit(many, c, pure=False)
            return future

        yield from _windowed(submit, chunks, limit)
        return
    with ProcessPoolExecutor(max_workers=jobs_count) as pool:
        try:
            yield from _windowed(partial(pool.submit, many), chunks, limit)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)


def _windowed(
    submit: Callable[[list[tuple[int, J]]], _Future[list[tuple[int, R]]]],
    chunks: Iterator[list[tuple[int, J]]],
    limit: int,
) -> Iterator[tuple[int, R]]:
    pending: deque[_Future[list[tuple[int, R]]]] = deque()
    try:
        for c in chunks:
            pending.append(submit(c))
            if len(pending) >= limit:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()


def json_default(value: object) -> Any:
    """A game's texts in views (`Message`) as their structured JSON (key and arguments)."""
    if isinstance(value, Message):
        return value.to_json()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


class JsonLines:
    """A results file of JSON lines: the header, then one object per game with its ``index``."""

    def __init__(self, path: str | Path, header: dict[str, Any], *, resume: bool = False) -> None:
        self.path = Path(path)
        self.header = json.loads(json.dumps(header))  # as it reads back (tuples become lists)
        self.done: list[dict[str, Any]] = []
        exists = self.path.exists() and self.path.stat().st_size > 0
        if exists and not resume:
            raise FivesError(f"{self.path} exists: --resume to go on with it, or name another file")
        if exists:
            self._read()
        self._file: IO[str] | None = None

    def _read(self) -> None:
        text = self.path.read_text(encoding="utf-8")
        whole = text[: text.rfind("\n") + 1]  # a last line without its newline was cut off
        lines = whole.splitlines()
        try:
            rows = [json.loads(line) for line in lines]
        except json.JSONDecodeError as exc:
            raise FivesError(f"{self.path}: not a results file ({exc})") from None
        if not rows:  # only a cut-off header: start again
            self.path.write_text("", encoding="utf-8")
            return
        if rows[0] != self.header:
            raise FivesError(
                f"{self.path} holds another run ({json.dumps(rows[0])}); "
                f"this one is {json.dumps(self.header)}"
            )
        if len(whole) < len(text):
            with self.path.open("r+", encoding="utf-8") as f:
                f.truncate(len(whole.encode("utf-8")))
        self.done = rows[1:]

    def done_indices(self) -> set[int]:
        return {int(row["index"]) for row in self.done}

    def write(self, row: dict[str, Any]) -> None:
        if self._file is None:
            fresh = not self.path.exists() or self.path.stat().st_size == 0
            self._file = self.path.open("a", encoding="utf-8")
            if fresh:
                self._file.write(json.dumps(self.header, separators=(",", ":")) + "\n")
        self._file.write(json.dumps(row, separators=(",", ":"), default=json_default) + "\n")
        self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def __enter__(self) -> JsonLines:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

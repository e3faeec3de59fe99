"""Each game's own observation: named planes and features a learner can use (issue 37).

A game declares its observation in its own folder, in ``<game module>.observation`` (found by
discovery, like the action tables of `fives.interop.spaces`): ``OBSERVATION =
ObservationTable(build)``, where ``build(options)`` returns an `Encoder` for the game with those
options.  The generic code here knows no game.

An encoder has a **layout** (`Layout`): named fields, each with a shape, an offset into one flat
``float32`` vector, bounds and a line of text (``layout.as_data()`` gives them as plain data;
docs/research.md lists every game's).  It writes a seat's observation straight from the state
into a zeroed vector (`Encoder.write`), without the JSON view: only what that seat may know (the
per-player views are the reference: tests/interop/test_interop_observation.py checks that states
differing only in what the seat cannot see give it the same vector).  ``player=None`` is a
spectator: public information only.

Games with hidden information also declare a **recall** layout (`Encoder.recall`): a fixed-size
encoding of the seat's own past actions and the public history, appended to the observation to
make the *information state* (OpenSpiel's ``information_state_tensor``; `Encoder.write_recall`).
In a game of perfect information the observation is the information state (``recall`` is None).

`observe` returns a new vector; `Observation` keeps one vector and writes into it again.  The
old generic encoding (`fives.interop.features`, a hashed JSON view of 2,048 slots) stays as
``observation="hashed"`` of the adapters, for a game without its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fives.core import Game, Options, State
from fives.core.discovery import modules
from fives.core.plugins import optional_module

Vector = NDArray[np.float32]


@dataclass(frozen=True)
class Field:
    """One named part of the vector: ``size`` floats from ``offset``, read as ``shape``."""

    name: str
    shape: tuple[int, ...]
    offset: int
    text: str
    low: float = 0.0
    high: float = 1.0

    @property
    def size(self) -> int:
        size = 1
        for n in self.shape:
            size *= n
        return size

    @property
    def end(self) -> int:
        return self.offset + self.size


#: A field as a game declares it: (name, shape, text) or (name, shape, text, low, high).
FieldSpec = tuple[str, tuple[int, ...], str] | tuple[str, tuple[int, ...], str, float, float]


class Layout:
    """The named fields of a vector, one after another (offsets in the order declared)."""

    def __init__(self, specs: Sequence[FieldSpec], start: int = 0) -> None:
        fields: list[Field] = []
        offset = start
        for spec in specs:
            name, shape, text = spec[0], spec[1], spec[2]
            low, high = (spec[3], spec[4]) if len(spec) == 5 else (0.0, 1.0)
            field = Field(name, tuple(shape), offset, text, float(low), float(high))
            fields.append(field)
            offset = field.end
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ValueError(f"field names repeat: {names}")
        self.fields: tuple[Field, ...] = tuple(fields)
        self.start = start
        self.size = offset - start
        self._by_name = {f.name: f for f in fields}

    def __getitem__(self, name: str) -> Field:
        return self._by_name[name]

    def __iter__(self) -> Iterator[Field]:
        return iter(self.fields)

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def bounds(self) -> tuple[Vector, Vector]:
        """The lowest and highest value of each entry (for a Box space), ``size`` long each."""
        low = np.zeros(self.size, np.float32)
        high = np.ones(self.size, np.float32)
        for f in self.fields:
            low[f.offset - self.start : f.end - self.start] = f.low
            high[f.offset - self.start : f.end - self.start] = f.high
        return low, high

    def split(self, vector: Vector) -> dict[str, Vector]:
        """The fields of ``vector`` by name, each a view shaped as declared."""
        return {f.name: vector[f.offset : f.end].reshape(f.shape) for f in self.fields}

    def as_data(self) -> list[dict[str, Any]]:
        """The layout as plain data: name, shape, offset, size, bounds and text of each field."""
        return [
            {
                "name": f.name,
                "shape": list(f.shape),
                "offset": f.offset,
                "size": f.size,
                "low": f.low,
                "high": f.high,
                "text": f.text,
            }
            for f in self.fields
        ]


class Encoder(ABC):
    """A game's observation (and, with hidden information, its recall) for fixed options."""

    #: the observation's fields
    layout: Layout
    #: the information state's extra fields (after the observation's), None: perfect information
    recall: Layout | None = None

    @abstractmethod
    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        """Write what ``player`` (None: a spectator) knows now into ``out`` (zeroed, at least
        ``layout.size`` long; only the observation's entries are written)."""

    def write_recall(self, state: State[Any], player: int | None, out: Vector) -> None:
        """Write the recall fields into ``out`` (zeroed; at their offsets, after the
        observation's).  Only games with ``recall`` have any."""
        return None

    @property
    def info_size(self) -> int:
        """The length of the information state (observation and recall)."""
        return self.layout.size + (self.recall.size if self.recall is not None else 0)

    def recall_layout(self) -> Layout:
        """The recall fields (an empty layout after the observation's, when there are none)."""
        return self.recall if self.recall is not None else Layout((), self.layout.size)


@dataclass(frozen=True)
class ObservationTable:
    """What a game's ``observation`` module declares: ``build(options)`` gives its `Encoder`."""

    build: Callable[[Options], Encoder]


def observation_table(game_id: str) -> ObservationTable | None:
    """The table of the game's ``observation`` module (beside its rules, found by discovery), or
    None when it declares none."""
    game_module = modules().get(game_id)
    if game_module is None:
        return None
    name = f"{game_module}.observation"
    module = optional_module(name)
    if module is None:
        return None
    table = getattr(module, "OBSERVATION", None)
    if not isinstance(table, ObservationTable):
        raise TypeError(f"{name} must end with OBSERVATION = ObservationTable(build)")
    return table


def encoder(game: Game[Any], options: Options) -> Encoder | None:
    """The game's own encoder for ``options`` (None: the game declares none)."""
    table = observation_table(game.id)
    return None if table is None else table.build(options)


def observe(enc: Encoder, state: State[Any], player: int | None, *, recall: bool = False) -> Vector:
    """A new vector: ``player``'s observation (with ``recall``: its information state)."""
    out = np.zeros(enc.info_size if recall else enc.layout.size, np.float32)
    enc.write(state, player, out)
    if recall:
        enc.write_recall(state, player, out)
    return out


def fields(enc: Encoder, *, recall: bool = False) -> tuple[Field, ...]:
    """The fields of the observation (with ``recall``: of the information state)."""
    return enc.layout.fields + (enc.recall_layout().fields if recall else ())


#: _BYTE_BITS[b]: the set bits of the byte ``b``, lowest first.
_BYTE_BITS: tuple[tuple[int, ...], ...] = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))


def bit_indices(bits: int, base: int, into: list[int]) -> None:
    """Append ``base + i`` for every set bit ``i`` of ``bits`` to ``into`` (a byte at a time)."""
    table = _BYTE_BITS
    while bits:
        chunk = table[bits & 255]
        if chunk:
            into.extend([base + i for i in chunk])
        bits >>= 8
        base += 8


def seats(players: int, player: int | None) -> list[int]:
    """``rel[p]``: where player ``p`` goes in a per-player field seen by ``player``: 0 the seat
    itself, 1 the next player, and so on (a spectator, None: player order)."""
    me = player or 0
    return [(p - me) % players for p in range(players)]


def hot(out: Vector, indices: Sequence[int]) -> None:
    """Set the entries ``indices`` of ``out`` to 1.0 (one numpy call for the list: ``put`` converts
    a list of ints faster than indexing with it)."""
    if indices:
        out.put(indices, 1.0)


__all__ = [
    "Encoder",
    "Field",
    "FieldSpec",
    "Layout",
    "ObservationTable",
    "Vector",
    "bit_indices",
    "encoder",
    "fields",
    "hot",
    "observation_table",
    "observe",
    "seats",
]

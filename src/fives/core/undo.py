"""Undo snapshots with named fields (python-chess's ``_BoardState`` is the model).

A game declares what an action may change as a `typing.NamedTuple` whose field names are the
state's attribute names; `snapshot_functions` turns it into the two functions that save those
attributes before an action and put them back on undo.  The field list is written once, in the
class, so saving and restoring cannot fall out of step.  The functions are generated (as
`collections.namedtuple` generates its own), since they run on every `push` and `pop` of a search:
a plain attribute tuple and an unpacking, no loop, no per-field call.

The one undo idiom of every game's rules::

    class Saved(NamedTuple):  # what an action may change, by name
        board: tuple[int, ...]
        to_move: int

    save_state, restore_state = snapshot_functions(Saved)

    def _apply(self, player, action):
        token = save_state(self)  # before anything changes
        ...
        return token

    def _undo(self, player, action, token):
        restore_state(token, self)
        return True

A snapshot holds the attributes themselves, not copies.  So a saved attribute is immutable (a
number, a tuple, a frozen value), or a list that the rules never change in place once it may be
saved: an action that changes it assigns a changed copy ("copy on write", e.g. Torris's
``towers``); the `Saved` class's docstring says which fields are such lists.  Two further parts
are named where they occur:

- an incremental part, where copying costs more than reversing (a repetition counter ``seen``,
  Fünf gewinnt's stones and the structures kept with them, All Fives's per-move ``notes``): the
  token is then a tuple of the snapshot and what the undo needs to reverse that part, and the
  game's docstring of `Saved` (or of its token type) names it;
- caches of what the position implies (Torris's ``_moves``, Fünf gewinnt's ``_cuts``): emptied by
  the action and by its undo, never saved.

A hidden simultaneous choice (Zahlenpoker) takes no snapshot at all: its token is None, so that
no token holds the other players' hidden choices (`ZahlenpokerState.resample_hidden` redraws
them for an observer).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: A saved state: the attributes in the order of the fields of the NamedTuple that declared them.
#: A plain tuple, not an instance of that class: building a tuple subclass (``tuple.__new__``)
#: and unpacking one (no fast path for subclasses) cost 2.2 times a plain tuple's save and 1.7
#: times its restore (CPython 3.11, 9 fields), paid on every ``push`` and ``pop`` of a search.
#: ``cls._make(saved)`` names the fields when debugging.
Snapshot = tuple[Any, ...]


def snapshot_functions(
    cls: type[tuple[Any, ...]],
) -> tuple[Callable[[Any], Snapshot], Callable[[Snapshot, Any], None]]:
    """``(save, restore)`` for the NamedTuple ``cls``: ``save(state)`` is a `Snapshot` of those
    attributes of ``state`` (in the order of ``cls``'s fields); ``restore(saved, state)`` sets
    them back."""
    fields: tuple[str, ...] = getattr(cls, "_fields", ())
    if not fields or not all(name.isidentifier() and not name.startswith("__") for name in fields):
        raise ValueError(f"{cls.__name__}: a snapshot needs plain attribute names, not {fields!r}")
    targets = ", ".join(f"state.{name}" for name in fields)
    source = (
        f"def save(state):\n    return ({targets},)\ndef restore(saved, state):\n    {targets}, = saved\n"
    )
    namespace: dict[str, Any] = {}
    exec(source, namespace)  # the source is built from identifiers checked above
    save: Callable[[Any], Snapshot] = namespace["save"]
    restore: Callable[[Snapshot, Any], None] = namespace["restore"]
    save.__qualname__ = f"{cls.__qualname__}.save"
    restore.__qualname__ = f"{cls.__qualname__}.restore"
    return save, restore

"""Undo snapshots with named fields (python-chess's ``_BoardState`` is the model).

A game declares what an action may change as a `typing.NamedTuple` whose field names are the
state's attribute names; `snapshot_functions` turns it into the two functions that save those
attributes before an action and put them back on undo.  The field list is written once, in the
class, so saving and restoring cannot fall out of step.  The functions are generated (as
`collections.namedtuple` generates its own), since they run on every `push` and `pop` of a search:
a plain attribute tuple and an unpacking, no loop, no per-field call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

S = TypeVar("S", bound=tuple[Any, ...])


def snapshot_functions(cls: type[S]) -> tuple[Callable[[Any], S], Callable[[S, Any], None]]:
    """``(save, restore)`` for the NamedTuple ``cls``: ``save(state)`` is a ``cls`` of those
    attributes of ``state``; ``restore(saved, state)`` sets them back."""
    fields: tuple[str, ...] = getattr(cls, "_fields", ())
    if not fields or not all(name.isidentifier() and not name.startswith("__") for name in fields):
        raise ValueError(f"{cls.__name__}: a snapshot needs plain attribute names, not {fields!r}")
    targets = ", ".join(f"state.{name}" for name in fields)
    source = (
        f"def save(state):\n    return new(cls, ({targets},))\n"
        f"def restore(saved, state):\n    {targets}, = saved\n"
    )
    namespace: dict[str, Any] = {"new": tuple.__new__, "cls": cls}
    exec(source, namespace)  # the source is built from identifiers checked above
    save: Callable[[Any], S] = namespace["save"]
    restore: Callable[[S, Any], None] = namespace["restore"]
    save.__qualname__ = f"{cls.__qualname__}.save"
    restore.__qualname__ = f"{cls.__qualname__}.restore"
    return save, restore

"""Dense integer ids for the actions and chance outcomes of every game.

Our actions are game-specific hashable values (ints in disjoint ranges, tuples).  Frameworks
want a fixed, finite action set numbered ``0 .. size-1`` that is the same for every state of a
game (OpenSpiel's ``num_distinct_actions`` and ``max_chance_outcomes``, PettingZoo's
``Discrete`` action space).  Building that set by exploring random playouts would be unsound
(an action never met in the exploration would have no id), so each game's set is *declared*
in its table, the ``interop`` module beside its rules (``fives.games.<game_id>.interop``, an
`InteropTable` found by `interop_table`),
enumerated from the public constants of its rules module: `spaces` returns the player actions
and the chance outcomes of a game with given options, each as an `ActionSpace`.  (Fünf
gewinnt, on an unbounded surface, numbers its actions relative to the stones of the state:
a ``relative`` space, whose `ActionSpace.encode` and `ActionSpace.decode` take the state.)

Player actions and chance outcomes are numbered separately (OpenSpiel numbers chance outcomes
in ``[0, max_chance_outcomes)``).  Every id decodes to an action of the game; not every id is
legal in every state (the legal ones are the state's business).

A game's table may declare adapter parameters of its own with defaults (`adapter_parameters`;
e.g. a bound on a coordinate; none has one at present):
`spaces` takes them as keyword arguments and refuses any other.  A game played as a match may
declare the options of a single round or game (`single_options`; the adapters' ``single``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fives.core import Game, Options, OptionValue
from fives.core.discovery import modules
from fives.core.plugins import optional_module
from fives.core.registry import ids

from .actions import ActionSpace, ActionSpaceError, InteropTable, Spaces, SpacesBuilder, TableSpace


def interop_table(game_id: str) -> InteropTable | None:
    """The action table the game's ``interop`` module declares (its ``TABLE``), or None: the module
    beside the game's own (``<game module>.interop``, found by discovery, so a game in its own
    package brings one the same way)."""
    game_module = modules().get(game_id)
    if game_module is None:
        return None
    name = f"{game_module}.interop"
    module = optional_module(name)
    if module is None:
        return None
    table = getattr(module, "TABLE", None)
    if not isinstance(table, InteropTable):
        raise TypeError(f"{name} must end with TABLE = InteropTable(build, ...)")
    return table


def _table(game: Game[Any]) -> InteropTable:
    table = interop_table(game.id)
    if table is None:
        raise ActionSpaceError(f"{game.id}: no action space is declared for it (its interop module)")
    return table


def adapter_parameters(game: Game[Any]) -> dict[str, int]:
    """The game's own adapter parameters with their defaults (most games have none)."""
    return dict(_table(game).parameters)


def single_options(game: Game[Any]) -> dict[str, OptionValue]:
    """The options that make ``game`` one round or one game where it is played as a match
    (its table's ``single``; empty for a game that is one game)."""
    return dict(_table(game).single)


#: The games whose action sets are declared.
SUPPORTED: tuple[str, ...] = tuple(game_id for game_id in ids() if interop_table(game_id) is not None)


def spaces(game: Game[Any], options: Mapping[str, object] | None = None, **params: int) -> Spaces:
    """The action and chance-outcome spaces of ``game`` with ``options`` (validated here) and the
    game's adapter parameters ``params`` (each at its default unless given)."""
    table = _table(game)
    unknown = sorted(set(params) - set(table.parameters))
    if unknown:
        known = ", ".join(table.parameters) or "none"
        raise ActionSpaceError(
            f"{game.id}: unknown adapter parameter {', '.join(unknown)} (its parameters: {known})"
        )
    opts = options if isinstance(options, Options) else game.validate_options(options)
    return table.build(opts, {**table.parameters, **params})


__all__ = [
    "SUPPORTED",
    "ActionSpace",
    "ActionSpaceError",
    "InteropTable",
    "Spaces",
    "SpacesBuilder",
    "TableSpace",
    "adapter_parameters",
    "interop_table",
    "single_options",
    "spaces",
]

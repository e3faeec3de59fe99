"""Short forced results, proven by an exhaustive search through the rules (push and pop on the
real state): a win in 1 or 3 plies (own move; any reply, own move) and a move that allows a
forced loss within 3 plies after it (a reply; any own move, a reply that wins).

Two-player games of perfect information whose positions here have no chance or simultaneous
moves (Cambio with two players, Fünf gewinnt): a win or a loss so short is a proof, and the
hint and the analysis take it before any evaluation (`fives.ai.advice`).  The search is an
AND/OR search: at the prover's nodes one move that forces the result is enough, at the
defender's every move must; a defender's move that refuted the last attempt is tried first at
its next node (the killer heuristic: in these games the cell or the line that wins is usually
the one that stops the win).  It stops at `NODES` positions for one decision (and a hint's proof
also after its CPU seconds: in Fünf gewinnt's afterplay, with a hundred moves a position, 20,000
positions took 2 s); a move not decided by then is simply not proven (None).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fives.ai.search.budget import cpu_seconds
from fives.core import State

#: positions one decision's proofs may visit, all its moves together
NODES = 20_000
#: plies of the own win looked for (own move, reply, own move)
WIN_PLIES = 3
#: plies after a move in which a forced loss is looked for (reply, own move, reply)
LOSS_PLIES = 3


class _OutOfNodes(Exception):
    pass


def applies(state: State[Any], player: int) -> bool:
    """Whether a proof by this search can hold here: two players, nothing hidden, ``player`` to
    move alone."""
    info = state.game.info
    return (
        state.num_players == 2
        and not info.hidden_information
        and not state.is_terminal()
        and state.current_player() == player
    )


def _result(state: State[Any], player: int) -> float:
    """+1 when ``player`` alone has the best return of a finished game, -1 when the other one
    has, 0 for a shared one."""
    returns = state.returns()
    mine, other = returns[player], returns[1 - player]
    return float((mine > other) - (mine < other))


class Prover:
    """Proofs of forced wins within a number of plies, within a node budget."""

    #: positions between two looks at the clock
    TICK = 32

    def __init__(self, nodes: int = NODES, seconds: float | None = None) -> None:
        self.left = nodes
        self._killer: dict[int, Any] = {}
        #: the CPU time (`cpu_seconds`) at which it gives up, where it has a time limit
        self.deadline = None if seconds is None else cpu_seconds() + seconds

    def forces(self, state: State[Any], player: int, plies: int) -> bool:
        """Whether ``player`` wins by force within ``plies`` plies from ``state`` (whoever is to
        move); `_OutOfNodes` when the budget is spent."""
        if state.is_terminal():
            return _result(state, player) > 0
        if plies <= 0:
            return False
        mover = state.current_player()
        if mover < 0:  # chance or simultaneous: no proof here
            return False
        self.left -= 1
        if self.left < 0:
            raise _OutOfNodes
        if self.deadline is not None and self.left % self.TICK == 0 and cpu_seconds() > self.deadline:
            raise _OutOfNodes
        prover = mover == player
        actions = state.legal_actions(mover)
        killer = self._killer.get(plies)
        if killer is not None and killer in actions:
            actions = [killer, *(a for a in actions if a != killer)]
        for action in actions:
            state.push(action, mover)
            try:
                forced = self.forces(state, player, plies - 1)
            finally:
                state.pop()
            if prover and forced:
                self._killer[plies + 1] = action  # the defender's next try: the same move
                return True
            if not prover and not forced:
                return False
        return not prover

    def value(self, state: State[Any], player: int, action: Any) -> float | None:
        """The proven result for ``player`` of playing ``action`` (it is ``player``'s turn): +1
        a win within `WIN_PLIES`, -1 a forced loss within `LOSS_PLIES` after it, the result
        when it ends the game; None where nothing is proven."""
        state.push(action, player)
        try:
            if state.is_terminal():
                return _result(state, player)
            if self.forces(state, player, WIN_PLIES - 1):
                return 1.0
            if self.forces(state, 1 - player, LOSS_PLIES):
                return -1.0
            return None
        finally:
            state.pop()


def forced_values(state: State[Any], player: int, actions: Sequence[Any]) -> list[float | None] | None:
    """The proven results of ``actions`` for ``player`` (`Prover.value`; None for a move not
    proven within the budget); None where nothing is proven or the search does not apply
    (`fives.ai.plugin.ActionValues`)."""
    if not applies(state, player):
        return None
    prover = Prover()
    position = state.clone()
    values: list[float | None] = []
    for action in actions:
        try:
            values.append(prover.value(position, player, action))
        except _OutOfNodes:
            values.append(None)
            prover.left = 0
    if all(v is None for v in values):
        return None
    return values


def winning_move(
    state: State[Any], player: int, nodes: int = NODES, *, seconds: float | None = None
) -> Any | None:
    """A move of ``player`` that wins at once, else one that wins by force within `WIN_PLIES`
    plies, else None (also where the search does not apply or the budget, ``nodes`` positions
    or ``seconds`` of CPU, runs out)."""
    if not applies(state, player):
        return None
    prover = Prover(nodes, seconds)
    position = state.clone()
    legal = position.legal_actions(player)
    try:
        for plies in range(1, WIN_PLIES + 1, 2):
            for action in legal:
                position.push(action, player)
                try:
                    if prover.forces(position, player, plies - 1):
                        return action
                finally:
                    position.pop()
    except _OutOfNodes:
        return None
    return None


__all__ = ["LOSS_PLIES", "NODES", "WIN_PLIES", "Prover", "applies", "forced_values", "winning_move"]

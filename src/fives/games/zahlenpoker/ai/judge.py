"""How good a two-player Zahlenpoker move is, exactly: its value against the opponent's equilibrium
mix (the analysis's `fives.ai.plugin.ActionValues`).

The shipped equilibrium (`fives.games.zahlenpoker.ai.solver`, exploitability 0) is the judge.  At a
simultaneous public state a move ``a`` of the player is worth ``sum_b y(b) * V(after(a, b))``,
``y`` the opponent's equilibrium mix there and ``V`` the game value of the public state that
follows (both play the equilibrium from then on).  Every move in the support of the player's own
equilibrium mix is worth exactly the game value (an equilibrium mix makes the other player
indifferent between the moves they mix), so no equilibrium move is ever flagged; a move outside
it is worth at most the game value, and the difference is what it loses against a perfect
opponent.  A steal is worth the value of the state after it.  The opponent's choice made but not
yet revealed is not part of the public state, so the judgement uses only what the player knows.

Three and four players, and options other than the defaults, have no equilibrium here: for them
`judged_values` answers None and the analysis's look-ahead judges (see `fives.ai.advice`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fives.core import SIMULTANEOUS, State
from fives.games.zahlenpoker.ai.regret import uses_equilibrium
from fives.games.zahlenpoker.ai.solver import after_choices, after_steal, public_state, solver


def judged_values(state: State[Any], player: int, actions: Sequence[Any]) -> list[float] | None:
    """The values for ``player`` (+1 a certain win, -1 a certain loss) of ``actions`` against
    the opponent's equilibrium mix; None where the equilibrium does not apply."""
    if not uses_equilibrium(state) or state.is_terminal():
        return None
    s = solver()
    pub = public_state(state)
    sign = 1.0 if player == 0 else -1.0  # the solver's values are the first player's
    if state.current_player() != SIMULTANEOUS:  # the lone empty hand's steal
        return [sign * s.value(after_steal(pub, action)) for action in actions]
    mix = s.strategy(pub, 1 - player)
    values = []
    for action in actions:
        total = 0.0
        for other, q in mix.items():
            after = after_choices(pub, action, other) if player == 0 else after_choices(pub, other, action)
            total += q * s.value(after)
        values.append(sign * total)
    return values

"""Hütchenspieler's puzzles: follow the stone (issue 38), proved from the seeker's knowledge only.

A seeker asked for a symbol knows where it lies, exactly, from what it saw with its own eyes:
the row face up while it was memorised (its view in the memorise phase), every shuffle move of
the turn (public: everyone watches them) and the stones turned since (face up).  The symbols of
the row follow from the face-up row and the moves alone (`follow`): the shuffle is no chance,
and nothing else moves a stone.  So where the seeker is asked, exactly one face-down stone is
the symbol asked for, and every other face-down stone is proved to be another symbol.

The proof (`find`) reads only the seeker's views: the face-up row of the memorise phase and the
position's moves and turned stones; it checks that the turned stones show what the derivation
says, then lets the rules confirm the answer (the seeker turning the solution takes the stone,
turning any other stone gives it to the shuffler).  ``refutations`` holds, for each other
face-down stone, the symbol that lies there; ``layout`` and ``moves`` what the seeker saw.  The
puzzle must show what the seeker saw: ``watch`` in the proof is the number of the position's
last actions (from the laying out of the row) that the puzzle page plays before the question,
each with the view of the seeker after it (`fives.puzzles.store.public`).

Only positions where following matters are puzzles: the stone asked for no longer lies where it
was laid out (else the face-up row alone would answer).  Themes: ``follow-the-stone``, and
``last-two`` for the third stone (right, the seeker takes both last stones).
"""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.huetchenspieler import (
    LAY,
    LAYOUTS,
    MEMO,
    PICK,
    PICKING,
    SYMBOLS,
    HuetchenspielerState,
    shuffled,
)
from fives.puzzles.plugin import Finding, PuzzlePlugin


def _memorised(state: HuetchenspielerState, player: int) -> tuple[list[str], int] | None:
    """The face-up row that ``player`` saw in the memorise phase of this turn (its view then)
    and how many actions since the row was laid out; None where the turn has no such phase."""
    position = state.clone()
    back = 0
    while position.history:
        _, action = position.pop()
        back += 1
        if LAY <= action < LAY + len(LAYOUTS):
            position.push(action)
            if position.phase != MEMO:
                return None
            layout = position.view(player)["position"]["layout"]
            return (list(layout), back) if layout else None
    return None


def follow(layout: list[str], moves: list[str]) -> list[str]:
    """The symbols of the row, by position, after the shuffle moves (notation ``i>g``)."""
    row = tuple(layout)
    for move in moves:
        stone, gap = move.split(">")
        row = shuffled(row, int(stone) - 1, int(gap))
    return list(row)


def find(state: State[Any], player: int) -> Finding | None:
    if not isinstance(state, HuetchenspielerState) or state.phase != PICKING:
        return None
    if state.current_player() != player:
        return None
    seen = _memorised(state, player)
    if seen is None:
        return None
    layout, watch = seen
    view = state.view(player)["position"]
    moves = list(view["moves"])
    asked = view["asked"]
    row = follow(layout, moves)
    down = []
    for item, symbol in zip(view["row"], row, strict=True):
        if item["symbol"] is not None and item["symbol"] != symbol:
            return None  # never by the rules: the turned stones show what was followed
        if item["taker"] is None:
            down.append(item["position"])
    answer = [p for p in down if row[p - 1] == asked]
    if len(answer) != 1 or layout.index(asked) == row.index(asked):
        return None  # no following needed: the stone lies where it was laid out
    solution = answer[0]
    for pos in down:  # the rules confirm: the solution takes the stone, any other gives it away
        position = state.clone()
        position.push(PICK + pos - 1, player)
        if (position.results[-1][5] == player) != (pos == solution):
            return None
    last = len(down) == 2
    proof = {
        "method": "follow-the-stone",
        "claim": "follow",
        "asked": asked,
        "layout": layout,
        "moves": moves,
        "watch": watch,
        "refutations": {str(p): row[p - 1] for p in down if p != solution},
    }
    themes = ["follow-the-stone"] + (["last-two"] if last else [])
    travelled = abs(layout.index(asked) - row.index(asked))
    difficulty = min(5, 1 + (len(moves) > 3) + (travelled > 1) + (len(down) > 2) + (len(down) > 3))
    return Finding([str(solution)], themes, proof, difficulty)


def wants(state: State[Any], player: int) -> bool:
    return isinstance(state, HuetchenspielerState) and state.phase == PICKING


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=("seeker:attention=0.8", "seeker:attention=0.5,shuffler=random", "seeker:attention=1"),
    options={"players": 2},
    theme_share=1.0,
    games_per_puzzle=1.0,
    method=(
        "the seeker's own views: the row face up, then the public shuffle moves: exactly one "
        "face-down stone is the symbol asked for"
    ),
)

__all__ = ["PUZZLES", "SYMBOLS", "find", "follow"]

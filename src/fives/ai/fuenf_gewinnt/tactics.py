"""Fünf gewinnt: threats seen directly, not by a full-width search.

A five comes from a window of five cells in a line holding four stones of one colour: the fifth
cell completes it.  So one's own immediate wins and the opponent's are found by scanning the
windows of the four directions through the stones of one colour (`fours`), and only the moves
that land on such a cell are tried through the rules (a placement there may not touch the area,
a lifted stone may belong to the row, a capture may break it).  In the afterplay a player left
with fewer than five stones loses (option ``few_stones_lose``): while a side has at most
`CAPTURE_WATCH` stones, every move is tried for one's own win, and for the opponent's one move per
stone it can lift (captures are judged at the lifting, so the destination does not change them;
with the option ``reconnect`` it can, and every move is tried).

`winning_moves` are the moves that win at once; `safe_moves` the moves after which the opponent
has no immediate win (the block-now moves when the opponent threatens one, all moves when it
cannot threaten anything: no window of four of the opponent's is open or held by only one of
one's own stones that could be lifted).  Together they cost a few tens of milliseconds even in
an afterplay with 400 moves, where looking two moves ahead by search costs seconds.
"""

from __future__ import annotations

from typing import Any

from fives.ai.fuenf_gewinnt.evaluation import Cell, windows
from fives.ai.search.budget import Clock
from fives.games.fuenf_gewinnt import FuenfGewinntState

Action = tuple[int, ...]
#: at or below this many stones a side is watched for a loss by captures (every move is tried)
CAPTURE_WATCH = 9


def fours(board: dict[Cell, int], colour: int) -> tuple[set[Cell], set[Cell]]:
    """Windows of five holding four stones of ``colour``: their fifth cells when empty (the cells
    that complete a five) and when held by the other colour (stones whose lifting opens one)."""
    empty: set[Cell] = set()
    held: set[Cell] = set()
    get = board.get
    for sx, sy, dx, dy in windows(board, colour):
        count = 0
        other: Cell | None = None
        free: Cell | None = None
        for i in range(5):
            cell = (sx + i * dx, sy + i * dy)
            v = get(cell)
            if v == colour:
                count += 1
            elif v is None:
                if free is not None or other is not None:
                    break
                free = cell
            else:
                if free is not None or other is not None:
                    break
                other = cell
        else:
            if count == 4:
                if free is not None:
                    empty.add(free)
                elif other is not None:
                    held.add(other)
    return empty, held


def destination(action: Action) -> Cell | None:
    if len(action) == 2:
        return (action[0], action[1])
    if len(action) == 4:
        return (action[2], action[3])
    return None


def _wins(state: FuenfGewinntState, player: int, action: Action) -> bool:
    state.push(action, player)
    try:
        return state.is_terminal() and state.returns()[player] > 0
    finally:
        state.pop()


def _watched(state: FuenfGewinntState, colour: int) -> bool:
    """Whether ``colour`` could be captured below five stones in one move."""
    return bool(state.afterplay and state.few_stones_lose and state.stones_on_board(colour) <= CAPTURE_WATCH)


def winning_moves(state: FuenfGewinntState, player: int, legal: list[Action]) -> list[Action]:
    """The moves of ``legal`` that win at once (checked through the rules)."""
    if _watched(state, 1 - player):
        candidates = legal
    else:
        cells, _ = fours(state.board, player)
        if not cells:
            return []
        candidates = [a for a in legal if destination(a) in cells]
    return [a for a in candidates if _wins(state, player, a)]


def can_win_at_once(state: FuenfGewinntState, player: int) -> bool:
    """Whether ``player``, to move in ``state``, has a move that wins at once."""
    if state.is_terminal() or state.current_player() != player:
        return False
    cells, _ = fours(state.board, player)
    watched = _watched(state, 1 - player)
    if not cells and not watched:
        return False
    legal = state.legal_actions(player)
    if watched and state.reconnect:
        return any(_wins(state, player, a) for a in legal)
    candidates = [a for a in legal if destination(a) in cells]
    if watched:  # a capture: one move per lifted stone
        lifted: set[tuple[int, ...]] = set()
        for a in legal:
            if len(a) == 4 and a[:2] not in lifted:
                lifted.add(a[:2])
                candidates.append(a)
    return any(_wins(state, player, a) for a in candidates)


def safe_moves(
    state: FuenfGewinntState, player: int, legal: list[Action], clock: Clock | None = None
) -> list[Action]:
    """The moves of ``legal`` after which the opponent cannot win at once (empty when every
    move loses so).  When ``clock`` runs out, the moves not checked yet count as safe."""
    opponent = 1 - player
    open_cells, held = fours(state.board, opponent)
    mine_lifted = state.afterplay and held
    if not open_cells and not mine_lifted and not _watched(state, player):
        return list(legal)  # no move of ours can give the opponent a five or a capture win
    result: list[Action] = []
    for index, action in enumerate(legal):
        if clock is not None and not clock.tick():
            return result + legal[index:]
        state.push(action, player)
        try:
            if state.is_terminal():
                if state.returns()[player] >= 0:
                    result.append(action)
            elif not can_win_at_once(state, opponent):
                result.append(action)
        finally:
            state.pop()
    return result


def tactical_moves(
    state: FuenfGewinntState, player: int, legal: list[Action], clock: Clock | None = None
) -> tuple[list[Action], bool]:
    """(moves, decided): the winning moves (decided), else the safe moves when some moves lose at
    once (decided when just one is safe), else all of ``legal``."""
    wins = winning_moves(state, player, legal)
    if wins:
        return wins, True
    safe = safe_moves(state, player, legal, clock)
    if not safe:
        return list(legal), False  # every move loses: let the search choose
    return safe, len(safe) == 1


def as_state(observation: Any) -> FuenfGewinntState:
    if not isinstance(observation, FuenfGewinntState):
        raise TypeError("Fünf gewinnt's tactics need a Fünf gewinnt position")
    return observation

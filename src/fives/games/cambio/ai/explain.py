"""Cambio's reasons for a hint: completes a line, blocks another player's line that is one cube
short, or builds one's own line (named as the game names lines: "column c1-c5")."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.games.cambio import PUSH_COUNT, WIN_LINES, CambioState
from fives.games.cambio.ai.evaluation import potentials


def _line(name: str) -> Message:
    kind, ends = name.split(" ", 1)
    return Message("cambio-line-name", kind=kind, ends=ends)


def _pure(boards: tuple[int, ...], player: int, mask: int) -> int:
    """How many of ``player``'s symbols ``mask`` holds when it holds no other player's, else 0."""
    others = 0
    for q, b in enumerate(boards):
        if q != player:
            others |= b
    return 0 if others & mask else (boards[player] & mask).bit_count()


def _owner_weight(state: CambioState, player: int, action: Any) -> tuple[int, float] | None:
    """Whose cube a setup placement puts down, and that player's line potential after it."""
    after = state.clone()
    after.push(action, player)
    changed = [q for q in range(state.num_players) if after.boards[q] != state.boards[q]]
    if len(changed) != 1:
        return None
    return changed[0], potentials(after.boards)[changed[0]]


def setup_reason(state: CambioState, player: int, action: Any) -> Message | None:
    """A setup placement of another player's cube that leaves that player's lines weakest."""
    chosen = _owner_weight(state, player, action)
    if chosen is None or chosen[0] == player:
        return None
    owner, weight = chosen
    others = [_owner_weight(state, player, a) for a in state.legal_actions(player)]
    if all(o is None or o[1] >= weight - 1e-9 for o in others):
        return Message("advice-cambio-setup", player=state.player_name(owner))
    return None


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, CambioState):
        return None
    if state.in_setup():
        return setup_reason(state, player, action)
    if not 0 <= action < PUSH_COUNT:
        return None
    lines = WIN_LINES[state.num_players]
    length = 5 if state.num_players == 2 else 4
    after = state.clone()
    after.push(action, player)
    mine = after.boards[player]
    for name, mask in lines:
        if mine & mask == mask:
            return Message("advice-cambio-completes", line=_line(name))
    for q in range(state.num_players):
        if q == player:
            continue
        for name, mask in lines:
            short = _pure(state.boards, q, mask) == length - 1
            if short and _pure(after.boards, q, mask) < length - 1:
                return Message("advice-cambio-blocks", player=state.player_name(q), line=_line(name))
    best = max(lines, key=lambda line: _pure(after.boards, player, line[1]))
    count = _pure(after.boards, player, best[1])
    if count >= 3 and count > _pure(state.boards, player, best[1]):
        return Message("advice-cambio-builds", count=count, line=_line(best[0]))
    return None

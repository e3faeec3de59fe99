"""Fünf gewinnt's puzzles, proved by the exhaustive search through the rules of
`fives.puzzles.forced`.

In the placement (while at least `DEEP_IN_HAND` stones are in hand): a win in 1, 2 or 3 own
moves that only one move forces (every other move does not win even within 5 plies; in a longer
line every reply loses), and the only move that does not lose within 3 plies (the only block).
In the afterplay (lifting a stone, captures of cut-off groups: the rules module decides every
move) and at the end of the placement, where a position has hundreds of moves close, one ply
deep: the only move that wins at once, and the only move after which the opponent cannot win at
once.  In the afterplay a cell that wins is usually reached by lifting any of several stones,
so a win at once is a puzzle too where at most `ALSO` + 1 moves win among at least `ALSO_LEGAL`
(lichess's several mates in one): the first is the solution, the others are accepted as well
(``proof["also"]``: each ends the game won at once just the same) and every other move is
refuted as usual.  Themes beyond the search's own (``win-in-N``, ``only-move``,
``double-threat``): ``forced-reply`` (a line of three own moves whose first reply is the only
block: the double threat comes after it), ``afterplay`` (the position is in the afterplay) and
``capture`` (the solution's first move captures stones).  Candidates: self-play of a random
player and the threat agent with node budgets (deterministic), careless and greedy against
careful, after up to 16 random moves (the random stones leave the threats that make the wins),
cut at the end of the placement; where no one has won by then the game goes on into the
afterplay with up to 70 random moves that do not end it (the plugin's ``tail``), which leave
wins at once and threats to find.

The placement's search, `FuenfSearch`: `fives.puzzles.forced.Search` made cheap by what a row of
five means, with the same answers as the plain search.  In the placement a stone never leaves
the surface, so a player wins at once exactly by putting a stone on a free cell that touches the
area (a legal placement) and completes a row: a cell whose window of five in some line holds
four of the player's stones ("five-cells", `four_cells`, found on the bitboards).  While both
players still hold stones (the next placement is the other player's), this decides most nodes
without trying every move:

- the prover to move: a five-cell wins (at once); with no more than two plies left nothing else
  does; two five-cells of the defender lose (they cannot both be taken), one must be taken (the
  only move); with three or four plies left, and the prover's next stone placed too, the winning
  move must make a four, so only the cells in a window of five holding three of the prover's
  stones and none of the defender's are tried (`three_cells`), unless a row of four already waits
  for a cell that touches nothing yet (a "latent" five-cell, which a placement next to it opens);
- the defender to move: a five-cell of their own wins; two five-cells of the prover's lose, one
  must be blocked (the only move); with one ply left, or two without five-cells (latent ones
  included), the prover cannot win.

Every other node tries every legal move through the rules (push and pop), as the plain search
does (the defender's blocks of the prover's fours-to-be first); in the afterplay every node does.
Placement nodes are remembered (the stones and the player to move decide them there).  Whether a
player forces a win within N plies is a fact of the position, so the answers, and so every
puzzle, are those of the plain search (tests/puzzles compares them); only the count of visited
positions differs (a few hundred for most proofs, against tens of thousands).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fives.core import State
from fives.puzzles.forced import NODES as SEARCH_NODES
from fives.puzzles.forced import OutOfNodes, Search, find_forced
from fives.puzzles.plugin import Finding, PuzzlePlugin

from . import FuenfGewinntState
from .board import STRIDE

#: the four lines as bit steps (along y, along x, and the two diagonals)
STEPS = (1, STRIDE, STRIDE + 1, STRIDE - 1)


def _shifted(bits: int, step: int) -> list[int]:
    """``bits`` moved so that bit p tells whether bit ``p + k * step`` was set, k = -4..4 (index k + 4)."""
    return [bits >> (k * step) if k >= 0 else bits << (-k * step) for k in range(-4, 5)]


def four_cells(own: int) -> int:
    """The cells (bits) whose window of five in some line holds four stones of ``own`` besides them."""
    result = 0
    for step in STEPS:
        s = _shifted(own, step)
        for j in range(5):  # the cell is the j-th of its window: the others are k = -j..4-j, k != 0
            others = [s[k + 4] for k in range(-j, 5 - j) if k]
            result |= others[0] & others[1] & others[2] & others[3]
    return result


def three_cells(own: int, other: int) -> int:
    """The cells (bits) in a window of five that holds three or more stones of ``own`` and none
    of ``other``, the cell itself not counted (where a stone can make a four)."""
    result = 0
    for step in STEPS:
        s = _shifted(own, step)
        o = _shifted(other, step)
        for j in range(5):
            ks = [k for k in range(-j, 5 - j) if k]
            a, b, c, d = (s[k + 4] for k in ks)
            blocked = o[ks[0] + 4] | o[ks[1] + 4] | o[ks[2] + 4] | o[ks[3] + 4]
            result |= ((a & b & (c | d)) | (c & d & (a | b))) & ~blocked
    return result


def _placing(state: FuenfGewinntState) -> bool:
    """Whether both players still hold stones: the placement goes on after the next one."""
    return (
        state.in_hand[0] > 0 and state.in_hand[1] > 0 and state.result is None and state.to_move is not None
    )


class FuenfSearch(Search):
    """`Search` with the placement's shortcuts (module doc) and a table of decided placement nodes."""

    def __init__(self, nodes: int = SEARCH_NODES) -> None:
        super().__init__(nodes)
        self._table: dict[tuple[Any, ...], bool] = {}

    def forces(self, state: State[Any], player: int, plies: int) -> bool:
        if not isinstance(state, FuenfGewinntState) or not _placing(state) or plies <= 0:
            return self._plain(state, player, plies)
        key = (state._position_key(), player, plies)
        known = self._table.get(key)
        if known is not None:
            return known
        self.left -= 1
        if self.left < 0:
            raise OutOfNodes
        mover = state.current_player()
        if mover == player:
            result = self._prover(state, player, plies)
        else:
            result = self._defender(state, player, mover, plies)
        self._table[key] = result
        return result

    def _plain(self, state: State[Any], player: int, plies: int) -> bool:
        """`Search.forces`: every legal move through the rules."""
        return super().forces(state, player, plies)

    def _prover(self, state: FuenfGewinntState, player: int, plies: int) -> bool:
        moves, now = self._candidates(state, player, plies)
        return now or self.decide(state, player, player, moves, plies, remember=False)

    def _candidates(self, state: FuenfGewinntState, player: int, plies: int) -> tuple[list[Any], bool]:
        """The prover's moves (to move, placing) that may force a win within ``plies`` plies, in
        the order of the legal moves (every move left out is proved not to), and whether one of
        them makes a five at once."""
        other = 1 - player
        free = state._frontier_bits()
        own, theirs = state._own[player], state._own[other]
        mine = four_cells(own) & ~state._occ
        now = mine & free
        if now:  # a five at once; within three plies any move may still win
            return (state._cells_of(now) if plies <= 2 else state.legal_actions(player)), True
        if plies <= 2:
            return [], False  # the defender's move cannot make the prover's row
        threats = four_cells(theirs) & free
        if threats & (threats - 1):
            return [], False  # two five-cells of the defender: one of them is left to them
        if threats:
            return state._cells_of(threats), False  # the only move that does not lose at once
        if plies <= 4 and not mine and state.in_hand[player] > 1:
            # no latent five-cell, and the next stone is placed too: this move must make a four
            return state._cells_of(three_cells(own, theirs) & free), False
        return state.legal_actions(player), False

    def tried(self, state: State[Any], player: int, plies: int) -> list[Any]:
        if (
            not isinstance(state, FuenfGewinntState)
            or not _placing(state)
            or plies <= 0
            or state.current_player() != player
        ):
            return super().tried(state, player, plies)
        moves, _ = self._candidates(state, player, plies)
        return moves

    def _defender(self, state: FuenfGewinntState, player: int, mover: int, plies: int) -> bool:
        free = state._frontier_bits()
        if four_cells(state._own[mover]) & free:
            return False  # the defender makes a five at once
        if plies <= 1:
            return False  # no ply is left for the prover
        fours = four_cells(state._own[player]) & ~state._occ
        threats = fours & free
        if threats & (threats - 1):
            return True  # the defender can take one five-cell, not two
        if threats:
            return self.decide(state, player, mover, state._cells_of(threats), plies, remember=False)
        if plies <= 2 and not fours:
            return False  # the prover has no five-cell, and no placement opens one
        return self.decide(state, player, mover, self._ordered(state, player, mover), plies, remember=False)

    def _ordered(self, state: FuenfGewinntState, player: int, mover: int) -> list[Any]:
        """The defender's moves, the cells of the prover's fours-to-be first (likely refutations)."""
        legal = state.legal_actions(mover)
        near = set(state._cells_of(three_cells(state._own[player], state._own[mover])))
        return [a for a in legal if a in near] + [a for a in legal if a not in near]


def _captured(state: State[Any]) -> int:
    snapshot = state.snapshot()
    captured = snapshot.get("captured", [0, 0]) if isinstance(snapshot, dict) else [0, 0]
    return sum(int(n) for n in captured)


def _afterplay(state: State[Any]) -> bool:
    snapshot = state.snapshot()
    return isinstance(snapshot, dict) and not any(snapshot.get("in_hand", [1]))


#: positions one proof may visit in the afterplay and at the end of the placement (plain search)
NODES = 20_000
#: positions a proof of a win at once in the afterplay may visit when it accepts alternatives
#: (every other move's replies are tried, to list those after which the opponent wins at once)
ALSO_NODES = 200_000
#: a win at once in the afterplay may be taken by up to this many other moves as well (each
#: accepted, ``proof["also"]``: a winning cell is often reached by lifting one of several stones)
ALSO = 2
#: ... where the player has at least this many legal moves (a real find among them)
ALSO_LEGAL = 8
#: positions one proof may visit in the placement (`FuenfSearch`: most take a few hundred)
PLACEMENT_NODES = 100_000
#: the placement is searched deep while at least this many stones are in hand: a search of five
#: plies and the replies to the other moves stay in the placement (the plain search over the
#: first moves of the afterplay costs seconds)
DEEP_IN_HAND = 6


def find(state: State[Any], player: int) -> Finding | None:
    afterplay = _afterplay(state)
    found = None
    if afterplay and len(state.legal_actions(player)) >= ALSO_LEGAL:
        # a win at once that up to ALSO other moves take as well (a larger budget: the refutations)
        found = find_forced(
            state, player, max_plies=1, others_plies=1, nodes=ALSO_NODES, also=ALSO, only_move=False
        )
    if found is None and (afterplay or sum(_in_hand(state)) < DEEP_IN_HAND):
        # hundreds of moves close: one ply deep
        found = find_forced(state, player, max_plies=1, others_plies=1, loss_plies=1, nodes=NODES)
    elif found is None:
        found = _deep(state, player)
    if found is None:
        return None
    themes = list(found.themes)
    line = found.proof.get("line", [])
    if len(line) > 1 and all(n == 1 for n in line[:-1]):
        # a longer line whose replies (but the last, after the double threat) are the only blocks
        themes.append("forced-reply")
    if afterplay:
        themes.append("afterplay")
        position = state.clone()
        before = _captured(position)
        position.apply(position.parse_action(found.solution[0], player), player)
        if _captured(position) > before:
            themes.append("capture")
    return replace(found, themes=themes)


def _deep(state: State[Any], player: int) -> Finding | None:
    """The placement's proof: wins in up to 5 plies, the only move for 3 (`FuenfSearch`)."""
    search = FuenfSearch(PLACEMENT_NODES)
    return find_forced(state, player, max_plies=5, others_plies=5, loss_plies=3, search=search)


def _in_hand(state: State[Any]) -> list[int]:
    snapshot = state.snapshot()
    return [int(n) for n in snapshot.get("in_hand", [0, 0])] if isinstance(snapshot, dict) else [0, 0]


def wants(state: State[Any], player: int) -> bool:
    """From the fifth stone on (before it no row can be threatened), in the placement while the
    deep search applies (`DEEP_IN_HAND`), and in the afterplay."""
    snapshot = state.snapshot()
    if not isinstance(snapshot, dict) or len(snapshot.get("stones", [])) < 5:
        return False
    in_hand = sum(_in_hand(state))
    return in_hand == 0 or in_hand >= DEEP_IN_HAND


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    opening=16,
    theme_share=0.5,
    games_per_puzzle=1.5,
    plies=32,
    tail=70,
    selfplay=("random", "fg:greedy=1,miss=0.6,nodes=150", "fg:greedy=1,nodes=300", "fg:nodes=1500"),
    method=(
        "exhaustive search through the rules (afterplay included): a win in 1-3 own moves, or the "
        "only move that does not lose within 3 plies; in the afterplay a win at once that up to 2 "
        "other moves take as well (each accepted)"
    ),
)

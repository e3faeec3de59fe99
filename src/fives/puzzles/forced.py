"""Proved puzzles of two-player games of perfect information, by an exhaustive search through
the rules (push and pop on the real state; the game's own rules decide every move and every
end, an afterplay included): a win in N plies that only one move forces, and the only move
that does not lose within a few plies.  It knows no game; Cambio and Fünf gewinnt use it
(their ``puzzles`` modules).

The search is an AND/OR search as in `fives.ai.search.forced`: at the prover's nodes one move
that forces the win is enough, at the defender's every move must; a defender's move that
refuted the last attempt is tried first at its next node.  A chance or simultaneous node, a
draw or the end of the node budget proves nothing (the budget: the position is no puzzle).

What a `Finding` of this search claims (its ``proof``):

- ``claim: "win"``, ``plies: N``: the solution forces a win within N plies (own moves and
  replies), and **every other move does not**, not even within ``others_plies`` (N + 2 where
  the budget allows): each other move is listed in ``refutations`` with a reply after which the
  player has no forced win within that horizon (``"end"``: the move ends the game without a
  win); ``loses``: the other moves after which the opponent wins at once.  In a longer line
  every reply loses (a forced win); the line's reply is the one that resists longest, and
  after it the player's winning move is again the only one (``line``: for each reply of the
  line, how many replies there did not lose at once: 1, that reply was forced; 0, every reply
  lost at once, a double threat: theme ``double-threat``);
- ``claim: "only-move"``, ``plies: N``: the opponent threatens; after the solution the opponent
  has no forced win within N plies, and after every other move they have one: ``refutations``
  holds the opponent's first move of it.

Alternatives (``also``, where a game asks for them: ``find_forced(..., also=K)``): a win at once
(``plies: 1``) that up to K other moves take as well is a puzzle too, as lichess accepts every
mate in a mate in one.  The solution is the first of the winning moves (in the order of the
legal moves), ``proof["also"]`` lists the others: each ends the game won at once just the same
(checked here, and again by `fives.puzzles.prove`), and every move in neither is refuted as
above.  Without alternatives the proof has no ``also`` (the puzzles made before it are unchanged).
"""

from __future__ import annotations

from typing import Any

from fives.core import State

from .plugin import Finding

#: positions one puzzle's proof may visit (beyond it: no puzzle)
NODES = 300_000


class OutOfNodes(Exception):
    """The search's budget is spent: nothing is proved."""


def applies(state: State[Any], player: int) -> bool:
    """Whether this search can prove anything here: two players, nothing hidden, ``player`` alone to move."""
    return (
        state.num_players == 2
        and not state.game.info.hidden_information
        and not state.is_terminal()
        and state.current_player() == player
    )


def _result(state: State[Any], player: int) -> float:
    returns = state.returns()
    return float((returns[player] > returns[1 - player]) - (returns[player] < returns[1 - player]))


class Search:
    """Forced wins within a number of plies, within a node budget."""

    def __init__(self, nodes: int = NODES) -> None:
        self.left = nodes
        self._killer: dict[int, Any] = {}

    def forces(self, state: State[Any], player: int, plies: int) -> bool:
        """Whether ``player`` wins by force within ``plies`` plies from ``state``."""
        self.left -= 1  # every position counts, the last ply's too
        if self.left < 0:
            raise OutOfNodes
        if state.is_terminal():
            return _result(state, player) > 0
        if plies <= 0:
            return False
        mover = state.current_player()
        if mover < 0:
            return False
        actions = state.legal_actions(mover)
        killer = self._killer.get(plies)
        if killer is not None and killer in actions:
            actions = [killer, *(a for a in actions if a != killer)]
        return self.decide(state, player, mover, actions, plies, remember=True)

    def decide(
        self, state: State[Any], player: int, mover: int, actions: list[Any], plies: int, *, remember: bool
    ) -> bool:
        """The AND/OR step over ``actions`` of ``mover``: the prover needs one that forces the win
        within ``plies``, the defender one that does not; ``remember``: the deciding action becomes
        the killer tried first at the next node of that depth."""
        prover = mover == player
        for action in actions:
            forced = self.after(state, mover, action, player, plies - 1)
            if prover == forced:
                if remember:
                    self._killer[plies + 1] = action
                return prover
        return not prover

    def after(self, state: State[Any], mover: int, action: Any, player: int, plies: int) -> bool:
        """Whether ``player`` wins by force within ``plies`` plies once ``mover`` played ``action``."""
        state.push(action, mover)
        try:
            return self.forces(state, player, plies)
        finally:
            state.pop()

    def tried(self, state: State[Any], player: int, plies: int) -> list[Any]:
        """``player``'s moves (to move) that may force a win within ``plies`` plies, in the order
        of the legal moves: all of them here (a game's search may leave out moves proved not to)."""
        return state.legal_actions(player)

    def winners(self, state: State[Any], player: int, plies: int) -> list[Any]:
        """``player``'s moves (to move) that force a win within ``plies`` plies, the move included."""
        return [
            a for a in self.tried(state, player, plies) if self.after(state, player, a, player, plies - 1)
        ]

    def first_winner(self, state: State[Any], player: int, limit: int) -> Any | None:
        """The first of `fastest`'s moves (the fewest plies, then the order of the legal moves),
        found without trying the moves after it; None where none wins within ``limit``."""
        for plies in range(1, limit + 1, 2):
            for action in self.tried(state, player, plies):
                if self.after(state, player, action, player, plies - 1):
                    return action
        return None

    def fastest(self, state: State[Any], player: int, limit: int) -> tuple[int, list[Any]]:
        """The fewest plies (odd, up to ``limit``) within which ``player`` forces a win, and the
        moves that do; ``(0, [])`` where none does."""
        for plies in range(1, limit + 1, 2):
            found = self.winners(state, player, plies)
            if found:
                return plies, found
        return 0, []

    def defence(self, state: State[Any], player: int, plies: int) -> Any | None:
        """A move of the one to move in ``state`` after which ``player`` (the other) has no
        forced win within ``plies`` plies; None where every move loses so (or none is left)."""
        mover = state.current_player()
        for action in state.legal_actions(mover):
            if not self.after(state, mover, action, player, plies):
                return action
        return None


def find_forced(
    state: State[Any],
    player: int,
    *,
    max_plies: int = 5,
    others_plies: int = 5,
    loss_plies: int = 3,
    nodes: int = NODES,
    search: Search | None = None,
    also: int = 0,
    only_move: bool = True,
) -> Finding | None:
    """The proved puzzle at ``state`` for ``player`` (module doc), or None.  ``search``: a
    game's own `Search` (the same answers, found faster; its budget replaces ``nodes``);
    ``also``: how many other moves that win at once as well a win in one ply may accept;
    ``only_move``: whether to look for the only move where no win is found."""
    if not applies(state, player):
        return None
    position = state.clone()
    search = Search(nodes) if search is None else search
    try:
        found = _win(position, player, search, max_plies, others_plies, also)
        if found is None and only_move:
            found = _only_move(position, player, search, loss_plies, max_plies)
    except OutOfNodes:
        return None
    return found


def _name(state: State[Any], action: Any, player: int) -> str:
    return state.action_to_string(action, player)


def _win(
    state: State[Any], player: int, search: Search, max_plies: int, others_plies: int, also: int = 0
) -> Finding | None:
    plies, winners = search.fastest(state, player, max_plies)
    if not winners or len(winners) > 1 + (also if plies == 1 else 0):
        return None  # no win in reach, or more than one winning move (beyond the alternatives allowed)
    move = winners[0]
    alternatives = [_name(state, action, player) for action in winners[1:]]
    if alternatives and not all(_wins_at_once(state, player, action) for action in winners[1:]):
        return None
    horizon = max(plies, min(plies + 2, others_plies))
    refutations: dict[str, str] = {}
    loses: list[str] = []
    other = 1 - player
    for action in state.legal_actions(player):
        if action in winners:
            continue
        state.push(action, player)
        try:
            if state.is_terminal():
                refutations[_name(state, action, player)] = "end"
                continue
            if state.current_player() != other:
                return None  # not a plain reply: nothing proved
            reply = search.defence(state, player, horizon - 2) if horizon >= 3 else None
            if horizon >= 3 and reply is None:
                return None  # this move wins too within the horizon: not clearly worse
            if search.winners(state, other, 1):
                loses.append(_name(state, action, player))
            refutations[_name(state, action, player)] = (
                _name(state, reply, other) if reply is not None else "-"
            )
        finally:
            state.pop()
    line, forced = _line(state, player, move, plies, search)
    if line is None:
        return None
    themes = [f"win-in-{(plies + 1) // 2}"]
    if forced and forced[0] == 0:
        themes.append("double-threat")
    proof = {
        "method": "forced-search",
        "claim": "win",
        "plies": plies,
        "others_plies": horizon,
        "refutations": refutations,
        "loses": loses,
        "line": forced,
    }
    if alternatives:
        proof["also"] = alternatives
    return Finding(line, themes, proof, difficulty=min(5, 1 + plies // 2 + (len(refutations) > 20)))


def _wins_at_once(state: State[Any], player: int, action: Any) -> bool:
    """Whether ``action`` (``player``'s, to move) ends the game won for them at once."""
    state.push(action, player)
    try:
        return state.is_terminal() and _result(state, player) > 0
    finally:
        state.pop()


def _line(
    state: State[Any], player: int, move: Any, plies: int, search: Search
) -> tuple[list[str] | None, list[int]]:
    """The solution line from ``move`` (the only win within ``plies``): each reply the one that
    resists longest (then the first), after which the winning move must again be the only one;
    with, for each reply, how many replies there did not lose at once."""
    line = [_name(state, move, player)]
    forced: list[int] = []
    state.push(move, player)
    pushed = 1
    try:
        while plies > 1 and not state.is_terminal():
            other = state.current_player()
            if other != 1 - player:
                return None, forced
            judged: list[tuple[int, Any, list[Any]]] = []
            for reply in state.legal_actions(other):
                state.push(reply, other)
                try:
                    if not state.is_terminal():  # a reply that ends the game loses for them
                        need, winners = search.fastest(state, player, plies - 2)
                        judged.append((need, reply, winners))
                finally:
                    state.pop()
            if not judged:
                return None, forced
            longest = max(need for need, _, _ in judged)
            safe = sum(need > 1 for need, _, _ in judged)
            # the stubbornest reply; after it the winning move must be the only one
            best = next(((n, r, w[0]) for n, r, w in judged if n == longest and len(w) == 1), None)
            if best is None:
                return None, forced
            need, reply, answer = best
            forced.append(safe)
            line.append(_name(state, reply, other))
            state.push(reply, other)
            line.append(_name(state, answer, player))
            state.push(answer, player)
            pushed += 2
            plies = need
    finally:
        for _ in range(pushed):
            state.pop()
    return line, forced


def _only_move(
    state: State[Any], player: int, search: Search, loss_plies: int, max_plies: int
) -> Finding | None:
    other = 1 - player
    legal = state.legal_actions(player)
    if len(legal) < 2:
        return None
    safe: list[Any] = []
    refutations: dict[str, str] = {}
    for action in legal:
        state.push(action, player)
        try:
            if state.is_terminal():
                if _result(state, player) >= 0:
                    safe.append(action)
                else:
                    refutations[_name(state, action, player)] = "end"
                continue
            if state.current_player() != other:
                return None
            reply = search.first_winner(state, other, loss_plies)
            if reply is None:
                safe.append(action)
                if len(safe) > 1:
                    return None
            else:
                refutations[_name(state, action, player)] = _name(state, reply, other)
        finally:
            state.pop()
    if len(safe) != 1:
        return None
    proof = {
        "method": "forced-search",
        "claim": "only-move",
        "plies": loss_plies,
        "refutations": refutations,
    }
    return Finding([_name(state, safe[0], player)], ["only-move"], proof, difficulty=2)


__all__ = ["NODES", "OutOfNodes", "Search", "applies", "find_forced"]

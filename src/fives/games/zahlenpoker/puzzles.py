"""Zahlenpoker's puzzles: the sure win (issue 38), proved from the seat's knowledge only.

What a seat does not know in Zahlenpoker is only the others' choices: every hand, every empty
hand used and every stone won is public once a round is revealed.  A puzzle's position is the
start of a round (nobody has chosen yet: the record holds no hidden choice) or the seat's own
steal; what is proved there holds **against every choice of the others**, now and in every later
round, as if they saw each choice of the seat before making theirs (the worst case of each round):

- the seat's *sure result* of a position (`Search.sure`) is the best it can make certain: 1 the
  win alone, 0 a draw or a shared win, -1 nothing; at the seat's choice the most over its choices
  of the least over the others' joint choices; at a steal the thief's best (the seat's) or worst
  (another's); at the end the rules' outcome.  It is an exhaustive search through the rules
  module (push and pop, every legal choice of every player), so it uses nothing the seat lacks:
  no choice of another is ever assumed, every one is tried.
- **`sure-win`** (claim ``sure-win``): one choice makes the win certain, and every other choice
  can fail: ``refutations`` names, for each other choice, the others' answer after which the seat
  can no longer make the win certain (the answer that hurts most; ``results``: the sure result
  after the choice, 0 a draw at best where the others guess right, -1 it can lose).
- **`sure-draw`** (claim ``sure-draw``): no choice makes the win certain, one makes at least a
  draw (or a shared win) certain, and every other choice can lose.
- **`steal`**: the choice is the seat's steal (which shown stone to take); its refutations name
  no answer (the next round's choices decide: the sure result says the others can hold it to
  less, whatever the seat shows).

A position is proved within `NODE_LIMIT` positions of the search (beyond: no puzzle).  The proof
holds for every player count (with several others, each answer is their joint choice: the
others are taken to be one side against the seat); the candidates come from self-play of two
players in half the games (the equilibrium, with and without the beginner's habit, the
baselines and the cheap search), of three and of four in a quarter each (the cheap search with
and without the habit, the baselines).  A steal is a choice with three players or more only
(with two, one stone is shown).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from fives.core import SIMULTANEOUS, State
from fives.games.zahlenpoker import ZahlenpokerState
from fives.puzzles.plugin import Finding, PuzzlePlugin, Variant

#: positions a proof may visit (memoised round starts and steals)
NODE_LIMIT = 60_000
#: a position is tried only when its participants hold this many stones at most together
STONES_MAX = 9

Key = tuple[Any, ...]


class TooBig(Exception):
    """The search went past `NODE_LIMIT`."""


class Search:
    """The sure result of positions for one seat (module doc), memoised by what decides the rest
    of the game: hands, empty hands used, each player's stones won (count and sum), a pending
    steal."""

    def __init__(self, player: int) -> None:
        self.player = player
        self.memo: dict[Key, int] = {}

    def key(self, state: ZahlenpokerState) -> Key:
        won = tuple((len(w), sum(w)) for w in state.won)
        return (tuple(state.hands), tuple(state.empty_used), won, state.reveal, state.thief, state.over)

    def result(self, state: ZahlenpokerState) -> int:
        outcome = state.outcome()
        assert outcome is not None
        if self.player not in outcome.winners:
            return -1
        return 1 if len(outcome.winners) == 1 else 0

    def sure(self, state: ZahlenpokerState) -> int:
        if state.over:
            return self.result(state)
        key = self.key(state)
        found = self.memo.get(key)
        if found is not None:
            return found
        if len(self.memo) >= NODE_LIMIT:
            raise TooBig
        value = self.round(state)[0] if state.current_player() == SIMULTANEOUS else self.steal(state)[0]
        self.memo[key] = value
        return value

    def after(self, state: ZahlenpokerState, action: int, player: int) -> int:
        state.push(action, player)
        try:
            return self.sure(state)
        finally:
            state.pop()

    def steal(self, state: ZahlenpokerState) -> tuple[int, dict[int, int]]:
        """The sure result at a steal and each steal's."""
        thief = state.current_player()
        values = {action: self.after(state, action, thief) for action in state.legal_actions(thief)}
        pick = max if thief == self.player else min
        return pick(values.values()), values

    def answers(self, state: ZahlenpokerState, others: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The least sure result over the joint choices of ``others`` (each player's choices in
        seating order, the last one's reveals the round), and the joint choice that gives it
        (the first such in the order of the legal choices)."""
        best: tuple[int, tuple[int, ...]] | None = None
        for joint in product(*(state.legal_actions(p) for p in others)):
            for p, action in zip(others, joint, strict=True):
                state.push(action, p)
            try:
                value = self.sure(state)
            finally:
                for _ in joint:
                    state.pop()
            if best is None or value < best[0]:
                best = (value, joint)
                if value == -1:
                    break
        assert best is not None
        return best

    def round(self, state: ZahlenpokerState) -> tuple[int, dict[int, tuple[int, tuple[int, ...]]]]:
        """The sure result at a round's start and, where the seat takes part, each of its choices
        with its worst joint answer of the others."""
        acting = state.acting_players()
        others = tuple(p for p in acting if p != self.player)
        if self.player not in acting:
            return self.answers(state, others)[0], {}
        values: dict[int, tuple[int, tuple[int, ...]]] = {}
        for action in state.legal_actions(self.player):
            state.push(action, self.player)
            try:
                values[action] = self.answers(state, others)
            finally:
                state.pop()
        return max(v for v, _ in values.values()), values


def _joint_text(state: ZahlenpokerState, others: tuple[int, ...], joint: tuple[int, ...]) -> str:
    """The others' answer in notation: one player's choice (``"2"``), or several as ``P2 2, P3 empty``."""
    if len(others) == 1:
        return state.action_to_string(joint[0], others[0])
    return ", ".join(f"P{p + 1} {state.action_to_string(a, p)}" for p, a in zip(others, joint, strict=True))


def find(state: State[Any], player: int) -> Finding | None:
    if not isinstance(state, ZahlenpokerState) or state.over:
        return None
    if any(choice is not None for choice in state.pending):
        return None  # another's choice is already made and hidden: not a position of this proof
    steal = state.current_player() == player
    if not steal and (state.current_player() != SIMULTANEOUS or player not in state.acting_players()):
        return None
    position = state.clone()
    search = Search(player)
    try:
        if steal:
            _, stolen = search.steal(position)
            values: dict[int, tuple[int, tuple[int, ...]]] = {a: (v, ()) for a, v in stolen.items()}
            others: tuple[int, ...] = ()
        else:
            _, values = search.round(position)
            others = tuple(p for p in position.acting_players() if p != player)
    except TooBig:
        return None
    best = max(v for v, _ in values.values())
    top = [a for a, (v, _) in values.items() if v == best]
    if best < 0 or len(top) != 1:
        return None
    solution = top[0]
    name = {a: state.action_to_string(a, player) for a in values}
    results = {name[a]: v for a, (v, _) in values.items() if a != solution}
    refutations = {
        name[a]: _joint_text(state, others, joint) if joint else "-"
        for a, (v, joint) in values.items()
        if a != solution
    }
    claim = "sure-win" if best == 1 else "sure-draw"
    proof = {
        "method": "sure-search",
        "claim": claim,
        "positions": len(search.memo),
        "results": results,
        "refutations": refutations,
    }
    themes = [claim] + (["steal"] if steal else [])
    holding = sum(sum(h) > 0 for h in state.hands)  # players still holding stones
    stones = max(sum(h) for h in state.hands)
    difficulty = min(5, 1 + (len(values) > 3) + (stones > 2) + (stones > 4) + (holding > 2) + (best == 0))
    return Finding([name[solution]], themes, proof, difficulty)


def key(state: State[Any], player: int) -> str:
    """The same puzzle for the seat: what decides the rest of the game (`Search.key`: hands,
    empty hands, stones won as count and sum), the players listed from the seat on (the seat of
    the same hands is the same puzzle), and whose steal it is."""
    assert isinstance(state, ZahlenpokerState)
    n = state.num_players
    seats = [(player + k) % n for k in range(n)]
    won = [(len(state.won[p]), sum(state.won[p])) for p in seats]
    reveal = None if state.reveal is None else [state.reveal[p] for p in seats]
    thief = None if state.thief < 0 else seats.index(state.thief)
    facts = [[state.hands[p] for p in seats], [state.empty_used[p] for p in seats], won, reveal, thief]
    return repr(facts)


def wants(state: State[Any], player: int) -> bool:
    """A round's start (or the seat's steal) late enough in the game to be searched through."""
    if not isinstance(state, ZahlenpokerState) or state.over:
        return False
    if any(choice is not None for choice in state.pending):
        return False
    return sum(sum(state.hands[p]) for p in state.participants) <= STONES_MAX


#: the searches and the baselines play any player count; the equilibrium two players only
_MANY = ("rm:sims=60", "rm:sims=60,lowest=0.5", "highest", "lowest")
_TWO = ("equilibrium", "equilibrium:lowest=0.5", "highest", "lowest", "rm:sims=60")

PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=_TWO,
    options={"players": 2},
    # two players in half the games, three and four in a quarter each
    variants=(
        Variant({"players": 2}, _TWO),
        Variant({"players": 2}, _TWO),
        Variant({"players": 3}, _MANY),
        Variant({"players": 4}, _MANY),
    ),
    simultaneous=True,
    key=key,
    opening=4,
    theme_share=0.8,
    games_per_puzzle=5.0,
    method=(
        "an exhaustive search through the rules over every choice of the others, now and later: "
        "the only choice that makes the win (or the draw) certain"
    ),
)

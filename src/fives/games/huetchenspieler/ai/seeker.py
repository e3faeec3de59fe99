"""A computer player for Hütchenspieler that follows the shuffle with fallible attention.

As a seeker it never reads the hidden row: it memorises the face-up layout from its view while
the stones are shown, then follows each shuffle move from the view's move list.  A move is the
harder to follow the more stones it shifts: a move that changes the positions of ``k`` stones
(2 for swapping neighbours, up to 4 for moving an end stone to the other end) is followed with
probability ``attention ** (k - 1)`` (``attention`` set by the level).  Otherwise the seeker loses
track of the moved stone: it can no longer tell that stone from one of the other stones that
shifted with it (their beliefs are averaged).  Turned stones narrow the belief down.  Asked for a
symbol it turns the face-down stone it believes most likely to show it.

As shuffler it either plays at random (``shuffler="random"``) or hard to follow
(``shuffler="smart"``): it lays out a random order (the seekers' model is the same for every
symbol, so no layout is better, and a fixed one could be learnt), then chooses each shuffle move
to make the row hardest to track for a seeker of the assumed attention ``model_attention``: it
enumerates every way such a seeker's memory can have gone (followed each move, or mixed the moved
stone up with which other stone) with its probability, and takes the move after which the
seekers are least likely to find the symbols (long moves shift more stones; moving different
stones spreads the confusion instead of repeating it).  It asks for the symbol the seekers are
least likely to find, given what was turned.  It plans from its own row and the public moves
only, and a move is drawn at random among those within a small margin of the best, from the
random source it is given, so its play is reproducible for a seed but not a fixed pattern.

Levels: ``careless`` (0.5), ``normal`` (0.8), ``sharp`` (0.97).  The agent is stateful: call
`observe` with its seat's view after every action (the CLI does); `choose` also catches up from
the view it is given.  Lapses are drawn from a random source seeded, each turn, by the agent's
seed and the turn's public facts (seat, turn, face-up row, the stones turned so far): a game is
reproducible, lapses differ from game to game, and a fresh agent shown the same views lapses alike.
`recall` draws a position from its memory (the face-down symbols laid out by its belief): the
analysis judges a seeker's pick on such positions.
"""

from __future__ import annotations

import json
import random
from itertools import permutations
from typing import Any

from fives.core import State
from fives.games.huetchenspieler import (
    ASK,
    ASKING,
    GAPS,
    LAY,
    LAYOUTS,
    MOVE,
    MOVES,
    PICK,
    PICKING,
    ROW,
    SHUFFLE,
    SYMBOLS,
    HuetchenspielerState,
    shuffled,
)

LEVELS: dict[str, float] = {"careless": 0.5, "normal": 0.8, "sharp": 0.97}

Belief = list[tuple[float, ...]]  # belief[position][symbol]: how likely that symbol lies there
Memory = tuple[tuple[float, ...], ...]  # an immutable belief

SHUFFLERS = ("random", "smart")
#: The smart shuffler takes any move whose score is this close to the best (in expected stones).
MARGIN = 0.02


def landing(stone0: int, gap: int) -> int:
    """Where the stone at 0-based position ``stone0`` comes to lie when moved into ``gap``."""
    return gap - 1 if gap > stone0 else gap


def shifted(stone0: int, gap: int) -> list[int]:
    """The positions (after the move) of the stones whose places a move changes."""
    landed = landing(stone0, gap)
    return list(range(min(stone0, landed), max(stone0, landed) + 1))


def follow_probability(attention: float, stone0: int, gap: int) -> float:
    """How likely a seeker of ``attention`` follows the move: ``attention ** (k - 1)`` when it
    shifts ``k`` stones (a swap of neighbours: ``attention``)."""
    return float(attention ** (len(shifted(stone0, gap)) - 1))


class HuetchenspielerAgent:
    """A seeker with an attention model (and a random shuffler)."""

    def __init__(
        self,
        level: str | float = "normal",
        seed: int = 0,
        shuffler: str = "random",
        model_attention: float = 0.8,
    ) -> None:
        if isinstance(level, str):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}; levels are: {', '.join(LEVELS)}")
            self.attention = LEVELS[level]
            self.name = f"huetchenspieler-{level}"
        else:
            if not 0.0 <= level <= 1.0:
                raise ValueError("attention is a probability from 0 to 1")
            self.attention = float(level)
            self.name = f"huetchenspieler-{level:g}"
        if shuffler not in SHUFFLERS:
            raise ValueError(f"unknown shuffler {shuffler!r}; shufflers are: {', '.join(SHUFFLERS)}")
        if not 0.0 <= model_attention <= 1.0:
            raise ValueError("the assumed attention is a probability from 0 to 1")
        self.shuffler = shuffler
        self.model_attention = model_attention
        self.seed = seed
        self.rng = random.Random(f"huetchenspieler-agent:{seed}")
        self.turn: int | None = None
        self.seen = 0
        self.belief: Belief = _uniform()
        self.lapses = 0

    # ----------------------------------------------------------------- memory
    def observe(self, view: dict[str, Any]) -> None:
        """Take in the seat's view: memorise a face-up row, follow new shuffle moves."""
        position = view["position"]
        phase = position["phase"]
        turn = position["turn"]
        if view["viewer"] == position["shuffler"]:  # its own row is no secret to it
            return
        if phase == "memorize" and position["layout"] is not None:
            if self.turn != turn:
                self._new_turn(view)
                self.belief = [_one_hot(SYMBOLS.index(s)) for s in position["layout"]]
            return
        if phase not in ("shuffle", "ask", "pick"):
            return
        if self.turn != turn:  # the face-up row was missed: nothing to go on
            self._new_turn(view)
            self.belief = _uniform()
        moves: list[str] = position["moves"]
        for move in moves[self.seen :]:
            self._follow(move)
        self.seen = len(moves)

    def _new_turn(self, view: dict[str, Any]) -> None:
        """Start a turn: its lapses are drawn from the agent's seed and the turn's public facts
        (the seat, the turn, the face-up row and every stone turned so far), so that they differ
        from game to game (with one seed for every game, as a level has, they were the same
        draws in every game: issue 34) and a fresh agent shown the same views lapses alike."""
        position = view["position"]
        self.turn = position["turn"]
        self.seen = 0
        facts = json.dumps(
            [view["viewer"], self.turn, position["layout"], position["reveals"]], sort_keys=True
        )
        self.rng = random.Random(f"huetchenspieler-agent:{self.seed}:{facts}")

    def _follow(self, move: str) -> None:
        stone, gap = (int(x) for x in move.split(">"))
        stone0 = stone - 1
        moved = tuple(self.belief)
        after = list(shuffled(moved, stone0, gap))
        if self.rng.random() >= follow_probability(self.attention, stone0, gap):
            self.lapses += 1
            landed = landing(stone0, gap)
            other = self.rng.choice([p for p in shifted(stone0, gap) if p != landed])
            mixed = tuple((a + b) / 2 for a, b in zip(after[landed], after[other], strict=True))
            after[landed] = after[other] = mixed
        self.belief = after

    def guess(self, position: dict[str, Any]) -> list[float]:
        """For each position, how likely the asked symbol lies there (turned stones ruled out)."""
        asked = SYMBOLS.index(position["asked"])
        gone = {SYMBOLS.index(c["symbol"]) for c in position["row"] if c["taker"] is not None}
        result = []
        for pos, cell in enumerate(position["row"]):
            if cell["taker"] is not None:
                result.append(-1.0)
                continue
            row = [0.0 if s in gone else p for s, p in enumerate(self.belief[pos])]
            total = sum(row)
            result.append(row[asked] / total if total > 0 else 0.0)
        return result

    def recall(self, state: State[Any], player: int, rng: random.Random) -> State[Any]:
        """A position drawn from what this seeker remembers: ``state`` resampled for ``player``
        (`State.resample_hidden`), its face-down symbols then laid out by the belief (each
        arrangement of them drawn with the product of the believed chances; a seeker that saw the
        row and followed every move knows it, so every draw is the true row).  Where the belief
        allows no arrangement, or the seat is the shuffler or nothing is hidden, the plain draw."""
        drawn = state.resample_hidden(player, rng)
        if not isinstance(drawn, HuetchenspielerState) or drawn.phase not in (SHUFFLE, ASKING, PICKING):
            return drawn
        if player == drawn.shuffler:
            return drawn
        view = state.view(player)
        self.observe(view)
        if self.turn != view["position"]["turn"]:  # the row of this turn was never seen
            return drawn
        down = drawn.face_down()
        symbols = [drawn.layout[drawn.order[p]] for p in down]
        arrangements = list(dict.fromkeys(permutations(symbols)))
        weights = []
        for arrangement in arrangements:
            weight = 1.0
            for pos, symbol in zip(down, arrangement, strict=True):
                weight *= self.belief[pos][symbol]
            weights.append(weight)
        if sum(weights) <= 0:
            return drawn
        chosen = rng.choices(arrangements, weights)[0]
        layout = list(drawn.layout)
        for pos, symbol in zip(down, chosen, strict=True):
            layout[drawn.order[pos]] = symbol
        drawn.layout = tuple(layout)
        return drawn

    # ----------------------------------------------------------------- acting
    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        view = observation.view(player)
        self.observe(view)
        legal = observation.legal_actions(player)
        position = view["position"]
        if position["phase"] == "pick":
            chances = self.guess(position)
            best = max(chances)
            choices = [PICK + p for p, c in enumerate(chances) if c == best and PICK + p in legal]
            return rng.choice(choices)
        if self.shuffler == "smart" and isinstance(observation, HuetchenspielerState):
            if observation.phase == SHUFFLE:
                return smart_move(observation, self.model_attention, rng)
            if observation.phase == ASKING:
                return smart_question(observation, self.model_attention, rng)
            if observation.layout == () and all(LAY + i in legal for i in range(len(LAYOUTS))):
                return LAY + rng.randrange(len(LAYOUTS))
        return rng.choice(legal)


# ---------------------------------------------------------------------------- the smart shuffler
def memories(layout: tuple[int, ...], moves: tuple[int, ...], attention: float) -> dict[Memory, float]:
    """Every memory a seeker of ``attention`` can have after ``moves``, with its probability
    (equal memories merged)."""
    start: Memory = tuple(_one_hot(s) for s in layout)
    dist: dict[Memory, float] = {start: 1.0}
    for action in moves:
        dist = _after_move(dist, action, attention)
    return dist


def _after_move(dist: dict[Memory, float], action: int, attention: float) -> dict[Memory, float]:
    stone0, gap = divmod(action - MOVE, GAPS)
    follow = follow_probability(attention, stone0, gap)
    landed = landing(stone0, gap)
    others = [p for p in shifted(stone0, gap) if p != landed]
    result: dict[Memory, float] = {}
    for memory, q in dist.items():
        after = shuffled(memory, stone0, gap)
        if follow > 0:
            result[after] = result.get(after, 0.0) + q * follow
        if follow < 1:
            for other in others:
                mixed = tuple(round((a + b) / 2, 9) for a, b in zip(after[landed], after[other], strict=True))
                lost = list(after)
                lost[landed] = lost[other] = mixed
                key = tuple(lost)
                result[key] = result.get(key, 0.0) + q * (1 - follow) / len(others)
    return result


def pick_chances(
    memory: Memory, row: tuple[int, ...], down: list[int], symbol: int
) -> list[tuple[int, float]]:
    """Where a seeker with ``memory`` turns a stone when asked for ``symbol``: the face-down
    positions it finds most likely to show it (revealed symbols ruled out), each equally."""
    gone = {row[p] for p in range(ROW) if p not in down}
    chances = []
    for pos in down:
        weights = [0.0 if s in gone else w for s, w in enumerate(memory[pos])]
        total = sum(weights)
        chances.append(weights[symbol] / total if total > 0 else 0.0)
    best = max(chances)
    picks = [pos for pos, c in zip(down, chances, strict=True) if c == best]
    return [(pos, 1.0 / len(picks)) for pos in picks]


def find_chance(memory: Memory, row: tuple[int, ...], down: list[int], symbol: int) -> float:
    """How likely a seeker with ``memory`` turns the ``symbol`` when asked for it."""
    return sum(p for pos, p in pick_chances(memory, row, down, symbol) if row[pos] == symbol)


def questions_value(dist: dict[Memory, float], row: tuple[int, ...], down: list[int]) -> tuple[float, int]:
    """The stones the seekers win from here when the shuffler asks best (each question chosen
    after seeing the previous stone turned, which also tells which memories are still
    possible), weighted by the total of ``dist``; and the best symbol to ask now."""
    gone = {row[p] for p in range(ROW) if p not in down}
    best_value, best_symbol = float("inf"), -1
    for symbol in range(ROW):
        if symbol in gone:
            continue
        stake = 2.0 if len(down) == 2 else 1.0  # the third stone decides the last two
        value = 0.0
        after: dict[int, dict[Memory, float]] = {}
        for memory, q in dist.items():
            for pos, p in pick_chances(memory, row, down, symbol):
                if row[pos] == symbol:
                    value += stake * q * p
                if len(down) > 2:
                    branch = after.setdefault(pos, {})
                    branch[memory] = branch.get(memory, 0.0) + q * p
        for pos, branch in after.items():
            value += questions_value(branch, row, [d for d in down if d != pos])[0]
        if value < best_value - 1e-12:
            best_value, best_symbol = value, symbol
    return best_value, best_symbol


def findability(
    dist: dict[Memory, float], row: tuple[int, ...], down: list[int], symbols: list[int]
) -> float:
    """The expected number of ``symbols`` a seeker would find if asked for each one now."""
    return sum(q * find_chance(m, row, down, s) for m, q in dist.items() for s in symbols)


def smart_move(state: HuetchenspielerState, attention: float, rng: random.Random) -> int:
    """The shuffle move after which the seekers are least likely to find the symbols."""
    dist = memories(state.layout, state.moves, attention)
    row = state.row()
    down = list(range(ROW))
    scored = []
    for action in MOVES:
        after = _after_move(dist, action, attention)
        stone0, gap = divmod(action - MOVE, GAPS)
        scored.append((findability(after, shuffled(row, stone0, gap), down, list(range(ROW))), action))
    best = min(v for v, _ in scored)
    return rng.choice([a for v, a in scored if v <= best + MARGIN])


def smart_question(state: HuetchenspielerState, attention: float, rng: random.Random) -> int:
    """The question after which the seekers win the fewest stones (`questions_value`): often not
    the symbol they are least sure of now, but one that leaves a likely mix-up for the third
    question, where two stones are at stake."""
    dist = memories(state.layout, state.moves, attention)
    row = state.row()
    down = state.face_down()
    # the stones this seeker turned so far tell which memories it can have
    seeker = state.seeker_for(state.picks)
    before = list(range(ROW))
    for turn, picker, asked, pos, *_ in state.results:
        if turn != state.turn:
            continue
        if picker == seeker:
            dist = {
                m: q * sum(p for at, p in pick_chances(m, row, before, asked) if at == pos)
                for m, q in dist.items()
            }
            dist = {m: q for m, q in dist.items() if q > 0} or memories(state.layout, state.moves, attention)
        before = [d for d in before if d != pos]
    _, symbol = questions_value(dist, row, down)
    asks = state.legal_actions(state.shuffler)
    return ASK + symbol if ASK + symbol in asks else rng.choice(asks)


def _one_hot(symbol: int) -> tuple[float, ...]:
    return tuple(1.0 if s == symbol else 0.0 for s in range(ROW))


def _uniform() -> Belief:
    return [tuple(1.0 / ROW for _ in range(ROW)) for _ in range(ROW)]


__all__ = [
    "LEVELS",
    "SHUFFLERS",
    "HuetchenspielerAgent",
    "findability",
    "follow_probability",
    "memories",
    "smart_move",
    "smart_question",
]

"""All Fives computer opponents: a greedy baseline and a determinized Monte Carlo search.

- `GreedyPointsAgent` (spec ``greedy_points``) plays the tile that scores most at once; among
  equal scores the heaviest tile (it would count against it at the end of the round), then at
  random.
- `PimcAgent` (spec ``pimc``) is perfect-information Monte Carlo sampling over the information
  set: it draws determinizations (the other hands and the boneyard) that respect what public play
  revealed, plays every legal move in each of them followed by a fast greedy playout of the rest of
  the round (chance draws sampled, everyone playing `greedy_points` with a little noise), and picks
  the move with the best mean.  The value of a playout is the round's points of the agent's side
  (plays and hand points, the partnership's with four players) minus the opponents' (their mean
  with three players).  The match ends in the playout as in the game: at once when a side
  reaches the target, with a play in the middle of the round or with the hand points at its end,
  and the side with the highest score then wins it (a bonus, or a malus for losing it); so a play
  that reaches the target first is worth more than any number of points after it, and a play that
  wins the match at once is played without a search.  Otherwise the
  search ends at the end of the round: the match beyond it is not played out.

The determinizations come from `PublicInfo`, which is built only from what the seat may know:
the players' actions, who received each dealt or drawn tile (not which tile, unless the seat
itself received it), the seat's own hand, the table and the hand counts.  It never looks at the
tiles of other hands in the observation, so the agent's choice is a function of its seat's view
and its random generator alone.  (`AllFivesState.resample_hidden` respects the same inferences,
but its samples are relabellings of the observation's hidden tiles, so for a fixed seed they depend
on which random tiles the observation happens to hold.)

Inference: a player who drew or passed held no tile matching the open ends at that moment, and a
drawn tile that was not played at once did not match them either.  Each tile now in another hand
is attached to one of that player's arrivals (a deal or an unforced draw); the tiles that player
played later are matched to earlier arrivals at random among the consistent matchings, and each
remaining arrival may not hold a number that the player could not play at any of their draws or
passes since that arrival.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from fives.ai.search.budget import cpu_seconds
from fives.core import CHANCE, State
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import DRAW, PASS, PLAY, play_action
from fives.games.all_fives.layout import ALL_TILES, NUM_TILES, OPEN, PIP_MASK, PIPS, TILES, Layout, tiles_of
from fives.games.all_fives.scoring import hand_points, play_points

#: How often a determinization is drawn again before the constraints are relaxed.
SAMPLE_ATTEMPTS = 50


def _side(player: int, n: int) -> int:
    return player % 2 if n == 4 else player


def play_gain(layout: Layout, tile: int, end: int) -> int:
    """The points ``tile`` at ``end`` scores at once."""
    return play_points(layout.place(tile, end).total())


def greedy_play(layout: Layout, candidates: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The plays among ``candidates`` that score most, and among them the heaviest tiles."""
    best_key = (-1, -1)
    best: list[tuple[int, int]] = []
    for tile, end in candidates:
        key = (play_gain(layout, tile, end), PIPS[tile])
        if key > best_key:
            best_key, best = key, [(tile, end)]
        elif key == best_key:
            best.append((tile, end))
    return best


class GreedyPointsAgent:
    """The play that scores most at once (then the heaviest tile, then at random); with
    ``noise`` > 0 that share of its choices is a uniformly random legal action instead (the
    easy level with three and four players, issue 34)."""

    def __init__(self, name: str = "greedy_points", noise: float = 0.0) -> None:
        self.name = name
        self.noise = noise

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if self.noise > 0 and rng.random() < self.noise:
            return rng.choice(legal)
        assert isinstance(observation, AllFivesState)
        plays = [((a - PLAY) // 5, (a - PLAY) % 5) for a in legal]
        return play_action(*rng.choice(greedy_play(observation.layout, plays)))


# ---------------------------------------------------------------------------- public inference
@dataclass
class PublicInfo:
    """What the seat knows about the hidden tiles, from public play and its own hand.

    ``pool``: the tiles the seat cannot see (other hands and boneyard); ``arrivals[q]``: for
    another player q, the times of their arrivals (deals and draws not played at once, -1 for
    tiles they held when the position was set up); ``played[q]``: the tiles q played from hand,
    with the time; ``checks[q]``: (time, tiles q could not have held then) for every draw and pass
    of q and every drawn tile not played at once; ``counts[q]``: q's hand size now."""

    player: int
    pool: int
    arrivals: list[list[int]]
    played: list[list[tuple[int, int]]]
    checks: list[list[tuple[int, int]]]
    counts: list[int]

    def forbidden_since(self, q: int, time_: int, until: int = 1 << 30) -> int:
        """The tiles q could not have held at any check from ``time_`` up to ``until``."""
        mask = 0
        for t, bad in self.checks[q]:
            if time_ <= t < until:
                mask |= bad
        return mask


def public_info(state: AllFivesState, player: int) -> PublicInfo:
    """Read `PublicInfo` from the history of the current round (see the module docstring)."""
    n = state.num_players
    arrivals: list[list[int]] = [[] for _ in range(n)]
    played: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    checks: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    entries = state.history[state.round_start :]
    from_snapshot = state.start is not None and state.round_start == 0
    layout = _start_layout(state) if from_snapshot else Layout()
    dealt = 0
    pending_draw = -1  # the player whose draw is being resolved by the next chance event
    for i, (who, action) in enumerate(entries):
        if who == CHANCE:
            if action >= NUM_TILES:
                continue
            if pending_draw >= 0:
                receiver = pending_draw
                pending_draw = -1
                following = entries[i + 1] if i + 1 < len(entries) else None
                forced = following is not None and following[0] == receiver and following[1] >= PLAY
                forced = forced and following is not None and following[1] < PLAY + 5 * NUM_TILES
                if not forced:
                    arrivals[receiver].append(i)
                    checks[receiver].append((i, layout.playable_mask()))
            else:
                arrivals[dealt % n].append(i)
                dealt += 1
            continue
        if action in (DRAW, PASS):
            checks[who].append((i, layout.playable_mask()))
            if action == DRAW:
                pending_draw = who
            continue
        tile, end = (action - PLAY) // 5, (action - PLAY) % 5
        previous = entries[i - 1] if i > 0 else None
        drawn_now = (
            previous is not None and previous[0] == CHANCE and i >= 2 and entries[i - 2] == (who, DRAW)
        )
        if not drawn_now:
            played[who].append((tile, i))
        layout = layout.place(tile, end)
    counts = [h.bit_count() for h in state.hands]
    for q in range(n):
        missing = counts[q] + len(played[q]) - len(arrivals[q])
        if missing > 0:  # tiles held since the position was set up
            arrivals[q][:0] = [-1] * missing
    known = state.hands[player] | sum(1 << t for t, _ in state.layout.placed)
    return PublicInfo(player, ALL_TILES & ~known, arrivals, played, checks, counts)


def _start_layout(state: AllFivesState) -> Layout:
    from fives.games.all_fives.layout import build_layout, parse_placement

    assert state.start is not None
    plays = [parse_placement(str(text)) for text in state.start.get("plays", [])]
    return build_layout([p for p in plays if p is not None])


def _match_played(info: PublicInfo, q: int, rng: random.Random) -> list[int] | None:
    """Attach q's played tiles to arrivals at random among consistent choices; the arrival
    times left over (those of the tiles q holds now), or None if this random matching fails."""
    free = list(info.arrivals[q])
    for tile, at in info.played[q]:
        options = [
            k
            for k, arrival in enumerate(free)
            if arrival < at and not info.forbidden_since(q, arrival, at) >> tile & 1
        ]
        if not options:
            return None
        free.pop(rng.choice(options))
    return free


def sample_hidden(info: PublicInfo, rng: random.Random) -> tuple[list[int], int]:
    """Other hands (the seat's own slot is 0) and the boneyard, drawn consistently with ``info``."""
    n = len(info.counts)
    for attempt in range(SAMPLE_ATTEMPTS + 1):
        relax = attempt == SAMPLE_ATTEMPTS
        slots: list[tuple[int, int]] = []  # (player, forbidden tiles)
        ok = True
        for q in range(n):
            if q == info.player or info.counts[q] == 0:
                continue
            free = None if relax else _match_played(info, q, rng)
            if free is None:
                if not relax:
                    ok = False
                    break
                free = info.arrivals[q][-info.counts[q] :]
            free = free[len(free) - info.counts[q] :] if len(free) > info.counts[q] else free
            for arrival in free:
                slots.append((q, 0 if relax else info.forbidden_since(q, arrival)))
            for _ in range(info.counts[q] - len(free)):
                slots.append((q, 0))
        if not ok:
            continue
        remaining = info.pool
        hands = [0] * n
        slots.sort(key=lambda s: (remaining & ~s[1]).bit_count())
        for q, bad in slots:
            choices = tiles_of(remaining & ~bad)
            if not choices:
                ok = False
                break
            pick = rng.choice(choices)
            hands[q] |= 1 << pick
            remaining &= ~(1 << pick)
        if ok:
            return hands, remaining
    raise AssertionError("unreachable: the relaxed sample always succeeds")


# ---------------------------------------------------------------------------- playouts
class FastLayout:
    """The layout reduced to what play needs: the number at each place (``W E N S``; -1 where
    nothing may be played), whether the tile there is a double, and the spinner's progress.  It
    follows `fives.games.all_fives.layout.Layout` exactly (a test compares the two).

    For speed the playouts need (issue 34: profiled, the sum of the ends was recomputed for every
    candidate play) it keeps each place's contribution to the sum of the scoring ends (``con``),
    their sum (``tot``) and the tiles that fit an open place (``mask``) up to date as tiles are
    placed, instead of recomputing them."""

    __slots__ = (
        "begun",
        "con",
        "dbl",
        "empty",
        "mask",
        "ready",
        "spinner",
        "straight",
        "tot",
        "vals",
        "wait",
    )

    def __init__(self) -> None:
        self.vals = [-1, -1, -1, -1]
        self.dbl = [False, False, False, False]
        self.begun = [True, True, False, False]
        self.con = [0, 0, 0, 0]  # what each place adds to the sum of the ends (0 until begun)
        self.tot = 0  # sum(con)
        self.mask = ALL_TILES  # the tiles that fit an open place
        self.empty = True
        self.spinner = -1  # the spinner's number
        self.wait = -1  # for a spinner played on a straight end: that end (the line must go on)
        self.ready = False
        self.straight = [0, 0]  # tiles on W and E

    @classmethod
    def of(cls, layout: Layout) -> FastLayout:
        fast = cls()
        for tile, end in layout.placed:
            fast.place(tile, end)
        return fast

    def copy(self) -> FastLayout:
        other = FastLayout.__new__(FastLayout)
        other.vals = self.vals[:]
        other.dbl = self.dbl[:]
        other.begun = self.begun[:]
        other.con = self.con[:]
        other.tot = self.tot
        other.mask = self.mask
        other.empty = self.empty
        other.spinner = self.spinner
        other.wait = self.wait
        other.ready = self.ready
        other.straight = self.straight[:]
        return other

    def contribution(self, end: int) -> int:
        return self.con[end]

    def total(self) -> int:
        if self.empty:
            return 0
        if self.straight[0] == 0 and self.straight[1] == 0 and self.dbl[0]:
            return self.vals[0] * 2  # a lone opening double
        return self.tot

    def total_after(self, tile: int, end: int) -> int:
        """The sum of the ends after ``tile`` is played at ``end`` (without playing it)."""
        a, b = TILES[tile]
        if self.empty:
            return a + b
        outer = b if a == self.vals[end] else a
        return self.tot - self.con[end] + (outer * 2 if a == b else outer)

    def playable_mask(self) -> int:
        return self.mask

    def ends_for(self, tile: int) -> list[int]:
        if self.empty:
            return [OPEN]
        a, b = TILES[tile]
        vals = self.vals
        return [e for e in range(4) if vals[e] >= 0 and (vals[e] == a or vals[e] == b)]

    def _score_place(self, end: int) -> None:
        """Bring ``con[end]`` and ``tot`` up to date after the place changed."""
        value = self.vals[end]
        c = (value * 2 if self.dbl[end] else value) if self.begun[end] else 0
        self.tot += c - self.con[end]
        self.con[end] = c

    def _open_numbers(self) -> None:
        mask = 0
        for v in self.vals:
            if v >= 0:
                mask |= PIP_MASK[v]
        self.mask = mask

    def place(self, tile: int, end: int) -> None:
        a, b = TILES[tile]
        double = a == b
        if end == OPEN:
            self.empty = False
            self.vals[0], self.vals[1] = a, b
            self.dbl[0] = self.dbl[1] = double
            if double:
                self.spinner = a
            self._score_place(0)
            self._score_place(1)
            self._open_numbers()
            return
        outer = b if a == self.vals[end] else a
        self.vals[end] = outer
        self.dbl[end] = double
        if end >= 2:
            self.begun[end] = True
            self._score_place(end)
            self._open_numbers()
            return
        self._score_place(end)
        self.straight[end] += 1
        if self.spinner < 0:
            if double:
                self.spinner, self.wait = a, end
        elif not self.ready and (
            # an opening spinner waits for both straight sides, one played on an end for the line to go on
            end == self.wait or (self.wait < 0 and self.straight[0] > 0 and self.straight[1] > 0)
        ):
            self.ready = True
            self.vals[2] = self.vals[3] = self.spinner
        self._open_numbers()


class Playout:
    """A fast round of All Fives on bit masks, played by noisy greedy players until it ends."""

    __slots__ = ("boneyard", "decided", "hands", "layout", "log", "n", "need", "points", "reserve", "three")

    def __init__(
        self,
        hands: list[int],
        boneyard: int,
        layout: FastLayout,
        reserve: int,
        need: list[float] | None = None,
    ) -> None:
        self.hands = hands
        self.boneyard = boneyard
        self.layout = layout
        self.n = len(hands)
        self.reserve = reserve
        self.points = [0.0] * (2 if self.n == 4 else self.n)
        self.three = self.n == 3
        #: the points each side still needs to reach the match target (None: the round alone)
        self.need = need
        #: the match is over: a side reached the target (with a play, or at the round's end)
        self.decided = False
        #: when a list: `run` appends every (player, action) as the rules would record them (the
        #: draws' chance events as (CHANCE, tile)), for the test against the rules
        self.log: list[tuple[int, int]] | None = None

    def _reached(self) -> bool:
        need = self.need
        if need is not None and any(p >= n for p, n in zip(self.points, need, strict=True)):
            self.decided = True
        return self.decided

    def play(self, player: int, tile: int, end: int) -> bool:
        """Play a tile; True when the round (or the match) is over."""
        self.hands[player] &= ~(1 << tile)
        layout = self.layout
        layout.place(tile, end)
        side = player % 2 if self.n == 4 else player
        gained = layout.total()
        if gained > 0 and gained % 5 == 0:
            self.points[side] += gained
            if self.need is not None and self.points[side] >= self.need[side]:
                self.decided = True  # the match ends at once, in the middle of the round
                return True
        if not self.hands[player]:
            self._finish(side)
            return True
        if self.boneyard.bit_count() <= self.reserve:
            playable = layout.mask
            if not any(h & playable for h in self.hands):
                self._finish(None)
                return True
        return False

    def blocked(self) -> bool:
        if self.boneyard.bit_count() > self.reserve:
            return False
        playable = self.layout.playable_mask()
        return not any(h & playable for h in self.hands)

    def _finish(self, domino: int | None) -> None:
        sides = len(self.points)
        pips = [0] * sides
        for p, h in enumerate(self.hands):
            pips[_side(p, self.n)] += sum(PIPS[t] for t in tiles_of(h))
        awards = hand_points(pips, domino, self.three).awards
        for s in range(sides):
            self.points[s] += awards[s]
        self._reached()

    def greedy(self, plays: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The plays that score most at once, then the heaviest tiles (`greedy_play`, inlined)."""
        layout = self.layout
        vals, con, tot, empty = layout.vals, layout.con, layout.tot, layout.empty
        best_key = (-1, -1)
        best: list[tuple[int, int]] = []
        for tile, end in plays:
            a, b = TILES[tile]
            if empty:
                total = a + b
            else:
                outer = b if a == vals[end] else a
                total = tot - con[end] + (outer * 2 if a == b else outer)
            key = (total if total > 0 and total % 5 == 0 else 0, a + b)
            if key > best_key:
                best_key, best = key, [(tile, end)]
            elif key == best_key:
                best.append((tile, end))
        return best

    def run(self, to_move: int, forced: int, rng: random.Random, noise: float) -> None:
        """Play the round out from ``to_move`` (who must play ``forced`` if it is a tile)."""
        n = self.n
        passes = 0
        while True:
            layout = self.layout
            if forced >= 0:
                plays = [(forced, e) for e in layout.ends_for(forced)]
                forced = -1
            else:
                playable = self.hands[to_move] & layout.mask
                if playable:
                    if layout.empty:
                        plays = [(t, OPEN) for t in tiles_of(playable)]
                    else:
                        vals = layout.vals
                        plays = [
                            (t, e)
                            for t in tiles_of(playable)
                            for e in range(4)
                            if vals[e] >= 0 and (vals[e] == TILES[t][0] or vals[e] == TILES[t][1])
                        ]
                else:
                    plays = []
            if plays:
                passes = 0
                if len(plays) > 1 and rng.random() >= noise:
                    plays = self.greedy(plays)
                tile, end = plays[0] if len(plays) == 1 else rng.choice(plays)
                if self.log is not None:
                    self.log.append((to_move, PLAY + 5 * tile + end))
                if self.play(to_move, tile, end):
                    return
                to_move = (to_move + 1) % n
            elif self.boneyard.bit_count() > self.reserve:
                tile = rng.choice(tiles_of(self.boneyard))
                if self.log is not None:
                    self.log += [(to_move, DRAW), (CHANCE, tile)]
                self.boneyard &= ~(1 << tile)
                self.hands[to_move] |= 1 << tile
                if layout.playable_mask() >> tile & 1:
                    forced = tile
                elif self.blocked():
                    self._finish(None)
                    return
            else:
                if self.log is not None:
                    self.log.append((to_move, PASS))
                passes += 1
                if passes >= n:
                    self._finish(None)
                    return
                to_move = (to_move + 1) % n

    def value(self, player: int) -> float:
        mine = _side(player, self.n)
        others = [p for s, p in enumerate(self.points) if s != mine]
        return self.points[mine] - sum(others) / len(others)


def _wins_the_match(state: AllFivesState, player: int, legal: list[int]) -> int | None:
    """A play of ``legal`` that ends the match won for ``player`` at once (by the rules), if any."""
    for action in legal:
        state.push(action, player)
        try:
            outcome = state.outcome()
            if outcome is not None and player in outcome.winners:
                return action
        finally:
            state.pop()
    return None


class PimcAgent:
    """Determinized (perfect-information) Monte Carlo over the information set; see the module
    docstring.  The budget is ``dets`` determinizations and/or ``seconds`` of thinking."""

    def __init__(
        self,
        dets: int | None = None,
        seconds: float | None = None,
        noise: float = 0.1,
        target_bonus: float = 100.0,
        name: str = "pimc",
    ) -> None:
        if dets is None and seconds is None:
            seconds = 1.0
        self.dets = dets
        self.seconds = seconds
        self.noise = noise
        self.target_bonus = target_bonus
        self.name = name
        self.last_determinizations = 0
        self.last_values: dict[int, float] = {}

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        assert isinstance(observation, AllFivesState)
        state = observation
        won = _wins_the_match(state, player, legal)
        if won is not None:  # a certain win now before any likely one later
            return won
        info = public_info(state, player)
        n = state.num_players
        totals = [0.0] * len(legal)
        deadline = None if self.seconds is None else cpu_seconds() + self.seconds
        count = 0
        scores = state.side_scores
        need = [(state.target - score) * state.scale for score in scores]
        mine = _side(player, n)
        fast = FastLayout.of(state.layout)
        while True:
            others, boneyard = sample_hidden(info, rng)
            others[player] = state.hands[player]
            seed = rng.getrandbits(64)
            for k, action in enumerate(legal):
                tile, end = (action - PLAY) // 5, (action - PLAY) % 5
                game = Playout(list(others), boneyard, fast.copy(), state.reserve, need)
                sim_rng = random.Random(seed)
                if not game.play(player, tile, end):
                    game.run((player + 1) % n, -1, sim_rng, self.noise)
                value = game.value(player)
                if game.decided:  # the match ended: the highest score (the first to the target) wins
                    final = [p - left for p, left in zip(game.points, need, strict=True)]
                    value += self.target_bonus if final[mine] == max(final) else -self.target_bonus
                totals[k] += value
            count += 1
            if self.dets is not None and count >= self.dets:
                break
            if deadline is not None and cpu_seconds() >= deadline:
                break
        self.last_determinizations = count
        self.last_values = {a: totals[k] / count for k, a in enumerate(legal)}
        best = max(range(len(legal)), key=lambda k: totals[k])
        return legal[best]


__all__ = [
    "FastLayout",
    "GreedyPointsAgent",
    "PimcAgent",
    "Playout",
    "PublicInfo",
    "public_info",
    "sample_hidden",
]

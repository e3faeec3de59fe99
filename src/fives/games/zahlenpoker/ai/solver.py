"""The exact equilibrium of two-player Zahlenpoker (default options), and the agent that plays it.

Two-player Zahlenpoker is a simultaneous-move game whose whole state becomes public after every
reveal: the only secret is a choice made but not yet revealed.  So the game is a tree of *public
states*, each a matrix game (both players choose at once) or a steal decision (a sequential
choice of the lone empty hand), and backward induction over public states gives its equilibrium:

* **Public state** (`Public`): both hands (counts of the values 1-4), who has used the empty
  hand, the stones won as two differences -- ``won_diff`` (stones won by P1 minus stones won by
  P2) and ``sum_diff`` (the same for the sums of their values) -- and, during a steal decision,
  the reveal.  The outcome depends on the won stones only through these two differences (most
  stones, then the higher sum; leftovers are added at the end), so they are all that matters.
  Differences that the remaining stones can no longer overturn are clamped (``|won_diff| > R``
  with ``R`` the stones left in both hands: decided; ``|sum_diff| > S`` with ``S`` their value
  sum: the tie-break is decided), which merges states with equal futures; the value is exact.
* **Payoffs** are those of the final outcome for P1: win +1, draw 0, loss -1 (zero-sum).
* **Matrix game** at each simultaneous public state: the entries are the values of the
  successor states.  Weakly dominated rows and columns are removed first (this keeps the value
  and an equilibrium); then a pure saddle point, the closed form of a mixed 2 x 2 game, or the
  row player's maximin mix as a linear programme solved by `scipy.optimize.linprog` (HiGHS),
  the column player's mix read from the duals of the same programme.
* **Steal decision**: the thief takes the steal with the best value for them (in two-player
  games it is forced: only one stone is shown).
* **Symmetry**: a state and its seat-swapped twin have opposite values and exchanged mixes;
  only one of each pair is solved.
* **Memoisation**: every public state is solved once per `Solver`.  A module-level solver is
  shared by all agents (`solver()`); it starts from the solved game shipped with the package
  (`TABLE`, about 15 s of CPU to compute: ``python -m fives.games.zahlenpoker.ai.solver`` writes it
  again), else from the user cache directory (`cache_path()`), where it keeps a game it had to
  solve itself.  Both files carry a SHA-256 checksum of their states; one that fails it is not
  used.

`EquilibriumAgent` maps its observation to the public state (the opponent's unrevealed choice,
the only thing an observation redraws, is not part of it) and samples its action from the
equilibrium mix with its rng.  `best_response_value` and `exploitability` check a solution.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from platformdirs import user_cache_dir

from fives.core import State
from fives.games.zahlenpoker import EMPTY, STEAL, VALUES, ZahlenpokerState

__all__ = [
    "START",
    "EquilibriumAgent",
    "Public",
    "Solver",
    "best_response_value",
    "cache_path",
    "exploitability",
    "public_state",
    "solve_matrix",
    "solve_report",
    "solver",
]

Hand = tuple[int, int, int, int]
Strategy = dict[int, float]


class Public(NamedTuple):
    """A public state of two-player Zahlenpoker (see the module docstring).  ``reveal`` is None
    while both choose, else what each showed (0 = empty hand) while the lone empty hand steals."""

    hands: tuple[Hand, Hand]
    empty_used: tuple[bool, bool]
    won_diff: int  # stones won: P1 minus P2
    sum_diff: int  # value sums of the stones won: P1 minus P2
    reveal: tuple[int, int] | None = None

    def normal(self) -> Public:
        """The same state with differences clamped where the rest of the game cannot change
        their sign (states with equal futures share one key)."""
        left = sum(self.hands[0]) + sum(self.hands[1])
        worth = sum(v * (self.hands[0][v - 1] + self.hands[1][v - 1]) for v in VALUES)
        if self.reveal is not None:
            left += 1  # the stone about to be stolen is in nobody's hand
            worth += max(self.reveal)
        count, total = self.won_diff, self.sum_diff
        if abs(count) > left:
            count, total = (left + 1) * _sign(count), 0
        elif abs(total) > worth:
            total = (worth + 1) * _sign(total)
        if (count, total) == (self.won_diff, self.sum_diff):
            return self
        return self._replace(won_diff=count, sum_diff=total)

    def swapped(self) -> Public:
        """The same state seen with the players' seats exchanged."""
        reveal = None if self.reveal is None else (self.reveal[1], self.reveal[0])
        return Public(
            (self.hands[1], self.hands[0]),
            (self.empty_used[1], self.empty_used[0]),
            -self.won_diff,
            -self.sum_diff,
            reveal,
        )


START = Public(((2, 2, 2, 2), (2, 2, 2, 2)), (False, False), 0, 0)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _remove(hand: Hand, value: int) -> Hand:
    counts = list(hand)
    counts[value - 1] -= 1
    return (counts[0], counts[1], counts[2], counts[3])


def choices(pub: Public, player: int) -> list[int]:
    """The actions of ``player`` at a simultaneous public state (as in the game: empty first)."""
    hand = pub.hands[player]
    actions = [] if pub.empty_used[player] else [EMPTY]
    return actions + [v for v in VALUES if hand[v - 1] > 0]


def terminal_value(pub: Public) -> float | None:
    """P1's payoff when the game is over at ``pub`` (default options: it ends as soon as a hand
    is empty; the other hand's stones count as won), else None."""
    if pub.reveal is not None or (sum(pub.hands[0]) > 0 and sum(pub.hands[1]) > 0):
        return None
    count = pub.won_diff + sum(pub.hands[0]) - sum(pub.hands[1])
    total = pub.sum_diff + sum(v * (pub.hands[0][v - 1] - pub.hands[1][v - 1]) for v in VALUES)
    return float(_sign(count) or _sign(total))


def after_choices(pub: Public, a: int, b: int) -> Public:
    """The public state after P1 showed ``a`` and P2 showed ``b`` (0 = the empty hand)."""
    first = pub.hands[0] if a == EMPTY else _remove(pub.hands[0], a)
    hands = (first, pub.hands[1] if b == EMPTY else _remove(pub.hands[1], b))
    used = (pub.empty_used[0] or a == EMPTY, pub.empty_used[1] or b == EMPTY)
    count, total = pub.won_diff, pub.sum_diff
    if (a == EMPTY) != (b == EMPTY):
        return Public(hands, used, count, total, (a, b)).normal()  # the lone empty hand steals
    if a > b:
        count, total = count + 1, total + a
    elif b > a:
        count, total = count - 1, total - b
    return Public(hands, used, count, total).normal()


def steals(pub: Public) -> list[int]:
    """The steal actions at a steal state (STEAL + the victim)."""
    assert pub.reveal is not None
    return [STEAL + p for p, v in enumerate(pub.reveal) if v > 0]


def after_steal(pub: Public, action: int) -> Public:
    """The public state after the lone empty hand stole the stone of player ``action - STEAL``;
    with two players nobody else showed a stone, so there is no second winner."""
    assert pub.reveal is not None
    victim = action - STEAL
    value = pub.reveal[victim]
    sign = 1 if victim == 1 else -1
    return Public(pub.hands, pub.empty_used, pub.won_diff + sign, pub.sum_diff + sign * value).normal()


def thief(pub: Public) -> int:
    assert pub.reveal is not None
    return 0 if pub.reveal[0] == EMPTY else 1


def public_state(state: State[Any]) -> Public:
    """The public state of a two-player Zahlenpoker state (or observation).  Unrevealed choices
    are not part of it (a chosen stone stays in the hand until the reveal)."""
    if not isinstance(state, ZahlenpokerState) or state.num_players != 2:
        raise ValueError("the Zahlenpoker solver needs a two-player Zahlenpoker state")
    if state.leftover != "unopposed" or state.empty_without_stones:
        raise ValueError("the Zahlenpoker solver plays the default options only")
    won = state.won
    count = len(won[0]) - len(won[1])
    total = sum(won[0]) - sum(won[1])
    reveal = None
    if state.reveal is not None:
        reveal = (state.reveal[0], state.reveal[1])
    hands = (state.hands[0], state.hands[1])
    return Public(hands, (state.empty_used[0], state.empty_used[1]), count, total, reveal).normal()


class Solved(NamedTuple):
    value: float  # for P1
    row: Strategy  # P1's mix (the steal at a steal state: the thief's choice, whoever it is)
    column: Strategy  # P2's mix (empty at a steal state)


def solve_matrix(matrix: list[list[float]]) -> tuple[float, list[float], list[float], str]:
    """Value and optimal mixes (row maximises) of a zero-sum matrix game: dominated rows and
    columns are removed first (this keeps the value and an equilibrium); then a pure saddle
    point if there is one, the closed form of a 2 x 2 game, or else a linear programme (HiGHS)
    whose duals give the column mix.  The last item says which: "pure", "2x2" or "lp"."""
    rows, cols = _undominated(matrix)
    small = [[matrix[i][j] for j in cols] for i in rows]
    value, x, y, method = _solve_reduced(small)
    full_x = [0.0] * len(matrix)
    full_y = [0.0] * len(matrix[0])
    for i, p in zip(rows, x, strict=True):
        full_x[i] = p
    for j, q in zip(cols, y, strict=True):
        full_y[j] = q
    return value, full_x, full_y, method


def _undominated(matrix: list[list[float]]) -> tuple[list[int], list[int]]:
    """Iterated removal of weakly dominated rows (the row player maximises) and columns."""
    rows = list(range(len(matrix)))
    cols = list(range(len(matrix[0])))
    changed = True
    while changed:
        changed = False
        for i in rows:
            if any(k != i and all(matrix[k][j] >= matrix[i][j] for j in cols) for k in rows):
                rows.remove(i)
                changed = True
                break
        for j in cols:
            if any(k != j and all(matrix[i][k] <= matrix[i][j] for i in rows) for k in cols):
                cols.remove(j)
                changed = True
                break
    return rows, cols


def _solve_reduced(matrix: list[list[float]]) -> tuple[float, list[float], list[float], str]:
    m, n = len(matrix), len(matrix[0])
    row_min = [min(r) for r in matrix]
    col_max = [max(matrix[i][j] for i in range(m)) for j in range(n)]
    lower, upper = max(row_min), min(col_max)
    if upper - lower <= 1e-12:
        i = row_min.index(lower)
        j = col_max.index(upper)
        x = [1.0 if k == i else 0.0 for k in range(m)]
        return lower, x, [1.0 if k == j else 0.0 for k in range(n)], "pure"
    if m == 2 and n == 2:  # no saddle point: both mix, each making the other indifferent
        (a, b), (c, d) = matrix
        den = a - b - c + d
        p, q = (d - c) / den, (d - b) / den
        return (a * d - b * c) / den, [p, 1.0 - p], [q, 1.0 - q], "2x2"
    # variables x_1..x_m (row mix) and v; maximise v s.t. sum_i x_i A_ij >= v for every column j
    objective = [0.0] * m + [-1.0]
    a_ub = [[-matrix[i][j] for i in range(m)] + [1.0] for j in range(n)]
    a_eq = [[1.0] * m + [0.0]]
    bounds = [(0.0, None)] * m + [(None, None)]
    # imported here: playing from the shipped table solves no programme, and importing scipy
    # costs seconds that the first move of a game would otherwise wait for
    from scipy.optimize import linprog  # type: ignore[import-untyped]

    res = linprog(objective, A_ub=a_ub, b_ub=[0.0] * n, A_eq=a_eq, b_eq=[1.0], bounds=bounds, method="highs")
    if res.status != 0:
        raise RuntimeError(f"linprog failed on {matrix}: {res.message}")
    x = _clean(list(res.x[:m]))
    y = _clean([-float(d) for d in res.ineqlin.marginals])
    return float(-res.fun), x, y, "lp"


def _clean(mix: list[float]) -> list[float]:
    mix = [p if p > 1e-12 else 0.0 for p in (float(q) for q in mix)]
    total = sum(mix)
    return [p / total for p in mix]


class Solver:
    """Backward induction over the public states of two-player Zahlenpoker, memoised."""

    def __init__(self) -> None:
        self.table: dict[Public, Solved] = {}
        self.methods = {"pure": 0, "2x2": 0, "lp": 0}  # how the matrix games were solved
        self.cached = False  # the whole game was loaded from (or saved to) the cache

    def solve(self, pub: Public = START) -> Solved:
        pub = pub.normal()
        found = self.table.get(pub)
        if found is not None:
            return found
        return self._solve(pub)

    def _solve(self, pub: Public) -> Solved:
        found = self.table.get(pub)
        if found is not None:
            return found
        end = terminal_value(pub)
        if end is not None:
            solved = Solved(end, {}, {})
        elif pub.reveal is not None:
            mover = thief(pub)
            sign = 1.0 if mover == 0 else -1.0
            options = [(sign * self._solve(after_steal(pub, s)).value, s) for s in steals(pub)]
            best, action = max(options)
            solved = Solved(sign * best, {action: 1.0}, {})
        else:
            mirror = pub.swapped()
            if mirror < pub:  # solve the seat-swapped state instead: its value negated, mixes exchanged
                other = self._solve(mirror)
                return Solved(-other.value, other.column, other.row)
            rows, cols = choices(pub, 0), choices(pub, 1)
            matrix = [[self._solve(after_choices(pub, a, b)).value for b in cols] for a in rows]
            value, x, y, method = solve_matrix(matrix)
            self.methods[method] += 1
            solved = Solved(
                value,
                {a: p for a, p in zip(rows, x, strict=True) if p > 0},
                {b: p for b, p in zip(cols, y, strict=True) if p > 0},
            )
        self.table[pub] = solved
        return solved

    def value(self, pub: Public = START) -> float:
        """The game value for P1 (+1 win, 0 draw, -1 loss) at ``pub`` (the start by default)."""
        return self.solve(pub).value

    def strategy(self, pub: Public, player: int) -> Strategy:
        """``player``'s equilibrium mix at ``pub``: {action: probability}.  At a steal state the
        thief's (deterministic) best steal, and {} for the other player."""
        solved = self.solve(pub)
        if pub.reveal is not None:
            return solved.row if player == thief(pub) else {}
        return solved.row if player == 0 else solved.column

    def states(self) -> int:
        return len(self.table)

    def save(self, path: Path) -> None:
        """Write the solved simultaneous states to ``path`` (JSON, gzipped when the name ends in
        ``.gz``, with the SHA-256 of its states; written whole, then renamed)."""
        rows = [_row(pub, solved) for pub, solved in self.table.items() if pub.reveal is None and solved.row]
        rows.sort()
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".part")
        states = json.dumps(rows, separators=(",", ":"))
        text = f'{{"format":"{CACHE_FORMAT}","sha256":"{_digest(states)}","states":{states}}}'
        data = text.encode()
        partial.write_bytes(gzip.compress(data, mtime=0) if path.suffix == ".gz" else data)
        partial.replace(path)

    def load(self, path: Path) -> bool:
        """Add the states saved by `save`; False (and nothing added) if the file is missing, not
        in this format or fails its checksum."""
        try:
            raw = path.read_bytes()
            data = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
            if data.get("format") != CACHE_FORMAT:
                return False
            if data.get("sha256") != _digest(json.dumps(data["states"], separators=(",", ":"))):
                return False
            table = {}
            for row in data["states"]:
                h0, h1 = (row[0], row[1], row[2], row[3]), (row[4], row[5], row[6], row[7])
                pub = Public((h0, h1), (bool(row[8]), bool(row[9])), int(row[10]), int(row[11]))
                table[pub] = Solved(float(row[12]), _mix_from(row[13]), _mix_from(row[14]))
        except (OSError, EOFError, ValueError, KeyError, IndexError, TypeError, AttributeError):
            return False
        self.table.update(table)
        return True


CACHE_FORMAT = "fives-zahlenpoker-equilibrium-2"
#: the whole game, solved, shipped as package data (see the module docstring)
TABLE = Path(__file__).with_name("equilibrium.json.gz")


def _digest(states: str) -> str:
    return hashlib.sha256(states.encode()).hexdigest()


def _row(pub: Public, solved: Solved) -> list[Any]:
    used = [int(pub.empty_used[0]), int(pub.empty_used[1])]
    mixes = [_mix_json(solved.row), _mix_json(solved.column)]
    return [*pub.hands[0], *pub.hands[1], *used, pub.won_diff, pub.sum_diff, solved.value, *mixes]


def _mix_json(mix: Strategy) -> list[list[float]]:
    return [[a, p] for a, p in sorted(mix.items())]


def _mix_from(data: Any) -> Strategy:
    return {int(a): float(p) for a, p in data}


def cache_path() -> Path:
    """Where the shared solver keeps the solved game between processes."""
    return Path(user_cache_dir("fives", appauthor=False)) / "zahlenpoker_equilibrium.json"


_SOLVER: Solver | None = None


def solver() -> Solver:
    """The module's shared solver.  The first call loads the solved game shipped as `TABLE`, or
    else from `cache_path` if it is there; solving the start position (the whole game) writes it
    there (best effort)."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = Solver()
        _SOLVER.cached = _SOLVER.load(TABLE) or _SOLVER.load(cache_path())
    return _SOLVER


def _remember(s: Solver) -> None:
    """Save the shared solver's table once it holds the whole game."""
    if s is _SOLVER and not s.cached and START in s.table:
        s.cached = True
        with contextlib.suppress(OSError):
            s.save(cache_path())


Policy = Callable[[Public, int], Strategy]


def best_response_value(policy: Policy, player: int, pub: Public = START) -> float:
    """P1's value when ``player`` follows ``policy`` (a mix per public state) and the other
    player best-responds.  Both policies depend on the public state only, so the best response
    is a backward induction over public states as well."""
    memo: dict[Public, float] = {}
    sign = 1.0 if player == 1 else -1.0  # the responder maximises sign * value

    def br(p: Public) -> float:
        found = memo.get(p)
        if found is not None:
            return found
        end = terminal_value(p)
        if end is not None:
            memo[p] = end
            return end
        if p.reveal is not None:
            mover = thief(p)
            options = [br(after_steal(p, s)) for s in steals(p)]
            if mover == player:
                mix = policy(p, player)
                value = sum(mix.get(s, 0.0) * v for s, v in zip(steals(p), options, strict=True))
            else:
                value = sign * max(sign * v for v in options)
        else:
            mix = policy(p, player)
            own, other = choices(p, player), choices(p, 1 - player)
            best = -2.0
            for b in other:
                expected = 0.0
                for a in own:
                    q = mix.get(a, 0.0)
                    if q > 0:
                        nxt = after_choices(p, a, b) if player == 0 else after_choices(p, b, a)
                        expected += q * br(nxt)
                best = max(best, sign * expected)
            value = sign * best
        memo[p] = value
        return value

    return br(pub.normal())


def exploitability(s: Solver, pub: Public = START) -> tuple[float, float]:
    """How much a best response gains against each side of the solved equilibrium at ``pub``:
    (value - value against P1's mix, value against P2's mix - value); both >= 0 up to rounding."""
    value = s.value(pub)
    against_p1 = best_response_value(s.strategy, 0, pub)
    against_p2 = best_response_value(s.strategy, 1, pub)
    return value - against_p1, against_p2 - value


class EquilibriumAgent:
    """Plays the two-player equilibrium: the mix of its seat at the public state of the
    observation, sampled with the rng."""

    name = "equilibrium"

    def __init__(self, shared: Solver | None = None) -> None:
        self.solver = shared

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        s = self.solver or solver()
        pub = public_state(observation)
        mix = s.strategy(pub, player)
        _remember(s)
        legal = observation.legal_actions(player)
        if not mix:
            return legal[0]
        r = rng.random()
        for action in sorted(mix):
            r -= mix[action]
            if r < 0:
                return action
        return max(mix, key=lambda act: mix[act])


def _name(action: int) -> str:
    return "empty" if action == EMPTY else str(action)


def solve_report(check: bool = True) -> str:
    """What `fives solve zahlenpoker` prints: the size and time of the solve, the game value and
    both players' first-round equilibrium mix; with ``check``, the exploitability of the solution
    (what a best response against each side gains)."""
    s = Solver()
    began, cpu = time.perf_counter(), time.process_time()
    value = s.value(START)
    seconds, cpu = time.perf_counter() - began, time.process_time() - cpu
    value = 0.0 if abs(value) < 5e-10 else value  # no "-0.000000000"
    methods = s.methods
    lines = [
        "Zahlenpoker, 2 players, default options (leftover=unopposed, empty_without_stones=false)",
        f"public states solved: {s.states()} (a seat-swapped twin is solved once for both)",
        f"matrix games: {sum(methods.values())} ({methods['pure']} pure, {methods['2x2']} mixed 2x2, "
        f"{methods['lp']} linear programmes)",
        f"solve time: {seconds:.1f} s ({cpu:.1f} s CPU)",
        f"game value for P1 (win +1, draw 0, loss -1): {value:+.9f}",
        "first-round equilibrium mix:",
    ]
    for player in (0, 1):
        mix = s.strategy(START, player)
        parts = [f"{_name(a)} {mix.get(a, 0.0):.6f}" for a in choices(START, player)]
        lines.append(f"  P{player + 1}: " + ", ".join(parts))
    if check:
        gain_vs_p1, gain_vs_p2 = exploitability(s)
        lines.append(
            f"exploitability: a best response gains {gain_vs_p1:.2e} against P1's mix, "
            f"{gain_vs_p2:.2e} against P2's"
        )
    return "\n".join(lines)


if __name__ == "__main__":  # write the shipped table: python -m fives.games.zahlenpoker.ai.solver
    _table = Solver()
    _table.value(START)
    _table.save(TABLE)
    print(f"{TABLE}: {_table.states()} states, {TABLE.stat().st_size} bytes")

"""Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) for puzzle ratings: a solver and a
puzzle are two players of one game, the solver wins when they solve it, the puzzle when they
fail, and both are updated from that one result (as lichess rates its puzzles)."""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Glicko's scale: a rating of 1500 and deviation of 350 are 0 and 2.01 on Glicko-2's
SCALE = 173.7178
START = 1500.0
#: the deviation of a new solver (nothing known) and of a new puzzle (its difficulty says a little)
START_RD = 350.0
PUZZLE_RD = 250.0
MIN_RD = 45.0
START_VOLATILITY = 0.06
#: the system constant: how fast the volatility may change
TAU = 0.5
EPSILON = 1e-6


@dataclass(frozen=True)
class Rating:
    rating: float = START
    rd: float = START_RD
    volatility: float = START_VOLATILITY


def puzzle_start(difficulty: int) -> Rating:
    """A new puzzle's rating from its proof's difficulty (1 easy .. 5 hard): 1100 to 1900."""
    return Rating(START + 200.0 * (max(1, min(5, difficulty)) - 3), PUZZLE_RD)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / math.pi**2)


def expected(player: Rating, other: Rating) -> float:
    """The chance that ``player`` beats ``other``."""
    mu, mu_j, phi_j = (player.rating - START) / SCALE, (other.rating - START) / SCALE, other.rd / SCALE
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, other: Rating, score: float) -> Rating:
    """``player``'s rating after one game against ``other`` ending ``score`` (1 win, 0 loss)."""
    mu, phi, sigma = (player.rating - START) / SCALE, player.rd / SCALE, player.volatility
    mu_j, phi_j = (other.rating - START) / SCALE, other.rd / SCALE
    g = _g(phi_j)
    e = 1.0 / (1.0 + math.exp(-g * (mu - mu_j)))
    v = 1.0 / (g * g * e * (1.0 - e))
    delta = v * g * (score - e)
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / TAU**2
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2.0
        big_b, fb = c, fc
    new_sigma = math.exp(big_a / 2.0)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * g * (score - e)
    return Rating(START + SCALE * new_mu, max(MIN_RD, SCALE * new_phi), new_sigma)


def rate(solver: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The solver's and the puzzle's ratings after one rated attempt."""
    score = 1.0 if solved else 0.0
    return update(solver, puzzle, score), update(puzzle, solver, 1.0 - score)

"""The rating math of rated games (issue 28): OpenSkill's Plackett-Luce model, the computer's fixed
anchors, the ranks of a finished game and the displayed (conservative) rating.

No I/O here: `fives.server.rated` reads and writes the database around it.

- **Model**: `openskill.models.PlackettLuce` with its defaults (a new account starts at
  mu 25, sigma 25/3).  It rates any number of sides of any size from their ranks (ties are
  ties), so one model covers a two-player game, Zahlenpoker with five players and All Fives
  with four players in two partnerships (Glicko-2 covers two players only).
- **Anchors**: a computer seat plays with a fixed rating per level (`ANCHORS`, per game in
  `GAME_ANCHORS` where a game's levels are farther apart), with a small sigma, and is never
  updated; so the first games of an account against the computer place it on a known scale.
- **Ranks**: from the game's returns (`fives.core.winner_return` of the result's winners: a
  draw or a shared win is a tie); a side with a seat its person abandoned (left, or handed to the
  computer by the absence rules or the clock, and not back at the end) ranks below every other
  side, whatever the computer made of its position.
- **Displayed rating**: conservative, ``ordinal = mu - 3 sigma`` (the model is 99 % sure the
  skill is at least that), scaled as ``1000 + 40 * ordinal`` (a new account shows 1000), never
  below 0.  An account is *provisional* while it has fewer than `PROVISIONAL_GAMES` rated games
  in the game or its sigma is above `PROVISIONAL_SIGMA`.
- **No gain far above the table** (`MAX_LEAD`): the model lifts a winner a little for every
  win, even an expected one, and the conservative rating rises as sigma shrinks, so 40 wins over
  the `random` computer (shown 1080) took a new account to 1733; a rise that would put an
  account more than `MAX_LEAD` (400 displayed) above the best other player at the table is not
  applied (`fives.server.rated` leaves that rating as it was).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from fives.core import winner_return

MODEL = PlackettLuce()
START_MU: float = float(MODEL.mu)
START_SIGMA: float = float(MODEL.sigma)

#: the computer's fixed mu per level (sigma `ANCHOR_SIGMA`): the random mover far below a new
#: account (mu 25), easy below it, medium just below, hard and max above it
ANCHORS: dict[str, float] = {"random": 5.0, "easy": 15.0, "medium": 22.0, "hard": 28.0, "max": 32.0}
#: per game, where its levels play farther apart or closer than the defaults (none yet)
GAME_ANCHORS: dict[str, dict[str, float]] = {}
ANCHOR_SIGMA = 1.0

#: a win lifts a rating (its ordinal) at most this far above the best other player at the table
#: (400 displayed): beating a far weaker opponent again and again does not climb without end
MAX_LEAD = 10.0

PROVISIONAL_GAMES = 5
PROVISIONAL_SIGMA = 7.0
DISPLAY_BASE = 1000.0
DISPLAY_SCALE = 40.0


@dataclass(frozen=True)
class Skill:
    """One rating: mean and uncertainty."""

    mu: float
    sigma: float


def anchor(game: str, level: str | None) -> Skill:
    """The fixed rating of a computer seat at ``level`` in ``game`` (an unknown level: medium)."""
    table = {**ANCHORS, **GAME_ANCHORS.get(game, {})}
    return Skill(table.get(level or "medium", table["medium"]), ANCHOR_SIGMA)


def display(mu: float, sigma: float) -> int:
    """The rating a person sees: conservative and scaled (see the module's docstring)."""
    return max(0, round(DISPLAY_BASE + DISPLAY_SCALE * (mu - 3.0 * sigma)))


def ordinal(skill: Skill) -> float:
    """The conservative rating that `display` scales: ``mu - 3 sigma``."""
    return skill.mu - 3.0 * skill.sigma


def provisional(games: int, sigma: float) -> bool:
    return games < PROVISIONAL_GAMES or sigma > PROVISIONAL_SIGMA


def seat_returns(winners: Sequence[int], players: int) -> list[float]:
    """Each seat's return from the result's winners (zero-sum, as `fives.core.Outcome.returns`)."""
    chosen = frozenset(winners)
    return [winner_return(chosen, p, players) for p in range(players)]


def side_ranks(
    returns: Sequence[float], sides: Sequence[Sequence[int]], abandoned: frozenset[int] = frozenset()
) -> list[int]:
    """The rank of each side (1 is best; equal values share a rank): a side's value is its
    members' mean return, or below everything when one of its seats was abandoned."""
    values = [
        -math.inf if any(s in abandoned for s in side) else sum(returns[s] for s in side) / len(side)
        for side in sides
    ]
    return [1 + sum(1 for other in set(values) if other > value) for value in values]


def rate(sides: Sequence[Sequence[Skill]], ranks: Sequence[int]) -> list[list[Skill]]:
    """The new ratings of every seat of every side after a game with these ranks (the caller
    keeps only the accounts' ones: an anchor never changes)."""
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma) for s in side] for side in sides]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks])
    return [[Skill(float(r.mu), float(r.sigma)) for r in side] for side in rated]

"""A learned value of Torris positions: a logistic model on a few board features.

`features` describes a position (the towers as in `fives.games.torris.ai.board`, and the player to move) from
the mover's side: the point margin, each side's moves, best gain and captures, towers that cannot
move, towers owned by height, the steps of the movable tops.  `value` is the model's estimate of the
mover's result in [-1, 1] (``2 p - 1`` with ``p`` the fitted probability of a win, a draw counted
half).  The weights (`WEIGHTS`) were fitted offline by ``benchmarks/torris_value_fit.py`` on
self-play positions labelled by the exact solver where it could prove them and by the game's result
elsewhere (``benchmarks/torris_value_data.py``); the command, seed, data size and held-out log-loss
are in docs/ai-strength.md.  Plain Python floats: one evaluation costs about two move generations.
"""

from __future__ import annotations

import math

from fives.games.torris.ai.board import FILE_MASK, FILE_TARGETS, RANK_TARGETS, Tower, occupancy

#: The names of `features`, in order (``m`` the player to move, ``o`` the other).
FEATURE_NAMES = (
    "bias",
    "margin",
    "moves_m",
    "moves_o",
    "gain_m",
    "gain_o",
    "captures_m",
    "captures_o",
    "stuck_m",
    "stuck_o",
    "h1_m",
    "h1_o",
    "h2_m",
    "h2_o",
    "h3_m",
    "h3_o",
    "steps_m",
    "steps_o",
    "highest",
    "margin_x_open",
)


def _side(
    towers: list[Tower], occupied: int, colour: int
) -> tuple[int, int, int, int, int, int, int, int, int]:
    """For ``colour``: moves, best gain (0 without moves), captures, owned towers without a move,
    owned towers of height 1, 2 and 3 or more, the steps of the tops that can move, the highest
    owned tower."""
    n_moves = captures = stuck = h1 = h2 = h3 = steps = highest = 0
    best = -1000
    low = 4 * colour
    high = low + 4
    i = -1
    for tower in towers:
        i += 1
        if not tower:
            continue
        top = tower[-1]
        if not low <= top < high:
            continue
        height = len(tower)
        if height == 1:
            h1 += 1
        elif height == 2:
            h2 += 1
        else:
            h3 += 1
        if height > highest:
            highest = height
        loss = 0 if height == 1 else (1 if tower[-2] >> 2 == colour else 2 * height - 1)
        k = 4 * i + top - low
        movable = False
        for j in (
            *RANK_TARGETS[k][occupied >> (i & 24) & 255],
            *FILE_TARGETS[k][occupied >> (i & 7) & FILE_MASK],
        ):
            landing = towers[j]
            size = len(landing)
            if size >= height:
                movable = True
                n_moves += 1
                if landing[-1] >> 2 == colour:
                    gain = 1 - loss
                else:
                    gain = 2 * size + 1 - loss
                    captures += 1
                if gain > best:
                    best = gain
        if movable:
            steps += top - low + 1
        else:
            stuck += 1
    return n_moves, (best if n_moves else 0), captures, stuck, h1, h2, h3, steps, highest


def features(towers: list[Tower], mover: int) -> list[float]:
    """The features of `FEATURE_NAMES` for the position with ``mover`` to move."""
    occupied = occupancy(towers)
    m = _side(towers, occupied, mover)
    o = _side(towers, occupied, 1 - mover)
    points_m = 0
    points_o = 0
    for tower in towers:
        if tower:
            if tower[-1] >> 2 == mover:
                points_m += len(tower)
            else:
                points_o += len(tower)
    margin = points_m - points_o
    open_ = (m[0] + o[0]) / 30.0
    return [
        1.0,
        float(margin),
        float(m[0]),
        float(o[0]),
        float(m[1]),
        float(o[1]),
        float(m[2]),
        float(o[2]),
        float(m[3]),
        float(o[3]),
        float(m[4]),
        float(o[4]),
        float(m[5]),
        float(o[5]),
        float(m[6]),
        float(o[6]),
        float(m[7]),
        float(o[7]),
        float(m[8] - o[8]),
        margin * open_,
    ]


#: The phases of a game by the number of towers (non-empty squares, about 32 less the moves made in
#: the opening): at least ``PHASES[0]``, at least ``PHASES[1]``, fewer.
PHASES = (25, 19)


def phase(towers: list[Tower]) -> int:
    """The phase of the position (0 opening, 1 middle game, 2 end) for `WEIGHTS`."""
    count = 0
    for tower in towers:
        if tower:
            count += 1
    return 0 if count >= PHASES[0] else (1 if count >= PHASES[1] else 2)


#: Fitted by benchmarks/torris_value_fit.py (see the module doc), one row per `phase`, each in the
#: order of `FEATURE_NAMES`.
WEIGHTS: tuple[tuple[float, ...], ...] = (
    (  # phase 0
        0.962806,  # bias
        0.272630,  # margin
        0.004444,  # moves_m
        0.010429,  # moves_o
        -0.013408,  # gain_m
        0.032896,  # gain_o
        0.060327,  # captures_m
        -0.064416,  # captures_o
        -0.241065,  # stuck_m
        0.135668,  # stuck_o
        0.285718,  # h1_m
        -0.343689,  # h1_o
        -0.092055,  # h2_m
        0.035834,  # h2_o
        -0.718661,  # h3_m
        0.629290,  # h3_o
        -0.043509,  # steps_m
        0.035295,  # steps_o
        -0.066628,  # highest
        0.073465,  # margin_x_open
    ),
    (  # phase 1
        -0.795330,  # bias
        0.224541,  # margin
        0.189578,  # moves_m
        -0.219871,  # moves_o
        -0.072212,  # gain_m
        0.018543,  # gain_o
        0.149398,  # captures_m
        -0.108968,  # captures_o
        -0.136673,  # stuck_m
        0.106797,  # stuck_o
        0.609308,  # h1_m
        -0.496638,  # h1_o
        0.505488,  # h2_m
        -0.373018,  # h2_o
        0.387922,  # h3_m
        -0.155392,  # h3_o
        -0.021654,  # steps_m
        0.002471,  # steps_o
        -0.013464,  # highest
        -0.397444,  # margin_x_open
    ),
    (  # phase 2
        0.206204,  # bias
        0.197331,  # margin
        0.825193,  # moves_m
        -0.704503,  # moves_o
        0.064546,  # gain_m
        -0.075937,  # gain_o
        -0.276316,  # captures_m
        0.283981,  # captures_o
        -0.329275,  # stuck_m
        0.206051,  # stuck_o
        0.387808,  # h1_m
        -0.297631,  # h1_o
        0.353127,  # h2_m
        -0.344266,  # h2_o
        0.610812,  # h3_m
        -0.667966,  # h3_o
        -0.000616,  # steps_m
        -0.059422,  # steps_o
        -0.073559,  # highest
        -0.030696,  # margin_x_open
    ),
)


def value(towers: list[Tower], mover: int, weights: tuple[tuple[float, ...], ...] = WEIGHTS) -> float:
    """The model's value of the position for ``mover`` (to move), in [-1, 1]."""
    z = 0.0
    for w, x in zip(weights[phase(towers)], features(towers, mover), strict=True):
        z += w * x
    return math.tanh(z / 2)  # 2 * sigmoid(z) - 1


#: What `scan` reports of a side besides its moves: `_side`'s nine figures, then its points (the
#: heights of the towers it owns) and how many towers it owns.
Scan = tuple[list[int], list[int], tuple[int, int, int, int, int, int, int, int, int, int, int]]


def scan(towers: list[Tower], occupied: int, colour: int) -> Scan:
    """One pass over ``colour``'s towers for the search (`fives.games.torris.ai.engine`): its moves (in
    the order of `fives.games.torris.tower_moves`), each move's gain (as the engine's
    ``move_score``), and `_side`'s figures followed by its points and towers owned, so that a new
    node gets its moves, their priors and its learned value (`scanned_value`) from the two sides'
    scans without a second move generation."""
    every: list[int] = []
    gains: list[int] = []
    n_moves = captures = stuck = h1 = h2 = h3 = steps = highest = points = 0
    best = -1000
    low = 4 * colour
    high = low + 4
    i = -1
    for tower in towers:
        i += 1
        if not tower:
            continue
        top = tower[-1]
        if not low <= top < high:
            continue
        height = len(tower)
        points += height
        if height == 1:
            h1 += 1
        elif height == 2:
            h2 += 1
        else:
            h3 += 1
        if height > highest:
            highest = height
        loss = 0 if height == 1 else (1 if tower[-2] >> 2 == colour else 2 * height - 1)
        k = 4 * i + top - low
        base = i * 32
        movable = False
        for j in (
            *RANK_TARGETS[k][occupied >> (i & 24) & 255],
            *FILE_TARGETS[k][occupied >> (i & 7) & FILE_MASK],
        ):
            landing = towers[j]
            size = len(landing)
            if size >= height:
                movable = True
                n_moves += 1
                if landing[-1] >> 2 == colour:
                    gain = 1 - loss
                else:
                    gain = 2 * size + 1 - loss
                    captures += 1
                if gain > best:
                    best = gain
                every.append(base + j)
                gains.append(gain)
        if movable:
            steps += top - low + 1
        else:
            stuck += 1
    stats = (
        n_moves,
        (best if n_moves else 0),
        captures,
        stuck,
        h1,
        h2,
        h3,
        steps,
        highest,
        points,
        h1 + h2 + h3,
    )
    return every, gains, stats


def scanned_value(
    m: tuple[int, ...], o: tuple[int, ...], weights: tuple[tuple[float, ...], ...] = WEIGHTS
) -> float:
    """`value` from the `scan` figures of the mover (``m``) and the other side (``o``): the same
    features, weights and arithmetic, so the same number."""
    margin = m[9] - o[9]
    open_ = (m[0] + o[0]) / 30.0
    count = m[10] + o[10]
    row = weights[0 if count >= PHASES[0] else (1 if count >= PHASES[1] else 2)]
    z = 0.0
    for w, x in zip(
        row,
        (
            1.0,
            float(margin),
            float(m[0]),
            float(o[0]),
            float(m[1]),
            float(o[1]),
            float(m[2]),
            float(o[2]),
            float(m[3]),
            float(o[3]),
            float(m[4]),
            float(o[4]),
            float(m[5]),
            float(o[5]),
            float(m[6]),
            float(o[6]),
            float(m[7]),
            float(o[7]),
            float(m[8] - o[8]),
            margin * open_,
        ),
        strict=True,
    ):
        z += w * x
    return math.tanh(z / 2)

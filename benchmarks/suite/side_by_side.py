"""Our MCTS against OpenSpiel's Python MCTSBot on the same game, through the OpenSpiel adapter.

Both play the game as registered in OpenSpiel (`fives.interop.openspiel`, ``fives_<id>``): the
pyspiel state is the one position of the game; OpenSpiel's bot searches it through pyspiel's
interface, ours through our protocol on the state inside it (`FivesState.fives_state`), and
every move of either side (and every chance outcome, drawn from ``chance_outcomes()``) is
applied to the pyspiel state.

- Ours: `fives.ai.levels.make_agent("mcts:seconds=T")` (UCT, c = 1.4, random rollouts of at most
  200 actions, then the game's evaluation), asked through `fives.ai.act`.
- OpenSpiel's: ``open_spiel.python.algorithms.mcts.MCTSBot`` with its defaults as in its
  examples (uct_c = 2, one random rollout per leaf by ``RandomRolloutEvaluator``, solve = True).
  It takes a simulation count, not a time: the count is calibrated first, under the same
  parallel load as the match (one calibration per worker, at the same time), on decision
  positions from random games: count = its simulations/s x our agent's real thinking time per
  move at the budget T (ours checks its clock every 16 simulations, so it overshoots T a
  little; the count follows what ours really uses, not the nominal T).  Positions of random
  games are not those of the match, so the count is then kept equal in time during the match:
  before each of its moves the count is set to its simulations/s so far times our mean thinking
  time so far (both measured in the same worker process, the calibration counting as five moves
  of each side).

Equal time per move is then checked, not assumed: the mean thinking time of each side is
measured in the match and reported next to the result.  Seats alternate (game k: ours plays
seat k mod 2).  The score is our share per game (win 1, draw 1/2, loss 0), summarised with
`fives.ai.measure.arena.summarize` (normal-approximation 95% interval).
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

GAMES = ("cambio", "fuenf_gewinnt")


@dataclass
class MatchGame:
    seed: int
    ours_seat: int
    score: float
    moves: int
    ours_moves: int
    ours_sims: int
    ours_seconds: float
    theirs_moves: int
    theirs_sims: int
    theirs_seconds: float


def _load(game_id: str) -> Any:
    from fives.interop import openspiel

    return openspiel.load(game_id)


def _their_bot(spiel_game: Any, simulations: int, seed: int) -> Any:
    import numpy as np
    from open_spiel.python.algorithms import mcts  # type: ignore[import-untyped]

    rs = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    return mcts.MCTSBot(spiel_game, 2.0, simulations, evaluator, random_state=rs)


def _positions(spiel_game: Any, count: int, seed: int) -> list[Any]:
    """Decision positions spread over random games (for calibration)."""
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        state = spiel_game.new_initial_state()
        trail = []
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, weights=probs)[0])
                continue
            legal = state.legal_actions()
            if len(legal) > 1:
                trail.append(state.clone())
            state.apply_action(rng.choice(legal))
        if trail:
            found += rng.sample(trail, min(len(trail), max(1, count // 3)))
    return found[:count]


def calibrate(game_id: str, seconds: float, seed: int) -> tuple[float, float]:
    """Our agent's real thinking time per move at a budget of ``seconds`` (it checks the clock
    every few simulations, so it overshoots a little) and OpenSpiel MCTSBot's simulations/s,
    both timed on the same decision positions from random games."""
    from fives.ai import act
    from fives.ai.levels import make_agent

    spiel_game = _load(game_id)
    positions = _positions(spiel_game, 6, seed)
    ours = make_agent(f"mcts:seconds={seconds}", spiel_game.fives_game, 2)
    rng = random.Random(seed)
    ours_spent = 0.0
    for position in positions:
        begin = time.perf_counter()
        act(ours, position.fives_state, position.current_player(), rng)
        ours_spent += time.perf_counter() - begin
    ours_time = ours_spent / len(positions)
    sims = 0
    spent = 0.0
    probe = 8
    k = 0
    while spent < 4 * seconds or sims < 16:
        bot = _their_bot(spiel_game, probe, seed + k)
        position = positions[k % len(positions)]
        begin = time.perf_counter()
        root = bot.mcts_search(position.clone())
        spent += time.perf_counter() - begin
        sims += root.explore_count
        k += 1
        probe = max(4, min(4000, int(sims / spent * ours_time)))
    return ours_time, sims / spent


#: per worker process and game: [their simulations, their seconds, our seconds, our moves] so far,
#: seeded by the calibration; OpenSpiel's count for the next move follows from them.
_TALLY: dict[str, list[float]] = {}


def _their_count(game_id: str) -> int:
    their_sims, their_seconds, our_seconds, our_moves = _TALLY[game_id]
    return max(1, round(their_sims / their_seconds * our_seconds / our_moves))


def play(game_id: str, seed: int, ours_seat: int, seconds: float, their_sims: int) -> MatchGame:
    import numpy as np

    from fives.ai import act
    from fives.ai.levels import make_agent

    spiel_game = _load(game_id)
    ours = make_agent(f"mcts:seconds={seconds}", spiel_game.fives_game, 2)
    theirs = _their_bot(spiel_game, their_sims, seed)
    if game_id not in _TALLY:  # the calibration, weighted like five moves of each side
        _TALLY[game_id] = [5.0 * their_sims, 5.0 * seconds, 5.0 * seconds, 5.0]
    tally = _TALLY[game_id]
    encode = spiel_game._adapter.spaces.player.encode  # our own adapter's
    chance_rng = np.random.RandomState(seed + 7919)
    rng = random.Random(seed)
    state = spiel_game.new_initial_state()
    counts = {"om": 0, "os": 0, "ot": 0.0, "tm": 0, "ts": 0, "tt": 0.0}
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(chance_rng.choice(actions, p=np.array(probs) / sum(probs))))
            continue
        player = state.current_player()
        if len(state.legal_actions()) == 1:  # forced: neither side thinks
            state.apply_action(state.legal_actions()[0])
            continue
        begin = time.perf_counter()
        if player == ours_seat:
            action = act(ours, state.fives_state, player, rng)
            counts["ot"] += time.perf_counter() - begin
            counts["om"] += 1
            counts["os"] += getattr(ours, "last_simulations", 0)
            tally[2] += time.perf_counter() - begin
            tally[3] += 1
            state.apply_action(encode(action, state.fives_state))  # ids may be relative to it
        else:
            theirs.max_simulations = _their_count(game_id)
            begin = time.perf_counter()
            root = theirs.mcts_search(state)  # what MCTSBot.step does, keeping the root's count
            action_id = root.best_child().action
            spent = time.perf_counter() - begin
            counts["tt"] += spent
            counts["tm"] += 1
            counts["ts"] += root.explore_count  # fewer than the budget when it solved the position
            tally[0] += root.explore_count
            tally[1] += spent
            state.apply_action(action_id)
    mine = state.returns()[ours_seat]
    return MatchGame(
        seed=seed,
        ours_seat=ours_seat,
        score=(mine + 1) / 2,
        moves=state.fives_state.move_number,
        ours_moves=int(counts["om"]),
        ours_sims=int(counts["os"]),
        ours_seconds=float(counts["ot"]),
        theirs_moves=int(counts["tm"]),
        theirs_sims=int(counts["ts"]),
        theirs_seconds=float(counts["tt"]),
    )


def _play_job(job: tuple[str, int, int, float, int]) -> MatchGame:
    return play(*job)


def _calibrate_job(job: tuple[str, float, int]) -> tuple[float, float]:
    return calibrate(*job)


@dataclass
class MatchResult:
    game: str
    seconds: float
    games: int
    their_sims: int
    their_mean_sims: float
    calibrated_rate: float
    calibrated_ours_seconds: float
    score: float
    low: float
    high: float
    wins: int
    draws: int
    losses: int
    ours_sims_per_second: float
    theirs_sims_per_second: float
    ours_seconds_per_move: float
    theirs_seconds_per_move: float
    mean_moves: float
    wall_seconds: float


def match(game_id: str, *, games: int, seconds: float, workers: int = 2, seed: int = 1) -> MatchResult:
    from fives.ai.measure.arena import GameResult, summarize

    begin = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        calibrations = list(pool.map(_calibrate_job, [(game_id, seconds, seed + w) for w in range(workers)]))
        ours_time = sum(t for t, _ in calibrations) / len(calibrations)
        rate = sum(r for _, r in calibrations) / len(calibrations)
        their_sims = max(1, round(rate * ours_time))
        jobs = [(game_id, seed * 100_000 + k // 2, k % 2, seconds, their_sims) for k in range(games)]
        played = list(pool.map(_play_job, jobs))
    summary = summarize([GameResult(g.seed, (g.ours_seat,), g.score, g.moves) for g in played])
    om = sum(g.ours_moves for g in played)
    tm = sum(g.theirs_moves for g in played)
    ot = sum(g.ours_seconds for g in played)
    tt = sum(g.theirs_seconds for g in played)
    return MatchResult(
        game=game_id,
        seconds=seconds,
        games=len(played),
        their_sims=their_sims,
        their_mean_sims=sum(g.theirs_sims for g in played) / tm if tm else 0.0,
        calibrated_rate=rate,
        calibrated_ours_seconds=ours_time,
        score=summary.score,
        low=summary.score_low,
        high=summary.score_high,
        wins=summary.wins,
        draws=summary.draws,
        losses=summary.losses,
        ours_sims_per_second=sum(g.ours_sims for g in played) / ot if ot else 0.0,
        theirs_sims_per_second=sum(g.theirs_sims for g in played) / tt if tt else 0.0,
        ours_seconds_per_move=ot / om if om else 0.0,
        theirs_seconds_per_move=tt / tm if tm else 0.0,
        mean_moves=(om + tm) / len(played) if played else 0.0,
        wall_seconds=time.perf_counter() - begin,
    )

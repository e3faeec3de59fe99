"""Agent specs and the named levels that the CLI and the web app offer.

A spec is ``name`` or ``name:key=value,key=value``:

- ``random``
- ``greedy``
- ``mcts:sims=400`` or ``mcts:seconds=1.5`` (``c=`` exploration, ``depth=`` rollout depth;
  ``plain=1`` judges a cut-off rollout by the running scores only, not by the game's evaluation:
  plain UCT, the baseline that knows nothing of a game but its rules)
- ``alphabeta:depth=4`` or ``alphabeta:seconds=1.5`` (``nodes=`` a fixed node budget)
- agents of a game's own, declared in ``fives.ai.<game_id>.levels`` as
  ``AGENTS = {name: factory(spec, params, game, players) -> Agent}`` (e.g. Hütchenspieler's
  ``seeker:attention=0.8``); the factory consumes the params it knows and raises `FivesError`
  for bad ones;
- a level: ``easy``, ``medium``, ``hard``, ``max`` (what each means per game is `level_spec`; a
  game's ``levels`` module may declare its own ``LEVELS = {level: spec}``, and
  ``LEVELS_BY_PLAYERS = {players: {level: spec}}`` for levels that depend on the player count).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fives.ai.search.agent import Agent, RandomAgent
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget
from fives.ai.search.evaluation import evaluator_for, game_module, order_for, score_evaluation
from fives.ai.search.greedy import GreedyAgent
from fives.ai.search.mcts import MCTSAgent
from fives.ai.spec import number_param, parse_spec
from fives.core import FivesError, Game

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "max")

#: what a computer seat of the game server may play: the named levels, weakest first, and
#: ``random`` (a beginner's opponent that the web page offers); never a free spec, whose budget
#: could hold a worker for good
PLAY_LEVELS: tuple[str, ...] = ("random", *LEVELS)

AgentFactory = Callable[[str, dict[str, str], Game[Any], int], Agent]

#: Two-player games of perfect information whose play is deterministic after the setup: for
#: these alpha-beta with the game's heuristics is the strongest search.
ALPHABETA_GAMES = frozenset({"cambio", "fuenf_gewinnt", "torris"})


def level_spec(game: Game[Any], level: str, players: int | None = None) -> str:
    """The agent spec behind a named level for ``game``."""
    if level not in LEVELS:
        raise FivesError(f"unknown level {level!r}; levels are: {', '.join(LEVELS)}")
    players = players or game.info.default_players or game.info.min_players
    module = game_module(game.id, "levels")
    by_players: dict[int, dict[str, str]] = getattr(module, "LEVELS_BY_PLAYERS", {})
    own: dict[str, str] | None = by_players.get(players, getattr(module, "LEVELS", None))
    if own is not None:
        return own[level]
    if game.id in ALPHABETA_GAMES and players == 2:
        return {
            "easy": "greedy",
            "medium": "alphabeta:seconds=0.3",
            "hard": "alphabeta:seconds=1.5",
            "max": "alphabeta:seconds=5",
        }[level]
    return {
        "easy": "mcts:seconds=0.15",
        "medium": "mcts:seconds=0.5",
        "hard": "mcts:seconds=1.5",
        "max": "mcts:seconds=5",
    }[level]


def play_level(level: str | None) -> str:
    """``level`` as a server's computer seat may play it (one of `PLAY_LEVELS`, case and
    surrounding blanks ignored); `FivesError` for anything else, agent specs included."""
    name = (level or "").strip().lower()
    if name not in PLAY_LEVELS:
        raise FivesError(f"unknown level {level!r}; a computer seat plays one of: {', '.join(PLAY_LEVELS)}")
    return name


def weaker_level(level: str) -> str | None:
    """The next weaker named level (``easy`` has none: ``random`` is no fallback, as it plays
    any legal move)."""
    if level not in LEVELS:
        return None
    index = LEVELS.index(level)
    return LEVELS[index - 1] if index > 0 else None


def make_agent(spec: str, game: Game[Any], players: int | None = None) -> Agent:
    """The agent named by ``spec`` for ``game``; `FivesError` for a bad spec."""
    name, params = parse_spec(spec)
    agent: Agent
    if name in LEVELS and not params:
        agent = make_agent(level_spec(game, name, players), game, players)
        agent.name = name
        return agent
    evaluate = evaluator_for(game.id)
    game_agents: dict[str, AgentFactory] = getattr(game_module(game.id, "levels"), "AGENTS", {})
    if name == "random":
        agent = RandomAgent()
    elif name == "greedy":
        agent = GreedyAgent(evaluate)
    elif name == "mcts":
        seconds = number_param(spec, params, "seconds", float)
        sims = number_param(spec, params, "sims", int)
        c = number_param(spec, params, "c", float)
        depth = number_param(spec, params, "depth", int)
        plain = params.pop("plain", "0")
        if plain not in ("0", "1"):
            raise FivesError(f"agent spec {spec!r}: write plain=1 (or plain=0)")
        budget = Budget(seconds=seconds, nodes=sims) if seconds or sims else Budget(seconds=1.0)
        judge = score_evaluation if plain == "1" else evaluate
        agent = MCTSAgent(budget, exploration=c or 1.4, rollout_depth=depth or 200, evaluate=judge)
    elif name in game_agents:
        agent = game_agents[name](spec, params, game, players or 2)
    elif name == "alphabeta":
        if game.info.hidden_information or game.info.simultaneous or (players or 2) != 2:
            raise FivesError(f"alphabeta plays two-player games of perfect information, not {game.id}")
        seconds = number_param(spec, params, "seconds", float)
        nodes = number_param(spec, params, "nodes", int)
        depth = number_param(spec, params, "depth", int)
        if seconds or nodes:
            budget = Budget(seconds=seconds, nodes=nodes)
        else:
            budget = Budget(nodes=10**9) if depth else Budget(seconds=1.0)
        agent = AlphaBetaAgent(budget, max_depth=depth or 64, evaluate=evaluate, order=order_for(game.id))
    else:
        raise FivesError(
            f"unknown agent {name!r}; agents are: random, greedy, mcts, alphabeta, {', '.join(LEVELS)}"
        )
    if params:
        raise FivesError(f"agent spec {spec!r}: unknown parameter(s) {', '.join(sorted(params))}")
    agent.name = spec
    return agent

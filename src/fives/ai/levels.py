"""Agent specs and the named levels that the CLI and the web app offer.

A spec is ``name`` or ``name:key=value,key=value``:

- ``random``
- ``greedy``
- ``mcts:sims=400`` or ``mcts:seconds=1.5`` (``c=`` exploration, ``depth=`` rollout depth;
  ``plain=1`` judges a cut-off rollout by the running scores only, not by the game's evaluation:
  plain UCT, the baseline that knows nothing of a game but its rules; ``solve=`` positions an
  exact solve of a small two-player game may visit before the search, 0 for none)
- ``alphabeta:depth=4`` or ``alphabeta:seconds=1.5`` (``nodes=`` a fixed node budget)
- agents of a game's own, declared in its `fives.ai.plugin.AIPlugin` (``agents``: name ->
  `fives.ai.spec.AgentFactory`, e.g. Hütchenspieler's ``seeker:attention=0.8``);
- a level: ``easy``, ``medium``, ``hard``, ``max`` (what each means per game is `level_spec`: the
  plugin's ``levels``, or ``levels_by_players`` for levels that depend on the player count; a game
  may offer fewer, `offered_levels`, and a level it leaves out plays as the next stronger one).

Every agent declares its parameters as `OptionSpec`s; `fives.ai.spec.validate_params` checks them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from fives.ai.plugin import ai_plugin
from fives.ai.search.agent import Agent, RandomAgent
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget
from fives.ai.search.evaluation import score_evaluation
from fives.ai.search.greedy import GreedyAgent
from fives.ai.search.mcts import SOLVE_NODES, MCTSAgent
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, parse_spec, positive, seconds_param
from fives.core import FivesError, Game, OptionSpec

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "max")

#: what a computer seat of the game server may play: the named levels, weakest first, and
#: ``random`` (a beginner's opponent that the web page offers); never a free spec, whose budget
#: could hold a worker for good
PLAY_LEVELS: tuple[str, ...] = ("random", *LEVELS)


def _random(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return RandomAgent()


def _greedy(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return GreedyAgent(ai_plugin(game.id).evaluator())


def _mcts(params: AgentParams, game: Game[Any], players: int) -> Agent:
    judge = score_evaluation if params.get_bool("plain") else ai_plugin(game.id).evaluator()
    return MCTSAgent(
        budget(params),
        exploration=params.get_float("c"),
        rollout_depth=params.get_int("depth"),
        evaluate=judge,
        solve=params.get_int("solve"),
    )


def _alphabeta(params: AgentParams, game: Game[Any], players: int) -> Agent:
    if game.info.hidden_information or game.info.simultaneous or players != 2:
        raise FivesError(f"alphabeta plays two-player games of perfect information, not {game.id}")
    depth = params.given_int("depth")
    if params.given_float("seconds") is None and params.given_int("nodes") is None and depth is not None:
        search_budget = Budget(nodes=10**9)  # a fixed depth: searched to the end
    else:
        search_budget = budget(params, "nodes")
    plugin = ai_plugin(game.id)
    return AlphaBetaAgent(
        search_budget,
        max_depth=params.get_int("depth"),
        evaluate=plugin.evaluator(),
        order=plugin.order,
        features=plugin.features,
    )


#: the agents every game has (a game's own come from its plugin)
GENERIC_AGENTS: Mapping[str, AgentFactory] = MappingProxyType(
    {
        "random": AgentFactory(_random, description="uniformly random legal moves"),
        "greedy": AgentFactory(_greedy, description="one ply: the move the evaluation likes best"),
        "mcts": AgentFactory(
            _mcts,
            (
                seconds_param(),
                count_param("sims", "simulations a move"),
                positive("c", 1.4, "UCB exploration"),
                OptionSpec("depth", int, 200, "rollout depth (actions)", minimum=1),
                OptionSpec("plain", bool, False, "judge cut-off rollouts by the running scores only"),
                OptionSpec(
                    "solve",
                    int,
                    SOLVE_NODES,
                    "positions an exact solve of a small two-player game may visit first (0: none)",
                    minimum=0,
                ),
            ),
            "UCT",
        ),
        "alphabeta": AgentFactory(
            _alphabeta,
            (
                seconds_param(),
                count_param("nodes", "nodes a move"),
                OptionSpec("depth", int, 64, "the deepest iteration (plies)", minimum=1),
            ),
            "minimax with alpha-beta, two-player games of perfect information",
        ),
    }
)


def agent_factories(game: Game[Any]) -> Mapping[str, AgentFactory]:
    """Every agent a spec may name for ``game``: the generic ones and the game's own."""
    own = ai_plugin(game.id).agents
    return {**GENERIC_AGENTS, **{name: f for name, f in own.items() if name not in GENERIC_AGENTS}}


def offered_levels(game: Game[Any], players: int | None = None) -> tuple[str, ...]:
    """The named levels ``game`` offers with ``players`` players, weakest first: those its plugin
    gives a spec.  A game offers fewer than the four where two of them could not be told apart
    (two-player Zahlenpoker: docs/ai/zahlenpoker.md); the CLI and the web page list only these."""
    players = players or game.info.default_players or game.info.min_players
    specs = ai_plugin(game.id).level_specs(players)
    return tuple(level for level in LEVELS if level in specs)


def played_level(game: Game[Any], level: str, players: int | None = None) -> str:
    """The named level that plays when ``level`` is asked for: itself where ``game`` offers it,
    else the next stronger level it offers, else its strongest (the levels it leaves out could not
    be told apart from the next stronger one).  A seat is named after it ("computer (max)")."""
    if level not in LEVELS:
        raise FivesError(f"unknown level {level!r}; levels are: {', '.join(LEVELS)}")
    offered = offered_levels(game, players)
    if level in offered:
        return level
    stronger = [name for name in offered if LEVELS.index(name) > LEVELS.index(level)]
    return stronger[0] if stronger else offered[-1]


def level_spec(game: Game[Any], level: str, players: int | None = None) -> str:
    """The agent spec behind a named level for ``game`` (a level it does not offer, a seat made
    before or asked for by name, plays as `played_level`)."""
    players = players or game.info.default_players or game.info.min_players
    return ai_plugin(game.id).level_specs(players)[played_level(game, level, players)]


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
    factories = agent_factories(game)
    factory = factories.get(name)
    if factory is None:
        raise FivesError(f"unknown agent {name!r}; agents are: {', '.join([*factories, *LEVELS])}")
    agent = factory.make(spec, name, params, game, players or 2)
    agent.name = spec
    return agent

"""What a game gives its AI, as one typed object: `AIPlugin`, found through the game id by `ai_plugin`.

A game's AI folder ``<game module>.ai`` (``fives.games.<game_id>.ai`` for a built-in game; the
game module is the one discovery finds, `fives.core.discovery.modules`, so an installed game's
package brings its AI the same way) declares ``PLUGIN = AIPlugin(...)`` in its ``plugin`` module:
its evaluation, move ordering and Zobrist features for the generic search, its own agents (each
with its parameters declared as `OptionSpec`s, `fives.ai.spec.AgentFactory`), its levels, and
where it has them an exact solver's hint and the report of ``fives solve``.  A game without an AI
folder gets `DEFAULT_PLUGIN`: the generic search judging positions by the running scores.

`ai_plugin` is the one lookup; nothing else imports a game's AI by name.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal, Protocol

from fives.ai.search.evaluation import Evaluate, Order, judged_by, score_evaluation
from fives.ai.search.zobrist import Features
from fives.ai.spec import AgentFactory
from fives.core import Message, State, UnknownGameError
from fives.core.discovery import modules
from fives.core.plugins import optional_module

#: the generic search a game's default levels use with two players (more players: always MCTS)
Search = Literal["alphabeta", "mcts"]


class SolverHint(Protocol):
    """An exact solver's advice on a position: can the game still be won, and with which action."""

    @property
    def solvable(self) -> bool: ...

    @property
    def best(self) -> int | None: ...

    @property
    def message(self) -> str: ...


class Hint(Protocol):
    def __call__(self, state: State[Any], /) -> SolverHint: ...


class HintKey(Protocol):
    """A position as a cheap hashable key, equal for positions the hint answers alike (Abräumen:
    its occupancy bitboard): the server keeps the hint's answers by it."""

    def __call__(self, state: State[Any], /) -> Hashable: ...


class Reason(Protocol):
    """Why ``action`` is good for ``player`` in ``state``, in words (None: no words of the game's own)."""

    def __call__(self, state: State[Any], player: int, action: Any, /) -> Message | None: ...


class ExactValue(Protocol):
    """The exact value of ``state`` for ``player``, in [-1, 1] (None: not known exactly)."""

    def __call__(self, state: State[Any], player: int, /) -> float | None: ...


class ActionValues(Protocol):
    """The exact values for ``player`` of ``actions`` (each legal for them in ``state``, an
    observation holding only what the player may know), in [-1, 1]; None where they are not
    known exactly.  For a move whose value depends on what others choose at the same time, the
    value against their equilibrium mix (Zahlenpoker).  A single move's value may be None (not
    known exactly: the analysis's look-ahead judges that move; Cambio and Fünf gewinnt prove
    only short wins and losses)."""

    def __call__(
        self, state: State[Any], player: int, actions: Sequence[Any], /
    ) -> Sequence[float | None] | None: ...


class WinningMove(Protocol):
    """A move of ``player`` that wins by force, proven (a win in 1 or 3 plies), which a hint plays
    before its level thinks; None where there is none or none is proven (within ``seconds`` of
    CPU where given: a hint's share of its budget)."""

    def __call__(self, state: State[Any], player: int, /, *, seconds: float | None = None) -> Any | None: ...


@dataclass(frozen=True)
class PointJudgement:
    """A decision judged in the game's own points (Make 5: the sorter's final score).

    ``actions`` are the moves judged (the candidates asked for, and any the game adds, e.g. every
    last move of Make 5), ``values`` what each is worth to the player in points (more is better),
    ``reasons`` what each gets, said when it is the better move ("could have scored 6 with
    c1-c"), and ``threshold`` the points a move must lose against the best to be flagged."""

    actions: list[Any]
    values: list[float]
    reasons: list[Message]
    threshold: float


class PointValues(Protocol):
    """``actions`` (legal for ``player`` in ``state``) judged in the game's own points; None where
    the game does not judge this decision so."""

    def __call__(
        self, state: State[Any], player: int, actions: Sequence[Any], /
    ) -> PointJudgement | None: ...


@dataclass(frozen=True)
class SolveRequest:
    """What ``fives solve GAME`` asks of a game's solver: the position to solve from (None: the
    start) and whether to list every square the last stone can end on (Abräumen)."""

    state: State[Any] | None = None
    end_squares: bool = False


class SolveReport(Protocol):
    def __call__(self, request: SolveRequest, /) -> str: ...


def _frozen(mapping: Mapping[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class AIPlugin:
    """Everything a game gives its AI.

    - ``evaluate``: the value of an unfinished position for a player, in [-1, 1] (None: the running
      scores, `score_evaluation`); ``order``: the actions best first, for alpha-beta; ``features``:
      a position as hashable features for Zobrist keys (None: its snapshot);
    - ``agents``: the game's own agents by spec name;
    - ``levels``: the spec of each named level (None: the generic search, ``default_search`` with
      two players); ``levels_by_players``: levels for one player count, which take precedence; a
      game may leave out levels that could not be told apart (it offers the others, and ``max``);
    - ``hint``: an exact solver's hint (Abräumen); ``hint_key``: a position as the cheap key by
      which the server keeps the hint's answers (None: kept per game history);
      ``solve_report``: what ``fives solve`` prints;
    - for players' advice (`fives.ai.advice`): ``reason``: why an action is good, in the game's
      own words (None: only the generic reasons); ``exact_value``: a position's exact value for
      the analysis instead of the look-ahead (Abräumen's solver); ``action_values``: the exact
      values of a decision's moves, which the analysis takes before anything else (Zahlenpoker's
      equilibrium: what each move gets against the others' equilibrium mix; Cambio and Fünf
      gewinnt: a win or a loss in a few plies, `fives.ai.search.forced`); ``winning_move``: a
      proven forced win that a hint plays before asking its level; ``point_values``: a
      decision judged in the game's own points instead, flagged by the points lost (Make 5's
      final score, exact at the last sort); ``hint_level`` and
      ``analysis_level``: the named level (or an agent spec) whose choice a hint gives and an
      analysis compares with (a level without a time budget that thinks too long for them names
      a weaker one: Make 5's ``hard`` and ``medium``; Hütchenspieler: a seeker that never lapses);
      ``analysis_budgets``: for each of the game's own agents with a time budget, the count
      parameter and the count per second of thinking that replace the time budget in an analysis
      (``{"fg": ("nodes", 3400.0)}``), so that the same record gives the same analysis on any
      machine under any load (`GENERIC_ANALYSIS_BUDGETS` for ``mcts`` and ``alphabeta``).
    """

    evaluate: Evaluate | None = None
    order: Order | None = None
    features: Features | None = None
    agents: Mapping[str, AgentFactory] = field(default_factory=dict)
    levels: Mapping[str, str] | None = None
    levels_by_players: Mapping[int, Mapping[str, str]] = field(default_factory=dict)
    default_search: Search = "mcts"
    hint: Hint | None = None
    hint_key: HintKey | None = None
    solve_report: SolveReport | None = None
    reason: Reason | None = None
    exact_value: ExactValue | None = None
    action_values: ActionValues | None = None
    point_values: PointValues | None = None
    winning_move: WinningMove | None = None
    hint_level: str = "max"
    analysis_level: str = "max"
    analysis_budgets: Mapping[str, tuple[str, float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # frozen all the way down: a plugin is shared by every agent of its game
        object.__setattr__(self, "agents", _frozen(self.agents))
        object.__setattr__(self, "analysis_budgets", _frozen(self.analysis_budgets))
        if self.levels is not None:
            object.__setattr__(self, "levels", _frozen(self.levels))
        by_players = {players: _frozen(levels) for players, levels in self.levels_by_players.items()}
        object.__setattr__(self, "levels_by_players", _frozen(by_players))

    def evaluator(self) -> Evaluate:
        """The evaluation the search uses: the game's, with finished positions judged by their
        returns, or the running scores."""
        return score_evaluation if self.evaluate is None else judged_by(self.evaluate)

    def level_specs(self, players: int) -> Mapping[str, str]:
        """The spec of each named level with ``players`` players (the levels the game offers:
        `fives.ai.levels.offered_levels`; it must offer ``max``)."""
        own = self.levels_by_players.get(players, self.levels)
        if own is not None:
            return own
        if self.default_search == "alphabeta" and players == 2:
            return ALPHABETA_LEVELS
        return MCTS_LEVELS


ALPHABETA_LEVELS: Mapping[str, str] = MappingProxyType(
    {
        "easy": "greedy",
        "medium": "alphabeta:seconds=0.08",
        "hard": "alphabeta:seconds=0.5",
        "max": "alphabeta:seconds=1.5",
    }
)
MCTS_LEVELS: Mapping[str, str] = MappingProxyType(
    {
        "easy": "mcts:seconds=0.03",
        "medium": "mcts:seconds=0.08",
        "hard": "mcts:seconds=0.5",
        "max": "mcts:seconds=1.5",
    }
)

#: the counts an analysis gives the generic searches instead of their time budgets (per second of
#: thinking, about what they reach in a CPU second; `fives.ai.advice.strongest_spec`)
GENERIC_ANALYSIS_BUDGETS: Mapping[str, tuple[str, float]] = MappingProxyType(
    {"mcts": ("sims", 2000.0), "alphabeta": ("nodes", 30000.0)}
)

#: the plugin of a game without an AI folder
DEFAULT_PLUGIN = AIPlugin()


_plugins: dict[str, AIPlugin] = {}


def ai_plugin(game_id: str) -> AIPlugin:
    """The AI plugin of the game ``game_id`` (``PLUGIN`` of ``<game module>.ai.plugin``:
    ``fives.games.<game_id>.ai.plugin`` for a built-in game; imported on first use and kept), or
    `DEFAULT_PLUGIN` where the game has no AI of its own."""
    found = _plugins.get(game_id)
    if found is not None:
        return found
    games = modules()
    if game_id not in games:
        raise UnknownGameError(game_id, sorted(games))
    name = f"{games[game_id]}.ai.plugin"
    module = optional_module(name)
    plugin = DEFAULT_PLUGIN if module is None else getattr(module, "PLUGIN", None)
    if not isinstance(plugin, AIPlugin):
        raise TypeError(f"{name} must declare PLUGIN = AIPlugin(...), not {type(plugin).__name__}")
    _plugins[game_id] = plugin
    return plugin

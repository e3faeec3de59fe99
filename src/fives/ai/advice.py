"""Advice for players of every game: a hint (the move to play now, with a reason in words) and an
analysis of a finished game (the moves that lost value, each with the better move).

- `hint(state, player, seconds)`: a forced win where the game proves one (``winning_move``),
  else the move the game's strongest level chooses (its AI plugin's ``hint_level``, ``max``
  unless it thinks too long), its time budget cut to `SEARCH_SHARE` of what is left of
  ``seconds`` (`HINT_SECONDS`, 0.5 CPU s, for all of the hint: proof, search and reason; an
  agent whose spec leaves its time to a default gets the cut as its budget; levels without a
  time budget, e.g. Abräumen's exact solver, Make 5's expectimax or Zahlenpoker's solved
  strategy, play as they are), asked through `act`, so it sees only what the seat may know.
  The reason is the game's own (the plugin's ``reason(state, player, action) -> Message |
  None``) or else a generic one (wins the game, stops an opponent's win, scores N points, the
  computer's choice).
- `analyse(record)`: for every decision of a person (a player acting with a choice of two or
  more moves) the value of the move played against the best, judged by `judge`: the mean, over
  positions drawn from what that player could know (`State.resample_hidden`; one position in
  games without hidden information), of a short look-ahead after the move (the player's own
  later moves maximise, opponents' moves minimise the player's value (paranoid), chance nodes
  are averaged, the game's evaluation at the horizon).  The candidates are the move played,
  the strongest level's choice (on a small budget) and the game's best-ordered moves; a move
  whose value lies more than ``threshold`` below the best is flagged (values are in [-1, 1]:
  a won game is 1, a lost one -1).  A game's AI plugin may judge a position exactly instead
  (``exact_value(state, player) -> float | None``: Abräumen's solver, 1 while the board can
  still be cleared to one stone, else 0), or give the exact values of a decision's moves at
  once (``action_values``: two-player Zahlenpoker, each move's value against the opponent's
  equilibrium mix, so that no equilibrium move is ever flagged and a move that throws a won
  game away is; Cambio and Fünf gewinnt: +1 for a win in 1 or 3 plies, -1 for a move that
  allows a forced loss within 3 plies, proven through the rules, the other moves by the
  look-ahead).  Without these the judgement rests on the look-ahead above: with three or
  four Zahlenpoker players, for instance, the others' hidden choices are averaged uniformly.
  The strongest level there is the plugin's ``analysis_level``, its time budget replaced by a
  count (``analysis_budgets``), so that the same record gives the same analysis on any machine.
- What the seat saw: an agent that remembers (``observe``, Hütchenspieler's seeker) is shown the
  seat's view after every action from the game's start (`remember`), for a hint and for each
  judged seat of an analysis, and the analysis draws its positions from what it remembers (its
  ``recall``, `draw_of`) instead of `State.resample_hidden`.
  A game may judge its decisions in its own points instead (``point_values``: Make 5, the
  sorter's final score, exact at the last sort): then a move is flagged by the points it loses
  (the game's threshold, not ``threshold``), the judgement's ``unit`` is ``"points"`` and the
  reason says what the better move gets ("could have scored 6 with c1-c").
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from fives.ai.levels import LEVELS, agent_factories, level_spec, make_agent
from fives.ai.plugin import GENERIC_ANALYSIS_BUDGETS, ActionValues, PointJudgement, ai_plugin
from fives.ai.search.agent import Agent, act
from fives.ai.search.budget import Budget, Clock, cpu_seconds
from fives.ai.spec import parse_spec
from fives.core import CHANCE, SIMULTANEOUS, TERMINAL, FivesError, Game, Message, State
from fives.core.record import Record
from fives.core.registry import load

#: a hint's budget (CPU seconds of the thinking thread, all of it: the proof of a forced win, the
#: level's search and the reason), what the server's scheduler charges for it
HINT_SECONDS = 0.5
#: the share of what is left of a hint's budget that its level may search (the rest: the reason,
#: and a search's overshoot past its clock's last check)
SEARCH_SHARE = 0.8
#: the least a hint's level searches, however long the proof of a forced win took
LEAST_SEARCH = 0.02
#: the share of a hint's budget that the proof of a forced win may take (`_proven_win`; a proof
#: cut short proves nothing, and the level searches)
PROOF_SHARE = 0.4
#: the strongest level's budget per move in an analysis (seconds)
ANALYSIS_SECONDS = 0.25
#: a move whose value lies more than this below the best move's is flagged (values in [-1, 1])
THRESHOLD = 0.2
#: positions drawn from a player's information in hidden-information games
DETERMINISATIONS = 8
#: plies looked ahead after the judged move, and the replies considered at an opponent's node
DEPTH = 2
BEAM = 10
#: chance outcomes (or other players' simultaneous choices) sampled where there are more
SAMPLES = 8
#: nodes one judgement may visit (the look-ahead stops at the horizon's evaluation after that)
NODES = 20000


@dataclass(frozen=True)
class Hint:
    """The move to play now and why."""

    action: Any
    notation: str
    reason: Message

    def to_json(self) -> dict[str, Any]:
        return {"best": self.notation, "reason": self.reason.to_json(), "text": str(self.reason)}


@dataclass(frozen=True)
class MoveJudgement:
    """One decision of a player in a finished game: the move played against the best one."""

    index: int  # the entry of the record's actions (0-based)
    player: int
    played: str
    best: str
    value_played: float
    value_best: float
    flagged: bool
    reason: Message | None  # why the better move is better (flagged moves only)
    #: the values' unit: None for values in [-1, 1], "points" for the game's own points (Make 5)
    unit: str | None = None
    #: the moves as a player reads them, where their notation holds words (`State.action_label`:
    #: Zahlenpoker's "empty" reads "leere Hand" in German), else None (the notation)
    played_label: Message | None = None
    best_label: Message | None = None

    @property
    def drop(self) -> float:
        return max(0.0, self.value_best - self.value_played)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "move_number": self.index + 1,
            "player": self.player,
            "played": self.played,
            "best": self.best,
            "value_played": round(self.value_played, 3),
            "value_best": round(self.value_best, 3),
            "drop": round(self.drop, 3),
            "unit": self.unit,
            "flagged": self.flagged,
            "reason": None if self.reason is None else self.reason.to_json(),
            "text": None if self.reason is None else str(self.reason),
            "played_label": None if self.played_label is None else self.played_label.to_json(),
            "best_label": None if self.best_label is None else self.best_label.to_json(),
        }


def _label(state: State[Any], action: Any, player: int) -> Message | None:
    """``action``'s label where it is a message (its notation holds words), else None."""
    label = state.action_label(action, player)
    return label if isinstance(label, Message) else None


# ----------------------------------------------------------------------------- the hint
def strongest_spec(game: Game[Any], players: int, seconds: float, analysis: bool = False) -> str:
    """The spec of ``game``'s strongest level with its time budget cut to ``seconds``; a game
    whose ``max`` has no time budget and thinks longer names the level for hints (and for an
    analysis, many moves at once) in its AI plugin (``hint_level``, ``analysis_level``).  For an
    analysis the time budget becomes a count (the plugin's ``analysis_budgets``: ``seconds``
    times the agent's count per second), so that the choice does not depend on the machine's
    speed or load."""
    plugin = ai_plugin(game.id)
    level = plugin.analysis_level if analysis else plugin.hint_level
    spec = level_spec(game, level, players) if level in LEVELS else level
    name, params = parse_spec(spec)
    counted = {**GENERIC_ANALYSIS_BUDGETS, **plugin.analysis_budgets}.get(name)
    if "seconds" not in params and _takes_seconds(game, name) and (not analysis or counted is not None):
        # an agent whose spec leaves its time budget to a default (Zahlenpoker's ``best``: its
        # search, where the two-player equilibrium does not apply) thinks no longer than a hint
        # may, or an analysis's count
        params["seconds"] = f"{seconds:g}"
    if analysis and "seconds" in params and counted is not None:  # a count: the same on any machine
        count_name, per_second = counted
        count = max(1, round(per_second * min(float(params.pop("seconds")), seconds)))
        params[count_name] = str(min(count, int(params.get(count_name, count))))
    elif "seconds" in params:
        params["seconds"] = f"{min(float(params['seconds']), seconds):g}"
    if not params:
        return name
    return name + ":" + ",".join(f"{key}={value}" for key, value in params.items())


def _takes_seconds(game: Game[Any], name: str) -> bool:
    """Whether the agent ``name`` of ``game`` has a time budget (a ``seconds`` parameter)."""
    factory = agent_factories(game).get(name)
    return factory is not None and any(spec.name == "seconds" for spec in factory.params)


def strongest_agent(game: Game[Any], players: int, seconds: float, analysis: bool = False) -> Agent:
    return make_agent(strongest_spec(game, players, seconds, analysis), game, players)


class Draw(Protocol):
    """A position drawn from what ``player`` may know of ``state`` (`State.resample_hidden`, or
    an agent's ``recall``, which draws from what the seat remembers as well)."""

    def __call__(self, state: State[Any], player: int, rng: random.Random, /) -> State[Any]: ...


def _plain(state: State[Any], player: int, rng: random.Random) -> State[Any]:
    return state.resample_hidden(player, rng)


def remembers(agent: Agent) -> bool:
    """Whether ``agent`` keeps a memory of what its seat saw (it has ``observe``)."""
    return callable(getattr(agent, "observe", None))


def remember(agent: Agent, state: State[Any], player: int) -> Agent:
    """``agent``, shown ``player``'s view after every action of ``state``'s history from the
    game's start (as the server's kept agents are, `fives.server.ai_worker`), when it keeps a
    memory; any other agent as it is."""
    observe = getattr(agent, "observe", None)
    if callable(observe):
        replay = state._prefix_state(0)
        for who, action in state.history:
            replay.push(action, who)
            observe(replay.view(player))
    return agent


def draw_of(agent: Agent) -> Draw:
    """How ``agent`` draws positions from what its seat knows: its ``recall`` (an agent that
    remembers, e.g. Hütchenspieler's seeker) or `State.resample_hidden`."""
    recall = getattr(agent, "recall", None)
    return recall if callable(recall) else _plain


def _check_turn(state: State[Any], player: int) -> None:
    if state.is_terminal():
        raise FivesError("the game is over: there is no move to hint")
    if player not in state.acting_players():
        raise FivesError(f"player {player + 1} has nothing to do now")


def hint(state: State[Any], player: int, seconds: float = HINT_SECONDS, seed: int | None = None) -> Hint:
    """The strongest level's move for ``player`` in ``state``, and why, within ``seconds`` of CPU
    in all: the level searches for `SEARCH_SHARE` of what the proof of a forced win left."""
    began = cpu_seconds()
    _check_turn(state, player)
    rng = random.Random(seed if seed is not None else state.seed * 1000003 + state.move_number)
    legal = state.legal_actions(player)
    if len(legal) == 1:
        action = legal[0]
        reason = Message("advice-only-move")
    else:
        forced = _proven_win(state, player, seconds * PROOF_SHARE)
        if forced is not None:
            action, reason = forced
        else:
            left = max(LEAST_SEARCH, (seconds - (cpu_seconds() - began)) * SEARCH_SHARE)
            agent = remember(strongest_agent(state.game, state.num_players, left), state, player)
            action = act(agent, state, player, rng)
            reason = explain(state, player, action, rng, draw_of(agent))
    return Hint(action, state.action_to_string(action, player), reason)


def _proven_win(state: State[Any], player: int, seconds: float | None = None) -> tuple[Any, Message] | None:
    """A forced win that the game proves (``winning_move``: Cambio, Fünf gewinnt), and why: the
    game's own words where they name what wins (a five completed, an open four made), else
    "wins by force" (where they would only say that a row grows)."""
    prove = ai_plugin(state.game.id).winning_move
    if prove is None:
        return None
    action = prove(state.resample_hidden(player, random.Random(0)), player, seconds=seconds)
    if action is None:
        return None
    after = state.clone()
    after.push(action, player)
    own = explain(state, player, action)
    if after.is_terminal() or not (own.key == "advice-best" or own.key.endswith("-builds")):
        return action, own  # wins at once, or the game names the threat that forces the win
    return action, Message("advice-forces-win")


# ----------------------------------------------------------------------------- reasons
def explain(
    state: State[Any], player: int, action: Any, rng: random.Random | None = None, draw: Draw = _plain
) -> Message:
    """Why ``action`` is good for ``player``: the game's own words, else the generic ones.
    Judged from what the player may know (a position drawn from their information by ``draw``)."""
    observation = draw(state, player, rng or random.Random(0))
    own = ai_plugin(state.game.id).reason
    if own is not None:
        found = own(observation, player, action)
        if found is not None:
            return found
    return generic_reason(observation, player, action)


def _winners(state: State[Any]) -> set[int]:
    returns = state.returns()
    top = max(returns)
    if all(r == top for r in returns):
        return set()
    return {p for p, r in enumerate(returns) if r == top}


def _wins_at_once(state: State[Any], player: int) -> bool:
    """Whether ``player`` (to move in ``state``) has a move that wins the game."""
    if player not in state.acting_players() or state.current_player() == SIMULTANEOUS:
        return False
    for reply in state.legal_actions(player):
        state.push(reply, player)
        try:
            if state.is_terminal() and player in _winners(state):
                return True
        finally:
            state.pop()
    return False


def generic_reason(observation: State[Any], player: int, action: Any) -> Message:
    """Wins the game / stops an opponent's immediate win / scores N points / the computer's choice."""
    state = observation.clone()
    if state.current_player() == SIMULTANEOUS:  # what it scores depends on the others' hidden choices
        return Message("advice-best")
    before = state.scores()
    state.push(action, player)
    if state.is_terminal():
        if player in _winners(state):
            return Message("advice-wins")
        return Message("advice-best")
    current = state.current_player()
    if current >= 0 and current != player and not _wins_at_once(state, current):
        state.pop()
        for other in state.legal_actions(player)[:40]:  # would another move let them win?
            if other == action:
                continue
            state.push(other, player)
            try:
                if state.current_player() == current and _wins_at_once(state, current):
                    return Message("advice-blocks", player=state.player_name(current))
            finally:
                state.pop()
        state.push(action, player)
    after = state.scores()
    if len(after) == len(before) and after[player] > before[player]:
        return Message("advice-scores", points=_number(after[player] - before[player]))
    return Message("advice-best")


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 2)


# ----------------------------------------------------------------------------- judging moves
class _Judge:
    """The short look-ahead of `judge` (one per decision, with its node budget)."""

    def __init__(self, game: Game[Any], root: int, rng: random.Random, nodes: int) -> None:
        plugin = ai_plugin(game.id)
        self.evaluate = plugin.evaluator()
        self.order = plugin.order
        self.root = root
        self.rng = rng
        self.clock: Clock = Budget(nodes=nodes).start()

    def value(self, state: State[Any], depth: int) -> float:
        current = state.current_player()
        if current == TERMINAL:
            return state.returns()[self.root]
        if depth <= 0 or not self.clock.tick():
            return self.evaluate(state, self.root)
        if current == CHANCE:
            outcomes = state.chance_outcomes()
            if len(outcomes) > SAMPLES:
                weights = [float(p) for _, p in outcomes]
                drawn = self.rng.choices([a for a, _ in outcomes], weights, k=SAMPLES)
                outcomes = [(a, 1 / SAMPLES) for a in drawn]  # type: ignore[misc]
            total = 0.0
            for outcome, probability in outcomes:
                state.push(outcome, CHANCE)
                try:
                    total += float(probability) * self.value(state, depth)  # chance is no ply
                finally:
                    state.pop()
            return total
        if current == SIMULTANEOUS:  # the others' hidden choices: unknown, so averaged
            total = 0.0
            for _ in range(SAMPLES):
                pushed = 0
                try:
                    while state.current_player() == SIMULTANEOUS:
                        p = state.acting_players()[0]
                        state.push(self.rng.choice(state.legal_actions(p)), p)
                        pushed += 1
                    total += self.value(state, depth - 1)
                finally:
                    for _ in range(pushed):
                        state.pop()
            return total / SAMPLES
        actions = state.legal_actions(current)
        if self.order is not None:
            actions = self.order(state, current, list(actions))
        actions = actions[:BEAM]
        values = []
        for action in actions:
            state.push(action, current)
            try:
                values.append(self.value(state, depth - 1))
            finally:
                state.pop()
        return max(values) if current == self.root else min(values)


def judge(
    state: State[Any],
    player: int,
    actions: Sequence[Any],
    seed: int = 0,
    depth: int = DEPTH,
    nodes: int = NODES,
    draw: Draw = _plain,
) -> list[float]:
    """The values of ``actions`` for ``player`` in ``state`` (each in [-1, 1]), judged from what
    the player could know (positions drawn by ``draw``; see the module's text)."""
    rng = random.Random(seed)
    plugin = ai_plugin(state.game.id)
    draws = DETERMINISATIONS if state.game.info.hidden_information else 1
    observations = [draw(state, player, rng) for _ in range(draws)]
    exactly: list[float | None] = [None] * len(actions)
    if plugin.action_values is not None:
        exactly = _exactly(plugin.action_values, observations, player, actions)
    if all(v is not None for v in exactly):
        return [float(v) for v in exactly if v is not None]
    values = [0.0 if v is None else float(v) for v in exactly]
    open_ = [i for i, v in enumerate(exactly) if v is None]  # judged by the look-ahead
    per = max(1, nodes // max(1, draws * len(open_)))
    exact = plugin.exact_value
    for observation in observations:
        for i in open_:
            action = actions[i]
            observation.push(action, player)
            try:
                known = None if exact is None else exact(observation, player)
                if known is None:
                    known = _Judge(state.game, player, rng, per).value(observation, depth - 1)
                values[i] += known / draws
            finally:
                observation.pop()
    return values


def _exactly(
    values: ActionValues, observations: list[State[Any]], player: int, actions: Sequence[Any]
) -> list[float | None]:
    """The plugin's exact values of ``actions``, the mean over ``observations``; None for an
    action whose value it does not know in every one of them."""
    columns: list[list[float]] = [[] for _ in actions]
    for observation in observations:
        found = values(observation, player, actions)
        if found is None:
            return [None] * len(actions)
        for column, value in zip(columns, found, strict=True):
            if value is not None:
                column.append(float(value))
    return [math.fsum(c) / len(c) if len(c) == len(observations) else None for c in columns]


def _start(record: Record, game: Game[Any]) -> State[Any]:
    if record.start is not None:
        return game.state_from_snapshot(record.start, record.options, record.seed)
    return game.new_state(record.options, record.seed)


def entry(state: State[Any], text: str) -> tuple[int, Any]:
    player: int | None = None
    if state.current_player() == SIMULTANEOUS:
        head, _, text = text.partition(":")
        player = int(head.strip())
    action = state.parse_action(text, player)
    return state._resolve_player(player, text), action


def analyse(
    record: Record,
    players: Sequence[int] | None = None,
    seconds: float = ANALYSIS_SECONDS,
    threshold: float = THRESHOLD,
    seed: int = 0,
    total: float | None = None,
) -> list[MoveJudgement]:
    """Judge every decision of ``players`` (default: all) in the game of ``record`` (which
    `fives.core.replay.replay` has checked); with ``total`` (CPU seconds of this thread,
    `cpu_seconds`, so that load on the machine does not cut it short) it stops judging once
    that time is spent (the decisions judged so far are returned)."""
    game = load(record.game)
    state = _start(record, game)
    agent = strongest_agent(game, state.num_players, seconds, analysis=True)
    # an agent that remembers gets one per seat, shown that seat's view after every action
    seats = {}
    if remembers(agent):
        judged = range(state.num_players) if players is None else players
        seats = {p: strongest_agent(game, state.num_players, seconds, analysis=True) for p in judged}
    judgements: list[MoveJudgement] = []
    deadline = None if total is None else cpu_seconds() + total
    for index, text in enumerate(record.actions):
        if deadline is not None and cpu_seconds() > deadline:
            break
        player, action = entry(state, text)
        legal = state.legal_actions(player) if player != CHANCE else []
        if player != CHANCE and len(legal) > 1 and (players is None or player in players):
            rng = random.Random(seed * 7919 + index)
            mind = seats.get(player, agent)
            judgements.append(_judged(state, player, action, legal, mind, rng, index, threshold))
        state.push(action, player)
        for seat, mind in seats.items():
            mind.observe(state.view(seat))  # type: ignore[attr-defined]
    return judgements


def _judged(
    state: State[Any],
    player: int,
    played: Any,
    legal: list[Any],
    agent: Agent,
    rng: random.Random,
    index: int,
    threshold: float,
) -> MoveJudgement:
    candidates = [played]
    choice = act(agent, state, player, rng)
    if choice != played:
        candidates.append(choice)
    order = ai_plugin(state.game.id).order
    draw = draw_of(agent)
    seen = draw(state, player, rng)  # the ordering, too, sees only what the player knows
    ranked = order(seen, player, list(legal)) if order is not None and len(legal) > 6 else legal
    for action in ranked[:6]:
        if action not in candidates:
            candidates.append(action)
    seed = rng.randrange(1 << 30)
    unit: str | None = None
    points = _in_points(state, player, candidates)
    if points is None:
        values = judge(state, player, candidates, seed=seed, draw=draw)
    else:
        candidates, values, unit = points.actions, points.values, "points"
    best = max(range(len(candidates)), key=lambda i: (values[i], i == 0))  # ties: the move played
    drop = values[best] - values[0]
    if points is None:
        flagged = best != 0 and drop > threshold
        reason = explain(state, player, candidates[best], rng, draw) if flagged else None
    else:
        flagged = best != 0 and drop >= points.threshold - 1e-9
        reason = points.reasons[best] if flagged else None
    return MoveJudgement(
        index=index,
        player=player,
        played=state.action_to_string(played, player),
        best=state.action_to_string(candidates[best], player),
        value_played=values[0],
        value_best=values[best],
        flagged=flagged,
        reason=reason,
        unit=unit,
        played_label=_label(state, played, player),
        best_label=_label(state, candidates[best], player),
    )


def _in_points(state: State[Any], player: int, candidates: list[Any]) -> PointJudgement | None:
    """The decision judged in the game's own points, where its plugin does (Make 5)."""
    hook = ai_plugin(state.game.id).point_values
    if hook is None:
        return None
    judged = hook(state.resample_hidden(player, random.Random(0)), player, candidates)
    if judged is not None and judged.actions[: len(candidates)] != candidates:
        raise FivesError(f"{state.game.id}: the points judgement must keep the candidates first")
    return judged


__all__ = [
    "HINT_SECONDS",
    "THRESHOLD",
    "Hint",
    "MoveJudgement",
    "analyse",
    "explain",
    "generic_reason",
    "hint",
    "judge",
    "strongest_spec",
]

"""Every `fives` game as a Python game of OpenSpiel (``pip install fives[research]``).

Importing this module registers each game with ``pyspiel`` under the name ``fives_<id>``::

    import pyspiel
    import fives.interop.openspiel  # registers fives_cambio, fives_torris, ...

    game = pyspiel.load_game("fives_cambio", {"players": 2})

What is declared, per game (see docs/research.md):

- ``GameType``: dynamics SIMULTANEOUS for games with simultaneous moves (Zahlenpoker), else
  SEQUENTIAL; chance mode EXPLICIT_STOCHASTIC when the game has chance events (Cambio: only with
  ``setup=random``), else DETERMINISTIC; information IMPERFECT for hidden information or
  simultaneous moves, else PERFECT; utility ZERO_SUM (our returns are zero-sum) except for the
  one-player puzzle Abräumen (GENERAL_SUM); reward model TERMINAL; the player counts and every
  game option as a parameter (plus ``position``, ``tensor_size`` and the game's own adapter
  parameters from its interop table, none at present; see `parameters`).
- Actions and chance outcomes: the dense ids of `fives.interop.spaces` (Fünf gewinnt's relative
  to its stones, so an id is named in the state it is taken in); ``action_to_string`` is our
  notation.  Simultaneous games get one extra id, ``wait``, the only legal action of a
  player who does not take part in a simultaneous round (OpenSpiel asks every player for a part
  of the joint action).  Our protocol takes simultaneous submissions one at a time; a joint
  action is applied as each acting player's part in turn.
- Observation and information-state tensors: the game's own observation
  (`fives.interop.observation`: named fields, each an entry of the observer's ``dict``), and for
  the information state the game's recall after it (games of perfect information: the
  observation); with the parameter ``observation="hashed"`` (or for a game without its own, or an
  observer of every player's private information) the hashed view (`fives.interop.features`).
  Strings: the canonical JSON of the player's view; ``perfect_recall`` adds the move log as the
  player saw it.  An observer asked for public information only sees what a spectator sees.
- ``resample_from_infostate`` (OpenSpiel's IS-MCTS uses it) calls our ``resample_hidden``.

Applied ids are not checked for legality a second time (OpenSpiel's algorithms apply legal
ids, and OpenSpiel's own games do not check either); an illegal id would corrupt the state.
`FivesState.fives_state` is our state inside, for anything the adapter does not show.
"""

from __future__ import annotations

import json
import math
import random
import weakref
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

import fives.games
from fives.core import CHANCE, SIMULTANEOUS, TERMINAL, Game, Options, State

from .features import DEFAULT_SIZE, canonical, knowledge, slots
from .observation import Encoder, encoder, observation_table
from .spaces import SUPPORTED, ActionSpace, Spaces, TableSpace, adapter_parameters, single_options, spaces

PREFIX = "fives_"
WAIT = "wait"
#: The common "who starts" option (``lot`` or a player number), an int parameter here.
FIRST = "first"
#: The adapter parameter for one round or game of a match (`fives.interop.spaces.single_options`).
SINGLE = "single"
ParamValue = int | bool | str | float

_TERMINAL = int(pyspiel.PlayerId.TERMINAL)
_CHANCE = int(pyspiel.PlayerId.CHANCE)
_SIMULTANEOUS = int(pyspiel.PlayerId.SIMULTANEOUS)
if (CHANCE, SIMULTANEOUS, TERMINAL) != (_CHANCE, _SIMULTANEOUS, _TERMINAL):  # `current_player` relies on it
    raise ImportError("fives.core's CHANCE, SIMULTANEOUS and TERMINAL differ from pyspiel's player ids")


def short_name(game_id: str) -> str:
    """The name a game is registered under in pyspiel."""
    return PREFIX + game_id


def parameters(game: Game[Any]) -> dict[str, ParamValue]:
    """The pyspiel parameters of a game and their defaults.

    ``players`` and every option of the game, by its name and with its default.  An option whose
    default depends on other options (e.g. All Fives' ``hand_size``) defaults to ``0`` (an int)
    or ``""`` (text), which means "the game's default".  The common option ``first`` (who starts:
    ``lot`` or a player number) is an int here: 0 for the lot, else the player number (OpenSpiel
    reads ``first=1`` back from a game string as an int, so a text parameter would not survive
    serialization).  Adapter parameters: ``position`` (the
    JSON of a position snapshot to start from, "" for the normal start; e.g. a small Zahlenpoker
    position for CFR), ``observation`` (``"game"``: the game's own observation tensors, the
    default where it declares one; ``"hashed"``: the hashed view), ``tensor_size`` (length of
    the hashed tensors), ``single`` (True: one
    round or game of a game played as a match, `fives.interop.spaces.single_options`; it
    overrides those options) and the game's own
    parameters from its interop table (`fives.interop.spaces.adapter_parameters`; e.g. Fünf
    gewinnt's former ``radius``; no game declares one at present).
    """
    result: dict[str, ParamValue] = {}
    for spec in game.info.all_options():
        if spec.name == FIRST:
            result[spec.name] = 0 if spec.default == "lot" else int(str(spec.default))
        elif callable(spec.default):
            result[spec.name] = 0 if spec.kind is int else ""
        else:
            result[spec.name] = spec.default
    result["position"] = ""
    result["observation"] = "game" if observation_table(game.id) is not None else "hashed"
    result["tensor_size"] = DEFAULT_SIZE
    result[SINGLE] = False
    result.update(adapter_parameters(game))
    return result


def game_type(game: Game[Any]) -> Any:
    """The truthful ``pyspiel.GameType`` of ``game``."""
    info = game.info
    gt = pyspiel.GameType
    return gt(
        short_name=short_name(game.id),
        long_name=f"fives: {info.name} ({info.name_de})",
        dynamics=gt.Dynamics.SIMULTANEOUS if info.simultaneous else gt.Dynamics.SEQUENTIAL,
        chance_mode=gt.ChanceMode.EXPLICIT_STOCHASTIC if info.chance else gt.ChanceMode.DETERMINISTIC,
        information=(
            gt.Information.IMPERFECT_INFORMATION
            if info.hidden_information or info.simultaneous
            else gt.Information.PERFECT_INFORMATION
        ),
        utility=gt.Utility.GENERAL_SUM if info.max_players == 1 else gt.Utility.ZERO_SUM,
        reward_model=gt.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(game),
    )


def _options(game: Game[Any], values: Mapping[str, Any]) -> Options:
    given: dict[str, object] = {}
    for spec in game.info.all_options():
        value = values.get(spec.name)
        if spec.name == FIRST and isinstance(value, int) and not isinstance(value, bool):
            value = "lot" if value == 0 else str(value)
        if value is None or (callable(spec.default) and value in (0, "")):
            continue
        given[spec.name] = value
    return game.validate_options(given)


class _Adapter:
    """What every state of one loaded game shares: the game, its options and its spaces.

    ``key`` (the game id and the canonical JSON of the parameters) names it: a pickled state
    carries the key, not the adapter (`_Box.__reduce__`).  It keeps no memo: a state's ids are
    encoded when asked (a dict lookup each, or plain arithmetic), so nothing grows with use."""

    def __init__(
        self,
        key: tuple[str, str],
        game: Game[Any],
        options: Options,
        action_spaces: Spaces,
        tensor_size: int,
        observation: str = "game",
    ) -> None:
        self.key = key
        self.game = game
        self.options = options
        self.spaces = action_spaces
        self.tensor_size = tensor_size
        if observation not in ("game", "hashed"):
            raise ValueError(f"observation must be game or hashed, not {observation!r}")
        #: the game's own observation (None: the hashed view)
        self.encoder: Encoder | None = encoder(game, options) if observation == "game" else None
        self.wait = action_spaces.player.size if game.info.simultaneous else -1
        self.encode_all = action_spaces.player.encode_all
        player = action_spaces.player
        #: the actions by id when they are the same in every state (else None: `decode` with the state)
        self.table: tuple[Any, ...] | None = (
            tuple(player.actions()) if isinstance(player, TableSpace) else None
        )
        #: the ids by action when they are the same in every state (else None: `encode_all` with the state)
        self.index: dict[Any, int] | None = (
            {a: i for i, a in enumerate(self.table)} if self.table is not None else None
        )
        self.decode = action_spaces.player.decode
        #: a relative space's frame of a position and the encoding and decoding with it
        self.frame = player.frame
        self.encode_all_in = player.encode_all_in
        self.decode_in = player.decode_in
        self.decode_chance = action_spaces.chance.decode
        self.encode_chance_all = action_spaces.chance.encode_all
        chance = action_spaces.chance
        #: the chance outcomes by id when they are the same in every state (else None)
        self.chance_table: tuple[Any, ...] | None = (
            tuple(chance.actions()) if isinstance(chance, TableSpace) else None
        )
        #: the chance outcomes' ids by outcome when they are the same in every state (else None)
        self.chance_index: dict[Any, int] | None = (
            {a: i for i, a in enumerate(chance.actions())} if isinstance(chance, TableSpace) else None
        )
        #: the table's own way to list a state's chance outcomes as ids, when it has one
        self.outcome_pairs: Callable[[State[Any]], list[tuple[int, float]] | None] | None = (
            chance.outcome_pairs if type(chance).outcome_pairs is not ActionSpace.outcome_pairs else None
        )


#: The adapters of the loaded games by key (weak: an adapter lives as long as a game or state uses it).
_ADAPTERS: weakref.WeakValueDictionary[tuple[str, str], _Adapter] = weakref.WeakValueDictionary()


def _adapter(game_id: str, values_json: str) -> _Adapter:
    """The adapter of ``game_id`` with the parameters ``values_json`` (shared, built when missing)."""
    key = (game_id, values_json)
    found = _ADAPTERS.get(key)
    if found is None:
        game = fives.games.load(game_id)
        values: dict[str, Any] = json.loads(values_json)
        if values.get(SINGLE):
            values.update(single_options(game))
        options = _options(game, values)
        own = {name: int(values[name]) for name in adapter_parameters(game)}
        found = _Adapter(
            key,
            game,
            options,
            spaces(game, options, **own),
            int(values["tensor_size"]),
            str(values.get("observation", "hashed")),
        )
        _ADAPTERS[key] = found
    return found


class _Box:
    """Holds our state inside a pyspiel state.  OpenSpiel clones a Python state by deep-copying
    its attributes; this makes that a cheap `State.clone` and shares the adapter.  OpenSpiel
    serializes a Python state by pickling its attributes; a box pickles as our state and the
    adapter's key, so a serialized state holds that state only."""

    __slots__ = ("adapter", "frame", "history", "last", "length", "player", "state")

    def __init__(self, state: State[Any], adapter: _Adapter) -> None:
        self.state = state
        self.adapter = adapter
        # who moves, remembered for the history it was asked at (`current`)
        self.history: list[Any] | None = None
        self.length = -1
        self.last: object = None
        self.player = 0
        # a relative space's frame of that position (`ActionSpace.frame`), once asked
        self.frame: object = None

    def current(self) -> int:
        """``state.current_player()``, asked once per position: a loop asks who moves up to six
        times a step (``is_terminal``, ``is_chance_node``, ``legal_actions``, and C++'s
        ``apply_action`` before ``_apply_action``).  The answer is kept for the history it was
        asked at: the same list, as long, with the same last entry (`State.push` appends a new
        tuple each time), so any push or pop, on this state or on `FivesState.fives_state`
        directly, or a replaced state, asks again."""
        history = self.state.history
        length = len(history)
        if length == self.length and history is self.history and (not length or history[-1] is self.last):
            return self.player
        return self.ask(history, length)

    def ask(self, history: list[Any], length: int) -> int:
        """Ask our state who moves at ``history`` (its history, ``length`` long) and keep it."""
        player: int = self.state.current_player()
        self.history = history
        self.length = length
        self.last = history[-1] if length else None
        self.player = player
        self.frame = None
        return player

    def __deepcopy__(self, memo: dict[int, object]) -> _Box:
        return _Box(self.state.clone(), self.adapter)

    def __reduce__(self) -> tuple[Any, tuple[State[Any], tuple[str, str]]]:
        return _unbox, (self.state, self.adapter.key)


def _unbox(state: State[Any], key: tuple[str, str]) -> _Box:
    return _Box(state, _adapter(*key))


class FivesGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel is untyped
    """One of our games with fixed parameters, as a pyspiel game."""

    def __init__(self, game: Game[Any], spiel_type: Any, params: Mapping[str, Any] | None = None) -> None:
        values: dict[str, Any] = {**parameters(game), **(params or {})}
        self._adapter = _adapter(game.id, canonical(values))
        options = self._adapter.options
        action_spaces = self._adapter.spaces
        position = str(values["position"])
        self._start_given = bool(position)
        if position:
            self._initial = game.state_from_snapshot(json.loads(position), options, seed=0)
        else:
            self._initial = game.new_state(options, seed=0)
        wait = 1 if game.info.simultaneous else 0
        players = options.get_int("players")
        info = pyspiel.GameInfo(
            num_distinct_actions=action_spaces.player.size + wait,
            max_chance_outcomes=action_spaces.chance.size,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None if game.info.max_players == 1 else 0.0,
            max_game_length=game.max_length(options),
        )
        super().__init__(spiel_type, info, values)

    @property
    def fives_game(self) -> Game[Any]:
        return self._adapter.game

    def new_initial_state(self, position: str | Mapping[str, Any] | None = None) -> FivesState:
        """The start position, or ``position``: a snapshot (as `Game.state_from_snapshot` takes
        it), or its JSON text."""
        if position is None:
            adapter = self._adapter
            if self._start_given:
                return FivesState(self, self._initial.clone(), adapter)
            # the start itself, made again (as cheap as a clone, and nothing of it is shared)
            return FivesState(self, adapter.game.new_state(adapter.options, seed=0), adapter)
        snapshot = json.loads(position) if isinstance(position, str) else dict(position)
        adapter = self._adapter
        return FivesState(self, adapter.game.state_from_snapshot(snapshot, adapter.options, seed=0), adapter)

    def make_py_observer(self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None) -> Observer:
        if params:
            raise ValueError(f"fives observers take no parameters, not {dict(params)}")
        return Observer(iig_obs_type, self._adapter.tensor_size, self._adapter.encoder)


class FivesState(pyspiel.State):  # type: ignore[misc]  # pyspiel is untyped
    """A pyspiel state around one of our states."""

    def __init__(self, game: FivesGame, state: State[Any], adapter: _Adapter) -> None:
        super().__init__(game)
        self._box = _Box(state, adapter)

    @property
    def fives_state(self) -> State[Any]:
        """Our state (the real one: changing it changes this pyspiel state)."""
        return self._box.state

    # Who moves: the queries below ask `_Box.current`, each with its check written out (a
    # rollout makes five of these calls a step, pyspiel's C++ `apply_action` one of them; the
    # call saved is a tenth of a microsecond each).  Our CHANCE, SIMULTANEOUS and TERMINAL are
    # pyspiel's player ids, so the answer needs no mapping.
    def current_player(self) -> int:
        box = self._box
        history = box.state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            return box.player
        return box.ask(history, length)

    # The queries below are also pyspiel.State's (C++); defined here, a call from Python runs
    # them directly instead of through the C++ wrapper, which calls back into Python for every
    # part (is_terminal, current_player, _legal_actions: 14 us instead of 5 for a legal list).
    # C++ callers (OpenSpiel's C++ algorithms) still go through the wrapper; both agree.
    def is_terminal(self) -> bool:
        box = self._box
        history = box.state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            return box.player == TERMINAL
        return box.ask(history, length) == TERMINAL

    def is_chance_node(self) -> bool:
        box = self._box
        history = box.state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            return box.player == CHANCE
        return box.ask(history, length) == CHANCE

    def is_simultaneous_node(self) -> bool:
        box = self._box
        history = box.state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            return box.player == SIMULTANEOUS
        return box.ask(history, length) == SIMULTANEOUS

    def is_player_node(self) -> bool:
        return self._box.current() >= 0

    def legal_actions(self, player: int | None = None) -> list[int]:
        """As pyspiel's: the current player's (or ``player``'s) legal ids in ascending order, the
        chance outcomes at a chance node, the flat joint actions at a simultaneous node."""
        box = self._box
        state = box.state
        history = state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            current = box.player
        else:
            current = box.ask(history, length)
        if current >= 0:
            if player is None or player == current:
                # the hot path: our State.legal_actions without asking who moves a second time
                legal = state._legal_actions(current)
                adapter = box.adapter
                index = adapter.index
                if index is None:  # ids relative to the position: its frame, kept for the move
                    frame = box.frame
                    if frame is None:
                        frame = box.frame = adapter.frame(state)
                    ids = adapter.encode_all_in(legal, state, frame)
                else:
                    try:
                        ids = [index[a] for a in legal]
                    except (KeyError, TypeError):
                        ids = adapter.encode_all(legal, state)  # raises for the first unknown action
                ids.sort()
                return ids
            if player < 0:
                raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")
            return []
        if current == TERMINAL:
            return []
        if current == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if player is not None and player >= 0:  # a simultaneous node: one player's part
            if player not in state._acting_players():
                return [self._box.adapter.wait]
            ids = self._box.adapter.encode_all(state._legal_actions(player), state)
            ids.sort()
            return ids
        if player is None or player == _SIMULTANEOUS:
            return self._legal_actions(_SIMULTANEOUS)
        raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")

    def _ids(self, player: int) -> list[int]:
        state = self._box.state
        ids = self._box.adapter.encode_all(state.legal_actions(player), state)
        ids.sort()
        return ids

    def _legal_actions(self, player: int) -> list[int]:
        state = self._box.state
        if self._box.current() != SIMULTANEOUS:
            return self._ids(player)
        acting = state.acting_players()
        if player >= 0:
            return self._ids(player) if player in acting else [self._box.adapter.wait]
        # the flat joint actions (OpenSpiel's mixed-radix numbering over every player's list)
        count = math.prod(len(self._legal_actions(p)) for p in range(state.num_players))
        return list(range(count))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        box = self._box
        fast = box.adapter.outcome_pairs
        if fast is not None:
            pairs = fast(box.state)
            if pairs is not None:
                return pairs
        return self._converted_outcomes()

    def _converted_outcomes(self) -> list[tuple[int, float]]:
        """`chance_outcomes` by converting our state's list (also when the table has a faster way)."""
        outcomes = self._box.state.chance_outcomes()
        if not outcomes:
            return []
        index = self._box.adapter.chance_index
        first = outcomes[0][1]
        try:  # a table's outcomes with Fractions (as our rules give them): one pass, no float()
            if all(p is first for _, p in outcomes):  # uniform: `fives.core.uniform` shares one
                chance = first.numerator / first.denominator
                pairs = [(index[a], chance) for a, _ in outcomes]  # type: ignore[index]
            else:
                pairs = [(index[a], p.numerator / p.denominator) for a, p in outcomes]  # type: ignore[index]
        except (KeyError, TypeError, AttributeError):  # no table, float probabilities, or unknown
            ids = self._box.adapter.encode_chance_all([a for a, _ in outcomes])  # raises if unknown
            pairs = list(zip(ids, [float(p) for _, p in outcomes], strict=True))
        previous = -1
        for outcome, _ in pairs:  # in id order, as OpenSpiel lists them (sorted only when not)
            if outcome < previous:
                return sorted(pairs)
            previous = outcome
        return pairs

    def _joint(self, flat: int) -> list[int]:
        """A flat joint action as every player's id (OpenSpiel's numbering: mixed radix over the
        players' legal lists, player 0 the least significant digit)."""
        result = []
        for player in range(self._box.state.num_players):
            legal = self._legal_actions(player)
            flat, digit = divmod(flat, len(legal))
            result.append(legal[digit])
        return result

    def _apply_action(self, action: int) -> None:
        box = self._box
        state = box.state
        history = state.history
        length = len(history)
        if length == box.length and history is box.history and (not length or history[-1] is box.last):
            player = box.player  # pyspiel's C++ apply_action has just asked current_player
        else:
            player = box.ask(history, length)
        if player >= 0:
            adapter = box.adapter
            table = adapter.table
            if table is not None and 0 <= action < len(table):  # a table's id: its action, at once
                state.push(table[action], player)
            elif table is None:  # relative ids: the frame the legal list was encoded in
                frame = box.frame
                if frame is None:
                    frame = box.frame = adapter.frame(state)
                state.push(adapter.decode_in(action, state, frame), player)
            else:
                state.push(adapter.decode(action, state), player)  # raises: out of range
        elif player == CHANCE:
            outcomes = box.adapter.chance_table
            if outcomes is not None and 0 <= action < len(outcomes):
                state.push(outcomes[action], CHANCE)
            else:
                state.push(box.adapter.decode_chance(action), CHANCE)
        else:
            self._apply_actions(self._joint(action))

    def _apply_actions(self, actions: list[int]) -> None:
        state = self._box.state
        decode = self._box.adapter.decode
        chosen = [(player, decode(actions[player], state)) for player in state.acting_players()]
        for player, action in chosen:  # every part decoded in the position before the round
            state.push(action, player)

    def _action_to_string(self, player: int, action: int) -> str:
        adapter = self._box.adapter
        state = self._box.state
        if player == CHANCE:
            return state.action_to_string(adapter.decode_chance(action), CHANCE)
        if player == SIMULTANEOUS:
            parts = self._joint(action)
            return ", ".join(f"P{p + 1}: {self._action_to_string(p, a)}" for p, a in enumerate(parts))
        if action == adapter.wait:
            return WAIT
        return state.action_to_string(adapter.decode(action, state), player if player >= 0 else None)

    def returns(self) -> list[float]:
        return list(self._box.state.returns())

    def __str__(self) -> str:
        return canonical(self._box.state.snapshot())

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> FivesState:
        """A state ``player_id`` cannot tell from this one, hidden facts redrawn (`resample_hidden`);
        the sampler seeds the draw.  The clone's OpenSpiel history keeps the ids of this state."""
        rng = random.Random(int(probability_sampler() * 2**53))
        clone: FivesState = self.clone()
        clone._box.state = self._box.state.resample_hidden(player_id, rng)
        return clone


class Observer:
    """OpenSpiel's PyObserver interface: the game's own tensors (its fields as the entries of
    ``dict``, views into one ``tensor``) or the hashed view, and strings of a player's view."""

    def __init__(self, iig_obs_type: Any, size: int, encoder: Encoder | None = None) -> None:
        self.recall = bool(iig_obs_type.perfect_recall) if iig_obs_type is not None else False
        private = iig_obs_type.private_info if iig_obs_type is not None else None
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.everything = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        # every player's private information at once is not an observation of one seat: hashed
        self.encoder = None if self.everything else encoder
        if self.encoder is None:
            self.tensor = np.zeros(size, np.float32)
            self.dict = {"hashed_view": self.tensor}
        else:
            enc = self.encoder
            self.tensor = np.zeros(enc.info_size if self.recall else enc.layout.size, np.float32)
            fields = enc.layout.fields + (enc.recall_layout().fields if self.recall else ())
            self.dict = {f.name: self.tensor[f.offset : f.end].reshape(f.shape) for f in fields}

    def _data(self, state: FivesState, player: int) -> dict[str, Any]:
        ours = state.fives_state
        data = knowledge(ours, None if self.public_only else player, recall=self.recall)
        if self.everything:
            data = {"view": data, "position": ours.snapshot()}
        return data

    def set_from(self, state: FivesState, player: int) -> None:
        tensor = self.tensor
        tensor.fill(0.0)
        enc = self.encoder
        if enc is None:
            tensor[slots(self._data(state, player), tensor.size)] = 1.0
            return
        ours = state._box.state
        seat = None if self.public_only else player
        enc.write(ours, seat, tensor)
        if self.recall:
            enc.write_recall(ours, seat, tensor)

    def string_from(self, state: FivesState, player: int) -> str:
        return canonical(self._data(state, player))


def _game_class(game: Game[Any], spiel_type: Any) -> type[FivesGame]:
    """A FivesGame subclass bound to ``game`` (pyspiel keeps the creator until the process exits;
    a class, unlike a closure, is torn down safely there).  The class is bound in this module
    under its name, so pickle finds it: a game pickles as its OpenSpiel game string."""

    def init(self: FivesGame, params: Mapping[str, Any] | None = None) -> None:
        FivesGame.__init__(self, game, spiel_type, params)

    name = "Fives" + "".join(part.capitalize() for part in game.id.split("_")) + "Game"
    cls = type(name, (FivesGame,), {"__init__": init, "__module__": __name__, "__qualname__": name})
    globals()[name] = cls  # pickle finds a class by module and name: games pickle as their game string
    return cls


def register() -> list[str]:
    """Register every game with pyspiel (again a no-op); returns the registered names."""
    names = []
    known = set(pyspiel.registered_names())
    for game in fives.games.all():
        if game.id not in SUPPORTED:
            continue
        name = short_name(game.id)
        if name not in known:
            spiel_type = game_type(game)
            pyspiel.register_game(spiel_type, _game_class(game, spiel_type))
        names.append(name)
    return names


def load(game_id: str, **params: ParamValue) -> FivesGame:
    """``pyspiel.load_game("fives_<id>", params)``, registering the games first."""
    register()
    game: FivesGame = pyspiel.load_game(short_name(fives.games.load(game_id).id), dict(params))
    return game


NAMES = register()

__all__ = ["NAMES", "FivesGame", "FivesState", "Observer", "load", "parameters", "register", "short_name"]

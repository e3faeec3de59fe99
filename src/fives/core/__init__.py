"""The `fives` game protocol: one interface that every game implements."""

from .chance import chance_rng, sample_outcome
from .errors import (
    FivesError,
    FormatError,
    IllegalActionError,
    NotationError,
    OptionError,
    RecordError,
    UnknownGameError,
)
from .game import (
    JSON,
    Game,
    GameInfo,
    Outcome,
    State,
    TimedPhase,
    ViewLog,
    first_player_option,
    normalize_notation,
    uniform,
    winner_return,
)
from .message import Message, Text, message_from_json, message_json
from .nodes import CHANCE, SIMULTANEOUS, TERMINAL
from .options import Options, OptionSpec, OptionValue
from .playout import random_playout, random_step
from .record import Record, record_from, record_of
from .replay import replay, state_from_json

__all__ = [
    "CHANCE",
    "JSON",
    "SIMULTANEOUS",
    "TERMINAL",
    "FivesError",
    "FormatError",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "Message",
    "NotationError",
    "OptionError",
    "OptionSpec",
    "OptionValue",
    "Options",
    "Outcome",
    "Record",
    "RecordError",
    "State",
    "Text",
    "TimedPhase",
    "UnknownGameError",
    "ViewLog",
    "chance_rng",
    "first_player_option",
    "message_from_json",
    "message_json",
    "normalize_notation",
    "random_playout",
    "random_step",
    "record_from",
    "record_of",
    "replay",
    "sample_outcome",
    "state_from_json",
    "uniform",
    "winner_return",
]

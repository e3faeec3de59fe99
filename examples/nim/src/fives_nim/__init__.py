"""One-heap Nim: a game of `fives` in its own package (the example of issue 39).

A heap of counters (option ``heap``, 21); the players take 1 to ``most`` (3) counters in turn;
whoever takes the last one wins. A move is written as the number taken (``2``). Like every game's
rules, this module imports only the standard library and `fives.core`; its texts are in
``texts/nim.<lang>.ftl``, found with it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from fives.core import (
    TERMINAL,
    Game,
    GameInfo,
    IllegalActionError,
    Message,
    NotationError,
    Options,
    OptionSpec,
    Outcome,
    State,
    Text,
)
from fives.core.errors import FormatError


class NimState(State[int]):
    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        self.heap = options.get_int("heap")
        self.most = options.get_int("most")
        self.mover = 0

    def current_player(self) -> int:
        return TERMINAL if self.heap == 0 else self.mover

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(1, min(self.most, self.heap) + 1))

    def _apply(self, player: int, action: int) -> object:
        self.heap -= action
        self.mover = 1 - self.mover
        return None

    def _undo(self, player: int, action: int, token: object) -> bool:
        self.heap += action
        self.mover = 1 - self.mover
        return True

    def outcome(self) -> Outcome | None:
        if self.heap:
            return None
        winner = 1 - self.mover
        return Outcome(
            winners=frozenset({winner}),
            scores=tuple(1.0 if p == winner else 0.0 for p in range(2)),
            reason=Message("nim-took-last", player=self.player_name(winner)),
        )

    def action_to_string(self, action: int, player: int | None = None) -> str:
        return str(action)

    def _entry_text(self, index: int, player: int, action: int) -> Text:
        return Message("nim-takes", player=self.player_name(player), count=action)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if not text.isascii() or not text.isdigit() or len(text) > 3:
            raise NotationError(text, Message("nim-syntax", most=self.most))
        taken = int(text)
        if not 1 <= taken <= self.most:
            raise IllegalActionError(text, Message("nim-too-many", most=self.most, left=self.heap))
        return taken

    def _explain_illegal(self, action: int, player: int) -> Text:
        return Message("nim-too-many", most=self.most, left=self.heap)

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"heap": self.heap, "most": self.most}

    def snapshot(self) -> dict[str, Any]:
        return {"heap": self.heap, "mover": self.mover}


class Nim(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="nim",
        name="Nim",
        name_de="Nim",
        description=Message("game-nim-description"),
        min_players=2,
        max_players=2,
        chance=False,
        hidden_information=False,
        simultaneous=False,
        options=(
            OptionSpec("heap", int, 21, Message("option-nim-heap-description"), minimum=1, maximum=200),
            OptionSpec("most", int, 3, Message("option-nim-most-description"), minimum=1, maximum=20),
        ),
        notation=Message("game-nim-notation"),
        quick_options=(("heap", 9),),
    )

    def _new_state(self, options: Options, seed: int) -> NimState:
        return NimState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> NimState:
        heap, mover = snapshot.get("heap"), snapshot.get("mover", 0)
        if not isinstance(heap, int) or heap < 0 or mover not in (0, 1):
            raise FormatError("nim: 'heap' must be a whole number >= 0 and 'mover' 0 or 1")
        state = NimState(self, options, seed)
        state.heap, state.mover = heap, mover
        return state

    def max_length(self, options: Options) -> int:
        return options.get_int("heap")


GAME = Nim()

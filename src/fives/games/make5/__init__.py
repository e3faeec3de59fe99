"""Make 5 (Zoch, 1997): one player sorts, the other causes disorder, on a tilted board.

Components: a tilted board with five runways (``a``-``e``, left to right) of five places each;
tokens roll down a runway to its lowest free place, so a runway is always filled from place 1
upwards without gaps.  25 tokens, five of each of five colours (red, yellow, green, blue,
white), and a bag.  The five *scoring rows* run across the runways: row ``k`` is place ``k`` of
every runway (row 1 the lowest places).  A token is named by its runway and place, e.g. ``b2``.

Roles: the Ordnungsfreak (sorter, "A") and the Chaot ("B").

One game:

- Setup: five tokens are drawn blind from the bag (five chance events, each colour with the
  probability of its share of the bag); the k-th drawn token is placed on runway k.  The
  runways are interchangeable in every rule, so the order of the setup tokens cannot matter.
- The sorter moves: takes any one token from its place (the tokens behind it slide forward to
  close the gap) and rolls it in at the top of any runway that is not full, where it rolls to the
  first free place (``b2-e``); rolling it back into its own runway moves it to the top of the
  tokens there (``b2-b``).  There is no obligation to move: ``pass``.
- The Chaot draws a token blind (a chance event, probabilities from the bag's colour counts) and
  rolls it into any runway that is not full (``c``).
- Sorter and Chaot alternate until the Chaot has placed the last token; then the sorter has one
  last move.  No runway ever holds more than five tokens.
- Scoring: each row separately; a row with three or more tokens of one colour scores that
  number for the sorter, any other row zero; the game scores the sum.  25 is a MAKE FIVE.

The match: the roles swap after every game; after six games (each player sorts three times)
the higher total wins; a MAKE FIVE wins the match at once.  A tied match is a draw, or with
option ``tie=decider`` one more pair of games is played (still tied: a draw).

Nothing is hidden: the bag's order is not modelled at all (a draw is a chance event over the
colour counts, which both players can work out), so this is a game of perfect information with
chance.
"""

from __future__ import annotations

import dataclasses
import re
from fractions import Fraction
from typing import Any, ClassVar, NamedTuple

from fives.core import (
    CHANCE,
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
    first_player_option,
)
from fives.core.errors import FormatError
from fives.core.message import Text
from fives.core.undo import snapshot_functions

RUNWAYS = 5
PLACES = 5
COLOURS = 5
PER_COLOUR = 5
TOKENS = COLOURS * PER_COLOUR
MAKE_FIVE = 25
#: Actions of one game: 5 setup draws, 20 x (sorter move, draw, Chaot roll), the last sorter move.
GAME_LENGTH = RUNWAYS + (TOKENS - RUNWAYS) * 3 + 1

RUNWAY_NAMES = "abcde"
COLOUR_LETTERS = "RYGBW"
COLOUR_NAMES = ("red", "yellow", "green", "blue", "white")

# Actions are ints in disjoint ranges.
PASS = 0
MOVE_BASE = 1  # 1 + (runway * 5 + place) * 5 + target, places 0-based: 1..125
PLACE_BASE = 200  # the Chaot rolls the drawn token into runway t: 200..204
DRAW_BASE = 300  # chance: a token of colour c comes out of the bag: 300..304
LOT_BASE = 400  # chance (option first=lot): player p sorts in game 1: 400..401

# Phases.
LOT, SETUP, SORT, DRAW, PLACE, OVER = "lot", "setup", "sort", "draw", "place", "over"
PHASES = (LOT, SETUP, SORT, DRAW, PLACE, OVER)

Board = tuple[tuple[int, ...], ...]
EMPTY_BOARD: Board = ((),) * RUNWAYS
FULL_BAG = (PER_COLOUR,) * COLOURS

_MOVE = re.compile(r"^([a-e])([1-9])\s*(?:-|>|->|to)?\s*([a-e])$")
_PLACE = re.compile(r"^(?:roll\s*|into\s*|->\s*|>\s*)?([a-z])$")


def move_action(runway: int, place: int, target: int) -> int:
    """The sorter's action: the token at ``runway``/``place`` (0-based) rolls into ``target``."""
    return MOVE_BASE + (runway * PLACES + place) * RUNWAYS + target


def decode_move(action: int) -> tuple[int, int, int]:
    """(runway, place, target) of a sorter move, all 0-based."""
    index = action - MOVE_BASE
    return index // (PLACES * RUNWAYS), index // RUNWAYS % PLACES, index % RUNWAYS


def is_move(action: object) -> bool:
    return isinstance(action, int) and MOVE_BASE <= action < MOVE_BASE + RUNWAYS * PLACES * RUNWAYS


def remove_and_roll(board: Board, runway: int, place: int, target: int) -> Board:
    """Take the token at ``runway``/``place`` out (those behind it slide forward) and roll it in
    at the top of ``target`` (it comes to rest on the first free place)."""
    column = board[runway]
    token = column[place]
    lanes = list(board)
    lanes[runway] = column[:place] + column[place + 1 :]
    lanes[target] = (*lanes[target], token)
    return tuple(lanes)


def row_colours(board: Board, row: int) -> list[int]:
    """The colours lying in scoring row ``row`` (0-based), runway by runway."""
    return [lane[row] for lane in board if len(lane) > row]


def row_score(board: Board, row: int) -> int:
    """Three or more tokens of one colour in the row score that number; anything else zero."""
    colours = row_colours(board, row)
    best = max((colours.count(c) for c in set(colours)), default=0)
    return best if best >= 3 else 0


def board_score(board: Board) -> int:
    """The sum of the five rows' scores (25 = MAKE FIVE)."""
    return sum(row_score(board, row) for row in range(PLACES))


def square_name(runway: int, place: int) -> str:
    return f"{RUNWAY_NAMES[runway]}{place + 1}"


class Saved(NamedTuple):
    """What an action may change (every field immutable), saved before it and put back by its
    undo, by name (`fives.core.undo`)."""

    board: Board
    bag: tuple[int, ...]
    drawn: int
    sorter: int
    phase: str
    game_index: int
    planned: int
    results: tuple[tuple[int, int], ...]
    totals: tuple[int, int]


save_state, restore_state = snapshot_functions(Saved)


class Make5State(State[int]):
    """A position of the whole match.

    ``board`` holds the five runways bottom first (tuples of colour numbers), ``bag`` the
    counts of each colour still in the bag, ``drawn`` the colour the Chaot has drawn and must
    place (-1: none).  ``sorter`` is the player who sorts in the current game (-1 before the
    lot), ``game`` the 0-based number of the current game, ``planned`` how many games the match
    has (grows by two when a tied match goes to a decider), ``results`` the sorter and score of
    each finished game, ``totals`` the match score of each player.
    """

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        self.board: Board = EMPTY_BOARD
        self.bag: tuple[int, ...] = FULL_BAG
        self.drawn = -1
        first = options.get_str("first")
        self.sorter = -1 if first == "lot" else int(first) - 1
        self.phase = LOT if first == "lot" else SETUP
        self.game_index = 0
        self.planned = options.get_int("games")
        self.results: tuple[tuple[int, int], ...] = ()
        self.totals: tuple[int, int] = (0, 0)

    # ----------------------------------------------------------------- roles
    @property
    def chaot(self) -> int:
        return -1 if self.sorter < 0 else 1 - self.sorter

    def tokens_on_board(self) -> int:
        return sum(len(lane) for lane in self.board)

    def is_final_move(self) -> bool:
        """The sorter's last move of a game: the Chaot has placed the last token."""
        return self.phase == SORT and sum(self.bag) == 0

    # ----------------------------------------------------------------- protocol
    def current_player(self) -> int:
        phase = self.phase
        if phase == SORT:
            return self.sorter
        if phase == PLACE:
            return 1 - self.sorter
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if self.phase == LOT:
            return [(LOT_BASE, Fraction(1, 2)), (LOT_BASE + 1, Fraction(1, 2))]
        if self.phase not in (SETUP, DRAW):
            raise IllegalActionError("chance", Message("core-no-chance-node"))
        total = sum(self.bag)
        return [(DRAW_BASE + c, Fraction(n, total)) for c, n in enumerate(self.bag) if n]

    def _legal_actions(self, player: int) -> list[int]:
        board = self.board
        if self.phase == PLACE:
            return [PLACE_BASE + t for t in range(RUNWAYS) if len(board[t]) < PLACES]
        actions = [PASS]
        open_lanes = [t for t in range(RUNWAYS) if len(board[t]) < PLACES]
        for r, lane in enumerate(board):
            n = len(lane)
            for k in range(n):
                for t in open_lanes:
                    if t != r:
                        actions.append(move_action(r, k, t))
                if k < n - 1:  # back into its own runway: only if that changes the order
                    actions.append(move_action(r, k, r))
        actions.sort()
        return actions

    def _apply(self, player: int, action: int) -> object:
        token = save_state(self)
        phase = self.phase
        if phase == LOT:
            self.sorter = action - LOT_BASE
            self.phase = SETUP
        elif phase == SETUP:
            colour = action - DRAW_BASE
            self._take_from_bag(colour)
            runway = self.tokens_on_board()
            self.board = self._with_token(runway, colour)
            if self.tokens_on_board() == RUNWAYS:
                self.phase = SORT
        elif phase == DRAW:
            colour = action - DRAW_BASE
            self._take_from_bag(colour)
            self.drawn = colour
            self.phase = PLACE
        elif phase == PLACE:
            self.board = self._with_token(action - PLACE_BASE, self.drawn)
            self.drawn = -1
            self.phase = SORT
        elif phase == SORT:
            if action != PASS:
                self.board = remove_and_roll(self.board, *decode_move(action))
            if sum(self.bag) == 0:
                self._end_game()
            else:
                self.phase = DRAW
        return token

    def _undo(self, player: int, action: int, token: object) -> bool:
        assert isinstance(token, tuple)
        restore_state(token, self)
        return True

    def _take_from_bag(self, colour: int) -> None:
        bag = list(self.bag)
        bag[colour] -= 1
        self.bag = tuple(bag)

    def _with_token(self, runway: int, colour: int) -> Board:
        lanes = list(self.board)
        lanes[runway] = (*lanes[runway], colour)
        return tuple(lanes)

    def _end_game(self) -> None:
        """Score the full board for the sorter; then the next game, a decider, or the end."""
        score = board_score(self.board)
        self.results = (*self.results, (self.sorter, score))
        totals = list(self.totals)
        totals[self.sorter] += score
        self.totals = (totals[0], totals[1])
        self.game_index += 1
        if score == MAKE_FIVE:
            self.phase = OVER
            return
        if self.game_index >= self.planned:
            tied = self.totals[0] == self.totals[1]
            extra = self.planned == self.options.get_int("games")
            if tied and extra and self.options.get_str("tie") == "decider":
                self.planned += 2
            else:
                self.phase = OVER
                return
        self.sorter = 1 - self.sorter
        self.board = EMPTY_BOARD
        self.bag = FULL_BAG
        self.phase = SETUP

    def make_five(self) -> bool:
        return bool(self.results) and self.results[-1][1] == MAKE_FIVE

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = self.totals
        if self.make_five():
            winner = self.results[-1][0]
            winners = frozenset({winner})
            reason = Message("make5-make-five", player=self.player_name(winner), game=len(self.results))
        elif totals[0] != totals[1]:
            winner = 0 if totals[0] > totals[1] else 1
            winners = frozenset({winner})
            reason = Message(
                "make5-higher",
                player=self.player_name(winner),
                games=len(self.results),
                won=totals[winner],
                lost=totals[1 - winner],
            )
        else:
            winners = frozenset({0, 1})
            reason = Message("make5-tied", games=len(self.results), total=totals[0])
        return Outcome(
            winners=winners,
            scores=(float(totals[0]), float(totals[1])),
            reason=reason,
            details={
                "games": self._results_json(),
                "totals": list(totals),
                "make_five": self.make_five(),
            },
        )

    def scores(self) -> tuple[float, ...]:
        return (float(self.totals[0]), float(self.totals[1]))

    # ----------------------------------------------------------------- notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if action == PASS:
            return "pass"
        if is_move(action):
            runway, place, target = decode_move(action)
            return f"{square_name(runway, place)}-{RUNWAY_NAMES[target]}"
        if PLACE_BASE <= action < PLACE_BASE + RUNWAYS:
            return RUNWAY_NAMES[action - PLACE_BASE]
        if DRAW_BASE <= action < DRAW_BASE + COLOURS:
            return COLOUR_NAMES[action - DRAW_BASE]
        if LOT_BASE <= action < LOT_BASE + 2:
            return f"p{action - LOT_BASE + 1} sorts"
        raise ValueError(f"make5: {action!r} is not an action")

    def action_label(self, action: int, player: int | None = None) -> Text:
        return Message("move-pass") if action == PASS else self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if player == CHANCE:
            for c, name in enumerate(COLOUR_NAMES):
                if text in (name, COLOUR_LETTERS[c].lower()):
                    return DRAW_BASE + c
            return None
        if text == "pass":
            return PASS
        match = _MOVE.match(text)
        if match is not None:
            place = int(match.group(2))
            if place > PLACES:
                raise NotationError(text, Message("make5-places", places=PLACES))
            return move_action(
                RUNWAY_NAMES.index(match.group(1)), place - 1, RUNWAY_NAMES.index(match.group(3))
            )
        match = _PLACE.match(text)
        if match is not None:
            letter = match.group(1)
            if letter not in RUNWAY_NAMES:
                raise NotationError(text, Message("make5-runways"))
            return PLACE_BASE + RUNWAY_NAMES.index(letter)
        raise NotationError(text, Message("make5-syntax"))

    def _explain_illegal(self, action: int, player: int) -> Text:
        role = "sorter" if player == self.sorter else "Chaot"
        if self.phase == PLACE:
            if action == PASS or is_move(action):
                return Message("make5-chaot-rolls")
            return Message("make5-full", runway=self.action_to_string(action))
        if self.phase == SORT and player == self.sorter:
            if PLACE_BASE <= action < PLACE_BASE + RUNWAYS:
                return Message("make5-sorter-moves")
            if is_move(action):
                runway, place, target = decode_move(action)
                lane = self.board[runway]
                if place >= len(lane):
                    return Message("make5-no-token", square=square_name(runway, place))
                if target == runway:
                    return Message("make5-top-token")
                if len(self.board[target]) >= PLACES:
                    return Message("make5-full", runway=RUNWAY_NAMES[target])
        return Message("make5-not-role", role=role.lower())

    def log_settled(self) -> int:
        return len(self.history)  # a line depends only on its action and the one before it (the colour drawn)

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        if player == CHANCE:
            if DRAW_BASE <= action < DRAW_BASE + COLOURS:
                return Message("make5-bag", colour=COLOUR_NAMES[action - DRAW_BASE])
            return Message("make5-lot", player=self.player_name(action - LOT_BASE))
        if PLACE_BASE <= action < PLACE_BASE + RUNWAYS and index > 0:
            before, drawn = self.history[index - 1]
            if before == CHANCE and DRAW_BASE <= drawn < DRAW_BASE + COLOURS:
                colour = COLOUR_NAMES[drawn - DRAW_BASE]
                runway = self.action_to_string(action)
                return Message("make5-roll", player=self.player_name(player), colour=colour, runway=runway)
        if action == PASS:
            return Message("log-pass", player=self.player_name(player))
        if is_move(action):
            lane, place, target = decode_move(action)
            return Message(
                "make5-move",
                player=self.player_name(player),
                square=square_name(lane, place),
                runway=RUNWAY_NAMES[target],
            )
        return Message("core-move", player=self.player_name(player), move=self.action_label(action))

    # ----------------------------------------------------------------- views
    def _results_json(self) -> list[dict[str, int]]:
        return [
            {"game": i + 1, "sorter": sorter, "score": score}
            for i, (sorter, score) in enumerate(self.results)
        ]

    def _runways_text(self) -> list[str]:
        return ["".join(COLOUR_LETTERS[c] for c in lane) for lane in self.board]

    def _view(self, player: int | None) -> dict[str, Any]:
        board = self.board
        return {
            "runways": self._runways_text(),
            "row_scores": [row_score(board, row) for row in range(PLACES)],
            "board_score": board_score(board),
            "bag": {COLOUR_LETTERS[c]: n for c, n in enumerate(self.bag)},
            "bag_total": sum(self.bag),
            "drawn": COLOUR_LETTERS[self.drawn] if self.drawn >= 0 else None,
            "phase": self.phase,
            "final_move": self.is_final_move(),
            "sorter": self.sorter if self.sorter >= 0 else None,
            "chaot": self.chaot if self.sorter >= 0 else None,
            "game": self.game_index if self.phase == OVER else self.game_index + 1,
            "games": self.planned,
            "decider": self.planned > self.options.get_int("games"),
            "results": self._results_json(),
            "totals": list(self.totals),
            "colours": dict(zip(COLOUR_LETTERS, COLOUR_NAMES, strict=True)),
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "runways": self._runways_text(),
            "bag": {COLOUR_LETTERS[c]: n for c, n in enumerate(self.bag)},
            "drawn": COLOUR_LETTERS[self.drawn] if self.drawn >= 0 else None,
            "phase": self.phase,
            "sorter": self.sorter,
            "game": self.game_index,
            "games": self.planned,
            "results": [[sorter, score] for sorter, score in self.results],
            "totals": list(self.totals),
        }


def _colour(letter: object) -> int:
    if not isinstance(letter, str) or len(letter) != 1 or letter.upper() not in COLOUR_LETTERS:
        raise FormatError(f"make5: {letter!r} is not a colour; the colours are {', '.join(COLOUR_LETTERS)}")
    return COLOUR_LETTERS.index(letter.upper())


class Make5(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="make5",
        order=80,
        name="Make 5",
        name_de="Make 5",
        description=Message("game-make5-description"),
        min_players=2,
        max_players=2,
        chance=True,
        hidden_information=False,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=False,
        options=(
            dataclasses.replace(
                first_player_option(2),
                default="1",
                description=Message("option-make5-first-description"),
            ),
            OptionSpec(
                "games",
                int,
                6,
                Message("option-make5-games-description"),
                minimum=1,
                maximum=20,
            ),
            OptionSpec(
                "tie",
                str,
                "draw",
                Message("option-make5-tie-description"),
                choices=("draw", "decider"),
            ),
        ),
        notation=Message("game-make5-notation"),
        # two games: each player sorts once, then the match ends
        quick_options=(("games", 2),),
    )

    def _new_state(self, options: Options, seed: int) -> Make5State:
        return Make5State(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> Make5State:
        """A position: ``runways`` (five strings of colour letters RYGBW, lowest place first) and
        optionally ``phase`` (default: the sorter to move), ``sorter`` (0 or 1), ``drawn``,
        ``bag`` (default: the 25 tokens minus those on the board and the drawn one), ``game``,
        ``games``, ``results`` ([sorter, score] pairs) and ``totals``."""
        state = Make5State(self, options, seed)
        runways = snapshot["runways"]
        if not isinstance(runways, list) or len(runways) != RUNWAYS:
            raise FormatError("make5: 'runways' must be a list of five strings")
        lanes = []
        for lane in runways:
            if not isinstance(lane, str) or len(lane) > PLACES:
                raise FormatError(f"make5: a runway holds at most {PLACES} tokens: {lane!r}")
            lanes.append(tuple(_colour(ch) for ch in lane))
        state.board = tuple(lanes)
        drawn = snapshot.get("drawn")
        state.drawn = -1 if drawn is None else _colour(drawn)
        used = [0] * COLOURS
        for lane in state.board:
            for c in lane:
                used[c] += 1
        if state.drawn >= 0:
            used[state.drawn] += 1
        if "bag" in snapshot:
            bag = snapshot["bag"]
            if not isinstance(bag, dict) or set(bag) != set(COLOUR_LETTERS):
                raise FormatError(f"make5: 'bag' must give a count for each of {', '.join(COLOUR_LETTERS)}")
            state.bag = tuple(int(bag[letter]) for letter in COLOUR_LETTERS)
        else:
            state.bag = tuple(PER_COLOUR - n for n in used)
        if any(n < 0 for n in state.bag) or any(used[c] + state.bag[c] != PER_COLOUR for c in range(COLOURS)):
            raise FormatError(f"make5: there are exactly {PER_COLOUR} tokens of each colour")
        phase = snapshot.get("phase", SORT)
        if phase not in PHASES:
            raise FormatError(f"make5: 'phase' must be one of {', '.join(PHASES)}")
        state.phase = phase
        state.sorter = int(snapshot.get("sorter", 0))
        if state.sorter not in ((-1, 0, 1) if phase == LOT else (0, 1)):
            raise FormatError("make5: 'sorter' must be player 0 or 1")
        state.game_index = int(snapshot.get("game", 0))
        state.planned = int(snapshot.get("games", options.get_int("games")))
        state.results = tuple((int(s), int(v)) for s, v in snapshot.get("results", []))
        totals = snapshot.get("totals", [0, 0])
        state.totals = (int(totals[0]), int(totals[1]))
        on_board = state.tokens_on_board()
        if (phase == PLACE) != (state.drawn >= 0):
            raise FormatError("make5: a drawn token ('drawn') belongs exactly to the phase 'place'")
        if phase == SETUP and (on_board >= RUNWAYS or any(len(lane) > 1 for lane in state.board)):
            raise FormatError("make5: during setup the runways hold one token each, filled from a")
        if phase in (SORT, DRAW, PLACE) and on_board < RUNWAYS:
            raise FormatError("make5: after setup there are at least five tokens on the board")
        if phase in (DRAW, PLACE) and sum(state.bag) + (phase == PLACE) == 0:
            raise FormatError("make5: the bag is empty; nothing is left to draw")
        return state

    def max_length(self, options: Options) -> int:
        games = options.get_int("games") + (2 if options.get_str("tie") == "decider" else 0)
        return games * GAME_LENGTH + 1


GAME = Make5()

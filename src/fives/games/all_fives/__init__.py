"""All Fives: dominoes (double-six, one spinner) for 2, 3 or 4 players, scored in fives.

The whole match is one state: rounds are played until a player (a partnership with four) reaches
the target score; the match ends at once when the target is reached, even in the middle of a round.

A round: the 28 tiles are dealt one at a time (a chance event per tile; 9 / 7 / 5 tiles each for
2 / 3 / 4 players), the rest form the boneyard.  The opener (drawn by lot for the first round and
after a blocked round; the player who made domino otherwise) plays any tile; play goes clockwise
(P1, P2, ...).  A tile is played with one half on a free end showing the same number.  The first
double of the round is the spinner (see `fives.games.all_fives.layout`).  After every play the
sum of the scoring ends is taken; a positive multiple of five scores exactly that sum.

A player who can play must play.  One who cannot draws from the boneyard one tile at a time (a
chance event per tile); a playable tile drawn must be played at once (only that tile is legal).
With an empty boneyard a player who cannot play passes.  The round ends with a domino (the last
tile of a hand played) or blocked (the boneyard is empty and no one can play); the hand points
are scored as described in `fives.games.all_fives.scoring`.

Notation: a tile is ``3-6`` (either order); the opening play is the tile alone, ``3-6``; a later
play names the place: ``6-2@E``; the places are ``W`` and ``E`` (the straight line's two ends)
and ``N`` and ``S`` (the spinner's side arms); ``draw`` and ``pass``.  Chance outcomes: the tile
dealt or drawn (``3-6``), and ``lot P2`` for the opener drawn by lot.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
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
    OptionValue,
    Outcome,
    State,
    chance_rng,
    uniform,
)
from fives.core.message import Text
from fives.core.undo import snapshot_functions

from .codes import (
    DEAL_PHASE,
    DRAW,
    DRAW_PHASE,
    LOT,
    LOT_PHASE,
    OVER_PHASE,
    PASS,
    PHASE_NAMES,
    PLAY,
    PLAY_PHASE,
    RoundResult,
    play_action,
)
from .layout import (
    ALL_TILES,
    END_NAMES,
    NUM_TILES,
    OPEN,
    PIP_MASK,
    TILES,
    Layout,
    parse_placement,
    parse_tile,
    pip_total,
    placement_name,
    tile_name,
    tile_rank,
    tiles_of,
)
from .scoring import hand_points, play_points

DEFAULT_HAND = {2: 9, 3: 7, 4: 5}
#: An upper bound on the actions of one round: lot, 28 deals, draws (2 actions each) and plays
#: (at most 28 tiles leave the boneyard in all) and at most 3 passes before each play.
ROUND_BOUND = 1 + 28 + 2 * 28 + 28 + 3 * 29
_LOT_RE = re.compile(r"^lot\s*p?([1-4])$")


#: `_plays` of each `Layout.values` seen so far.
_PLAYS: dict[tuple[int, ...], tuple[int, tuple[tuple[int, ...], ...]]] = {}


def _plays(values: tuple[int, int, int, int]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """For the open numbers ``values`` of a layout (`Layout.values`): the tiles playable there
    (`Layout.playable_mask`) and, for each tile, its play actions, ends in order (`Layout.ends_for`)."""
    known = _PLAYS.get(values)
    if known is not None:
        return known
    result: tuple[int, tuple[tuple[int, ...], ...]]
    if values == (-1, -1, -1, -1):  # an empty table: any tile opens
        result = (ALL_TILES, tuple((play_action(t, OPEN),) for t in range(NUM_TILES)))
    else:
        mask = 0
        for v in values:
            if v >= 0:
                mask |= PIP_MASK[v]
        per_tile = tuple(
            tuple(play_action(t, e) for e in range(4) if values[e] >= 0 and values[e] in TILES[t])
            for t in range(NUM_TILES)
        )
        result = (mask, per_tile)
    _PLAYS[values] = result
    return result


def _default_hand(opts: Mapping[str, OptionValue]) -> OptionValue:
    return DEFAULT_HAND[int(opts["players"])]


def _default_target(opts: Mapping[str, OptionValue]) -> OptionValue:
    if opts["divide_by_five"]:
        return 61
    return 250 if opts["players"] == 2 else 200


class Saved(NamedTuple):
    """The undo token: every field that an action may change, but `notes` (all immutable), saved
    and put back by name (`fives.core.undo`).  ``notes`` is the incremental part: an action
    appends one note, its undo pops it."""

    phase: int
    to_move: int
    dealt: int
    hands: tuple[int, ...]
    boneyard: int
    layout: Layout
    forced: int
    opener: int
    side_scores: tuple[float, ...]
    round: int
    round_start: int
    results: tuple[RoundResult, ...]
    reason: str


save_state, restore_state = snapshot_functions(Saved)


#: what an action did beyond itself, kept per history entry as data (`AllFivesState.notes`) and said
#: by `AllFivesState._describe`: ("ends", total, points scored or None), ("opens_after", player),
#: ("opens_highest", player), ("round", index into `results`), ("over",)
Event = tuple[Any, ...]


class AllFivesState(State[int]):
    """Every field is immutable (ints, tuples, a `Layout`); `notes` keeps, per history entry,
    who received a dealt or drawn tile (``receiver``, ``8 + drawer``, -1) and the public remark
    of the log (the points of a play, the end of a round)."""

    _mutable: ClassVar[tuple[str, ...]] = ("notes",)

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        n = self.num_players
        self.hand_size = options.get_int("hand_size")
        self.target = options.get_int("target")
        self.scale = 5 if options.get_bool("divide_by_five") else 1
        self.highest_double = options.get_bool("highest_double_leads")
        self.reserve = 2 if options.get_bool("keep_two") else 0
        self.round_limit = options.get_int("round_limit")
        self.sides = 2 if n == 4 else n
        self.phase = DEAL_PHASE
        self.to_move = 0
        self.dealt = 0
        self.hands: tuple[int, ...] = (0,) * n
        self.boneyard = ALL_TILES
        self.layout = Layout()
        self.forced = -1
        self.opener = -1
        self.side_scores: tuple[float, ...] = (0.0,) * self.sides
        self.round = 1
        self.round_start = 0
        self.results: tuple[RoundResult, ...] = ()
        self.reason = ""
        self.notes: list[tuple[int, tuple[Event, ...]]] = []

    # ------------------------------------------------------------------ helpers
    def side(self, player: int) -> int:
        return player % 2 if self.num_players == 4 else player

    def members(self, side: int) -> tuple[int, ...]:
        return (side, side + 2) if self.num_players == 4 else (side,)

    def drawable(self) -> int:
        """How many tiles may still be drawn (the last two stay in the "keep two" variant)."""
        return max(0, self.boneyard.bit_count() - self.reserve)

    def can_play(self, player: int) -> bool:
        return bool(self.hands[player] & _plays(self.layout.values())[0])

    def blocked(self) -> bool:
        """No tile may be drawn and no one can play."""
        if self.boneyard.bit_count() > self.reserve or self.layout.empty:
            return False
        playable = _plays(self.layout.values())[0]
        return not any(h & playable for h in self.hands)

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.phase == PLAY_PHASE:
            return self.to_move
        if self.phase == OVER_PHASE:
            return TERMINAL
        return CHANCE

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if self.phase in (DEAL_PHASE, DRAW_PHASE):
            return uniform(tiles_of(self.boneyard))
        if self.phase == LOT_PHASE:
            return uniform([LOT + p for p in range(self.num_players)])
        raise IllegalActionError("chance", Message("core-no-chance-node"))

    def sample_chance(self, rng: random.Random | None = None) -> int:
        """As `State.sample_chance` (the same draw from the same random numbers: the outcomes are
        equally likely, so the pick is an index below their number), without fractions."""
        if rng is None:
            rng = chance_rng(self.seed, len(self.history))
        phase = self.phase
        if phase in (DEAL_PHASE, DRAW_PHASE):
            bones = self.boneyard
            count = bones.bit_count()
            if count:
                for _ in range(rng.randrange(count)):
                    bones &= bones - 1  # drop the lowest tile
                return (bones & -bones).bit_length() - 1
        elif phase == LOT_PHASE:
            return LOT + rng.randrange(self.num_players)
        return super().sample_chance(rng)

    def _legal_actions(self, player: int) -> list[int]:
        playable, per_tile = _plays(self.layout.values())
        if self.forced >= 0:
            return list(per_tile[self.forced])
        bits = self.hands[player] & playable
        if bits:
            actions: list[int] = []
            while bits:  # the tiles in order, each with its ends in order
                low = bits & -bits
                actions += per_tile[low.bit_length() - 1]
                bits ^= low
            return actions
        return [DRAW] if self.drawable() > 0 else [PASS]

    def _apply(self, player: int, action: int) -> object:
        token = save_state(self)
        if player == CHANCE:
            note = self._apply_chance(action)
        elif action == DRAW:
            self.phase = DRAW_PHASE
            note = (-1, ())
        elif action == PASS:
            self.to_move = (self.to_move + 1) % self.num_players
            note = (-1, ())
        else:
            tile, end = divmod(action - PLAY, 5)
            note = (-1, self._play(player, tile, end))
        self.notes.append(note)
        return token

    def _undo(self, player: int, action: int, token: object) -> bool:
        assert isinstance(token, tuple)
        restore_state(token, self)
        self.notes.pop()
        return True

    def _apply_chance(self, action: int) -> tuple[int, tuple[Event, ...]]:
        if self.phase == LOT_PHASE:
            self.to_move = action - LOT
            self.phase = PLAY_PHASE
            return (self.round, ())
        bit = 1 << action
        self.boneyard &= ~bit
        hands = list(self.hands)
        if self.phase == DEAL_PHASE:
            receiver = self.dealt % self.num_players
            hands[receiver] |= bit
            self.hands = tuple(hands)
            self.dealt += 1
            if self.dealt == self.hand_size * self.num_players:
                return (receiver, self._start_play())
            return (receiver, ())
        drawer = self.to_move
        hands[drawer] |= bit
        self.hands = tuple(hands)
        self.phase = PLAY_PHASE
        if _plays(self.layout.values())[0] >> action & 1:
            self.forced = action
            return (8 + drawer, ())
        if self.blocked():
            return (8 + drawer, self._end_round(None))
        return (8 + drawer, ())

    def _start_play(self) -> tuple[Event, ...]:
        """The deal is complete: who opens."""
        if self.opener >= 0:
            self.to_move = self.opener
            self.phase = PLAY_PHASE
            return (("opens_after", self.opener),)
        if not self.highest_double:
            self.phase = LOT_PHASE
            return ()
        best = max((t for h in self.hands for t in tiles_of(h)), key=tile_rank)
        self.to_move = next(p for p in range(self.num_players) if self.hands[p] >> best & 1)
        self.forced = best
        self.phase = PLAY_PHASE
        return (("opens_highest", self.to_move),)

    def _play(self, player: int, tile: int, end: int) -> tuple[Event, ...]:
        hands = list(self.hands)
        hands[player] &= ~(1 << tile)
        self.hands = tuple(hands)
        self.layout = self.layout.place(tile, end)
        self.forced = -1
        total = self.layout.total()
        points = play_points(total)
        scored: float | None = None
        if points:
            scores = list(self.side_scores)
            scored = points / self.scale
            scores[self.side(player)] += scored
            self.side_scores = tuple(scores)
        note: tuple[Event, ...] = (("ends", total, scored),)
        if max(self.side_scores) >= self.target:
            return note + self._finish("target")
        if not hands[player]:
            return note + self._end_round(player)
        self.to_move = (player + 1) % self.num_players
        if self.blocked():
            return note + self._end_round(None)
        return note

    def _end_round(self, domino: int | None) -> tuple[Event, ...]:
        """Score the hands, record the round, and start the next one (or end the match)."""
        side_pips = [sum(pip_total(self.hands[p]) for p in self.members(s)) for s in range(self.sides)]
        domino_side = None if domino is None else self.side(domino)
        hp = hand_points(side_pips, domino_side, three_player_split=self.num_players == 3)
        awards = tuple(a / self.scale for a in hp.awards)
        self.side_scores = tuple(s + a for s, a in zip(self.side_scores, awards, strict=True))
        result = RoundResult(
            self.round,
            "domino" if domino is not None else "blocked",
            -1 if domino is None else domino,
            hp.winners,
            awards,
            hp.group,
            self.hands,
            tuple(side_pips),
            self.side_scores,
        )
        self.results = (*self.results, result)
        note: tuple[Event, ...] = (("round", len(self.results) - 1),)
        if max(self.side_scores) >= self.target:
            return note + self._finish("target")
        if self.round >= self.round_limit:
            return note + self._finish("limit")
        self.round += 1
        self.round_start = len(self.history) + 1
        self.phase = DEAL_PHASE
        self.dealt = 0
        self.hands = (0,) * self.num_players
        self.boneyard = ALL_TILES
        self.layout = Layout()
        self.forced = -1
        self.opener = -1 if domino is None else domino
        return note

    def _finish(self, reason: str) -> tuple[Event, ...]:
        self.phase = OVER_PHASE
        self.reason = reason
        return (("over",),)

    def winning_sides(self) -> tuple[int, ...]:
        best = max(self.side_scores)
        return tuple(s for s in range(self.sides) if self.side_scores[s] == best)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER_PHASE:
            return None
        sides = self.winning_sides()
        winners = frozenset(p for s in sides for p in self.members(s))
        names = Message("list-and", items=[self.side_name(s) for s in sides])
        if self.reason == "target":
            text = Message("all-fives-target", sides=names, count=len(sides), target=self.target)
        elif len(sides) == self.sides:
            text = Message("all-fives-limit-equal", rounds=self.round_limit)
        else:
            text = Message("all-fives-limit", rounds=self.round_limit, sides=names, count=len(sides))
        return Outcome(
            winners=winners,
            scores=self.scores_by_player(),
            reason=text,
            details={
                "side_scores": list(self.side_scores),
                "rounds": [result_json(r, self) for r in self.results],
                "ended_by": self.reason,
                "target": self.target,
                "points_per_score": self.scale,
            },
        )

    def side_name(self, side: int) -> Text:
        if self.num_players == 4:
            a, b = self.members(side)
            return Message("all-fives-team", first=self.player_name(a), second=self.player_name(b))
        return self.player_name(side)

    def scores_by_player(self) -> tuple[float, ...]:
        return tuple(self.side_scores[self.side(p)] for p in range(self.num_players))

    def scores(self) -> tuple[float, ...]:
        return self.scores_by_player()

    # ------------------------------------------------------------------ notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if 0 <= action < NUM_TILES:
            return tile_name(action)
        if LOT <= action < LOT + 4:
            return f"lot P{action - LOT + 1}"
        if action == DRAW:
            return "draw"
        if action == PASS:
            return "pass"
        return placement_name((action - PLAY) // 5, (action - PLAY) % 5)

    def action_label(self, action: int, player: int | None = None) -> Text:
        if action == DRAW:
            return Message("move-draw")
        if action == PASS:
            return Message("move-pass")
        return self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if player == CHANCE:
            tile = parse_tile(text)
            if tile is not None:
                return tile
            match = _LOT_RE.match(text)
            if match is not None:
                return LOT + int(match.group(1)) - 1
            raise NotationError(text, Message("all-fives-chance-syntax"))
        if text in ("draw", "pass"):
            return DRAW if text == "draw" else PASS
        placement = parse_placement(text)
        if placement is None:
            raise NotationError(text, Message("all-fives-syntax"))
        return play_action(*placement)

    def _explain_illegal(self, action: int, player: int) -> Text:
        if action in (DRAW, PASS):
            if self.forced >= 0:
                return Message("all-fives-forced", tile=tile_name(self.forced))
            if self.can_play(player):
                return Message("all-fives-must-play")
            if action == PASS:
                return Message("all-fives-must-draw")
            return Message("all-fives-no-draw")
        if not PLAY <= action < PLAY + 5 * NUM_TILES:
            return Message("all-fives-not-play")
        tile, end = (action - PLAY) // 5, (action - PLAY) % 5
        name = tile_name(tile)
        if not self.hands[player] >> tile & 1:
            return Message("all-fives-not-held", tile=name)
        if self.forced >= 0 and tile != self.forced:
            return Message("all-fives-must-forced", tile=tile_name(self.forced))
        layout = self.layout
        if layout.empty:
            return Message("all-fives-opening", tile=name)
        if end == OPEN:
            return Message("all-fives-name-end", example=f"{name}@E")
        if end in (2, 3) and not layout.ready:
            if layout.spinner < 0:
                return Message("all-fives-no-spinner")
            return Message("all-fives-arms")
        return Message("all-fives-mismatch", end=END_NAMES[end], value=layout.end_value(end), tile=name)

    def log_settled(self) -> int:
        return len(self.history)  # a line depends only on its action and the note made when it was applied

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        receiver, events = self.notes[index]
        line: Message
        if player == CHANCE and action < NUM_TILES and receiver < 8:
            # the deal is shown in the hands, not listed: one line where it begins
            before = self.history[index - 1] if index else None
            if (
                before is not None
                and before[0] == CHANCE
                and before[1] < NUM_TILES
                and self.notes[index - 1][0] < 8
            ):
                return None
            line = Message("all-fives-deal")
        elif player == CHANCE and action < NUM_TILES:
            who = receiver % 8
            verb = "all-fives-draws" if receiver >= 8 else "all-fives-receives"
            if viewer == who:
                line = Message(verb, player=self.player_name(who), tile=tile_name(action))
            else:
                line = Message(verb + "-hidden", player=self.player_name(who))
        elif player == CHANCE:
            line = Message("all-fives-opens-lot", player=self.player_name(action - LOT), round=receiver)
        else:
            line = self._play_text(player, action)
        for event in events:
            line = self._clause(line, event)
        return line

    def _play_text(self, player: int, action: int) -> Message:
        """A player's action as a sentence: "Anna plays 3-4 at the west end"."""
        name = self.player_name(player)
        if action == DRAW:
            return Message("all-fives-draws-instead", player=name)
        if action == PASS:
            return Message("all-fives-passes", player=name)
        tile, end = (action - PLAY) // 5, (action - PLAY) % 5
        if end == OPEN:
            return Message("all-fives-opens-with", player=name, tile=tile_name(tile))
        return Message("all-fives-plays", player=name, tile=tile_name(tile), end=END_NAMES[end])

    def _clause(self, line: Message, event: Event) -> Message:
        """``line`` with what its action did next (an `Event` of `notes`) said after it."""
        kind = event[0]
        if kind == "ends":
            _kind, total, scored = event
            if scored is None:
                return Message("all-fives-ends", line=line, total=total)
            return Message("all-fives-ends-scores", line=line, total=total, points=_num(scored))
        if kind == "opens_after":
            clause = Message("all-fives-opens-after", player=self.player_name(event[1]))
        elif kind == "opens_highest":
            clause = Message("all-fives-opens-highest", player=self.player_name(event[1]))
        elif kind == "round":
            clause = round_summary(self.results[event[1]], self)
        else:
            clause = Message("all-fives-over")
        return Message("all-fives-then", line=line, clause=clause)

    # ------------------------------------------------------------------ views
    def _view(self, player: int | None) -> dict[str, Any]:
        layout = self.layout
        view: dict[str, Any] = {
            "players": self.num_players,
            "teams": [list(self.members(s)) for s in range(self.sides)] if self.num_players == 4 else None,
            "round": self.round,
            "round_limit": self.round_limit,
            "target": self.target,
            "divide_by_five": self.scale == 5,
            "phase": PHASE_NAMES[self.phase],
            "to_move": self.to_move if self.phase in (PLAY_PHASE, DRAW_PHASE) else None,
            "viewer": player,
            "hand": None if player is None else [tile_name(t) for t in tiles_of(self.hands[player])],
            "must_play": (
                tile_name(self.forced)
                if player is not None and self.forced >= 0 and player == self.to_move
                else None
            ),
            "hand_counts": [h.bit_count() for h in self.hands],
            "boneyard": self.boneyard.bit_count(),
            "drawable": self.drawable(),
            "side_scores": list(self.side_scores),
            "layout": layout_json(layout),
            "sum": layout.total(),
            "rounds": [result_json(r, self) for r in self.results],
        }
        return view

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": PHASE_NAMES[self.phase],
            "to_move": self.to_move,
            "dealt": self.dealt,
            "hands": [[tile_name(t) for t in tiles_of(h)] for h in self.hands],
            "boneyard": [tile_name(t) for t in tiles_of(self.boneyard)],
            "plays": [placement_name(t, e) for t, e in self.layout.placed],
            "forced": tile_name(self.forced) if self.forced >= 0 else None,
            "opener": self.opener,
            "scores": list(self.side_scores),
            "round": self.round,
            "results": [result_json(r, self) for r in self.results],
            "reason": self.reason,
        }

    # ------------------------------------------------------------------ hidden information
    def resample_hidden(self, observer: int | None, rng: random.Random) -> AllFivesState:
        from .positions import resample

        return resample(self, observer, rng)


def _num(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def round_summary(result: RoundResult, state: AllFivesState) -> Message:
    how = (
        Message("all-fives-domino-by", player=state.player_name(result.player))
        if result.kind == "domino"
        else Message("all-fives-blocked")
    )
    gain: Message | list[Message]
    if not any(result.awards):
        gain = Message("all-fives-no-points")
    else:
        gain = [
            Message("all-fives-side-scores", side=state.side_name(s), points=_num(result.awards[s]))
            for s in result.winners
            if result.awards[s]
        ]
    won = Message("list-and", items=[state.side_name(s) for s in result.winners])
    return Message("all-fives-round", round=result.number, winners=won, how=how, gain=gain)


def result_json(result: RoundResult, state: AllFivesState) -> dict[str, Any]:
    return {
        "round": result.number,
        "end": result.kind,
        "domino_by": result.player if result.player >= 0 else None,
        "winners": list(result.winners),
        "points": list(result.awards),
        "group": result.group,
        "hands": [[tile_name(t) for t in tiles_of(h)] for h in result.hands],
        "pips": list(result.side_pips),
        "totals": list(result.totals),
    }


def layout_json(layout: Layout) -> dict[str, Any]:
    spinner_at: str | None = None
    if layout.spinner >= 0:
        spinner_at = "middle" if layout.spinner_arm < 0 else END_NAMES[layout.spinner_arm]
    ends: dict[str, Any] = {}
    if not layout.empty:
        for e in range(4):
            value = layout.end_value(e)
            if value >= 0:
                begun = e < 2 or bool(layout.arms[e])
                double = layout.doubles[e] if begun else False
                ends[END_NAMES[e]] = {"pips": value, "double": double, "begun": begun}
    return {
        "plays": [placement_name(t, e) for t, e in layout.placed],
        "center": tile_name(layout.center) if layout.center >= 0 else None,
        "center_pips": list(TILES[layout.center]) if layout.center >= 0 else None,
        "arms": {END_NAMES[e]: layout.arm_pairs(e) for e in range(4)},
        "spinner": tile_name(layout.spinner) if layout.spinner >= 0 else None,
        "spinner_at": spinner_at,
        "spinner_index": layout.spinner_index,
        "arms_open": layout.ready,
        "ends": ends,
    }


def _bool_option(name: str, description: Text) -> OptionSpec:
    return OptionSpec(name, bool, False, description, choices=(False, True))


class AllFives(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="all_fives",
        order=70,
        name="All Fives",
        name_de="All Fives (Domino)",
        description=Message("game-all_fives-description"),
        min_players=2,
        max_players=4,
        default_players=2,
        chance=True,
        hidden_information=True,
        simultaneous=False,
        teams=True,
        options=(
            OptionSpec(
                "hand_size",
                int,
                _default_hand,
                Message("option-all_fives-hand-size-description"),
                minimum=1,
                maximum=14,
                default_text=Message("option-all_fives-hand-size-default"),
            ),
            _bool_option("divide_by_five", Message("option-all_fives-divide-by-five-description")),
            OptionSpec(
                "target",
                int,
                _default_target,
                Message("option-all_fives-target-description"),
                minimum=1,
                maximum=10000,
                default_text=Message("option-all_fives-target-default"),
            ),
            _bool_option(
                "highest_double_leads",
                Message("option-all_fives-highest-double-leads-description"),
            ),
            _bool_option("keep_two", Message("option-all_fives-keep-two-description")),
            OptionSpec(
                "round_limit",
                int,
                100,
                Message("option-all_fives-round-limit-description"),
                minimum=1,
                maximum=1000,
            ),
        ),
        notation=Message("game-all_fives-notation"),
        # a match of at most three rounds (whatever the target): new deals, then the end
        quick_options=(("round_limit", 3),),
    )

    def _check_options(self, options: Options) -> None:
        from fives.core import OptionError

        n, k = options.get_int("players"), options.get_int("hand_size")
        if n * k > NUM_TILES:
            raise OptionError(Message("option-all_fives-too-many-tiles", hands=n, tiles=k))

    def _new_state(self, options: Options, seed: int) -> AllFivesState:
        return AllFivesState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> AllFivesState:
        from .positions import state_from_snapshot

        return state_from_snapshot(self, options, seed, snapshot)

    def max_length(self, options: Options) -> int:
        return options.get_int("round_limit") * ROUND_BOUND

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        if options.get_int("players") == 4:
            return ((0, 2), (1, 3))
        return super().teams(options)


GAME = AllFives()

"""All Fives: positions set up from a snapshot, and redrawing what an observer cannot see.

`resample` gives a state that the observer cannot tell from the true one: the tiles hidden from
them (the other hands and the boneyard) are relabelled at random among themselves, in this
round's deal and draws as well, so hand sizes, the history's shape and everything public stay.
What the others' actions revealed is respected: a player who drew or passed held no tile that
fitted the open ends at that moment, and with "highest double leads" nobody held a tile above
the opening tile.  Every candidate is replayed move by move with the legality checks; one that
does not replay (or gives another player to move) is drawn again.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fives.core import CHANCE, IllegalActionError, Options
from fives.core.errors import FormatError

from .codes import DEAL_PHASE, DRAW, OVER_PHASE, PASS, PHASE_NAMES, PLAY_PHASE, RoundResult
from .layout import (
    ALL_TILES,
    NUM_TILES,
    build_layout,
    parse_placement,
    parse_tile,
    tile_name,
    tile_rank,
    tiles_of,
)

if TYPE_CHECKING:
    from . import AllFives, AllFivesState

ATTEMPTS = 200


def _tile(name: object) -> int:
    if not isinstance(name, str):
        raise FormatError(f"all_fives: a tile must be written as text like '3-6', not {name!r}")
    tile = parse_tile(name)
    if tile is None:
        raise FormatError(f"all_fives: {name!r} is not a tile of the double-six set")
    return tile


def _mask(names: object, what: str) -> int:
    if not isinstance(names, list):
        raise FormatError(f"all_fives: {what} must be a list of tiles")
    mask = 0
    for name in names:
        tile = _tile(name)
        if mask >> tile & 1:
            raise FormatError(f"all_fives: {tile_name(tile)} appears twice in {what}")
        mask |= 1 << tile
    return mask


def state_from_snapshot(game: AllFives, options: Options, seed: int, snap: dict[str, Any]) -> AllFivesState:
    """A state from a snapshot (as `AllFivesState.snapshot` writes it).  For scenario tests,
    everything but ``hands`` may be left out: the phase defaults to ``play``, the boneyard to all
    tiles neither in a hand nor on the table, ``plays`` (the layout, in order of play) to none,
    scores to 0, the round to 1."""
    state = game._new_state(options, seed)
    n = state.num_players
    hands_json = snap["hands"]
    if not isinstance(hands_json, list) or len(hands_json) != n:
        raise FormatError(f"all_fives: 'hands' must list {n} hands")
    hands = tuple(_mask(h, f"hand {p + 1}") for p, h in enumerate(hands_json))
    plays: list[tuple[int, int]] = []
    for text in snap.get("plays", []):
        placement = parse_placement(str(text))
        if placement is None:
            raise FormatError(f"all_fives: {text!r} is not a play like 3-6 or 6-2@E")
        plays.append(placement)
    try:
        layout = build_layout(plays)
    except ValueError as exc:
        raise FormatError(f"all_fives: impossible layout: {exc}") from None
    on_table = sum(1 << t for t, _ in plays)
    used = on_table
    for h in hands:
        if used & h:
            raise FormatError(f"all_fives: tile {tile_name(tiles_of(used & h)[0])} is in two places")
        used |= h
    boneyard = _mask(snap["boneyard"], "the boneyard") if "boneyard" in snap else ALL_TILES & ~used
    if used & boneyard or (used | boneyard) != ALL_TILES:
        raise FormatError("all_fives: hands, boneyard and layout must hold each of the 28 tiles exactly once")
    phase_name = snap.get("phase", "play")
    if phase_name not in PHASE_NAMES:
        raise FormatError(f"all_fives: unknown phase {phase_name!r}; one of {', '.join(PHASE_NAMES)}")
    state.phase = PHASE_NAMES.index(phase_name)
    state.hands = hands
    state.boneyard = boneyard
    state.layout = layout
    state.to_move = int(snap.get("to_move", 0))
    if not 0 <= state.to_move < n:
        raise FormatError(f"all_fives: 'to_move' must be a player from 0 to {n - 1}")
    state.dealt = int(snap.get("dealt", sum(h.bit_count() for h in hands) + len(plays)))
    forced = snap.get("forced")
    state.forced = -1 if forced is None else _tile(forced)
    if state.forced >= 0 and not hands[state.to_move] >> state.forced & 1:
        raise FormatError("all_fives: the forced tile must be in the hand of the player to move")
    opener = snap.get("opener", -1)
    state.opener = -1 if opener is None else int(opener)
    scores = snap.get("scores", [0.0] * state.sides)
    if not isinstance(scores, list) or len(scores) != state.sides:
        raise FormatError(f"all_fives: 'scores' must list {state.sides} scores (one per side)")
    state.side_scores = tuple(float(s) for s in scores)
    state.round = int(snap.get("round", 1))
    state.results = tuple(
        RoundResult(
            int(r["round"]),
            str(r["end"]),
            -1 if r["domino_by"] is None else int(r["domino_by"]),
            tuple(int(w) for w in r["winners"]),
            tuple(float(x) for x in r["points"]),
            int(r["group"]),
            tuple(_mask(h, "a round's hand") for h in r["hands"]),
            tuple(int(x) for x in r["pips"]),
            tuple(float(x) for x in r.get("totals", ())),
        )
        for r in snap.get("results", [])
    )
    state.reason = str(snap.get("reason", ""))
    return state


def _relabel_mask(mask: int, perm: dict[int, int]) -> int:
    result = 0
    for t in tiles_of(mask):
        result |= 1 << perm.get(t, t)
    return result


def _constraints(
    state: AllFivesState, base: AllFivesState, hidden: int, observer: int | None
) -> dict[int, int]:
    """For each hidden tile now in another player's hand: the tiles that may not stand in its
    place (what that player's draws and passes, or the opening rule, showed they did not hold)."""
    forbid = dict.fromkeys(tiles_of(hidden), 0)
    sim = base.clone()
    for player, action in state.history[state.round_start :]:
        if player >= 0 and player != observer and action in (DRAW, PASS):
            bad = sim.layout.playable_mask()
            for t in tiles_of(sim.hands[player] & hidden):
                forbid[t] |= bad
        before = sim.phase
        sim.push(action, player)
        if before == DEAL_PHASE and sim.phase == PLAY_PHASE and sim.forced >= 0 and sim.highest_double:
            opening = sim.forced
            if not hidden >> opening & 1:
                above = sum(1 << t for t in range(NUM_TILES) if tile_rank(t) > tile_rank(opening))
                for h in sim.hands:
                    for t in tiles_of(h & hidden):
                        forbid[t] |= above
    return forbid


def _draw_permutation(
    in_hands: list[int], in_boneyard: list[int], forbid: dict[int, int], hidden: int, rng: random.Random
) -> dict[int, int] | None:
    order = sorted(in_hands, key=lambda t: (hidden & ~forbid[t]).bit_count())
    remaining = hidden
    perm: dict[int, int] = {}
    for t in order:
        choices = tiles_of(remaining & ~forbid[t])
        if not choices:
            return None
        pick = rng.choice(choices)
        perm[t] = pick
        remaining &= ~(1 << pick)
    rest = tiles_of(remaining)
    rng.shuffle(rest)
    perm.update(zip(in_boneyard, rest, strict=True))
    return perm


def resample(state: AllFivesState, observer: int | None, rng: random.Random) -> AllFivesState:
    """See the module docstring.  Falls back to a plain copy if no consistent relabelling is
    found in `ATTEMPTS` tries (which does not happen in practice)."""
    hidden = state.boneyard
    for p in range(state.num_players):
        if p != observer:
            hidden |= state.hands[p]
    if state.phase == OVER_PHASE or hidden == 0:
        return state.clone()
    base = state.clone()
    while len(base.history) > state.round_start:
        base.pop()
    entries = state.history[state.round_start :]
    forbid = _constraints(state, base, hidden, observer)
    in_hands = tiles_of(hidden & ~state.boneyard)
    in_boneyard = tiles_of(state.boneyard)
    target = state.current_player()
    for _ in range(ATTEMPTS):
        perm = _draw_permutation(in_hands, in_boneyard, forbid, hidden, rng)
        if perm is None:
            continue
        candidate = base.clone()
        candidate.hands = tuple(
            h if p == observer else _relabel_mask(h, perm) for p, h in enumerate(candidate.hands)
        )
        candidate.boneyard = _relabel_mask(candidate.boneyard, perm)
        if candidate.forced >= 0:
            candidate.forced = perm.get(candidate.forced, candidate.forced)
        try:
            for player, action in entries:
                if player == CHANCE and action < NUM_TILES:
                    action = perm.get(action, action)
                candidate.apply(action, player)
        except IllegalActionError:
            continue
        if candidate.current_player() != target:
            continue
        if state.start is not None and state.round_start == 0:
            candidate.start = _relabel_start(state.start, perm)
        return candidate
    return state.clone()


def _relabel_start(start: dict[str, Any], perm: dict[int, int]) -> dict[str, Any]:
    def name(text: str) -> str:
        tile = parse_tile(text)
        return text if tile is None else tile_name(perm.get(tile, tile))

    new = dict(start)
    new["hands"] = [[name(t) for t in hand] for hand in start["hands"]]
    if "boneyard" in start:
        new["boneyard"] = [name(t) for t in start["boneyard"]]
    if start.get("forced") is not None:
        new["forced"] = name(start["forced"])
    return new

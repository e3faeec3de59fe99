"""Hints and analysis (`fives.ai.advice`): an obvious best move is hinted, a blunder is flagged and
a good move is not, and a hint is always a legal action."""

from __future__ import annotations

import random

import pytest
from forced_oracle import wins_within
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fives.ai.advice import THRESHOLD, analyse, hint, judge, strongest_spec
from fives.core import record_of
from fives.core.record import Record
from fives.games import load

#: White (P1) has four in a row on y=0 with both ends open; Black has scattered stones
FOUR = ["0,0", "0,1", "1,0", "1,1", "2,0", "-1,1", "3,0", "3,1"]


def five(actions: list[str]):  # type: ignore[no-untyped-def]
    state = load("fuenf_gewinnt").new_state({"first": "1"}, 1)
    for text in actions:
        state.apply_string(text)
    return state


def test_a_hint_completes_five_when_it_can() -> None:
    state = five(FOUR)
    found = hint(state, 0, seconds=0.5)
    assert found.notation in ("4,0", "-1,0")
    assert found.reason.key == "advice-five-completes"
    assert found.reason.render("de").startswith("vollendet eine Fünferreihe")


def test_a_hint_blocks_the_opponent_s_four() -> None:
    state = five(["0,0", "0,1", "-1,0", "1,1", "0,2", "2,1", "1,2", "3,1"])  # Black: 0..3 on y=1
    found = hint(state, 0, seconds=0.5)
    assert found.notation in ("4,1", "-1,1")
    assert found.reason.key == "advice-five-blocks" and found.reason.args["count"] == 4
    assert str(found.reason) == f"blocks Black's row of 4 at {found.notation}"


def test_abraeumen_hint_keeps_the_board_solvable() -> None:
    state = load("abraeumen").new_state({}, 1)
    found = hint(state, 0)
    assert found.reason.key == "advice-abraeumen-solvable"
    assert found.notation in state.legal_strings(0)


def test_all_fives_hint_names_the_points_at_the_open_ends() -> None:
    state = load("all_fives").new_state({}, 3)
    while state.is_chance_node():
        state.push(state.sample_chance())
    found = hint(state, state.current_player(), seconds=0.3)
    if found.reason.key == "advice-all-fives-scores":
        assert found.reason.args["points"] % 5 == 0


def test_the_hint_level_is_the_strongest_within_the_budget() -> None:
    assert strongest_spec(load("fuenf_gewinnt"), 2, 2.0) == "fg:seconds=0.5"  # max (no hard)
    assert strongest_spec(load("torris"), 2, 2.0) == "torris:seconds=0.5,vmix=1"  # max (no hard)
    assert strongest_spec(load("abraeumen"), 1, 2.0) == "solver"
    # max thinks for seconds: hard, its deeper search (none at depth 1) capped as a hint is
    assert strongest_spec(load("make5"), 2, 2.0) == "make5:depth=1,exact=1,seconds=2"
    # an agent whose spec leaves its time to a default (two-player Zahlenpoker's best: its search
    # where the equilibrium does not apply) gets the hint's budget
    assert strongest_spec(load("zahlenpoker"), 2, 0.3) == "best:seconds=0.3"
    assert strongest_spec(load("zahlenpoker"), 2, 2.0) == "best:seconds=2"
    assert strongest_spec(load("zahlenpoker"), 2, 0.5, analysis=True) == "best:sims=3500"  # a count
    assert strongest_spec(load("zahlenpoker"), 4, 2.0) == "rm:seconds=0.5"  # a time of its own
    assert strongest_spec(load("zahlenpoker"), 4, 0.3, analysis=True) == "rm:sims=2100"


def test_analysis_flags_a_missed_win_and_not_the_winning_move() -> None:
    missed = five([*FOUR, "0,-1"])  # White plays elsewhere: the win was at hand
    judged = {j.index: j for j in analyse(record_of(missed), players=[0], seconds=0.1)}
    last = judged[len(FOUR)]
    assert last.flagged and last.best in ("4,0", "-1,0") and last.drop > 0.2
    assert last.reason is not None and last.reason.key == "advice-five-completes"
    won = five([*FOUR, "4,0"])
    judged = {j.index: j for j in analyse(record_of(won), players=[0], seconds=0.1)}
    assert not judged[len(FOUR)].flagged


def test_analysis_of_abraeumen_flags_the_jump_that_loses_the_puzzle() -> None:
    state = load("abraeumen").new_state({}, 1)
    hopeless = [
        "f3-f1",
        "d6-f6",
        "a3-a1",
        "d4-d6",
        "c6-a6",
        "f4-d4",
        "c4-e4",
        "b5-d5",
        "a5-a3",
        "c2-c4",
        "e4-e6",
        "d2-f2",
    ]
    for text in hopeless:
        state.apply_string(text)
    record = Record("abraeumen", {}, 1, hopeless)
    judged = analyse(record)
    flagged = [j for j in judged if j.flagged]
    assert flagged, "some jump of the hopeless line lost the puzzle"
    first = flagged[0]
    assert first.value_played == 0.0 and first.value_best == 1.0
    assert all(not j.flagged for j in judged[: first.index])  # before it, every jump kept it solvable


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(
        [
            "cambio",
            "fuenf_gewinnt",
            "torris",
            "all_fives",
            "huetchenspieler",
            "zahlenpoker",
            "make5",
            "abraeumen",
        ]
    ),
    seed=st.integers(0, 1000),
    plies=st.integers(0, 12),
)
def test_a_hint_is_always_a_legal_action(game: str, seed: int, plies: int) -> None:
    state = load(game).new_state({}, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.push(state.sample_chance())
            continue
        player = state.acting_players()[0]
        state.push(rng.choice(state.legal_actions(player)), player)
    while state.is_chance_node():
        state.push(state.sample_chance())
    if state.is_terminal():
        return
    player = state.acting_players()[0]
    found = hint(state, player, seconds=0.1, seed=seed)
    assert found.action in state.legal_actions(player)
    assert found.notation == state.action_to_string(found.action, player)
    assert found.reason.key.startswith("advice-") and found.reason.render("de")


def test_cambio_reasons_say_what_the_push_does_to_the_lines() -> None:
    """Over random games: a push named as blocking leaves the other's line no longer one cube
    short; a push named as completing wins."""
    from fives.games.cambio import WIN_LINES
    from fives.games.cambio.ai.explain import _pure, reason

    seen: set[str] = set()
    for seed in range(6):
        state = load("cambio").new_state({"setup": "random"}, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.move_number < 80:
            if state.is_chance_node():
                state.push(state.sample_chance())
                continue
            player = state.current_player()
            for action in state.legal_actions(player):
                said = reason(state, player, action)
                if said is None:
                    continue
                seen.add(said.key)
                after = state.clone()
                after.push(action, player)
                if said.key == "advice-cambio-completes":
                    assert after.is_terminal() and player in after.outcome().winners  # type: ignore[union-attr]
                if said.key == "advice-cambio-blocks":
                    other = 1 - player
                    name = f"{said.args['line'].args['kind']} {said.args['line'].args['ends']}"
                    mask = dict(WIN_LINES[2])[name]
                    assert _pure(state.boards, other, mask) == 4 and _pure(after.boards, other, mask) < 4
            state.push(rng.choice(state.legal_actions(player)), player)
    assert {"advice-cambio-blocks", "advice-cambio-builds"} <= seen


def test_make5_reasons_say_what_the_rows_score() -> None:
    """Over random games: 'raises' is true of the rows' score, and 'gathers' of a row's colours."""
    from fives.games.make5 import board_score
    from fives.games.make5.ai.explain import _gathered, reason

    seen: set[str] = set()
    for seed in range(3):
        state = load("make5").new_state({"first": "1"}, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.move_number < 120:
            if state.is_chance_node():
                state.push(state.sample_chance())
                continue
            player = state.current_player()
            for action in state.legal_actions(player)[:12]:
                said = reason(state, player, action)
                if said is None:
                    continue
                seen.add(said.key)
                after = state.clone()
                after.push(action, player)
                if said.key == "advice-make5-raises":
                    assert board_score(state.board) == said.args["before"] < said.args["after"]
                    assert board_score(after.board) == said.args["after"] and player == state.sorter
                if said.key == "advice-make5-gathers":
                    row = said.args["row"] - 1
                    assert _gathered(after.board)[row] == said.args["count"] > _gathered(state.board)[row]
            state.push(rng.choice(state.legal_actions(player)), player)
    assert {"advice-make5-raises", "advice-make5-gathers"} <= seen


def _winners(state) -> set[int]:  # type: ignore[no-untyped-def]
    returns = state.returns()
    top = max(returns)
    return set() if all(r == top for r in returns) else {p for p, r in enumerate(returns) if r == top}


def _wins_in_3(state, player: int, action) -> bool:  # type: ignore[no-untyped-def]
    state.push(action, player)
    try:
        return wins_within(state, player, 2)
    finally:
        state.pop()


def _first_win_at_hand(game: str, options: dict[str, str]):  # type: ignore[no-untyped-def]
    """The first position of seeded random games where the player to move has a move that wins at
    once and one that does not (nor by force in 3 plies, by the oracle through the rules): (state,
    player, winning moves, a move that does not win)."""
    for seed in range(30):
        state = load(game).new_state(options, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.move_number < 3000:
            if state.is_chance_node():
                state.push(state.sample_chance())
                continue
            player = state.acting_players()[0]
            wins, others = [], []
            for action in state.legal_actions(player):
                after = state.clone()
                after.push(action, player)
                (wins if after.is_terminal() and player in _winners(after) else others).append(action)
            if wins and game in ("cambio", "fuenf_gewinnt"):  # a move still winning by force loses nothing
                others = [a for a in others[:20] if not _wins_in_3(state, player, a)][:1]
            if wins and others:
                return state, player, wins, others[0]
            state.push(rng.choice(state.legal_actions(player)), player)
    raise AssertionError(f"no position with a win at hand in {game}")


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("cambio", {}),
        ("fuenf_gewinnt", {}),
        ("huetchenspieler", {}),
        ("all_fives", {"target": "25"}),
        ("make5", {"games": "1"}),
    ],
)
def test_a_win_at_hand_is_hinted_and_missing_it_loses_value(game: str, options: dict[str, str]) -> None:
    state, player, wins, other = _first_win_at_hand(game, options)
    values = judge(state, player, [wins[0], other])
    assert values[0] - values[1] > THRESHOLD  # the analysis flags the move that lets the win go
    found = hint(state, player, seconds=0.5, seed=1)
    assert found.action in wins
    assert found.reason.key in ("advice-wins", "advice-five-completes", "advice-cambio-completes")


@pytest.mark.parametrize("game", ["all_fives", "huetchenspieler", "zahlenpoker"])
def test_advice_depends_only_on_what_the_player_could_know(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two true positions that look the same to the player (the hidden facts drawn anew) get the
    same hint, reason and judgement: nothing hidden goes into them."""
    import fives.ai.advice as advice_module

    monkeypatch.setattr(advice_module, "strongest_spec", lambda *args, **kwargs: "mcts:sims=60")
    for seed in range(4):
        state = load(game).new_state({}, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 20)):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.push(state.sample_chance())
                continue
            player = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(player)), player)
        while state.is_chance_node():
            state.push(state.sample_chance())
        if state.is_terminal():
            continue
        player = state.acting_players()[0]
        other = state.resample_hidden(player, random.Random(seed + 100))
        assert other.view(player) == state.view(player)
        legal = state.legal_actions(player)
        assert hint(state, player, seed=7) == hint(other, player, seed=7)
        assert judge(state, player, legal, seed=3) == judge(other, player, legal, seed=3)


def test_cambio_setup_reason_is_true_of_the_lines() -> None:
    """'where it helps their lines least' is said exactly of the placements with the least potential."""
    from fives.games.cambio.ai.evaluation import potentials
    from fives.games.cambio.ai.explain import reason

    state = load("cambio").new_state({}, 1)
    for text in ["c2", "d3"]:
        state.apply_string(text)
    player = state.current_player()
    weights = {}
    for action in state.legal_actions(player):
        after = state.clone()
        after.push(action, player)
        weights[action] = potentials(after.boards)[1]
    least = min(weights.values())
    said = {
        a for a in weights if (m := reason(state, player, a)) is not None and m.key == "advice-cambio-setup"
    }
    assert said == {a for a, w in weights.items() if w <= least + 1e-9} and said

"""Hütchenspieler: one test per rule sentence of the rulebook, plus properties and the renderer."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from fives.core import CHANCE, TERMINAL, FormatError, IllegalActionError, NotationError, OptionError
from fives.core.message import english
from fives.games import load
from fives.games.huetchenspieler import HuetchenspielerState

GAME = load("huetchenspieler")
SYMBOLS = ("dot", "line", "triangle", "square")


def new(players: int = 2, first: str = "1", **options: Any) -> HuetchenspielerState:
    state = GAME.new_state({"players": players, "first": first, **options}, seed=0)
    assert isinstance(state, HuetchenspielerState)
    return state


def play(state: HuetchenspielerState, *texts: str) -> HuetchenspielerState:
    for text in texts:
        state.apply_string(text)
    return state


def hidden_row(state: HuetchenspielerState) -> list[str]:
    """The true symbols of the row, read from the state (no view shows them face down)."""
    return [SYMBOLS[state.layout[state.order[pos]]] for pos in range(len(state.order))]


def where(state: HuetchenspielerState, symbol: str) -> int:
    return hidden_row(state).index(symbol) + 1


def wrong_position(state: HuetchenspielerState, symbol: str) -> int:
    row = hidden_row(state)
    return next(
        i + 1
        for i, s in enumerate(row)
        if s != symbol and state.view(None)["position"]["row"][i]["taker"] is None
    )


def stones(state: HuetchenspielerState) -> list[int]:
    return [int(s) for s in state.scores()]


def finish_turn_all_wrong(state: HuetchenspielerState) -> None:
    """Ask three times and let every seeker miss (the shuffler keeps all four stones)."""
    for _ in range(3):
        asked = SYMBOLS[state._legal_actions(state.shuffler)[0] - 300]
        play(state, f"ask {asked}")
        play(state, str(wrong_position(state, asked)))


def do_turn(state: HuetchenspielerState, layout: str = "dot line triangle square") -> None:
    play(state, layout, "turn")
    for _ in range(state.moves_required()):
        play(state, "1>4")
    finish_turn_all_wrong(state)


# --------------------------------------------------------------------------- setup
def test_each_player_receives_eight_stones_two_of_each_symbol() -> None:
    for n in (2, 3, 4):
        state = new(n)
        for p in range(n):
            own = state.view(p)["position"]["stones"][p]["own"]
            assert own == dict.fromkeys(SYMBOLS, 2)
        assert stones(state) == [8] * n


def test_the_starting_player_is_chosen_by_lot() -> None:
    state = GAME.new_state({"players": 3}, seed=5)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [state.action_to_string(a) for a, _ in outcomes] == ["P1 starts", "P2 starts", "P3 starts"]
    assert all(p == Fraction(1, 3) for _, p in outcomes)
    state.apply_string("p3 starts")
    assert state.current_player() == 2
    assert state.view(None)["position"]["shuffler"] == 2


def test_the_first_option_fixes_the_starting_player() -> None:
    assert new(4, "3").current_player() == 2
    with pytest.raises(OptionError, match="first"):
        GAME.validate_options({"players": 2, "first": "3"})


# --------------------------------------------------------------------------- laying out
def test_the_shuffler_lays_out_four_stones_in_any_order_of_the_four_symbols() -> None:
    state = new(2)
    legal = state.legal_strings()
    assert len(legal) == 24
    assert all(sorted(text.split()) == sorted(SYMBOLS) for text in legal)
    play(state, "square triangle line dot")
    assert [c["symbol"] for c in state.view(1)["position"]["row"]] == ["square", "triangle", "line", "dot"]


def test_a_layout_may_be_written_with_first_letters() -> None:
    state = new(2)
    assert state.parse_action("DLTS") == state.parse_action("dot line triangle square")
    assert state.parse_action("s t l d") == state.parse_action("square triangle line dot")
    with pytest.raises(NotationError, match="each of the four symbols exactly once"):
        state.parse_action("dot dot line square")


def test_the_seekers_memorise_the_face_up_row() -> None:
    state = play(new(3), "line dot square triangle")
    for viewer in (None, 1, 2):
        position = state.view(viewer)["position"]
        assert position["phase"] == "memorize"
        assert position["layout"] == ["line", "dot", "square", "triangle"]
        assert position["memorize_seconds"] == 15


def test_the_memorising_time_is_an_option_from_10_to_20_seconds() -> None:
    assert play(new(2, memorize_seconds=10), "dlts").view(1)["position"]["memorize_seconds"] == 10
    for bad in (9, 21):
        with pytest.raises(OptionError, match="memorize_seconds"):
            GAME.validate_options({"memorize_seconds": bad})


def test_the_shuffler_ends_the_memorising_by_turning_the_stones_face_down() -> None:
    state = play(new(2), "dlts")
    assert state.legal_strings() == ["turn"]
    play(state, "turn")
    for viewer in (None, 1):
        position = state.view(viewer)["position"]
        assert position["layout"] is None
        assert [c["symbol"] for c in position["row"]] == [None] * 4
    assert hidden_row(state) == ["dot", "line", "triangle", "square"]


# --------------------------------------------------------------------------- shuffling
def test_round_one_has_three_shuffle_moves() -> None:
    state = play(new(2), "dlts", "turn", "1>4", "1>4")
    assert state.view(0)["position"]["phase"] == "shuffle"
    play(state, "1>4")
    assert state.view(0)["position"]["phase"] == "ask"


def test_round_two_has_four_shuffle_moves() -> None:
    state = new(2)
    do_turn(state)
    do_turn(state)
    assert state.round == 1
    play(state, "dlts", "turn", "1>4", "1>4", "1>4")
    assert state.view(0)["position"]["phase"] == "shuffle"
    play(state, "1>4")
    assert state.view(0)["position"]["phase"] == "ask"


def test_a_stone_may_be_pushed_between_two_other_stones() -> None:
    state = play(new(2), "dlts", "turn", "4>1")
    assert hidden_row(state) == ["dot", "square", "line", "triangle"]


def test_a_stone_may_be_pushed_to_the_left_of_the_row() -> None:
    state = play(new(2), "dlts", "turn", "3>0")
    assert hidden_row(state) == ["triangle", "dot", "line", "square"]


def test_a_stone_may_be_pushed_to_the_right_of_the_row() -> None:
    state = play(new(2), "dlts", "turn", "2>4")
    assert hidden_row(state) == ["dot", "triangle", "square", "line"]


def test_shuffle_moves_follow_one_another() -> None:
    # dlts -> 2>0: l d t s -> 4>1: l s d t -> 1>4: s d t l
    state = play(new(2), "dlts", "turn", "2>0", "4>1", "1>4")
    assert hidden_row(state) == ["square", "dot", "triangle", "line"]


def test_a_move_that_leaves_the_row_unchanged_is_not_a_move() -> None:
    state = play(new(2), "dlts", "turn")
    legal = state.legal_strings()
    assert len(legal) == 12
    for stone in range(1, 5):
        for gap in (stone - 1, stone):
            assert f"{stone}>{gap}" not in legal
            with pytest.raises(IllegalActionError, match="would not change"):
                state.apply_string(f"{stone}>{gap}")
    with pytest.raises(NotationError, match="gap 0-4"):
        state.apply_string("1>5")


def test_seekers_see_the_shuffle_moves_but_not_the_symbols() -> None:
    state = play(new(3), "dlts", "turn", "2>0", "4>1")
    other = play(new(3), "square triangle dot line", "turn", "2>0", "4>1")
    # the shuffler's view too: face down for everyone once turned (docs/dev/rules/huetchenspieler.md)
    for viewer in (None, 0, 1, 2):
        view = state.view(viewer)
        assert view["position"]["moves"] == ["2>0", "4>1"]
        assert all(c["symbol"] is None for c in view["position"]["row"])
        # the layout leaves no trace, in the view's data nor in its English text
        assert view == other.view(viewer)
        assert json.dumps(view, default=english) == json.dumps(other.view(viewer), default=english)
    assert state.snapshot() != other.snapshot()


# --------------------------------------------------------------------------- asking and turning
def test_the_shuffler_first_asks_the_left_hand_neighbour() -> None:
    state = play(new(4, "2"), "dlts", "turn", "1>4", "1>4", "1>4")
    assert state.current_player() == 1
    play(state, "ask dot")
    assert state.current_player() == 2  # P3 sits left of P2 (the next player)


def test_the_sought_symbol_goes_to_the_seeker() -> None:
    state = play(new(2), "dlts", "turn", "2>0", "4>1", "1>4", "ask triangle")
    play(state, str(where(state, "triangle")))
    assert stones(state) == [7, 9]
    won = state.view(1)["position"]["stones"][1]["won"]
    assert won == [1, 0]
    assert state.view(0)["position"]["stones"][0]["own"]["triangle"] == 1


def test_a_different_symbol_goes_to_the_shuffler() -> None:
    state = play(new(2), "dlts", "turn", "2>0", "4>1", "1>4", "ask triangle")
    play(state, str(where(state, "dot")))
    assert stones(state) == [8, 8]
    assert state.view(None)["position"]["row"][where(state, "dot") - 1]["taker"] == 0


def test_the_turned_stone_is_shown_to_everyone() -> None:
    state = play(new(3), "dlts", "turn", "1>4", "1>4", "1>4", "ask line", "2")
    for viewer in (None, 0, 1, 2):
        cell = state.view(viewer)["position"]["row"][1]
        assert cell["symbol"] == hidden_row(state)[1]


def test_the_shuffler_then_asks_the_next_seeker_clockwise() -> None:
    state = play(new(3), "dlts", "turn", "1>4", "1>4", "1>4", "ask line", "1")
    assert state.current_player() == 0
    play(state, state.legal_strings()[0])
    assert state.current_player() == 2


def test_only_a_symbol_not_yet_revealed_may_be_asked() -> None:
    state = play(new(2), "dlts", "turn", "1>4", "1>4", "1>4", "ask line")
    revealed = hidden_row(state)[0]
    play(state, "1")
    assert f"ask {revealed}" not in state.legal_strings()
    assert len(state.legal_strings()) == 3
    with pytest.raises(IllegalActionError, match="already been revealed"):
        state.apply_string(f"ask {revealed}")


def test_a_turned_stone_cannot_be_turned_again() -> None:
    # dlts -> 1>4 three times: l t s d, t s d l, s d l t: the square is turned first
    state = play(new(2), "dlts", "turn", "1>4", "1>4", "1>4", "ask line", "1", "ask dot")
    with pytest.raises(IllegalActionError, match="already been turned"):
        state.apply_string("1")


def _to_third_stone(players: int) -> HuetchenspielerState:
    state = play(new(players), "dlts", "turn", "2>0", "4>1", "1>4")
    finish = [("dot", "wrong"), ("line", "wrong")]
    for symbol, _ in finish:
        play(state, f"ask {symbol}", str(wrong_position(state, symbol)))
    return state


def test_the_seeker_of_the_third_stone_wins_the_last_two_when_right() -> None:
    state = _to_third_stone(2)
    before = stones(state)
    seeker = state.seeker_for(state.picks)
    asked = next(s for s in SYMBOLS if f"ask {s}" in state.legal_strings())
    play(state, f"ask {asked}", str(where(state, asked)))
    after = stones(state)
    assert after[seeker] == before[seeker] + 2
    assert after[0] == before[0] - 2
    assert state.view(None)["position"]["reveals"][-1]["last"] is not None


def test_the_shuffler_keeps_the_last_two_when_the_third_seeker_is_wrong() -> None:
    state = _to_third_stone(3)
    before = stones(state)
    asked = next(s for s in SYMBOLS if f"ask {s}" in state.legal_strings())
    play(state, f"ask {asked}", str(wrong_position(state, asked)))
    assert stones(state) == before
    last = state.view(None)["position"]["reveals"][-1]
    assert last["taker"] == 0 and last["last"] is not None


def test_after_the_third_stone_the_next_player_becomes_shuffler() -> None:
    state = new(3)
    do_turn(state)
    assert state.shuffler == 1
    assert state.current_player() == 1
    assert state.view(None)["position"]["phase"] == "lay"
    assert state.view(None)["position"]["row"] == []


@pytest.mark.parametrize(("players", "order"), [(2, [1, 1, 1]), (3, [1, 2, 1]), (4, [1, 2, 3])])
def test_the_seekers_are_asked_in_turn_wrapping_around(players: int, order: list[int]) -> None:
    state = play(new(players), "dlts", "turn", "1>4", "1>4", "1>4")
    asked_seekers = []
    for _ in range(3):
        symbol = SYMBOLS[state._legal_actions(0)[0] - 300]
        play(state, f"ask {symbol}")
        asked_seekers.append(state.current_player())
        play(state, str(wrong_position(state, symbol)))
    assert asked_seekers == order


# --------------------------------------------------------------------------- rounds and the end
def test_each_round_goes_round_the_table_from_the_starting_player() -> None:
    state = new(3, "2")
    shufflers = []
    while not state.is_terminal():
        shufflers.append(state.shuffler)
        do_turn(state)
    assert shufflers == [1, 2, 0, 1, 2, 0]


def test_the_game_ends_when_every_player_has_been_shuffler_twice() -> None:
    state = new(2)
    for _ in range(3):
        do_turn(state)
    assert not state.is_terminal()
    do_turn(state)
    assert state.current_player() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 1})  # nobody won a stone: shared


def test_the_player_who_shows_the_most_stones_wins() -> None:
    state = new(2)
    play(state, "dlts", "turn", "1>4", "1>4", "1>4")
    for _ in range(3):
        symbol = SYMBOLS[state._legal_actions(0)[0] - 300]
        play(state, f"ask {symbol}", str(where(state, symbol)))
    assert stones(state) == [4, 12]
    for _ in range(3):
        do_turn(state)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({1})
    assert outcome.scores == (4.0, 12.0)
    assert outcome.details["won"] == [0, 4]


def test_equal_most_stones_share_the_win() -> None:
    snapshot = GAME.new_state({"players": 3, "first": "1"}).snapshot()
    snapshot.update(phase="over", turn=6)
    snapshot["stones"] = [
        [[1, 1, 1, 1], [1, 0, 0, 0], [0, 0, 0, 0]],
        [[1, 0, 0, 0], [1, 2, 2, 2], [0, 0, 0, 0]],
        [[0, 1, 1, 1], [0, 0, 0, 0], [2, 2, 2, 2]],
    ]
    state = GAME.state_from_snapshot(snapshot, {"players": 3})
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (5.0, 8.0, 11.0)
    assert outcome.winners == frozenset({2})
    snapshot["stones"][2][2] = [1, 2, 2, 2]
    snapshot["stones"][1][2] = [1, 0, 0, 0]
    tied = GAME.state_from_snapshot(snapshot, {"players": 3}).outcome()
    assert tied is not None
    assert tied.scores == (5.0, 9.0, 10.0)
    snapshot["stones"][1][1] = [2, 2, 2, 2]
    snapshot["stones"][0][1] = [0, 0, 0, 0]
    tied = GAME.state_from_snapshot(snapshot, {"players": 3}).outcome()
    assert tied is not None
    assert tied.scores == (4.0, 10.0, 10.0)
    assert tied.winners == frozenset({1, 2})
    assert "share" in str(tied.reason)


def test_the_shuffler_always_has_four_own_symbols_for_round_two() -> None:
    """Round one loses at most one stone of each symbol, so round two can always lay out four."""
    state = new(2)
    play(state, "dlts", "turn", "1>4", "1>4", "1>4")
    for _ in range(3):
        symbol = SYMBOLS[state._legal_actions(0)[0] - 300]
        play(state, f"ask {symbol}", str(where(state, symbol)))
    do_turn(state)
    assert state.shuffler == 0
    assert state.view(0)["position"]["stones"][0]["own"] == dict.fromkeys(SYMBOLS, 1)
    assert len(state.legal_strings()) == 24


# --------------------------------------------------------------------------- hidden information
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_view_reveals_a_face_down_stone_in_any_state_of_a_seeded_game(players: int) -> None:
    state = GAME.new_state({"players": players}, seed=players)
    rng = random.Random(players)
    checked = 0
    while not state.is_terminal():
        for viewer in [None, *range(players)]:
            view = state.view(viewer)
            for _ in range(4):
                other = state.resample_hidden(viewer, rng)
                assert other.view(viewer) == view
            if state.view(None)["position"]["phase"] in (
                "shuffle",
                "ask",
                "pick",
            ):
                position = view["position"]
                assert position["layout"] is None
                assert all(c["symbol"] is None for c in position["row"] if c["taker"] is None)
                checked += 1
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            state.push(rng.choice(state.legal_actions()))
    assert checked > 0


def test_the_shuffler_sees_the_row_face_down_like_everyone() -> None:
    """Rule decision (docs/dev/rules/huetchenspieler.md): once turned, the stones lie face down for
    the shuffler too, as at the table, so the shuffle on a shared screen shows nothing; the
    shuffler still knows the row (laid out and moved it), so resampling keeps it."""
    state = play(new(2), "dlts", "turn", "2>0")
    assert hidden_row(state) == ["line", "dot", "triangle", "square"]
    position = state.view(0)["position"]
    assert [c["symbol"] for c in position["row"]] == [None] * 4
    assert position["layout"] is None
    assert state.view(0)["position"] == state.view(None)["position"]
    assert state.resample_hidden(0, random.Random(1)).snapshot() == state.snapshot()


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_every_view_is_the_public_one_but_for_the_moves_to_choose(players: int, seed: int) -> None:
    """Nothing in Hütchenspieler is private to one player (the face-down row is hidden from
    everyone), so a screen shared by the players can show any of their views: each view is the
    public view with its own legal moves (and their labels) and its count of its own moves."""
    state = GAME.new_state({"players": players}, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        public = state.view(None)
        for viewer in range(players):
            view = state.view(viewer)
            assert {**view, "viewer": None, "legal": [], "labels": {}, "own_moves": None} == public
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            state.push(rng.choice(state.legal_actions()))


def test_the_log_never_names_the_layout() -> None:
    state = play(new(2), "square dot line triangle", "turn", "2>0")
    for viewer in (None, 0, 1):
        log = [str(line) for line in state.view(viewer)["log"]]
        assert "P1 lays out four stones face up" in log
        assert not any("square dot line" in line for line in log)


def test_resampling_keeps_the_revealed_stones_and_redraws_the_others() -> None:
    state = play(new(2), "dlts", "turn", "1>4", "1>4", "1>4", "ask line", "1")
    first = hidden_row(state)[0]
    seen = set()
    rng = random.Random(0)
    for _ in range(60):
        other = state.resample_hidden(1, rng)
        assert isinstance(other, HuetchenspielerState)
        row = hidden_row(other)
        assert row[0] == first and sorted(row) == sorted(SYMBOLS)
        seen.add(tuple(row))
    assert len(seen) == 6


# --------------------------------------------------------------------------- properties
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_stones_are_conserved_and_undo_restores(players: int, seed: int) -> None:
    state = GAME.new_state({"players": players}, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        before = state.snapshot()
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            state.push(rng.choice(state.legal_actions()))
        counts = state.snapshot()["stones"]
        assert sum(state.scores()) == 8 * players
        for colour in range(players):
            for symbol in range(4):
                assert sum(counts[h][colour][symbol] for h in range(players)) == 2
        if rng.random() < 0.2:
            state.pop()
            assert state.snapshot() == before
            state.push(rng.choice(state.legal_actions()))
    assert state.move_number <= GAME.max_length(state.options)


def test_notation_round_trip_and_errors() -> None:
    state = new(2)
    with pytest.raises(NotationError, match="positions of the row are 1 to 4"):
        play(state, "dlts", "turn", "1>4", "1>4", "1>4", "ask dot", "5")
    with pytest.raises(IllegalActionError, match="turns a face-down stone"):
        state.apply_string("dlts")
    with pytest.raises(NotationError, match="symbols are dot"):
        state.apply_string("ask circle")


def test_custom_positions_are_validated() -> None:
    snapshot = new(2).snapshot()
    snapshot["stones"][0][0] = [3, 2, 2, 2]
    with pytest.raises(FormatError, match="exactly two dot"):
        GAME.state_from_snapshot(snapshot, {"players": 2})
    snapshot = new(2).snapshot()
    snapshot["phase"] = "shuffle"
    with pytest.raises(FormatError, match="row"):
        GAME.state_from_snapshot(snapshot, {"players": 2})


def test_a_custom_position_plays_on() -> None:
    state = play(new(3), "dlts", "turn", "2>0", "4>1", "1>4", "ask dot", "1")
    again = GAME.state_from_snapshot(state.snapshot(), {"players": 3, "first": "1"})
    assert again.snapshot() == state.snapshot()
    assert again.current_player() == state.current_player()
    assert again.legal_strings() == state.legal_strings()
    mine, theirs = again.view(0)["position"], state.view(0)["position"]
    assert mine["last"] is None and theirs["last"] == "pick"  # the last action is not part of a position
    assert {**mine, "last": None} == {**theirs, "last": None}


# --------------------------------------------------------------------------- renderer
def test_the_renderer_draws_views_of_random_states() -> None:
    from fives.games.huetchenspieler.terminal import pause_after, render

    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    for players in (2, 3, 4):
        state = GAME.new_state({"players": players}, seed=players)
        rng = random.Random(players)
        while not state.is_terminal():
            for viewer in (None, state.shuffler if state.current_player() >= 0 else None, 0):
                view = state.view(viewer)
                console.print(render(view))
                assert pause_after(view) >= 0
            if state.current_player() == CHANCE:
                state.push(state.sample_chance(), CHANCE)
            else:
                state.push(rng.choice(state.legal_actions()))
        console.print(render(state.view(None)))
    text = console.export_text()
    assert "game over" in text


def test_the_renderer_pauses_for_memorising_and_each_shuffle_step() -> None:
    from fives.games.huetchenspieler.terminal import SHUFFLE_PAUSE, pause_after

    state = play(new(2, memorize_seconds=12), "dlts")
    assert pause_after(state.view(1)) == 12
    play(state, "turn")
    assert pause_after(state.view(1)) == 0
    play(state, "2>0")
    assert pause_after(state.view(1)) == SHUFFLE_PAUSE


# --------------------------------------------------------------------------- the AI seeker
def _ai_game(levels: list[str | float], seed: int) -> tuple[HuetchenspielerState, list[Any]]:
    from fives.ai import act
    from fives.games.huetchenspieler.ai.seeker import HuetchenspielerAgent

    state = GAME.new_state({"players": len(levels)}, seed=seed)
    assert isinstance(state, HuetchenspielerState)
    agents = [HuetchenspielerAgent(level, seed=seed * 10 + i) for i, level in enumerate(levels)]
    rng = random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            state.push(act(agents[player], state, player, rng), player)
        for seat, agent in enumerate(agents):
            agent.observe(state.view(seat))
    return state, agents


def test_a_sharp_seeker_wins_more_than_a_careless_one() -> None:
    totals = {"sharp": 0.0, "careless": 0.0}
    wins = {"sharp": 0, "careless": 0}
    for seed in range(40):
        levels: list[str | float] = ["sharp", "careless"] if seed % 2 == 0 else ["careless", "sharp"]
        state, _ = _ai_game(levels, seed)
        outcome = state.outcome()
        assert outcome is not None
        for seat, level in enumerate(levels):
            assert isinstance(level, str)
            totals[level] += outcome.scores[seat]
            wins[level] += outcome.winners == frozenset({seat})
    assert totals["sharp"] > totals["careless"]
    assert wins["sharp"] > 2 * wins["careless"]


def test_the_ai_is_deterministic_for_a_fixed_seed() -> None:
    first, _ = _ai_game(["normal", "careless", "sharp"], 7)
    again, _ = _ai_game(["normal", "careless", "sharp"], 7)
    assert first.history == again.history
    other, _ = _ai_game(["normal", "careless", "sharp"], 8)
    assert other.history != first.history


def test_a_seeker_with_full_attention_always_finds_the_symbol() -> None:
    state, agents = _ai_game([1.0, 1.0], 3)
    reveals = state.view(None)["position"]["reveals"]
    assert len(reveals) == 3 * 4
    assert all(r["taker"] == r["seeker"] for r in reveals)
    assert agents[0].lapses == agents[1].lapses == 0


def test_a_seeker_without_attention_loses_track_on_every_move() -> None:
    _, agents = _ai_game([0.0, 0.0], 3)
    assert agents[0].lapses == 3 + 4  # the moves of the other player's two turns
    assert agents[1].lapses == 3 + 4


def test_the_ai_seeker_decides_from_its_memory_not_from_the_hidden_row() -> None:
    from fives.games.huetchenspieler.ai.seeker import HuetchenspielerAgent

    true = play(new(2), "dlts", "turn", "2>0", "4>1", "1>4", "ask triangle")
    fake = play(new(2), "square line dot triangle", "turn", "2>0", "4>1", "1>4", "ask triangle")
    assert true.view(1) == fake.view(1)  # the seeker cannot tell them apart now
    agent = HuetchenspielerAgent(1.0)
    agent.observe(play(new(2), "dlts").view(1))  # it saw the first row face up
    picks = {agent.choose(s, 1, random.Random(0)) for s in (true, fake) for _ in range(3)}
    assert len(picks) == 1
    assert true.action_to_string(picks.pop()) == str(where(true, "triangle"))


def test_the_table_is_drawn_face_down_even_for_the_shuffler() -> None:
    from fives.games.huetchenspieler.terminal import COMMANDS, render

    state = play(new(2), "square line dot triangle", "turn", "2>0")

    def text(renderable: Any) -> str:
        console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
        console.print(renderable)
        return console.export_text()

    board = text(render(state.view(0)))
    assert "[?]  [?]  [?]  [?]" in board
    assert "square line dot" not in board
    assert "peek" not in board
    assert "peek" not in COMMANDS  # the seekers watch the same screen: no look under the stones


def test_custom_positions_must_be_consistent_with_the_turn() -> None:
    state = play(new(2), "dlts", "turn", "2>0")
    snapshot = state.snapshot()
    snapshot["phase"] = "ask"
    with pytest.raises(FormatError, match="exactly 3 shuffle moves"):
        GAME.state_from_snapshot(snapshot, {"players": 2})
    snapshot = new(2).snapshot()
    snapshot["stones"][0][0] = [0, 2, 2, 2]
    snapshot["stones"][1][0] = [2, 0, 0, 0]
    with pytest.raises(FormatError, match="every symbol"):
        GAME.state_from_snapshot(snapshot, {"players": 2})

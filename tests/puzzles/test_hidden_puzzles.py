"""The puzzles of the hidden-information games (issue 38), proved from the seat's knowledge only:
Zahlenpoker's sure win (every choice of the opponent tried, now and later) and Hütchenspieler's
follow the stone (the row seen face up and the public shuffle moves).  A planted position is
found with its proof, the claims agree with an independent oracle (the exact two-player
equilibrium solver; the rules' hidden row), a tampered solution fails, and the page gets what
the seeker saw before the question."""

from __future__ import annotations

import random
from dataclasses import replace

from fives.core import Record, replay
from fives.games.huetchenspieler import HuetchenspielerState
from fives.games.zahlenpoker import ZahlenpokerState
from fives.games.zahlenpoker.ai.solver import Solver, after_choices, choices, public_state
from fives.puzzles import prove, puzzle_plugin, shipped
from fives.puzzles.attempt import check, line_views
from fives.puzzles.generate import selfplay_game
from fives.puzzles.store import public


def _zahlenpoker(rounds: list[tuple[str, str]]) -> ZahlenpokerState:
    actions = []
    for a, b in rounds:
        actions += [f"0:{a}", f"1:{b}"]
        if a == "empty":
            actions.append("steal P2")
    state = replay(Record("zahlenpoker", {"players": 2}, 1, actions))
    assert isinstance(state, ZahlenpokerState)
    return state


#: the audit's position (issue 34): P1 holds 1 and 2 (empty hand used, a 1 won), P2 a 2 and its
#: empty hand: showing 2 can lose (P2's empty hand steals it, then its 2 beats the 1); showing 1
#: makes at least the draw certain (P2's 2 wins the 1's round, then P1's 2 is unopposed: a win;
#: P2's empty hand steals the 1, then the 2s cancel: a draw)
AUDIT = [("empty", "1"), ("1", "1"), ("2", "2"), ("3", "3"), ("3", "3"), ("4", "4"), ("4", "4")]


def test_zahlenpoker_the_audits_position_is_proved_from_the_seats_knowledge() -> None:
    plugin = puzzle_plugin("zahlenpoker")
    assert plugin is not None
    state = _zahlenpoker(AUDIT)
    assert state.hands == [(1, 1, 0, 0), (0, 1, 0, 0)] and state.empty_used == [True, False]
    found = plugin.find(state, 0)
    assert found is not None and found.solution == ["1"] and found.themes == ["sure-draw"]
    assert found.proof["results"] == {"2": -1} and found.proof["refutations"] == {"2": "empty"}
    # the refutation through the rules: 2 against the empty hand, the steal, then 1 against 2
    after = state.clone()
    for player, move in ((0, "2"), (1, "empty"), (1, "steal P1"), (0, "1"), (1, "2")):
        after.apply_string(move, player)
    outcome = after.outcome()
    assert outcome is not None and outcome.winners == frozenset({1})


def test_zahlenpoker_a_position_with_a_hidden_choice_made_is_no_puzzle() -> None:
    """Once the opponent has chosen (hidden), the position holds what the seat does not know."""
    plugin = puzzle_plugin("zahlenpoker")
    assert plugin is not None
    state = _zahlenpoker(AUDIT)
    state.apply_string("2", 1)
    assert plugin.find(state, 0) is None and not plugin.wants(state, 0)


def _seat_value(solver: Solver, state: ZahlenpokerState, seat: int, mine: int, theirs: int) -> float:
    pub = public_state(state)
    a, b = (mine, theirs) if seat == 0 else (theirs, mine)
    value = solver.value(after_choices(pub, a, b))
    return value if seat == 0 else -value


def test_zahlenpoker_shipped_sure_wins_agree_with_the_equilibrium_solver() -> None:
    """An independent oracle (the solver's own model of the public state, not the rules): after a
    sure win's choice every answer leaves the seat the game value +1 (a mix that wins for
    certain; so does a pure strategy), and after every other choice some answer leaves less;
    after a sure draw's choice every answer leaves at least 0."""
    solver = Solver()
    puzzles = [p for p in shipped("zahlenpoker") if p.options["players"] == 2]
    assert {"sure-win", "sure-draw"} <= {p.themes[0] for p in puzzles}
    for puzzle in puzzles[::5]:
        state = puzzle.position()
        assert isinstance(state, ZahlenpokerState) and state.reveal is None
        seat = puzzle.player
        pub = public_state(state)
        parse = {state.action_to_string(a, seat): a for a in state.legal_actions(seat)}
        theirs = choices(pub, 1 - seat)
        solution = parse[puzzle.solution[0]]
        values = [_seat_value(solver, state, seat, solution, b) for b in theirs]
        if puzzle.themes[0] == "sure-win":
            assert min(values) == 1.0, puzzle.id
            for name in puzzle.proof["refutations"]:
                assert min(_seat_value(solver, state, seat, parse[name], b) for b in theirs) < 1.0
        else:
            assert min(values) >= 0.0, puzzle.id


def test_zahlenpoker_a_wrong_choice_is_answered_by_the_refutation() -> None:
    puzzle = next(p for p in shipped("zahlenpoker") if p.player == 1 and p.options["players"] == 2)
    wrong = next(iter(puzzle.proof["refutations"]))
    answer = check(puzzle, [wrong])
    reply = puzzle.proof["refutations"][wrong]
    kind = "can-lose" if puzzle.proof["results"][wrong] < 0 else "can-draw"
    assert answer["refutation"] == {"kind": kind, "reply": reply}
    shown = answer["after"]["view"]["position"]
    # the round is revealed with the opponent's answer (or waits for its steal)
    rounds = len(puzzle.position().view(1)["position"]["rounds"])
    assert shown["reveal"] is not None or len(shown["rounds"]) == rounds + 1
    solved = check(puzzle, puzzle.solution)
    assert solved["result"] == "solved" and solved["claim"] == puzzle.proof["claim"]
    # the line's move is the puzzle's player's choice (a simultaneous round: both choose)
    assert [step["player"] for step in line_views(puzzle)] == [1]
    assert not prove(replace(puzzle, solution=[wrong]))


def test_zahlenpoker_a_steal_among_three_or_four_is_the_seats_and_names_no_single_answer() -> None:
    """A steal is a choice with three players or more (with two, one stone is shown); what
    spoils another steal is the next rounds' choices of the others: no single answer is named."""
    puzzle = next(p for p in shipped("zahlenpoker") if "steal" in p.themes)
    state = puzzle.position()
    assert isinstance(state, ZahlenpokerState) and state.num_players >= 3
    assert state.current_player() == puzzle.player == state.thief
    assert puzzle.solution[0].startswith("steal P")
    wrong = next(iter(puzzle.proof["refutations"]))
    answer = check(puzzle, [wrong])
    assert answer["refutation"] == {"kind": "can-lose" if puzzle.proof["results"][wrong] < 0 else "can-draw"}
    assert check(puzzle, puzzle.solution)["result"] == "solved"


def _picking(seed: int) -> list[tuple[HuetchenspielerState, int]]:
    plugin = puzzle_plugin("huetchenspieler")
    assert plugin is not None
    final, _ = selfplay_game("huetchenspieler", plugin, seed)
    state = final._initial()
    found = []
    for player, action in final.history:
        if state.acting_players() == (player,) and plugin.wants(state, player):
            assert isinstance(state, HuetchenspielerState)
            found.append((state.clone(), player))
        state.push(action, player)
    return found


def test_huetchenspieler_the_seekers_view_gives_the_hidden_row_exactly() -> None:
    """Differential against the rules: the row followed from the seeker's views (face up, then
    the public moves) is the rules' hidden row, at every pick of two self-play games; a puzzle
    where the stone moved, none where it lies where it was laid out."""
    from fives.games.huetchenspieler import SYMBOLS
    from fives.games.huetchenspieler.puzzles import find, follow

    seen = 0
    for seed in (5, 6):
        for state, player in _picking(seed):
            found = find(state, player)
            row = [SYMBOLS[s] for s in state.row()]
            asked = SYMBOLS[state.asked]
            laid = [SYMBOLS[s] for s in state.layout]
            if laid.index(asked) == row.index(asked):
                assert found is None
                continue
            assert found is not None
            seen += 1
            assert follow(found.proof["layout"], found.proof["moves"]) == row
            assert found.solution == [str(row.index(asked) + 1)]
            for pos, symbol in found.proof["refutations"].items():
                assert row[int(pos) - 1] == symbol != asked
    assert seen >= 5


def test_huetchenspieler_the_page_gets_what_the_seeker_saw_and_no_more() -> None:
    puzzle = next(p for p in shipped("huetchenspieler") if "last-two" in p.themes)
    shown = public(puzzle)
    steps = shown["watch"]
    assert len(steps) == puzzle.proof["watch"] and steps[-1]["view"] == shown["view"]
    first = steps[0]["view"]["position"]
    assert first["phase"] == "memorize" and first["layout"] == puzzle.proof["layout"]
    assert [s["move"] for s in steps if ">" in s["move"]] == puzzle.proof["moves"]
    for step in steps[1:]:  # after the turn: no face-down symbol in any view
        assert step["view"]["position"]["layout"] is None
        assert all(
            item["symbol"] is None for item in step["view"]["position"]["row"] if item["taker"] is None
        )
    assert "solution" not in shown and "proof" not in shown


def test_huetchenspieler_a_wrong_stone_says_what_lies_there() -> None:
    puzzle = shipped("huetchenspieler")[0]
    wrong, symbol = next(iter(puzzle.proof["refutations"].items()))
    answer = check(puzzle, [wrong])
    assert answer["refutation"] == {"kind": "other-symbol", "symbol": symbol}
    turned = answer["after"]["view"]["position"]["row"][int(wrong) - 1]
    assert turned["symbol"] == symbol
    assert check(puzzle, puzzle.solution)["result"] == "solved"
    assert check(puzzle, puzzle.solution)["asked"] == puzzle.proof["asked"]
    assert not prove(replace(puzzle, solution=[wrong]))
    tampered = {**puzzle.proof["refutations"], wrong: random.Random(1).choice(["dot", "line"])}
    if tampered != puzzle.proof["refutations"]:
        assert not prove(replace(puzzle, proof={**puzzle.proof, "refutations": tampered}))


def test_zahlenpoker_the_set_holds_each_position_once_for_the_seat() -> None:
    plugin = puzzle_plugin("zahlenpoker")
    assert plugin is not None and plugin.key is not None
    puzzles = shipped("zahlenpoker")
    keys = [plugin.key(p.position(), p.player) for p in puzzles]
    assert len(set(keys)) == len(keys)


def test_a_seekers_wrong_stone_and_a_wrong_choice_become_puzzles_of_the_players_mistakes() -> None:
    """The site's "puzzles from your mistakes": the flagged move of a finished game, at a position
    the proof covers (a seeker's pick; a choice at a round's start), is the same puzzle again."""
    from fives.server.puzzles import mistake_puzzles_job

    for puzzle in (shipped("huetchenspieler")[0], shipped("zahlenpoker")[0]):
        state = puzzle.position()
        moves = [(p, state.action_to_string(a, p)) for p, a in state.history]
        wrong = next(iter(puzzle.proof["refutations"]))
        moves.append((puzzle.player, wrong))
        flagged = [{"index": len(moves) - 1, "player": puzzle.player, "played": wrong}]
        made = mistake_puzzles_job(puzzle.game, dict(puzzle.options), puzzle.seed, tuple(moves), "r", flagged)
        assert [m["puzzle"].solution for m in made] == [puzzle.solution]
        assert made[0]["puzzle"].proof == puzzle.proof and made[0]["puzzle"].source["kind"] == "mistake"

"""OpenSpiel's C++ solvers and its MCTSBot on our simultaneous Zahlenpoker (issue 26)."""

from __future__ import annotations

import json

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")

from benchmarks.suite import spiel_fast_path  # noqa: E402
from fives.interop.openspiel import load  # noqa: E402

#: Each player holds a 1 and a 4 and the once-per-game empty hand.
SMALL = {"hands": [[1, 0, 0, 1], [1, 0, 0, 1]]}


def test_the_cpp_solvers_refuse_the_simultaneous_game_and_run_on_its_turn_based_form() -> None:
    simultaneous = load("zahlenpoker", players=2, position=json.dumps(SMALL))
    with pytest.raises(pyspiel.SpielError, match="CFR requires sequential games"):
        pyspiel.CFRSolver(simultaneous)
    with pytest.raises(pyspiel.SpielError, match="MCCFR requires sequential games"):
        pyspiel.ExternalSamplingMCCFRSolver(simultaneous)
    results = {r.solver: r for r in spiel_fast_path.run(spiel_fast_path.game(), 10)}
    assert len(results) == 5
    for result in results.values():
        assert 0.0 <= result.exploitability < 0.5, result  # uniform play: 0.5
    # the C++ and the Python CFR are the same algorithm: the same average policy, to rounding
    cpp, python = results["C++ pyspiel.CFRSolver"], results["Python cfr.CFRSolver"]
    assert cpp.exploitability == pytest.approx(python.exploitability, abs=1e-9)
    assert python.python_exploitability_seconds is not None
    table = spiel_fast_path.table(list(results.values()))
    assert len(table) == 2 + 5 and table[2].startswith("| C++ pyspiel.CFRSolver | 10 |")


def test_mcts_bot_needs_turns_and_then_sees_the_first_movers_hidden_choice() -> None:
    """MCTSBot refuses the simultaneous game; on ``convert_to_turn_based`` it plays, but as a
    perfect-information search on the true state: at the second mover's turn that state holds
    the first mover's choice (OpenSpiel's wrapper keeps it out of the information state only),
    so the second mover's search finds a sure win against a 4 that it cannot know is there."""
    np = pytest.importorskip("numpy")
    from open_spiel.python.algorithms import mcts

    simultaneous = load("zahlenpoker", players=2, position=json.dumps(SMALL))

    def bot(game: object) -> mcts.MCTSBot:
        rng = np.random.RandomState(0)
        return mcts.MCTSBot(game, 2, 300, mcts.RandomRolloutEvaluator(1, rng), random_state=rng, solve=True)

    with pytest.raises(ValueError, match="sequential"):
        bot(simultaneous)
    game = pyspiel.convert_to_turn_based(simultaneous)
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    start = game.new_initial_state()
    infos, outcomes, choices = set(), {}, {}
    for first in start.legal_actions():
        state = start.child(first)
        name = start.action_to_string(0, first)
        infos.add(state.information_state_string(1))
        assert f"Partial joint action: {first}" in str(state)  # the state holds it
        search = bot(game)
        root = search.mcts_search(state)
        outcomes[name] = root.outcome
        choices[name] = state.action_to_string(1, search.step(state))
    assert len(infos) == 1  # the second mover's information is the same whatever the first chose
    assert outcomes["4"] == [-1.0, 1.0] and choices["4"] == "empty"  # steal the 4: a sure win
    assert outcomes["empty"] == [0.0, 0.0]  # ...which the empty hand would have turned into a draw
    # a few steps of MCTSBot for both players to the end of the converted game
    state = game.new_initial_state()
    bots = [bot(game), bot(game)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    assert sum(state.returns()) == 0.0

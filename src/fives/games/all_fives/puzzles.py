"""All Fives's puzzles: "score the target".  The match ends at once when a side reaches the
target, in the middle of a round too, and that side wins it.  A puzzle is a position where
exactly one play reaches the target at once and no other play does, proved from the player's
own knowledge only: the legal plays come from the player's hand and the table, and what a play
scores (`fives.games.all_fives.scoring.play_points` of the open ends after it, scaled as the
options say) depends on the table alone, never on a hidden tile.  Two conditions keep the other
plays' failure free of hidden tiles too: the player keeps a tile after any play (no play ends
the round with the hand points of the others' hidden tiles) and the boneyard may still be drawn
from (no play can block the round).  The rules module confirms that the solution ends the match
won for the player.  ``refutations`` holds each other play's score in words (``"scores N"``,
``scores`` the numbers); ``needs`` the points the player's side needed.  Candidates: self-play
of the greedy player, with and without noise (deterministic for a seed)."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import PLAY
from fives.games.all_fives.scoring import play_points
from fives.puzzles.plugin import Finding, PuzzlePlugin


def _number(value: float) -> int | float:
    return int(value) if value == int(value) else value


def _scores(state: AllFivesState, player: int) -> list[tuple[int, float]] | None:
    """Each legal play of ``player`` with what it scores (the table alone decides), or None where
    the position is not one this proof covers (module doc)."""
    if state.is_terminal() or state.current_player() != player or state.forced >= 0:
        return None
    if state.hands[player].bit_count() < 2 or state.drawable() <= 0:
        return None
    plays = []
    for action in state.legal_actions(player):
        if action < PLAY:
            return None  # a draw or a pass: no play to choose
        tile, end = divmod(action - PLAY, 5)
        plays.append((action, play_points(state.layout.place(tile, end).total()) / state.scale))
    return plays


def find(state: State[Any], player: int) -> Finding | None:
    if not isinstance(state, AllFivesState):
        return None
    plays = _scores(state, player)
    if plays is None:
        return None
    need = state.target - state.side_scores[state.side(player)]
    reaching = [action for action, points in plays if points >= need]
    if len(reaching) != 1:
        return None
    solution = reaching[0]
    position = state.clone()
    position.push(solution, player)
    outcome = position.outcome()
    if outcome is None or player not in outcome.winners:
        return None  # never happens by the rules (module doc); nothing proved if it did
    others = [(state.action_to_string(a, player), _number(p)) for a, p in plays if a != solution]
    points = next(p for a, p in plays if a == solution)
    proof = {
        "method": "play-score",
        "claim": "score-target",
        "target": state.target,
        "needs": _number(need),
        "points": _number(points),
        "scores": dict(others),
        "refutations": {name: f"scores {score}" for name, score in others},
    }
    # harder: more plays to choose from, and other plays that score too (but not enough)
    scoring = sum(score > 0 for _, score in others)
    difficulty = min(5, 1 + (len(plays) > 4) + min(3, scoring))
    return Finding([state.action_to_string(solution, player)], ["score-the-target"], proof, difficulty)


def wants(state: State[Any], player: int) -> bool:
    """A side within 60 points of the target (before the scale): no play scores more."""
    return (
        isinstance(state, AllFivesState)
        and not state.is_terminal()
        and (state.target - state.side_scores[state.side(player)]) * state.scale <= 60
    )


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=("greedy_points", "greedy_points:noise=0.3", "greedy_points:noise=0.6"),
    theme_share=1.0,
    games_per_puzzle=3.0,
    plies=5000,
    method=(
        "the plays' scores from the player's hand and the table: only one play reaches the match "
        "target at once"
    ),
)

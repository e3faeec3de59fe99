"""Checking an answer to a puzzle (the server does it; the page never holds the solution before).

An attempt is the player's moves so far (in the game's notation), the line's forced replies
left out: the k-th of them must be the solution's move at index 2k.  The answer:

- ``"continue"``: every move so far is right and the line goes on: the forced reply is played
  (``reply``) and the position after it is sent for the next move;
- ``"solved"``: the whole line is played; where the proof accepts alternatives to the line's
  last own move (``proof["also"]``: each wins just the same, `fives.puzzles.forced`) and that
  move was one of them, ``also`` names it (the page says it wins as well, and shows the solution);
- ``"wrong"``: the last move is not the solution's: with why it fails where the proof says
  (``refutation``) and the solution;
- an illegal move, or a move after the attempt ended: `FivesError` (no attempt: nothing counts).

With ``solved`` and ``wrong`` come the solution line (each move with the position after it), the
proof's claim in words (``claim``, ``plies``), and the themes.
"""

from __future__ import annotations

from typing import Any

from fives.core import FivesError, Message, State

from .format import Puzzle
from .store import view_of


def claim(puzzle: Puzzle) -> dict[str, Any]:
    """What the proof says of the solution: ``{"claim": "win", "moves": 2}`` (a forced win in two
    of the player's moves) or ``{"claim": "only-move", "plies": 3}`` (the only move after which
    the opponent has no forced win within 3 plies), or the proof's own words for another claim."""
    proof = puzzle.proof
    kind = str(proof.get("claim", ""))
    plies = int(proof.get("plies", len(puzzle.solution)) or 0)
    found: dict[str, Any] = {"claim": kind, "plies": plies, "method": proof.get("method")}
    if proof.get("method") == "endgame-solver":  # Torris: the solver's exact result, any length
        found["claim"] = "endgame-win" if kind == "win" else "endgame-draw"
    elif kind == "win":
        found["moves"] = (plies + 1) // 2
    for name in ("points", "margin", "needs", "target"):  # a claim in points (Make 5, All Fives)
        if isinstance(proof.get(name), int):
            found[name] = proof[name]
    if proof.get("method") == "follow-the-stone":  # Hütchenspieler: the symbol and the moves followed
        found["asked"] = proof.get("asked")
        found["shuffles"] = len(proof.get("moves") or [])
    return found


def refutation(puzzle: Puzzle, step: int, played: str) -> dict[str, Any] | None:
    """Why ``played`` (the player's move at the puzzle's position, ``step`` 0) fails, where the
    proof says: ``{"kind": "opponent-wins", "reply"}`` (the opponent's winning move after it),
    ``{"kind": "loses"}`` (after it the opponent wins at once), ``{"kind": "no-win", "reply"}``
    (after that reply there is no forced win any more), ``{"kind": "ends"}`` (it ends the game
    without the win).  A later step's wrong move: ``{"kind": "no-win"}`` (the proof's line wins
    only by its moves), None where nothing is known."""
    proof = puzzle.proof
    if proof.get("claim") == "only-solvable":  # every other jump of each step proved unsolvable
        steps = proof.get("refutations") or []
        return {"kind": "unsolvable"} if step < len(steps) and played in steps[step] else None
    if proof.get("method") == "endgame-solver" and step > 0:  # Torris: a line's later step
        steps = proof.get("steps") or []
        proof = steps[step - 1] if step - 1 < len(steps) and isinstance(steps[step - 1], dict) else {}
        return _endgame(proof, played)
    if step > 0:
        return {"kind": "no-win"} if proof.get("claim") == "win" else None
    said = (proof.get("refutations") or {}).get(played)
    if proof.get("method") == "follow-the-stone":  # Hütchenspieler: what lies there instead
        return {"kind": "other-symbol", "symbol": said} if isinstance(said, str) else None
    if proof.get("method") == "sure-search":  # Zahlenpoker: the others' answer that spoils it
        result = (proof.get("results") or {}).get(played)
        if not isinstance(result, int):
            return None
        # one opponent's answer is named (several others' joint answer: the words say "the others")
        named = isinstance(said, str) and said != "-" and "," not in said
        reply = {"reply": said} if named else {}
        return {"kind": "can-lose" if result < 0 else "can-draw", **reply}
    scored = (proof.get("scores") or {}).get(played)
    if proof.get("claim") in ("score-most", "score-target") and isinstance(scored, int):
        # Make 5's last sort, All Fives' match target: what the move scores instead
        if proof["claim"] == "score-most":
            return {"kind": "scores-less", "scores": scored, "best": proof.get("points")}
        return {"kind": "short-of-target", "scores": scored, "needs": proof.get("needs")}
    if proof.get("method") == "endgame-solver":  # Torris: the exact result after the move
        return _endgame(proof, played)
    if proof.get("claim") == "only-move":
        if said == "end":
            return {"kind": "ends-lost"}
        return {"kind": "opponent-wins", "reply": said} if isinstance(said, str) else None
    if proof.get("claim") == "win":
        if played in (proof.get("loses") or []):
            return {"kind": "loses"}
        if said == "end":
            return {"kind": "ends"}
        if isinstance(said, str) and said != "-":
            return {"kind": "no-win", "reply": said}
        return {"kind": "no-win"}
    return None


def _endgame(proof: dict[str, Any], played: str) -> dict[str, Any] | None:
    """Why a move fails by the exact endgame solver (Torris): its result, with the solver's
    answer to it (``proof``: the first step's, or a later step's of a line, ``proof["steps"]``)."""
    said = (proof.get("refutations") or {}).get(played)
    result = (proof.get("results") or {}).get(played)
    if said == "end" or not isinstance(result, int):
        return {"kind": "ends"} if said == "end" else None
    reply = {"reply": said} if isinstance(said, str) and said != "pass" else {}
    return {"kind": "endgame-loses" if result < 0 else "endgame-draws", **reply}


def _same(state: State[Any], player: int, a: str, b: str) -> bool:
    return bool(state.parse_action(a, player) == state.parse_action(b, player))


def line_views(puzzle: Puzzle) -> list[dict[str, Any]]:
    """The solution, each move with the position after it (seen by the puzzle's player)."""
    state = puzzle.position()
    steps = []
    for text in puzzle.solution:
        acting = state.acting_players()
        # the player's own move where it is among those to move (a simultaneous round: the others
        # choose too), else the one who is
        mover = puzzle.player if puzzle.player in acting else acting[0]
        state.apply(state.parse_action(text, mover), mover)
        steps.append({"move": text, "player": mover, **view_of(state, puzzle.player)})
    return steps


def own_moves(puzzle: Puzzle, players: int) -> list[int]:
    """The indices of the solution's moves the player makes: every one in a one-player game,
    else the even ones (the others are the forced replies)."""
    step = 1 if players == 1 else 2
    return list(range(0, len(puzzle.solution), step))


def check(puzzle: Puzzle, moves: list[str]) -> dict[str, Any]:
    """The answer to the attempt ``moves`` (module doc)."""
    if not moves:
        raise FivesError("an attempt needs a move")
    state = puzzle.position()
    player = puzzle.player
    solution = puzzle.solution
    own = own_moves(puzzle, state.num_players)
    if len(moves) > len(own):
        raise FivesError("the puzzle is over: no more moves")
    for step, text in enumerate(moves):
        index = own[step]
        if state.is_terminal() or player not in state.acting_players():
            raise FivesError("the puzzle is over: no more moves")
        try:
            action = state.parse_action(text, player)
        except FivesError:
            raise
        except Exception as exc:  # a game's parser may say it its own way
            raise FivesError(f"{text!r} is not a move here") from exc
        if action not in state.legal_actions(player):
            raise FivesError(f"{text!r} is not a legal move here")
        played = state.action_to_string(action, player)
        if step == len(own) - 1 and _accepted(puzzle, state, player, played):
            return {"result": "solved", "step": step, "also": played, **_ended(puzzle)}
        if not _same(state, player, played, solution[index]):
            state.apply(action, player)
            wrong = refutation(puzzle, step, played)
            after = view_of(state, player)
            reply = (wrong or {}).get("reply")
            labels: dict[str, Any] = {}  # the reply's words where the game labels its moves
            if reply and not state.is_terminal():
                mover = state.acting_players()[0]
                try:
                    answer = state.parse_action(reply, mover)
                    label = state.action_label(answer, mover)
                    if isinstance(label, Message):
                        labels[reply] = label.to_json()
                    state.apply(answer, mover)
                    after = view_of(state, player)
                except FivesError:
                    pass
            return {
                "result": "wrong",
                "step": step,
                "played": played,
                "refutation": wrong,
                "after": after,
                "labels": labels,
                **_ended(puzzle),
            }
        state.apply(action, player)
        following = own[step + 1] if step + 1 < len(own) else len(solution)
        replies = solution[index + 1 : following]  # the forced replies before the player's next move
        for reply_text in replies:
            mover = state.acting_players()[0]
            state.apply(state.parse_action(reply_text, mover), mover)
        if step == len(moves) - 1 and step + 1 < len(own):
            return {
                "result": "continue",
                "step": step,
                "reply": replies[-1] if replies else None,
                "reply_player": 1 - player if replies and state.num_players == 2 else None,
                **view_of(state, player),
            }
    return {"result": "solved", "step": len(moves) - 1, **_ended(puzzle)}


def _accepted(puzzle: Puzzle, state: State[Any], player: int, played: str) -> bool:
    """Whether ``played`` (the line's last own move, not yet made) is one of the proof's
    alternatives to the solution's (``proof["also"]``)."""
    also = puzzle.proof.get("also") or []
    return any(isinstance(text, str) and _same(state, player, played, text) for text in also)


def _ended(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "solution": list(puzzle.solution),
        "line": line_views(puzzle),
        "themes": list(puzzle.themes),
        **claim(puzzle),
    }

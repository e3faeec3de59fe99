"""How to play: each game's short player text, its pictures and its guided first game.

A game's texts (its folder's ``texts/``, `fives.core.discovery.text_file`) hold it:
``howto.<lang>.md`` is the text (English and German, at most `MAX_WORDS` words); a line
``[[picture:start]]`` stands for a picture.  ``howto.json`` declares the pictures
and the guide as real games: a seed, options and an action list in the game's notation, replayed
through the rules (`fives.core.replay`), so a rules change that breaks one is found at once
(`tests/test_howto.py`).  The page draws the views with the game's own board code, read-only.

The guided first game is a script on a real position: each step names the learner's move (the
target the board highlights), a sentence saying what to do and why (a seat is written ``{P1}``:
the page puts in the name its board shows for the seat), a sentence for a wrong click,
the scripted replies of the other players (a step without a move is one to watch, e.g. the row
to memorise, and goes on with "Continue"), and optionally a claim that is checked in the resulting
state (``wins``: the move wins the game; ``scores``: the learner's score goes up;
``board_score``: Make 5's board scores more; ``solvable``: Abräumen's position can still be
solved).  It runs in the page without a room: the server sends the views of every step once.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import fives.games
from fives.core import FivesError, State
from fives.core.discovery import text_file
from fives.core.message import english
from fives.core.nodes import SIMULTANEOUS, TERMINAL
from fives.core.record import Record
from fives.core.replay import replay
from fives.i18n import localize_view

LANGUAGES = ("en", "de")
PICTURES = ("start", "move", "end")
MAX_WORDS = 400
MIN_STEPS, MAX_STEPS = 3, 5
CLAIMS = ("wins", "scores", "board_score", "solvable")
PICTURE_LINE = re.compile(r"^\[\[picture:([a-z]+)\]\]$", re.MULTILINE)


class HowtoError(FivesError):
    """A how-to file that does not hold: a missing text, a bad picture or guide step."""


def _file(game_id: str, name: str) -> Path | None:
    """A how-to file of the game's own texts (``howto.en.md``, ``howto.json``), or None."""
    if not game_id or not game_id.replace("_", "").isalnum():
        return None
    return text_file(game_id, name)


def text(game_id: str, lang: str) -> str | None:
    """The how-to-play text of ``game_id`` in ``lang`` (Markdown), or None."""
    path = _file(game_id, f"howto.{lang}.md") if lang in LANGUAGES else None
    return None if path is None else path.read_text(encoding="utf-8")


def has_howto(game_id: str) -> bool:
    """Whether ``game_id`` has a how-to (its pictures and guide declared, texts beside them)."""
    return _file(game_id, "howto.json") is not None


def declaration(game_id: str) -> dict[str, Any] | None:
    """The pictures and the guide of ``game_id`` as declared in its ``texts/howto.json``."""
    path = _file(game_id, "howto.json")
    if path is None:
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise HowtoError(f"{path.name}: expected a JSON object")
    return data


def words(markdown: str) -> int:
    """The words a player reads: picture lines and Markdown marks do not count."""
    plain = PICTURE_LINE.sub("", markdown)
    return len(re.findall(r"[\w’'-]+", plain))


def _record(game_id: str, spec: dict[str, Any], actions: list[str]) -> Record:
    return Record(game_id, dict(spec.get("options", {})), int(spec.get("seed", 0)), list(actions))


def _apply(state: State[Any], entry: str, where: str) -> None:
    """Apply one entry as a record holds it (``"1:3"`` where several players act at once)."""
    player: int | None = None
    move = entry
    if state.current_player() == SIMULTANEOUS:
        head, sep, rest = entry.partition(":")
        if not sep or not head.strip().isdigit():
            raise HowtoError(f"{where}: several players act here, write 'player:action', not {entry!r}")
        player, move = int(head), rest
    try:
        state.apply_string(move, player)
    except FivesError as exc:
        raise HowtoError(f"{where}: {entry!r} is not legal here: {exc}") from None


def _view(state: State[Any], viewer: int | None) -> dict[str, Any]:
    view = state.view(viewer)
    return {"view": view, "i18n": localize_view(view)}


def picture(game_id: str, spec: dict[str, Any]) -> State[Any]:
    """The state a picture declares (its seed, options and actions replayed through the rules)."""
    try:
        return replay(_record(game_id, spec, list(spec.get("actions", []))))
    except FivesError as exc:
        raise HowtoError(f"{game_id}: picture does not replay: {exc}") from None


def _claim(claim: str, before: State[Any], after: State[Any], seat: int, where: str) -> None:
    if claim == "wins":
        outcome = after.outcome() if after.current_player() == TERMINAL else None
        if outcome is None or seat not in outcome.winners:
            raise HowtoError(f"{where}: the step claims the move wins, but it does not")
    elif claim == "scores":
        if not after.scores()[seat] > before.scores()[seat]:
            raise HowtoError(f"{where}: the step claims the move scores, but the score did not go up")
    elif claim == "board_score":  # Make 5: what the board would score now (the sorter's rows)
        now, then = (s.view(seat)["position"].get("board_score") for s in (after, before))
        if not isinstance(now, int) or not isinstance(then, int) or not now > then:
            raise HowtoError(f"{where}: the step claims the board scores more, but it does not")
    elif claim == "solvable":  # a game whose AI has an exact solver's hint (Abräumen)
        from fives.ai.plugin import ai_plugin

        solver = ai_plugin(after.game.id).hint
        if solver is None or not solver(after).solvable:
            raise HowtoError(f"{where}: the step claims the board stays solvable, but it does not")
    else:
        raise HowtoError(f"{where}: unknown claim {claim!r} (known: {', '.join(CLAIMS)})")


#: a seat written as the server stores it ("P2"), not as "{P2}", which the page fills with its name
_BARE_SEAT = re.compile(r"(?<!\{)\bP\d+\b(?!\})")


def _texts(step: dict[str, Any], key: str, where: str) -> dict[str, str]:
    found = step.get(key)
    if not isinstance(found, dict) or any(not str(found.get(lang, "")).strip() for lang in LANGUAGES):
        raise HowtoError(f"{where}: '{key}' needs a text in each of {', '.join(LANGUAGES)}")
    for lang in LANGUAGES:  # one name per seat: the page names it as its board does
        if _BARE_SEAT.search(str(found[lang])):
            raise HowtoError(f"{where}: '{key}' ({lang}) names a seat as P1, P2: write {{P1}}")
    return {lang: str(found[lang]) for lang in LANGUAGES}


def guide(game_id: str, spec: dict[str, Any], claims: bool = True) -> dict[str, Any]:
    """The guided first game, checked step by step, with the learner's view of each step.

    Every move is checked against the legal moves; ``claims`` checks what the steps teach too
    (the tests do; the server skips it, Abräumen's solver takes a second)."""
    game = fives.games.load(game_id)
    seat = int(spec.get("seat", 0))
    state = game.new_state(dict(spec.get("options", {})), int(spec.get("seed", 0)))
    for number, entry in enumerate(spec.get("actions", []), start=1):
        _apply(state, entry, f"{game_id} guide, opening action {number}")
    steps = spec.get("steps", [])
    if not MIN_STEPS <= len(steps) <= MAX_STEPS:
        raise HowtoError(f"{game_id} guide: {len(steps)} steps, expected {MIN_STEPS} to {MAX_STEPS}")
    out: list[dict[str, Any]] = []
    for number, step in enumerate(steps, start=1):
        where = f"{game_id} guide, step {number}"
        if step.get("move") is None:  # a step to watch (Hütchenspieler's memorising): "Continue"
            out.append({**_view(state, seat), "move": None, "text": _texts(step, "text", where)})
            for reply in step.get("then", []):
                _apply(state, str(reply), f"{where}, reply {reply!r}")
            continue
        if seat not in state.acting_players():
            raise HowtoError(f"{where}: it is not the learner's (P{seat + 1}) turn")
        move = str(step["move"])
        legal = {state.action_to_string(a, seat).lower(): a for a in state.legal_actions(seat)}
        if move.lower() not in legal:
            raise HowtoError(f"{where}: {move!r} is not a legal move of P{seat + 1} here")
        shown = _view(state, seat)
        before = state.clone()
        state.apply(legal[move.lower()], seat)
        if claims and step.get("claim") is not None:
            _claim(str(step["claim"]), before, state, seat, where)
        after = _view(state, seat)
        for reply in step.get("then", []):
            _apply(state, str(reply), f"{where}, reply {reply!r}")
        out.append(
            {
                **shown,
                "move": move,
                "show": [str(square) for square in step.get("show", [])],
                "text": _texts(step, "text", where),
                "wrong": _texts(step, "wrong", where),
                "after": after,
            }
        )
    return {"seat": seat, "steps": out, "end": {**_view(state, seat), "text": _texts(spec, "end", game_id)}}


@lru_cache(maxsize=16)
def _howto(game_id: str) -> str | None:
    texts = {lang: text(game_id, lang) for lang in LANGUAGES}
    data = declaration(game_id)
    if data is None or any(value is None for value in texts.values()):
        return None
    pictures = {}
    for name in PICTURES:
        spec = data.get("pictures", {}).get(name)
        if not isinstance(spec, dict):
            raise HowtoError(f"{game_id}: picture {name!r} is not declared")
        pictures[name] = _view(picture(game_id, spec), spec.get("viewer"))
    found = data.get("guide")
    return json.dumps(
        {
            "game": game_id,
            "text": texts,
            "pictures": pictures,
            "guide": guide(game_id, found, claims=False) if isinstance(found, dict) else None,
        },
        ensure_ascii=False,
        separators=(",", ":"),
        default=english,
    )


def howto_json(game_id: str) -> str | None:
    """Everything the how-to page and the guide need, as JSON text (computed once per game,
    about 0.3 s at most; the server asks for it in a worker thread)."""
    return _howto(game_id)

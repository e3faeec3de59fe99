"""The texts of the rules and the server in other languages (fives.i18n): every text is a
message of the Fluent catalogs (a key and its arguments), never English read back by regular
expressions (issue 23: the old template catalog ``fives.i18n.catalog`` is gone).

The playout test is the guard: every log line (for every viewer), every note, every result
reason and the reasons of illegal moves tried along the way must be a `Message` whose German
text comes from ``de.ftl``.  A new plain English text in a game fails it.
"""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path
from typing import Any

import pytest

import fives.games
import fives.i18n
from calls import first_arguments
from fives.core import CHANCE, FivesError, IllegalActionError, Message, State, ViewLog, random_step
from fives.i18n import localize_error, localize_view, translate
from fives.i18n.fluent import render
from fives.server.errors import CODES

SRC = Path(fives.__file__).parent
SERVER = SRC / "server"
#: texts tried as moves along the way, to collect the games' reasons for refusing them
PROBES = ("a1", "zz", "steal P2", "steal P9", "1", "0", "pass", "e3<", "a3>", "4", "c3", "draw", "a1-a3",
          "c1-a1", "empty", "3-6", "6-6@E", "1,0>2,1", "0,0", "b2-e", "c", "ask dot", "2>1", "1>0",
          "dot line triangle square", "turn", "a1-a2", "p1 starts")  # fmt: skip


def test_the_regex_catalog_is_gone() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("fives.i18n.catalog")
    assert not hasattr(fives.i18n, "TEMPLATES") and not hasattr(fives.i18n, "match")
    # nothing in the sources reads English back with the old templates
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"i18n\.catalog\b|import catalog\b", text), path


def test_a_text_without_a_message_is_not_translated() -> None:
    assert translate("P2: c1^") is None  # once read back by a template
    assert translate("something new that nobody translated") is None
    assert translate("it is P1's turn", "en") == "it is P1's turn"
    with pytest.raises(ValueError, match="no language"):
        translate("the game is over", "fr")


def test_messages_are_rendered_from_the_catalog() -> None:
    chose = Message("zahlenpoker-chose", player=Message("player", n=1))
    assert (str(chose), translate(chose)) == ("P1 has chosen", "P1 hat gewählt")
    most = Message("zahlenpoker-most", players=Message("list-and", items=["P1", "P3"]), count=2, stones=4)
    assert translate(most) == "P1 und P3 haben die meisten Steine gewonnen (4)"
    assert translate(Message("abraeumen-stuck", stones=1)) == "kein Sprung mehr möglich; 1 Stein ist übrig"
    refused = Message("server-illegal", move="'a9'", reason=Message("abraeumen-not-free", square="a1"))
    assert (str(refused), translate(refused)) == (
        "'a9' is not allowed: a1 is not free",
        "'a9' ist nicht erlaubt: a1 ist nicht frei",
    )


def _server_codes() -> set[str]:
    return first_arguments(SERVER.glob("*.py"), "RoomError")


def test_every_error_code_has_a_text_in_every_language() -> None:
    """An error whose reason is no message (a plain text from outside the server, e.g. an unknown
    level) is shown by its code: ``error-<code>`` in the catalogs."""
    codes = _server_codes() | set(CODES)
    assert len(codes) > 20  # the scan found the server's errors
    for code in sorted(codes):
        assert render(f"error-{code}", {}, "de") != render(f"error-{code}", {}, "en"), code


def test_errors_fall_back_to_their_code() -> None:
    refused = Message("server-illegal", move="'x'", reason=Message("fuenf-not-free", cell="0,1"))
    assert localize_error("illegal", refused) == {"de": "'x' ist nicht erlaubt: 0,1 ist nicht frei"}
    assert localize_error("bad_token", "whatever the English says") == {
        "de": "der Schlüssel gehört zu keinem Platz dieser Partie"
    }
    assert localize_error("unknown_code", "as it is") == {"de": "as it is"}


def _plain(texts: list[Any]) -> list[str]:
    """The texts that are no catalog message."""
    return [str(text) for text in texts if not isinstance(text, Message)]


def _unkeyed(state: State[Any]) -> list[str]:
    missing = []
    for viewer in [None, *range(state.num_players)]:
        view = state.view(viewer)
        texts = localize_view(view)["de"]
        missing.extend(_plain([*view["log"], *view["position"].get("notes", [])]))
        assert len(texts["log"]) == len(view["log"])
    outcome = state.outcome()
    if outcome is not None:
        missing.extend(_plain([outcome.reason]))
        missing.extend(rendered_text(outcome.details))
    return missing


#: a string an outcome's details may hold: an identifier (a symbol, a colour, how a round ended)
#: or notation (a tile 3-6, a square c3, a line's ends a1-e5); never a sentence
DATA_WORD = re.compile(r"[a-z_]+|[a-h]?-?\d+(?:[-,][a-h]?-?\d+)*")


def rendered_text(value: Any) -> list[str]:
    """The texts in an outcome's details that are words for people, not data (issue 24: the
    page and the terminal put the details in words; the state holds data)."""
    if isinstance(value, dict):
        keys = [str(k) for k in value if not re.fullmatch(r"[a-z_]+", str(k))]
        return keys + [m for v in value.values() for m in rendered_text(v)]
    if isinstance(value, list | tuple):
        return [m for v in value for m in rendered_text(v)]
    if isinstance(value, Message) or (isinstance(value, str) and not DATA_WORD.fullmatch(value)):
        return [str(value)]
    return []


def _refusals(state: State[Any], rng: random.Random) -> list[str]:
    """The reasons the game gives for refusing moves now (by any player)."""
    reasons = []
    for player in range(state.num_players):
        for text in rng.sample(PROBES, 6):
            try:
                state.parse_action(text, player)
            except FivesError as exc:
                reasons.append(getattr(exc, "reason", str(exc)))
    if state.current_player() != CHANCE:
        try:
            state.chance_outcomes()
        except IllegalActionError as exc:
            reasons.append(exc.reason)
    return _plain(reasons)


@pytest.mark.parametrize("game_id", [g.id for g in fives.games.all()])
def test_every_text_of_a_played_game_is_a_catalog_message(game_id: str) -> None:
    game = fives.games.load(game_id)
    missing: set[str] = set()
    for seed in range(4):
        players = (game.info.min_players, game.info.max_players)[seed % 2]
        options: dict[str, Any] = {"players": players}
        if game_id == "all_fives":
            options["target"] = 31
        if game_id == "make5":
            options["games"] = 2
        state = game.new_state(options, seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_terminal() and step < 2000:
            if rng.random() < 0.15:
                missing.update(_refusals(state, rng))
            random_step(state, rng)
            step += 1
        missing.update(_unkeyed(state))
        missing.update(_refusals(state, rng))
    assert not missing, f"texts of {game_id} that are no catalog message: {sorted(missing)[:20]}"


def test_a_long_argument_is_clipped_not_refused() -> None:
    """A player's input inside a message (a bad option value of 5,000 characters) must not break
    the rendering: Fluent refuses a placeable over 1,000 characters (found by the agent-spec
    property test of tests/ai/test_plugins.py)."""
    from fives.i18n.fluent import MAX_ARGUMENT

    text = render("option-invalid", {"name": "'x'", "value": "9" * 5000, "expected": "a number"}, "de")
    assert "9" * (MAX_ARGUMENT - 1) + "…" in text and "9" * MAX_ARGUMENT not in text
    assert str(Message("option-invalid", name="'x'", value=10**6000, expected="a number"))


def test_a_kept_log_makes_the_texts_of_each_settled_line_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server sends every seat the whole log with each move, with each line's message and
    its German text: with the seat's `ViewLog` a view of a long game renders only the lines
    that are not settled yet (rendering all of them with every move cost the server about a
    third of its CPU time at move 40, issue of the 4x slower server)."""
    import fives.core.game as game_module

    state = fives.games.load("make5").new_state({}, 3)
    log = ViewLog()
    rng = random.Random(3)
    for _ in range(40):
        random_step(state, rng)
        localize_view(state.view(0, log), log)
    made: list[str] = []

    def counted_json(text: Any) -> Any:
        made.append("json")
        return Message.to_json(text) if isinstance(text, Message) else None

    def counted_text(english: Any, message: Any, lang: str) -> Any:
        made.append(lang)
        return original_text(english, message, lang)

    original_text = fives.i18n._text
    monkeypatch.setattr(game_module, "message_json", counted_json)
    monkeypatch.setattr(fives.i18n, "_text", counted_text)
    random_step(state, rng)
    view = state.view(0, log)
    texts = localize_view(view, log)
    assert len(view["log"]) > 40
    assert made.count("json") <= 2 and made.count("de") <= 2, made
    monkeypatch.undo()
    assert view == state.view(0) and texts == localize_view(state.view(0))

"""Chat (issue 35, `fives.server.chat`): the players' chat and the spectators' apart during the
game, both public after it; who may write as whom (the seat checks of a move); limits against a
flooding or cheating client (length, pace per person and per address, lines per game, lines
kept); text cleaned, never interpreted; no chat in a hot-seat room; stored with the game.  On
SQLite, and on PostgreSQL when FIVES_TEST_POSTGRES_URL is set."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from fives.server import chat
from fives.server.tables import chat as chat_table

from .conftest import connect, create, database_at, hub_room, migrations_config, postgres_schema, serve
from .test_accounts import cheap, csrf, sign_up
from .test_api import headers
from .test_resign import first_move, resign, two_people

XSS = "<img src=x onerror=alert(1)>"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


def say(client: Any, room: str, text: str, token: str | None = None, extra: Any = None) -> Any:
    sent = {**(headers(token) if token else {}), **(extra or {})}
    return client.post(f"/api/rooms/{room}/chat", json={"text": text}, headers=sent)


def read(client: Any, room: str, token: str | None = None) -> dict[str, Any]:
    answer = client.get(f"/api/rooms/{room}/chat", headers=headers(token) if token else {})
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


def texts(data: dict[str, Any]) -> list[tuple[str, str]]:
    return [(line["channel"], line["text"]) for line in data["lines"]]


def stored(client: Any, room: str) -> list[tuple[str, int, str]]:
    engine = client.app.state.hub.store.engine
    with engine.connect() as conn:
        rows = conn.execute(
            sa.select(chat_table.c.channel, chat_table.c.number, chat_table.c.text)
            .where(chat_table.c.room_id == room)
            .order_by(chat_table.c.channel, chat_table.c.number)
        ).all()
    return [tuple(row) for row in rows]


def test_players_and_spectators_chat_apart_during_the_game_and_both_public_after(client: Any) -> None:
    room, tokens = two_people(client)
    with (
        connect(client, room, [tokens[0]]) as ann,
        connect(client, room, [tokens[1]]) as bob,
        connect(client, room, spectate=True) as watcher,
    ):
        for conn in (ann, bob, watcher):
            conn.kind("state")
        # a player writes on the websocket: both players hear it, the spectator does not
        ann.send({"type": "chat", "text": "good luck"})
        answer = ann.kind("chatted")
        assert answer["line"]["channel"] == "players" and answer["line"]["seat"] == 0
        assert answer["line"]["name"] == "Ann" and answer["line"]["move"] == 0
        heard = bob.kind("chat")["line"]
        assert (heard["text"], heard["seat"]) == ("good luck", 0)
        # the spectator writes: only spectators hear it
        watcher.send({"type": "chat", "text": "Bob should play the centre"})
        assert watcher.kind("chatted")["line"]["channel"] == "spectators"
        bob.send({"type": "chat", "text": "thanks"})
        assert bob.kind("chatted")["line"]["text"] == "thanks"
        # Ann hears Bob's line, and before it nothing of the spectators'
        line = ann.kind("chat")["line"]
        assert line["text"] == "thanks"
        assert not [m for m in ann.log + bob.log if m["type"] == "chat" and m["line"]["channel"] != "players"]
        ann.send({"type": "ping"})
        ann.kind("pong")
        watcher.send({"type": "ping"})
        watcher.kind("pong")
        # the spectator heard its own line (every reader of the channel does), none of the players'
        assert [m["line"]["text"] for m in watcher.log if m["type"] == "chat"] == [
            "Bob should play the centre"
        ]
    # over HTTP: each reads its own channel, a spectator never the players'
    assert texts(read(client, room, tokens[0])) == [("players", "good luck"), ("players", "thanks")]
    spectator = read(client, room)
    assert texts(spectator) == [("spectators", "Bob should play the centre")]
    assert spectator["channels"] == ["spectators"] and spectator["you"] == "spectators"
    assert spectator["lines"][0]["name"] is None  # a guest: the page says "Guest"
    # a spectator cannot pass for a player with a made-up or another room's token
    assert client.get(f"/api/rooms/{room}/chat", headers=headers("x" * 40)).status_code == 403
    other, other_tokens = two_people(client, "Cleo")
    assert client.get(f"/api/rooms/{room}/chat", headers=headers(other_tokens[0])).status_code == 403
    assert say(client, room, "sneaky", other_tokens[0]).status_code == 403
    assert read(client, other, other_tokens[0])["lines"] == []  # another room's chat is its own
    # the game ends: both channels are public, to players and spectators alike
    first_move(client, room, tokens[0])
    assert resign(client, room, tokens[1]).status_code == 200
    after = read(client, room)
    assert after["channels"] == ["players", "spectators"]
    assert sorted(texts(after)) == sorted(texts(read(client, room, tokens[0])))
    assert len(after["lines"]) == 3
    assert say(client, room, "gg", tokens[1]).json()["line"]["move"] == 1  # a word after the end


def test_a_player_writes_only_as_a_seat_it_holds(client: Any) -> None:
    data = create(
        client,
        "cambio",
        [{"kind": "local", "name": "Ann"}, {"kind": "invite"}, {"kind": "invite"}],
    )
    room, tokens = data["room"]["id"], data["token"]
    # an unused invitation ticket is no seat token
    assert say(client, room, "hi", tokens[1]).json()["error"] == "invitation"
    joined = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"}, headers=headers(tokens[1]))
    tokens[1] = joined.json()["token"]
    with connect(client, room, [tokens[0]]) as ann:
        ann.kind("state")
        ann.send({"type": "chat", "text": "as Bob", "seat": 1})
        assert ann.kind("error")["code"] == "not_your_seat"
        ann.send({"type": "chat", "text": 5})
        assert ann.kind("error")["code"] == "bad_message"
        ann.send({"type": "chat", "text": "as Ann", "seat": True})
        assert ann.kind("error")["code"] == "bad_message"
    with connect(client, room, spectate=True) as watcher:  # naming a seat makes no player
        watcher.kind("state")
        watcher.send({"type": "chat", "text": "I am Ann", "seat": 0})
        line = watcher.kind("chatted")["line"]
        assert (line["channel"], line["seat"], line["name"]) == ("spectators", None, None)
    assert [x["text"] for x in read(client, room, tokens[0])["lines"]] == []
    # before the game starts the players may talk already (a seat still waits)
    line = say(client, room, "waiting for Cleo", tokens[1]).json()["line"]
    assert (line["seat"], line["name"]) == (1, "Bob")


def test_hot_seat_and_games_against_the_computer_have_no_chat(client: Any) -> None:
    hot = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}])
    room, tokens = hot["room"]["id"], hot["token"]
    assert say(client, room, "hi", tokens[0]).json()["error"] == "chat_off"
    assert say(client, room, "hi").json()["error"] == "chat_off"
    assert read(client, room, tokens[0])["chat"] is False and read(client, room)["lines"] == []
    with connect(client, room, [tokens[0], tokens[1]]) as screen:
        screen.kind("state")
        screen.send({"type": "chat", "text": "hi", "seat": 0})
        assert screen.kind("error")["code"] == "chat_off"
    solo = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": "easy"}])
    assert say(client, solo["room"]["id"], "hi", solo["token"][0]).status_code == 409
    assert stored(client, room) == [] and stored(client, solo["room"]["id"]) == []


def test_text_is_cleaned_never_interpreted_and_huge_lines_are_refused(client: Any) -> None:
    room, tokens = two_people(client)
    assert say(client, room, XSS, tokens[0]).json()["line"]["text"] == XSS  # text, shown as text
    # control characters, bidi overrides, line breaks and stacked marks cannot shape the page
    line = say(client, room, "\u202egnp.exe\u202c\x00 new\r\nline\x1b[31m q" + "\u0301" * 50, tokens[1])
    assert line.json()["line"]["text"] == "gnp.exe new line[31m q\u0301\u0301\u0301"
    for blank in ("", "   ", "\u200b\u202e\n"):
        refused = say(client, room, blank, tokens[0])
        assert refused.status_code == 400 and refused.json()["error"] == "bad_message", blank
    too_long = say(client, room, "x" * (chat.MAX_CHARS + 1), tokens[0])
    assert too_long.status_code == 400 and too_long.json()["error"] == "chat_too_long"
    assert say(client, room, "x" * 100_000, tokens[0]).status_code == 422
    with connect(client, room, [tokens[0]]) as ann:
        ann.kind("state")
        ann.send({"type": "chat", "text": "y" * (chat.MAX_CHARS + 1)})
        assert ann.kind("error")["code"] == "chat_too_long"
        ann.send({"type": "chat", "text": "z" * 100_000})  # over the websocket's message limit
        assert ann.kind("error")["code"] == "too_large"
    assert [text for _c, _n, text in stored(client, room)] == [
        XSS,
        "gnp.exe new line[31m q\u0301\u0301\u0301",
    ]


def test_a_flood_is_paced_per_person_and_per_address(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chat, "ADDRESS_LINES", 8)
    room, tokens = two_people(client)
    for n in range(chat.PERSON_LINES):
        assert say(client, room, f"line {n}", tokens[0]).status_code == 200
    flood = say(client, room, "one more", tokens[0])
    assert flood.status_code == 429 and flood.json()["error"] == "too_many_messages"
    assert "chat messages" in flood.json()["detail"]
    # the other player is not held up by Ann's flood, until the address has had its share
    for n in range(3):
        assert say(client, room, f"Bob {n}", tokens[1]).status_code == 200
    assert say(client, room, "Bob 3", tokens[1]).json()["error"] == "too_many_messages"
    assert len(stored(client, room)) == 8


def test_a_channel_keeps_its_last_lines_and_takes_a_bounded_number_a_game(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(chat, "PERSON_LINES", 1000)
    monkeypatch.setattr(chat, "ADDRESS_LINES", 1000)
    monkeypatch.setattr(chat, "CAP_PER_GAME", 12)
    monkeypatch.setattr(chat, "KEEP_LINES", 5)
    room, tokens = two_people(client)
    for n in range(12):
        assert say(client, room, f"p{n}", tokens[n % 2]).status_code == 200
    full = say(client, room, "p12", tokens[0])
    assert full.status_code == 409 and full.json()["error"] == "chat_full"
    # the spectators' channel has its own count: the players' flood does not silence it
    assert say(client, room, "s0").status_code == 200
    assert stored(client, room) == [
        *(("players", n + 1, f"p{n}") for n in range(7, 12)),
        ("spectators", 1, "s0"),
    ]


def test_a_finished_games_chat_closes_after_a_while(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    room, tokens = two_people(client)
    first_move(client, room, tokens[0])
    assert resign(client, room, tokens[0]).status_code == 200
    assert say(client, room, "gg", tokens[0]).status_code == 200
    assert say(client, room, "well played").status_code == 200
    hub_room(client, room).row.updated_at -= chat.AFTER_END_SECONDS + 1
    late = say(client, room, "hello?", tokens[1])
    assert late.status_code == 409 and late.json()["error"] == "chat_closed"
    assert read(client, room)["writable"] is False
    assert [text for _c, _n, text in stored(client, room)] == ["gg", "well played"]


def test_a_signed_in_spectator_writes_under_the_account_name(client: Any) -> None:
    room, _tokens = two_people(client)
    me = sign_up(client, "Zoë")
    line = say(client, room, "hello", extra=csrf(me)).json()["line"]
    assert (line["channel"], line["name"], line["seat"]) == ("spectators", "Zoë", None)
    assert line["author"].startswith("a:") and me["account"]["id"] not in line["author"]
    # without the CSRF token the cookie is ignored: a guest
    guest = say(client, room, "who am I").json()["line"]
    assert guest["name"] is None and guest["author"].startswith("g:")
    with connect(client, room, spectate=True) as watcher:
        watcher.kind("state")
        watcher.send({"type": "chat", "text": "on the socket"})
        assert watcher.kind("chatted")["line"]["name"] == "Zoë"


def test_the_chat_is_stored_with_the_game(db_url: str) -> None:
    with serve(db_url, test_seed=1) as first:
        room, tokens = two_people(first)
        say(first, room, XSS, tokens[0])
        say(first, room, "from the stands")
    with serve(db_url, test_seed=1) as again:
        assert texts(read(again, room, tokens[1])) == [("players", XSS)]
        assert texts(read(again, room)) == [("spectators", "from the stands")]


def test_a_line_reaches_the_connections_of_another_process() -> None:
    """Several processes on one PostgreSQL: a line written on one reaches the room's readers on
    another (a NOTIFY of the line), and only those of its channel."""
    with postgres_schema() as url, serve(url) as a, serve(url) as b:
        room, tokens = two_people(a)
        with connect(b, room, [tokens[1]]) as bob, connect(b, room, spectate=True) as watcher:
            bob.kind("state")
            watcher.kind("state")
            assert say(a, room, "from the other process", tokens[0]).status_code == 200
            line = bob.kind("chat")["line"]
            assert (line["text"], line["seat"]) == ("from the other process", 0)
            assert say(a, room, "a spectator on a").status_code == 200
            assert watcher.kind("chat")["line"]["text"] == "a spectator on a"
            bob.send({"type": "ping"})
            bob.kind("pong")
            assert [m["line"]["text"] for m in bob.log if m["type"] == "chat"] == ["from the other process"]


def test_the_migration_adds_the_chat_table_and_takes_it_back(db_url: str) -> None:
    from alembic import command

    with database_at(db_url, "0010_draws") as (store, conn):
        assert "chat" not in sa.inspect(conn).get_table_names()
    try:
        store.migrate()
        assert "chat" in sa.inspect(store.engine).get_table_names()
        cfg = migrations_config()
        with store.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.downgrade(cfg, "0010_draws")
        assert "chat" not in sa.inspect(store.engine).get_table_names()
    finally:
        store.dispose()

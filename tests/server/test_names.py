"""Seat names (issue 21, item 4): a name is NFC-normalised and stripped, holds 1 to 40
characters, no control, format, surrogate, private-use or unassigned character (category C: a
NUL answered 500 on PostgreSQL; U+202E lets a name spoof another), no line break and is not
blank; an empty name means the default one.  Anything else is refused with 400 ``bad_name``
and nothing is created or changed.  On SQLite and PostgreSQL alike: an accepted name is stored
and read back exactly."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from fives.server.names import MAX_NAME, clean_name
from fives.server.room import RoomError

from .conftest import create, serve
from .reliability import db_kind, record_figures

#: any text, lone surrogates included (JSON can carry them as escapes)
ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=60)
NAMES = st.one_of(
    ANY_TEXT,
    st.text(max_size=50),
    st.sampled_from(
        ["a\x00b", "\x00", "\u202eevil", "Ann\u200b", "  Ann  ", "e\u0301", "\u3164", "a\u2028b"]
    ),
)
EXAMPLES = settings(max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def expected(name: str) -> str | None:
    """What the documented rules make of ``name`` (None: refused), computed independently."""
    if any(unicodedata.category(c) == "Cs" for c in name):
        return None
    text = unicodedata.normalize("NFC", name).strip()
    if text == "":
        return ""
    if len(text) > MAX_NAME:
        return None
    if any(unicodedata.category(c)[0] == "C" or unicodedata.category(c) in ("Zl", "Zp") for c in text):
        return None
    invisible = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"}
    if all(c.isspace() or c in invisible or unicodedata.category(c)[0] == "M" for c in text):
        return None
    return text


@pytest.fixture
def client(db_url: str) -> Iterator[Any]:
    """A server on SQLite, and again on PostgreSQL, without the cap on rooms waiting for players
    (every example opens one)."""
    with serve(db_url, test_seed=1, max_open_rooms_per_client=0) as the_client:
        yield the_client


def post(client: Any, path: str, body: dict[str, Any]) -> Any:
    """POST with the body as ASCII JSON (so lone surrogates travel as escapes)."""
    return client.post(path, content=json.dumps(body), headers={"Content-Type": "application/json"})


def stored_names(client: Any, room: str) -> list[str]:
    loaded = client.app.state.hub.store.load_room(room)
    assert loaded is not None
    return [seat.name for seat in loaded[1]]


def check_refusal(answer: Any) -> None:
    assert 400 <= answer.status_code < 500, answer.text
    body = answer.json()
    if answer.status_code == 400:
        assert body["error"] == "bad_name" and "name" in body["detail"], body


def test_names_at_creation_are_refused_or_stored_exactly(client: Any, db_url: str) -> None:
    seen = {"accepted": 0, "refused": 0}

    @EXAMPLES
    @given(name=NAMES)
    @example(name="a\x00b")
    @example(name="\u202eevil")
    @example(name="  Ann  ")
    @example(name="e\u0301")
    @example(name="\ud800")
    @example(name="x" * 41)
    def check(name: str) -> None:
        rooms_before = len(client.app.state.hub.store.room_ids(("waiting", "playing", "finished")))
        body = {"game": "make5", "seats": [{"kind": "local", "name": name}, {"kind": "open"}]}
        answer = post(client, "/api/rooms", body)
        want = expected(name)
        if answer.status_code != 201:
            assert want is None, (name, answer.text)
            check_refusal(answer)
            rooms_after = len(client.app.state.hub.store.room_ids(("waiting", "playing", "finished")))
            assert rooms_after == rooms_before  # nothing was created
            seen["refused"] += 1
            return
        seen["accepted"] += 1
        assert want is not None, (name, answer.json()["room"]["seats"][0]["name"])
        room = answer.json()["room"]["id"]
        shown = answer.json()["room"]["seats"][0]["name"]
        assert shown == (want or "P1")
        assert client.get(f"/api/rooms/{room}").json()["seats"][0]["name"] == shown
        assert stored_names(client, room)[0] == shown  # read back from the database exactly

    check()
    record_figures(f"names_create_{db_kind(db_url)}", **seen)


def test_names_when_joining_are_refused_or_stored_exactly(client: Any, db_url: str) -> None:
    seen = {"accepted": 0, "refused": 0}

    @EXAMPLES
    @given(name=NAMES)
    @example(name="a\x00b")
    @example(name="\u202eevil")
    @example(name="\u3164")
    def check(name: str) -> None:
        room = create(client, "make5", [{"kind": "local"}, {"kind": "open"}])["room"]["id"]
        answer = post(client, f"/api/rooms/{room}/join", {"name": name})
        want = expected(name)
        if answer.status_code != 200:
            assert want is None, (name, answer.text)
            check_refusal(answer)
            seat = client.get(f"/api/rooms/{room}").json()["seats"][1]
            assert seat["status"] == "waiting" and seat["name"] == "P2"  # nothing changed
            assert stored_names(client, room)[1] == "P2"
            seen["refused"] += 1
            return
        seen["accepted"] += 1
        assert want is not None, (name, answer.json()["room"]["seats"][1]["name"])
        shown = answer.json()["room"]["seats"][1]["name"]
        assert shown == (want or "P2")
        assert stored_names(client, room)[1] == shown

    check()
    record_figures(f"names_join_{db_kind(db_url)}", **seen)


def test_the_name_rules() -> None:
    assert clean_name(None) is None
    assert clean_name("   ") is None  # blank: the default name
    assert clean_name(" Zoë ") == "Zoë"
    assert clean_name("Zoe\u0308") == "Zoë"  # NFC
    assert clean_name("Jürgen Müller-Lüdenscheidt") == "Jürgen Müller-Lüdenscheidt"
    assert clean_name("x" * MAX_NAME) == "x" * MAX_NAME
    for bad in [
        "x" * (MAX_NAME + 1),
        "a\x00b",
        "a\nb",
        "\u202eevil",
        "a\u200db",
        "\ue000",
        "\u3164",
        "\u0301",
        "\ud800",
    ]:
        with pytest.raises(RoomError) as refused:
            clean_name(bad)
        assert refused.value.code == "bad_name" and refused.value.status == 400, bad


def test_a_room_id_with_characters_no_room_id_has_is_not_found(client: Any) -> None:
    """Room ids are URL-safe base64; a path with NUL (which PostgreSQL cannot even look up: it
    answered 500) or any other character is simply no room."""
    for room in ("a%00b", "%00", "a%C3%A9", "a%E2%80%AEb"):
        for path in (f"/api/rooms/{room}", f"/api/rooms/{room}/view", f"/api/finished/{room}"):
            answer = client.get(path)
            # a NUL is turned away before any route runs (`fives.server.bounds`): not_found
            assert answer.status_code == 404 and answer.json()["error"] in ("no_room", "not_found"), answer


#: names a player may well choose that hold the characters a URL treats specially (not "%2F":
#: Starlette's TestClient decodes a path twice; tests/web/test_ratings_pages.py tries it on a
#: real server)
URL_NAMES = ["AC/DC", "Who? Me", "#1 Fan", "100% Sure", "Jo Ann Smith", "a/b?c#d%e f", "/x/"]


def test_every_name_sign_up_accepts_has_a_reachable_profile(client: Any) -> None:
    """A profile link is ``/api/players/`` + the name URL-encoded (as the page writes it:
    encodeURIComponent); "AC/DC" was accepted at sign-up and its profile answered 404."""
    origin = {"Origin": str(client.base_url)}
    for name in URL_NAMES:
        made = client.post(
            "/api/accounts", json={"name": name, "password": "a long password"}, headers=origin
        )
        assert made.status_code == 201, (name, made.text)
        client.cookies.clear()
        profile = client.get(f"/api/players/{quote(name, safe='')}")
        assert profile.status_code == 200, (name, profile.text)
        assert profile.json()["name"] == name
    assert client.get(f"/api/players/{quote('AC/DX', safe='')}").json()["error"] == "unknown_player"

"""Turn notifications' routes (issue 35; `fives.server.notify` sends them):

- ``GET /api/push/key``: the server's VAPID public key (the page subscribes with it);
- ``GET /api/me/notifications``, ``PUT /api/me/notifications``: the signed-in account's choices
  (its e-mail address is shown to it alone, here);
- ``POST /api/me/push``, ``DELETE /api/me/push``: this browser's push subscription, for the
  signed-in account only (at most ``Settings.max_push_subscriptions`` per account; the oldest go);
- ``POST /api/me/notifications/off``: turn everything off in one click;
- ``GET``/``POST /notifications/off?a=&c=&t=``: the unsubscribe link of every message, without
  signing in (``t`` signs the account and the channel; `notify.Keys.token`): GET shows a
  button, POST (the button, or a mail program's one-click RFC 8058 request) turns it off;
- ``GET``/``POST /notifications/verify?a=&e=&t=``: the link that confirms an e-mail address;
- ``GET /sw.js``: the service worker, from the site's root so that its scope is the whole site.
"""

from __future__ import annotations

import asyncio
import html
import time
import urllib.parse
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from pydantic import BaseModel, ConfigDict, Field

from fives.core import Message
from fives.i18n.fluent import render

from . import mail, notify, push
from .accounts import Account, require_account
from .limits import RateLimit
from .responses import errors
from .room import RoomError

router = APIRouter()

SW_FILE = Path(__file__).resolve().parent.parent / "web" / "static" / "sw.js"
#: confirmation e-mails one account may ask for an hour (each goes to an address it typed)
CONFIRMS_PER_HOUR = 5


def notifier(request: Request) -> notify.Notifier:
    found = getattr(request.app.state, "notifier", None)
    if not isinstance(found, notify.Notifier) or found.keys is None:
        raise RoomError("busy", Message("notify-unavailable"))
    return found


class Keys(BaseModel):
    model_config = ConfigDict(extra="ignore")
    p256dh: str = Field(..., max_length=100)
    auth: str = Field(..., max_length=40)


class SubscriptionBody(BaseModel):
    model_config = ConfigDict(extra="ignore")  # PushSubscription.toJSON() has expirationTime too
    endpoint: str = Field(..., max_length=1000)
    keys: Keys
    lang: str | None = Field(None, pattern="^(en|de)$", description="the language of the messages")


class EndpointBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    endpoint: str = Field(..., max_length=1000)


class ChoicesBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: str | None = Field(None, max_length=mail.MAX_ADDRESS, description="'' removes the address")
    email_on: bool | None = None
    lang: str | None = Field(None, pattern="^(en|de)$")


def _base(request: Request) -> str:
    settings = request.app.state.hub.settings
    return str(settings.public_url or str(request.base_url).rstrip("/"))


def _choices_json(request: Request, found: notify.Choices) -> dict[str, Any]:
    return {
        "email": found.email,
        "email_verified": found.email_verified,
        "email_on": found.email_on,
        "lang": found.lang,
        "push_devices": found.subscriptions,
        "email_available": request.app.state.hub.settings.smtp is not None,
    }


@router.get("/api/push/key", summary="The server's VAPID public key (Web Push)", responses=errors(503))
async def push_key(request: Request) -> dict[str, str]:
    keys = notifier(request).keys
    assert keys is not None
    return {"public_key": keys.vapid.public_key}


@router.get("/api/me/notifications", summary="Your notification choices (yours alone)", responses=errors(401))
async def my_choices(
    request: Request, account: Annotated[Account, Depends(require_account)]
) -> dict[str, Any]:
    store = request.app.state.hub.store
    return _choices_json(request, await asyncio.to_thread(notify.choices, store, account.id))


def _confirm_limit(request: Request) -> RateLimit:
    state = request.app.state
    found = getattr(state, "notify_confirms", None)
    if not isinstance(found, RateLimit):
        found = state.notify_confirms = RateLimit(
            CONFIRMS_PER_HOUR, 3600.0, "too_many_emails", "e-mails", message="notify-too-many-emails"
        )
    return found


@router.put(
    "/api/me/notifications",
    summary="Change your notification choices (a new address is sent a link to confirm it)",
    responses=errors(400, 401, 403),
)
async def change_choices(
    body: ChoicesBody, request: Request, account: Annotated[Account, Depends(require_account)]
) -> dict[str, Any]:
    store = request.app.state.hub.store
    found = await asyncio.to_thread(notify.choices, store, account.id)
    values: dict[str, Any] = {"base_url": _base(request)}
    if body.lang is not None:
        values["lang"] = body.lang
    lang = body.lang or found.lang
    confirm = None
    if body.email is not None:
        email = body.email.strip()
        if email and not mail.valid_address(email):
            raise RoomError("bad_email", Message("notify-bad-email"))
        if (email or None) != found.email:
            values.update(email=email or None, email_verified=False)
            if email:
                _confirm_limit(request).hit(account.id)
                confirm = notify.Confirm(account.id, email, lang, _base(request))
    if body.email_on is not None:
        values["email_on"] = body.email_on
    await asyncio.to_thread(notify.save_choices, store, account.id, values, time.time())
    if confirm is not None:
        notifier(request).confirm(confirm)
    return _choices_json(request, await asyncio.to_thread(notify.choices, store, account.id))


@router.post(
    "/api/me/notifications/off",
    summary="Turn every notification off (push on every browser, e-mail)",
    responses=errors(401, 403),
)
async def all_off(request: Request, account: Annotated[Account, Depends(require_account)]) -> dict[str, Any]:
    store = request.app.state.hub.store
    await asyncio.to_thread(notify.turn_off, store, account.id, "all", time.time())
    return _choices_json(request, await asyncio.to_thread(notify.choices, store, account.id))


def _check_endpoint(request: Request, endpoint: str) -> None:
    settings = request.app.state.hub.settings
    parts = urllib.parse.urlsplit(endpoint)
    host = (parts.hostname or "").lower()

    def listed(hosts: tuple[str, ...]) -> bool:
        return "*" in hosts or any(host == h or host.endswith("." + h) for h in hosts)

    secure = parts.scheme == "https" and listed(settings.push_hosts)
    insecure = parts.scheme == "http" and host in settings.push_insecure_hosts
    if not host or parts.username or parts.password or not (secure or insecure):
        raise RoomError("bad_subscription", Message("notify-bad-endpoint"))


@router.post(
    "/api/me/push",
    summary="Send your turns to this browser (its PushSubscription)",
    responses=errors(400, 401, 403),
)
async def add_push(
    body: SubscriptionBody, request: Request, account: Annotated[Account, Depends(require_account)]
) -> dict[str, Any]:
    _check_endpoint(request, body.endpoint)
    if not push.check_keys(body.keys.p256dh, body.keys.auth):
        raise RoomError("bad_subscription", Message("notify-bad-keys"))
    hub = request.app.state.hub
    sub = push.Subscription(body.endpoint, body.keys.p256dh, body.keys.auth)
    limit = hub.settings.max_push_subscriptions
    await asyncio.to_thread(notify.subscribe, hub.store, account.id, sub, limit, time.time())
    values = {"base_url": _base(request), **({"lang": body.lang} if body.lang else {})}
    await asyncio.to_thread(notify.save_choices, hub.store, account.id, values, time.time())
    return _choices_json(request, await asyncio.to_thread(notify.choices, hub.store, account.id))


@router.delete(
    "/api/me/push", summary="Stop sending your turns to this browser", responses=errors(400, 401, 403)
)
async def remove_push(
    body: EndpointBody, request: Request, account: Annotated[Account, Depends(require_account)]
) -> dict[str, Any]:
    store = request.app.state.hub.store
    await asyncio.to_thread(notify.unsubscribe, store, account.id, body.endpoint)
    return _choices_json(request, await asyncio.to_thread(notify.choices, store, account.id))


# ------------------------------------------------------------------ pages opened from a message
def _lang(request: Request) -> str:
    asked = request.query_params.get("lang")
    if asked in ("en", "de"):
        return asked
    accept = request.headers.get("accept-language", "").lower()
    return "de" if accept.startswith("de") else "en"


def _page(lang: str, title: str, text: str, form: str = "", status: int = 200) -> HTMLResponse:
    lang = lang if lang in ("en", "de") else "en"
    home = html.escape(render("notify-page-home", {}, lang))
    body = (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)} · Fives</title>"
        '<link rel="stylesheet" href="/static/css/app.css"></head>'
        f'<body><main class="page notify-page"><h1>{html.escape(title)}</h1>'
        f'<p id="notify-message">{html.escape(text)}</p>{form}'
        f'<p><a href="/" class="btn">{home}</a></p></main></body></html>'
    )
    return HTMLResponse(body, status_code=status, headers={"Cache-Control": "no-store"})


def _button(request: Request, label: str) -> str:
    action = html.escape(request.url.path + "?" + request.url.query, quote=True)
    return (
        f'<form method="post" action="{action}"><button type="submit" class="btn primary" '
        f'id="notify-confirm">{html.escape(label)}</button></form>'
    )


async def _checked(request: Request, purpose: str, extra: str = "") -> tuple[str, str] | None:
    """The account and language of a signed link, or None when it is not one."""
    found = getattr(request.app.state, "notifier", None)
    account_id = request.query_params.get("a", "")
    token = request.query_params.get("t", "")
    if not isinstance(found, notify.Notifier) or found.keys is None or not account_id or not token:
        return None
    if len(account_id) > 32 or len(token) > 40 or not found.keys.check(token, purpose, account_id, extra):
        return None
    store = request.app.state.hub.store
    if not await asyncio.to_thread(notify.account_exists, store, account_id):
        return None
    return account_id, (await asyncio.to_thread(notify.choices, store, account_id)).lang


def _bad_link(request: Request) -> HTMLResponse:
    lang = _lang(request)
    return _page(
        lang, render("notify-link-bad-title", {}, lang), render("notify-link-bad", {}, lang), status=400
    )


@router.api_route("/notifications/off", methods=["GET", "POST"], include_in_schema=False)
async def off_page(request: Request) -> Response:
    channel = request.query_params.get("c", "")
    found = await _checked(request, channel) if channel in notify.CHANNELS else None
    if found is None:
        return _bad_link(request)
    account_id, lang = found
    asked = request.query_params.get("lang")
    lang = asked if asked in ("en", "de") else lang
    title = render("notify-off-title", {}, lang)
    if request.method == "GET":
        question = render("notify-off-question", {"channel": channel}, lang)
        return _page(lang, title, question, _button(request, render("notify-off-button", {}, lang)))
    store = request.app.state.hub.store
    await asyncio.to_thread(notify.turn_off, store, account_id, channel, time.time())
    return _page(lang, title, render("notify-off-done", {"channel": channel}, lang))


@router.api_route("/notifications/verify", methods=["GET", "POST"], include_in_schema=False)
async def verify_page(request: Request) -> Response:
    email = request.query_params.get("e", "")
    found = await _checked(request, "verify", email.lower()) if mail.valid_address(email) else None
    if found is None:
        return _bad_link(request)
    account_id, lang = found
    title = render("notify-verify-title", {}, lang)
    if request.method == "GET":
        text = render("notify-verify-question", {"email": email}, lang)
        return _page(lang, title, text, _button(request, render("notify-verify-button", {}, lang)))
    store = request.app.state.hub.store
    now = await asyncio.to_thread(notify.choices, store, account_id)
    if (now.email or "").lower() != email.lower():  # the account has another address since
        return _bad_link(request)
    await asyncio.to_thread(
        notify.save_choices, store, account_id, {"email_verified": True, "email_on": True}, time.time()
    )
    return _page(lang, title, render("notify-verify-done", {"email": email}, lang))


@router.get("/sw.js", include_in_schema=False)
async def service_worker() -> Response:
    return FileResponse(
        SW_FILE,
        media_type="text/javascript",
        headers={"Service-Worker-Allowed": "/", "Cache-Control": "no-cache"},
    )
